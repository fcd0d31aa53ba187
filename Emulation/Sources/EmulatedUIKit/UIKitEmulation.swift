import Dispatch

/// What the emulation adds to UIKit: the switches for what Apple's
/// documentation leaves open, the clock of touches, one pass of the main run
/// loop, and the driving of touches and keys. Nothing of the adapter reads
/// it; tests do.
@MainActor
public enum UIKitEmulation {
  /// The open questions, one switch each (Docs/DeviceChecks.md names the
  /// rows). Every test that touches one runs under each value.
  public struct Variants: Sendable, CustomStringConvertible {
    /// T12: the window holds a view's touch-up while a recognizer with
    /// `delaysTouchesEnded` is still possible. Whether UIKit looks at the
    /// recognizers' states before or after they see the ended phase is not
    /// documented.
    public enum TouchUpHold: String, Sendable, CaseIterable {
      case decidedBeforeRecognizers, decidedAfterRecognizers
    }
    /// T12: whether a recognizer that was reset (it failed or recognized)
    /// stays among `touch.gestureRecognizers` of a touch it had: "The
    /// gesture recognizers that are receiving the touch object" does not
    /// say.
    public enum ResetRecognizers: String, Sendable, CaseIterable {
      case droppedFromTouch, keptOnTouch
    }
    /// T17: whether a recognizer added to a view during a touch sequence
    /// gets the later phases of that sequence.
    public enum LateRecognizer: String, Sendable, CaseIterable {
      case getsLaterPhases, skipsSequence
    }
    /// T15: when UIKit calls `reset()` after a recognizer ends or fails: "The
    /// runtime calls this method after the gesture-recognizer state has been
    /// set to UIGestureRecognizer.State.ended or ... failed" does not say when.
    public enum ResetTiming: String, Sendable, CaseIterable {
      case endOfSendEvent, nextMainQueueTurn
    }
    /// K6: a presented view controller's `next` is its view's superview
    /// (`UIResponder.next`) or its presenting controller (*Using responders
    /// and the responder chain*): Apple's pages disagree.
    public enum PresentedNext: String, Sendable, CaseIterable {
      case viewSuperview, presentingController
    }
    /// K9: with no first responder, key commands are looked up from the
    /// key window's top presented (or root) view controller, or not at all.
    public enum KeyCommandsWithoutFirstResponder: String, Sendable, CaseIterable {
      case fromTopViewController, notDispatched
    }
    /// K8: of two commands with the same input on one responder, the one
    /// added first or the one added last is found.
    public enum EqualKeyCommands: String, Sendable, CaseIterable {
      case firstAddedWins, lastAddedWins
    }
    /// N6: UIKit's dimming view of a sheet is inside the presentation's
    /// container view, or on the window beneath it.
    public enum DimmingView: String, Sendable, CaseIterable {
      case insideContainer, onWindow
    }
    /// N2: an alert's text fields are in the alert's view, in the view of a
    /// child controller of the alert, or in the view of a controller
    /// outside the alert's `parent` chain.
    public enum AlertTextFields: String, Sendable, CaseIterable {
      case inAlertView, inChildController, inDetachedController
    }
    /// L12: whether an interaction hears `willMove(to: nil)` when its view
    /// is deallocated.
    public enum InteractionsOnDeallocation: String, Sendable, CaseIterable {
      case toldWillMoveToNil, toldNothing
    }
    /// T18: when state changed by a tapped button (SwiftUI's `@FocusState`
    /// after `Button { focus = .next }`) is applied: in the action itself,
    /// on the main queue, or in the run loop's before-waiting observers
    /// (where SwiftUI flushes its transactions, as reported).
    /// `laterPass`: after an asynchronous hop from those observers, so on
    /// the next pass, after every observer of this one.
    public enum StateApplication: String, Sendable, CaseIterable {
      case inAction, mainQueue, beforeWaiting, laterPass
    }
    /// F8: the window of the keyboard (where an input accessory view is
    /// shown) reports the app window's scene, or none.
    public enum KeyboardWindowScene: String, Sendable, CaseIterable {
      case appScene, none
    }

