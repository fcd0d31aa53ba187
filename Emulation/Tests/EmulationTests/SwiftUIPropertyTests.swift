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
      var stats = SwiftUIPropertyHarness.Stats()
      guard
        let run = await runPropertyPart(
          "SwiftUI adapter property", filter: "SwiftUIPropertyTests",
          seed: Self.baseSeed &+ UInt64(part) &* 1_000_003,
          share: Self.steps / 2, stats: &stats,
          makeCase: { seed in
            var generator = SwiftUIPropertyCaseGenerator(seed: seed)
            return generator.makeCase(steps: 80)
          }, run: { try await SwiftUIPropertyHarness.run($0) }, add: +,
          traces: { SwiftUIPropertyHarness.traces = $0 })
      else { return }
      print(
        "SwiftUI adapter property, part \(part): \(run.cases) cases, \(run.steps) steps, \(stats.checks) checks, "
          + "\(stats.dismissals) dismissals (\(stats.escapeDismissals) by escape), "
          + "\(stats.vetoes) vetoes, \(stats.refusedWrites) refused writes, "
          + "\(stats.lateUpdates) late updates, \(stats.focusChanges) fields focused, "
          + "\(stats.resigns) resigned in a pass, \(stats.refusedResigns) resigns kept back by "
          + "refusals, \(stats.skippedTouches) touches not made")
    }
  }
}
