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
  /// The node, then its ancestors up to the root (``HitPathBuilder/maximumDepth``).
  var dismissNodeChain: [any DismissNode] {
    var nodes: [any DismissNode] = []
    var current: (any DismissNode)? = self
    while let n = current, nodes.count < HitPathBuilder.maximumDepth {
      nodes.append(n)
      current = n.dismissNodeParent
    }
    return nodes
  }

  /// Whether it is drawn in front of `other` as UIKit draws views (over its
  /// superview and earlier siblings); `false` for itself and other trees.
  func isInFront(of other: any DismissNode) -> Bool {
    if self === other { return false }
    let (chain, otherChain) = (dismissNodeChain, other.dismissNodeChain)
    for (i, node) in chain.enumerated() {
      guard let j = otherChain.firstIndex(where: { $0 === node }) else { continue }
      if i == 0 { return false }  // it holds `other`: `other` is in front
      if j == 0 { return true }  // `other` holds it
      return chain[i - 1].dismissNodeIndex > otherChain[j - 1].dismissNodeIndex
    }
    return false
  }
}
