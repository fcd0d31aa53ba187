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
    /// Apply it once, near the root of each presentation: the root view of a
    /// window (in `WindowGroup`), and the root view of each sheet,
    /// full-screen cover and popover, which are presentations of their own.
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
    /// // A sheet is its own presentation: give it its own root.
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
    /// - Important: A second root inside the presentation of another is a
    ///   mistake: in debug builds it stops at an `assertionFailure`; in
    ///   release builds it is logged (subsystem `DismissKit`) and ignored, its
    ///   marked views joining the outer root.
    ///
    /// - Parameter policy: the knobs of the dismissal rules: when touches
    ///   dismiss the keyboard (``DismissPolicy/dismissKeyboardOn``), whether
    ///   controls keep it, whether drags and the Escape key dismiss it, the
    ///   tap slop and duration, and whether Apple Pencil is ignored (so that
    ///   Scribble never ends editing).
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
    @StateObject private var scope = SwiftUIDismissalScope()

    func body(content: Content) -> some View {
      content
        .environment(\.dismissalParent, nil)
        .environment(\.dismissalScope, scope)
        .environment(\.dismissKeyboard, DismissKeyboardAction(scope: scope))
        .background(SwiftUIRootReporter(scope: scope, policy: policy))
        .background(SwiftUIEscapeKey(state: scope.escapeKey, scope: scope))
    }
  }
#endif
