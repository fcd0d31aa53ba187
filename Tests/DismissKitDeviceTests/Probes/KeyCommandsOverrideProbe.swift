#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `keyCommandsOverride`: apps' controllers override `keyCommands`
  /// with or without `super`'s (the apps' choice); what UIKit makes of an
  /// added command the override leaves out is seen only when a key is
  /// pressed.
  @MainActor
  enum KeyCommandsOverrideProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("keyCommandsOverride", emulated: "callsSuper", expect) {
        throw Probe.needsKeyPress("a command added to a controller whose override omits super")
      }
    }
  }
#endif
