/// The events that dismiss a layer: the layer's `dismissOn` list.
///
/// ```swift
/// var menu = Region(kind: .layer, frame: menuFrame)
/// menu.dismissTriggers = [.tapOutside, .escape, .focusOutside]
/// ```
public struct DismissTriggers: OptionSet, Hashable, Sendable {
  /// The bits of the set, one per trigger.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The up of a tap whose target is outside the layer.
  public static let tapOutside = DismissTriggers(rawValue: 1 << 0)
  /// The down of a touch outside the layer (one that fires touch-down rules:
  /// not part of a multi-touch).
  public static let touchDownOutside = DismissTriggers(rawValue: 1 << 1)
  /// A touch outside the layer becoming a drag.
  public static let dragOutside = DismissTriggers(rawValue: 1 << 2)
  /// The hardware Escape key or the accessibility escape, when the layer is
  /// the first open layer from the top that escape may dismiss.
  public static let escape = DismissTriggers(rawValue: 1 << 3)
  /// Focus moving to a text input outside the layer.
  public static let focusOutside = DismissTriggers(rawValue: 1 << 4)

  /// `[.tapOutside, .escape]`, what a layer reacts to unless it says
  /// otherwise.
  public static let `default`: DismissTriggers = [.tapOutside, .escape]

  /// Every trigger.
  public static let all: DismissTriggers = [
    .tapOutside, .touchDownOutside, .dragOutside, .escape, .focusOutside,
  ]
}

extension DismissTriggers: CustomStringConvertible {
  /// The names used by scenario files, in a fixed order:
  /// `[tapOutside, escape]`.
  public var description: String {
    var names: [String] = []
    if contains(.tapOutside) { names.append("tapOutside") }
    if contains(.touchDownOutside) { names.append("touchDownOutside") }
    if contains(.dragOutside) { names.append("dragOutside") }
    if contains(.escape) { names.append("escape") }
    if contains(.focusOutside) { names.append("focusOutside") }
    return "[" + names.joined(separator: ", ") + "]"
  }
}
