#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import DismissCore
  import SwiftUI
  import UIKit

  /// An invisible, non-interactive `UIView` behind a marked view or a root:
  /// its anchor. UIKit measures it only when an event needs it; nothing
  /// observes it while it moves, so scrolling costs DismissKit nothing.
  ///
  /// The view is the `UIView` of a background `UIViewRepresentable`, which
  /// SwiftUI sizes and places as the view it is the background of, and adds
  /// to the UIKit hierarchy of the hosting view (inside a scroll view's
  /// content when the marked view scrolls). It never takes a touch
  /// (`isUserInteractionEnabled` off; `hitTest` answers `nil`) and is hidden
  /// from accessibility.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIAnchorView: UIView, DismissalAnchor {
    /// Called when the view moves to a window or out of one (the root's
    /// probe finds its window this way, without `UIApplication.shared`).
    var onWindowChange: ((SwiftUIAnchorView, UIWindow?) -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = .clear
      isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      onWindowChange?(self, window)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    // MARK: - DismissalAnchor

    var anchorWindow: AnyObject? { window }

    /// `convert(_:to: nil)` converts into the window's base coordinates
    /// (Apple, `UIView.convert(_:to:)`: "If view is nil, this method instead
    /// converts to window base coordinates"), the space of
    /// `touch.location(in: nil)` ("pass nil to get the touch location in the
    /// window's coordinates", `UITouch.location(in:)`).
    var anchorFrameInWindow: Rect { SwiftUIGeometry.rect(convert(bounds, to: nil)) }

    /// Hidden or fully transparent itself or through a superview: UIKit's
    /// hit testing ignores such views (Apple, `UIView.hitTest(_:with:)`:
    /// "hidden, ... or have an alpha level less than 0.01").
    var anchorIsHidden: Bool {
      var view: UIView? = self
      while let current = view {
        if current.isHidden || current.alpha < 0.01 { return true }
        view = current.superview
      }
      return false
    }

    /// The superviews that clip: `clipsToBounds`, and every `UIScrollView`
    /// (SwiftUI's `ScrollView` is one, its `List` a `UITableView` to iOS 15
    /// and a `UICollectionView` from iOS 16, as swiftui-introspect's
    /// `ScrollView.swift` and `List.swift` introspect them).
    func appendClippingFrames(to frames: inout [Rect]) {
      var view = superview
      while let current = view, !(current is UIWindow) {
        if current.clipsToBounds || current is UIScrollView {
          frames.append(SwiftUIGeometry.rect(current.convert(current.bounds, to: nil)))
        }
        view = current.superview
      }
    }

    var anchorPresentation: (any DismissNode)? { SwiftUIPresentations.presentation(of: self) }
  }

  /// Which presentation a view is in, from UIKit's view and responder
  /// ancestry alone.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum SwiftUIPresentations {
    /// The view of the first view controller above `view` (itself
    /// included) that has no parent: the window's root view controller, or
    /// a presented one (a sheet, a full-screen cover, a popover), whose
    /// `parent` is `nil` (Apple, `UIViewController.parent`). The columns of a
    /// `NavigationSplitView`, the tabs of a `TabView` and the screens of a
    /// `NavigationStack` are child view controllers (of a
    /// `UISplitViewController`, `UITabBarController`,
    /// `UINavigationController`; swiftui-introspect's
    /// `NavigationSplitView.swift`, `TabView.swift`, `NavigationStack.swift`),
    /// so they belong to the presentation around them. A view's `next`
    /// responder is its view controller when it is one's view (Apple,
    /// `UIResponder.next`).
    ///
    /// - Complexity: O(*d*) for a view at depth *d*.
    static func presentation(of view: UIView) -> UIView? {
      var current: UIView? = view
      while let candidate = current {
        if let controller = candidate.next as? UIViewController, controller.parent == nil {
          return candidate
        }
        current = candidate.superview
      }
      return nil
    }

    /// The view a root's touches are handed over for: the window, when the
    /// root's hosting controller is the window's root view controller (so
    /// that sheets and popovers without a root of their own are served);
    /// the presented view when it is a presented one; else the view of the
    /// hosting controller it is in (a hosting controller inside a UIKit
    /// screen, a tab, a column), the part of the window that is SwiftUI's.
    static func hubScope(ofRootAt probe: UIView) -> UIView? {
      var current: UIView? = probe
      while let candidate = current {
        if let controller = candidate.next as? UIViewController {
          guard controller.parent == nil else { return candidate }
          return controller.presentingViewController == nil
            ? (probe.window ?? candidate) : candidate
        }
        current = candidate.superview
      }
      return probe.window
    }
  }

  /// The root's probe in SwiftUI: an anchor that finds the window and
  /// measures the root, for the policy of a nested root.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIProbe: UIViewRepresentable {
    let scope: SwiftUIDismissalScope
    let policy: DismissPolicy
    let depth: Int

    /// The scope the probe reports to, to tell it when the probe goes.
    final class Owner {
      weak var scope: SwiftUIDismissalScope?
    }

    func makeCoordinator() -> Owner { Owner() }

    func makeUIView(context: Context) -> SwiftUIAnchorView {
      let view = SwiftUIAnchorView(frame: .zero)
      attach(view, owner: context.coordinator)
      return view
    }

    /// SwiftUI calls it when the inputs change (Apple,
    /// `UIViewRepresentable.updateUIView(_:context:)`: "for any changes
    /// affecting the corresponding UIKit view"), not when the view moves.
    func updateUIView(_ view: SwiftUIAnchorView, context: Context) {
      if context.coordinator.scope !== scope {
        context.coordinator.scope?.probeDismantled(view)
        attach(view, owner: context.coordinator)
        scope.probe(view, didMoveTo: view.window)
      } else {
        scope.depth = depth
        scope.setPolicy(policy)
      }
    }

    static func dismantleUIView(_ view: SwiftUIAnchorView, coordinator: Owner) {
      view.onWindowChange = nil
      coordinator.scope?.probeDismantled(view)
      coordinator.scope = nil
    }

    @MainActor private func attach(_ view: SwiftUIAnchorView, owner: Owner) {
      owner.scope = scope
      scope.depth = depth
      scope.setPolicy(policy)
      view.onWindowChange = { [weak scope] view, window in scope?.probe(view, didMoveTo: window) }
    }
  }

  /// The background of a marked view: its anchor, registered while the
  /// representable exists (made in `makeUIView`, forgotten in
  /// `dismantleUIView`, which SwiftUI calls before it removes the view).
  /// Only the spec, the binding's value and the callbacks are passed on an
  /// update; geometry never.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRegionAnchor: UIViewRepresentable {
    let scope: SwiftUIDismissalScope
    let token: DismissalToken
    let parent: DismissalToken?
    let spec: DismissalRegionSpec
    let isPresented: Bool
    let actions: DismissalLayerActions?

    /// What the representable registered, to undo it.
    final class Registration {
      weak var scope: SwiftUIDismissalScope?
      var token: DismissalToken?
      var isPresented = true
    }

    func makeCoordinator() -> Registration { Registration() }

    func makeUIView(context: Context) -> SwiftUIAnchorView {
      let view = SwiftUIAnchorView(frame: .zero)
      register(view, in: context.coordinator)
      return view
    }

    func updateUIView(_ view: SwiftUIAnchorView, context: Context) {
      let registration = context.coordinator
      guard registration.scope === scope, registration.token == token else {
        if let token = registration.token { registration.scope?.unregister(token) }
        register(view, in: registration)
        return
      }
      scope.update(token, spec: spec)
      scope.setActions(actions, for: token)
      if registration.isPresented != isPresented {
        registration.isPresented = isPresented
        scope.setPresented(isPresented, for: token)
      }
    }

    static func dismantleUIView(_ view: SwiftUIAnchorView, coordinator: Registration) {
      if let token = coordinator.token { coordinator.scope?.unregister(token) }
      coordinator.token = nil
    }

    @MainActor private func register(_ view: SwiftUIAnchorView, in registration: Registration) {
      registration.scope = scope
      registration.token = token
      registration.isPresented = isPresented
      scope.register(
        token, spec: spec, parent: parent, anchor: view, isPresented: isPresented,
        actions: actions)
    }
  }

  /// The background of a root: the probe.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRootReporter: View {
    let scope: SwiftUIDismissalScope
    let policy: DismissPolicy
    let depth: Int

    var body: some View {
      SwiftUIProbe(scope: scope, policy: policy, depth: depth)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  /// Reports a modifier used outside every root, once per view (its
  /// identity), and never in Xcode Previews (``MisuseReporter``).
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIMisuseReporter: View {
    let message: String
    @State private var reported = false

    var body: some View {
      Color.clear
        .onAppear {
          guard !reported else { return }
          reported = true
          MisuseReporter.shared.report(message)
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  /// A hidden button that turns the Escape key into an engine escape,
  /// enabled only while a layer is open or the policy lets Escape dismiss
  /// the keyboard of a focused field, so that the app's own
  /// `keyboardShortcut(.cancelAction)` keeps Escape the rest of the time
  /// ("if multiple controls are associated with the same shortcut, the
  /// first one found is used": Apple, `keyboardShortcut(_:modifiers:)`).
  /// `onExitCommand` is tvOS and macOS only. The window's touch observer may
  /// see the same press: the hub counts it once.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIEscapeKey: View {
    @ObservedObject var state: SwiftUIEscapeKeyState
    let scope: SwiftUIDismissalScope

    var body: some View {
      Button {
        scope.escapeKeyPressed()
      } label: {
        Color.clear.frame(width: 1, height: 1)
      }
      .keyboardShortcut(.escape, modifiers: [])
      .disabled(!state.isEnabled)
      .opacity(0)
      .frame(width: 0, height: 0)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }
#endif
