#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// A marked view: token in state, parent from the environment, anchor in
  /// the background; a layer adds the accessibility escape, modal trait and
  /// an Escape shortcut.
  struct SwiftUIRegionModifier: ViewModifier {
    let spec: DismissalRegionSpec
    let isPresented: Binding<Bool>?
    var shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil
    var onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    var trigger: AccessibilityFocusState<Bool>.Binding? = nil
    let api: String

    @Environment(\.dismissalScope) private var scope
    @Environment(\.dismissalParent) private var parent
    @Environment(\.isEnabled) private var isEnabled
    @State private var token = DismissalToken()

    func body(content: Content) -> some View {
      layer(content).environment(\.dismissalParent, token).background(anchor)
    }

    /// A layer's accessibility: the escape, and VoiceOver stays inside a modal one (S21).
    @MainActor @ViewBuilder private func layer(_ content: Content) -> some View {
      if let isPresented {
        content
          .accessibilityAddTraits(spec.template.isModal ? .isModal : [])
          .accessibilityAction(.escape) { scope?.coordinator.window?.escape(.accessibility) }
          .background {
            // An open layer carries the key as a SwiftUI shortcut beside the
            // window's command, which a hosting controller or the app's override
            // may hide (K12, K17, K2); UIKit gives a press to one command (K4).
            if let scope, isPresented.wrappedValue {
              Button("") { scope.attachment?.escapeKeyCommandFired() }
                .keyboardShortcut(.escape, modifiers: [])
                .opacity(0).allowsHitTesting(false).accessibilityHidden(true)
            }
          }
      } else {
        content
      }
    }

    @MainActor @ViewBuilder private var anchor: some View {
      if let scope {
        SwiftUIAnchor.hidden(
          .region(
            scope, token: token, parent: parent, spec: spec.enabled(isEnabled),
            isPresented: isPresented?.wrappedValue ?? true, actions: actions))
      } else {
        SwiftUIAnchor.hidden(
          .misuse(
            "\(api) is used outside every dismissesKeyboardOnTapOutside(policy:) root; "
              + "it has no effect."))
      }
    }

    /// A `Binding` reads its source on each call, so the check after a write
    /// sees whether the app's setter kept the value (S25).
    @MainActor private var actions: LayerBinding? {
      guard let isPresented else { return nil }
      return LayerBinding(
        isPresented: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false },
        shouldDismiss: shouldDismiss, onDismiss: onDismiss,
        returnFocus: trigger.map { trigger in { @MainActor in trigger.wrappedValue = true } })
    }

    /// `true` while the item is not `nil`; writing `false` clears it.
    static func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
      Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
  }
#endif
