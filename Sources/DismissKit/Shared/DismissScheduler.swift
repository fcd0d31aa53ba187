#if canImport(Dispatch)
  import Dispatch
#endif

/// Runs work on a later turn of the main queue: where both adapters carry
/// out the effects of a touch, once UIKit has delivered the touch to its
/// views.
///
/// UIKit hands a touch to the gesture recognizers before the view it hit
/// ("a gesture recognizer receives touch objects ... before the view
/// attached to the gesture recognizer receives them", Apple,
/// *UIGestureRecognizer* `touchesBegan(_:with:)`; "A window delivers touch
/// events to a gesture recognizer before it delivers them to the hit-tested
/// view", *Event Handling Guide for iOS*). Resigning inside the observer's
/// `touchesEnded` therefore lays the screen out again (keyboard-hide
/// handlers that change insets or constraints) before the tapped button or
/// cell sees its own touch-up, and its action does not fire:
/// IQKeyboardManager, which resigns the same way, has this as its issues
/// #338 (fixed by passing the touch through, PR #363), #1021 and #793. The
/// engine's state changes at the event; only the UI work waits.
///
/// ```swift
/// hub.scheduler.schedule { source.dismissLayer(reason: .tapOutside) { _ in } }
/// ```
///
/// Work scheduled earlier runs earlier. The Linux tests use a scheduler
/// that they run by hand (`ManualScheduler` in the tests).
@MainActor
protocol DismissScheduler: AnyObject {
  /// Runs `work` once, later, on the main actor: after everything scheduled
  /// before it, and never before the current call returns.
  func schedule(_ work: @escaping @MainActor () -> Void)
}

/// Runs work at once: for tests of what happens, not when, and for the
/// benchmark.
///
/// ```swift
/// coordinator.scheduler = InlineScheduler()
/// ```
@MainActor
final class InlineScheduler: DismissScheduler {
  nonisolated init() {}

  func schedule(_ work: @escaping @MainActor () -> Void) { work() }
}

#if canImport(Dispatch)
  /// The scheduler of both adapters: the main dispatch queue.
  ///
  /// The main queue is serial and runs its blocks on the main thread
  /// (Apple, *Dispatch*, `DispatchQueue.main`, `dispatch_get_main_queue`),
  /// which is busy delivering the touch (`UIWindow.sendEvent(_:)` to the
  /// recognizers, then to `touch.view` and its `UIControl` actions) while
  /// the observer runs, so a block scheduled there runs after that delivery
  /// returns. Not documented, and unverified here: that UIKit delivers the
  /// view's touch-up in the same `sendEvent(_:)` call (another recognizer
  /// with `delaysTouchesEnded` on can hold it back; then the view still gets
  /// it after the effects).
  @MainActor
  final class MainQueueScheduler: DismissScheduler {
    /// The one main-queue scheduler.
    static let shared = MainQueueScheduler()

    private init() {}

    func schedule(_ work: @escaping @MainActor () -> Void) {
      // Swift type-checks a closure sent to the main queue as isolated to
      // the main actor (the main queue runs on the main thread).
      DispatchQueue.main.async { work() }
    }
  }
#endif
