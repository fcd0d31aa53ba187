/// Which text inputs' editing a window's hub takes as focus.
///
/// An `inputAccessoryView` (the chat composer pattern of MessageKit and
/// InputBarAccessoryView) and everything in the keyboard's input views live
/// in the keyboard's own window, not in the app's: "the responder
/// infrastructure attaches the accessory view to the appropriate input view
/// before display" (Apple, `UIResponder.inputAccessoryView`), and "The
/// system displays the keyboard in a different window (a
/// `UITextEffectsWindow`)" (FLEX issue #41, its maintainer). Their
/// begin-editing notifications name an input whose `window` is not the
/// app's window. A hub accepts the inputs of its own window and of the
/// other windows of the same `UIWindowScene` that have no DismissKit hub of
/// their own; such an input is outside every layer of the app's window, and
/// a tap there that dismisses the keyboard ends its editing.
///
/// ```swift
/// FocusWindows.accepts(inputWindow: keyboardWindow, inputScene: scene,
///                      inputWindowHasHub: false, window: appWindow, scene: scene)  // true
/// ```
enum FocusWindows {
  /// Whether a hub of `window` (in `scene`) takes the editing of an input
  /// in `inputWindow` (in `inputScene`).
  ///
  /// Nothing documents which scene the keyboard's window reports (it is not
  /// even listed among the application's windows on iOS 16, QMUI/LookinServer
  /// PR #116), so a window without a scene is taken too while this window is
  /// the key window: the keyboard serves the key window's first responder.
  static func accepts(
    inputWindow: AnyObject?, inputScene: AnyObject?, inputWindowHasHub: Bool,
    window: AnyObject, scene: AnyObject?, windowIsKey: Bool = false
  ) -> Bool {
    if inputWindow === window { return true }
    guard inputWindow != nil, !inputWindowHasHub else { return false }
    guard let inputScene else { return windowIsKey }
    guard let scene else { return false }
    return inputScene === scene
  }
}
