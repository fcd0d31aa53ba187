#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The UIKit half of one `dismissesKeyboardOnTapOutside(policy:)` root,
  /// kept by SwiftUI for the root's life and handed down through the
  /// environment: its coordinator, its probe (which finds the window), the
  /// window's hub it joins, and the root it forwards to when another root of
  /// the window serves.
  ///
  /// Marked views find the nearest root through the environment. Sheets,
  /// full-screen covers and popovers inherit their presenter's environment
  /// (since the iOS 14 SDK; oleb.net/2020/sheet-environment), so a marked
  /// view in a sheet without a root of its own registers with the root
  /// above it, and its anchor tells at each event which presentation it is
  /// in. Geometry never goes through view state.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class RootScope: NSObject, RootHost {
    /// This root's coordinator (holding nothing while it forwards).
    let coordinator: RootCoordinator
    /// Enables or disables the root's hidden Escape-key button.
    private let escapeKeyEnabled: @MainActor (Bool) -> Void
    /// Whether the Escape-key button should be enabled, published on the
    /// next main-queue turn: it changes while SwiftUI updates views (a layer
    /// registering in `makeUIView`), where publishing is not allowed.
    private lazy var escapeKey = DeferredValue(false, scheduler: MainQueueScheduler.shared) {
      [weak self] in self?.escapeKeyEnabled($0)
    }
    /// How many roots are around this one in the environment.
    var depth = 0

    private(set) weak var probe: AnchorView?
    private(set) weak var windowView: UIWindow?
    /// The view the window's hub hands this root its touches for.
    private(set) weak var scopeView: UIView?
    /// The window attachment the coordinator is registered with.
    private weak var attachment: DismissWindowAttachment?
    /// The root this one forwards to while another root of the window
    /// serves.
    private(set) weak var forwardTarget: RootScope?
    /// The roots forwarding here (their Escape-key buttons follow this one).
    private var forwarders: [Weak] = []

    private struct Weak { weak var scope: RootScope? }

    nonisolated init(escapeKeyEnabled: @escaping @MainActor (Bool) -> Void = { _ in }) {
      coordinator = RootCoordinator()
      self.escapeKeyEnabled = escapeKeyEnabled
      super.init()
    }

    /// The root that does the work: this one, or the one it forwards to.
    var active: RootScope {
      var scope = self
      var hops = 0
      while let next = scope.forwardTarget, hops < 16 {
        scope = next
        hops += 1
      }
      return scope
    }

    private var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// The origin tag of this root's registrations in the active
    /// coordinator.
    private var originInActive: ObjectIdentifier? { active === self ? nil : id }

    // MARK: - From the views

    func setPolicy(_ policy: DismissPolicy) {
      coordinator.policy = policy
      if let target = forwardTarget {
        target.coordinator.setRootArea(id, anchor: probe, policy: policy, depth: depth)
      }
    }

    func register(
      _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken?,
      anchor: AnchorView, isPresented: Bool, actions: LayerBinding?
    ) {
      active.coordinator.register(
        token, spec: spec, parent: parent, anchor: anchor, isPresented: isPresented,
        actions: actions, origin: originInActive)
    }

    func unregister(_ token: DismissalToken) { active.coordinator.unregister(token) }

    func update(_ token: DismissalToken, spec: DismissalRegionSpec) {
      active.coordinator.update(token, spec: spec)
    }

    func setPresented(_ isPresented: Bool, for token: DismissalToken) {
      active.coordinator.setPresented(isPresented, for: token)
    }

    func setActions(_ actions: LayerBinding?, for token: DismissalToken) {
      active.coordinator.setActions(actions, for: token)
    }

    /// An escape from a layer's accessibility action: to the window's hub,
    /// which sends it to the scope whose top-most open layer is in front.
    func performEscape(_ source: EscapeSource) {
      if let hub = active.coordinator.hub {
        hub.escape(source)
      } else {
        active.coordinator.escape(source)
      }
    }

    /// The hidden Escape-key button fired: an observed press, which the hub
    /// counts once even when the window's touch observer saw it too.
    func escapeKeyPressed() {
      if let hub = active.coordinator.hub {
        hub.escapeKeyPressed()
      } else {
        active.coordinator.escape(.key)
      }
    }

    /// The `dismissKeyboard` action: ends editing in the probe's window.
    func dismissKeyboard() {
      active.coordinator.hub?.resignFocus()
    }

    // MARK: - RootHost

    func endEditing() { coordinator.hub?.resignFocus(from: coordinator) }

    var presentationNode: (any DismissNode)? { scopeView }

    var servesPresentation: Bool { forwardTarget == nil && probe != nil && scopeView != nil }

    var window: AnyObject? { windowView }

    var ownPresentation: (any DismissNode)? {
      probe.flatMap { PresentationFinder.presentation(of: $0) }
    }

    func presentation(of node: any DismissNode) -> (any DismissNode)? {
      guard let view = node as? UIView else { return nil }
      return PresentationFinder.presentation(of: view)
    }

    func frameInWindow(of input: any DismissNode) -> Rect? {
      guard let input = input as? UIView, let windowView, input.window === windowView else {
        return nil
      }
      return input.boundsInWindow
    }

    func role(of node: any DismissNode) -> DismissViewRole {
      guard let view = node as? UIView else { return .content }
      return DismissViewClassifier.defaultRole(for: view)
    }

    // MARK: - Probe

    /// The probe moved to a window (or out of one).
    func probe(_ probe: AnchorView, didMoveTo newWindow: UIWindow?) {
      if let old = windowView, old !== newWindow { detach() }
      self.probe = probe
      guard let newWindow else { return }
      if windowView === newWindow, scopeView != nil { return }
      windowView = newWindow
      scopeView = PresentationFinder.hubScope(ofRootAt: probe)
      coordinator.host = self
      coordinator.scheduler = MainQueueScheduler.shared
      coordinator.onEscapeKeyChange = { [weak self] wants in self?.escapeKeyWanted(wants) }
      let attachment = DismissWindowAttachment.attachment(for: newWindow)
      self.attachment = attachment
      if let scopeView { attachment.add(coordinator, scope: scopeView) }
      Self.resolveNesting(in: attachment.hub)
    }

    /// The probe left the hierarchy for good.
    func probeDismantled(_ probe: AnchorView) {
      guard self.probe === probe || self.probe == nil else { return }
      detach()
      self.probe = nil
    }

    private func detach() {
      coordinator.cancelWindowTouches()
      coordinator.focusEnded()
      let hub = attachment?.hub
      if let attachment { attachment.remove(coordinator) }
      attachment = nil
      windowView = nil
      scopeView = nil
      forward(to: nil)
      if let hub { Self.resolveNesting(in: hub) }
    }

    /// Gives each root of a window the root it forwards to: one whose scope
    /// view is, or is inside, another root's forwards to the outermost (see
    /// ``ScopeNesting``). Nested roots are allowed: each sets the policy of
    /// the touches that land in it.
    private static func resolveNesting(in hub: DismissWindowHub) {
      let roots = hub.clients
        .compactMap { ($0 as? RootCoordinator)?.host as? RootScope }
        .filter { $0.scopeView != nil }
      let targets = ScopeNesting.forwardingTargets(roots) { inner, outer in
        guard let innerView = inner.scopeView, let outerView = outer.scopeView else { return false }
        return innerView.isDescendant(of: outerView)
      }
      // Stop the forwarding that changes first, so that registrations come
      // home before they move on.
      for root in roots where root.forwardTarget !== targets[root] { root.forward(to: nil) }
      for root in roots { root.forward(to: targets[root]) }
    }

    /// Forwards to another root (or stops forwarding), moving this root's
    /// registrations there (or taking them back).
    func forward(to target: RootScope?) {
      guard target !== forwardTarget, target !== self else { return }
      let me = id
      if let old = forwardTarget {
        forwardTarget = nil
        old.coordinator.removeRootArea(me)
        old.forwarders.removeAll { $0.scope == nil || $0.scope === self }
        old.coordinator.transferRegistrations(
          to: coordinator, where: { $0 == me }, retag: { _ in nil })
      }
      guard let target else {
        escapeKey.set(coordinator.wantsEscapeKey)
        return
      }
      forwardTarget = target
      coordinator.cancelWindowTouches()
      coordinator.focusEnded()
      coordinator.transferRegistrations(to: target.coordinator, retag: { $0 ?? me })
      target.coordinator.setRootArea(me, anchor: probe, policy: coordinator.policy, depth: depth)
      target.forwarders.append(Weak(scope: self))
      escapeKey.set(target.coordinator.wantsEscapeKey)
    }

    /// The serving coordinator's Escape-key need changed: this root's
    /// button and those of the roots forwarding here follow.
    private func escapeKeyWanted(_ wants: Bool) {
      guard forwardTarget == nil else { return }
      escapeKey.set(wants)
      forwarders.removeAll { $0.scope == nil }
      for forwarder in forwarders { forwarder.scope?.escapeKey.set(wants) }
    }

    // MARK: - Debug overlay

    /// What taps would do on a grid over `frame` (window coordinates).
    func debugSamples(in frame: Rect, spacing: Double) -> [DismissalDebugSample] {
      let scope = active
      return scope.coordinator.debugSamples(
        in: frame, spacing: spacing, textInputs: scope.visibleTextInputFrames())
    }

    /// The frames of the visible text inputs of the root's presentation, in
    /// window coordinates.
    private func visibleTextInputFrames() -> [Rect] {
      guard let presentation = ownPresentation as? UIView else { return [] }
      return DismissViewClassifier.textInputs(in: presentation, visibleOnly: true).map(
        \.boundsInWindow)
    }
  }
#endif
