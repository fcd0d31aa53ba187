#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// A hidden button that turns the Escape key into an engine escape,
  /// enabled only while a layer is open or the policy lets Escape dismiss
  /// the keyboard of a focused field, so that the app's own
  /// `keyboardShortcut(.cancelAction)` keeps Escape the rest of the time
  /// ("if multiple controls are associated with the same shortcut, the
  /// first one found is used": Apple, `keyboardShortcut(_:modifiers:)`).
  /// `onExitCommand` is tvOS and macOS only. The window's touch observer may
  /// see the same press: the hub counts it once.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIEscapeKey: View {
    @ObservedObject var state: SwiftUIEscapeKeyState
    let scope: RootScope

    var body: some View {
      Button {
        scope.escapeKeyPressed()
      } label: {
        Color.clear.frame(width: 1, height: 1)
      }
      .keyboardShortcut(.escape, modifiers: [])
      .disabled(!state.isEnabled)
      .opacity(0)
      .frame(width: 0, height: 0)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  /// Whether the hidden Escape-key button of a root is enabled, as its
  /// ``RootScope`` says (on the main-queue turn after a change). Only the
  /// button observes it.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIEscapeKeyState: ObservableObject {
    @Published var isEnabled = false

    nonisolated init() {}
  }
#endif
