/// https://developer.apple.com/documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// "An object that specifies a key press performed on a hardware keyboard
/// and the resulting action that should take place."
/// https://developer.apple.com/documentation/uikit/uikeycommand
@MainActor
open class UIKeyCommand: NSObject {
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputescape
  public static let inputEscape = "\u{1B}"
  open private(set) var input: String?
  open private(set) var modifierFlags: UIKeyModifierFlags
  open private(set) var action: Selector?
  /// "In iOS 15 and later, the system delivers physical keyboard events to
  /// the text input or focus systems first. If those systems don't handle
  /// the keyboard input, the system delivers the events to your app's key
  /// commands. ... set this property to true" to go first.
  /// https://developer.apple.com/documentation/uikit/uikeycommand/wantsprioritysoversystembehavior
  open var wantsPriorityOverSystemBehavior = false

  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init()
  }
}

extension UIKitEmulation {
  /// A hardware key press in `window` (the key window by default). "The
  /// system always has the first opportunity to handle key commands" (none
  /// here); text input first unless the command wants priority; then "the
  /// system searches the responder chain" from the first responder
  /// (https://developer.apple.com/documentation/uikit/uikeycommand) — with
  /// none, the `keyCommandsWithoutFirstResponder` switch (K9) — for a
  /// matching command (two on one responder: the `equalKeyCommands` switch,
  /// K8), and sends its action to the first responder of the chain that
  /// implements it, then "stops processing the event"
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keycommands):
  /// the first responder's `target(forAction:withSender:)`, which asks each
  /// one's `canPerformAction(_:withSender:)` at the press ("an object capable
  /// of handling the specified action",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addkeycommand(_:)).
  /// Returns whether a command (or text input) took the press.
  @discardableResult
  public static func pressKey(
    _ input: String, modifierFlags: UIKeyModifierFlags = [], in window: UIWindow? = nil
  ) -> Bool {
    guard let window = window ?? UIWindow.keyWindowStorage else { return false }
    var top = window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    if input == UIKeyCommand.inputEscape, variants.alertEscape == .systemCancelsAlert,
      let alert = top as? UIAlertController, alert.cancelFromSystem()
    {
      return true
    }
    if input == "\r", modifierFlags.isEmpty, let alert = top as? UIAlertController,
      alert.returnFromSystem()
    {
      return true
    }
    let start: UIResponder
    if let first = window.firstResponder {
      start = first
    } else {
      guard variants.keyCommandsWithoutFirstResponder == .fromTopViewController,
        var top = window.rootViewController
      else { return false }
      while let presented = top.presentedStrong { top = presented }
      start = top
    }
    var chain: [UIResponder] = []
    var current: UIResponder? = start
    while let responder = current, chain.count < 256 {
      chain.append(responder)
      current = responder.next
    }
    var found: UIKeyCommand?
    for responder in chain {
      let matching = (responder.keyCommands ?? []).filter {
        $0.input == input && $0.modifierFlags == modifierFlags
      }
      found = variants.equalKeyCommands == .firstAddedWins ? matching.first : matching.last
      if found != nil { break }
    }
    if let field = window.firstResponder as? UITextField, field.hasMarkedText,
      found?.wantsPriorityOverSystemBehavior != true
    {
      field.hasMarkedText = false
      return true
    }
    guard let command = found, let action = command.action,
      let target = start.target(forAction: action, withSender: command) as? AnyObject,
      let method = action.implementation(target)
    else { return false }
    method(command)
    return true
  }

  /// VoiceOver's two-finger Z: `accessibilityPerformEscape()` of the
  /// focused element, then of its ancestors, until one returns true ("the
  /// system ... calls this method on the focused element and its
  /// ancestors", Apple,
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape).
  /// Ancestors are the responder chain here.
  @discardableResult
  public static func accessibilityEscape(from element: UIResponder) -> Bool {
    var current: UIResponder? = element
    while let responder = current {
      if responder.accessibilityPerformEscape() { return true }
      current = responder.next
    }
    return false
  }

  // MARK: - Touches

  /// A finger on the screen of one window.
  @MainActor
  public final class Finger {
    public let touch: UITouch
    let window: UIWindow

    init(touch: UITouch, window: UIWindow) {
      self.touch = touch
      self.window = window
    }

    private func send(_ phase: UITouch.Phase) {
      touch.phase = phase
      touch.timestamp = UIKitEmulation.now
      window.sendEvent(UIEvent(touches: [touch]))
    }

    /// Moves the finger to `point` (window coordinates).
    public func move(to point: CGPoint) {
      touch.locationInWindow = point
      send(.moved)
    }

    /// Lifts the finger.
    public func lift() { send(.ended) }

    /// The system cancels the touch.
    public func cancel() { send(.cancelled) }
  }

  /// A finger goes down in `window` at `point` (window coordinates).
  public static func touchDown(
    in window: UIWindow, at point: CGPoint, type: UITouch.TouchType = .direct
  ) -> Finger {
    let touch = UITouch(at: point, in: window, type: type)
    let finger = Finger(touch: touch, window: window)
    window.sendEvent(UIEvent(touches: [touch]))
    return finger
  }

  /// A tap: down, 50 ms, up, at `point` of `window`.
  public static func tap(in window: UIWindow, at point: CGPoint, type: UITouch.TouchType = .direct)
  {
    let finger = touchDown(in: window, at: point, type: type)
    advanceClock(by: 0.05)
    finger.lift()
  }

  /// A tap at the centre of `view`, in its window.
  public static func tap(_ view: UIView, type: UITouch.TouchType = .direct) {
    guard let window = view.window else { return }
    let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    tap(in: window, at: view.convert(center, to: nil), type: type)
  }

  /// The window of the keyboard of `window`, where input accessory views
  /// are shown, once one was.
  public static func keyboardWindow(of window: UIWindow) -> UIWindow? { window.keyboardWindow }

  /// The first responder of `window`.
  public static func firstResponder(of window: UIWindow) -> UIResponder? { window.firstResponder }
}
