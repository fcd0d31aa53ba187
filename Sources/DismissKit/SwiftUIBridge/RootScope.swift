#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The UIKit half of one `dismissesKeyboardOnTapOutside(policy:)` root,
  /// handed down through the environment: its coordinator, its probe and
  /// the window it joined. A marked view in a rootless sheet registers with
  /// the root above it (S11); a root inside another's content is a scope of
  /// its own, the innermost around a touch deciding it.
  @MainActor
  final class RootScope: NSObject, RootHost {
    let coordinator = RootCoordinator()

    private(set) weak var probe: AnchorView?
    /// Whether the probe is in a window, kept as it moves: read at every touch.
    private var probeIsInWindow = false
    private(set) weak var window: AnyObject?
    private(set) weak var scopeView: UIView?
    /// Its window's: an open layer's Escape shortcut fires the window's
    /// command (K12, K17): whichever UIKit finds, the same press.
    private(set) weak var attachment: DismissWindowAttachment?

    nonisolated override init() { super.init() }

    // MARK: - RootHost

    /// `nil` once the root's screen and what was presented above it are
    /// gone: the window then drops the root at its next event.
    var presentationNode: (any DismissNode)? { isShown ? scopeView : nil }

    /// The probe is in the window, or a presentation above its screen is up:
    /// `.fullScreen` takes the probe out while its cover is served (S28).
    private var isShown: Bool {
      guard let probe else { return false }
      return probeIsInWindow || !PresentationFinder.presentedSurfaces(above: probe).isEmpty
    }

    func windowDidRemove() { detach() }

    var probeAnchor: (any DismissalAnchor)? { probe }

    func presentation(of node: (any DismissNode)?) -> (any DismissNode)? {
      (node.map { $0 as? UIView } ?? probe).flatMap(PresentationFinder.presentation(of:))
    }

    /// As UIKit view layers: presented above the anchor's controller (S32).
    func isPresented(_ presentation: any DismissNode, above anchor: any DismissalAnchor) -> Bool {
      guard let node = presentation as? UIView, let view = anchor as? UIView else { return false }
      return PresentationFinder.presentedSurfaces(above: view).contains(where: node.isDescendant)
    }

    func frameInWindow(of input: any DismissNode) -> Rect? {
      guard let input = input as? UIView, let window, input.window === window else { return nil }
      return input.boundsInWindow
    }

    func role(of node: any DismissNode) -> DismissViewRole {
      (node as? UIView).map(DismissViewClassifier.defaultRole(for:)) ?? .content
    }

    /// The focused input first; then the visible text inputs and controls
    /// of the touched presentation, found once per focus session (S10).
    func platformRole(at point: Point, hit: any DismissNode) -> DismissViewRole {
      guard let hit = hit as? UIView, let focus = coordinator.window?.focus else { return .content }
      if let focused = focus.node as? UIView, Self.shows(focused, at: point, inside: hit) {
        return .textInput
      }
      guard let presentation = PresentationFinder.presentation(of: hit) else { return .content }
      let key = (focus.generation, coordinator.changes)
      if sessionKey != key || sessionPresentation !== presentation {
        (sessionKey, sessionPresentation) = (key, presentation)
        sessionViews = DismissViewClassifier.views(in: presentation, visibleOnly: true) {
          DismissViewClassifier.defaultRole(for: $0) != .content
        }.map(WeakNode.init)
      }
      for case let view as UIView in sessionViews.lazy.map(\.node)
      where Self.shows(view, at: point, inside: hit) {
        return DismissViewClassifier.defaultRole(for: view)
      }
      return .content
    }

    /// The platform views, per focus session and registration change (S10).
    private var sessionKey: (session: UInt64, changes: UInt64) = (0, 0)
    private weak var sessionPresentation: UIView?
    private var sessionViews: [WeakNode] = []

    /// `view` is inside `hit`, and `point` on its part not clipped away.
    private static func shows(_ view: UIView, at point: Point, inside hit: UIView) -> Bool {
      guard view.boundsInWindow.contains(point), view.isDescendant(of: hit) else { return false }
      var clips: [Rect] = []
      view.appendClippingFrames(to: &clips)
      return clips.allSatisfy { $0.contains(point) }
    }

    // MARK: - Probe

    func probe(_ probe: AnchorView, didMoveTo newWindow: UIWindow?) {
      (self.probe, probeIsInWindow) = (probe, newWindow != nil)
      guard let newWindow else {
        if !isShown { detach() }
        return
      }
      let scope = PresentationFinder.scopeView(ofRootAt: probe)
      if window === newWindow && scopeView === scope { return }
      detach()
      (window, scopeView) = (newWindow, scope)
      coordinator.host = self
      attachment = DismissWindowAttachment.attachment(for: newWindow)
      if let scope { attachment?.add(coordinator, view: scope) }
    }

    func probeDismantled(_ probe: AnchorView) {
      guard self.probe === probe || self.probe == nil else { return }
      detach()
      (self.probe, probeIsInWindow) = (nil, false)
    }

    private func detach() {
      attachment?.remove(coordinator)
      (attachment, window, scopeView) = (nil, nil, nil)
    }

    // MARK: - Debug overlay

    /// With the visible UIKit text inputs of its presentation.
    func debugSamples(in frame: Rect, spacing: Double) -> [DismissalDebugSample] {
      let inputs = (presentation(of: nil) as? UIView).map {
        DismissViewClassifier.textInputs(in: $0, visibleOnly: true).map(\.boundsInWindow)
      }
      return coordinator.debugSamples(in: frame, spacing: spacing, textInputs: inputs ?? [])
    }
  }
#endif
