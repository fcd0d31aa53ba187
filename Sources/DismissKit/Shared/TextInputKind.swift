/// What kind of text view a view is, as the UIKit classifier reads it: the
/// part of "what counts as a text input" that does not need UIKit.
///
/// A text input is a `UITextField` that is enabled (a `UISearchTextField`,
/// and so a `UISearchBar`'s `searchTextField`, is one) or a `UITextView` that
/// is editable. Any other `UITextInput` adopter (a web view's content view, a
/// read-only text view with links, a custom canvas) is content unless the
/// app marks it (`roleProvider`, `KeyboardBehaviorInteraction`): adopting
/// the protocol says nothing about taking focus when tapped.
///
/// ```swift
/// TextInputKind.textView(isEditable: false).role  // nil: content, links stay tappable
/// ```
enum TextInputKind: Hashable, Sendable {
  /// A `UITextField` (search fields included).
  case textField(isEnabled: Bool)
  /// A `UITextView`.
  case textView(isEditable: Bool)
  /// Another view that adopts `UITextInput`.
  case otherTextInput
  /// Not a text view at all.
  case none

  /// The role this decides, or `nil` when the view's other traits decide
  /// (a disabled field is still a `UIControl`; the rest is content).
  var role: DismissViewRole? {
    switch self {
    case .textField(let isEnabled): return isEnabled ? .textInput : nil
    case .textView(let isEditable): return isEditable ? .textInput : nil
    case .otherTextInput, .none: return nil
    }
  }
}
