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
