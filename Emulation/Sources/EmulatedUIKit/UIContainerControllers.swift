/// UIKit's container view controllers, as containment only: the
/// controllers they show are their children ("a container view controller
/// ... the child view controllers", https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller),
/// the visible one's view inside the container's view. No bars, no
/// transitions.
extension UIViewController {
  func contain(_ controllers: [UIViewController], showing shown: UIViewController?) {
    for child in children {
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in controllers {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    if let shown {
      shown.view.frame = view.bounds
      view.addSubview(shown.view)
    }
  }
}

/// "A container view controller that defines a stack-based scheme for
/// navigating hierarchical content."
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// "The root view controller is at index 0 in the array ... and the top
  /// controller is at index n-1".
  open var viewControllers: [UIViewController] {
    get { children }
    set { contain(newValue, showing: newValue.last) }
  }
}

/// "A container view controller that manages a multiselection interface".
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { contain(newValue ?? [], showing: newValue?.first) }
  }
}

/// "A container view controller that implements a hierarchical interface."
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {
  open var viewControllers: [UIViewController] {
    get { children }
    set { contain(newValue, showing: newValue.last) }
  }
}

/// "A container view controller that manages navigation between pages of
/// content".
/// https://developer.apple.com/documentation/uikit/uipageviewcontroller
@MainActor
open class UIPageViewController: UIViewController {
  public enum NavigationDirection: Int, Sendable { case forward, reverse }

  open var viewControllers: [UIViewController]? { children }

  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    contain(viewControllers ?? [], showing: viewControllers?.first)
    completion?(true)
  }
}

/// "A view controller that manages the display of search results based on
/// interactions with a search bar"; while active it is presented over its
/// context, "the search results controller" shown inside it.
/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor
open class UISearchController: UIViewController {
  open private(set) var searchResultsController: UIViewController?

  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
    self.searchResultsController = searchResultsController
    if let searchResultsController {
      contain([searchResultsController], showing: searchResultsController)
    }
  }
  public required init?(coder: NSCoder) { nil }
}
