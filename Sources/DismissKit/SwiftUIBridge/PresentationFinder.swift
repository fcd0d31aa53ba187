#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Which presentation a view is in, from UIKit's view and responder
  /// ancestry alone.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum PresentationFinder {
    /// The view of the first view controller above `view` (itself
    /// included) that has no parent: the window's root view controller, or
    /// a presented one (a sheet, a full-screen cover, a popover), whose
    /// `parent` is `nil` (Apple, `UIViewController.parent`). The columns of a
    /// `NavigationSplitView`, the tabs of a `TabView` and the screens of a
    /// `NavigationStack` are child view controllers (of a
    /// `UISplitViewController`, `UITabBarController`,
    /// `UINavigationController`; swiftui-introspect's
    /// `NavigationSplitView.swift`, `TabView.swift`, `NavigationStack.swift`),
    /// so they belong to the presentation around them. A view's `next`
    /// responder is its view controller when it is one's view (Apple,
    /// `UIResponder.next`).
    ///
    /// - Complexity: O(*d*) for a view at depth *d*.
    static func presentation(of view: UIView) -> UIView? {
      var current: UIView? = view
      while let candidate = current {
        if let controller = candidate.next as? UIViewController, controller.parent == nil {
          return candidate
        }
        current = candidate.superview
      }
      return nil
    }

    /// The view a root's touches are handed over for: the window, when the
    /// root's hosting controller is the window's root view controller (so
    /// that sheets and popovers without a root of their own are served);
    /// the presented view when it is a presented one; else the view of the
    /// hosting controller it is in (a hosting controller inside a UIKit
    /// screen, a tab, a column), the part of the window that is SwiftUI's.
    static func hubScope(ofRootAt probe: UIView) -> UIView? {
      var current: UIView? = probe
      while let candidate = current {
        if let controller = candidate.next as? UIViewController {
          guard controller.parent == nil else { return candidate }
          return controller.presentingViewController == nil
            ? (probe.window ?? candidate) : candidate
        }
        current = candidate.superview
      }
      return probe.window
    }
  }
#endif
