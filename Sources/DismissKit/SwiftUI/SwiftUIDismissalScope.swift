#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import DismissCore
  import SwiftUI
  import UIKit

  /// The UIKit side of one `dismissesKeyboardOnTapOutside(policy:)` root:
  /// it learns its window from its probe view and registers the root's
  /// ``DismissalCoordinator`` with the window's hub, which hands it the
  /// touches and focus changes of its presentation (and tells it about the
  /// rest of the window); it converts UIKit geometry through the probe, and
  /// resigns through the hub. Every decision is the engine's, through the
  /// platform-neutral coordinator.
  ///
  /// SwiftUI keeps it in `@StateObject` (it never publishes) and hands it to
  /// the views inside through the environment; they write registrations and
  /// frames into it directly, so geometry never goes through view state.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIDismissalScope: NSObject, ObservableObject, DismissalHost {
    /// This root's coordinator (unused while it forwards to another root).
    let coordinator: DismissalCoordinator
    /// Whether the hidden Escape-key button is enabled.
    let escapeKey: SwiftUIEscapeKeyState

    private weak var probe: UIView?
    private(set) weak var window: UIWindow?
    /// The view of the nearest view controller around the probe: the
    /// hosting view of this presentation.
    private(set) weak var container: UIView?
    /// The window attachment the coordinator is registered with.
    private weak var attachment: DismissWindowAttachment?
    /// The root this one forwards to when it is redundant.
    private weak var forwardTarget: SwiftUIDismissalScope?
    private var reportedNesting = false

    nonisolated override init() {
      coordinator = DismissalCoordinator()
      escapeKey = SwiftUIEscapeKeyState()
      super.init()
    }

    /// The root that does the work: this one, or the one it forwards to.
    var active: SwiftUIDismissalScope {
      var scope = self
      var hops = 0
      while let next = scope.forwardTarget, hops < 16 {
        scope = next
        hops += 1
      }
      return scope
    }

    // MARK: - From the views

    func setPolicy(_ policy: DismissPolicy) { coordinator.policy = policy }

    func setRootFrame(_ frame: Rect) { coordinator.space.rootFrame = frame }

    func register(
      _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken?, frame: Rect,
      isPresented: Bool, onDismiss: (@MainActor () -> Void)?
    ) {
      active.coordinator.register(
        token, spec: spec, parent: parent, frame: frame, isPresented: isPresented,
        onDismiss: onDismiss)
    }

    func unregister(_ token: DismissalToken) { active.coordinator.unregister(token) }

    func setFrame(_ frame: Rect, for token: DismissalToken) {
      active.coordinator.setFrame(frame, for: token)
    }

    func update(_ token: DismissalToken, spec: DismissalRegionSpec) {
      active.coordinator.update(token, spec: spec)
    }

    func setPresented(_ isPresented: Bool, for token: DismissalToken) {
      active.coordinator.setPresented(isPresented, for: token)
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
      active.coordinator.hub?.escapeKeyPressed()
    }

    /// The `dismissKeyboard` action: ends editing in the probe's window.
    func dismissKeyboard() {
      active.coordinator.hub?.resignFocus()
    }

    // MARK: - DismissalHost

    func endEditing() { coordinator.hub?.resignFocus(from: coordinator) }

    var presentationNode: (any DismissNode)? { container }

    var servesPresentation: Bool { forwardTarget == nil && probe != nil && container != nil }

    func probePoint(fromWindow point: Point) -> Point {
      guard let probe else { return point }
      return SwiftUIGeometry.point(probe.convert(CGPoint(x: point.x, y: point.y), from: nil))
    }

    func probeFrame(of input: any DismissNode) -> Rect? {
      guard let input = input as? UIView, let probe, input.window === probe.window else {
        return nil
      }
      return SwiftUIGeometry.rect(input.convert(input.bounds, to: probe))
    }

    func role(of node: any DismissNode) -> DismissViewRole {
      guard let view = node as? UIView else { return .content }
      return DismissViewClassifier.defaultRole(for: view)
    }

    // MARK: - Probe

    /// The probe moved to a window (or out of one).
    func probe(_ probe: UIView, didMoveTo newWindow: UIWindow?) {
      if let old = window, old !== newWindow { detach() }
      self.probe = probe
      guard let newWindow else { return }
      if window === newWindow, container != nil { return }
      window = newWindow
      container = Self.presentationView(of: probe)
      coordinator.host = self
      coordinator.onIdleChange = { [weak self] idle in
        self?.escapeKey.setEnabled(!idle)
      }
      let attachment = DismissWindowAttachment.attachment(for: newWindow)
      self.attachment = attachment
      if let container { attachment.add(coordinator, scope: container) }
      Self.resolveNesting(in: attachment.hub)
    }

    /// The probe left the hierarchy for good.
    func probeDismantled(_ probe: UIView) {
      guard self.probe === probe || self.probe == nil else { return }
      detach()
      self.probe = nil
    }

    private func detach() {
      coordinator.cancelWindowTouches()
      coordinator.focusEnded()
      if let attachment {
        attachment.remove(coordinator)
        Self.resolveNesting(in: attachment.hub)
      }
      attachment = nil
      window = nil
      container = nil
    }

    /// Gives each root of a window the root it forwards to: one inside the
    /// presentation of another is redundant (see ``ScopeNesting``).
    private static func resolveNesting(in hub: DismissWindowHub) {
      let roots = hub.clients
        .compactMap { ($0 as? DismissalCoordinator)?.host as? SwiftUIDismissalScope }
        .filter { $0.container != nil }
      let targets = ScopeNesting.forwardingTargets(roots) { inner, outer in
        guard let innerView = inner.container, let outerView = outer.container else { return false }
        return innerView.isDescendant(of: outerView)
      }
      for root in roots { root.forward(to: targets[root]) }
    }

    /// Forwards to another root (or stops forwarding), moving the
    /// registrations made so far.
    func forward(to target: SwiftUIDismissalScope?) {
      guard target !== forwardTarget, target !== self else { return }
      forwardTarget = target
      guard let target else { return }
      if !reportedNesting {
        reportedNesting = true
        MisuseReporter.shared.report(
          "dismissesKeyboardOnTapOutside(policy:) is applied inside the presentation of another "
            + "dismissesKeyboardOnTapOutside(policy:) root; apply it once per window, sheet, "
            + "full-screen cover or popover. The inner one is ignored.")
      }
      coordinator.transferRegistrations(to: target.active.coordinator)
      coordinator.cancelWindowTouches()
      coordinator.focusEnded()
    }

    /// The view of the nearest view controller above a view: for the probe,
    /// the hosting view of its presentation (a sheet's, a popover's, or the
    /// window's root), or the window when no controller owns a view above it.
    static func presentationView(of view: UIView) -> UIView {
      var current = view
      while let superview = current.superview {
        if superview.next is UIViewController { return superview }
        current = superview
      }
      return current
    }

    // MARK: - Debug overlay

    /// What taps would do on a grid over `frame` (`.global`).
    func debugSamples(in frame: Rect, spacing: Double) -> [DismissalDebugSample] {
      let scope = active
      return scope.coordinator.debugSamples(
        in: frame, spacing: spacing, textInputs: scope.visibleTextInputFrames())
    }

    /// The frames of the visible text inputs of the presentation, in engine
    /// coordinates.
    private func visibleTextInputFrames() -> [Rect] {
      guard let container, let probe else { return [] }
      return DismissViewClassifier.textInputs(in: container, visibleOnly: true).map { view in
        coordinator.space.engineRect(
          fromProbe: SwiftUIGeometry.rect(view.convert(view.bounds, to: probe)))
      }
    }
  }

  /// Whether the hidden Escape-key button of a root is enabled: only while
  /// the engine is not idle, so that Escape stays the app's the rest of the
  /// time. Only the button observes it.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIEscapeKeyState: ObservableObject {
    @Published private(set) var isEnabled = false

    nonisolated init() {}

    func setEnabled(_ enabled: Bool) {
      if isEnabled != enabled { isEnabled = enabled }
    }
  }
#endif
