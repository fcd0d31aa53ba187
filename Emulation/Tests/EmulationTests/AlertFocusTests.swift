import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// An alert without text fields and the app's focused field (F12).
  @Suite("Alert focus") @MainActor struct AlertFocus {
    /// F12: a card that closes on focus outside it is open while a field
    /// outside it has focus; an unrelated alert ("Connection lost") comes
    /// and goes with no touch on the app. Given back, the field's focus is
    /// the focus it had, not new focus outside the card: the card stays.
    /// DismissKit resigns nothing itself. Control: focus in another field
    /// closes it.
    @Test(
      "F12: an unrelated alert over a focus-outside layer",
      arguments: Variants.oneAtATime(Variants.others(\.alertFocus)))
    func unrelatedAlert(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let other = stage.field(CGRect(x: 20, y: 200, width: 300, height: 40))
      await stage.tapAndSettle(field)
      let card = stage.add(UIView(), CGRect(x: 20, y: 400, width: 350, height: 300))
      var dismissals = 0
      card.addInteraction(
        DismissibleLayerInteraction(dismissOn: [.focusOutside]) { _ in dismissals += 1 })
      await stage.settle()
      let alert = UIAlertController(title: "Connection lost", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      stage.root.present(alert, animated: true)
      await stage.settle()
      #expect(field.isFirstResponder == (variants.alertFocus == .notTaken))
      await stage.tapAndSettle(alert.actionButtons[0])
      #expect(alert.presentingViewController == nil)
      #expect(field.isFirstResponder == (variants.alertFocus != .takenNotRestored))
      #expect(dismissals == 0)
      await stage.tapAndSettle(other)
      #expect(dismissals == 1)
    }
  }
}
