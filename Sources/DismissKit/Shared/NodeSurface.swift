/// What a view is to its window, for telling the app's own content from
/// presentations that DismissKit does not manage.
///
/// A touch on an alert (`UIAlertController`), a share sheet
/// (`UIActivityViewController`) or a menu that the system draws on the
/// window decides nothing: it resigns nothing and dismisses no layer, even
/// while the app's text field or DismissKit card is beneath it.
/// IQKeyboardManager special-cases `UIAlertController` for the same reason.
/// The UIKit platform answers with public API only: the view controller
/// whose root view a view is (`view.next is UIViewController`), the
/// container views of the window's presentations, `is UIAlertController`.
///
/// ```swift
/// NodeSurface.isSystemSurface(touchedView, surface: platform.surface(of:))
/// ```
enum NodeSurface: Hashable, Sendable {
  /// Says nothing: a view inside something else (most views).
  case unknown
  /// The app's content: the root view of an app's view controller, the
  /// container view of an app's presentation, a view the app marked for
  /// DismissKit (a layer, a keyboard behavior).
  case app
  /// A presentation of the system: an alert's or a share sheet's view or
  /// container.
  case system

  /// Whether a touch on `node` is on a system surface: walking up from the
  /// node, the first view that is not ``unknown`` says which; a view that
  /// reaches the root (the window) without passing any is a view placed on
  /// the window outside every view controller, as the system places its
  /// menus, and is a system surface too. A touch on the root itself is the
  /// app's.
  ///
  /// - Complexity: O(*d*) calls of `surface` for a node at depth *d*.
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
