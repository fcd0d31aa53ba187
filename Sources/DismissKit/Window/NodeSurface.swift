/// What a view is to its window, to tell the app's content from alerts,
/// share sheets and system menus, where a touch decides nothing (N1–N5).
enum NodeSurface: Hashable, Sendable {
  case unknown
  /// The app's content: the window's root controller's views, the app's
  /// presentations (``isAppBundle(_:)``), a view marked for DismissKit.
  case app
  /// The system's: the views and container of a presentation that is not
  /// the app's (an alert, a menu, a share sheet, a picker).
  case system

  /// Walking up, the first known surface decides; a view reaching the window without
  /// one is outside every controller, as system menus are (N4, N5); the root is the app's.
  @MainActor
  static func isSystemSurface(
    _ node: any DismissNode, surface: (any DismissNode) -> NodeSurface
  ) -> Bool {
    // Walked in place: it runs at every touch while something could be decided.
    var n = node
    for _ in 0..<HitPathBuilder.maximumDepth {
      let found = surface(n)
      if found != .unknown { return found == .system }
      guard let parent = n.dismissNodeParent else { return n !== node }
      n = parent
    }
    return false
  }

  /// Whether a class of the bundle `identifier` (`Bundle(for:)`, N8) is the app's:
  /// any bundle (a generic class made at run time may report the main one) but
  /// Apple's, except SwiftUI's, whose hosting controllers hold the app's sheets.
  static func isAppBundle(_ identifier: String?) -> Bool {
    guard let identifier, identifier.hasPrefix("com.apple.") else { return true }
    return identifier == "com.apple.SwiftUI" || identifier == "com.apple.SwiftUICore"
  }
}
