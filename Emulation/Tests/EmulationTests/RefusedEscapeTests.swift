import DismissCore
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

    /// B9: a card holding the focused field refuses the dismissal that a
    /// tap, touch-down or drag on a button outside it asks for; the button
    /// keeps the keyboard, so only the refused card asked for the resign:
    /// the field keeps focus. Control: a tap on plain content outside
    /// resigns on its own, refused card or not.
    @Test(
      "Rule 7: a refused touch outside on a control keeps focus",
      arguments: [DismissReason.tapOutside, .touchDownOutside, .dragOutside],
      Variants.oneAtATime(Variants.others(\.deliveryOrder), Variants.others(\.controlRefusal)))
    func refusedTouchOnControlKeepsFocus(trigger: DismissReason, variants: Variants) async {
      let stage = Stage(variants)
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      let field = stage.field(CGRect(x: 20, y: 20, width: 300, height: 44), to: card)
      let cardLayer = DismissibleLayerInteraction(dismissOn: [trigger.trigger])
      var asked: [DismissReason] = []
      cardLayer.shouldDismiss = { reason in
        asked.append(reason)
        return false
      }
      card.addInteraction(cardLayer)
      let button = stage.button(CGRect(x: 20, y: 600, width: 100, height: 44))
      await stage.tapAndSettle(field)
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 70, y: 622))
      if trigger == .dragOutside { finger.move(to: CGPoint(x: 70, y: 700)) }
      finger.lift()
      await stage.settle()
      #expect(asked == [trigger], "\(variants)")
      #expect(field.isFirstResponder, "\(trigger), \(variants)")
      #expect(stage.drops == 0, "\(trigger), \(variants)")
      withExtendedLifetime(button) {}
      await stage.tapAndSettle(200, 750)  // plain content
      #expect(!field.isFirstResponder, "\(trigger), \(variants)")
    }

    /// B9 in the SwiftUI adapter, which asks the veto after delivery: a
    /// `dismissible` card holding the focused field refuses; a touch on a
    /// UIKit button outside it leaves the field focused. Control as above.
    @Test(
      "Rule 7: a refused touch outside on a control keeps focus (SwiftUI)",
      arguments: [DismissReason.tapOutside, .touchDownOutside, .dragOutside],
      Variants.oneAtATime(Variants.others(\.deliveryOrder), Variants.others(\.stateApplication)))
    func refusedTouchOnControlKeepsFocusSwiftUI(trigger: DismissReason, variants: Variants) async {
      let stage = Stage(variants, policy: nil)
      let hosting = Hosting(root: stage.root)
      var asked: [DismissReason] = []
      let isPresented = Flag()
      let binding = LayerBinding(
        isPresented: { isPresented.value }, dismiss: { isPresented.value = false },
        shouldDismiss: { reason in
          asked.append(reason)
          return false
        })
      hosting.layer(
        CGRect(x: 20, y: 100, width: 350, height: 300), in: stage.root.view, binding: binding,
        spec: .layer(dismissOn: trigger.trigger))
      let field = stage.field(CGRect(x: 40, y: 120, width: 300, height: 44))
      let button = stage.button(CGRect(x: 20, y: 600, width: 100, height: 44))
      await stage.tapAndSettle(field)
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 70, y: 622))
      if trigger == .dragOutside { finger.move(to: CGPoint(x: 70, y: 700)) }
      finger.lift()
      await stage.settle()
      #expect(asked == [trigger], "\(variants)")
      #expect(isPresented.value)
      #expect(field.isFirstResponder, "\(trigger), \(variants)")
      withExtendedLifetime(button) {}
      await stage.tapAndSettle(200, 750)  // plain content
      #expect(!field.isFirstResponder, "\(trigger), \(variants)")
      withExtendedLifetime(hosting) {}
    }
  }
}
