import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// A1: when DismissKit dismisses a layer VoiceOver is in, VoiceOver goes
  /// back to the view that showed it, as after UIKit's popovers.
  @Suite("VoiceOver return") @MainActor struct AccessibilityReturn {
    /// A card shown by a button: VoiceOver on a row of the card; a tap
    /// outside closes it and moves VoiceOver to the button (`layoutChanged`).
    @Test("A1: VoiceOver goes back to the trigger after a tap outside")
    func tapOutside() async {
      let stage = Stage()
      let more = stage.button(CGRect(x: 300, y: 40, width: 60, height: 44)) {}
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      let row = stage.add(UIView(), CGRect(x: 0, y: 0, width: 350, height: 44), to: card)
      card.addInteraction(DismissibleLayerInteraction(excluding: [more]))
      await stage.settle()
      UIKitEmulation.voiceOverFocus = row
      await stage.tapAndSettle(100, 600)
      #expect(card.window == nil)
      #expect(UIKitEmulation.accessibilityPosts.map(\.0) == [.layoutChanged])
      #expect(UIKitEmulation.voiceOverFocus === more)
    }

    /// Control: VoiceOver elsewhere stays where it is; a modal card that
    /// names its trigger changes the screen (`screenChanged`) on Escape.
    @Test("A1: only from inside the layer; a modal layer changes the screen")
    func onlyFromInside() async {
      let stage = Stage()
      let other = stage.button(CGRect(x: 20, y: 700, width: 60, height: 44)) {}
      let trigger = stage.button(CGRect(x: 300, y: 40, width: 60, height: 44)) {}
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      let layer = DismissibleLayerInteraction(modal: .fullScreen)
      card.addInteraction(layer)
      await stage.settle()
      UIKitEmulation.voiceOverFocus = other
      #expect(DismissInteraction.performAccessibilityEscape(from: card))
      await stage.settle()
      #expect(card.window == nil)
      #expect(UIKitEmulation.accessibilityPosts.isEmpty)
      let second = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      let layer2 = DismissibleLayerInteraction(modal: .fullScreen)
      layer2.triggerView = trigger
      second.addInteraction(layer2)
      await stage.settle()
      UIKitEmulation.voiceOverFocus = second
      #expect(DismissInteraction.performAccessibilityEscape(from: second))
      await stage.settle()
      #expect(UIKitEmulation.accessibilityPosts.map(\.0) == [.screenChanged])
      #expect(UIKitEmulation.voiceOverFocus === trigger)
    }

    /// A presented form sheet made dismissible by the button that presented
    /// it: VoiceOver in it returns to that button once it is dismissed.
    @Test("A1: a dismissible presentation returns VoiceOver to its button")
    func presentation() async {
      let stage = Stage()
      let show = stage.button(CGRect(x: 20, y: 40, width: 100, height: 44)) {}
      let editor = UIViewController()
      editor.modalPresentationStyle = .formSheet
      stage.root.present(editor, animated: false)
      editor.makeDismissible(excluding: [show])
      await stage.settle()
      UIKitEmulation.voiceOverFocus = editor.view
      await stage.tapAndSettle(10, 830)
      #expect(editor.presentingViewController == nil)
      #expect(UIKitEmulation.accessibilityPosts.map(\.0) == [.screenChanged])
      #expect(UIKitEmulation.voiceOverFocus === show)
    }

    /// SwiftUI: VoiceOver on an element drawn in an open layer; a tap
    /// outside writes `false` and sets the trigger's focus state. Control:
    /// VoiceOver outside the layer leaves it alone.
    @Test("A1: SwiftUI sets the trigger's accessibility focus", arguments: [true, false])
    func swiftUI(inside: Bool) async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      let shown = Flag()
      shown.value = true
      var returned = 0
      let binding = LayerBinding(
        isPresented: { shown.value }, dismiss: { shown.value = false },
        returnFocus: { returned += 1 })
      let frame = CGRect(x: 20, y: 100, width: 350, height: 300)
      hosting.layer(frame, in: stage.root.view, binding: binding)
      await stage.settle()
      let element = NSObject()
      element.accessibilityFrame =
        inside
        ? CGRect(x: 40, y: 120, width: 100, height: 30)
        : CGRect(x: 40, y: 700, width: 100, height: 30)
      UIKitEmulation.voiceOverFocus = element
      await stage.tapAndSettle(200, 600)
      #expect(!shown.value)
      #expect(returned == (inside ? 1 : 0))
    }
  }
}
