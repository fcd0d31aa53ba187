/// An object that can respond to and handle events.
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  public override init() { super.init() }

  /// "The UIResponder class doesn't store or set the next responder
  /// automatically, so this method returns nil by default. Subclasses must
  /// override this method and return an appropriate next responder."
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open var next: UIResponder? { nil }

  /// The window whose first responder this object would be.
  var responderWindow: UIWindow? { nil }

  /// "This method returns false by default."
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open var canBecomeFirstResponder: Bool { false }

  /// "This method returns true by default."
  /// https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
  open var canResignFirstResponder: Bool { true }

  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

  /// "UIKit asks the current first responder to resign as first responder,
  /// which it might not. If it does, UIKit calls this object's
  /// canBecomeFirstResponder method, which returns false by default. If this
  /// object succeeds in becoming the first responder, subsequent events
  /// targeting the first responder are delivered to this object first";
  /// for views, "You can call this method only when the view is in a view
  /// hierarchy". The first responder is kept per window.
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = responderWindow else { return false }
    if window.firstResponder === self { return true }
    if let current = window.firstResponder {
      UIKitEmulation.keyboardHandOver += 1
      let resigned = current.resignFirstResponder()
      UIKitEmulation.keyboardHandOver -= 1
      if !resigned { return false }
    }
    guard canBecomeFirstResponder else {
      UIKitEmulation.keyboardMayHide()
      return false
    }
    window.firstResponder = self
    didBecomeFirstResponder()
    return true
  }

  /// "The default implementation returns true, resigning first responder
  /// status. You can override this method in your custom responders to
  /// update your object's state or perform other actions".
  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.firstResponder = nil
    didResignFirstResponder()
    return true
  }

  /// "Posted immediately prior to the display of the keyboard" / "prior to
  /// the dismissal of the keyboard": a text input becomes first responder
  /// while no other one is, or resigns without another one taking over.
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")

  func didBecomeFirstResponder() {
    if let accessory = inputAccessoryView, let window = responderWindow {
      window.showInputAccessory(accessory)
    }
  }

  func didResignFirstResponder() {
    if inputAccessoryView != nil { responderWindow?.hideInputAccessory() }
  }

  /// "This default implementation of this method returns true if the
  /// responder class implements the requested action and calls the next
  /// responder if it doesn't. Subclasses may override this method to enable
  /// menu commands based on the current state".
  /// https://developer.apple.com/documentation/uikit/uiresponder/canperformaction(_:withsender:)
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action.implementation(self) != nil
  }

  /// "The default implementation calls the canPerformAction(_:withSender:)
  /// method to determine whether it can invoke the action. If the object can
  /// invoke the action, it returns itself, otherwise it passes the request
  /// up the responder chain."
  /// https://developer.apple.com/documentation/uikit/uiresponder/target(foraction:withsender:)
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    canPerformAction(action, withSender: sender)
      ? self : next?.target(forAction: action, withSender: sender)
  }

  /// "The key commands that trigger actions on this responder."
  /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands
  open var keyCommands: [UIKeyCommand]? { nil }

  /// "The custom input accessory view to display when the receiver becomes
  /// the first responder." Shown in the keyboard's window.
  /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
  open var inputAccessoryView: UIView? { nil }

  /// "The default implementation of this method forwards the message up the
  /// responder chain."
  /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Declared by UIKit on `NSObject` (UIAccessibilityAction), without an
  /// actor: "Dismisses a modal view and returns the success or failure of
  /// the action." Here on `UIResponder`, still nonisolated, so that
  /// `override func accessibilityPerformEscape()` compiles as on iOS.
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape
  nonisolated open func accessibilityPerformEscape() -> Bool { false }
}
