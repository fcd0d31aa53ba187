import DismissCore

/// What a ``RootCoordinator`` does with a layer: the adapter's reading
/// and writing of the `dismissible` binding, and the app's reason-aware
/// callbacks.
///
/// ```swift
/// let actions = LayerBinding(
///   isPresented: { binding.wrappedValue },
///   dismiss: { binding.wrappedValue = false },
///   shouldDismiss: { reason in reason != .tapOutside || draft.isEmpty })
/// ```
struct LayerBinding {
  /// Reads the binding now: after DismissKit wrote `false`, `true` means the
  /// app's setter refused.
  var isPresented: @MainActor () -> Bool
  /// Writes `false` into the binding (or `nil` into the item).
  var dismiss: @MainActor () -> Void
  /// The app's synchronous veto: `false` keeps the layer open.
  var shouldDismiss: (@MainActor (DismissReason) -> Bool)?
  /// Called with the reason just before DismissKit dismisses the layer.
  var onDismiss: (@MainActor (DismissReason) -> Void)?
}
