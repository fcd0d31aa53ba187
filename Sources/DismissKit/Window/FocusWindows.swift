/// Which text inputs' editing a window's hub takes as focus: its own
/// window's, and those of same-scene windows without a hub of their own, such
/// as the keyboard's window holding an `inputAccessoryView` (F8, F10).
enum FocusWindows {
  /// Whether a hub of `window` takes an input in `inputWindow`. A window
  /// without a scene is taken while this window is key (F9).
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
