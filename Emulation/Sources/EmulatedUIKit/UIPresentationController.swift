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
  /// container).
  func install(in window: UIWindow) {
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    containerView = container
    let style = resolvedStyle
    let bounds = window.bounds
    if style == .pageSheet || style == .formSheet || style == .custom || style == .popover {
      let dimming = UIView(frame: bounds)
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
    if isPresenting, presented?.presentationStorage?.resolvedStyle == .fullScreen {
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
