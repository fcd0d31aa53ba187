/// Where the SwiftUI adapter runs work that must not happen inside the
/// event or view update that caused it.
///
/// - **Effects after the touch.** UIKit hands a touch to the window's
///   gesture recognizers before the view it hit, so a resign or a binding
///   write made inside the recognizer's `touchesEnded` would move or remove
///   the tapped view before its own touch-up (IQKeyboardManager's issues
///   #1021, #338, #793: taps that need a second try). The coordinator
///   decides at the event and carries the effects out on the next turn of
///   the main queue, after UIKit delivered the touch.
/// - **No published change during a view update.** The root's Escape-key
///   state is published to a SwiftUI view; it changes when a layer
///   registers, which happens inside `makeUIView`/`updateUIView`. Publishing
///   there is "Publishing changes from within view updates is not allowed";
///   ``DeferredValue`` publishes on the next turn instead.
///
/// The adapter uses the main queue (`DispatchQueue.main.async`); tests and
/// the benchmark use ``InlineScheduler`` or a manual one.
///
/// ```swift
/// scheduler.schedule { coordinator.applyPendingEffects() }
/// ```
@MainActor
protocol DismissalScheduler: AnyObject, Sendable {
  /// Runs `work` later, on the main actor, in the order scheduled.
  func schedule(_ work: @escaping @MainActor @Sendable () -> Void)
}

/// Runs work at once: for tests of what happens, not when, and for the
/// benchmark.
///
/// ```swift
/// let coordinator = DismissalCoordinator(scheduler: InlineScheduler())
/// ```
@MainActor
final class InlineScheduler: DismissalScheduler {
  nonisolated init() {}

  func schedule(_ work: @escaping @MainActor @Sendable () -> Void) { work() }
}

/// A value whose changes reach their observer later, through a scheduler:
/// the Escape-key button's `isEnabled`, set while SwiftUI updates views
/// and published on the next turn. Several changes in one turn publish
/// once, with the last value; a change back before the turn publishes
/// nothing.
///
/// ```swift
/// let enabled = DeferredValue(false, scheduler: scheduler) { published = $0 }
/// enabled.set(true)   // inside makeUIView: nothing published yet
/// // next turn: published == true
/// ```
@MainActor
final class DeferredValue<Value: Equatable> {
  /// The value observers have been given.
  private(set) var published: Value
  /// The value set last.
  private(set) var value: Value
  private let scheduler: any DismissalScheduler
  private let publish: @MainActor (Value) -> Void
  private var isScheduled = false

  init(
    _ initial: Value, scheduler: any DismissalScheduler,
    publish: @escaping @MainActor (Value) -> Void
  ) {
    published = initial
    value = initial
    self.scheduler = scheduler
    self.publish = publish
  }

  /// Sets the value; observers hear of it on the scheduler's next turn.
  func set(_ newValue: Value) {
    value = newValue
    guard !isScheduled, value != published else { return }
    isScheduled = true
    scheduler.schedule { [weak self] in self?.flush() }
  }

  private func flush() {
    isScheduled = false
    guard value != published else { return }
    published = value
    publish(value)
  }
}
