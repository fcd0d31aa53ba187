#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// A marked view: its token in state, the parent from the environment, its
  /// own token as the parent of the views inside it, and its anchor in the
  /// background. A layer (a marked view tied to a binding) also has the
  /// accessibility escape and, when modal, the modal accessibility trait.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRegionModifier: ViewModifier {
    let spec: DismissalRegionSpec
    /// A layer's binding; `nil` for other marked views.
    let isPresented: Binding<Bool>?
    var shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil
    var onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    let api: String

    @Environment(\.dismissalScope) private var scope
    @Environment(\.dismissalParent) private var parent
    @Environment(\.isEnabled) private var isEnabled
    @State private var token = DismissalToken()

    @ViewBuilder func body(content: Content) -> some View {
      if isPresented != nil {
        content
          // VoiceOver stays inside a modal layer, as inside a system sheet
          // (Apple, `AccessibilityTraits.isModal`).
          .accessibilityAddTraits(spec.isModal ? .isModal : [])
          .accessibilityAction(.escape) { scope?.performEscape(.accessibility) }
          .environment(\.dismissalParent, token)
          .background(anchor)
      } else {
        content
          .environment(\.dismissalParent, token)
          .background(anchor)
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

    /// Reading and writing the binding, and the app's callbacks. A
    /// `Binding` reads and writes its source of truth whenever it is called
    /// (Apple, `Binding`), so the check after a write sees whether the
    /// app's setter kept the value.
    @MainActor private var actions: LayerBinding? {
      guard let isPresented else { return nil }
      return LayerBinding(
        isPresented: { isPresented.wrappedValue },
        dismiss: { isPresented.wrappedValue = false },
        shouldDismiss: shouldDismiss, onDismiss: onDismiss)
    }

    /// `true` while the item is not `nil`; writing `false` clears it.
    static func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
      Binding(
        get: { item.wrappedValue != nil },
        set: { if !$0 { item.wrappedValue = nil } })
    }
  }
#endif
