/// What a region is, which decides how a touch on it is treated.
///
/// See ``DismissEngine`` for how each kind takes part in the keyboard
/// decision and in dismissing layers.
public enum RegionKind: UInt8, Hashable, Sendable, CaseIterable {
  /// A plain view: a card, a list, a scroll view, a label, a background.
  case container
  /// A focusable text input: a text field, an editable text view, a search
  /// field. A tap on one keeps the keyboard, since the platform moves focus
  /// there by itself.
  case textInput
  /// A button, switch, row or anything else that acts on a tap. Whether a tap
  /// on one dismisses the keyboard is the policy's
  /// ``DismissPolicy/controlsKeyboard``.
  case control
  /// A presented surface: a popover, menu, tooltip, sheet or custom modal.
  /// Its descendants are its content, present only while it is open.
  case layer
}

/// What happens to the keyboard: kept up, or dismissed.
///
/// Used both as a region's override for its subtree (a chat Send button that
/// must keep the keyboard, a "Done" bar that must dismiss it) and as the
/// outcome of the keyboard decision.
public enum KeyboardBehavior: UInt8, Hashable, Sendable, CaseIterable {
  /// The keyboard stays up.
  case keep
  /// The keyboard goes away: the focused text input resigns.
  case dismiss
}

/// The kind of device behind a touch.
public enum PointerKind: UInt8, Hashable, Sendable, CaseIterable {
  /// A finger on the screen.
  case finger
  /// Apple Pencil. It never resigns focus while
  /// ``DismissPolicy/pencilDismissesKeyboard`` is off, so that Scribble can
  /// write next to a field without ending editing; for layers and for the
  /// app it is a touch like a finger. Pencil and finger touches never make
  /// each other multi-touch.
  case pencil
  /// A trackpad or mouse pointer (`UITouch.TouchType.indirectPointer`);
  /// treated like a finger.
  case indirectPointer
}

/// Where an escape came from. Both sources behave the same.
public enum EscapeSource: UInt8, Hashable, Sendable, CaseIterable {
  /// The hardware Escape key (`UIKeyCommand.inputEscape`).
  case key
  /// The accessibility escape: VoiceOver's two-finger Z, or
  /// `accessibilityPerformEscape()`.
  case accessibility
}
