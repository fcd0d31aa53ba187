/// Which of two nodes is drawn in front, as UIKit draws views: a view in
/// front of its superview, later subviews in front of earlier ones.
enum NodeOrder {
  /// Whether `a` is drawn in front of `b`; `false` for the same node and for
  /// nodes of different trees.
  @MainActor
  static func isInFront(_ a: any DismissNode, of b: any DismissNode) -> Bool {
    if a === b { return false }
    let chainA = a.dismissNodeChain
    let chainB = b.dismissNodeChain
    for (i, node) in chainA.enumerated() {
      guard let j = chainB.firstIndex(where: { $0 === node }) else { continue }
      if i == 0 { return false }  // a holds b: b is in front
      if j == 0 { return true }  // b holds a
      return chainA[i - 1].dismissNodeIndex > chainB[j - 1].dismissNodeIndex
    }
    return false
  }
}
