#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  extension View {
    /// Makes this view a layer (a custom menu, popover, tooltip or modal) that
    /// DismissKit dismisses by setting `isPresented` to `false`: on a tap
    /// outside it, the Escape key, the accessibility escape, or what else
    /// `triggers` lists.
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
    /// The layer is open while `isPresented` is `true`; nested layers, vetoes
    /// and modals: <doc:PopoversMenusAndModals>.
    ///
    /// - Important: Outside every `dismissesKeyboardOnTapOutside(policy:)` root
    ///   the modifier has no effect and DismissKit logs a fault once (never in
    ///   Xcode Previews). A sheet, cover or popover inherits its presenter's root.
    ///
    /// - Parameters:
    ///   - isPresented: whether the layer is shown; DismissKit sets it to `false`.
    ///   - triggers: what dismisses the layer; by default a tap outside and escape.
    ///   - isModal: whether every touch outside it is on its backdrop.
    ///   - swallowsOutsideTouches: whether a touch outside it reaches nothing
    ///     beneath, as outside a `Menu`: the tap that closes it presses nothing.
    ///   - accessibilityTrigger: the `AccessibilityFocusState` of the view that
    ///     shows the layer: set when DismissKit dismisses the layer VoiceOver
    ///     was in, so VoiceOver goes back to that view.
    ///   - shouldDismiss: asked with the reason first; `false` keeps it open.
    ///   - onDismiss: called with the reason before `isPresented` is set to
    ///     `false`; not called when your code sets the binding.
    public func dismissible(
      isPresented: Binding<Bool>, dismissOn triggers: DismissTriggers = .default,
      isModal: Bool = false, swallowsOutsideTouches: Bool = false,
      accessibilityTrigger: AccessibilityFocusState<Bool>.Binding? = nil,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      layer(
        isPresented, nil, triggers, isModal, swallowsOutsideTouches, accessibilityTrigger,
        shouldDismiss, onDismiss)
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
    ///     .dismissible(isPresented: $showsFilter, id: "filter")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the layer is shown; DismissKit sets it to `false`.
    ///   - id: the identifier that `dismissalExcluded(from:)` refers to.
    ///   - triggers: what dismisses the layer; by default a tap outside and escape.
    ///   - isModal: whether every touch outside it is on its backdrop.
    ///   - swallowsOutsideTouches: whether a touch outside it reaches nothing beneath.
    ///   - accessibilityTrigger: set so that VoiceOver goes back to the trigger.
    ///   - shouldDismiss: asked with the reason first; `false` keeps it open.
    ///   - onDismiss: called with the reason before `isPresented` is set to `false`.
    public func dismissible<ID: Hashable & Sendable>(
      isPresented: Binding<Bool>, id: ID, dismissOn triggers: DismissTriggers = .default,
      isModal: Bool = false, swallowsOutsideTouches: Bool = false,
      accessibilityTrigger: AccessibilityFocusState<Bool>.Binding? = nil,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      layer(
        isPresented, id, triggers, isModal, swallowsOutsideTouches, accessibilityTrigger,
        shouldDismiss, onDismiss)
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
    ///   - item: the presented item; DismissKit sets it to `nil` to dismiss.
    ///   - triggers: what dismisses the layer; by default a tap outside and escape.
    ///   - isModal: whether every touch outside it is on its backdrop.
    ///   - swallowsOutsideTouches: whether a touch outside it reaches nothing beneath.
    ///   - accessibilityTrigger: set so that VoiceOver goes back to the trigger.
    ///   - shouldDismiss: asked with the reason first; `false` keeps it open.
    ///   - onDismiss: called with the reason before `item` is set to `nil`.
    public func dismissible<Item>(
      item: Binding<Item?>, dismissOn triggers: DismissTriggers = .default, isModal: Bool = false,
      swallowsOutsideTouches: Bool = false,
      accessibilityTrigger: AccessibilityFocusState<Bool>.Binding? = nil,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      layer(
        SwiftUIRegionModifier.presence(of: item), nil, triggers, isModal, swallowsOutsideTouches,
        accessibilityTrigger, shouldDismiss, onDismiss)
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
    ///   - item: the presented item; DismissKit sets it to `nil` to dismiss.
    ///   - id: the identifier that `dismissalExcluded(from:)` refers to.
    ///   - triggers: what dismisses the layer; by default a tap outside and escape.
    ///   - isModal: whether every touch outside it is on its backdrop.
    ///   - swallowsOutsideTouches: whether a touch outside it reaches nothing beneath.
    ///   - accessibilityTrigger: set so that VoiceOver goes back to the trigger.
    ///   - shouldDismiss: asked with the reason first; `false` keeps it open.
    ///   - onDismiss: called with the reason before `item` is set to `nil`.
    public func dismissible<Item, ID: Hashable & Sendable>(
      item: Binding<Item?>, id: ID, dismissOn triggers: DismissTriggers = .default,
      isModal: Bool = false, swallowsOutsideTouches: Bool = false,
      accessibilityTrigger: AccessibilityFocusState<Bool>.Binding? = nil,
      shouldDismiss: (@MainActor (DismissReason) -> Bool)? = nil,
      onDismiss: (@MainActor (DismissReason) -> Void)? = nil
    ) -> some View {
      layer(
        SwiftUIRegionModifier.presence(of: item), id, triggers, isModal, swallowsOutsideTouches,
        accessibilityTrigger, shouldDismiss, onDismiss)
    }

    /// The overloads' one implementation; `api` names the overload used.
    private func layer(
      _ isPresented: Binding<Bool>, _ id: AnyHashable?, _ triggers: DismissTriggers,
      _ isModal: Bool, _ swallows: Bool, _ trigger: AccessibilityFocusState<Bool>.Binding?,
      _ shouldDismiss: (@MainActor (DismissReason) -> Bool)?,
      _ onDismiss: (@MainActor (DismissReason) -> Void)?, api: String = #function
    ) -> some View {
      modifier(
        SwiftUIRegionModifier(
          spec: .layer(id: id, dismissOn: triggers, isModal: isModal, swallows: swallows),
          isPresented: isPresented, shouldDismiss: shouldDismiss, onDismiss: onDismiss,
          trigger: trigger, api: api))
    }
  }
#endif
