import DismissTestSupport
import Foundation
import Testing

/// One part of an adapter's property test: seeded cases until `share` steps
/// ran, their stats summed; a failure is shrunk (``StepShrinker``), traced
/// step by step with `FUZZ_TRACE=1`, and recorded with the command that
/// replays it. Returns the cases and steps run, `nil` after a failure.
@MainActor
func runPropertyPart<Case: SteppedCase, Stats>(
  _ name: String, filter: String, seed start: UInt64, share: Int, stats: inout Stats,
  makeCase: (UInt64) -> Case, run: @MainActor (Case) async throws -> Stats,
  add: (Stats, Stats) -> Stats, traces: @MainActor (Bool) -> Void
) async -> (cases: Int, steps: Int)? {
  var done = 0
  var cases = 0
  var seed = start
  while done < max(1, share) {
    let testCase = makeCase(seed)
    do {
      stats = add(stats, try await run(testCase))
    } catch let failure as PropertyFailure {
      let (small, smallFailure) = await StepShrinker.shrink(testCase, failure: failure) {
        _ = try await run($0)
      }
      if ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil {
        traces(true)
        _ = try? await run(small)
        traces(false)
      }
      Issue.record(
        """
        \(name) failed for seed \(seed) after \(done) steps (rerun: FUZZ_SEED=\(seed) \
        FUZZ_STEPS=1 swift test --package-path Emulation --filter \(filter))
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
  return (cases, done)
}
