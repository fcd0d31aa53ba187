#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `keyCommandsWithoutFirstResponder` (K9): whether a key command on the
  /// key window's top view controller fires while nothing is first
  /// responder. Only a key press is dispatched (the UI tests press keys).
  @MainActor
  enum KeyCommandsWithoutFirstResponderProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run(
        "keyCommandsWithoutFirstResponder", emulated: "fromTopViewController", expect
      ) {
        throw Probe.needsKeyPress("a key with no first responder")
      }
    }
  }
#endif
