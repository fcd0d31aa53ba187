#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `alertHandler`: whether a `UIAlertAction`'s handler runs at once when
  /// its button is tapped or after the alert's dismissal. No public API taps
  /// an alert's button.
  @MainActor
  enum AlertHandlerProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("alertHandler", emulated: "atOnce", expect) {
        throw Probe.needsRealTouch("a tap on an alert's button")
      }
    }
  }
#endif
