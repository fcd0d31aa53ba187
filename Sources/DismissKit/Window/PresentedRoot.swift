/// The view controller a presentation is made of: `makeDismissible()` on
/// the root of a presented navigation controller makes the navigation
/// controller the layer, so its bar's Done button is inside (L9).
enum PresentedRoot {
  /// The outermost container of `start` (at most 64 steps).
  @MainActor
  static func outermost<Controller: AnyObject>(
    from start: Controller, parent: (Controller) -> Controller?
  ) -> Controller {
    var root = start
    for _ in 0..<64 {
      guard let next = parent(root) else { break }
      root = next
    }
    return root
  }
}
