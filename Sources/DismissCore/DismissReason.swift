/// Why a layer is dismissed: the trigger of rule 5 that dismissed it.
///
/// Every ``/DismissCore/DismissEffect/dismissLayer(_:reason:)`` carries one. A layer
/// dismissed because a layer around it is dismissed carries that layer's
/// reason: closing a menu with a tap outside it closes its open submenu
/// with `.tapOutside` too.
///
/// ```swift
/// for effect in engine.touchUp(1, at: outside, time: 0.1) {
///   if case .dismissLayer(let layer, let reason) = effect, reason == .escape {
///     // the person pressed Escape
///   }
/// }
/// ```
public enum DismissReason: UInt8, Hashable, Sendable, CaseIterable {
  /// The up of a tap whose target is outside the layer.
  case tapOutside
  /// The down of a touch outside the layer.
  case touchDownOutside
  /// A touch outside the layer becoming a drag.
  case dragOutside
  /// The hardware Escape key or the accessibility escape.
  case escape
  /// Focus moving to a text input outside the layer.
  case focusOutside

  /// The trigger of a layer's `dismissOn` list that this reason answers.
  public var trigger: DismissTriggers { DismissTriggers(rawValue: 1 << rawValue) }

  /// The reason for a single trigger; `nil` for an empty set or several.
  public init?(_ trigger: DismissTriggers) {
    guard let reason = Self.allCases.first(where: { $0.trigger == trigger }) else { return nil }
    self = reason
  }

  /// The name scenario files use: `tapOutside`, `escape`, ...
  public var name: String {
    switch self {
    case .tapOutside: "tapOutside"
    case .touchDownOutside: "touchDownOutside"
    case .dragOutside: "dragOutside"
    case .escape: "escape"
    case .focusOutside: "focusOutside"
    }
  }
}

extension DismissReason: CustomStringConvertible {
  /// The scenario files' name of the reason.
  public var description: String { name }
}
