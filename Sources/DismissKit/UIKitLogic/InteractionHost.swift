import DismissCore

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
