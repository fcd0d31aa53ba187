import Dispatch

/// "A set of methods implemented by the delegate of a gesture recognizer to
/// fine-tune an app's gesture-recognition behavior." Every requirement is
/// optional in UIKit; here each has the documented default.
/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// "If this method returns false, the gesture-recognizer transitions to
  /// the UIGestureRecognizer.State.failed state." Not implemented: true.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// "true (the default) to allow the gesture recognizer to examine the
  /// touch object, false to prevent the gesture recognizer from seeing this
  /// touch object." https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  /// "The default implementation returns false—no two gestures can be
  /// recognized simultaneously."
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// "The base class for concrete gesture recognizers." The subclass API
/// (`UIGestureRecognizerSubclass.h`: a settable `state`, the touch methods,
/// `reset()`, the prevention and failure-requirement methods) is part of
/// the class here.
/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static var recognized: State { .ended }
  }

  private var targets: [(target: AnyObject?, action: Selector)] = []

  /// The designated initializer; `init()` is a convenience initializer, as
  /// UIKit's header marks only this one `NS_DESIGNATED_INITIALIZER`.
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  public init(target: Any?, action: Selector?) {
    super.init()
    if let action { targets.append((target as AnyObject?, action)) }
  }

  public convenience override init() { self.init(target: nil, action: nil) }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }

  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// "The view the gesture recognizer is attached to."
  open internal(set) weak var view: UIView?
  open var name: String?
  /// "Disabled gesture recognizers do not receive touches."
  open var isEnabled = true {
    didSet {
      if !isEnabled && oldValue {
        if state == .began || state == .changed { state = .cancelled } else { detach() }
      }
    }
  }
  /// "When this property is true (the default) and the gesture recognizer
  /// recognizes its gesture, the touches of that gesture that are pending
  /// are not delivered to the view and previously delivered touches are
  /// cancelled through a touchesCancelled(_:with:) message sent to the view."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  open var cancelsTouchesInView = true
  /// "When the value of the property is true, the window suspends delivery
  /// of touch objects in the UITouchPhaseBegan phase to the view. If the
  /// gesture recognizer subsequently recognizes its gesture, these touch
  /// objects are discarded. If the gesture recognizer, however, does not
  /// recognize its gesture, the window delivers these objects to the view".
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
  open var delaysTouchesBegan = false
  /// "When the value of this property is true (the default) and the
  /// receiver is analyzing touch events, the window suspends delivery of
  /// touch objects in the UITouchPhaseEnded phase to the attached view. If
  /// the gesture recognizer subsequently recognizes its gesture, these touch
  /// objects are cancelled ... If the gesture recognizer does not recognize
  /// its gesture, the window delivers these objects in an invocation of the
  /// view's touchesEnded(_:with:) method."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true

  /// The touches this recognizer tracks now.
  var trackedTouches: [UITouch] = []
  open var numberOfTouches: Int { trackedTouches.count }

  open func location(in view: UIView?) -> CGPoint {
    guard let touch = trackedTouches.first else { return .zero }
    return touch.location(in: view)
  }

  /// "UIKit calls this method before calling the touchesBegan(_:with:)
  /// method of the gesture recognizer"; false keeps the touch from it.
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-16fuh
  func shouldReceive(_ touch: UITouch) -> Bool {
    delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
  }

  /// Whether the recognizer still takes part in its touches' delivery.
  var isAnalyzing: Bool { state == .possible || state == .began || state == .changed }

  // MARK: The state machine

  private var storedState = State.possible

  /// Settable by subclasses (`UIGestureRecognizerSubclass.h`). The
  /// transitions of *About the gesture recognizer state machine*: possible
  /// to began, recognized (ended) or failed; began and changed to changed,
  /// ended or cancelled. Others are ignored, as UIKit ignores them.
  /// "The runtime calls [reset()] after the gesture-recognizer state has
  /// been set to ... ended or recognized"; when, the documentation does not
  /// say (the `resetTiming` switch).
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  open var state: State {
    get { storedState }
    set { transition(to: newValue) }
  }

  private func transition(to requested: State) {
    var newState = requested
    if storedState == .possible && newState != .failed && newState != .possible {
      switch failureRequirement() {
      case .waiting:
        deferredStates.append(newState)
        return
      case .otherRecognized: newState = .failed
      case .met: break
      }
    }
    if newState == .failed { deferredStates.removeAll() }
    let old = storedState
    let allowed: Bool
    switch (old, newState) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed): allowed = true
    case (.began, .changed), (.began, .ended), (.began, .cancelled): allowed = true
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): allowed = true
    default: allowed = false
    }
    guard allowed else { return }
    if old == .possible && (newState == .began || newState == .ended) && !mayBegin() {
      storedState = .failed
      didLeavePossible(recognized: false)
      UIWindow.scheduleReset(self)
      return
    }
    storedState = newState
    let done = newState == .ended || newState == .cancelled || newState == .failed
    if newState != .failed && !targets.isEmpty {
      // "sends its action message (or messages) at the next cycle of the run
      // loop and resets its state to possible" (State.recognized; began,
      // changed, cancelled alike): reset waits for the actions, so they read
      // the state they were sent for (T22).
      pendingSends += 1
      UIKitEmulation.performAtNextCycle { [self] in
        for (target, action) in targets {
          if let target, let method = action.implementation(target) { method(self) }
        }
        pendingSends -= 1
        if pendingSends == 0 && (state == .ended || state == .cancelled) {
          UIWindow.scheduleReset(self)
        }
      }
    }
    if old == .possible { didLeavePossible(recognized: newState != .failed) }
    if done && pendingSends == 0 { UIWindow.scheduleReset(self) }
  }

  /// Actions queued for the next cycle and not yet sent.
  private var pendingSends = 0

  /// The delegate's and the views' veto as the recognizer leaves
  /// `.possible`: the recognizer's view and the views its touches hit
  /// ("UISlider … prevent[s] swipes … that start in the thumb"), apple:
  /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
  private func mayBegin() -> Bool {
    if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
    var views: [UIView] = view.map { [$0] } ?? []
    for touch in trackedTouches {
      if let hit = touch.view, !views.contains(where: { $0 === hit }) { views.append(hit) }
    }
    return views.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
  }

  /// The recognized gesture cancels its touches in the view before the
  /// recognizers it prevents fail, so their failure releases nothing.
  private func didLeavePossible(recognized: Bool) {
    for touch in trackedTouches {
      touch.window?.recognizerLeftPossible(self, on: touch, recognized: recognized)
    }
    if recognized { preventOthers() }
    resolveWaiting(on: trackedTouches)
  }

  /// A recognized gesture fails the recognizers it may prevent, unless
  /// either delegate lets them recognize simultaneously ("UIKit calls this
  /// method when ... one of them would block the other").
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  private func preventOthers() {
    var others: [UIGestureRecognizer] = []
    for touch in trackedTouches {
      for other in touch.recognizers where other !== self && other.state == .possible {
        if !others.contains(where: { $0 === other }) { others.append(other) }
      }
    }
    for other in others {
      let simultaneous =
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
        || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
      if !simultaneous && canPrevent(other) && other.canBePrevented(by: self) {
        other.state = .failed
      }
    }
  }

  // MARK: Failure requirements (T19)

  private struct Requirement { weak var other: UIGestureRecognizer? }
  private var requirements: [Requirement] = []
  /// The states set while waiting for others to fail, applied in order.
  private var deferredStates: [State] = []

  /// "This method creates a relationship with another gesture recognizer
  /// that delays the current gesture recognizer's transition out of
  /// UIGestureRecognizer.State.possible. ... If otherGestureRecognizer
  /// transitions to UIGestureRecognizer.State.failed, the current gesture
  /// recognizer transitions to its normal next state. If
  /// otherGestureRecognizer transitions to recognized or
  /// UIGestureRecognizer.State.began, the current gesture recognizer
  /// transitions to UIGestureRecognizer.State.failed."
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requirements.append(Requirement(other: otherGestureRecognizer))
  }

  private enum FailureRequirement { case met, waiting, otherRecognized }

  /// Asked as the recognizer leaves `.possible`, of the other recognizers
  /// of its touches: `require(toFail:)`, either class's override, or
  /// either delegate ("true to set up a dynamic failure requirement").
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
  /// A requirement on a recognizer the touch does not reach is not waited
  /// for (not documented; no test depends on it).
  private func failureRequirement() -> FailureRequirement {
    var result = FailureRequirement.met
    for touch in trackedTouches {
      for other in touch.recognizers where other !== self && other.view != nil && other.isEnabled {
        guard other.state != .failed && other.state != .cancelled, requiresFailure(of: other)
        else { continue }
        if other.state != .possible { return .otherRecognized }
        result = .waiting
      }
    }
    return result
  }

  private func requiresFailure(of other: UIGestureRecognizer) -> Bool {
    requirements.contains { $0.other === other } || shouldRequireFailure(of: other)
      || other.shouldBeRequiredToFail(by: self)
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

  /// Another recognizer of `touches` left `.possible` or went: those
  /// waiting for it fail, or take the states they set meanwhile.
  private func resolveWaiting(on touches: [UITouch]) {
    var waiting: [UIGestureRecognizer] = []
    for touch in touches {
      for other in touch.recognizers
      where !other.deferredStates.isEmpty && !waiting.contains(where: { $0 === other }) {
        waiting.append(other)
      }
    }
    for recognizer in waiting {
      switch recognizer.failureRequirement() {
      case .waiting: continue
      case .otherRecognized: recognizer.state = .failed
      case .met:
        let states = recognizer.deferredStates
        recognizer.deferredStates.removeAll()
        for state in states { recognizer.state = state }
      }
    }
  }

  /// Back to `.possible`, without its touches: "After this method is
  /// called, the gesture recognizer receives no further updates for touches
  /// that have begun but haven't ended."
  func performReset() {
    storedState = .possible
    deferredStates.removeAll()
    for touch in trackedTouches { touch.recognizers.removeAll { $0 === self } }
    trackedTouches.removeAll()
    reset()
  }

  /// Taken off its view or disabled: it hears nothing more and is reset.
  func detach() {
    let touches = trackedTouches
    for touch in touches { touch.recognizers.removeAll { $0 === self } }
    if !touches.isEmpty || storedState != .possible { performReset() }
    resolveWaiting(on: touches)
    // Whether the phases it held go to the view: the `removedRecognizer`
    // switch (E17).
    guard UIKitEmulation.variants.removedRecognizer == .releasesHeldTouches else { return }
    for touch in touches { touch.window?.releaseHeldPhases(of: touch) }
  }

  // MARK: Subclass API

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// "Overridden to reset internal state when a gesture is recognized."
  open func reset() {}
  /// "The default implementation returns true."
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// "The default implementation returns true."
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// "A discrete gesture recognizer that interprets single or multiple taps."
/// It fails when the finger moves more than `maximumMovement`, or when the
/// next tap does not begin within `maximumTapInterval` on the emulation's
/// clock (checked at each run loop pass). UIKit's numbers are not public:
/// the `tapThresholds` switch (E16).
/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  public static var maximumTapInterval: TimeInterval {
    switch UIKitEmulation.variants.tapThresholds {
    case .standard: 0.35
    case .tight: 0.25
    case .loose: 0.6
    }
  }
  public static var maximumMovement: CGFloat {
    switch UIKitEmulation.variants.tapThresholds {
    case .standard: 10
    case .tight: 5
    case .loose: 20
    }
  }
  private var taps = 0
  private var start: CGPoint = .zero
  private var timer: UIKitEmulation.Timer?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    timer?.cancel()
    if let touch = touches.first { start = touch.location(in: nil) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    let p = touch.location(in: nil)
    let limit = Self.maximumMovement
    if abs(p.x - start.x) > limit || abs(p.y - start.y) > limit { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    taps += 1
    if taps >= numberOfTapsRequired {
      state = .ended
      return
    }
    timer = UIKitEmulation.schedule(after: Self.maximumTapInterval) { [weak self] in
      if self?.state == .possible { self?.state = .failed }
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  open override func reset() {
    taps = 0
    timer?.cancel()
    timer = nil
  }
}

extension UIKitEmulation {
  /// Work for the next cycle of the run loop: a touch delivered between two
  /// passes belongs to the pass that follows it (its main-queue blocks run
  /// in that pass), so the work runs at the start of the pass after, once
  /// this cycle's observers are done.
  private static var nextCycle: [@MainActor () -> Void] = []
  private static var dueThisCycle: [@MainActor () -> Void] = []

  /// Runs `work` at the start of the next cycle of the run loop.
  static func performAtNextCycle(_ work: @escaping @MainActor () -> Void) {
    nextCycle.append(work)
  }

  static func startCycle() {
    let due = dueThisCycle
    dueThisCycle.removeAll()
    for work in due { work() }
  }

  static func endCycle() {
    dueThisCycle += nextCycle
    nextCycle.removeAll()
  }

  static func discardCycles() {
    nextCycle.removeAll()
    dueThisCycle.removeAll()
  }
}
