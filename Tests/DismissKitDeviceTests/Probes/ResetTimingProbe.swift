#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `resetTiming` (T15): when UIKit calls `reset()` after a recognizer
  /// fails during a touch: before `sendEvent` returns or on a later
  /// main-queue turn. A state set outside a touch has no `sendEvent` to
  /// compare with, so only a real touch shows it.
  @MainActor
  enum ResetTimingProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("resetTiming", emulated: "endOfSendEvent", expect) {
        throw Probe.needsRealTouch("a recognizer that fails during a touch")
      }
    }
  }
#endif
