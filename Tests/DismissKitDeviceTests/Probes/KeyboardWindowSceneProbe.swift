#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `keyboardWindowScene` (F8): the window showing an input accessory view
  /// (the keyboard's) reports the app window's scene, or none.
  @MainActor
  enum KeyboardWindowSceneProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("keyboardWindowScene", emulated: "appScene", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let controller = InputAccessoryChecks.ComposerController()
        await stage.show(controller)
        _ = controller.becomeFirstResponder()
        guard await stage.wait(until: { controller.composer.window != nil }) else {
          throw DeviceSkip(reason: "the input accessory view never reached a window")
        }
        let window = try expect.unwrap(controller.composer.window, "the accessory's window")
        expect.note(
          "keyboardWindowScene: the accessory's window \(type(of: window)) has scene "
            + "\(window.windowScene as Any)")
        guard let scene = window.windowScene else { return "none" }
        if scene === stage.window.windowScene { return "appScene" }
        throw DeviceSkip(reason: "the accessory's window is in another scene")
      }
    }
  }
#endif
