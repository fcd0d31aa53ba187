/// Not UIKit: a stand-in for the view of a SwiftUI hosting controller, which
/// draws SwiftUI content itself and holds the platform views SwiftUI shows
/// (`UITextField`, `UISwitch`, a `TextEditor`'s `UITextView`) as subviews.
/// Whether UIKit's hit test gives such a platform view or the hosting view
/// over it is the `hostingHitTest` switch (S10); given the hosting view,
/// SwiftUI passes the tap on (a field or text view takes focus) when it
/// applies state (the `stateApplication` switch, T18).
@MainActor
open class EmulatedHostingView: UIView {
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    guard UIKitEmulation.variants.hostingHitTest == .hostingView, Self.isPlatformView(hit) else {
      return hit
    }
    return self
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first,
      let hit = super.hitTest(touch.location(in: self), with: event), hit !== self,
      Self.isPlatformView(hit)
    else { return }
    UIKitEmulation.applyState {
      if let control = hit as? UIControl {
        control.didTapInside()
      } else if let text = hit as? UITextView, text.isEditable {
        text.becomeFirstResponder()
      }
    }
  }

  private static func isPlatformView(_ view: UIView) -> Bool {
    view is UIControl || view is UITextView
  }
}
