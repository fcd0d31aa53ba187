#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// The key of an adapter value in the environment: one per value type.
  struct SwiftUIDismissalKey<Value>: EnvironmentKey { static var defaultValue: Value? { nil } }

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
#endif
