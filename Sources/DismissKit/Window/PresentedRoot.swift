/// The controller a presentation is made of: `makeDismissible()` on a presented
/// navigation controller's root makes it the layer, its bar's Done button inside (L9).
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
