import DismissCore

/// Whether a node is on screen, for the layer registry.
enum NodePresence: Hashable, Sendable {
  /// Out of the window, or hidden (it or an ancestor; T8).
  case gone
  /// Shown but fully transparent (alpha < 0.01): not hit-tested (T8); a
  /// fading layer until it is removed.
  case transparent
  case visible

  /// A view whose frame lies entirely outside the window is gone too: a panel
  /// slid off screen (T14). An empty frame is judged by the rest alone.
  init(
    isInWindow: Bool, isHidden: Bool, isTransparent: Bool, frameInWindow: Rect? = nil,
    windowBounds: Rect? = nil
  ) {
    var isAway = false
    if let f = frameInWindow, let b = windowBounds, f.width > 0, f.height > 0 {
      isAway = f.maxX <= b.minX || f.minX >= b.maxX || f.maxY <= b.minY || f.minY >= b.maxY
    }
    self = !isInWindow || isHidden || isAway ? .gone : isTransparent ? .transparent : .visible
  }
}
