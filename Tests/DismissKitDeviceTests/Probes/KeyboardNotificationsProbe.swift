#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `keyboardNotifications` (E33): whether `keyboardWillShowNotification`
  /// is posted once while the keyboard stays up, or again when focus moves
  /// from one field to another.
  @MainActor
  enum KeyboardNotificationsProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("keyboardNotifications", emulated: "oncePerSession", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        let fields = [120, 200].map {
          UITextField(frame: CGRect(x: 20, y: $0, width: 300, height: 40))
        }
        for field in fields { root.view.addSubview(field) }
        await stage.show(root)
        let keyboard = FocusMoveChecks.KeyboardCounter()
        defer { keyboard.stop() }
        _ = fields[0].becomeFirstResponder()
        guard await stage.wait(timeout: 1.5, until: { keyboard.shows > 0 }) else {
          throw DeviceSkip(reason: "no keyboardWillShow: no software keyboard")
        }
        await stage.settle(0.6)
        let shows = keyboard.shows
        _ = fields[1].becomeFirstResponder()
        await stage.settle(0.6)
        expect.note(
          "keyboardNotifications: on the hand-over \(keyboard.shows - shows) shows, "
            + "\(keyboard.hides) hides")
        return keyboard.shows > shows ? "reshownOnHandOver" : "oncePerSession"
      }
    }
  }
#endif
