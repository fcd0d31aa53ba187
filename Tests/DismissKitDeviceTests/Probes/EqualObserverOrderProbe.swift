#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `equalObserverOrder`: two before-waiting observers of the same order
  /// (`CFRunLoopObserverGetOrder` orders only unequal ones) run in the order
  /// added, or the reverse. Read at DismissKit's order, `CFIndex.max`.
  @MainActor
  enum EqualObserverOrderProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("equalObserverOrder", emulated: "orderAdded", expect) {
        var ran: [Int] = []
        Probe.beforeWaiting { ran.append(1) }
        Probe.beforeWaiting { ran.append(2) }
        let stage = DeviceStage.make()
        defer { stage.tearDown() }
        guard await stage.wait(timeout: 1, until: { ran.count == 2 }) else {
          throw DeviceSkip(reason: "the observers did not both run")
        }
        return ran == [1, 2] ? "orderAdded" : "reversed"
      }
    }
  }
#endif
