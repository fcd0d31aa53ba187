/// "An object representing the location, size, movement, and force of a
/// touch occurring on the screen." One object per finger for the whole
/// sequence: "A touch object persists throughout a multi-touch sequence."
/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor
open class UITouch: NSObject {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  /// Raw values as in `UITouch.h` (T7).
  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  open internal(set) var phase: Phase = .began
  /// "The time when the touch occurred or when it was last mutated."
  open internal(set) var timestamp: TimeInterval
  open internal(set) var type: TouchType
  /// "The view to which touches are being delivered, if any": the hit-test
  /// view of the touch's down, for its whole life (T4).
  /// https://developer.apple.com/documentation/uikit/uitouch/view
  open internal(set) weak var view: UIView?
  /// "The window in which the touch initially occurred."
  open internal(set) weak var window: UIWindow?
  var locationInWindow: CGPoint

  /// The recognizers that receive this touch, fixed when it begins (T17
  /// switch for later ones), hit view first.
  var recognizers: [UIGestureRecognizer] = []
  var recognizedIDs: [ObjectIdentifier] = []
  /// Every recognizer it ever had, reset ones included.
  var everRecognizers: [UIGestureRecognizer] = []
  /// "The gesture recognizers that are receiving the touch object." Reset
  /// ones too or not: the `resetRecognizers` switch (T12).
  /// https://developer.apple.com/documentation/uikit/uitouch/gesturerecognizers
  open var gestureRecognizers: [UIGestureRecognizer]? {
    UIKitEmulation.variants.resetRecognizers == .keptOnTouch ? everRecognizers : recognizers
  }

  // What the view got so far.
  var viewBegan = false
  var viewEnded = false
  var viewCancelled = false
  var heldBegan = false
  var heldEnded = false

  init(at point: CGPoint, in window: UIWindow, type: TouchType) {
    locationInWindow = point
    self.window = window
    self.type = type
    timestamp = UIKitEmulation.now
    super.init()
  }

  /// "The location of the touch in the coordinate system of the given view.
  /// ... Pass nil to get the touch location in the window's coordinates."
  /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }
}

/// "An object that describes a single user interaction with your app."
/// https://developer.apple.com/documentation/uikit/uievent
@MainActor
open class UIEvent: NSObject {
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
  let touches: Set<UITouch>
  open var type: EventType { .touches }
  open internal(set) var timestamp: TimeInterval

  init(touches: Set<UITouch>) {
    self.touches = touches
    timestamp = UIKitEmulation.now
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uievent/alltouches
  open var allTouches: Set<UITouch>? { touches }
}
