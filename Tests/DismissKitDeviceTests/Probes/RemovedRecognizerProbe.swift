#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `removedRecognizer` (E17): whether a delaying recognizer removed
  /// mid-touch releases the touch-up it held to the view, or drops it. Only
  /// a real touch is held.
  @MainActor
  enum RemovedRecognizerProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("removedRecognizer", emulated: "releasesHeldTouches", expect) {
        throw Probe.needsRealTouch("a recognizer removed while it holds a touch-up")
      }
    }
  }
#endif
