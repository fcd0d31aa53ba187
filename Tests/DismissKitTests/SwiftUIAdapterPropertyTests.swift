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
  static let baseSeed = PropertySettings.baseSeed(default: 0x5_0000)

  @Test("no stuck layer, no lost tap, no leak, and the rules' decisions, after any sequence")
  func swiftUIAdapterAgreesWithTheRules() async throws {
    var coverage = SwiftUIAdapterHarness.Coverage()
    var done = 0
    var cases = 0
    var checks = 0
    var seed = Self.baseSeed
    while done < PropertySettings.steps() {
      var generator = SwiftUIAdapterCaseGenerator(seed: seed)
      let testCase = generator.makeCase(steps: 60)
      do {
        checks += try SwiftUIAdapterHarness.run(testCase, coverage: &coverage)
      } catch let failure as PropertyFailure {
        let (small, smallFailure) = await SwiftUIAdapterHarness.shrink(testCase, failure: failure)
        Issue.record(
          """
          SwiftUI adapter property failed for seed \(seed) (rerun: FUZZ_SEED=\(seed) FUZZ_STEPS=1 \
          swift test --filter SwiftUIAdapterPropertyTests)
          \(smallFailure)
          shrunk case:
          \(small)
          """)
        return
      }
      done += testCase.steps.count
      cases += 1
      seed &+= 1
    }
    print("SwiftUI adapter property: \(cases) cases, \(done) steps, \(checks) checks")
    print("  exercised: \(coverage)")
  }
}

extension SwiftUIAdapterCase: SteppedCase {}
