import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// Rule 7: a refused dismissal leaves everything as it was before the
  /// event, and the resign it would have made is not carried out.
  @Suite("Refused escape") @MainActor struct RefusedEscape {
    /// A card holding the focused field refuses Escape; a hint opened after
    /// the focus, which only focus moving out closes, stays open: the
    /// focus the card keeps is not focus set again. Control: a real focus
    /// change closes the hint.
    @Test("Rule 7: a refused Escape is no focus change")
    func refusedEscapeKeepsOtherLayers() async {
      let stage = Stage()
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      let field = stage.field(CGRect(x: 20, y: 20, width: 300, height: 44), to: card)
      let cardLayer = DismissibleLayerInteraction()
      cardLayer.shouldDismiss = { _ in false }
      card.addInteraction(cardLayer)
      let other = stage.field(CGRect(x: 20, y: 600, width: 300, height: 44))
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      let hint = stage.add(UIView(), CGRect(x: 20, y: 450, width: 350, height: 100))
      var hintDismissals = 0
      hint.addInteraction(
        DismissibleLayerInteraction(dismissOn: [.focusOutside]) { _ in hintDismissals += 1 })
      await stage.settle()
      await stage.escape()
      #expect(field.isFirstResponder)
      #expect(card.window != nil)
      #expect(hintDismissals == 0)
      other.becomeFirstResponder()
      await stage.settle()
      #expect(hintDismissals == 1)
    }
  }
}
