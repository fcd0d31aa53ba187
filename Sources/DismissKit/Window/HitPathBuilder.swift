import DismissCore

/// What a node stands for in the layer registry, beyond its role.
enum NodeMapping: Hashable, Sendable {
  /// A layer's content, a view excluded from it, or a surface counted inside.
  case region(RegionID)
  /// The backdrop (dimming view) of a layer.
  case backdrop(of: RegionID)
}

/// Turns the nodes from a hit view up to the root into the engine's path elements;
/// a backdrop whose layer is not already on the path ends it (rule 2).
enum HitPathBuilder {
  /// Guards against cycles in fake trees.
  static let maximumDepth = 10_000

  /// The path elements from `hit` up to the root, or to `scope` (excluded: a
  /// SwiftUI root's view), from each node's `role` and registered `mappings`.
  @MainActor
  static func path(
    from hit: (any DismissNode)?, upTo scope: (any DismissNode)? = nil,
    role: (any DismissNode) -> DismissViewRole = { _ in .content },
    mappings: (any DismissNode) -> [NodeMapping] = { _ in [] }
  ) -> [PathElement] {
    var elements: [PathElement] = []
    var node = hit
    var depth = 0
    while let current = node, current !== scope, depth < maximumDepth {
      let mapped = mappings(current)
      for case .backdrop(let layer) in mapped where !elements.contains(.region(layer)) {
        elements.append(.backdrop(of: layer))
        return elements
      }
      if let element = role(current).pathElement { elements.append(element) }
      for case .region(let id) in mapped { elements.append(.region(id)) }
      node = current.dismissNodeParent
      depth += 1
    }
    return elements
  }
}
