#if canImport(UIKit) && !os(watchOS)
  // `@preconcurrency`: UIKit declares the accessibility notifications as
  // mutable globals, which Swift 6 refuses to read otherwise.
  @preconcurrency import UIKit

  /// Makes a view a dismissible layer: a popover, menu, tooltip or custom
  /// modal that goes away on a tap outside it, on Escape, or on the other
  /// ``DismissTriggers`` you choose.
  ///
  /// ```swift
  /// modalView.addInteraction(DismissibleLayerInteraction())
  /// ```
  ///
  /// The layer is open while its view is visible in a window served by a
  /// ``DismissInteraction``; once dismissed, touches on it do nothing until
  /// its view is removed or hidden. What its screen presents meanwhile is
  /// inside it. The view owns the interaction, which holds its views weakly.
  /// See <doc:PopoversMenusAndModals>.
  ///
  /// - Important: A layer in a window that no ``DismissInteraction`` serves,
  ///   or a second layer interaction on one view, is logged as a fault and
  ///   does nothing.
  @MainActor
  public final class DismissibleLayerInteraction: NSObject, UIInteraction {
    /// Where a layer's backdrop is: a touch there dismisses it (when it
    /// reacts to taps outside) and no layer beneath it. UIKit delivers the
    /// touch as always, unless the layer swallows it.
    public enum Modality {
      /// Not modal: a tap outside it may also dismiss layers beneath it.
      case none
      /// Modal, with a dimming view (held weakly) as the backdrop; UIKit
      /// gives the touch to that view, as to any view.
      case backdrop(UIView)
      /// Modal over the whole screen: every touch outside the layer (and the
      /// layers above it) is on its backdrop; views beneath still get it.
      case fullScreen
    }

    /// Dismisses a layer's view for a reason; calls `completion(true)` once
    /// it is gone (removed, hidden, slid off the screen) or `completion(false)`
    /// when it stays. Until then the layer is dismissing.
    public typealias Handler =
      @MainActor (
        _ view: UIView, _ reason: DismissReason,
        _ completion: @escaping @MainActor (_ dismissed: Bool) -> Void
      ) -> Void

    /// Dismisses a presented view controller, and completes as a ``Handler``.
    public typealias PresentationHandler =
      @MainActor (
        _ viewController: UIViewController, _ reason: DismissReason,
        _ completion: @escaping @MainActor (_ dismissed: Bool) -> Void
      ) -> Void

    /// Every way to dismiss, as one shape: the layer, the reason, the completion.
    fileprivate typealias Dismissal =
      @MainActor (
        DismissibleLayerInteraction, DismissReason, @escaping @MainActor (Bool) -> Void
      ) -> Void

    /// The layer's view.
    public private(set) weak var view: UIView?

    /// What dismisses the layer. Default `[.tapOutside, .escape]`.
    public var dismissTriggers: DismissTriggers

    /// Asked at the touch or key press, before the layer is dismissed; return
    /// `false` to keep it open. Keep it quick, without UI work. `nil`: always.
    public var shouldDismiss: (@MainActor (DismissReason) -> Bool)?

    /// Called just before DismissKit dismisses the layer, after the touch's delivery.
    public var onDismiss: (@MainActor (DismissReason) -> Void)?

    /// The view that shows the layer (held weakly): when DismissKit dismisses
    /// the layer while VoiceOver is in it, VoiceOver goes back to this view,
    /// as it does after UIKit's popovers. `nil`: the first excluded view.
    public weak var triggerView: UIView?

    /// Whether a touch outside the layer reaches nothing beneath it, as
    /// outside UIKit's menus: the tap that closes a dropdown does not also
    /// press the button under it. Default `false`.
    public var swallowsOutsideTouches = false {
      didSet { MainQueueScheduler.shared.schedule { [weak self] in self?.checkServed() } }
    }

    /// Views that count as inside the layer (its trigger button), held weakly.
    public var excludedViews: [UIView] {
      get { excluded.compactMap { $0.node as? UIView } }
      set { excluded = newValue.map(WeakNode.init) }
    }

    /// Where the layer's backdrop is, if it is modal.
    public var modality: Modality {
      get { backdropView.map(Modality.backdrop) ?? (isFullScreen ? .fullScreen : .none) }
      set {
        backdropView = if case .backdrop(let view) = newValue { view } else { nil }
        isFullScreen = if case .fullScreen = newValue { true } else { false }
        updateAccessibilityModality()
      }
    }

    /// A modal layer keeps VoiceOver inside, as system sheets do (L11).
    private func updateAccessibilityModality(leaving: Bool = false) {
      let isModal = !leaving && layerModality.isModal
      guard let view, isModal != didSetAccessibilityModal else { return }
      // Only the layer's own setting is undone.
      didSetAccessibilityModal = isModal && !view.accessibilityViewIsModal
      view.accessibilityViewIsModal = isModal
    }

    private var excluded: [WeakNode] = []
    private weak var backdropView: UIView?
    private var isFullScreen = false
    private let dismissal: Dismissal
    /// The default presentation dismissal: refused as UIKit refuses, takes nested ones (L3).
    private let dismissesPresentation: Bool
    fileprivate weak var viewController: UIViewController?
    private var pendingCompletion: (@MainActor (Bool) -> Void)?
    private var didSetAccessibilityModal = false

    /// Creates a layer interaction for a view.
    ///
    /// - Parameters:
    ///   - triggers: What dismisses the layer. Default `[.tapOutside, .escape]`.
    ///   - excludedViews: Views inside the layer (its trigger button), held weakly.
    ///   - modality: Whether the layer is modal. Default ``Modality/none``.
    ///   - swallowsOutsideTouches: See ``swallowsOutsideTouches``. Default `false`.
    ///   - handler: Dismisses the layer's view; the default removes it and its
    ///     dimming view. The layer closes once the view is removed or hidden.
    public convenience init(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: Modality = .none,
      swallowsOutsideTouches: Bool = false,
      dismiss handler: (@MainActor (UIView) -> Void)? = nil
    ) {
      self.init(triggers, excludedViews, modality, swallowsOutsideTouches) { layer, _, done in
        if let handler { return layer.untilGone(layer.view, handler, done) }
        layer.view?.removeFromSuperview()
        layer.backdropView?.removeFromSuperview()
        done(true)
      }
    }

    /// Creates a layer interaction whose handler learns the reason and says
    /// when it is done: for a panel that slides away, or one that may stay.
    ///
    /// - Parameters:
    ///   - triggers: What dismisses the layer. Default `[.tapOutside, .escape]`.
    ///   - excludedViews: Views inside the layer, held weakly.
    ///   - modality: Whether the layer is modal. Default ``Modality/none``.
    ///   - swallowsOutsideTouches: See ``swallowsOutsideTouches``. Default `false`.
    ///   - handler: Dismisses the layer's view and calls its completion.
    public convenience init(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: Modality = .none,
      swallowsOutsideTouches: Bool = false,
      handler: @escaping Handler
    ) {
      self.init(triggers, excludedViews, modality, swallowsOutsideTouches) { layer, reason, done in
        if let view = layer.view { handler(view, reason, done) } else { done(true) }
      }
    }

    /// On a presentation's view, as its one layer interaction: a second
    /// `makeDismissible` replaces the first.
    fileprivate init(
      _ triggers: DismissTriggers, _ excludedViews: [UIView], _ modality: Modality,
      _ swallows: Bool, presentation viewController: UIViewController? = nil,
      dismissesPresentation: Bool = false, dismissal: @escaping Dismissal
    ) {
      self.dismissTriggers = triggers
      self.swallowsOutsideTouches = swallows
      self.dismissal = dismissal
      self.dismissesPresentation = dismissesPresentation
      self.viewController = viewController
      super.init()
      self.excludedViews = excludedViews
      self.modality = modality
      guard let view = viewController?.view else { return }
      view.interactions.filter { $0 is DismissibleLayerInteraction }.forEach(view.removeInteraction)
      view.addInteraction(self)
    }

    /// A handler without completion: the layer finishes once its view is
    /// removed or hidden; a view still fading out finishes later (L10).
    fileprivate func untilGone<Target>(
      _ target: Target?, _ handler: (Target) -> Void, _ done: @escaping @MainActor (Bool) -> Void
    ) {
      guard let target else { return done(true) }
      pendingCompletion = { [weak self] finished in
        self?.pendingCompletion = nil
        done(finished)
      }
      handler(target)
      if view?.window == nil || view?.isHidden == true { pendingCompletion?(true) }
    }

    /// Keeps the layer open, on top, when your dismiss handler decided not
    /// to dismiss it (a confirmation was declined).
    public func cancelDismissal() { pendingCompletion?(false) }

    // MARK: - UIInteraction

    /// Called by UIKit before the interaction moves: unregisters the layer.
    public func willMove(to view: UIView?) {
      LayerDirectory.shared.remove(self)
      updateAccessibilityModality(leaving: true)
    }

    /// Called by UIKit after the interaction moved: registers the layer.
    public func didMove(to view: UIView?) {
      self.view = view
      guard view != nil else { return }
      LayerDirectory.shared.add(self)
      updateAccessibilityModality()
      MainQueueScheduler.shared.schedule { [weak self] in self?.checkServed() }
    }

    /// Joins a per-screen interaction to its window, or reports an unserved one.
    private func checkServed() {
      guard let view, view.window != nil else { return }
      guard let serving = DismissInteraction.serving(view) else {
        return MisuseReporter.shared.report(
          "A dismissible layer's view is in a window without a DismissInteraction: it is never "
            + "dismissed. Add window.addInteraction(DismissInteraction()) in your scene delegate.")
      }
      serving.attachToWindow()
      serving.attachment?.refreshEscapeCommand()
    }

    // MARK: - Dismissing

    /// The presented container around the view controller, so that its
    /// navigation bar is inside the layer (L9).
    var presentedRoot: UIViewController? { viewController.map(PresentationFinder.outermost) }

    /// Never twice: a running transition is waited out, then looked at
    /// again (L8). The delegate hears will- and did-dismiss, as around
    /// UIKit's interactive dismissals (L4).
    fileprivate func dismissPresentation(
      animated: Bool, completion: @escaping @MainActor (Bool) -> Void, tries: Int = 0
    ) {
      guard let root = presentedRoot, root.viewIfLoaded?.window != nil,
        let presenting = root.presentingViewController, presenting.presentedViewController === root
      else { return completion(true) }
      // At most four waits; not queued (`false`): go on at once.
      let transition =
        tries < 4 ? root.transitionCoordinator ?? presenting.transitionCoordinator : nil
      let queued = transition?.animate(alongsideTransition: nil) { [weak self] _ in
        self?.dismissPresentation(animated: animated, completion: completion, tries: tries + 1)
      }
      if queued == true || root.isBeingDismissed { return }
      let presentation = root.presentationController
      presentation?.delegateWillDismiss()
      presenting.dismiss(animated: animated) {
        presentation?.delegateDidDismiss()
        completion(true)
      }
    }
  }

  extension DismissibleLayerInteraction: DismissLayerSource {
    var layerNode: (any DismissNode)? { presentedRoot?.viewIfLoaded ?? view }
    var layerTriggers: DismissTriggers { dismissTriggers }
    var layerExcludedNodes: [any DismissNode] { excludedViews }

    var layerModality: LayerModality {
      backdropView.map(LayerModality.backdrop) ?? (isFullScreen ? .fullScreen : .none)
    }

    /// What the layer presented is inside it (S32): the presentations above
    /// the presented root, or above the controller holding a view layer.
    var layerCoveredNodes: [any DismissNode] {
      guard let own = layerNode as? UIView else { return [] }
      return PresentationFinder.presentedSurfaces(above: own, from: presentedRoot)
    }

    var layerParentAnchor: (any DismissNode)? {
      guard let root = presentedRoot else { return view?.superview }
      return root.presentingViewController?.viewIfLoaded ?? root.viewIfLoaded?.superview
    }

    var layerDismissesNestedPresentations: Bool? {
      viewController == nil ? nil : dismissesPresentation
    }
    var layerSwallowsOutsideTouches: Bool { swallowsOutsideTouches }

    /// A presentation dismissed by default refuses as UIKit would.
    func layerShouldDismiss(_ reason: DismissReason) -> Bool {
      if let shouldDismiss, !shouldDismiss(reason) { return false }
      guard dismissesPresentation, let root = presentedRoot else { return true }
      let presentation = root.presentationController
      let isModal = root.isModalInPresentation || viewController?.isModalInPresentation == true
      guard isModal || presentation?.delegateRefuses == true else { return true }
      // As UIKit does; after delivery, as it may present a confirmation.
      MainQueueScheduler.shared.schedule { presentation?.delegateDidAttemptDismiss() }
      return false
    }

    func dismissLayer(reason: DismissReason, completion: @escaping @MainActor (Bool) -> Void) {
      onDismiss?(reason)
      let trigger = voiceOverTrigger()
      let notice: UIAccessibility.Notification =
        layerModality.isModal ? .screenChanged : .layoutChanged
      dismissal(self, reason) { [weak trigger] finished in
        completion(finished)
        if finished, let trigger { UIAccessibility.post(notification: notice, argument: trigger) }
      }
    }

    /// With VoiceOver in the layer, where it goes once the layer is gone (A1).
    private func voiceOverTrigger() -> UIView? {
      guard let trigger = triggerView ?? excludedViews.first, let layer = layerNode as? UIView,
        let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
      else { return nil }
      return focused.isDescendant(of: layer) ? trigger : nil
    }
  }

  extension UIViewController {
    /// Registers this presented view controller as a dismissible layer: a
    /// tap outside it or Escape dismisses it, as a swipe down would, honoring
    /// `isModalInPresentation` and the presentation controller's delegate.
    /// Call it once, before or after presenting; the window needs a
    /// ``DismissInteraction``. In a presented container (a navigation
    /// controller), the whole presentation is the layer, bar included.
    ///
    /// - Parameters:
    ///   - triggers: What dismisses it. Default `[.tapOutside, .escape]`.
    ///   - excludedViews: Views inside (the button that presented it), held weakly.
    ///   - modality: Default ``DismissibleLayerInteraction/Modality/fullScreen``.
    ///   - swallowsOutsideTouches: Whether a touch outside reaches nothing beneath.
    ///   - animated: Whether the default dismissal animates.
    ///   - handler: Your own way to dismiss it; it closes when its view goes.
    /// - Returns: The layer interaction, added to the view controller's view.
    @discardableResult
    public func makeDismissible(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: DismissibleLayerInteraction.Modality = .fullScreen,
      swallowsOutsideTouches: Bool = false,
      animated: Bool = true,
      dismiss handler: (@MainActor (UIViewController) -> Void)? = nil
    ) -> DismissibleLayerInteraction {
      DismissibleLayerInteraction(
        triggers, excludedViews, modality, swallowsOutsideTouches, presentation: self,
        dismissesPresentation: handler == nil
      ) { layer, _, done in
        if let handler { return layer.untilGone(layer.viewController, handler, done) }
        layer.dismissPresentation(animated: animated, completion: done)
      }
    }

    /// Registers this presented view controller as a dismissible layer that
    /// your handler dismisses, given the presented root (its container, if
    /// any) and the reason; it completes as a ``DismissibleLayerInteraction/Handler``.
    ///
    /// - Parameters:
    ///   - triggers: What dismisses it. Default `[.tapOutside, .escape]`.
    ///   - excludedViews: Views inside (the button that presented it), held weakly.
    ///   - modality: Default ``DismissibleLayerInteraction/Modality/fullScreen``.
    ///   - swallowsOutsideTouches: Whether a touch outside reaches nothing beneath.
    ///   - handler: Dismisses the presentation and calls its completion.
    /// - Returns: The layer interaction, added to the view controller's view.
    @discardableResult
    public func makeDismissible(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: DismissibleLayerInteraction.Modality = .fullScreen,
      swallowsOutsideTouches: Bool = false,
      handler: @escaping DismissibleLayerInteraction.PresentationHandler
    ) -> DismissibleLayerInteraction {
      DismissibleLayerInteraction(
        triggers, excludedViews, modality, swallowsOutsideTouches, presentation: self
      ) { layer, reason, done in
        if let root = layer.presentedRoot { handler(root, reason, done) } else { done(true) }
      }
    }
  }
#endif
