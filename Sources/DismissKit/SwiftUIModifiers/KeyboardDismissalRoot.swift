#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension View {
    /// Dismisses the keyboard when a person taps outside the text inputs of
    /// this view hierarchy, and turns on everything else DismissKit does for
    /// the views inside it: ``SwiftUI/EnvironmentValues/dismissKeyboard``,
    /// `keyboardBehavior(_:)`, `dismissible(isPresented:dismissOn:isModal:)`
    /// and `dismissalExcluded(from:)`.
    ///
    /// Apply it once, at the root of the window (in `WindowGroup`): it serves
    /// everything shown in that window, sheets, full-screen covers and
    /// popovers included, which inherit the root through the environment. A
    /// root inside another (a reusable screen, a sheet that wants its own
    /// policy) is allowed: it sets the policy for the touches that land in
    /// it.
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
    ///
    /// // A sheet needs no root; give it one only for a policy of its own.
    /// .sheet(isPresented: $showsCompose) {
    ///   ComposeView()
    ///     .dismissesKeyboardOnTapOutside(policy: DismissPolicy(dragDismissesKeyboard: true))
    /// }
    /// ```
    ///
    /// A tap dismisses the keyboard when what it lands on does not keep it:
    /// a text input keeps it (focus moves there), a UIKit control (a
    /// `Toggle`'s switch, a `Slider`) follows the policy's
    /// ``DismissPolicy/controlsKeyboard`` (keep, by default), a view marked
    /// with `keyboardBehavior(_:)` decides for its subtree, and anything else
    /// dismisses. Taps are never swallowed: buttons, list rows and pickers
    /// get them as before, because DismissKit only observes touches (a passive
    /// `UIGestureRecognizer` on the window that never recognizes, cancels or
    /// delays anything).
    ///
    /// The modifier finds its window through an invisible probe view in its
    /// background (no `UIApplication.shared`, so it works in app extensions
    /// and in every window of a multi-window iPad app).
    ///
    /// Marked views are measured by UIKit, in window coordinates, only when
    /// a touch needs them: nothing runs while a list scrolls.
    ///
    /// - Parameter policy: the knobs of the dismissal rules: when touches
    ///   dismiss the keyboard (``DismissPolicy/dismissKeyboardOn``), whether
    ///   controls keep it, whether drags and the Escape key dismiss it, the
    ///   tap slop and duration, and whether Apple Pencil may dismiss it (by
    ///   default not, so that Scribble never ends editing).
    public func dismissesKeyboardOnTapOutside(policy: DismissPolicy = DismissPolicy()) -> some View
    {
      modifier(SwiftUIRootModifier(policy: policy))
    }
  }

  /// The root: a scope in the environment, the probe and the Escape key in
  /// the background.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRootModifier: ViewModifier {
    let policy: DismissPolicy
    @StateObject private var state = SwiftUIRootState()
    /// The root around this one, if any (a sheet's presenter included).
    @Environment(\.dismissalScope) private var outer

    func body(content: Content) -> some View {
      content
        .environment(\.dismissalParent, nil)
        .environment(\.dismissalScope, state.scope)
        .environment(\.dismissKeyboard, DismissKeyboardAction(scope: state.scope))
        .background(
          SwiftUIAnchor.hidden(.root(state.scope, policy: policy, depth: (outer?.depth ?? -1) + 1))
        )
        .background(SwiftUIEscapeKey(state: state.escapeKey, scope: state.scope))
    }
  }

  /// What SwiftUI keeps of a root for its life (`@StateObject`): its scope
  /// and the state of its Escape-key button. It publishes nothing itself, so
  /// it never invalidates the root's content; only the button observes the
  /// Escape-key state.
  @available(iOS 15.0, macCatalyst 15.0, *)
  final class SwiftUIRootState: ObservableObject {
    let scope: RootScope
    let escapeKey: SwiftUIEscapeKeyState

    nonisolated init() {
      let escapeKey = SwiftUIEscapeKeyState()
      self.escapeKey = escapeKey
      scope = RootScope(escapeKeyEnabled: { [weak escapeKey] in escapeKey?.isEnabled = $0 })
    }
  }
#endif
