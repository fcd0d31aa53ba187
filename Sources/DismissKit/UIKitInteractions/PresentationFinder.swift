#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Which presentation a view is in, walked from the window's root
  /// controller through the controllers it presents: a controller without a
  /// `parent` is no presentation by itself, since hosting controllers
  /// embedded without `addChild` have none (S33).
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum PresentationFinder {
    /// The controllers presented above `controller`, front-most last (at
    /// most 64); `presentedViewController` answers for ancestors too.
    static func presentedChain(above controller: UIViewController?) -> [UIViewController] {
      var chain: [UIViewController] = []
      var current = controller
      while let presented = current?.presentedViewController, presented !== current,
        chain.count < 64
      {
        chain.append(presented)
        current = presented
      }
      return chain
    }

    /// What `view` presented is inside it (rule 7, S32): the surfaces (the
    /// container, else the view) of the presentations above `controller`, or
    /// above the nearest controller holding `view`, but those holding `view`.
    static func presentedSurfaces(
      above view: UIView, from controller: UIViewController? = nil
    ) -> [UIView] {
      guard let presenter = controller ?? controllerView(above: view)?.next as? UIViewController
      else { return [] }
      return presentedChain(above: presenter).compactMap { presented in
        let surface = presented.presentationController?.containerView ?? presented.viewIfLoaded
        return surface.flatMap { view.isDescendant(of: $0) ? nil : $0 }
      }
    }

    /// The nearest view controller's view above `view`, itself included (S8).
    static func controllerView(above view: UIView) -> UIView? {
      var current: UIView? = view
      while let candidate = current {
        if candidate.next is UIViewController { return candidate }
        current = candidate.superview
      }
      return nil
    }

    /// The front-most presentation of the window holding `view`: the root
    /// controller's view, a presented controller's presented view, or its
    /// container (a dimming view); `nil` outside them all (S7, S33). Split
    /// columns, tabs and navigation screens are inside the presentation
    /// around them.
    static func presentation(of view: UIView) -> UIView? {
      guard let root = view.window?.rootViewController else { return nil }
      var found = root.viewIfLoaded.flatMap { view.isDescendant(of: $0) ? $0 : nil }
      for presented in presentedChain(above: root) {
        let presentation = presented.presentationController
        if let shown = presentation?.presentedView ?? presented.viewIfLoaded,
          view.isDescendant(of: shown)
        {
          found = shown
        } else if let container = presentation?.containerView, view.isDescendant(of: container) {
          found = container
        }
      }
      return found
    }

    /// The view a root's touches are handed over for: the window when the
    /// root's controller is the window's root, or is presented over system
    /// controllers only (a document browser, S27), so rootless sheets are
    /// served; else its own controller's view: a child, an embedded hosting
    /// controller (S13, S33), or a presentation over the app's.
    static func hubScope(ofRootAt probe: UIView) -> UIView? {
      guard let window = probe.window else { return nil }
      guard let own = controllerView(above: probe), let controller = own.next as? UIViewController
      else { return window }
      guard let root = window.rootViewController else { return own }
      for current in [root] + presentedChain(above: root) {
        if current === controller { return window }
        if PresentationOwner.isApp(current) { return own }
      }
      return own
    }
  }
#endif
