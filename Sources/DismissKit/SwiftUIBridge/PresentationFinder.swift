#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Which presentation a view is in, from UIKit's view and responder ancestry.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum PresentationFinder {
    /// The view of the first view controller above `view` (itself included)
    /// with no `parent`: the window's root or a presented one (S7, S8). Split
    /// columns, tabs and navigation screens are children, so they belong to
    /// the presentation around them.
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

    /// The view a root's touches are handed over for: the window when the
    /// root's controller is the window's root (so rootless sheets are served),
    /// else its presented or hosting controller's view (S12, S13).
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
