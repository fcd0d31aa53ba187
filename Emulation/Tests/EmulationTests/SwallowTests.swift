import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// W1, rule 5: a layer that swallows outside touches closes on a tap
  /// outside, and that tap reaches no view beneath it.
  @Suite("Swallowed touches") @MainActor struct Swallow {
    /// A dropdown over a Delete button, a switch, a field, a table row and
    /// a row in a scroll view, with a field focused. Each tap outside
    /// closes the open menu and does nothing else; without swallowing the
    /// same tap presses what is beneath. Under both readings of which
    /// recognizers a control refuses (T21).
    @Test(
      "W1: a tap outside a swallowing menu closes it and reaches nothing beneath",
      arguments: Variants.oneAtATime(Variants.others(\.controlRefusal)), [true, false])
    func beneath(variants: Variants, swallows: Bool) async {
      let stage = Stage(variants)
      let context = "\(variants), swallows: \(swallows)"
      let focused = stage.field(CGRect(x: 20, y: 40, width: 300, height: 40))
      var deletes = 0
      let delete = stage.button(CGRect(x: 20, y: 400, width: 100, height: 44)) { deletes += 1 }
      let toggle = stage.add(UISwitch(), CGRect(x: 200, y: 400, width: 60, height: 32))
      let other = stage.field(CGRect(x: 20, y: 460, width: 300, height: 40))
      let row = stage.add(RecordingView(), CGRect(x: 0, y: 520, width: 390, height: 44))
      let scroll = stage.add(UIScrollView(), CGRect(x: 0, y: 600, width: 390, height: 200))
      let scrolled = stage.add(
        RecordingView(), CGRect(x: 0, y: 0, width: 390, height: 44), to: scroll)
      await stage.tapAndSettle(focused)
      let targets: [(String, UIView)] = [
        ("delete", delete), ("switch", toggle), ("row", row), ("scrolled", scrolled),
        ("field", other),
      ]
      for (name, target) in targets {
        let menu = stage.add(UIView(), CGRect(x: 200, y: 90, width: 180, height: 200))
        let layer = DismissibleLayerInteraction()
        layer.swallowsOutsideTouches = swallows
        menu.addInteraction(layer)
        await stage.settle()
        await stage.tapAndSettle(target)
        #expect(menu.window == nil, "\(name): \(context)")
        #expect(!stage.window.subviews.contains { $0 is TouchShield }, "\(name): \(context)")
        menu.removeFromSuperview()
      }
      let beneath = !swallows
      #expect(deletes == (beneath ? 1 : 0), "\(context)")
      #expect(toggle.isOn == beneath, "\(context)")
      #expect(other.isFirstResponder == beneath, "\(context)")
      // A swallowed touch makes no keyboard decision: the field keeps focus.
      #expect(focused.isFirstResponder == !beneath, "\(context)")
      #expect(row.phases == (beneath ? ["began", "ended"] : []), "\(context)")
      #expect(scrolled.phases == (beneath ? ["began", "ended"] : []), "\(context)")
    }

    /// Inside the menu, on its trigger (excluded: the app's action toggles
    /// it), and on a layer shown above it, touches go where UIKit sends
    /// them (a tap in the later layer spares the layers beneath). While
    /// the menu is open a shield is in front of the window's views; without
    /// a swallowing layer there is none.
    @Test("W1: inside the menu, its trigger and a later layer are not swallowed")
    func inside() async {
      let stage = Stage()
      var shown = 0
      var picked = 0
      var tipped = 0
      let trigger = stage.button(CGRect(x: 300, y: 40, width: 60, height: 44)) { shown += 1 }
      let menu = stage.add(UIView(), CGRect(x: 200, y: 90, width: 180, height: 200))
      _ = stage.button(CGRect(x: 0, y: 0, width: 180, height: 44), to: menu) { picked += 1 }
      let layer = DismissibleLayerInteraction(excluding: [trigger])
      menu.addInteraction(layer)
      await stage.settle()
      #expect(!stage.window.subviews.contains { $0 is TouchShield })
      layer.swallowsOutsideTouches = true
      await stage.tapAndSettle(210, 100)
      #expect(picked == 1)
      #expect(stage.window.subviews.last is TouchShield)
      await stage.tapAndSettle(trigger)
      #expect(shown == 1)
      #expect(menu.window != nil)
      let tip = stage.add(UIView(), CGRect(x: 0, y: 700, width: 390, height: 100))
      _ = stage.button(CGRect(x: 0, y: 0, width: 100, height: 44), to: tip) { tipped += 1 }
      tip.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      await stage.tapAndSettle(20, 720)
      #expect(tipped == 1)
      #expect(menu.window != nil && tip.window != nil)
      await stage.tapAndSettle(20, 600)
      #expect(menu.window == nil && tip.window == nil)
      #expect(!stage.window.subviews.contains { $0 is TouchShield })
    }

    /// A menu that the app shows by unhiding it, with no event of
    /// DismissKit's in between, swallows from the first touch: the shield
    /// is up while a swallowing layer is registered, and hit testing asks
    /// the window's layers as they are at that touch.
    @Test("W1: a menu shown without an event swallows the first tap")
    func shownQuietly() async {
      let stage = Stage()
      var deletes = 0
      let delete = stage.button(CGRect(x: 20, y: 400, width: 100, height: 44)) { deletes += 1 }
      let menu = stage.add(UIView(), CGRect(x: 200, y: 90, width: 180, height: 200))
      menu.isHidden = true
      menu.addInteraction(DismissibleLayerInteraction(swallowsOutsideTouches: true))
      await stage.settle()
      await stage.tapAndSettle(delete)
      #expect(deletes == 1)
      menu.isHidden = false
      await stage.tapAndSettle(delete)
      #expect(deletes == 1)
      #expect(menu.window == nil)
    }

    /// SwiftUI: a menu drawn by a root that swallows. A tap on a button or
    /// on the content beneath closes it (its binding goes `false`) and
    /// reaches neither; the focused field keeps focus. Without swallowing
    /// both get their touch.
    @Test("W1: a SwiftUI menu that swallows", arguments: [true, false])
    func swiftUI(swallows: Bool) async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      let view = stage.root.view!
      let content = stage.add(RecordingView(), CGRect(x: 0, y: 300, width: 390, height: 300))
      var deletes = 0
      let delete = stage.button(CGRect(x: 20, y: 650, width: 100, height: 44)) { deletes += 1 }
      let field = stage.field(CGRect(x: 20, y: 40, width: 150, height: 40))
      await stage.tapAndSettle(field)
      for target in [delete, content] {
        let shown = Flag()
        shown.value = true
        let menu = CGRect(x: 200, y: 90, width: 180, height: 200)
        hosting.dismissible(menu, in: view, isPresented: shown, spec: .layer(swallows: swallows))
        await stage.settle()
        await stage.tapAndSettle(target)
        #expect(!shown.value, "swallows: \(swallows)")
      }
      #expect(deletes == (swallows ? 0 : 1))
      #expect(content.phases == (swallows ? [] : ["began", "ended"]))
      #expect(field.isFirstResponder == swallows)
    }
  }
}
