import DismissCore

/// Whether a node is on screen, as the layer registry needs to know it.
enum NodePresence: Hashable, Sendable {
  /// Out of the window, or hidden (it or an ancestor).
  case gone
  /// In the window and not hidden, but fully transparent (it or an ancestor
  /// has an alpha below 0.01): UIKit no longer hit-tests it. A layer fading
  /// out is transparent until its view is removed.
  case transparent
  /// In the window, shown and hit-testable.
  case visible

  /// The presence of a view from what the platform reads of it.
  ///
  /// A view whose frame (in window coordinates) lies entirely outside the
  /// window's bounds is gone too: a panel that the app slid off the screen
  /// without removing it is not on screen, and shows again when it slides
  /// back. A view with an empty frame is judged by the rest alone (its
  /// subviews may still draw outside it).
  ///
  /// ```swift
  /// NodePresence(isInWindow: true, isHidden: false, isTransparent: false,
  ///              frameInWindow: Rect(x: 400, y: 0, width: 300, height: 800),
  ///              windowBounds: Rect(x: 0, y: 0, width: 390, height: 844))  // .gone
  /// ```
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
