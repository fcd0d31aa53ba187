#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Whose a presented view controller is. Surfaces the app does not own
  /// decide nothing and never get a key command, so the answer is positive
  /// (S26, N4, K13): the app's when its class is not Apple's (N8; the app's
  /// frameworks and SwiftUI's hosting controllers count), when it is a
  /// navigation, tab, split, page or search container holding one of the
  /// app's (an active search bar presents its controller), or
  /// when it holds a view DismissKit serves (`makeDismissible`, a marked
  /// view); anything else (alerts, menus, share sheets, pickers) is not,
  /// and an alert, share sheet or document browser never is, even a subclass.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum PresentationOwner {
    static func isApp(_ controller: UIViewController) -> Bool {
      isApp(controller, depth: 0)
    }

    private static func isApp(_ controller: UIViewController, depth: Int) -> Bool {
      if controller is UIAlertController { return false }
      #if !os(tvOS)
        // A document browser is the system's, even SwiftUI's subclass (S27).
        if controller is UIActivityViewController || controller is UIDocumentBrowserViewController {
          return false
        }
      #endif
      if NodeSurface.isAppBundle(DismissWindowAttachment.bundleIdentifier(of: controller)) {
        return true
      }
      if depth < 8, isContainer(controller),
        controller.children.contains(where: { isApp($0, depth: depth + 1) })
      {
        return true
      }
      return holdsServedView(controller.viewIfLoaded)
    }

    private static func isContainer(_ controller: UIViewController) -> Bool {
      controller is UINavigationController || controller is UITabBarController
        || controller is UISplitViewController || controller is UIPageViewController
        || controller is UISearchController
    }

    /// A view with a DismissKit interaction or a SwiftUI anchor, among the
    /// first 1 024 views of the subtree.
    private static func holdsServedView(_ root: UIView?) -> Bool {
      guard let root else { return false }
      var queue = [root]
      var index = 0
      while index < queue.count, index < 1024 {
        let view = queue[index]
        index += 1
        if view is AnchorView { return true }
        for interaction in view.interactions
        where interaction is DismissInteraction || interaction is DismissibleLayerInteraction
          || interaction is KeyboardBehaviorInteraction
        {
          return true
        }
        queue.append(contentsOf: view.subviews)
      }
      return false
    }
  }
#endif
