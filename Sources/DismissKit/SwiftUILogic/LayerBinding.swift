import DismissCore

/// How a ``RootCoordinator`` reads and writes a layer's binding, and the
/// app's callbacks.
struct LayerBinding {
  /// After DismissKit wrote `false`, `true` means the setter refused (S25).
  var isPresented: @MainActor () -> Bool
  var dismiss: @MainActor () -> Void
  var shouldDismiss: (@MainActor (DismissReason) -> Bool)?
  var onDismiss: (@MainActor (DismissReason) -> Void)?
  /// Moves VoiceOver to the layer's trigger (A1).
  var returnFocus: (@MainActor () -> Void)?
}
