#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The invisible, non-interactive `UIView` of a background representable
  /// behind a marked view or root (S2, S3), kept from `makeUIView` to
  /// `dismantleUIView` (S15); updates never pass geometry: it is measured only
  /// when an event needs it. Clear and not opaque, it draws nothing (S31).
  @MainActor
  final class AnchorView: UIView, DismissalAnchor {
    enum Purpose {
      /// A root's probe: finds the window without `UIApplication.shared`
      /// (S14) and measures the root.
      case root(RootScope, policy: DismissPolicy, depth: Int)
      case region(
        RootScope, token: DismissalToken, parent: DismissalToken?, spec: DismissalRegionSpec,
        isPresented: Bool, actions: LayerBinding?)
      case frame(AnchorFrame)
      /// A modifier outside every root: reported once per view, never in
      /// Previews (S22).
      case misuse(String)
    }

    private weak var scope: RootScope?
    /// For a marked view: what it registered, to undo it; `nil` for a probe.
    private var token: DismissalToken?
    /// The view a touch must be in (``canBeTouched(on:)``), found at the first
    /// touch after it moves, not at every touch (S30); an ancestor moving
    /// within the window goes unseen, as hosting views stay.
    private weak var host: UIView?

    init(_ purpose: Purpose) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      accessibilityElementsHidden = true
      backgroundColor = .clear
      isOpaque = false
      link(to: purpose)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Called when inputs change, not when the view moves (S15).
    func update(to purpose: Purpose) {
      switch purpose {
      case .root(let scope, let policy, let depth) where scope === self.scope:
        (scope.coordinator.depth, scope.coordinator.policy) = (depth, policy)
      // `List` reuse gives a token two representables: undo and redo only this view's (S29).
      case .region(let scope, let token, _, let spec, let isPresented, let actions)
      where holds(token, in: scope):
        scope.coordinator.update(token, spec: spec)
        scope.coordinator.entries[token]?.actions = actions  // a binding captures current state
        if scope.coordinator.entries[token]?.isPresented != isPresented {
          scope.coordinator.setPresented(isPresented, for: token)
        }
      case .misuse:
        break
      default:
        dismantle()
        link(to: purpose)
        if case .root(let scope, _, _) = purpose { scope.probe(self, didMoveTo: window) }
      }
    }

    /// A probe leaves its scope; a marked view is forgotten.
    func dismantle() {
      if token == nil { scope?.probeDismantled(self) }
      if let token, holds(token, in: scope) { scope?.coordinator.unregister(token) }
      (scope, token) = (nil, nil)
    }

    /// Whether `token` is registered with this view: another may hold it now (S29).
    private func holds(_ token: DismissalToken, in scope: RootScope?) -> Bool {
      scope?.coordinator.entries[token]?.anchor === self
    }

    private func link(to purpose: Purpose) {
      switch purpose {
      case .root(let scope, _, _):
        self.scope = scope
        update(to: purpose)  // its policy
      case .region(let scope, let token, let parent, let spec, let isPresented, let actions):
        (self.scope, self.token) = (scope, token)
        scope.coordinator.register(
          token, spec: spec, parent: parent, anchor: self, isPresented: isPresented,
          actions: actions)
      case .frame(let frame):
        frame.view = self
      case .misuse(let message):
        MisuseReporter.shared.report(message)
      }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      host = nil
      if token == nil { scope?.probe(self, didMoveTo: window) }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      host = nil
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    // MARK: - DismissalAnchor

    var anchorWindow: AnyObject? { window }

    // Witnessed here, not by UIView's extension members: their witness
    // thunks check the actor at run time, once per anchor per touch.
    var anchorFrame: Rect { boundsInWindow }
    func appendAnchorClips(to frames: inout [Rect]) { appendClippingFrames(to: &frames) }

    /// Hidden or transparent through any superview: not hit-tested (S6).
    var anchorIsHidden: Bool { visibility != (false, false) }

    var anchorPresentation: (any DismissNode)? { PresentationFinder.presentation(of: self) }

    /// VoiceOver's element has its center on it (A1).
    var isVoiceOverInside: Bool {
      guard window != nil,
        let element = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
      else { return false }
      let frame = element.accessibilityFrame
      return UIAccessibility.convertToScreenCoordinates(bounds, in: self).contains(
        CGPoint(x: frame.midX, y: frame.midY))
    }

    /// `hit` is in the nearest view controller's view above it (a hosting
    /// controller's view, where SwiftUI draws the marked view and its platform
    /// views), else in its window. UIKit bars and toolbars are outside (S30).
    func canBeTouched(on hit: any DismissNode) -> Bool {
      if host == nil { host = PresentationFinder.controllerView(above: self) ?? window }
      guard let host else { return true }
      return (hit as? UIView)?.isDescendant(of: host) == true
    }
  }

  /// The debug overlay's anchor view, held weakly across updates.
  @MainActor
  final class AnchorFrame {
    weak var view: AnchorView?

    nonisolated init() {}
  }

  extension UIView {
    /// Hidden, or nearly transparent, itself or through any superview, as
    /// hit testing sees it (T8, S6).
    var visibility: (isHidden: Bool, isTransparent: Bool) {
      // Loops, not `sequence`s: they run for anchors at every touch.
      var result = (isHidden: false, isTransparent: false)
      var current: UIView? = self
      while let view = current {
        result = (result.isHidden || view.isHidden, result.isTransparent || view.alpha < 0.01)
        current = view.superview
      }
      return result
    }

    /// The window frames of the superviews that clip: `clipsToBounds` and
    /// every `UIScrollView` (SwiftUI's `ScrollView` and `List` are ones; S4).
    func appendClippingFrames(to frames: inout [Rect]) {
      var current = superview
      while let view = current, !(view is UIWindow) {
        if view.clipsToBounds || view is UIScrollView { frames.append(view.boundsInWindow) }
        current = view.superview
      }
    }

    /// The view's bounds in window coordinates, the space of
    /// `touch.location(in: nil)` (S1).
    var boundsInWindow: Rect { Rect(convert(bounds, to: nil)) }
  }

  extension Rect {
    init(_ rect: CGRect) {
      self.init(
        x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
  }
#endif
