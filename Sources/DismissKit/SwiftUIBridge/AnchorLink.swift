#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// What one background anchor representable does with its view: the
  /// coordinator of the representable, which SwiftUI keeps from
  /// `makeUIView` to `dismantleUIView` (Apple, `UIViewRepresentable`:
  /// `dismantleUIView` runs before the view is removed). Only the spec, the
  /// binding's value and the callbacks are passed on an update; geometry
  /// never.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class AnchorLink {
    /// What the anchor stands for.
    enum Purpose {
      /// A root's probe: it finds the window and measures the root, for the
      /// policy of a nested root.
      case root(RootScope, policy: DismissPolicy, depth: Int)
      /// A marked view, registered while the representable exists.
      case region(
        RootScope, token: DismissalToken, parent: DismissalToken?, spec: DismissalRegionSpec,
        isPresented: Bool, actions: LayerBinding?)
      /// The debug overlay's frame, read when the overlay refreshes.
      case frame(AnchorFrame)
      /// A modifier used outside every root: reported when the anchor is
      /// made, so once per view (its identity), and never in Xcode Previews
      /// (``MisuseReporter``).
      case misuse(String)
    }

    /// The scope the anchor reports to.
    private(set) weak var scope: RootScope?
    /// For a marked view: what it registered, to undo it.
    private var token: DismissalToken?
    private var isPresented = true
    private var isProbe = false

    nonisolated init() {}

    /// Makes the anchor view and links it.
    func makeView(for purpose: Purpose) -> AnchorView {
      let view = AnchorView(frame: .zero)
      link(view, to: purpose)
      return view
    }

    /// SwiftUI calls it when the inputs change (Apple,
    /// `UIViewRepresentable.updateUIView(_:context:)`: "for any changes
    /// affecting the corresponding UIKit view"), not when the view moves.
    func update(_ view: AnchorView, to purpose: Purpose) {
      switch purpose {
      case .root(let scope, let policy, let depth):
        guard self.scope === scope else {
          self.scope?.probeDismantled(view)
          link(view, to: purpose)
          scope.probe(view, didMoveTo: view.window)
          return
        }
        scope.depth = depth
        scope.setPolicy(policy)
      case .region(let scope, let token, _, let spec, let isPresented, let actions):
        guard self.scope === scope, self.token == token else {
          if let old = self.token { self.scope?.unregister(old) }
          link(view, to: purpose)
          return
        }
        scope.update(token, spec: spec)
        scope.setActions(actions, for: token)
        if self.isPresented != isPresented {
          self.isPresented = isPresented
          scope.setPresented(isPresented, for: token)
        }
      case .frame(let frame):
        frame.view = view
      case .misuse:
        break
      }
    }

    /// The representable went away: a probe leaves its scope, a marked view
    /// is forgotten.
    func dismantle(_ view: AnchorView) {
      view.onWindowChange = nil
      if isProbe {
        scope?.probeDismantled(view)
        scope = nil
      }
      if let token { scope?.unregister(token) }
      token = nil
    }

    private func link(_ view: AnchorView, to purpose: Purpose) {
      switch purpose {
      case .root(let scope, let policy, let depth):
        self.scope = scope
        isProbe = true
        scope.depth = depth
        scope.setPolicy(policy)
        view.onWindowChange = { [weak scope] view, window in scope?.probe(view, didMoveTo: window) }
      case .region(let scope, let token, let parent, let spec, let isPresented, let actions):
        self.scope = scope
        self.token = token
        self.isPresented = isPresented
        scope.register(
          token, spec: spec, parent: parent, anchor: view, isPresented: isPresented,
          actions: actions)
      case .frame(let frame):
        frame.view = view
      case .misuse(let message):
        MisuseReporter.shared.report(message)
      }
    }
  }

  /// The debug overlay's anchor view, held weakly across the overlay's
  /// updates: its frame in window coordinates, the space of the engine's
  /// samples.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class AnchorFrame {
    weak var view: AnchorView?

    nonisolated init() {}

    /// The anchor's frame in window coordinates, `nil` before it is made.
    var inWindow: Rect? { view?.anchorFrameInWindow }
  }
#endif
