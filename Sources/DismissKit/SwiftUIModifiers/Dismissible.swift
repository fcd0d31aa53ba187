#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension View {
    /// Makes this view a layer (a custom menu, popover, tooltip or modal)
    /// that DismissKit dismisses by setting `isPresented` to `false`: on a
    /// tap outside it, on the Escape key or the accessibility escape, or on
    /// what else `triggers` lists.
    ///
    /// ```swift
    /// ZStack(alignment: .topTrailing) {
    ///   content
    ///   if showsMenu {
    ///     SortMenu(order: $order)
    ///       .dismissible(isPresented: $showsMenu)
    ///   }
    /// }
    /// ```
    ///
    /// The layer is open in DismissKit while `isPresented` is `true`, and
    /// closed when it becomes `false` for any reason. Layers opened inside
    /// this view (a submenu) are nested: dismissing this one dismisses them
    /// first, each through its own binding, and a tap inside a submenu is
    /// inside this layer too. The touch that opens a layer never dismisses it.
    ///
    /// **Why, and saying no.** `shouldDismiss` is asked first, with the
    /// ``DismissReason``; answering `false` keeps the layer open (a draft that
    /// must be saved). `onDismiss` then learns the reason, just before
    /// DismissKit sets `isPresented` to `false`. A binding whose setter
    /// refuses `false` keeps the layer open too, and a later tap outside
    /// dismisses it again.
    ///
    /// ```swift
    /// NoteEditor(note: $note)
    ///   .dismissible(
    ///     isPresented: $isEditing, isModal: true,
    ///     shouldDismiss: { reason in reason == .escape || !note.hasChanges }
    ///   ) { reason in
    ///     log("editor closed by \(reason)")  // .tapOutside, .escape, ...
    ///   }
    /// ```
    ///
    /// DismissKit decides at the touch and acts on the next turn of the
    /// main queue, after the tapped view has had its own touch: both
    /// closures and the binding's write run then, never during a view
    /// update.
    ///
    /// A modal layer (`isModal: true`) blocks touches to what is beneath it:
    /// a tap outside dismisses it (if it reacts to taps outside) and nothing
    /// beneath; VoiceOver stays inside it (the modal accessibility trait).
    /// Draw your own dimming view behind the layer's content; it is not part
    /// of the layer.
    ///
    /// - Important: Outside every `dismissesKeyboardOnTapOutside(policy:)`
    ///   root the modifier has no effect; DismissKit logs it once (a fault in
    ///   the unified log), never in Xcode Previews. A sheet, cover or popover
    ///   needs no root of its own: it inherits its presenter's.
    ///
    /// - Parameters:
    ///   - isPresented: whether the layer is shown; DismissKit sets it to
    ///     `false` to dismiss it.
    ///   - triggers: what dismisses the layer; by default a tap outside it
    ///     and escape.
    ///   - isModal: whether the layer blocks touches to what is beneath it.
    ///   - shouldDismiss: asked with the reason before DismissKit dismisses
    ///     the layer; `false` keeps it open.
    ///   - onDismiss: called with the reason when DismissKit dismisses the
    ///     layer, before it sets `isPresented` to `false`. Not called when
    ///     your code sets the binding.
    public func dismissible(
      isPresented: Binding<Bool>, dismissOn triggers: DismissTriggers = .default,
      isModal: Bool = false,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      modifier(
        SwiftUIRegionModifier(
          spec: .layer(id: nil, dismissOn: triggers, isModal: isModal), isPresented: isPresented,
          shouldDismiss: shouldDismiss, onDismiss: onDismiss,
          api: "dismissible(isPresented:dismissOn:isModal:shouldDismiss:onDismiss:)"))
    }

    /// Makes this view a layer with an identifier, so that its trigger button
    /// can be marked with `dismissalExcluded(from:)` and toggle it.
    ///
    /// ```swift
    /// Button("Filter") { showsFilter.toggle() }
    ///   .dismissalExcluded(from: "filter")
    ///
    /// if showsFilter {
    ///   FilterPopover()
    ///     .dismissible(isPresented: $showsFilter, id: "filter", dismissOn: [.tapOutside, .escape, .focusOutside])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the layer is shown; DismissKit sets it to
    ///     `false` to dismiss it.
    ///   - id: the identifier that `dismissalExcluded(from:)` refers to.
    ///   - triggers: what dismisses the layer; by default a tap outside it
    ///     and escape.
    ///   - isModal: whether the layer blocks touches to what is beneath it.
    ///   - shouldDismiss: asked with the reason before DismissKit dismisses
    ///     the layer; `false` keeps it open.
    ///   - onDismiss: called with the reason when DismissKit dismisses the
    ///     layer, before it sets `isPresented` to `false`.
    public func dismissible<ID: Hashable & Sendable>(
      isPresented: Binding<Bool>, id: ID, dismissOn triggers: DismissTriggers = .default,
      isModal: Bool = false,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      modifier(
        SwiftUIRegionModifier(
          spec: .layer(id: AnyHashable(id), dismissOn: triggers, isModal: isModal),
          isPresented: isPresented,
          shouldDismiss: shouldDismiss, onDismiss: onDismiss,
          api: "dismissible(isPresented:id:dismissOn:isModal:shouldDismiss:onDismiss:)"))
    }

    /// Makes this view a layer shown while `item` is not `nil`; DismissKit
    /// sets `item` to `nil` to dismiss it.
    ///
    /// ```swift
    /// if let photo = preview {
    ///   PhotoPreview(photo: photo)
    ///     .dismissible(item: $preview, isModal: true)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: the presented item; DismissKit sets it to `nil` to dismiss
    ///     the layer.
    ///   - triggers: what dismisses the layer; by default a tap outside it
    ///     and escape.
    ///   - isModal: whether the layer blocks touches to what is beneath it.
    ///   - shouldDismiss: asked with the reason before DismissKit dismisses
    ///     the layer; `false` keeps it open.
    ///   - onDismiss: called with the reason when DismissKit dismisses the
    ///     layer, before it sets `item` to `nil`.
    public func dismissible<Item>(
      item: Binding<Item?>, dismissOn triggers: DismissTriggers = .default, isModal: Bool = false,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      dismissible(
        isPresented: SwiftUIRegionModifier.presence(of: item), dismissOn: triggers,
        isModal: isModal,
        shouldDismiss: shouldDismiss, onDismiss: onDismiss)
    }

    /// Makes this view a layer shown while `item` is not `nil`, with an
    /// identifier for `dismissalExcluded(from:)`.
    ///
    /// ```swift
    /// Button("Share") { shareTarget = document }
    ///   .dismissalExcluded(from: "share")
    ///
    /// if let target = shareTarget {
    ///   ShareMenu(target: target)
    ///     .dismissible(item: $shareTarget, id: "share")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: the presented item; DismissKit sets it to `nil` to dismiss
    ///     the layer.
    ///   - id: the identifier that `dismissalExcluded(from:)` refers to.
    ///   - triggers: what dismisses the layer; by default a tap outside it
    ///     and escape.
    ///   - isModal: whether the layer blocks touches to what is beneath it.
    ///   - shouldDismiss: asked with the reason before DismissKit dismisses
    ///     the layer; `false` keeps it open.
    ///   - onDismiss: called with the reason when DismissKit dismisses the
    ///     layer, before it sets `item` to `nil`.
    public func dismissible<Item, ID: Hashable & Sendable>(
      item: Binding<Item?>, id: ID, dismissOn triggers: DismissTriggers = .default,
      isModal: Bool = false,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      dismissible(
        isPresented: SwiftUIRegionModifier.presence(of: item), id: id, dismissOn: triggers,
        isModal: isModal, shouldDismiss: shouldDismiss, onDismiss: onDismiss)
    }
  }
#endif
