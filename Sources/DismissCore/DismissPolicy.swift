/// The knobs of the dismissal rules, with the rules' defaults.
///
/// ```swift
/// var policy = DismissPolicy()
/// policy.dismissKeyboardOn = .touchDown
/// policy.dragDismissesKeyboard = true
/// let engine = DismissEngine(policy: policy)
/// ```
public struct DismissPolicy: Hashable, Sendable {
  /// When a touch outside text inputs dismisses the keyboard.
  public enum KeyboardDismissal: UInt8, Hashable, Sendable, CaseIterable {
    /// At the up of a tap (the default): a scroll or a long press never
    /// dismisses.
    case tap
    /// At the down of a touch, before the app sees it.
    case touchDown
    /// Touches never dismiss the keyboard (escape and layer dismissals still
    /// can).
    case never
  }

  /// How far, in points, a touch may move from its down point and still be
  /// a tap. Default 10. Negative or non-finite values are treated as 0.
  public var tapSlop: Double = 10

  /// How long, in seconds, a tap may last. Default 0.75. Values that are not
  /// positive and finite are treated as the default.
  public var maxTapDuration: Double = 0.75

  /// When touches dismiss the keyboard. Default ``KeyboardDismissal/tap``.
  public var dismissKeyboardOn: KeyboardDismissal = .tap

  /// What a tap on a control does to the keyboard. Default
  /// ``KeyboardBehavior/keep``, as IQKeyboardManager ignores `UIControl` taps.
  public var controlsKeyboard: KeyboardBehavior = .keep

  /// Whether a touch that becomes a drag dismisses the keyboard (when its
  /// target's keyboard decision is dismiss). Default `false`.
  public var dragDismissesKeyboard: Bool = false

  /// Whether an escape that dismisses no layer dismisses the keyboard: with
  /// no layer open, or when every open layer was passed over and no modal
  /// layer ended the escape's pass (rule 5). Default `false`: on iOS, Escape in a text field does not end editing, and an
  /// app's own Escape shortcut (a sheet's Cancel button) must keep working
  /// while a field has focus. Escape still dismisses layers.
  public var escapeDismissesKeyboard: Bool = false

  /// Whether an Apple Pencil touch can dismiss the keyboard. Default
  /// `false`: a pencil touch never resigns focus (not at its down, not as a
  /// tap, not as a drag), so Scribble can write next to a field without
  /// ending the editing; for layers and for the app it is a touch like a
  /// finger. With `true`, a pencil is a touch like a finger in every way.
  public var pencilDismissesKeyboard: Bool = false

  /// Creates the default policy.
  public init() {}

  /// Creates a policy, every parameter defaulting to the rules' default.
  public init(
    tapSlop: Double = 10,
    maxTapDuration: Double = 0.75,
    dismissKeyboardOn: KeyboardDismissal = .tap,
    controlsKeyboard: KeyboardBehavior = .keep,
    dragDismissesKeyboard: Bool = false,
    escapeDismissesKeyboard: Bool = false,
    pencilDismissesKeyboard: Bool = false
  ) {
    self.tapSlop = tapSlop
    self.maxTapDuration = maxTapDuration
    self.dismissKeyboardOn = dismissKeyboardOn
    self.controlsKeyboard = controlsKeyboard
    self.dragDismissesKeyboard = dragDismissesKeyboard
    self.escapeDismissesKeyboard = escapeDismissesKeyboard
    self.pencilDismissesKeyboard = pencilDismissesKeyboard
  }

  /// The slop actually used: `tapSlop`, or 0 when it is negative or not
  /// finite.
  var effectiveTapSlop: Double {
    tapSlop.isFinite && tapSlop > 0 ? tapSlop : 0
  }

  /// The maximum duration actually used: `maxTapDuration`, or 0.75 when it
  /// is not positive and finite.
  var effectiveMaxTapDuration: Double {
    maxTapDuration.isFinite && maxTapDuration > 0 ? maxTapDuration : 0.75
  }
}
