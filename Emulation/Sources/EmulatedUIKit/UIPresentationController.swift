import Dispatch

/// "An object that manages the transition animations and the presentation
/// of view controllers onscreen." Its container view holds the presented
/// view: "The view in which the presentation occurs."
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  private unowned(unsafe) let presented: UIViewController
  weak var presentingStorage: UIViewController?
  private(set) var dimmingView: UIView?
  private var presenterPlace: (superview: UIView, index: Int)?

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
    presentingStorage = presentingViewController
    super.init()
  }

  open var presentedViewController: UIViewController { presented }
  open var presentingViewController: UIViewController { presentingStorage ?? presented }
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
  open private(set) var containerView: UIView?
  open var presentedView: UIView? { presented.viewIfLoaded }
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// ".automatic: For most view controllers, UIKit maps this style to the
  /// UIModalPresentationStyle.pageSheet style".
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
  var resolvedStyle: UIModalPresentationStyle {
    let style = presented.modalPresentationStyle
    return style == .automatic ? .pageSheet : style
  }

  /// Puts the container on the window, the presented view in it, and for
  /// sheets and alerts a dimming view, inside the container or on the
  /// window beneath it (the `dimmingView` switch, N6; an alert's is in its
  /// container). In a presentation context the container covers the
  /// context's view, just above it: ".currentContext: ... the current view
  /// controller's content is displayed over the view controller whose
  /// definesPresentationContext property is true" (beside it, not in it, as
  /// "The views belonging to the presenting view controller are removed").
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
  func install(in window: UIWindow) {
    let style = resolvedStyle
    if style == .currentContext || style == .overCurrentContext,
      let context = presentingStorage?.viewIfLoaded, let host = context.superview
    {
      let container = UIView(frame: context.frame)
      let index = host.subviews.firstIndex { $0 === context } ?? host.subviews.count
      host.insertSubview(container, at: index + 1)
      containerView = container
      presented.view.frame = container.bounds
      container.addSubview(presented.view)
      return
    }
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    containerView = container
    let bounds = window.bounds
    if style == .pageSheet || style == .formSheet || style == .custom || style == .popover {
      let dimming =
        style == .popover
        ? PopoverDimmingView(frame: bounds, popover: self as? UIPopoverPresentationController)
        : UIView(frame: bounds)
      dimmingView = dimming
      if UIKitEmulation.variants.dimmingView == .onWindow && style != .custom {
        window.insertSubview(dimming, belowSubview: container)
        container.frame = presentedFrame(style, in: bounds)
      } else {
        container.addSubview(dimming)
      }
    }
    let frame = presentedFrame(style, in: bounds)
    presented.view.frame = container.convert(frame, from: window)
    container.addSubview(presented.view)
  }

  private func presentedFrame(_ style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
    switch style {
    case .pageSheet: return CGRect(x: 0, y: 60, width: bounds.width, height: bounds.height - 60)
    case .formSheet, .popover:
      return CGRect(x: 20, y: 200, width: bounds.width - 40, height: bounds.height - 400)
    case .custom: return CGRect(x: 60, y: 300, width: bounds.width - 120, height: 220)
    default: return bounds
    }
  }

  /// "The views belonging to the presenting view controller are removed
  /// after the presentation completes."
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  func removePresenterView() {
    guard let view = presentingStorage?.viewIfLoaded, let superview = view.superview else { return }
    presenterPlace = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
    view.removeFromSuperview()
  }

  /// Puts the presenting views back where they were, as the dismissal
  /// begins.
  func restorePresenterView() {
    guard let place = presenterPlace, let view = presentingStorage?.viewIfLoaded else { return }
    presenterPlace = nil
    place.superview.insertSubview(view, at: place.index)
  }

  func uninstall() {
    presented.viewIfLoaded?.removeFromSuperview()
    dimmingView?.removeFromSuperview()
    dimmingView = nil
    containerView?.removeFromSuperview()
    containerView = nil
  }
}

/// "An object that manages the display of content in a popover": in a
/// regular environment, "The background content is dimmed and taps outside
/// the popover cause the popover to be dismissed" (here in every size).
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// "When a popover is active, interactions with other views are normally
  /// disabled until the popover is dismissed. Assigning an array of UIView
  /// objects to this property causes UIKit to continue dispatching touch
  /// event to the views you specified."
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/passthroughviews
  open var passthroughViews: [UIView]?

  /// A tap on the dimming view: dismissed as interactive dismissals are,
  /// refused by `isModalInPresentation` or the delegate ("UIKit supports
  /// refusing to dismiss a presentation when ... isModalInPresentation
  /// returns true or presentationControllerShouldDismiss(_:) returns
  /// false"), with will- and did-dismiss around it. In the tap's delivery,
  /// or on the main queue after what was queued during it: the
  /// `popoverOutsideTap` switch (L4).
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  func tappedOutside() {
    switch UIKitEmulation.variants.popoverOutsideTap {
    case .uikitFirst: dismissForTapOutside()
    case .dismissKitFirst:
      DispatchQueue.main.async { MainActor.assumeIsolated { self.dismissForTapOutside() } }
    }
  }

  private func dismissForTapOutside() {
    let popover = presentedViewController
    guard let presenting = popover.presentingStorage,
      !UIPresentationTransition.running.contains(where: {
        !$0.isPresenting && $0.presented === popover
      })
    else { return }
    if popover.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    presenting.dismiss(animated: true) { [self] in
      delegate?.presentationControllerDidDismiss(self)
    }
  }
}

