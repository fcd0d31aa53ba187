/// The view controller a presentation is made of, found from any view
/// controller inside it.
///
/// `makeDismissible()` is often called on the root of a presented
/// navigation controller (`present(UINavigationController(rootViewController:
/// editor))`, then `editor.makeDismissible()` in `viewDidLoad`). The layer
/// must be the navigation controller, whose view holds the navigation bar:
/// a tap on its Done button is inside. UIKit ties a child to its
/// container's presentation ("If the view controller was not presented
/// modally, but one of its ancestors was, this property contains the view
/// controller that presented the ancestor", Apple,
/// `UIViewController.presentingViewController`).
///
/// ```swift
/// PresentedRoot.outermost(from: editor, parent: \.parent)  // the navigation controller
/// ```
enum PresentedRoot {
  /// The outermost container of `start`: its parent's parent, and so on, up
  /// to one with no parent (at most 64 steps).
  ///
  /// - Complexity: O(*d*) for a controller *d* containers deep.
  @MainActor
  static func outermost<Controller: AnyObject>(
    from start: Controller, parent: (Controller) -> Controller?
  ) -> Controller {
    var root = start
    var steps = 0
    while let next = parent(root), steps < 64 {
      root = next
      steps += 1
    }
    return root
  }
}
