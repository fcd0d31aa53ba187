/// The kind of text view a view is. Only an enabled `UITextField` or an
/// editable `UITextView` is a text input; other `UITextInput` adopters are
/// content unless the app marks them (F4, F7).
enum TextInputKind: Hashable, Sendable {
  case textField(isEnabled: Bool)
  case textView(isEditable: Bool)
  case otherTextInput
  case none

  /// The role this decides, or `nil` when the view's other traits decide.
  var role: DismissViewRole? {
    switch self {
    case .textField(let isEnabled): return isEnabled ? .textInput : nil
    case .textView(let isEditable): return isEditable ? .textInput : nil
    case .otherTextInput, .none: return nil
    }
  }
}
