import DismissCore

/// What a view is to DismissKit when a touch walks up through it; the first
/// view on the way up that decides the keyboard, decides.
///
/// ```swift
/// interaction.roleProvider = { view in
///   view is UITableViewCell ? .control : nil  // cells keep the keyboard
/// }
/// ```
public enum DismissViewRole: Hashable, Sendable {
  /// A plain view (a card, a list, a label): decides nothing.
  case content
  /// A view that takes text: a tap on it keeps the keyboard.
  case textInput
  /// A view that acts on a tap (a button, a switch): the keyboard follows
  /// ``DismissPolicy/controlsKeyboard`` (keep, by default).
  case control
  /// A view that decides the keyboard for its subtree (a Send button that
  /// keeps it, a "Done" bar that dismisses it).
  case keyboard(KeyboardBehavior)

  /// The element this role contributes to a hit path; `nil` for content.
  var pathElement: PathElement? {
    switch self {
    case .content: return nil
    case .textInput: return .unregistered(.textInput)
    case .control: return .unregistered(.control)
    case .keyboard(let behavior): return .unregistered(.container, keyboard: behavior)
    }
  }
}
