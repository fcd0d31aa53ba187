#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Dismisses the keyboard when a person taps outside the text inputs of
    /// this view hierarchy, and turns on everything else DismissKit does for
    /// the views inside it: ``SwiftUI/EnvironmentValues/dismissKeyboard``,
    /// `keyboardBehavior(_:)`, `dismissible(isPresented:dismissOn:isModal:)`
    /// and `dismissalExcluded(from:)`.
    ///
    /// Apply it once, at the root of the window (in `WindowGroup`): it serves
    /// everything in that window, sheets, covers and popovers included. A root
    /// inside another (a sheet with its own policy) sets the policy for the
    /// touches that land in it.
    ///
    /// ```swift
    /// @main
    /// struct ChatApp: App {
    ///   var body: some Scene {
    ///     WindowGroup {
    ///       ContentView()
    ///         .dismissesKeyboardOnTapOutside()
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// A text input, a control (``DismissPolicy/controlsKeyboard``) or a view
    /// marked with `keyboardBehavior(_:)` keeps the keyboard: <doc:GettingStartedWithSwiftUI>.
    ///
    /// - Parameter policy: the knobs of the dismissal rules: which touches
    ///   dismiss the keyboard (``DismissPolicy/dismissKeyboardOn``), whether
    ///   controls keep it, whether drags and Escape dismiss it, tap slop and
    ///   duration, and whether Apple Pencil may (by default not, for Scribble).
    public func dismissesKeyboardOnTapOutside(policy: DismissPolicy = DismissPolicy()) -> some View
    {
      modifier(SwiftUIRootModifier(policy: policy))
    }
  }

  /// The root: a scope in the environment, the probe behind. The scope is
  /// a reference in `@State`: it never invalidates the root's content.
  struct SwiftUIRootModifier: ViewModifier {
    let policy: DismissPolicy
    @State private var scope = RootScope()
    @Environment(\.dismissalScope) private var outer

    func body(content: Content) -> some View {
      content
        .environment(\.dismissalParent, nil)
        .environment(\.dismissalScope, scope)
        .background(
          SwiftUIAnchor.hidden(
            .root(scope, policy: policy, depth: (outer?.coordinator.depth ?? -1) + 1)))
    }
  }
#endif
