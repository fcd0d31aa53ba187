import DismissCore
import DismissTestSupport
import Foundation
import Testing

@testable import DismissKit

/// The SwiftUI adapter's platform-neutral path, checked the way the engine
/// is: a seeded generator of fake SwiftUI apps and timelines, the
/// invariants of ``SwiftUIAdapterHarness`` after every step, and a shrunk,
/// replayable case on failure.
///
/// - `FUZZ_STEPS=N` runs N steps instead of the default 100 000 (for
///   example `FUZZ_STEPS=1000000 swift test -c release --filter SwiftUIAdapterPropertyTests`).
/// - `FUZZ_SEED=S` starts from seed S; a failure prints the seed of the
///   failing case, so `FUZZ_SEED=S FUZZ_STEPS=1` reruns exactly that case.
@Suite("SwiftUI adapter property tests")
@MainActor
struct SwiftUIAdapterPropertyTests {
  static let baseSeed = AdapterProperty.baseSeed(default: 0x5_0000)

  @Test("no stuck layer, no lost tap, no leak, and the rules' decisions, after any sequence")
  func swiftUIAdapterAgreesWithTheRules() throws {
    var coverage = SwiftUIAdapterHarness.Coverage()
    let result = AdapterProperty.run(
      "SwiftUI adapter property", filter: "SwiftUIAdapterPropertyTests", baseSeed: Self.baseSeed,
      make: { seed in
        var generator = SwiftUIAdapterCaseGenerator(seed: seed)
        return generator.makeCase(steps: 60)
      },
      run: { try SwiftUIAdapterHarness.run($0, coverage: &coverage) },
      shrink: { SwiftUIAdapterHarness.shrink($0, failure: $1) })
    guard let result else { return }
    print(
      "SwiftUI adapter property: \(result.cases) cases, \(result.steps) steps, \(result.checks) checks"
    )
    print("  exercised: \(coverage)")
  }
}
