#if canImport(Dispatch)
  import Dispatch
#endif

/// Runs work on a later main-queue turn: both adapters carry out a touch's
/// effects there, so the tapped view gets its touch-up before the keyboard
/// hides and relayouts the screen (T3, T11, T12). Earlier work runs first.
@MainActor
protocol DismissScheduler: AnyObject {
  /// Runs `work` once on the main actor after earlier work, never before this call returns.
  func schedule(_ work: @escaping @MainActor () -> Void)
  /// Runs `work` once the run loop applied the app's state of this pass (SwiftUI's,
  /// T18): after the main queue and every other before-waiting observer.
  func scheduleAfterUpdates(_ work: @escaping @MainActor () -> Void)
  func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void)
}

extension DismissScheduler {
  /// Fakes: the same turn as `schedule`.
  func scheduleAfterUpdates(_ work: @escaping @MainActor () -> Void) { schedule(work) }
  func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) { schedule(work) }
}

#if canImport(Dispatch)
  /// The adapters' scheduler: the main queue (T11, T12).
  @MainActor
  final class MainQueueScheduler: DismissScheduler {
    static let shared = MainQueueScheduler()

    private init() {}

    func schedule(_ work: @escaping @MainActor () -> Void) {
      // Type-checked as main-actor isolated (T13).
      DispatchQueue.main.async { work() }
    }
    // On UIKit, `scheduleAfterUpdates` and `schedule(after:)` are in the
    // platform's plumbing: this folder builds without UIKit (the benchmark).
  }
#endif
