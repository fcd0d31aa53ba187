/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: NSObject {
  let handler: @MainActor (UIAction) -> Void
  open var title: String
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// "The base class for controls, which are visual elements that convey a
/// specific action or intention in response to user interactions."
/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  private var actions: [(UIAction, Event)] = []
  private var targetActions: [(AnyObject?, Selector, Event)] = []

  /// "If the isEnabled state is false, the control ignores touch events".
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true
  open var isHighlighted = false
  open private(set) var isTracking = false

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append((target as AnyObject?, action, controlEvents))
  }

  /// "UIKit calls the action methods of all targets registered for the
  /// specified events."
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
    for (target, selector, events) in targetActions where !events.isDisjoint(with: controlEvents) {
      if let target, let method = selector.implementation(target) { method(self) }
    }
  }

  /// A disabled control is hit and ignores its touches, or is not hit at
  /// all (its touches go to what is behind it): the `disabledControls`
  /// switch (E19).
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    isEnabled || UIKitEmulation.variants.disabledControls == .hitAndIgnored
      ? super.hitTest(point, with: event) : nil
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesBegan(touches, with: event) }
    isTracking = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// "touchUpInside: A touch-up event in the control where the finger is
  /// inside the bounds of the control." Where the finger is when the
  /// touch-up reaches the control.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled else { return super.touchesEnded(touches, with: event) }
    isTracking = false
    isHighlighted = false
    guard let touch = touches.first else { return }
    if bounds.contains(touch.location(in: self)) {
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
      didTapInside()
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isTracking = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  func didTapInside() {}

  /// "Gesture recognizers attached to your views don't impact the ability
  /// of UIKit controls to handle events. … UIKit controls call their action
  /// method in the following situations: A single finger single tap occurs
  /// on a UIButton, UISwitch, …"; "install your gesture recognizer on the
  /// control itself" to go first. Which recognizers count: the
  /// `controlRefusal` switch (T21).
  /// https://developer.apple.com/documentation/uikit/attaching-gesture-recognizers-to-uikit-controls
  func refusesSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
    guard let view = recognizer.view, !view.isDescendant(of: self),
      recognizer.numberOfTouches == 1
    else { return false }
    if let tap = recognizer as? UITapGestureRecognizer { return tap.numberOfTapsRequired == 1 }
    return UIKitEmulation.variants.controlRefusal == .anySingleTapRecognizer
      && recognizer.trackedTouches.allSatisfy { $0.phase == .ended }
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }
  private var titles: [UInt: String] = [:]
  public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

  /// "The menu the button displays."
  /// https://developer.apple.com/documentation/uikit/uibutton/menu
  open var menu: UIMenu?
  /// "A Boolean value that determines whether the menu is the button's
  /// primary action."
  /// https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
  open var showsMenuAsPrimaryAction = false

  /// "the menu shows in response to the touchDown event" (N4).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    if showsMenuAsPrimaryAction, let menu, let window {
      _ = SystemMenu(menu: menu, from: self, in: window)
    }
  }

  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !refusesSingleTap(gestureRecognizer)
  }
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
}

extension UIControl {
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {
  open var isOn = false
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !refusesSingleTap(gestureRecognizer)
  }
  override func didTapInside() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  open var text: String?
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
  public required init?(coder: NSCoder) { nil }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  /// "The point at which the origin of the content view is offset from the
  /// origin of the scroll view": the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }
  open var contentSize: CGSize = .zero
}

extension UIView {
  /// A text input posts its editing notifications unless it is in the
  /// keyboard's window and the `accessoryNotifications` switch (F10) says
  /// no.
  var postsEditingNotifications: Bool {
    UIKitEmulation.variants.accessoryNotifications == .posted
      || !(window?.isKeyboardWindow ?? false)
  }
}

/// The text input protocol; only conformance is read here.
/// https://developer.apple.com/documentation/uikit/uitextinput
@MainActor
public protocol UITextInput: AnyObject {}

/// Posts "textDidBeginEditingNotification ... The affected text field is
/// stored in the object parameter of the notification" when it becomes
/// first responder, and the end notification when it resigns.
/// https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
@MainActor
open class UITextField: UIControl, UITextInput {
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
  open var text: String? = ""
  open var placeholder: String?
  /// Text an input method has marked (emulation: text input handles Escape
  /// first while some is marked, K7).
  open var hasMarkedText = false

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// A tap in an enabled field starts editing.
  override func didTapInside() { becomeFirstResponder() }

  override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    UIKitEmulation.textInputDidBecomeFirstResponder()
    if postsEditingNotifications {
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }
  }

  override func didResignFirstResponder() {
    super.didResignFirstResponder()
    hasMarkedText = false
    if postsEditingNotifications {
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
    UIKitEmulation.textInputDidResign()
  }
}

/// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView, UITextInput {
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
  open var text: String! = ""
  open var isEditable = true

  open override var canBecomeFirstResponder: Bool { isEditable }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    if isEditable { becomeFirstResponder() }
  }

  override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    UIKitEmulation.textInputDidBecomeFirstResponder()
    if postsEditingNotifications {
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }
  }

  override func didResignFirstResponder() {
    super.didResignFirstResponder()
    if postsEditingNotifications {
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
    UIKitEmulation.textInputDidResign()
  }
}
