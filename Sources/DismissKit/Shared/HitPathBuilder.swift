import DismissCore

/// What a node stands for in the layer registry, beyond its role.
enum NodeMapping: Hashable, Sendable {
  /// The node is a registered region: a layer's content view, a view
  /// excluded from a layer (its trigger button), or a surface that counts as
  /// inside a layer (what a presented view controller presents on top).
  case region(RegionID)
  /// The node is the backdrop (dimming view) of a layer.
  case backdrop(of: RegionID)
}

/// Turns the chain of nodes from a hit view up to the root into the path
/// elements that ``DismissEngine/touchDown(_:at:time:pointer:hitPath:)``
/// takes.
///
/// For each node, from the hit up:
/// - a backdrop of a layer whose content is not already on the path ends
///   the path with ``PathElement/backdrop(of:)``: a backdrop is inside no
///   region (rule 2), and the node's own role does not count;
/// - otherwise the node's role adds its element (text input, control,
///   keyboard override; plain content adds nothing), then each registered
///   region the node stands for adds ``PathElement/region(_:)``.
enum HitPathBuilder {
  /// The longest chain walked; a guard against cycles in fake trees.
  static let maximumDepth = 10_000

  /// The path elements for the chain that starts at `hit`, from the hit up
  /// to the root; empty when `hit` is `nil` or nothing on the way decides
  /// or is registered.
  ///
  /// - Parameters:
  ///   - hit: The node a touch hit, or a focused input.
  ///   - role: The role of a node.
  ///   - mappings: The registered regions a node stands for.
  /// - Complexity: O(*d* · *m*) for a chain of *d* nodes and the cost *m*
  ///   of a mapping lookup.
  @MainActor
  static func path(
    from hit: (any DismissNode)?,
    role: (any DismissNode) -> DismissViewRole,
    mappings: (any DismissNode) -> [NodeMapping]
  ) -> [PathElement] {
    var elements: [PathElement] = []
    var node = hit
    var depth = 0
    while let current = node, depth < maximumDepth {
      let mapped = mappings(current)
      for mapping in mapped {
        if case .backdrop(let layer) = mapping, !elements.contains(.region(layer)) {
          elements.append(.backdrop(of: layer))
          return elements
        }
      }
      if let element = role(current).pathElement { elements.append(element) }
      for mapping in mapped {
        if case .region(let id) = mapping { elements.append(.region(id)) }
      }
      node = current.dismissNodeParent
      depth += 1
    }
    return elements
  }

  /// The roles that decide something (text inputs, controls, keyboard
  /// overrides) from `hit` up to `scope`, `scope` excluded, from the hit
  /// up; `nil` when `scope` is not on the way (the hit is outside it).
  ///
  /// The SwiftUI adapter describes the UIKit views under a touch this way:
  /// its own regions are geometric, and only the views it cannot mark
  /// (SwiftUI's text fields and UIKit controls) come from the view chain.
  ///
  /// - Complexity: O(*d*) for a chain of *d* nodes.
  @MainActor
  static func roles(
    from hit: (any DismissNode)?, upTo scope: any DismissNode,
    role: (any DismissNode) -> DismissViewRole
  ) -> [DismissViewRole]? {
    var roles: [DismissViewRole] = []
    var node = hit
    var depth = 0
    while let current = node, depth < maximumDepth {
      if current === scope { return roles }
      let r = role(current)
      if r != .content { roles.append(r) }
      node = current.dismissNodeParent
      depth += 1
    }
    return nil
  }
}
