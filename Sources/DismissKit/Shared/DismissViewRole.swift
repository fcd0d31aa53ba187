import DismissCore

/// What a view is to DismissKit when a touch or a focus change walks through
/// it, from the view that was hit up to the window.
///
/// Adapters that know what a touch hit (UIKit's `touch.view` and its
/// superviews) classify each view on the way up instead of registering every
/// view with the engine. A role says how the view takes part in the keyboard
/// decision of the rules (rule 4): the first view on the way up that decides,
/// decides.
///
/// ```swift
/// interaction.roleProvider = { view in
///   view is UITableViewCell ? .control : nil  // cells keep the keyboard
/// }
/// ```
public enum DismissViewRole: Hashable, Sendable {
  /// A plain view (a card, a list, a scroll view, a label, a table cell): it
  /// decides nothing, and is left out of the hit path.
  case content
  /// A view that takes text and becomes focused when tapped: a tap on it
  /// keeps the keyboard, since the platform moves focus there by itself.
  case textInput
  /// A view that acts on a tap (a button, a switch): what a tap on it does
  /// to the keyboard is the policy's ``DismissPolicy/controlsKeyboard``
  /// (keep, by default).
  case control
  /// A view that decides the keyboard for its whole subtree: a chat Send
  /// button that keeps it, a "Done" bar that dismisses it.
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
