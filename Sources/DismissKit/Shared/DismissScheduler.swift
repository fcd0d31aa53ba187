#if canImport(Dispatch)
  import Dispatch
#endif

/// Runs work on a later main-queue turn: both adapters carry out a touch's
/// effects there, so the tapped view gets its touch-up before the keyboard
/// hides and relayouts the screen (T3, T11, T12). Earlier work runs first.
@MainActor
protocol DismissScheduler: AnyObject {
  /// Runs `work` once on the main actor, after earlier work and never before
  /// the current call returns.
  func schedule(_ work: @escaping @MainActor () -> Void)
}

/// Runs work at once: for tests of what happens, not when, and the benchmark.
@MainActor
final class InlineScheduler: DismissScheduler {
  nonisolated init() {}

  func schedule(_ work: @escaping @MainActor () -> Void) { work() }
}

#if canImport(Dispatch)
  /// The adapters' scheduler: the main queue, which runs after UIKit's
  /// delivery of the current touch returns (T11, T12).
  @MainActor
  final class MainQueueScheduler: DismissScheduler {
    static let shared = MainQueueScheduler()

    private init() {}

    func schedule(_ work: @escaping @MainActor () -> Void) {
      // Type-checked as main-actor isolated (T13).
      DispatchQueue.main.async { work() }
    }
  }
#endif
