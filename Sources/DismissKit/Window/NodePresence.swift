import DismissCore

/// Whether a node is on screen, for the layer registry.
enum NodePresence: Hashable, Sendable {
  /// Out of the window, or hidden (it or an ancestor; T8).
  case gone
  /// Fully transparent (alpha < 0.01), not hit-tested (T8): a fading layer.
  case transparent
  case visible

  /// Of a view in the window: one whose frame lies entirely outside it is gone too,
  /// a panel slid off screen (T14); an empty frame is judged by the rest alone.
  init(isHidden: Bool, isTransparent: Bool, frameInWindow: Rect?, windowBounds: Rect?) {
    var isAway = false
    if let f = frameInWindow, let b = windowBounds, f.width > 0, f.height > 0 {
      isAway = f.maxX <= b.minX || f.minX >= b.maxX || f.maxY <= b.minY || f.minY >= b.maxY
    }
    self = isHidden || isAway ? .gone : isTransparent ? .transparent : .visible
  }
}
