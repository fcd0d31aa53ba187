import DismissCore

/// The UIKit views between a touched view and the presentation root that
/// SwiftUI cannot mark: its text fields and `UIControl`s (F4, S16).
struct TouchedViewChain: Hashable, Sendable {
  /// From the touched view up.
  private(set) var elements: [PathElement]

  init(_ kinds: [RegionKind] = []) {
    elements = kinds.filter { $0 == .textInput || $0 == .control }.map { .unregistered($0) }
  }

  init(roles: [DismissViewRole]) {
    elements = roles.compactMap(\.pathElement)
  }

  static let empty = TouchedViewChain()

  var kinds: [RegionKind] {
    elements.compactMap {
      if case .unregistered(let kind, _) = $0 { return kind }
      return nil
    }
  }

  var isEmpty: Bool { elements.isEmpty }
}
