#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `tapThresholds` (E16): how far (10 pt?) and how long (0.35 s?) a touch
  /// may move or last and still be a tap. Not public; only real touches of
  /// growing length and travel show it.
  @MainActor
  enum TapThresholdsProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("tapThresholds", emulated: "standard", expect) {
        throw Probe.needsRealTouch("touches of growing travel and length")
      }
    }
  }
#endif
