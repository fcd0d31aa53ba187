import Dispatch

/// "An object that represents a scene of your app's user interface." Made
/// here with `init()`, which UIKit does not offer (the system makes scenes).
/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor
open class UIScene: UIResponder {}

@MainActor
open class UIWindowScene: UIScene {
  private var windowRefs: [WeakWindow] = []
  private struct WeakWindow { weak var window: UIWindow? }

  /// "The windows associated with the scene."
  open var windows: [UIWindow] { windowRefs.compactMap(\.window) }

  func add(_ window: UIWindow) {
    windowRefs.removeAll { $0.window == nil || $0.window === window }
    windowRefs.append(WeakWindow(window: window))
  }
}

/// "The backdrop for your app's user interface and the object that
/// dispatches events to your views."
/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  public struct Level: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let alert = Level(rawValue: 2000)
  }

  static weak var keyWindowStorage: UIWindow?
  /// The recognizers to reset once the current `sendEvent(_:)` returns.
  private static var pendingResets: [UIGestureRecognizer] = []
  private static var sendEventDepth = 0

  /// This window's first responder (UIKit keeps one per window).
  weak var firstResponder: UIResponder?
  /// The keyboard's window, where input accessory views are shown.
  var keyboardWindow: UIWindow?
  /// Whether this window is a keyboard's.
  var isKeyboardWindow = false

  /// "The scene containing the window."
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  open weak var windowScene: UIWindowScene? {
    didSet { windowScene?.add(self) }
  }

  open var windowLevel = Level.normal

  public init(windowScene: UIWindowScene) {
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    self.windowScene = windowScene
    windowScene.add(self)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { nil }

  /// "The root view controller provides the content view of the window.
  /// Assigning a view controller to this property ... installs the view
  /// controller's view as the content view of the window."
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController { old.viewIfLoaded?.removeFromSuperview() }
      guard let root = rootViewController else { return }
      root.view.frame = bounds
      addSubview(root.view)
      root.viewDidAppear(false)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  open var isKeyWindow: Bool { UIWindow.keyWindowStorage === self }

  /// "Shows the window and makes it the key window."
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  open func makeKey() { UIWindow.keyWindowStorage = self }

  /// "UIWindow returns the application object."
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open override var next: UIResponder? { UIApplication.shared }

  // MARK: - Touches

  /// "Dispatches the specified event to its views." For touches: each phase
  /// goes first to the gesture recognizers of the hit-test view and of its
  /// superviews, the window's included ("A window delivers touch events to
  /// a gesture recognizer before it delivers them to the hit-tested view
  /// attached to the gesture recognizer",
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer),
  /// the hit view's first (the window's first or last: the
  /// `deliveryOrder` switch, E4), then to the hit-test view, held back or
  /// cancelled as the recognizers' `delaysTouchesBegan`,
  /// `delaysTouchesEnded` and `cancelsTouchesInView` say.
  /// https://developer.apple.com/documentation/uikit/uiwindow/sendevent(_:)
  open func sendEvent(_ event: UIEvent) {
    guard let touches = event.allTouches, let first = touches.first else { return }
    let ordered = touches.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
    let phase = first.phase
    Self.sendEventDepth += 1
    defer {
      Self.sendEventDepth -= 1
      if Self.sendEventDepth == 0 { Self.flushResets() }
    }
    if phase == .began {
      for touch in ordered {
        touch.view = hitTest(touch.location(in: self), with: event)
        touch.recognizers = recognizers(from: touch.view).filter { $0.shouldReceive(touch) }
        touch.everRecognizers = touch.recognizers
        touch.recognizedIDs = touch.recognizers.map(ObjectIdentifier.init)
      }
    } else if UIKitEmulation.variants.lateRecognizer == .getsLaterPhases {
      for touch in ordered {
        for recognizer in recognizers(from: touch.view)
        where !touch.recognizedIDs.contains(ObjectIdentifier(recognizer))
          && recognizer.shouldReceive(touch)
        {
          touch.recognizers.append(recognizer)
          touch.everRecognizers.append(recognizer)
          touch.recognizedIDs.append(ObjectIdentifier(recognizer))
          recognizer.trackedTouches.append(touch)
        }
      }
    }
    let decidesBefore = UIKitEmulation.variants.touchUpHold == .decidedBeforeRecognizers
    if phase == .ended && decidesBefore {
      for touch in ordered where delaysEnded(touch) { touch.heldEnded = true }
    }
    var seen: [UIGestureRecognizer] = []
    for touch in ordered {
      for recognizer in touch.recognizers where !seen.contains(where: { $0 === recognizer }) {
        seen.append(recognizer)
      }
    }
    if UIKitEmulation.variants.deliveryOrder == .windowFirst {
      seen = seen.filter { $0.view === self } + seen.filter { $0.view !== self }
    }
    for recognizer in seen where recognizer.isAnalyzing && recognizer.view != nil {
      let its = Set(ordered.filter { $0.recognizers.contains { $0 === recognizer } })
      guard !its.isEmpty else { continue }
      switch phase {
      case .began:
        recognizer.trackedTouches.append(contentsOf: its)
        recognizer.touchesBegan(its, with: event)
      case .moved: recognizer.touchesMoved(its, with: event)
      case .ended: recognizer.touchesEnded(its, with: event)
      case .cancelled: recognizer.touchesCancelled(its, with: event)
      default: break
      }
    }
    if phase == .ended && !decidesBefore {
      for touch in ordered where delaysEnded(touch) { touch.heldEnded = true }
    }
    for touch in ordered { deliverToView(touch, phase: phase, event: event) }
  }

  private func delaysEnded(_ touch: UITouch) -> Bool {
    touch.recognizers.contains { $0.delaysTouchesEnded && $0.state == .possible }
  }

  private func delaysBegan(_ touch: UITouch) -> Bool {
    touch.recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
  }

  /// The recognizers a touch on `view` goes to: those of the view and of
  /// every superview, up to and including the window, that are enabled and
  /// not already done with a gesture.
  private func recognizers(from view: UIView?) -> [UIGestureRecognizer] {
    var list: [UIGestureRecognizer] = []
    var current = view
    while let v = current {
      list.append(contentsOf: v.recognizers.filter { $0.isEnabled && $0.isAnalyzing })
      current = v.superview
    }
    return list
  }

  private func deliverToView(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
    guard let view = touch.view, !touch.viewCancelled else { return }
    switch phase {
    case .began:
      if delaysBegan(touch) {
        touch.heldBegan = true
      } else {
        touch.viewBegan = true
        view.touchesBegan([touch], with: event)
      }
    case .moved:
      if !touch.heldBegan { view.touchesMoved([touch], with: event) }
    case .ended:
      if touch.heldBegan || touch.heldEnded || touch.viewEnded {
        touch.heldEnded = !touch.viewEnded
        return
      }
      touch.viewEnded = true
      view.touchesEnded([touch], with: event)
    case .cancelled:
      touch.heldBegan = false
      touch.heldEnded = false
      if touch.viewBegan && !touch.viewEnded { view.touchesCancelled([touch], with: event) }
      touch.viewCancelled = true
    default: break
    }
  }

  /// A recognizer of `touch` recognized or failed: a recognized gesture
  /// cancels the view's touch (`cancelsTouchesInView`, or a held touch-up:
  /// "these touch objects are cancelled"); otherwise held phases go to the
  /// view once no recognizer holds them.
  func recognizerLeftPossible(
    _ recognizer: UIGestureRecognizer, on touch: UITouch, recognized: Bool
  ) {
    guard touch.window === self, !touch.viewCancelled else { return }
    if recognized
      && (recognizer.cancelsTouchesInView || (touch.heldEnded && recognizer.delaysTouchesEnded)
        || (touch.heldBegan && recognizer.delaysTouchesBegan))
    {
      let began = touch.viewBegan && !touch.viewEnded
      touch.viewCancelled = true
      touch.heldBegan = false
      touch.heldEnded = false
      if began, let view = touch.view {
        view.touchesCancelled([touch], with: UIEvent(touches: [touch]))
      }
      return
    }
    releaseHeldPhases(of: touch)
  }

  /// Delivers the phases held for `touch` that nothing holds any longer.
  func releaseHeldPhases(of touch: UITouch) {
    guard let view = touch.view, !touch.viewCancelled else { return }
    if touch.heldBegan && !delaysBegan(touch) {
      touch.heldBegan = false
      touch.viewBegan = true
      view.touchesBegan([touch], with: UIEvent(touches: [touch]))
    }
    if touch.heldEnded && !touch.heldBegan && touch.phase == .ended && !delaysEnded(touch) {
      touch.heldEnded = false
      touch.viewEnded = true
      view.touchesEnded([touch], with: UIEvent(touches: [touch]))
    }
  }

  // MARK: - reset()

  /// "The runtime calls this method after the gesture-recognizer state has
  /// been set to UIGestureRecognizer.State.ended or
  /// UIGestureRecognizer.State.recognized."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
  /// When: the `resetTiming` switch.
  static func scheduleReset(_ recognizer: UIGestureRecognizer) {
    switch UIKitEmulation.variants.resetTiming {
    case .endOfSendEvent:
      if sendEventDepth > 0 {
        pendingResets.append(recognizer)
      } else {
        resetIfDone(recognizer)
      }
    case .nextMainQueueTurn:
      DispatchQueue.main.async { MainActor.assumeIsolated { resetIfDone(recognizer) } }
    }
  }

  private static func flushResets() {
    let list = pendingResets
    pendingResets.removeAll()
    for recognizer in list { resetIfDone(recognizer) }
  }

  private static func resetIfDone(_ recognizer: UIGestureRecognizer) {
    let state = recognizer.state
    if state == .ended || state == .cancelled || state == .failed { recognizer.performReset() }
  }

  // MARK: - The keyboard's window

  /// Input accessory views are shown in the keyboard's own window, not in
  /// the app's ("the responder infrastructure attaches the accessory view
  /// to the appropriate input view before display", Apple,
  /// https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview).
  /// That window's scene is the `keyboardWindowScene` switch (F8).
  func showInputAccessory(_ accessory: UIView) {
    let keyboard = keyboardWindow ?? UIWindow(frame: bounds)
    keyboardWindow = keyboard
    keyboard.isKeyboardWindow = true
    keyboard.windowLevel = Level(rawValue: 10_000)
    if UIKitEmulation.variants.keyboardWindowScene == .appScene, let windowScene {
      keyboard.windowScene = windowScene
    }
    let height = max(accessory.frame.height, 44)
    accessory.frame = CGRect(
      x: 0, y: bounds.height - 336 - height, width: bounds.width, height: height)
    keyboard.addSubview(accessory)
  }

  func hideInputAccessory() {
    for view in keyboardWindow?.subviews ?? [] { view.removeFromSuperview() }
  }
}
