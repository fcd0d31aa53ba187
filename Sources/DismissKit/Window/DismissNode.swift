/// A view to the platform-neutral logic (`UIView`, or a fake in tests),
/// compared by identity.
@MainActor
protocol DismissNode: AnyObject {
  /// The next node towards the root (`superview`), or `nil` at the root.
  var dismissNodeParent: (any DismissNode)? { get }
  /// Index among the parent's children, back to front; only escapes read it.
  var dismissNodeIndex: Int { get }
}

extension DismissNode {
  var dismissNodeChain: [any DismissNode] { Array(dismissNodeAncestry) }

  /// The node, then its ancestors up to the root, walked in place; cut off
  /// at ``HitPathBuilder/maximumDepth`` (cycles in fake trees).
  var dismissNodeAncestry: some Sequence<any DismissNode> {
    sequence(first: self as any DismissNode) { $0.dismissNodeParent }
      .prefix(HitPathBuilder.maximumDepth)
  }
}