extension UIViewController {
  /// "If the view controller or one of its ancestors is managed by a
  /// popover presentation controller, this property contains that object.
  /// ... If you created the view controller but have not yet presented it,
  /// accessing this property creates a popover presentation controller when
  /// the value in the modalPresentationStyle property is
  /// UIModalPresentationStyle.popover."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }
}

/// A popover's dimming view: a tap on it is outside the popover, except
/// over a passthrough view, which gets the touch instead (what it hits).
@MainActor
final class PopoverDimmingView: UIView {
  private weak var popover: UIPopoverPresentationController?

  init(frame: CGRect, popover: UIPopoverPresentationController?) {
    self.popover = popover
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    for view in popover?.passthroughViews ?? [] where view.window === window {
      if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
    }
    return super.hitTest(point, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    popover?.tappedOutside()
  }
}

/// The delegate's requirements are optional in UIKit; here each has the
/// documented default ("true" for should-dismiss: "If you do not implement
/// this method, the system assumes a return value of true"). Will- and
/// did-dismiss: "This method is not called if the presentation is dismissed
/// programmatically", so `dismiss(animated:)` here calls neither (L4).
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    true
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// "Runs the specified animations at the same time as the view controller
  /// transition animations"; the completion runs "after the transition
  /// finishes". Returns "true if the animations were successfully queued to
  /// run or false if they were not."
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// A presentation or dismissal in progress. Without animation it completes
/// at once; an animated one lasts two or six run loop passes (the
/// `transitionLength` switch, E49; its completion runs in the before-waiting
/// observers of the last), so it is still running on the next main-queue
/// turn.
@MainActor
final class UIPresentationTransition: NSObject, UIViewControllerTransitionCoordinator {
  static var running: [UIPresentationTransition] = []

  let isPresenting: Bool
  weak var presented: UIViewController?
  weak var presenting: UIViewController?
  let isAnimated: Bool
  var isCancelled: Bool { false }
  private var passesLeft = UIKitEmulation.variants.transitionLength == .twoPasses ? 2 : 6
  private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private let finish: @MainActor () -> Void

  private init(
    isPresenting: Bool, presented: UIViewController, presenting: UIViewController, animated: Bool,
    finish: @escaping @MainActor () -> Void
  ) {
    self.isPresenting = isPresenting
    self.presented = presented
    self.presenting = presenting
    self.isAnimated = animated
    self.finish = finish
  }

  static func begin(
    presenting isPresenting: Bool, presented: UIViewController, presenter: UIViewController,
    animated: Bool, finish: @escaping @MainActor () -> Void
  ) {
    let transition = UIPresentationTransition(
      isPresenting: isPresenting, presented: presented, presenting: presenter, animated: animated,
      finish: finish)
    if !isPresenting { presented.presentationStorage?.restorePresenterView() }
    guard animated else {
      transition.complete()
      return
    }
    running.append(transition)
  }

  private func complete() {
    let style = presented?.presentationStorage?.resolvedStyle
    if isPresenting, style == .fullScreen || style == .currentContext {
      presented?.presentationStorage?.removePresenterView()
    }
    finish()
    for completion in completions { completion(self) }
    completions.removeAll()
  }

  static func finishRunning() {
    var done: [UIPresentationTransition] = []
    for transition in running {
      transition.passesLeft -= 1
      if transition.passesLeft <= 0 { done.append(transition) }
    }
    running.removeAll { t in done.contains { $0 === t } }
    for transition in done { transition.complete() }
  }

  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    guard UIPresentationTransition.running.contains(where: { $0 === self }) else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }
}

extension UIKitEmulation {
  /// A person swipes a sheet down (L14). Refused when the presented
  /// controller `isModalInPresentation` or the delegate's
  /// `presentationControllerShouldDismiss(_:)` returns false: then
  /// `presentationControllerDidAttemptToDismiss(_:)` ("UIKit supports
  /// refusing to dismiss a presentation when the presentationController.
  /// isModalInPresentation returns true or presentationControllerShouldDismiss(_:)
  /// returns false"). Allowed: an animated dismissal, will-dismiss as it
  /// starts (with its `transitionCoordinator`), did-dismiss "after the
  /// transition animations finish". Only sheets are swiped. Returns whether
  /// the dismissal began.
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
  @discardableResult
  public static func swipeToDismiss(_ presented: UIViewController) -> Bool {
    guard let presentation = presented.presentationStorage, presented.presentingStorage != nil,
      presentation.resolvedStyle == .pageSheet || presentation.resolvedStyle == .formSheet
    else { return false }
    let delegate = presentation.delegate
    if presented.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(presentation) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return false
    }
    presented.dismiss(animated: true) { delegate?.presentationControllerDidDismiss(presentation) }
    delegate?.presentationControllerWillDismiss(presentation)
    return true
  }
}
