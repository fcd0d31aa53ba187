import DismissCore
import DismissTestSupport
import Foundation
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// The SwiftUI adapter checked the way the engine is, on the emulated
  /// UIKit: seeded screens and timelines (``SwiftUIPropertyCaseGenerator``),
  /// the invariants of ``SwiftUIPropertyHarness`` after every step, and a
  /// shrunk, replayable case on failure. Each seed draws its switches.
  ///
  /// `FUZZ_STEPS=N` runs N steps in all (default 60 000); `FUZZ_SEED=S`
  /// starts from seed S (`FUZZ_SEED=S FUZZ_STEPS=1` reruns a failing case).
  @Suite("SwiftUI adapter property tests") @MainActor struct SwiftUIPropertyTests {
    static let steps = PropertySettings.steps(default: 60_000)
    static let baseSeed = PropertySettings.baseSeed(default: 0x5_0000)

    @Test(
      "the rules' decisions, refusals and vetoes, no stuck layer, no lost focus, no leak",
      arguments: 0..<2)
    func adapterAgreesWithTheRules(part: Int) async {
      var done = 0
      var cases = 0
      var stats = SwiftUIPropertyHarness.Stats()
      var seed = Self.baseSeed &+ UInt64(part) &* 1_000_003
      while done < max(1, Self.steps / 2) {
        var generator = SwiftUIPropertyCaseGenerator(seed: seed)
        let testCase = generator.makeCase(steps: 80)
        do {
          stats = stats + (try await SwiftUIPropertyHarness.run(testCase))
        } catch let failure as PropertyFailure {
          let (small, smallFailure) = await StepShrinker.shrink(testCase, failure: failure) {
            _ = try await SwiftUIPropertyHarness.run($0)
          }
          if ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil {
            SwiftUIPropertyHarness.traces = true
            _ = try? await SwiftUIPropertyHarness.run(small)
            SwiftUIPropertyHarness.traces = false
          }
          Issue.record(
            """
            SwiftUI adapter property failed for seed \(seed) (rerun: FUZZ_SEED=\(seed) \
            FUZZ_STEPS=1 swift test --package-path Emulation --filter SwiftUIPropertyTests)
            \(smallFailure)
            shrunk case:
            \(small)
            """)
          return
        } catch {
          Issue.record(error)
          return
        }
        done += testCase.steps.count
        cases += 1
        seed &+= 1
      }
      print(
        "SwiftUI adapter property, part \(part): \(cases) cases, \(done) steps, \(stats.checks) checks, "
          + "\(stats.dismissals) dismissals (\(stats.escapeDismissals) by escape), "
          + "\(stats.vetoes) vetoes, \(stats.refusedWrites) refused writes, "
          + "\(stats.lateUpdates) late updates, \(stats.focusChanges) fields focused, "
          + "\(stats.resigns) resigned in a pass, \(stats.refusedResigns) resigns kept back by "
          + "refusals, \(stats.skippedTouches) touches not made")
    }
  }
}
