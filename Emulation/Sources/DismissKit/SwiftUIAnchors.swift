// Public handles on the SwiftUI adapter's UIKit half for the emulated
// benchmark (a release build, where `@testable import` is not available):
// the surface the emulated tests' `Hosting` uses, no more. Part of the
// emulation's DismissKit target only; nothing here ships.
import DismissCore
import UIKit

/// A `dismissesKeyboardOnTapOutside()` root and the views marked under it,
/// their anchors made as `makeUIView` makes them and added where SwiftUI
/// would place them.
@MainActor
public final class SwiftUIAnchors {
  private let scope = RootScope()

  /// The root's probe, on content drawn in `view`.
  public init(rootIn view: UIView) {
    place(.root(scope, policy: DismissPolicy(), depth: 0), view.bounds, view)
  }

  /// `keyboardBehavior(behavior)` on a view drawn at `frame` in `view`.
  public func keyboard(_ behavior: KeyboardBehavior, _ frame: CGRect, in view: UIView) {
    place(region(.keyboard(behavior), actions: nil), frame, view)
  }

  /// `dismissible(isPresented:dismissOn: .escape)` on a view drawn at
  /// `frame` in `view`: an open layer that a tap leaves open.
  public func escapeLayer(_ frame: CGRect, in view: UIView) {
    let actions = LayerBinding(isPresented: { true }, dismiss: {})
    place(region(.layer(dismissOn: [.escape]), actions: actions), frame, view)
  }

  private func region(_ spec: DismissalRegionSpec, actions: LayerBinding?) -> AnchorView.Purpose {
    .region(
      scope, token: DismissalToken(), parent: nil, spec: spec, isPresented: true, actions: actions)
  }

  private func place(_ purpose: AnchorView.Purpose, _ frame: CGRect, _ view: UIView) {
    let anchor = AnchorView(purpose)
    anchor.frame = frame
    view.addSubview(anchor)
  }
}
