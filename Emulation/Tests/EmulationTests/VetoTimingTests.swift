import DismissCore
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// V1: both adapters ask a layer's veto after UIKit delivered the touch
  /// that dismisses it, so the tapped button's action (which may save the
  /// draft the veto looks at) has run; an escape asks at once.
  @Suite("Veto timing") @MainActor struct VetoTiming {
    @Test("V1: the veto is asked after the tapped button's action (UIKit)")
    func uiKit() async {
      let stage = Stage()
      var log: [String] = []
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      let layer = DismissibleLayerInteraction()
      layer.shouldDismiss = { reason in
        log.append("veto \(reason)")
        return true
      }
      card.addInteraction(layer)
      let button = stage.button(CGRect(x: 20, y: 600, width: 100, height: 44)) {
        log.append("action")
      }
      await stage.settle()
      await stage.tapAndSettle(button)
      #expect(log == ["action", "veto tapOutside"])
      #expect(card.window == nil)
    }

    @Test("V1: the veto is asked after the tapped button's action (SwiftUI)")
    func swiftUI() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      var log: [String] = []
      let shown = Flag()
      let binding = LayerBinding(
        isPresented: { shown.value }, dismiss: { shown.value = false },
        shouldDismiss: { reason in
          log.append("veto \(reason)")
          return true
        })
      hosting.layer(
        CGRect(x: 20, y: 100, width: 350, height: 300), in: stage.root.view, binding: binding)
      let button = stage.button(CGRect(x: 20, y: 600, width: 100, height: 44)) {
        log.append("action")
      }
      await stage.settle()
      await stage.tapAndSettle(button)
      #expect(log == ["action", "veto tapOutside"])
      #expect(!shown.value)
    }

    /// Rule 5, V1: a card that refuses `tapOutside` but not `focusOutside`;
    /// a tap on a field outside it focuses the field before the veto is
    /// asked: refused, the card meets that focus and closes by it.
    @Test("V1: a refused tap's focus outside closes the card (UIKit)")
    func refusedTapFocusOutside() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let card = stage.add(UIView(), CGRect(x: 20, y: 400, width: 300, height: 200))
      let layer = DismissibleLayerInteraction(dismissOn: [.tapOutside, .focusOutside])
      var asked: [DismissReason] = []
      layer.shouldDismiss = { reason in
        asked.append(reason)
        return reason != .tapOutside
      }
      card.addInteraction(layer)
      await stage.settle()
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      #expect(asked == [.tapOutside, .focusOutside])
      #expect(card.window == nil)
    }
  }
}
