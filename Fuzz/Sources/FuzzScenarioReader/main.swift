import CFuzzerDriver
import DismissCore
import FuzzScenarios

#if canImport(Glibc)
  import Glibc
#endif

// libFuzzer entry point: bytes -> scenario reader. Built with
// `-sanitize=fuzzer,address -parse-as-library` (libFuzzer has the `main`).
//
// Every input must be read without trapping: rejected with one line, or
// accepted. An accepted scenario (within a size cap, since run time grows
// with regions x events) must write and read back as the same scenario, and
// run twice with the same outcome, whose effects name real events.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let scenario: Scenario
  do {
    scenario = try ScenarioReader.read(bytes)
  } catch {
    guard let error = error as? ScenarioError else { fatalError("not a ScenarioError: \(error)") }
    check(!error.message.isEmpty, "empty message")
    check(!error.description.utf8.contains(10), "a multi-line error: \(error)")
    return 0
  }
  // The writer and the reader agree.
  let text = ScenarioWriter.write(scenario)
  let again: Scenario
  do {
    again = try ScenarioReader.read(Array(text.utf8))
  } catch {
    // Integer touch ids beyond 2^53 cannot be written (documented); the
    // reader never produces them.
    fatalError("the written scenario does not read back: \(error)\n\(text)")
  }
  check(again == scenario, "round trip changed the scenario:\n\(text)")
  check(ScenarioWriter.write(again) == text, "writing is not stable")
  // Run it (capped: the cost is about regions x events, plus the reader's
  // and runner's quadratic handling of deep parent chains).
  guard scenario.regions.count <= 200, scenario.events.count <= 1_000 else { return 0 }
  let first = runOutcome(scenario)
  let second = runOutcome(scenario)
  check(first == second, "two runs differ")
  if case .success(let outcome) = first {
    var last = 0
    for effect in outcome.effects {
      check(effect.at >= last && effect.at < scenario.events.count, "effect at a bad index")
      last = effect.at
    }
    _ = outcome.differences(from: scenario.expect ?? Scenario.Expectation())
  }
  return 0
}

// SwiftPM renames this module's `main`; run libFuzzer's driver from it.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { data, size in fuzzScenarioReader(data!, size) })

/// `precondition` that prints its message in release builds too (an -O
/// `precondition` traps silently).
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// A run's outcome, or the error that stopped it.
func runOutcome(_ scenario: Scenario) -> Result<ScenarioRunner.Outcome, ScenarioError> {
  do {
    return .success(try ScenarioRunner.run(scenario))
  } catch {
    return .failure(error as? ScenarioError ?? ScenarioError(path: .root, message: "\(error)"))
  }
}
