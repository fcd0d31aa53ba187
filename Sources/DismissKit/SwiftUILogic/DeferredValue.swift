/// A value published on the scheduler's next turn: the Escape-key button's
/// `isEnabled` changes during view updates, where publishing is not allowed
/// (S18). Several changes in a turn publish once, the last value.
@MainActor
final class DeferredValue<Value: Equatable> {
  private(set) var published: Value
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
