#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// The key of an adapter value in the environment: one per value type.
  struct SwiftUIDismissalKey<Value>: EnvironmentKey {
    static var defaultValue: Value? { nil }
  }

  extension EnvironmentValues {
    /// The scope of the nearest `dismissesKeyboardOnTapOutside(policy:)` root.
    var dismissalScope: RootScope? {
      get { self[SwiftUIDismissalKey<RootScope>.self] }
      set { self[SwiftUIDismissalKey<RootScope>.self] = newValue }
    }

    /// The nearest marked view around a view: its parent region.
    var dismissalParent: DismissalToken? {
      get { self[SwiftUIDismissalKey<DismissalToken>.self] }
      set { self[SwiftUIDismissalKey<DismissalToken>.self] = newValue }
    }

    /// Dismisses the keyboard of the window the view is in.
    ///
    /// Set by `dismissesKeyboardOnTapOutside(policy:)`; see ``DismissKeyboardAction``.
    public var dismissKeyboard: DismissKeyboardAction {
      DismissKeyboardAction(scope: dismissalScope)
    }
  }

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
