#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Which presentation a view is in, walked from the window's root
  /// controller through the controllers it and its children present: a
  /// controller without a `parent` is no presentation by itself, since
  /// hosting controllers embedded without `addChild` have none (S33).
  @MainActor
  enum PresentationFinder {
    /// The controllers presented above `controller`, front-most last (at
    /// most 64), a child's own presentation context (N9) included, behind
    /// its controller's; `keep` prunes one and those above it.
    static func presentedChain(
      above controller: UIViewController?, keeping keep: (UIViewController) -> Bool = { _ in true }
    ) -> [UIViewController] {
      var chain: [UIViewController] = []
      var visits = 256  // controllers looked at: this runs on touches
      func visit(_ current: UIViewController, isStart: Bool) {
        visits -= 1
        for child in current.children where visits > 0 { visit(child, isStart: false) }
        guard let presented = current.presentedViewController, presented !== current,
          isStart || presented.presentingViewController === current, keep(presented),
          chain.count < 64, !chain.contains(where: { $0 === presented })
        else { return }
        chain.append(presented)
        visit(presented, isStart: false)
      }
      if let controller { visit(controller, isStart: true) }
      return chain
    }

    /// The window's presented controllers (the app's only, K13), on their
    /// way out (L5) excluded, after its root.
    static func shown(above root: UIViewController, appsOnly: Bool) -> [UIViewController] {
      [root] + presentedChain(above: root) { !$0.isBeingDismissed && (!appsOnly || isApp($0)) }
    }

    /// What a controller shows: the root its view, a presentation its
    /// container (its dimming view and popover), else its view.
    private static func surface(of controller: UIViewController) -> UIView? {
      guard controller.presentingViewController != nil else { return controller.viewIfLoaded }
      return controller.presentationController?.containerView ?? controller.viewIfLoaded
    }

    /// The presentation holding `view` (else the root), `nil` when one in
    /// front hides it (rule 7): one in a child's context hides that
    /// context's view only (N9); any other, all it does not hold.
    static func holder(of view: UIView, in shown: [UIViewController]) -> UIViewController? {
      let holder = shown.lastIndex { surface(of: $0).map(view.isDescendant(of:)) ?? false } ?? 0
      let isCovered = shown.dropFirst(holder + 1).contains {
        guard let context = $0.presentingViewController, context.parent != nil else { return true }
        return context.viewIfLoaded.map(view.isDescendant(of:)) ?? false
      }
      return isCovered ? nil : shown[holder]
    }

    /// What `view` presented is inside it (rule 7, S32): the surfaces (the
    /// container, else the view) of the presentations above `controller`, or
    /// above the nearest controller holding `view`, but those holding `view`.
    static func presentedSurfaces(
      above view: UIView, from controller: UIViewController? = nil
    ) -> [UIView] {
      let presenter = controller ?? controllerView(above: view)?.next as? UIViewController
      return presentedChain(above: presenter).compactMap(surface(of:)).filter {
        !view.isDescendant(of: $0)
      }
    }

    /// The outermost container of `controller`: `makeDismissible()` on a presented
    /// navigation controller's root makes it the layer, its bar inside (L9).
    static func outermost(_ controller: UIViewController) -> UIViewController {
      var root = controller
      while let parent = root.parent { root = parent }
      return root
    }

    /// The nearest view controller's view above `view`, itself included (S8).
    static func controllerView(above view: UIView) -> UIView? {
      var current: UIView? = view
      while let candidate = current, !(candidate.next is UIViewController) {
        current = candidate.superview
      }
      return current
    }

    /// The front-most presentation holding `view`: the root controller's
    /// view, a presented view, or its container (a dimming view); `nil`
    /// outside them all (S7, S33). Columns, tabs and stacks are inside one.
    static func presentation(of view: UIView) -> UIView? {
      guard let root = view.window?.rootViewController else { return nil }
      // Front to back, building no arrays: it runs for anchors at every touch.
      for presented in presentedChain(above: root).reversed() {
        let presentation = presented.presentationController
        let shown = presentation?.presentedView ?? presented.viewIfLoaded
        if let shown, view.isDescendant(of: shown) { return shown }
        let container = presentation?.containerView
        if let container, view.isDescendant(of: container) { return container }
      }
      return root.viewIfLoaded.flatMap { view.isDescendant(of: $0) ? $0 : nil }
    }

    /// The view a root's touches are handed over for: the window when the
    /// root's controller is the window's root, or is presented over system
    /// controllers only (a document browser, S27), so rootless sheets are
    /// served; else its own controller's view: a child, an embedded hosting
    /// controller (S13, S33), or a presentation over the app's.
    static func scopeView(ofRootAt probe: UIView) -> UIView? {
      guard let window = probe.window else { return nil }
      guard let own = controllerView(above: probe), let controller = own.next as? UIViewController
      else { return window }
      guard let root = window.rootViewController else { return own }
      let first = ([root] + presentedChain(above: root)).first { $0 === controller || isApp($0) }
      return first === controller ? window : own
    }

    // MARK: - Ownership

    /// Whose a presented view controller is, by type (N8); the system's
    /// decide nothing and get no key command (S26, N4, K13). One made
    /// dismissible is the app's; a system kind, even subclassed (KVO makes
    /// runtime ones), the system's; an exact container goes by what it
    /// holds; else its class's framework (the app's and SwiftUI's: the app).
    static func isApp(_ controller: UIViewController, depth: Int = 0) -> Bool {
      // One the app made dismissible is served (the quick start's color picker).
      let interactions = controller.viewIfLoaded?.interactions ?? []
      if interactions.contains(where: { $0 is DismissibleLayerInteraction }) { return true }
      if controller is UIAlertController { return false }
      #if !os(tvOS)
        // A document browser is the system's, even SwiftUI's subclass (S27).
        if controller is UIActivityViewController || controller is UIDocumentBrowserViewController
          || controller is UIDocumentPickerViewController || controller is UIImagePickerController
          || controller is UIColorPickerViewController || controller is UIFontPickerViewController
        {
          return false
        }
      #endif
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
      let isPlaced = controller.presentingViewController != nil || controller.parent != nil
      if exact == UIViewController.self && isPlaced { return true }
      return NodeSurface.isAppBundle(DismissWindowAttachment.bundleIdentifier(of: controller))
    }
  }
#endif