    /// L5: `isBeingDismissed` is true for the whole dismissal (Apple: "in
    /// the process of being dismissed"), or only inside
    /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (Microsoft's
    /// binding documentation).
    public enum BeingDismissed: String, Sendable, CaseIterable {
      case wholeTransition, onlyInDisappearCallbacks
    }

    /// F10: whether a field in the keyboard's window (an input accessory
    /// composer) posts its editing notifications like any other.
    public enum AccessoryNotifications: String, Sendable, CaseIterable {
      case posted, notPosted
    }

    /// N4, L6: a system menu (`UIButton.menu`) is drawn in a container
    /// straight on the window, or through a presented view controller that
    /// is not the app's.
    public enum SystemMenus: String, Sendable, CaseIterable {
      case onWindow, presentedController
    }

    /// K13 (the evidence review's new row): whether the system handles
    /// Escape in an alert itself (as its Cancel) before the app's key
    /// commands ("The system always has the first opportunity to handle
    /// key commands"), or leaves it to the responder chain.
    public enum AlertEscape: String, Sendable, CaseIterable {
      case systemCancelsAlert, leftToResponderChain
    }

    /// S10: what `touch.view` is for a touch on a platform view SwiftUI
    /// shows (a `TextField`'s `UITextField`, a `Toggle`'s `UISwitch`, a
    /// `TextEditor`'s `UITextView`): the
    /// platform view, or the hosting view over it (hit testing of hosting
    /// views changed in iOS 18 and again in iOS 26).
    public enum HostingHitTest: String, Sendable, CaseIterable {
      case platformView, hostingView
    }

    /// K12: SwiftUI's hosting controller overrides `keyCommands`; whether
    /// its override lists the commands added with `addKeyCommand(_:)` (as
    /// `super.keyCommands` would) or hides them is not documented.
    /// `hideAddedInWindow`: a live one (its view in a window) hides them, a
    /// fresh one lists them.
    public enum HostedKeyCommands: String, Sendable, CaseIterable {
      case includeAdded, hideAdded, hideAddedInWindow
    }

    public var touchUpHold = TouchUpHold.decidedBeforeRecognizers
    public var resetRecognizers = ResetRecognizers.droppedFromTouch
    public var lateRecognizer = LateRecognizer.skipsSequence
    public var resetTiming = ResetTiming.endOfSendEvent
    public var presentedNext = PresentedNext.viewSuperview
    public var keyCommandsWithoutFirstResponder = KeyCommandsWithoutFirstResponder
      .fromTopViewController
    public var equalKeyCommands = EqualKeyCommands.firstAddedWins
    public var dimmingView = DimmingView.insideContainer
    public var alertTextFields = AlertTextFields.inAlertView
    public var interactionsOnDeallocation = InteractionsOnDeallocation.toldNothing
    public var stateApplication = StateApplication.inAction
    public var keyboardWindowScene = KeyboardWindowScene.appScene
    public var beingDismissed = BeingDismissed.wholeTransition
    public var accessoryNotifications = AccessoryNotifications.posted
    public var systemMenus = SystemMenus.onWindow
    public var alertEscape = AlertEscape.systemCancelsAlert
    public var hostingHitTest = HostingHitTest.platformView
    public var hostedKeyCommands = HostedKeyCommands.includeAdded

    public init() {}

    public var description: String {
      // Every switch by name and value, so a test's arguments say which
      // reading it ran under (a new switch is listed without an edit here).
      Mirror(reflecting: self).children.map { "\($0.label ?? "?")=\($0.value)" }
        .joined(separator: " ")
    }

    // MARK: Switches added for Apple's text (controls, gestures, keys)

    /// T21: which recognizers of a superview a `UIButton` or `UISwitch`
    /// refuses on its single tap: "A single finger single tap occurs on a
    /// UIButton, UISwitch …" (*Attaching gesture recognizers to UIKit
    /// controls*) does not say whether only tap recognizers or any
    /// recognizer that would begin on that tap.
    public enum ControlRefusal: String, Sendable, CaseIterable {
      case tapRecognizersOnly, anySingleTapRecognizer
    }
    public var controlRefusal = ControlRefusal.tapRecognizersOnly

    // MARK: Switches added for silent readings (delivery, focus, keys)

    /// E4, T12: the window's own recognizers see each phase of a touch
    /// after the other recognizers on it, or before them. Apple gives no
    /// order among one touch's recognizers.
    public enum DeliveryOrder: String, Sendable, CaseIterable {
      case windowLast, windowFirst
    }
    /// K17: an app's controller with shortcuts of its own overrides
    /// `keyCommands` ("Each responder has a keyCommands property that you
    /// can redefine", `UIKeyCommand`) and returns `super.keyCommands` too,
    /// or its own alone (KBKit, AztecEditor), hiding added commands. Read
    /// by the app controllers the tests make.
    public enum KeyCommandsOverride: String, Sendable, CaseIterable {
      case callsSuper, withoutSuper
    }
    /// E33: `keyboardWillShow` once per editing session, or again when
    /// focus moves between inputs. Not documented; reports differ by iOS
    /// version and accessory view (openradar 34432484,
    /// https://github.com/lionheart/openradar-mirror/issues/18382).
    public enum KeyboardNotifications: String, Sendable, CaseIterable {
      case oncePerSession, reshownOnHandOver
    }

    public var deliveryOrder = DeliveryOrder.windowLast
    public var keyCommandsOverride = KeyCommandsOverride.callsSuper
    public var keyboardNotifications = KeyboardNotifications.oncePerSession

    // MARK: Switches added for silent readings (controls, ownership, timing)

    /// E19: a disabled control "ignores touch events" (`UIControl.isEnabled`
    /// says no more): it is hit and does nothing (its touches go up the
    /// responder chain), or it is passed over like a view with
    /// `isUserInteractionEnabled` off.
    public enum DisabledControls: String, Sendable, CaseIterable {
      case hitAndIgnored, passThrough
    }
    public var disabledControls = DisabledControls.passThrough

    /// E55, N8: a runtime subclass of a system controller (made by KVO or
    /// isa-swizzling) answers `Bundle(for:)` with its framework's bundle,
    /// or with the main bundle ("the main bundle object if aClass ... is
    /// not defined in a framework", `Bundle.init(for:)`).
    public enum RuntimeSubclasses: String, Sendable, CaseIterable {
      case frameworkBundle, mainBundle
    }
    public var runtimeSubclasses = RuntimeSubclasses.mainBundle

    /// E16: UIKit's tap thresholds are not public. A tap fails after this
    /// much movement, a multi-tap this long after a tap: 10 pt and 0.35 s,
    /// 5 pt and 0.25 s, or 20 pt and 0.6 s (past the T12 wait of 0.5 s).
    public enum TapThresholds: String, Sendable, CaseIterable {
      case standard, tight, loose
    }
    public var tapThresholds = TapThresholds.standard

    /// E17: a recognizer removed or disabled mid-touch lets the view have
    /// the phases it held, or they are lost ("Detaches a gesture
    /// recognizer from the receiving view" says no more).
    public enum RemovedRecognizer: String, Sendable, CaseIterable {
      case releasesHeldTouches, dropsHeldTouches
    }
    public var removedRecognizer = RemovedRecognizer.releasesHeldTouches

    /// E26: removing a view resigns the first responder inside it (practice;
    /// no Apple sentence), or leaves it first responder off the window.
    public enum ViewRemoval: String, Sendable, CaseIterable {
      case resignsFirstResponder, keepsFirstResponder
    }
    public var viewRemoval = ViewRemoval.resignsFirstResponder

    /// E49: an animated transition ends in the 2nd or the 6th run loop pass
    /// (real ones run on wall-clock time).
    public enum TransitionLength: String, Sendable, CaseIterable {
      case twoPasses, manyPasses
    }
    public var transitionLength = TransitionLength.twoPasses

    /// E52: an alert action's handler runs as the alert's dismissal starts,
    /// or once it completed (undocumented).
    public enum AlertHandler: String, Sendable, CaseIterable {
      case atOnce, afterDismissal
    }
    public var alertHandler = AlertHandler.atOnce

    /// E58: before-waiting observers of equal order run in the order added,
    /// or the reverse (`CFRunLoopObserverGetOrder` orders only unequal ones).
    public enum EqualObserverOrder: String, Sendable, CaseIterable {
      case orderAdded, reversed
    }
    public var equalObserverOrder = EqualObserverOrder.orderAdded

    // MARK: Switches added for behaviours not modelled before (alerts, contexts, popovers)

    /// F12: an alert without text fields leaves the app's field
    /// focused, resigns it and gives it back when it goes, or resigns it for
    /// good. Reported practice (the keyboard goes down and up around an
    /// alert); Apple's pages say nothing.
    public enum AlertFocus: String, Sendable, CaseIterable {
      case notTaken, takenAndRestored, takenNotRestored
    }
    public var alertFocus = AlertFocus.notTaken

    /// L4: a tap outside a popover is seen by UIKit's own dismissal
    /// ("taps outside the popover cause the popover to be dismissed") and
    /// by the window's recognizers; which reacts first is not documented.
    /// `uikitFirst`: in the tap's delivery; `dismissKitFirst`: on the main
    /// queue, after what recognizers queued during the tap (DismissKit's
    /// effects among them).
    public enum PopoverOutsideTap: String, Sendable, CaseIterable {
      case dismissKitFirst, uikitFirst
    }
    public var popoverOutsideTap = PopoverOutsideTap.dismissKitFirst
  }

