/// A view, to the platform-neutral adapter logic: something with a parent.
///
/// `UIView` conforms with its `superview`; the Linux tests use fake nodes.
/// Nodes are compared by identity.
@MainActor
protocol DismissNode: AnyObject {
  /// The next node towards the root (`superview`), or `nil` at the root.
  var dismissNodeParent: (any DismissNode)? { get }
  /// The node's place among its parent's children, back to front (its
  /// index in `superview.subviews`); 0 at the root. Only escapes read it
  /// (``NodeOrder``), so it may take linear time.
  var dismissNodeIndex: Int { get }
}
