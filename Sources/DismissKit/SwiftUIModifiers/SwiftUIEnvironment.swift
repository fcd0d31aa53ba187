#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// The scope of the nearest `dismissesKeyboardOnTapOutside(policy:)` root.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRootScopeKey: EnvironmentKey {
    static let defaultValue: RootScope? = nil
  }

  /// The nearest marked view around a view: its parent region.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDismissalParentKey: EnvironmentKey {
    static let defaultValue: DismissalToken? = nil
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDismissKeyboardKey: EnvironmentKey {
    static let defaultValue = DismissKeyboardAction()
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension EnvironmentValues {
    var dismissalScope: RootScope? {
      get { self[SwiftUIRootScopeKey.self] }
      set { self[SwiftUIRootScopeKey.self] = newValue }
    }

    var dismissalParent: DismissalToken? {
      get { self[SwiftUIDismissalParentKey.self] }
      set { self[SwiftUIDismissalParentKey.self] = newValue }
    }

    /// Dismisses the keyboard of the window the view is in.
    ///
    /// ```swift
    /// @Environment(\.dismissKeyboard) private var dismissKeyboard
    ///
    /// var body: some View {
    ///   Button("Done") { dismissKeyboard() }
    /// }
    /// ```
    ///
    /// Set by `dismissesKeyboardOnTapOutside(policy:)`; see ``DismissKeyboardAction``.
    public internal(set) var dismissKeyboard: DismissKeyboardAction {
      get { self[SwiftUIDismissKeyboardKey.self] }
      set { self[SwiftUIDismissKeyboardKey.self] = newValue }
    }
  }
#endif
