#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import UIKit

  /// The UIKit adapter on real views: a `DismissInteraction` on the window,
  /// taps fed to its coordinator as a finger would give them, and what UIKit then
  /// reports.
  @MainActor
  enum UIKitDecisionChecks {
    final class FormController: UIViewController {
      let field = UITextField()
      let button = UIButton(type: .system)
      let background = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.frame = CGRect(x: 20, y: 120, width: 300, height: 44)
        button.setTitle("Send", for: .normal)
        button.frame = CGRect(x: 20, y: 180, width: 120, height: 44)
        background.frame = CGRect(x: 20, y: 260, width: 300, height: 200)
        for subview in [field, button, background] { view.addSubview(subview) }
      }
    }

    private static func focusedForm(_ expect: any DeviceExpect) async throws -> (
      DeviceStage, FormController
    ) {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      stage.window.addInteraction(DismissInteraction())
      let controller = FormController()
      await stage.show(controller)
      expect.that(
        controller.field.becomeFirstResponder(), "the UITextField becomes first responder")
      await stage.settle()
      expect.that(
        DeviceTouch.tracksFocus(in: stage.window),
        "the coordinator learned the focus from UITextField.textDidBeginEditingNotification")
      return (stage, controller)
    }

    static func tapOnBackgroundEndsEditing(_ expect: any DeviceExpect) async throws {
      let (stage, controller) = try await focusedForm(expect)
      defer { stage.tearDown() }
      let hit = try expect.unwrap(
        DeviceTouch.tap(controller.background), "the window's coordinator")
      expect.that(hit === controller.background, "touch.view is the plain view under the finger")
      expect.that(
        controller.field.isFirstResponder,
        "the resign waits for the next main-queue turn: the tapped view gets its touch first")
      await DeviceTouch.nextMainQueueTurn()
      let resigned = await stage.wait { !controller.field.isFirstResponder }
      expect.that(resigned, "a tap on plain content ends editing")
    }

    static func tapOnControlKeepsEditing(_ expect: any DeviceExpect) async throws {
      let (stage, controller) = try await focusedForm(expect)
      defer { stage.tearDown() }
      let hit = try expect.unwrap(DeviceTouch.tap(controller.button), "the window's coordinator")
      expect.that(hit is UIControl, "touch.view of a tap on a UIButton is a UIControl")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(controller.field.isFirstResponder, "a tap on a UIControl keeps editing")
    }

    /// Touches in a `UIAlertController` decide nothing: no resign, no layer
    /// dismissed (`NodeSurface`: a presentation DismissKit does not manage).
    static func tapInAlertKeepsItsEditing(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      stage.window.addInteraction(DismissInteraction())
      let controller = FormController()
      await stage.show(controller)
      let alert = UIAlertController(title: "Rename", message: "Type here", preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "New name" }
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      controller.present(alert, animated: false)
      let field = try expect.unwrap(alert.textFields?.first, "the alert's text field")
      let shown = await stage.wait { alert.viewIfLoaded?.window != nil }
      expect.that(shown, "the alert is on screen")
      if !field.isFirstResponder { _ = field.becomeFirstResponder() }
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "the alert's text field has focus")
      expect.note(
        "alert in the app's window: \(alert.view.window === stage.window); "
          + "alert frame \(alert.view.windowFrame)")
      // The alert's title area: inside the alert, outside its field.
      let alertFrame = alert.view.windowFrame
      let titlePoint = CGPoint(x: alertFrame.midX, y: alertFrame.minY + 20)
      let hit = DeviceTouch.tap(at: titlePoint, in: alert.view.window ?? stage.window)
      expect.note(
        "a tap on the alert's title hits \(hit.map { String(describing: type(of: $0)) } ?? "nothing")"
      )
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(
        field.isFirstResponder, "a tap inside a UIAlertController keeps its field editing")
    }

    /// Rule 7: a draft card holding the focused field refuses the dismissal
    /// a tap on a `UIButton` outside it asks for; the button keeps the
    /// keyboard, so only the refused card asked to resign: the field keeps
    /// focus.
    static func refusedCardKeepsFocus(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      stage.window.addInteraction(DismissInteraction())
      let controller = FormController()
      await stage.show(controller)
      let card = UIView(frame: CGRect(x: 20, y: 100, width: 320, height: 80))
      controller.view.addSubview(card)
      card.addSubview(controller.field)
      controller.field.frame = CGRect(x: 10, y: 20, width: 300, height: 44)
      let layer = DismissibleLayerInteraction()
      var asked: [DismissReason] = []
      layer.shouldDismiss = { reason in
        asked.append(reason)
        return false
      }
      card.addInteraction(layer)
      expect.that(controller.field.becomeFirstResponder(), "the card's field has focus")
      await stage.settle()
      try expect.unwrap(DeviceTouch.tap(controller.button), "the window's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(asked == [.tapOutside], "the card was asked once: \(asked)")
      expect.that(controller.field.isFirstResponder, "the refused card's field keeps focus")
    }
  }
#endif