  /// The switches in force.
  public static var variants = Variants()

  /// The clock of touches and events (`UITouch.timestamp`), in seconds.
  public private(set) static var now: TimeInterval = 1_000

  /// Moves the clock on (a long press, a slow tap).
  public static func advanceClock(by seconds: TimeInterval) { now += seconds }

  /// Starts a test: the given switches, the clock at its origin, no key
  /// window, no pending observers.
  public static func begin(_ variants: Variants = Variants()) {
    self.variants = variants
    now = 1_000
    UIWindow.keyWindowStorage = nil
    beforeWaiting.removeAll()
    timers.removeAll()
    openMenus.removeAll()
    isKeyboardVisible = false
    keyboardDrops = 0
    keyboardHandOver = 0
    voiceOverFocus = nil
    accessibilityPosts.removeAll()
    accessibilityFrames.removeAll()
    UIPresentationTransition.running.removeAll()
    discardCycles()
    UIApplication.shared.delegate = nil
  }

  // MARK: - The keyboard

  /// Whether the keyboard is up.
  public private(set) static var isKeyboardVisible = false
  /// Inside `becomeFirstResponder()`, while the old responder resigns.
  static var keyboardHandOver = 0

  /// Times the keyboard went down: a text input resigned with no other
  /// taking over. What tests ask of "no drop and rise", whichever
  /// notifications UIKit posts (the `keyboardNotifications` switch, E33).
  public private(set) static var keyboardDrops = 0

