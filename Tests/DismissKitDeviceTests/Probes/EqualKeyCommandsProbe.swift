#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `equalKeyCommands` (K8): of two commands with the same input on one
  /// responder, whether the first or the last added fires. `keyCommands`
  /// lists both; only a key press picks one.
  @MainActor
  enum EqualKeyCommandsProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("equalKeyCommands", emulated: "firstAddedWins", expect) {
        throw Probe.needsKeyPress("Escape with two Escape commands")
      }
    }
  }
#endif
