import DismissCore

/// What a ``RootCoordinator`` asks of the UI it serves (the root's probe
/// view and UIKit's ancestry, or test fakes).
@MainActor
protocol RootHost: AnyObject {
  /// The view whose touches the window gives this root: the window, or its
  /// presentation's view (S12, S13); `nil` while it serves none.
  var presentationNode: (any DismissNode)? { get }
  /// The window dropped the root: ``presentationNode`` left the window.
  func windowDidRemove()
  var window: AnyObject? { get }
  /// The root's own anchor, drawn behind its content: its area.
  var probeAnchor: (any DismissalAnchor)? { get }
  /// The presentation a view is in (S7); `nil`: the one the root is in.
  func presentation(of node: (any DismissNode)?) -> (any DismissNode)?
  /// Whether `presentation` (as ``presentation(of:)`` answers) was presented,
  /// directly or down the chain, from where `anchor` is (S32).
  func isPresented(_ presentation: any DismissNode, above anchor: any DismissalAnchor) -> Bool
  /// A text input's window frame; `nil` outside this root's window.
  func frameInWindow(of input: any DismissNode) -> Rect?
  /// The role of a UIKit view under a touch (F4, S16).
  func role(of node: any DismissNode) -> DismissViewRole
  /// The role of a visible text input or control inside `hit` at `point`,
  /// focused or not (a touch may focus one before another lifts): UIKit may
  /// give the hosting view for a touch on a SwiftUI field or toggle (S10).
  func platformRole(at point: Point, hit: any DismissNode) -> DismissViewRole
}
