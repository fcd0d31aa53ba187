import DismissCore

/// What UIKit found between a touched view and the presentation's root view:
/// the views the engine must hear about because SwiftUI cannot mark them.
///
/// SwiftUI's `TextField`, `SecureField`, `TextEditor` and the `searchable`
/// field are a `UITextField` or `UITextView` on iOS 15 and 16, and `Toggle`,
/// `Slider` and some pickers are `UIControl`s, so `touch.view` of a touch on
/// one is that view or one of its subviews. The adapter walks `touch.view`'s
/// superviews up to the root and classifies each view as the UIKit adapter
/// does (`DismissInteraction.defaultRole(for:)`, through
/// ``HitPathBuilder/roles(from:upTo:role:)``): a `.textInput` for each text
/// input, a `.control` for each other `UIControl`, and a keyboard override
/// for a UIKit view with a `KeyboardBehaviorInteraction`.
///
/// ```swift
/// let chain = TouchedViewChain([.textInput])  // a tap inside a UITextField
/// ```
struct TouchedViewChain: Hashable, Sendable {
  /// From the touched view up: the unregistered elements of the views that
  /// decide something.
  private(set) var elements: [PathElement]

  /// A chain of text inputs and controls; other kinds are ignored.
  init(_ kinds: [RegionKind] = []) {
    elements = kinds.filter { $0 == .textInput || $0 == .control }.map { .unregistered($0) }
  }

  /// The chain of the roles met from the touched view up (content adds
  /// nothing).
  init(roles: [DismissViewRole]) {
    elements = roles.compactMap(\.pathElement)
  }

  /// No view on the way decides anything: the common case.
  static let empty = TouchedViewChain()

  /// The kinds of the elements, from the touched view up.
  var kinds: [RegionKind] {
    elements.compactMap {
      if case .unregistered(let kind, _) = $0 { return kind }
      return nil
    }
  }

  /// Whether nothing on the way decides anything.
  var isEmpty: Bool { elements.isEmpty }
}
