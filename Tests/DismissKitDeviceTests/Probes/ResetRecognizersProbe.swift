#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `resetRecognizers` (T12): whether a recognizer that failed or
  /// recognized stays in `touch.gestureRecognizers` for the rest of the
  /// touch. Only a real touch has that list.
  @MainActor
  enum ResetRecognizersProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("resetRecognizers", emulated: "droppedFromTouch", expect) {
        throw Probe.needsRealTouch("a touch whose recognizer fails before it ends")
      }
    }
  }
#endif
