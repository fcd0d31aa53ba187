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

    private enum Action {
      case removeFromSuperview
      case view(@MainActor (UIView) -> Void)
      case dismissPresentation(animated: Bool)
      case presentation(@MainActor (UIViewController) -> Void)
    }

    private struct WeakView {
      weak var view: UIView?
    }

    /// The layer's view.
    public private(set) weak var view: UIView?

    /// What dismisses the layer. Default `[.tapOutside, .escape]`.
    public var dismissTriggers: DismissTriggers

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
      }
    }

    private var excluded: [WeakView] = []
    private weak var backdropView: UIView?
    private var isFullScreen = false
    private let action: Action
    private weak var viewController: UIViewController?
    private var pendingCompletion: (@MainActor (Bool) -> Void)?

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

    /// Creates the layer interaction of a presented view controller.
    init(
      presentation viewController: UIViewController,
      dismissOn triggers: DismissTriggers,
      excluding excludedViews: [UIView],
      modal modality: Modality,
      animated: Bool,
      dismiss handler: (@MainActor (UIViewController) -> Void)?
    ) {
      self.dismissTriggers = triggers
      self.action = handler.map(Action.presentation) ?? .dismissPresentation(animated: animated)
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
      if self.view != nil { LayerDirectory.shared.remove(self) }
    }

    /// Called by UIKit after the interaction moved; registers the layer.
    public func didMove(to view: UIView?) {
      self.view = view
      guard view != nil else { return }
      LayerDirectory.shared.add(self)
      Task { @MainActor [weak self] in self?.checkServed() }
    }

    /// Makes sure the interaction that serves the layer's view is attached
    /// to its window (one on a screen's view may not have seen a touch
    /// yet), and reports a layer whose view is in a window that no
    /// interaction serves.
    private func checkServed() {
      guard let view, view.window != nil else { return }
      if let serving = DismissInteraction.serving(view) {
        serving.attachToWindow()
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

    private func dismissPresentation(
      animated: Bool, completion: @escaping @MainActor (Bool) -> Void
    ) {
      guard let viewController else { return completion(true) }
      // Already on its way out (the app, or UIKit's own popover dismissal):
      // the layer closes when its view leaves the window.
      if viewController.isBeingDismissed { return }
      guard let presenting = viewController.presentingViewController else {
        DismissLog.info("A dismissible view controller is not presented; it stays.")
        return completion(false)
      }
      let presentation = viewController.presentationController
      let delegate = presentation?.delegate
      if let presentation,
        viewController.isModalInPresentation
          || delegate?.presentationControllerShouldDismiss?(presentation) == false
      {
        delegate?.presentationControllerDidAttemptToDismiss?(presentation)
        return completion(false)
      }
      if let presentation { delegate?.presentationControllerWillDismiss?(presentation) }
      presenting.dismiss(animated: animated) {
        if let presentation { delegate?.presentationControllerDidDismiss?(presentation) }
        completion(true)
      }
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension DismissibleLayerInteraction: DismissLayerSource {
    var layerNode: (any DismissNode)? { view }
    var layerTriggers: DismissTriggers { dismissTriggers }
    var layerExcludedNodes: [any DismissNode] { excludedViews }

    var layerModality: LayerModality {
      if let backdropView { return .backdrop(backdropView) }
      return isFullScreen ? .fullScreen : .none
    }

    var layerCoveredNodes: [any DismissNode] {
      guard let viewController, let own = view else { return [] }
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
      if let viewController {
        return viewController.presentingViewController?.viewIfLoaded ?? view?.superview
      }
      return view?.superview
    }

    var layerIsPresentation: Bool { viewController != nil }

    var layerDismissalCoversNestedPresentations: Bool {
      if case .dismissPresentation = action { return true }
      return false
    }

    func layerShouldDismiss(_ reason: DismissReason) -> Bool { true }

    func dismissLayer(reason: DismissReason, completion: @escaping @MainActor (Bool) -> Void) {
      switch action {
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
    /// A tap outside is treated like UIKit's interactive dismissal: when
    /// `isModalInPresentation` is on or the presentation controller's
    /// delegate answers `presentationControllerShouldDismiss(_:)` with
    /// `false`, the view controller stays and the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise the
    /// delegate hears `presentationControllerWillDismiss(_:)` and
    /// `presentationControllerDidDismiss(_:)`.
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
  }
#endif
