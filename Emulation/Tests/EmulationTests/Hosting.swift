import DismissCore
import UIKit

@testable import DismissKit

/// The SwiftUI adapter's UIKit half, its anchors placed as SwiftUI places a
/// background representable: a view in the hosting view of a controller
/// (here the controller's own view), made, updated and dismantled as
/// `makeUIView`, `updateUIView` and `dismantleUIView` do.
@MainActor
final class Hosting {
  let scope = RootScope()
  private(set) var anchors: [AnchorView] = []

  /// `dismissesKeyboardOnTapOutside()` in `controller`: its probe.
  convenience init(root controller: UIViewController) {
    self.init(rootIn: controller.view)
  }

  /// `dismissesKeyboardOnTapOutside(policy:)` on content drawn in `view`,
  /// inside `depth` other roots.
  init(rootIn view: UIView, policy: DismissPolicy = DismissPolicy(), depth: Int = 0) {
    place(.root(scope, policy: policy, depth: depth), view.bounds, view)
  }

  /// A stage whose root controller's view is a hosting view, where a touch
  /// on a platform view has `touch.view` as `hitTest` says (S10), and the
  /// root on it.
  static func onHostingView(hitTest: Variants.HostingHitTest) -> (Stage, Hosting) {
    let root = UIViewController()
    root.view = EmulatedHostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let stage = Stage(.with { $0.hostingHitTest = hitTest }, root: root, policy: nil)
    return (stage, Hosting(root: root))
  }

  /// SwiftUI's `accessibilityAction(.escape)` on an open layer's content.
  func accessibilityEscape() { scope.coordinator.window?.escape(.accessibility) }

  /// An open layer's SwiftUI Escape shortcut, pressed.
  func escapeShortcut() { scope.attachment?.escapeKeyCommandFired() }

  /// `keyboardBehavior(.keep)` on a view drawn at `frame` in `view`.
  @discardableResult
  func keep(_ frame: CGRect, in view: UIView, token: DismissalToken = DismissalToken())
    -> AnchorView
  {
    place(keepPurpose(token), frame, view)
  }

  /// `keyboardBehavior(behavior)` on a view drawn at `frame` in `view`.
  @discardableResult
  func keyboard(_ behavior: KeyboardBehavior, _ frame: CGRect, in view: UIView) -> AnchorView {
    place(
      .region(
        scope, token: DismissalToken(), parent: nil, spec: .keyboard(behavior), isPresented: true,
        actions: nil), frame, view)
  }

  /// `dismissible(isPresented:)` on a view drawn at `frame` in `view`.
  @discardableResult
  func dismissible(
    _ frame: CGRect, in view: UIView, isPresented: Flag, spec: DismissalRegionSpec = .layer()
  ) -> AnchorView {
    layer(
      frame, in: view,
      binding: LayerBinding(
        isPresented: { isPresented.value }, dismiss: { isPresented.value = false }), spec: spec)
  }

  /// A layer drawn at `frame` in `view`, with SwiftUI's side as `binding`
  /// (its value, its setter, the veto and `onDismiss`).
  @discardableResult
  func layer(
    _ frame: CGRect, in view: UIView, binding: LayerBinding, spec: DismissalRegionSpec = .layer(),
    isPresented: Bool = true
  ) -> AnchorView {
    place(
      .region(
        scope, token: DismissalToken(), parent: nil, spec: spec, isPresented: isPresented,
        actions: binding), frame, view)
  }

  func keepPurpose(_ token: DismissalToken) -> AnchorView.Purpose {
    .region(
      scope, token: token, parent: nil, spec: .keyboard(.keep), isPresented: true, actions: nil)
  }

  @discardableResult
  func place(_ purpose: AnchorView.Purpose, _ frame: CGRect, _ view: UIView) -> AnchorView {
    let anchor = AnchorView(purpose)
    anchor.frame = frame
    view.addSubview(anchor)
    anchors.append(anchor)
    return anchor
  }
}

/// A layer's `isPresented` state.
@MainActor
final class Flag {
  var value = true
}