  static func textInputDidBecomeFirstResponder() {
    let reshown = variants.keyboardNotifications == .reshownOnHandOver
    guard !isKeyboardVisible || reshown else { return }
    isKeyboardVisible = true
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  static func textInputDidResign() {
    if keyboardHandOver == 0 { keyboardMayHide() }
  }

  static func keyboardMayHide() {
    guard isKeyboardVisible else { return }
    isKeyboardVisible = false
    keyboardDrops += 1
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  // MARK: - Timers

  /// A timer on the emulation's clock, fired by the run loop pass in which
  /// the clock has reached its date.
  @MainActor
  public final class Timer {
    let date: TimeInterval
    let work: @MainActor () -> Void
    var isCancelled = false
    init(date: TimeInterval, work: @escaping @MainActor () -> Void) {
      self.date = date
      self.work = work
    }
    public func cancel() { isCancelled = true }
  }

  private static var timers: [Timer] = []

  /// Fires `work` in the first run loop pass once the clock has moved on by
  /// `seconds`.
  @discardableResult
  public static func schedule(after seconds: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> Timer
  {
    let timer = Timer(date: now + seconds, work: work)
    timers.append(timer)
    return timer
  }

  // MARK: - The main run loop

  private static var beforeWaiting: [(order: Int, work: @MainActor () -> Void)] = []

  /// Runs `work` once, in the before-waiting observers of the next run loop
  /// pass (where Core Animation commits and SwiftUI is reported to flush
  /// its transactions), by `order` as a `CFRunLoopObserver`'s: "When
  /// multiple observers are scheduled in the same run loop mode and stage,
  /// this value determines the order (from small to large) in which the
  /// observers are called." Equal orders: the `equalObserverOrder` switch
  /// (E58).
  /// https://developer.apple.com/documentation/corefoundation/cfrunloopobservergetorder(_:)
  public static func performBeforeWaiting(
    order: Int = 0, _ work: @escaping @MainActor () -> Void
  ) {
    let reversed = variants.equalObserverOrder == .reversed
    let index =
      beforeWaiting.firstIndex { reversed ? $0.order >= order : $0.order > order }
      ?? beforeWaiting.endIndex
    beforeWaiting.insert((order, work), at: index)
  }

  /// One pass of the main run loop: the main-queue blocks queued before the
  /// pass began (the queue is serial, first in first out: "Blocks submitted
  /// to a serial queue are executed one at a time in FIFO order", Apple,
  /// https://developer.apple.com/documentation/dispatch/dispatchqueue), then
  /// (timers whose date has come first), then
  /// the observers that run before the loop waits ("kCFRunLoopBeforeWaiting:
  /// Inside the event processing loop before the run loop sleeps",
  /// https://developer.apple.com/documentation/corefoundation/cfrunloopactivity);
  /// running animations end there (their transitions complete).
  public static func runLoopPass() async {
    beginPass()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    endPass()
  }

  /// The same pass, for a caller that runs the main queue's blocks itself
  /// (`drainMainQueue`): a benchmark under valgrind, which does not survive
  /// `dispatchMain()`.
  public static func runLoopPass(drainingMainQueue drainMainQueue: () -> Void) {
    beginPass()
    drainMainQueue()
    endPass()
  }

  private static func beginPass() {
    startCycle()
    let due = timers.filter { !$0.isCancelled && $0.date <= now }
    timers.removeAll { $0.isCancelled || $0.date <= now }
    for timer in due { timer.work() }
  }

  private static func endPass() {
    let observers = beforeWaiting
    beforeWaiting.removeAll()
    for observer in observers { observer.work() }
    UIPresentationTransition.finishRunning()
    endCycle()
  }

  /// Several passes: enough for effects, transitions and their completions.
  public static func settle(passes: Int = 4) async {
    for _ in 0..<passes { await runLoopPass() }
  }

  /// Applies a state change made by a tapped control (a SwiftUI button's
  /// action) when the `stateApplication` switch says.
  public static func applyState(_ work: @escaping @MainActor () -> Void) {
    switch variants.stateApplication {
    case .inAction: work()
    case .mainQueue: DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    case .beforeWaiting: performBeforeWaiting(work)
    case .laterPass:
      performBeforeWaiting { DispatchQueue.main.async { MainActor.assumeIsolated { work() } } }
    }
  }
}
