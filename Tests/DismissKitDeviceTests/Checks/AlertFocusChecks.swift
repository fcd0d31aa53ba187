#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import UIKit

  /// Ledger F12: an alert without text fields leaves the app's focused field
  /// alone. DismissKit resigns nothing for an alert; if UIKit took the focus
  /// and gave it back, the field's new begin-editing would read as focus
  /// moving outside a `.focusOutside` layer, which would close (the emulated
  /// pin `F12: an unrelated alert over a focus-outside layer`). The alert is
  /// dismissed by code: no public API taps its button.
  @MainActor
  enum AlertFocusChecks {
    static func alertLeavesFieldFocused(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      stage.window.addInteraction(DismissInteraction())
      let root = UIViewController()
      root.view.backgroundColor = .systemBackground
      let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
      let other = UITextField(frame: CGRect(x: 20, y: 180, width: 300, height: 40))
      let card = UIView(frame: CGRect(x: 20, y: 300, width: 300, height: 200))
      card.backgroundColor = .secondarySystemBackground
      for view in [field, other, card] { root.view.addSubview(view) }
      await stage.show(root)
      expect.that(field.becomeFirstResponder(), "the UITextField becomes first responder")
      await stage.settle()
      expect.that(
        DeviceTouch.tracksFocus(in: stage.window),
        "the coordinator learned the focus from UITextField.textDidBeginEditingNotification")
      var reasons: [DismissReason] = []
      card.addInteraction(
        DismissibleLayerInteraction(dismissOn: [.focusOutside]) { view, reason, done in
          reasons.append(reason)
          view.removeFromSuperview()
          done(true)
        })
      await stage.settle()

      let alert = UIAlertController(title: "Connection lost", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      root.present(alert, animated: true)
      let up = await stage.wait { alert.viewIfLoaded?.window != nil }
      try expect.unwrap(up ? true : nil, "the alert is up")
      await stage.settle(0.6)  // the presentation animation
      let heldWhileUp = field.isFirstResponder
      alert.dismiss(animated: true)
      let gone = await stage.wait { alert.viewIfLoaded?.window == nil }
      expect.that(gone, "the alert went")
      await stage.settle(0.6)
      let reading =
        heldWhileUp
        ? "notTaken" : field.isFirstResponder ? "takenAndRestored" : "takenNotRestored"
      expect.note(
        "F12 alertFocus: \(reading) (field first responder again: \(field.isFirstResponder))")
      expect.that(heldWhileUp, "the field stays first responder while the alert is up (F12)")
      expect.that(
        card.window != nil && reasons.isEmpty,
        "the focus-outside card is still open after the alert goes (F12); dismissed for \(reasons)")

      // Control: focus outside the card closes it, or this check cannot tell.
      guard card.window != nil else { return }
      _ = other.becomeFirstResponder()
      let closed = await stage.wait { reasons == [.focusOutside] }
      expect.that(closed, "focus in another field closes the card; dismissed for \(reasons)")
    }
  }
#endif
