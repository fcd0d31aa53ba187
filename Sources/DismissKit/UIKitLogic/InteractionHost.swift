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

/// What the platform-neutral coordinator needs from the platform side: the
/// observed scope (a window, or a screen's view) and how to classify what is
/// in it. The UIKit `DismissInteraction` is one; the Linux tests use a fake.
/// Resigning belongs to the window, through the coordinator's
/// ``DismissWindowHub``.
@MainActor
protocol InteractionHost: AnyObject {
  /// The observed view (the interaction's view), or `nil` while detached.
  var scopeNode: (any DismissNode)? { get }
  /// Whether the host observes touches now: attached to a view, and not
  /// inside the scope of another host that already does.
  var isServing: Bool { get }
  /// The role of a node on a hit path.
  func role(of node: any DismissNode) -> DismissViewRole
  /// Whether a node belongs to the observed scope (it is a descendant of the
  /// observed view).
  func isInScope(_ node: any DismissNode) -> Bool
  /// Whether a node in the observed scope is on screen. A layer is open
  /// while its node is visible.
  func presence(of node: any DismissNode) -> NodePresence
  /// Whether a point, in the coordinates touches are reported in (the
  /// window's), lies in a node's frame.
  func frame(of node: any DismissNode, contains point: Point) -> Bool
}
