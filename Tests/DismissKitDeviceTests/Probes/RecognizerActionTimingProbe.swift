#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// When a recognizer's action is sent: "at the next cycle of the run loop"
  /// (`UIGestureRecognizer.State.began`), as the emulation now does, or
  /// inside the state change. Read on a recognizer that sets its own state
  /// (as subclasses do) outside a touch: no public API makes a touch.
  @MainActor
  enum RecognizerActionTimingProbe {
    final class Target: NSObject {
      var fired = 0
      @objc func fire() { fired += 1 }
    }

    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("recognizerActionTiming", emulated: "nextRunLoopCycle", expect) {
        let stage = DeviceStage.make()
        defer { stage.tearDown() }
        let root = UIViewController()
        let target = Target()
        let recognizer = UIGestureRecognizer(target: target, action: #selector(Target.fire))
        root.view.addGestureRecognizer(recognizer)
        await stage.show(root)
        recognizer.state = .began
        let inChange = target.fired
        await stage.settle()
        expect.note("recognizerActionTiming: at once \(inChange), a run loop later \(target.fired)")
        recognizer.state = .cancelled
        if inChange > 0 { return "inStateChange" }
        if target.fired > 0 { return "nextRunLoopCycle" }
        throw DeviceSkip(reason: "no action for a state set outside a touch")
      }
    }
  }
#endif
