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
  /// The node, then its ancestors up to the root; cut off at
  /// ``HitPathBuilder/maximumDepth`` (cycles in fake trees).
  var dismissNodeChain: [any DismissNode] {
    var nodes: [any DismissNode] = []
    var current: (any DismissNode)? = self
    while let n = current, nodes.count < HitPathBuilder.maximumDepth {
      nodes.append(n)
      current = n.dismissNodeParent
    }
    return nodes
  }
}
