/// "An object that manages a view hierarchy for your UIKit app."
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  var addedKeyCommands: [UIKeyCommand] = []

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { nil }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  // MARK: The view

  /// "If you access this property when its value is nil, the view
  /// controller automatically calls the loadView() method and returns the
  /// resulting view." https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      viewDidLoad()
      return loadedView
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }

  /// "The default implementation of this method ... creates a plain UIView
  /// object." https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  open var title: String?

  override var responderWindow: UIWindow? { loadedView?.window }

  /// "UIViewController similarly implements the method and returns its
  /// view's superview"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/next);
  /// "If the view controller was presented by another view controller, the
  /// next responder is the presenting view controller"
  /// (https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events).
  /// The pages disagree for a presented controller: the `presentedNext`
  /// switch (K6).
  open override var next: UIResponder? {
    if UIKitEmulation.variants.presentedNext == .presentingController, parent == nil,
      let presenting = presentingViewController
    {
      return presenting
    }
    return loadedView?.superview
  }

  // MARK: Containment

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open private(set) weak var parent: UIViewController?
  open private(set) var children: [UIViewController] = []

  /// "This method creates a parent-child relationship between the current
  /// view controller and the object in the childController parameter."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation

  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// "When you set it to true, UIKit ignores events outside the view
  /// controller's bounds and prevents the interactive dismissal of the view
  /// controller while it is onscreen."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  open var isModalInPresentation = false

  /// The controller this one presents, and the one presenting it.
  weak var presentedStorage: UIViewController?
  var presentedStrong: UIViewController?
  weak var presentingStorage: UIViewController?
  var presentationStorage: UIPresentationController?
  var transition: UIPresentationTransition?

  /// "The view controller that is presented by this view controller, or one
  /// of its ancestors in the view controller hierarchy."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? {
    presentedStrong ?? parent?.presentedViewController
  }

  /// "If the view controller that received this message is presented by
  /// another view controller, this property holds the view controller that
  /// is presenting it. If the view controller is not presented modally, but
  /// one of its ancestors was, this property contains the view controller
  /// that presented the ancestor."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? {
    presentingStorage ?? parent?.presentingViewController
  }

  /// "The presentation controller that's managing the current view
  /// controller." Made on first use for the controller's style, as UIKit
  /// makes it before the presentation.
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? {
    if let presentationStorage { return presentationStorage }
    if let parent { return parent.presentationController }
    let controller =
      modalPresentationStyle == .popover
      ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
      : UIPresentationController(presentedViewController: self, presenting: nil)
    presentationStorage = controller
    return controller
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
  open var isBeingPresented: Bool {
    transition?.isPresenting == true && transition?.presented === self
  }
  /// "A Boolean value indicating whether the view controller is being
  /// dismissed."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
  /// Which of the two readings: the `beingDismissed` switch (L5).
  open var isBeingDismissed: Bool {
    if UIKitEmulation.variants.beingDismissed == .onlyInDisappearCallbacks {
      return isInDisappearCallback
    }
    return UIPresentationTransition.running.contains { !$0.isPresenting && $0.presented === self }
  }
  var isInDisappearCallback = false

  /// "When you call this method on a view controller ... The transition
  /// coordinator object associated with a currently active transition or nil
  /// if no transition is in progress. ... UIKit also checks the view
  /// controller's ancestors."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    while let c = current {
      if let running = UIPresentationTransition.running.first(where: {
        $0.presented === c || $0.presenting === c
      }) {
        return running
      }
      current = c.parent
    }
    return nil
  }

  /// "When a context-based presentation occurs, UIKit starts at the
  /// presenting view controller and walks up the view controller hierarchy.
  /// If it finds a view controller whose value for this property is true,
  /// it asks that view controller to present the new view controller."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
  open var definesPresentationContext = false

  /// "The object on which you call this method may not always be the one
  /// that handles the presentation. ... If the current view controller is
  /// unable to fulfill a request, it forwards the request up the view
  /// controller hierarchy to its nearest parent": the outermost one, or for
  /// `.currentContext` and `.overCurrentContext` the nearest that defines a
  /// presentation context (above). A controller that already presents one
  /// does not present another (UIKit logs a warning).
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let style = viewControllerToPresent.modalPresentationStyle
    let inContext = style == .currentContext || style == .overCurrentContext
    var presenter: UIViewController = self
    while !(inContext && presenter.definesPresentationContext), let parent = presenter.parent {
      presenter = parent
    }
    guard presenter.presentedStrong == nil, let window = presenter.viewIfLoaded?.window,
      viewControllerToPresent.presentingStorage == nil
    else { return }
    (viewControllerToPresent as? UIAlertController)?.takeFocus(in: window)
    presenter.presentedStrong = viewControllerToPresent
    viewControllerToPresent.presentingStorage = presenter
    let presentation = viewControllerToPresent.presentationController!
    presentation.presentingStorage = presenter
    presentation.install(in: window)
    UIPresentationTransition.begin(
      presenting: true, presented: viewControllerToPresent, presenter: presenter, animated: flag
    ) {
      viewControllerToPresent.viewDidAppear(flag)
      completion?()
    }
  }

  /// "The presenting view controller is responsible for dismissing the view
  /// controller it presented. If you call this method on the presented view
  /// controller itself, UIKit asks the presenting view controller to handle
  /// the dismissal. ... calling this method on a view controller lower in
  /// the stack dismisses its immediate child view controller and all view
  /// controllers above that child on the stack."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    var owner: UIViewController = self
    while owner.presentedStrong == nil, let parent = owner.parent { owner = parent }
    guard let presented = owner.presentedStrong else {
      if let presenting = owner.presentingStorage {
        presenting.dismiss(animated: flag, completion: completion)
      }
      return
    }
    guard
      !UIPresentationTransition.running.contains(where: {
        !$0.isPresenting && $0.presented === presented
      })
    else { return }
    var stack: [UIViewController] = [presented]
    while let above = stack.last?.presentedStrong { stack.append(above) }
    presented.isInDisappearCallback = true
    presented.viewWillDisappear(flag)
    presented.isInDisappearCallback = false
    UIPresentationTransition.begin(
      presenting: false, presented: presented, presenter: owner, animated: flag
    ) {
      for controller in stack.reversed() {
        controller.presentationStorage?.uninstall()
        controller.presentingStorage?.presentedStrong = nil
        controller.presentingStorage = nil
        controller.isInDisappearCallback = true
        controller.viewDidDisappear(flag)
        controller.isInDisappearCallback = false
        (controller as? UIAlertController)?.giveFocusBack()
      }
      completion?()
    }
  }

  // MARK: Key commands

  /// "Associates the specified keyboard shortcut with the view controller.
  /// ... The key command is applied to the active responder chain."
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addkeycommand(_:)
  open func addKeyCommand(_ keyCommand: UIKeyCommand) {
    addedKeyCommands.append(keyCommand)
  }

  open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
    addedKeyCommands.removeAll { $0 === keyCommand }
  }

  open override var keyCommands: [UIKeyCommand]? {
    addedKeyCommands.isEmpty ? nil : addedKeyCommands
  }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen,
    overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// "A class that encloses a view controller's view hierarchy for
/// presentation": the `ActivityViewController`s of the system are one.
/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor
open class UIActivityViewController: UIViewController {
  public init(activityItems: [Any], applicationActivities: [Any]?) {
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }
}

/// "A view controller for browsing and performing actions on documents
/// stored locally and in the cloud." A `DocumentGroup` app's window shows
/// one at its root, presenting the document's content (ledger S27).
/// https://developer.apple.com/documentation/uikit/uidocumentbrowserviewcontroller
@MainActor
open class UIDocumentBrowserViewController: UIViewController {
  public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }
}

/// "A view controller that provides access to documents or destinations
/// outside your app's sandbox."
/// https://developer.apple.com/documentation/uikit/uidocumentpickerviewcontroller
@MainActor
open class UIDocumentPickerViewController: UIViewController {
  public init(forExporting urls: [URL]) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { nil }
}
