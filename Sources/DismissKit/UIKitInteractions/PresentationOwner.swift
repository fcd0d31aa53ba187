#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Whose a presented view controller is, by type (N8). Surfaces the app
  /// does not own decide nothing and never get a key command, so the
  /// answer is positive (S26, N4, K13). One made dismissible is the app's;
  /// else a kind of a system controller is the system's, even a subclass
  /// (used as-is; KVO makes runtime ones); an exact public container
  /// decides by what it holds; a plain `UIViewController` is the app's
  /// (screens built in code); any other class by its framework: the
  /// app's and SwiftUI's are the app's, Apple's others (menus, pickers) not.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum PresentationOwner {
    static func isApp(_ controller: UIViewController) -> Bool {
      isApp(controller, depth: 0)
    }

    private static func isApp(_ controller: UIViewController, depth: Int) -> Bool {
      let interactions = controller.viewIfLoaded?.interactions ?? []
      // One the app made dismissible is served (the quick start's color picker).
      if interactions.contains(where: { $0 is DismissibleLayerInteraction }) { return true }
      if isSystemKind(controller) { return false }
      let exact = type(of: controller)
      if exact == UINavigationController.self || exact == UITabBarController.self
        || exact == UISplitViewController.self || exact == UIPageViewController.self
        || exact == UISearchController.self
      {
        // An active search bar presents its controller.
        return depth < 8 && controller.children.contains { isApp($0, depth: depth + 1) }
      }
      // A plain one presented or contained is a screen built in code; one
      // neither (its view added by hand) is as UIKit's class says.
      let isPlacedPlain =
        exact == UIViewController.self
        && (controller.presentingViewController != nil || controller.parent != nil)
      return isPlacedPlain
        || NodeSurface.isAppBundle(DismissWindowAttachment.bundleIdentifier(of: controller))
    }

    private static func isSystemKind(_ controller: UIViewController) -> Bool {
      if controller is UIAlertController { return true }
      #if os(tvOS)
        return false
      #else
        // A document browser is the system's, even SwiftUI's subclass (S27).
        return controller is UIActivityViewController
          || controller is UIDocumentBrowserViewController
          || controller is UIDocumentPickerViewController || controller is UIImagePickerController
          || controller is UIColorPickerViewController || controller is UIFontPickerViewController
      #endif
    }
  }
#endif
