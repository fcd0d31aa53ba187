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
    guard isInWindow, !isHidden else {
      self = .gone
      return
    }
    if let frame = frameInWindow, let bounds = windowBounds, frame.width > 0, frame.height > 0,
      frame.maxX <= bounds.minX || frame.minX >= bounds.maxX || frame.maxY <= bounds.minY
        || frame.minY >= bounds.maxY
    {
      self = .gone
      return
    }
    self = isTransparent ? .transparent : .visible
  }
}
