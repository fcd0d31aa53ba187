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
