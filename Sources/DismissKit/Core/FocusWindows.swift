/// Which text inputs' editing a window's hub takes as focus.
///
/// An `inputAccessoryView` (the chat composer of MessageKit and
/// InputBarAccessoryView) and everything in the keyboard's input views live
/// in the keyboard's own window, not in the app's: the system moves the
/// accessory into the window that hosts the keyboard (Apple,
/// `UIResponder.inputAccessoryView`: "the system ... attaches it to the
/// keyboard"). Their begin-editing notifications name an input whose
/// `window` is not the app's window. A hub accepts the inputs of its own
/// window and of the other windows of the same `UIWindowScene` that have
/// no DismissKit hub of their own; such an input is outside every layer of
/// the app's window, and a tap there that dismisses the keyboard ends its
/// editing.
///
/// ```swift
/// FocusWindows.accepts(inputWindow: keyboardWindow, inputScene: scene,
///                      inputWindowHasHub: false, window: appWindow, scene: scene)  // true
/// ```
enum FocusWindows {
  /// Whether a hub of `window` (in `scene`) takes the editing of an input
  /// in `inputWindow` (in `inputScene`).
  static func accepts(
    inputWindow: AnyObject?, inputScene: AnyObject?, inputWindowHasHub: Bool,
    window: AnyObject, scene: AnyObject?
  ) -> Bool {
    if inputWindow === window { return true }
    guard inputWindow != nil, !inputWindowHasHub, let inputScene, let scene else { return false }
    return inputScene === scene
  }
}
