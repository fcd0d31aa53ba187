#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// A hidden button that turns the Escape key into an escape (K2), enabled
  /// only while an escape would act, so the app's `cancelAction` keeps Escape
  /// otherwise (S17, K3). The hub counts a press seen twice once.
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

  /// Whether the root's hidden Escape-key button is enabled; only it observes.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIEscapeKeyState: ObservableObject {
    @Published var isEnabled = false

    nonisolated init() {}
  }
#endif
