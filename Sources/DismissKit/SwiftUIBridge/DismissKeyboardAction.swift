#if canImport(UIKit) && !os(watchOS)

  /// An action that dismisses the keyboard: the focused text input of the
  /// window resigns, wherever it is.
  ///
  /// Read it from the environment, as `@Environment(\.dismiss)`, and call it:
  ///
  /// ```swift
  /// struct CommentBar: View {
  ///   @Environment(\.dismissKeyboard) private var dismissKeyboard
  ///   @State private var text = ""
  ///
  ///   var body: some View {
  ///     HStack {
  ///       TextField("Comment", text: $text)
  ///       Button("Done") { dismissKeyboard() }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// No `FocusState` binding has to be passed down for this: the action ends
  /// editing in the window that the nearest
  /// `dismissesKeyboardOnTapOutside(policy:)` root is in (the window's
  /// focused field resigns; with none known, `window.endEditing(true)`), and
  /// SwiftUI clears any `@FocusState` bound to the field when it resigns, so
  /// both stay correct.
  ///
  /// - Important: Outside every `dismissesKeyboardOnTapOutside(policy:)` root
  ///   the action has no window to act on: calling it does nothing, and
  ///   DismissKit logs it (a fault in the unified log), never in Xcode
  ///   Previews.
  @available(iOS 15.0, macCatalyst 15.0, *)
  public struct DismissKeyboardAction: Sendable, Equatable {
    private let scope: ObjectIdentifier?
    private let action: @MainActor @Sendable () -> Void

    init(scope: RootScope) {
      self.scope = ObjectIdentifier(scope)
      action = { [weak scope] in scope?.dismissKeyboard() }
    }

    init() {
      scope = nil
      action = {
        MisuseReporter.shared.report(
          "dismissKeyboard() was called outside every dismissesKeyboardOnTapOutside(policy:) root; "
            + "it does nothing.")
      }
    }

    /// Dismisses the keyboard.
    ///
    /// ```swift
    /// Button("Send") {
    ///   send()
    ///   dismissKeyboard()
    /// }
    /// ```
    ///
    /// It runs on the main actor, as all UI work does: call it from a view's
    /// body, a button action or any other main-actor code (with the SDKs of
    /// Xcode 16 and later, every method of a `View` is). It acts at once:
    /// the keyboard starts going away before it returns.
    @MainActor
    public func callAsFunction() {
      action()
    }

    /// Two actions are equal when they act on the same root.
    ///
    /// ```swift
    /// dismissKeyboard == otherDismissKeyboard  // same root?
    /// ```
    public static func == (lhs: DismissKeyboardAction, rhs: DismissKeyboardAction) -> Bool {
      lhs.scope == rhs.scope
    }
  }
#endif
