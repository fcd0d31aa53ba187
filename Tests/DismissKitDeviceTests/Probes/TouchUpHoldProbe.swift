#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `touchUpHold` (T12): whether the window decides to hold a view's
  /// touch-up before or after its `delaysTouchesEnded` recognizers see the
  /// ended phase. Only a finger on a button under a double-tap recognizer
  /// shows it (the UI test `testT12ButtonUnderDoubleTapRecognizerFiresAtFirstTap`).
  @MainActor
  enum TouchUpHoldProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("touchUpHold", emulated: "decidedBeforeRecognizers", expect) {
        throw Probe.needsRealTouch("a tap under a delaying recognizer")
      }
    }
  }
#endif
