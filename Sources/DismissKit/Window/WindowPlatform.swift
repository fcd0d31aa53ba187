import DismissCore

/// What a ``WindowCoordinator`` needs from the platform: the window's
/// responders, surfaces and presentations, and its views' presence.
@MainActor
protocol WindowPlatform: AnyObject {
  /// Resigns `responder`, or ends editing in the window (F3); `false`: it refused.
  func resignFocus(_ responder: AnyObject?) -> Bool
  /// Whether `responder` is still first responder (T18).
  func isFocused(_ responder: AnyObject) -> Bool
  func surface(of node: any DismissNode) -> NodeSurface
  func isInWindow(_ node: any DismissNode) -> Bool
  /// Whether a node is under the front-most presentation, not in it: its
  /// layers take no escape (rule 7). `passingOverSystem`: of the app's only.
  func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool
  /// Whether a `DismissInteraction` of this window is on the node or a superview.
  func isServed(_ node: any DismissNode) -> Bool
  /// Whether a node is on screen; a UIKit layer is open while it is visible.
  func presence(of node: any DismissNode) -> NodePresence
  /// Whether a window-coordinate point lies in a node's frame (T5).
  func frame(of node: any DismissNode, contains point: Point) -> Bool
  /// No scope is left: the window's observers can go (L12).
  func coordinatorDidBecomeEmpty()
  /// Whether an escape would act may have changed (the Escape key command).
  func escapeMayHaveChanged()
}

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
