import DismissCore
import DismissTestSupport
import Foundation
import Testing

@testable import DismissKit

/// The adapters' platform-neutral path, checked the way the engine is: a
/// seeded generator of fake apps and timelines, the invariants of
/// ``AdapterHarness`` after every step, and a shrunk, replayable case on
/// failure.
///
/// - `FUZZ_STEPS=N` runs N steps instead of the default 100 000 (for
///   example `FUZZ_STEPS=1000000 swift test -c release --filter AdapterPropertyTests`).
/// - `FUZZ_SEED=S` starts from seed S; a failure prints the seed of the
///   failing case, so `FUZZ_SEED=S FUZZ_STEPS=1` reruns exactly that case.
@Suite("Adapter property tests")
@MainActor
struct AdapterPropertyTests {
  static let baseSeed = AdapterProperty.baseSeed(default: 0xADA_0000)

  @Test("no stuck layer, no lost tap, no leak, and the rules' decisions, after any sequence")
  func adapterAgreesWithTheRules() throws {
    let result = AdapterProperty.run(
      "adapter property", filter: "AdapterPropertyTests", baseSeed: Self.baseSeed,
      make: { seed in
        var generator = AdapterCaseGenerator(seed: seed)
        return generator.makeCase(steps: 60)
      },
      run: { try AdapterHarness.run($0) },
      shrink: { AdapterHarness.shrink($0, failure: $1) })
    guard let result else { return }
    print("adapter property: \(result.cases) cases, \(result.steps) steps, \(result.checks) checks")
  }

  @Test("a failing case shrinks to the steps that matter")
  func shrinking() throws {
    // A case whose only failure is planted: the harness is told the layer
    // was vetoed while the app does not veto, so the adapter dismisses a
    // layer the rules (as told) keep.
    var generator = AdapterCaseGenerator(seed: 7)
    var testCase = generator.makeCase(steps: 10)
    testCase.layers = [
      AdapterCase.Layer(
        frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: nil, triggers: .default,
        isModal: false, excluded: nil, dismissal: .removeNow, vetoes: [])
    ]
    testCase.steps = [
      .present(0), .turn, .escape(.key), .turn, .present(0), .turn,
      .down(1, Point(x: 5, y: 5), .finger), .turn, .up(1, Point(x: 5, y: 5)), .turn,
    ]
    #expect(throws: Never.self) { _ = try AdapterHarness.run(testCase) }
    var broken = testCase
    broken.layers[0].vetoes = [.tapOutside]
    let harness = AdapterHarness(broken)
    harness.sources[0].shouldDismiss = { _ in true }  // the app does not veto after all
    var failure: AdapterHarness.Failure?
    do { try harness.runAll() } catch let f as AdapterHarness.Failure { failure = f }
    let found = try #require(failure)
    #expect(found.invariant == "decisions")
    #expect(found.step == 9)
  }
}
