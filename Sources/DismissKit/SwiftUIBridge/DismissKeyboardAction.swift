#if canImport(UIKit) && !os(watchOS)

  /// An action that dismisses the keyboard: the window's focused text input
  /// resigns, wherever it is.
  ///
  /// Read it from the environment, as `@Environment(\.dismiss)`, and call it:
  ///
  /// ```swift
  /// @Environment(\.dismissKeyboard) private var dismissKeyboard
  ///
  /// var body: some View {
  ///   Button("Done") { dismissKeyboard() }
  /// }
  /// ```
  ///
  /// No `FocusState` binding has to be passed down: the action ends editing
  /// in the window of the nearest `dismissesKeyboardOnTapOutside(policy:)`
  /// root, and SwiftUI clears any `@FocusState` bound to the field.
  ///
  /// - Important: Outside every `dismissesKeyboardOnTapOutside(policy:)` root
  ///   calling it does nothing, and DismissKit logs a fault (never in Xcode
  ///   Previews).
  public struct DismissKeyboardAction: Sendable, Equatable {
    private let isInRoot: Bool
    private weak var scope: RootScope?

    /// `nil`: outside every root.
    init(scope: RootScope?) { (isInRoot, self.scope) = (scope != nil, scope) }

    /// Dismisses the keyboard at once, from main-actor code (a button's action).
    @MainActor public func callAsFunction() {
      guard isInRoot else {
        return MisuseReporter.shared.report(
          "dismissKeyboard() was called outside every dismissesKeyboardOnTapOutside(policy:) root; "
            + "it does nothing.")
      }
      // Ends editing through the window; whether `@FocusState` follows is unknown (F5).
      scope?.coordinator.window?.resignFocus()
    }

    /// Two actions are equal when they act on the same root.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.scope === rhs.scope }
  }
#endif
