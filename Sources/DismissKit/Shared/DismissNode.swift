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

/// Which of two nodes of one tree is drawn in front of the other, as UIKit
/// draws views: a view in front of its superview, and later subviews in
/// front of earlier ones (with everything inside them).
///
/// ```swift
/// NodeOrder.isInFront(presentedSheet, of: rootContent)  // true: presented later
/// ```
enum NodeOrder {
  /// Whether `a` is drawn in front of `b`: `a` is inside `b`, or, below
  /// their nearest common ancestor, `a`'s branch comes after `b`'s. `false`
  /// for the same node and for nodes of different trees.
  ///
  /// - Complexity: O(*d*) for nodes at depth *d*, plus two index look-ups.
  @MainActor
  static func isInFront(_ a: any DismissNode, of b: any DismissNode) -> Bool {
    if a === b { return false }
    let chainA = chain(from: a)
    let chainB = chain(from: b)
    var positionInB: [ObjectIdentifier: Int] = [:]
    for (j, node) in chainB.enumerated() { positionInB[ObjectIdentifier(node)] = j }
    for (i, node) in chainA.enumerated() {
      guard let j = positionInB[ObjectIdentifier(node)], chainB[j] === node else { continue }
      // `node` is the nearest common ancestor.
      if i == 0 { return false }  // a holds b: b is in front
      if j == 0 { return true }  // b holds a
      return chainA[i - 1].dismissNodeIndex > chainB[j - 1].dismissNodeIndex
    }
    return false
  }

  @MainActor
  private static func chain(from node: any DismissNode) -> [any DismissNode] {
    var nodes: [any DismissNode] = []
    var current: (any DismissNode)? = node
    while let n = current, nodes.count < HitPathBuilder.maximumDepth {
      nodes.append(n)
      current = n.dismissNodeParent
    }
    return nodes
  }
}

/// A weak reference to a node, for tables that must not keep views alive.
struct WeakNode {
  /// The node, while it is alive.
  weak var node: (any DismissNode)?
  /// The node's identity when it was stored. Compare it together with
  /// `node`: a dead node's address may be reused by a new object.
  let key: ObjectIdentifier

  init(_ node: any DismissNode) {
    self.node = node
    self.key = ObjectIdentifier(node)
  }

  /// Whether this refers to `other` (alive, and the same object).
  @MainActor
  func refers(to other: any DismissNode) -> Bool {
    key == ObjectIdentifier(other) && node === other
  }
}
