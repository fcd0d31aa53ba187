#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `lateRecognizer` (T17): whether a recognizer added to a view during a
  /// touch gets that touch's later phases. Only a real touch shows it.
  @MainActor
  enum LateRecognizerProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("lateRecognizer", emulated: "skipsSequence", expect) {
        throw Probe.needsRealTouch("a recognizer added between touch-down and touch-up")
      }
    }
  }
#endif
