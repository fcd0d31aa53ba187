#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Makes a view a dismissible layer: a popover, menu, tooltip or custom
  /// modal that goes away on a tap outside it, on Escape, or on the other
  /// ``DismissTriggers`` you choose.
  ///
  /// Detect a touch outside a custom modal view and close it, in one line:
  ///
  /// ```swift
  /// modalView.addInteraction(DismissibleLayerInteraction())
  /// ```
  ///
  /// By default a tap outside the view or Escape removes it (and its
  /// dimming view, if any) from its superview. Pass the trigger button so that it toggles the layer instead
  /// of closing and reopening it, a dimming view to make the layer modal,
  /// and your own way to dismiss:
  ///
  /// ```swift
  /// card.addInteraction(DismissibleLayerInteraction(
  ///   dismissOn: [.tapOutside, .escape], excluding: [moreButton], modal: .backdrop(dimmingView)
  /// ) { [weak self] _ in
  ///   self?.hideCard(animated: true)
  /// })
  /// ```
  ///
  /// The layer is open while its view is in a window served by a
  /// ``DismissInteraction`` and visible (not hidden, not fully transparent);
  /// register it before or after showing it. If you hide or remove it
  /// yourself, it closes.
  ///
  /// When DismissKit dismisses it, it stays *dismissing* until its view is
  /// removed from the window or hidden: a fade to transparent is its exit
  /// animation. Meanwhile touches in its frame or its dimming view's frame do
  /// nothing, even once UIKit stops hit-testing the fading views, so a
  /// double tap on a dimming view never dismisses two layers. If your
  /// handler keeps the layer on screen (it asks for confirmation first),
  /// call ``cancelDismissal()``; a layer faded out and shown again without
  /// being removed is open again too.
  ///
  /// For a presented view controller, use
  /// `UIViewController.makeDismissible(dismissOn:excluding:modal:animated:dismiss:)`.
  ///
  /// The interaction holds its view, the excluded views and the dimming view
  /// weakly; the view owns the interaction.
  ///
  /// ## Misuse
  /// A layer whose view is in a window that no ``DismissInteraction`` serves
  /// is logged as a fault (checked on the next main-queue turn after the
  /// interaction is added), and the layer does nothing. Two layer
  /// interactions on one view: the second is ignored, the same way. Nothing
  /// ever stops the app.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  public final class DismissibleLayerInteraction: NSObject, UIInteraction {
    /// How a layer blocks what is beneath it.
    public enum Modality {
      /// Not modal: a tap outside it may also dismiss layers beneath it.
      case none
      /// Modal, with a dimming view: touches on that view are touches on the
      /// layer's backdrop, outside every layer; nothing beneath it is
      /// dismissed. The dimming view is held weakly.
      case backdrop(UIView)
      /// Modal over the whole screen: every touch outside the layer (and
      /// outside the layers presented after it) counts as a touch on its
      /// backdrop. DismissKit never blocks touches itself: views beneath
      /// still receive them unless something covers them.
      case fullScreen
    }

    /// Dismisses a layer's view for a reason, and says when it is done:
    /// `completion(true)` once the layer is gone (removed, hidden, slid off
    /// the screen, or anything else that hides it from the person),
    /// `completion(false)` when it stays (it asked for confirmation first).
    /// Until then the layer is dismissing, and touches on it do nothing.
    public typealias Handler =
      @MainActor (
        _ view: UIView, _ reason: DismissReason,
        _ completion: @escaping @MainActor (_ dismissed: Bool) -> Void
      ) -> Void

    /// Dismisses a presented view controller for a reason, and says when
    /// it is done (see ``Handler``).
    public typealias PresentationHandler =
      @MainActor (
        _ viewController: UIViewController, _ reason: DismissReason,
        _ completion: @escaping @MainActor (_ dismissed: Bool) -> Void
      ) -> Void

    private enum Action {
      case removeFromSuperview
      case view(@MainActor (UIView) -> Void)
      case viewWithCompletion(Handler)
      case dismissPresentation(animated: Bool)
      case presentation(@MainActor (UIViewController) -> Void)
      case presentationWithCompletion(PresentationHandler)
    }

    private struct WeakView {
      weak var view: UIView?
    }

    /// The layer's view.
    public private(set) weak var view: UIView?

    /// What dismisses the layer. Default `[.tapOutside, .escape]`.
    public var dismissTriggers: DismissTriggers

    /// Asked before DismissKit dismisses the layer, with the reason, at the
    /// moment of the touch or key press; return `false` to keep it open
    /// where it is (a draft that must be saved first). Keep it quick and
    /// free of UI work: nothing has moved yet. `nil` (the default): always.
    ///
    /// ```swift
    /// layer.shouldDismiss = { reason in reason == .escape || !draft.hasChanges }
    /// ```
    public var shouldDismiss: (@MainActor (DismissReason) -> Bool)?

    /// Called when DismissKit dismisses the layer, with the reason, just
    /// before the dismissal runs (after the touch was delivered).
    ///
    /// ```swift
    /// layer.onDismiss = { reason in analytics.log("menu closed", reason.name) }
    /// ```
    public var onDismiss: (@MainActor (DismissReason) -> Void)?

    /// Views that count as inside the layer (typically the button that
    /// opens it), held weakly.
    public var excludedViews: [UIView] {
      get { excluded.compactMap(\.view) }
      set { excluded = newValue.map { WeakView(view: $0) } }
    }

    /// How the layer blocks what is beneath it.
    public var modality: Modality {
      get {
        if let backdropView { return .backdrop(backdropView) }
        return isFullScreen ? .fullScreen : .none
      }
      set {
        switch newValue {
        case .none:
          backdropView = nil
          isFullScreen = false
        case .backdrop(let view):
          backdropView = view
          isFullScreen = false
        case .fullScreen:
          backdropView = nil
          isFullScreen = true
        }
        updateAccessibilityModality()
      }
    }

    /// A modal layer keeps VoiceOver inside it, as system sheets do: "the
    /// accessibility elements ... that are siblings of the receiver are
    /// ignored" (Apple, `accessibilityViewIsModal`). Set while the
    /// interaction is on a modal layer's view; restored when it leaves.
    private func updateAccessibilityModality() {
      guard let view else { return }
      let isModal = backdropView != nil || isFullScreen
      if isModal && !didSetAccessibilityModal {
        didSetAccessibilityModal = !view.accessibilityViewIsModal
        view.accessibilityViewIsModal = true
      } else if !isModal && didSetAccessibilityModal {
        view.accessibilityViewIsModal = false
        didSetAccessibilityModal = false
      }
    }

    private var excluded: [WeakView] = []
    private weak var backdropView: UIView?
    private var isFullScreen = false
    private let action: Action
    private weak var viewController: UIViewController?
    private var pendingCompletion: (@MainActor (Bool) -> Void)?
    private var didSetAccessibilityModal = false

    /// Creates a layer interaction for a view.
    ///
    /// - Parameters:
    ///   - triggers: What dismisses the layer. Default `[.tapOutside, .escape]`.
    ///   - excludedViews: Views that count as inside the layer (its trigger
    ///     button), held weakly.
    ///   - modality: Whether the layer is modal. Default ``Modality/none``.
    ///   - handler: Dismisses the layer, given its view; the default removes
    ///     the view and its dimming view from their superviews. The layer
    ///     closes when the view is removed from the window or hidden, at once
    ///     or at the end of your animation.
    ///
    /// ```swift
    /// popup.addInteraction(DismissibleLayerInteraction(excluding: [infoButton]) { view in
    ///   UIView.animate(withDuration: 0.2) { view.alpha = 0 } completion: { _ in view.removeFromSuperview() }
    /// })
    /// ```
    public init(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: Modality = .none,
      dismiss handler: (@MainActor (UIView) -> Void)? = nil
    ) {
      self.dismissTriggers = triggers
      self.action = handler.map(Action.view) ?? .removeFromSuperview
      super.init()
      self.excludedViews = excludedViews
      self.modality = modality
    }

    /// Creates a layer interaction whose handler learns why the layer is
    /// dismissed and says when it is done (``Handler``): for a panel that
    /// slides away without being removed, or a handler that may keep it.
    ///
    /// ```swift
    /// panel.addInteraction(DismissibleLayerInteraction(modal: .backdrop(dimming)) {
    ///   view, reason, completion in
    ///   UIView.animate(withDuration: 0.25) {
    ///     view.transform = CGAffineTransform(translationX: 0, y: view.bounds.height)
    ///   } completion: { _ in completion(true) }
    /// })
    /// ```
    public init(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: Modality = .none,
      handler: @escaping Handler
    ) {
      self.dismissTriggers = triggers
      self.action = .viewWithCompletion(handler)
      super.init()
      self.excludedViews = excludedViews
      self.modality = modality
    }

    /// Creates the layer interaction of a presented view controller.
    convenience init(
      presentation viewController: UIViewController,
      dismissOn triggers: DismissTriggers,
      excluding excludedViews: [UIView],
      modal modality: Modality,
      animated: Bool,
      dismiss handler: (@MainActor (UIViewController) -> Void)?
    ) {
      self.init(
        presentation: viewController, dismissOn: triggers, excluding: excludedViews,
        modal: modality,
        action: handler.map(Action.presentation) ?? .dismissPresentation(animated: animated))
    }

    /// Creates the layer interaction of a presented view controller with a
    /// handler that learns the reason and says when it is done.
    convenience init(
      presentation viewController: UIViewController,
      dismissOn triggers: DismissTriggers,
      excluding excludedViews: [UIView],
      modal modality: Modality,
      handler: @escaping PresentationHandler
    ) {
      self.init(
        presentation: viewController, dismissOn: triggers, excluding: excludedViews,
        modal: modality, action: .presentationWithCompletion(handler))
    }

    private init(
      presentation viewController: UIViewController,
      dismissOn triggers: DismissTriggers,
      excluding excludedViews: [UIView],
      modal modality: Modality,
      action: Action
    ) {
      self.dismissTriggers = triggers
      self.action = action
      self.viewController = viewController
      super.init()
      self.excludedViews = excludedViews
      self.modality = modality
    }

    /// Keeps the layer open after all: call it when your dismiss handler
    /// decided not to dismiss (it asked for confirmation, say). The layer is
    /// open again, on top.
    public func cancelDismissal() {
      let completion = pendingCompletion
      pendingCompletion = nil
      completion?(false)
    }

    // MARK: - UIInteraction

    /// Called by UIKit before the interaction moves; leaving a view
    /// unregisters the layer.
    public func willMove(to view: UIView?) {
      guard let current = self.view else { return }
      LayerDirectory.shared.remove(self)
      if didSetAccessibilityModal {
        current.accessibilityViewIsModal = false
        didSetAccessibilityModal = false
      }
    }

    /// Called by UIKit after the interaction moved; registers the layer.
    public func didMove(to view: UIView?) {
      self.view = view
      guard view != nil else { return }
      LayerDirectory.shared.add(self)
      updateAccessibilityModality()
      MainQueueScheduler.shared.schedule { [weak self] in self?.checkServed() }
    }

    /// Makes sure the interaction that serves the layer's view is attached
    /// to its window (one on a screen's view may not have seen a touch
    /// yet), and reports a layer whose view is in a window that no
    /// interaction serves.
    private func checkServed() {
      guard let view, view.window != nil else { return }
      if let serving = DismissInteraction.serving(view) {
        serving.attachToWindow()
        serving.refreshEscapeCommand()
        return
      }
      MisuseReporter.shared.report(
        "A dismissible layer's view is in a window without a DismissInteraction: it is never "
          + "dismissed. Add window.addInteraction(DismissInteraction()) in your scene delegate.")
    }

    // MARK: - Dismissing

    /// Finishes a dismissal whose handler already took the view away
    /// (removed or hidden it). A view that is only fading out finishes when
    /// it is removed or hidden, checked before each event.
    private func finishIfGone() {
      if let view, view.window != nil, !view.isHidden { return }
      takePending()?(true)
    }

    private func takePending() -> (@MainActor (Bool) -> Void)? {
      let completion = pendingCompletion
      pendingCompletion = nil
      return completion
    }

    /// The view controller the presentation is made of: the presented one
    /// itself, or, for a view controller inside a presented container (the
    /// root of a presented navigation controller), that container, so that
    /// its navigation bar is inside the layer. Apple,
    /// `presentingViewController`: "If the view controller was not
    /// presented modally, but one of its ancestors was, this property
    /// contains the view controller that presented the ancestor."
    var presentedRoot: UIViewController? {
      guard let viewController else { return nil }
      return PresentedRoot.outermost(from: viewController) { $0.parent }
    }

    /// Whether UIKit's own delegate says no, as it does before an
    /// interactive dismissal: `isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` answering `false`.
    private var presentationRefuses: Bool {
      guard let root = presentedRoot else { return false }
      if root.isModalInPresentation || viewController?.isModalInPresentation == true {
        return true
      }
      guard let presentation = root.presentationController else { return false }
      return !PresentationDelegate.shouldDismiss(presentation)
    }

    /// Dismisses the presentation with `dismiss(animated:)` from its
    /// presenting view controller. DismissKit calls none of the
    /// presentation delegate's will/did-dismiss methods: UIKit sends them
    /// only for interactive dismissals ("This method is not called if the
    /// presentation is dismissed programmatically", Apple,
    /// `presentationControllerWillDismiss(_:)`,
    /// `presentationControllerDidDismiss(_:)`).
    ///
    /// Never twice: a presentation already gone (the app dismissed it
    /// without animation in the same turn) finishes at once. While any
    /// transition of it is running (the app's Done button started an
    /// animated dismissal in the same turn, UIKit's own popover dismissal,
    /// or its presentation animation), DismissKit waits for the transition
    /// to end and looks again, rather than trusting `isBeingDismissed`,
    /// which older documentation says is true only inside
    /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
    private func dismissPresentation(
      animated: Bool, completion: @escaping @MainActor (Bool) -> Void, attempts: Int = 0
    ) {
      guard let root = presentedRoot, root.viewIfLoaded?.window != nil,
        let presenting = root.presentingViewController,
        presenting.presentedViewController === root
      else {
        // No longer presented (or never was): nothing to dismiss.
        return completion(true)
      }
      if let transition = root.transitionCoordinator ?? presenting.transitionCoordinator,
        attempts < 4
      {
        // `animate(alongsideTransition:completion:)` returns `false` when it
        // could not queue the completion (Apple,
        // `UIViewControllerTransitionCoordinator`): then go on at once.
        let queued = transition.animate(alongsideTransition: nil) { [weak self] _ in
          guard let self else { return }
          self.dismissPresentation(
            animated: animated, completion: completion, attempts: attempts + 1)
        }
        if queued { return }
      }
      if root.isBeingDismissed { return }
      presenting.dismiss(animated: animated) { completion(true) }
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension DismissibleLayerInteraction: DismissLayerSource {
    var layerNode: (any DismissNode)? {
      if viewController != nil, let rootView = presentedRoot?.viewIfLoaded { return rootView }
      return view
    }
    var layerTriggers: DismissTriggers { dismissTriggers }
    var layerExcludedNodes: [any DismissNode] { excludedViews }

    var layerModality: LayerModality {
      if let backdropView { return .backdrop(backdropView) }
      return isFullScreen ? .fullScreen : .none
    }

    var layerCoveredNodes: [any DismissNode] {
      guard let viewController = presentedRoot, let own = viewController.viewIfLoaded else {
        return []
      }
      var nodes: [any DismissNode] = []
      var next = viewController.presentedViewController
      var steps = 0
      while let presented = next, steps < 64 {
        let surface = presented.presentationController?.containerView ?? presented.viewIfLoaded
        if let surface, !own.isDescendant(of: surface) { nodes.append(surface) }
        next = presented.presentedViewController
        steps += 1
      }
      return nodes
    }

    var layerParentAnchor: (any DismissNode)? {
      if let viewController = presentedRoot {
        return viewController.presentingViewController?.viewIfLoaded
          ?? viewController.viewIfLoaded?.superview
      }
      return view?.superview
    }

    var layerIsPresentation: Bool { viewController != nil }

    var layerDismissalCoversNestedPresentations: Bool {
      if case .dismissPresentation = action { return true }
      return false
    }

    func layerShouldDismiss(_ reason: DismissReason) -> Bool {
      if let shouldDismiss, !shouldDismiss(reason) { return false }
      if case .dismissPresentation = action, presentationRefuses {
        // As UIKit does for a refused interactive dismissal, let the
        // delegate know (after delivery: it may present a confirmation).
        if let presentation = presentedRoot?.presentationController {
          MainQueueScheduler.shared.schedule {
            PresentationDelegate.didAttemptToDismiss(presentation)
          }
        }
        return false
      }
      return true
    }

    func dismissLayer(reason: DismissReason, completion: @escaping @MainActor (Bool) -> Void) {
      onDismiss?(reason)
      switch action {
      case .viewWithCompletion(let handler):
        guard let view else { return completion(true) }
        handler(view, reason, completion)
      case .presentationWithCompletion(let handler):
        guard let viewController = presentedRoot else { return completion(true) }
        handler(viewController, reason, completion)
      case .removeFromSuperview:
        view?.removeFromSuperview()
        backdropView?.removeFromSuperview()
        completion(true)
      case .view(let handler):
        guard let view else { return completion(true) }
        pendingCompletion = completion
        handler(view)
        finishIfGone()
      case .dismissPresentation(let animated):
        dismissPresentation(animated: animated, completion: completion)
      case .presentation(let handler):
        guard let viewController else { return completion(true) }
        pendingCompletion = completion
        handler(viewController)
        finishIfGone()
      }
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension UIViewController {
    /// Registers this presented view controller as a dismissible layer: a
    /// tap outside it or Escape dismisses it (by default with
    /// `dismiss(animated:)` from its presenting view controller, which also
    /// takes away what it presented in turn).
    ///
    /// Call it once, before or after presenting. The window must have a
    /// ``DismissInteraction``.
    ///
    /// ```swift
    /// let picker = ColorPickerViewController()
    /// picker.modalPresentationStyle = .formSheet
    /// present(picker, animated: true)
    /// picker.makeDismissible()
    /// ```
    ///
    /// Call it on the presented view controller or on a view controller
    /// inside a presented container (the root of a presented navigation
    /// controller): the whole presentation is the layer, its navigation bar
    /// included.
    ///
    /// Before dismissing, DismissKit asks as UIKit asks before an
    /// interactive dismissal: when `isModalInPresentation` is on or the
    /// presentation controller's delegate answers
    /// `presentationControllerShouldDismiss(_:)` with `false`, it stays and
    /// the delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
    /// DismissKit dismisses with `dismiss(animated:)` and calls neither
    /// `presentationControllerWillDismiss(_:)` nor
    /// `presentationControllerDidDismiss(_:)`: UIKit sends those for
    /// interactive dismissals only. A presentation that the app dismissed in
    /// the same turn (its Done button) is not dismissed twice.
    ///
    /// ```swift
    /// let layer = editor.makeDismissible()
    /// layer.shouldDismiss = { reason in !editor.hasUnsavedChanges }
    /// layer.onDismiss = { reason in log("editor closed by", reason) }
    /// ```
    ///
    /// - Parameters:
    ///   - triggers: What dismisses it. Default `[.tapOutside, .escape]`.
    ///   - excludedViews: Views that count as inside (the button that
    ///     presented it), held weakly.
    ///   - modality: Default ``DismissibleLayerInteraction/Modality/fullScreen``:
    ///     a touch anywhere outside it (on UIKit's dimming view, say) is a
    ///     touch on its backdrop.
    ///   - animated: Whether the default dismissal animates.
    ///   - handler: Your own way to dismiss it, instead of the default. It
    ///     closes when its view leaves the window.
    /// - Returns: The layer interaction, added to the view controller's view.
    @discardableResult
    public func makeDismissible(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: DismissibleLayerInteraction.Modality = .fullScreen,
      animated: Bool = true,
      dismiss handler: (@MainActor (UIViewController) -> Void)? = nil
    ) -> DismissibleLayerInteraction {
      for case let existing as DismissibleLayerInteraction in view.interactions {
        view.removeInteraction(existing)
      }
      let interaction = DismissibleLayerInteraction(
        presentation: self, dismissOn: triggers, excluding: excludedViews, modal: modality,
        animated: animated, dismiss: handler)
      view.addInteraction(interaction)
      return interaction
    }

    /// Registers this presented view controller as a dismissible layer
    /// that your handler dismisses: it gets the presented root (the
    /// container around this view controller, if any), the reason, and a
    /// completion to call with `true` once it is gone or `false` when it
    /// stays (a confirmation was declined).
    ///
    /// ```swift
    /// editor.makeDismissible { presented, reason, completion in
    ///   guard editor.hasUnsavedChanges else {
    ///     presented.dismiss(animated: true) { completion(true) }
    ///     return
    ///   }
    ///   editor.confirmDiscard { discard in
    ///     if discard { presented.dismiss(animated: true) { completion(true) } }
    ///     else { completion(false) }
    ///   }
    /// }
    /// ```
    @discardableResult
    public func makeDismissible(
      dismissOn triggers: DismissTriggers = .default,
      excluding excludedViews: [UIView] = [],
      modal modality: DismissibleLayerInteraction.Modality = .fullScreen,
      handler: @escaping DismissibleLayerInteraction.PresentationHandler
    ) -> DismissibleLayerInteraction {
      for case let existing as DismissibleLayerInteraction in view.interactions {
        view.removeInteraction(existing)
      }
      let interaction = DismissibleLayerInteraction(
        presentation: self, dismissOn: triggers, excluding: excludedViews, modal: modality,
        handler: handler)
      view.addInteraction(interaction)
      return interaction
    }
  }
#endif
