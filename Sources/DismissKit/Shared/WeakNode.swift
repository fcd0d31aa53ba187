/// A weak node reference, for tables that must not keep views alive.
struct WeakNode {
  weak var node: (any DismissNode)?
  /// Compared with `node`: a dead node's address may be reused.
  let key: ObjectIdentifier

  init(_ node: any DismissNode) {
    self.node = node
    self.key = ObjectIdentifier(node)
  }

  @MainActor
  func refers(to other: any DismissNode) -> Bool {
    key == ObjectIdentifier(other) && node === other
  }
}
