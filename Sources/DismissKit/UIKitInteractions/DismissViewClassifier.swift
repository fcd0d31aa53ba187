#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// How DismissKit classifies a UIKit view, in both adapters: the UIKit
  /// interaction for the views on a touch's path, the SwiftUI roots for the
  /// UIKit views SwiftUI draws with (its text fields are `UITextField`s and
  /// `UITextView`s, its toggles `UISwitch`es), and both for finding a text
  /// input that already has focus.
  ///
  /// See `DismissInteraction.defaultRole(for:)` for the rules.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum DismissViewClassifier {
    /// The role of a view: text input, keyboard override, control or
    /// content, in that order.
    static func defaultRole(for view: UIView) -> DismissViewRole {
      if isTextInput(view) { return .textInput }
      for interaction in view.interactions {
        if let behavior = interaction as? KeyboardBehaviorInteraction {
          return .keyboard(behavior.behavior)
        }
      }
      if view is UIControl { return .control }
      return .content
    }

    /// Whether a view takes text: an enabled `UITextField` (a
    /// `UISearchTextField`, a search bar's field, included) or an editable
    /// `UITextView` (see ``TextInputKind``). A disabled field is a
    /// `UIControl`; a read-only text view, a web view's content and other
    /// `UITextInput` adopters are content unless the app marks them.
    static func isTextInput(_ view: UIView) -> Bool {
      kind(of: view).role == .textInput
    }

    /// The text kind of a view.
    static func kind(of view: UIView) -> TextInputKind {
      if let field = view as? UITextField { return .textField(isEnabled: field.isEnabled) }
      if let textView = view as? UITextView { return .textView(isEditable: isEditable(textView)) }
      return view is UITextInput ? .otherTextInput : .none
    }

    #if !os(tvOS)
      private static func isEditable(_ textView: UITextView) -> Bool { textView.isEditable }
    #endif
    #if os(tvOS)
      private static func isEditable(_ textView: UITextView) -> Bool { false }
    #endif

    /// The text inputs in `root`'s subtree, depth first, without recursion
    /// (at most 20,000 views). With `visibleOnly`, hidden and fully
    /// transparent subtrees are skipped.
    static func textInputs(in root: UIView, visibleOnly: Bool = false) -> [UIView] {
      var inputs: [UIView] = []
      var stack = [root]
      var visited = 0
      while let view = stack.popLast(), visited < 20_000 {
        visited += 1
        if visibleOnly && (view.isHidden || view.alpha < 0.01) { continue }
        if isTextInput(view) { inputs.append(view) }
        stack.append(contentsOf: view.subviews)
      }
      return inputs
    }
  }
#endif
