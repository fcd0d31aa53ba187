/// A value whose changes reach their observer later, through a scheduler:
/// the Escape-key button's `isEnabled`, set while SwiftUI updates views
/// (a layer registers in `makeUIView`), where publishing an
/// `ObservableObject` change is not allowed ("Publishing changes from within
/// view updates is not allowed, this will cause undefined behavior", the
/// runtime warning SwiftUI prints), and published on the next main-queue
/// turn. Several changes in one turn publish once, with the last value; a
/// change back before the turn publishes nothing.
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
  private let scheduler: any DismissScheduler
  private let publish: @MainActor (Value) -> Void
  private var isScheduled = false

  init(
    _ initial: Value, scheduler: any DismissScheduler,
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
