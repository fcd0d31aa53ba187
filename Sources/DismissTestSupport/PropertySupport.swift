import DismissCore
import Foundation

/// What the adapters' property harnesses (in Emulation/Tests) share: the
/// first broken invariant, seeded draws, the step shrinker and the
/// `FUZZ_STEPS` / `FUZZ_SEED` settings.
public struct PropertyFailure: Error, CustomStringConvertible, Sendable {
  public var step: Int
  public var invariant: String
  public var message: String

  public init(step: Int, invariant: String, message: String) {
    self.step = step
    self.invariant = invariant
    self.message = message
  }

  public var description: String { "[\(invariant)] at step \(step): \(message)" }
}

/// A generated case: a scene and a timeline of steps that the shrinker can cut.
public protocol SteppedCase: CustomStringConvertible {
  associatedtype Step
  var steps: [Step] { get set }
}

/// Seeded draws, and a 390 × 844 screen's points and rectangles on a
/// 5-point grid.
public protocol SeededDraws {
  var rng: SeededRandomNumberGenerator { get set }
}

extension SeededDraws {
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// A point of the screen.
  public mutating func point() -> Point {
    Point(x: Double(int(0...77)) * 5, y: Double(int(0...168)) * 5)
  }

  /// A keyboard policy: mostly tap-to-dismiss, controls keeping the keyboard.
  public mutating func policy() -> DismissPolicy {
    var policy = DismissPolicy()
    policy.dismissKeyboardOn = pick([.tap, .tap, .touchDown, .never])
    policy.controlsKeyboard = chance(0.8) ? .keep : .dismiss
    policy.dragDismissesKeyboard = chance(0.3)
    policy.escapeDismissesKeyboard = chance(0.3)
    policy.pencilDismissesKeyboard = chance(0.3)
    return policy
  }

  /// A rectangle at least `smallest` grid steps wide and high.
  public mutating func rect(smallest: Int = 4) -> Rect {
    let x = Double(int(0...60)) * 5
    let y = Double(int(0...150)) * 5
    return Rect(
      x: x, y: y, width: Double(int(smallest...40)) * 5, height: Double(int(smallest...40)) * 5)
  }
}

public enum PropertySettings {
  /// `FUZZ_STEPS`, else `defaultSteps`.
  public static func steps(default defaultSteps: Int = 100_000) -> Int {
    ProcessInfo.processInfo.environment["FUZZ_STEPS"].flatMap { Int($0) } ?? defaultSteps
  }

  /// The seed to start from: `FUZZ_SEED`, else `defaultSeed`.
  public static func baseSeed(default defaultSeed: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed
  }
}

public enum StepShrinker {
  /// A failing case made as small as possible: steps after the failing one
  /// go, then runs of steps (halves, then smaller) while the same invariant
  /// still breaks. `run` must be deterministic.
  @MainActor
  public static func shrink<Case: SteppedCase>(
    _ testCase: Case, failure: PropertyFailure, run: @MainActor (Case) async throws -> Void
  ) async -> (Case, PropertyFailure) {
    var best = testCase
    var bestFailure = failure
    best.steps = Array(best.steps.prefix(failure.step + 1))
    var chunk = max(1, best.steps.count / 2)
    while chunk >= 1 {
      var start = 0
      var progressed = false
      while start < best.steps.count {
        var candidate = best
        candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
        do {
          try await run(candidate)
          start += chunk
        } catch let f as PropertyFailure where f.invariant == bestFailure.invariant {
          best = candidate
          bestFailure = f
          progressed = true
        } catch {
          start += chunk
        }
      }
      if !progressed { chunk /= 2 }
    }
    return (best, bestFailure)
  }
}
