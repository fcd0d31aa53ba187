#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `accessoryNotifications` (F10): whether a field in the keyboard's window
  /// (a composer in an input accessory view) posts
  /// `UITextField.textDidBeginEditingNotification` like any other.
  @MainActor
  enum AccessoryNotificationsProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("accessoryNotifications", emulated: "posted", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let controller = InputAccessoryChecks.ComposerController()
        await stage.show(controller)
        _ = controller.becomeFirstResponder()
        guard await stage.wait(until: { controller.composer.window != nil }) else {
          throw DeviceSkip(reason: "the input accessory view never reached a window")
        }
        let recorder = InputAccessoryChecks.NotificationRecorder()
        recorder.start()
        defer { recorder.stop() }
        guard controller.field.becomeFirstResponder() else {
          throw DeviceSkip(reason: "the composer's field did not take focus")
        }
        await stage.settle()
        let posted = recorder.beganObjects.contains(ObjectIdentifier(controller.field))
        return posted ? "posted" : "notPosted"
      }
    }
  }
#endif
