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
