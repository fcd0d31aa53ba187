/// What a ``DismissWindowHub`` needs from the platform.
@MainActor
protocol DismissHubPlatform: AnyObject {
  /// Ends editing: resigns `responder` when it still has focus, or ends
  /// editing in the window. Returns `false` when the responder refused and
  /// keeps focus.
  func resignFocus(_ responder: AnyObject?) -> Bool
  /// A monotonic clock, in seconds (for coalescing Escape presses).
  var now: Double { get }
  /// What a node is to the window: the app's content, a system
  /// presentation, or neither (see ``NodeSurface``). Default: `.app`.
  func surface(of node: any DismissNode) -> NodeSurface
  /// Whether a node is in the hub's window now. Default: `true`.
  func isInWindow(_ node: any DismissNode) -> Bool
  /// The hub has no live client left (the last one went away, even without
  /// saying so): the window's observers can go. Default: nothing.
  func hubDidBecomeEmpty()
}

extension DismissHubPlatform {
  func surface(of node: any DismissNode) -> NodeSurface { .app }
  func isInWindow(_ node: any DismissNode) -> Bool { true }
  func hubDidBecomeEmpty() {}
}
