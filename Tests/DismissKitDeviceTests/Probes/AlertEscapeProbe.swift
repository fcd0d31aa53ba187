#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `alertEscape` (K13): whether Escape over an alert is the alert's
  /// Cancel before the app's key commands. Only a key press shows it (the UI
  /// test `testK13EscapeCancelsTheAlertNotTheSheet`).
  @MainActor
  enum AlertEscapeProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("alertEscape", emulated: "systemCancelsAlert", expect) {
        throw Probe.needsKeyPress("Escape over an alert")
      }
    }
  }
#endif
