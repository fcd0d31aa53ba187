/// What a ``DismissWindowHub`` needs from the platform.
@MainActor
protocol DismissHubPlatform: AnyObject {
  /// Resigns `responder`, or ends editing in the window (F3); `false` when
  /// the responder refused.
  func resignFocus(_ responder: AnyObject?) -> Bool
  /// Whether `responder` is still first responder (T18).
  func isFocused(_ responder: AnyObject) -> Bool
  /// What a node is to the window (``NodeSurface``).
  func surface(of node: any DismissNode) -> NodeSurface
  /// Whether a node is in the hub's window now.
  func isInWindow(_ node: any DismissNode) -> Bool
  /// Whether a node is under the front-most presentation, not in it: its
  /// layers take no escape (rule 7). `passingOverSystem`: of the app's only.
  func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool
  /// No live client is left: the window's observers can go (L12).
  func hubDidBecomeEmpty()
}
