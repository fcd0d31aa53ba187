#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import UIKit

  /// A text field in a view controller's `inputAccessoryView` (the chat
  /// composer of MessageKit and InputBarAccessoryView). UIKit shows input
  /// accessory views in the keyboard's own window, not the app's (FLEX issue
  /// #41; UIKit's "Custom Views for Data Input" guide places input and
  /// accessory views in the system's input view, which the text input
  /// system hosts); the UIKit adapter takes the text inputs of the other
  /// windows of the same `UIWindowScene` as focus, outside every layer of
  /// the app's window (`DismissWindowAttachment.takesFocus(in:for:)`). These checks measure where
  /// the field is and what DismissKit does with its editing.
  @MainActor
  enum InputAccessoryChecks {
    final class ComposerController: UIViewController {
      let composer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
      let field = UITextField(frame: CGRect(x: 12, y: 8, width: 280, height: 36))
      let messages = UIView()

      override var canBecomeFirstResponder: Bool { true }
      override var inputAccessoryView: UIView? { composer }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.borderStyle = .roundedRect
        field.placeholder = "Message"
        composer.backgroundColor = .secondarySystemBackground
        composer.addSubview(field)
        messages.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
        view.addSubview(messages)
      }
    }

    final class NotificationRecorder: NSObject {
      private(set) var beganObjects: [ObjectIdentifier] = []

      func start() {
        NotificationCenter.default.addObserver(
          self, selector: #selector(began(_:)), name: UITextField.textDidBeginEditingNotification,
          object: nil)
      }

      func stop() { NotificationCenter.default.removeObserver(self) }

      @objc private func began(_ notification: Notification) {
        if let object = notification.object as AnyObject? {
          beganObjects.append(ObjectIdentifier(object))
        }
      }
    }

    static func accessoryFieldEditing(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      stage.window.addInteraction(DismissInteraction())
      let controller = ComposerController()
      await stage.show(controller)
      expect.that(controller.becomeFirstResponder(), "the controller shows its input accessory")
      let attached = await stage.wait { controller.composer.window != nil }
      expect.that(attached, "the input accessory view is in a window")
      let recorder = NotificationRecorder()
      recorder.start()
      defer { recorder.stop() }
      expect.that(controller.field.becomeFirstResponder(), "the composer's field takes focus")
      await stage.settle()
      expect.that(
        recorder.beganObjects.contains(ObjectIdentifier(controller.field)),
        "UITextField.textDidBeginEditingNotification arrives from the accessory's field")
      let fieldWindow = controller.field.window
      expect.note(
        "accessory field window is the app's: \(fieldWindow === stage.window); "
          + "same scene: \(fieldWindow?.windowScene === stage.window.windowScene); "
          + "window level \(fieldWindow?.windowLevel.rawValue ?? -1)")
      expect.that(
        fieldWindow !== stage.window,
        "the input accessory lives in another window than the app's (ledger F2)")
      expect.that(
        fieldWindow?.windowScene === stage.window.windowScene,
        "that window is of the app window's scene (what DismissWindowAttachment.takesFocus asks)")
      expect.that(
        DeviceTouch.tracksFocus(in: stage.window),
        "DismissKit tracks the accessory field's focus for the app's window")
      try expect.unwrap(DeviceTouch.tap(controller.messages), "the window's coordinator")
      expect.that(
        controller.field.isFirstResponder,
        "the resign waits for the next main-queue turn: the tapped view gets its touch first")
      await DeviceTouch.nextMainQueueTurn()
      let resigned = await stage.wait(timeout: 1) { !controller.field.isFirstResponder }
      expect.that(resigned, "a tap on the messages ends the composer's editing")
    }
  }
#endif
