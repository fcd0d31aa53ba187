#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The coordinator of one background anchor representable, kept from
  /// `makeUIView` to `dismantleUIView` (S15); updates pass spec, binding
  /// value and callbacks, never geometry.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class AnchorLink {
    enum Purpose {
      /// A root's probe: finds the window (S14) and measures the root.
      case root(RootScope, policy: DismissPolicy, depth: Int)
      case region(
        RootScope, token: DismissalToken, parent: DismissalToken?, spec: DismissalRegionSpec,
        isPresented: Bool, actions: LayerBinding?)
      case frame(AnchorFrame)
      /// A modifier outside every root: reported once per view, never in
      /// Previews (S22).
      case misuse(String)
    }

    private(set) weak var scope: RootScope?
    /// For a marked view: what it registered, to undo it.
    private var token: DismissalToken?
    private var isPresented = true
    private var isProbe = false

    nonisolated init() {}

    func makeView(for purpose: Purpose) -> AnchorView {
      let view = AnchorView(frame: .zero)
      link(view, to: purpose)
      return view
    }

    /// Called when inputs change, not when the view moves (S15).
    func update(_ view: AnchorView, to purpose: Purpose) {
      switch purpose {
      case .root(let scope, let policy, let depth):
        guard self.scope === scope else {
          self.scope?.probeDismantled(view)
          link(view, to: purpose)
          scope.probe(view, didMoveTo: view.window)
          return
        }
        scope.setPolicy(policy, depth: depth)
      case .region(let scope, let token, _, let spec, let isPresented, let actions):
        // `List` reuse gives a token two representables: undo and redo only this view's (S29).
        guard self.scope === scope, self.token == token, scope.isRegistered(token, anchor: view)
        else {
          if let old = self.token { self.scope?.unregister(old, anchor: view) }
          link(view, to: purpose)
          return
        }
        let coordinator = scope.coordinator
        coordinator.update(token, spec: spec)
        coordinator.setActions(actions, for: token)
        if self.isPresented != isPresented {
          self.isPresented = isPresented
          coordinator.setPresented(isPresented, for: token)
        }
      case .frame(let frame):
        frame.view = view
      case .misuse:
        break
      }
    }

    /// A probe leaves its scope; a marked view is forgotten.
    func dismantle(_ view: AnchorView) {
      view.onWindowChange = nil
      if isProbe {
        scope?.probeDismantled(view)
        scope = nil
      }
      if let token { scope?.unregister(token, anchor: view) }
      token = nil
    }

    private func link(_ view: AnchorView, to purpose: Purpose) {
      switch purpose {
      case .root(let scope, let policy, let depth):
        self.scope = scope
        isProbe = true
        scope.setPolicy(policy, depth: depth)
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

  /// The debug overlay's anchor view, held weakly across updates.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class AnchorFrame {
    weak var view: AnchorView?

    nonisolated init() {}

    var inWindow: Rect? { view?.anchorFrameInWindow }
  }
#endif
