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
    /// A tap dismisses the keyboard unless what it lands on keeps it: a text
    /// input (focus moves there), a UIKit control (a `Toggle`'s switch, a
    /// `Slider`) by ``DismissPolicy/controlsKeyboard``, or a view marked with
    /// `keyboardBehavior(_:)`. Taps reach your views as without DismissKit,
    /// but outside a layer that swallows them. It needs no
    /// `UIApplication.shared`, so it works in app extensions and every window
    /// of a multi-window iPad app; nothing runs while a list scrolls.
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
