/// What a view is to its window, to tell the app's content from alerts,
/// share sheets and system menus, where a touch decides nothing (N1–N5).
enum NodeSurface: Hashable, Sendable {
  case unknown
  /// The app's content: a view controller's root view, a presentation's
  /// container, a view marked for DismissKit.
  case app
  /// The system's: an alert's or share sheet's view or container.
  case system

  /// Walking up, the first known surface decides; a view that reaches the
  /// window without one is placed outside every controller, as system menus
  /// are (N4, N5). A touch on the root itself is the app's.
  @MainActor
  static func isSystemSurface(
    _ node: any DismissNode, surface: (any DismissNode) -> NodeSurface
  ) -> Bool {
    var current: (any DismissNode)? = node
    var depth = 0
    while let n = current, depth < HitPathBuilder.maximumDepth {
      switch surface(n) {
      case .app: return false
      case .system: return true
      case .unknown: break
      }
      guard let parent = n.dismissNodeParent else { return n !== node }
      current = parent
      depth += 1
    }
    return false
  }
}
