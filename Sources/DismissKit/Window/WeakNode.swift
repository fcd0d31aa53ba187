/// A weak node reference, for tables that must not keep views alive.
struct WeakNode {
  weak var node: (any DismissNode)?

  init(_ node: any DismissNode) { self.node = node }

  /// By identity: a dead node refers to nothing, even at a reused address.
  @MainActor
  func refers(to other: any DismissNode) -> Bool { node === other }
}
