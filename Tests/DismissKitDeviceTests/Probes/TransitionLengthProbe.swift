#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `transitionLength`: how many passes of the main run loop an animated
  /// presentation takes to complete: the emulation's two, or many (one a
  /// frame). Counted with a before-waiting observer.
  @MainActor
  enum TransitionLengthProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("transitionLength", emulated: "twoPasses", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        await stage.show(root)
        var passes = 0
        var done = false
        let counter = CFRunLoopObserverCreateWithHandler(
          kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0
        ) { _, _ in passes += 1 }
        CFRunLoopAddObserver(CFRunLoopGetMain(), counter, .commonModes)
        defer { CFRunLoopRemoveObserver(CFRunLoopGetMain(), counter, .commonModes) }
        root.present(UIViewController(), animated: true) { done = true }
        let counted = passes
        guard await stage.wait(until: { done }) else {
          throw DeviceSkip(reason: "the presentation did not complete")
        }
        let length = passes - counted
        expect.note("transitionLength: an animated presentation took \(length) passes")
        return length <= 2 ? "twoPasses" : "manyPasses"
      }
    }
  }
#endif
