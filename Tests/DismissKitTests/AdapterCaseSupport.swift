import DismissCore
import DismissTestSupport
import Foundation
import Testing

@testable import DismissKit

/// What the two adapter generators share: seeded draws and a 390 × 844
/// screen's points and rectangles on a 5-point grid.
protocol AdapterCaseGenerating {
  var rng: SeededRandomNumberGenerator { get set }
}

extension AdapterCaseGenerating {
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  /// A point of the screen.
  mutating func point() -> Point {
    Point(x: Double(int(0...77)) * 5, y: Double(int(0...168)) * 5)
  }

  /// A rectangle at least `smallest` grid steps wide and high.
  mutating func rect(smallest: Int = 4) -> Rect {
    let x = Double(int(0...60)) * 5
    let y = Double(int(0...150)) * 5
    return Rect(
      x: x, y: y, width: Double(int(smallest...40)) * 5, height: Double(int(smallest...40)) * 5)
  }
}

/// A generated adapter case: a scene and a timeline of steps that the
/// shrinker can cut.
protocol SteppedAdapterCase: CustomStringConvertible {
  associatedtype Step
  var steps: [Step] { get set }
}

extension AdapterCase: SteppedAdapterCase {}
extension SwiftUIAdapterCase: SteppedAdapterCase {}

enum AdapterProperty {
  static let environment = ProcessInfo.processInfo.environment
  /// `FUZZ_STEPS`, 100 000 by default.
  static let steps = environment["FUZZ_STEPS"].flatMap { Int($0) } ?? 100_000

  /// The seed to start from: `FUZZ_SEED`, else `defaultSeed`.
  static func baseSeed(default defaultSeed: UInt64) -> UInt64 {
    environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? defaultSeed
  }

  /// A failing case made as small as the harness can: steps are removed
  /// (halves, then smaller runs) while the same invariant still breaks.
  static func shrink<Case: SteppedAdapterCase>(
    _ testCase: Case, failure: AdapterHarness.Failure,
    run: (Case) throws -> Void
  ) -> (Case, AdapterHarness.Failure) {
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
          try run(candidate)
          start += chunk
        } catch let f as AdapterHarness.Failure where f.invariant == bestFailure.invariant {
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

  /// Runs generated cases from `baseSeed` until `steps` steps ran; on the
  /// first failure, records it with its seed and its shrunk case and stops.
  /// Returns the number of cases, steps and checks.
  @MainActor
  static func run<Case: SteppedAdapterCase>(
    _ name: String, filter: String, baseSeed: UInt64,
    make: (UInt64) -> Case, run: (Case) throws -> Int,
    shrink: (Case, AdapterHarness.Failure) -> (Case, AdapterHarness.Failure)
  ) -> (cases: Int, steps: Int, checks: Int)? {
    var done = 0
    var cases = 0
    var checks = 0
    var seed = baseSeed
    while done < steps {
      let testCase = make(seed)
      do {
        checks += try run(testCase)
      } catch let failure as AdapterHarness.Failure {
        let (small, smallFailure) = shrink(testCase, failure)
        Issue.record(
          """
          \(name) failed for seed \(seed) (rerun: FUZZ_SEED=\(seed) FUZZ_STEPS=1 swift test --filter \(filter))
          \(smallFailure)
          shrunk case:
          \(small)
          """)
        return nil
      } catch {
        Issue.record(error)
        return nil
      }
      done += testCase.steps.count
      cases += 1
      seed &+= 1
    }
    return (cases, done, checks)
  }
}
