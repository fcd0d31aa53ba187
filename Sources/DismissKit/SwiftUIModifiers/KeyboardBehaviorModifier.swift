#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Decides what a tap on this view, or anything inside it, does to the keyboard.
    ///
    /// SwiftUI buttons are not `UIControl`s, so a tap on one dismisses the
    /// keyboard. Mark the ones that must keep it, such as a chat's Send button:
    ///
    /// ```swift
    /// HStack {
    ///   TextField("Message", text: $draft)
    ///   Button("Send", action: send)
    ///     .keyboardBehavior(.keep)
    /// }
    /// ```
    ///
    /// or a whole area that must dismiss it (`.dismiss`), where text inputs still
    /// keep it. A view marked inside another decides for its own subtree; while
    /// it is disabled, what is behind it decides.
    ///
    /// - Important: Outside every `dismissesKeyboardOnTapOutside(policy:)` root
    ///   the modifier has no effect; DismissKit logs a fault once (never in Xcode
    ///   Previews).
    ///
    /// - Parameter behavior: ``KeyboardBehavior/keep`` or ``KeyboardBehavior/dismiss``.
    public func keyboardBehavior(_ behavior: KeyboardBehavior) -> some View {
      modifier(SwiftUIRegionModifier(spec: .keyboard(behavior), isPresented: nil, api: #function))
    }

    /// Makes a tap on this view count as inside the layers with the given
    /// identifier: mark the button that opens a layer, so that tapping it again
    /// toggles the layer instead of closing and reopening it.
    ///
    /// ```swift
    /// Button { showsMenu.toggle() } label: { Image(systemName: "ellipsis.circle") }
    ///   .dismissalExcluded(from: "more")
    ///
    /// if showsMenu {
    ///   MoreMenu()
    ///     .dismissible(isPresented: $showsMenu, id: "more")
    /// }
    /// ```
    ///
    /// - Important: Outside every `dismissesKeyboardOnTapOutside(policy:)`
    ///   root the modifier has no effect; DismissKit logs it once, never in
    ///   Xcode Previews.
    ///
    /// - Parameter id: the `id` given to the layer's `dismissible(isPresented:id:…)`.
    public func dismissalExcluded<ID: Hashable & Sendable>(from id: ID) -> some View {
      modifier(SwiftUIRegionModifier(spec: .excluded(from: id), isPresented: nil, api: #function))
    }
  }
#endif
