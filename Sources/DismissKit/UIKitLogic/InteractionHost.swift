import DismissCore

/// What the coordinator needs from the platform: the observed scope and how
/// to classify its views (the UIKit `DismissInteraction`, or a test fake).
@MainActor
protocol InteractionHost: AnyObject {
  var scopeNode: (any DismissNode)? { get }
  /// Attached, and not inside another serving host's scope.
  var isServing: Bool { get }
  func role(of node: any DismissNode) -> DismissViewRole
  func isInScope(_ node: any DismissNode) -> Bool
  /// Whether a node is on screen; a layer is open while it is visible.
  func presence(of node: any DismissNode) -> NodePresence
  /// Whether a window-coordinate point lies in a node's frame (T5).
  func frame(of node: any DismissNode, contains point: Point) -> Bool
}
