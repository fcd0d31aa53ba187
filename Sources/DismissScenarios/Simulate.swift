/// The `dismisskit simulate` command, as a function the tests call.
public enum SimulateCommand {
  /// What one run printed and its exit status.
  public struct Result: Sendable {
    /// The lines printed, in order; `isError` lines go to standard error.
    public var lines: [(isError: Bool, text: String)]
    /// The standard-output lines.
    public var output: [String] { lines.filter { !$0.isError }.map(\.text) }
    /// The standard-error lines.
    public var errors: [String] { lines.filter(\.isError).map(\.text) }
    /// 0 when all pass, 1 when any fails, 2 when any file is invalid.
    public var status: Int32
  }

  /// Runs scenario files: one line per file (PASS, FAIL with a diff, or the
  /// one-line error of an invalid file), then `N passed, M failed` (an
  /// invalid file counts as failed). With `printOutcome`, prints what came
  /// out of each file as JSON of the shape of `expect` instead.
  public static func run(files: [String], printOutcome: Bool) -> Result {
    var result = Result(lines: [], status: 0)
    func out(_ line: String) { result.lines.append((false, line)) }
    var passed = 0
    var failed = 0
    var invalid = 0
    for file in files {
      let scenario: Scenario
      let outcome: ScenarioRunner.Outcome
      do {
        let bytes = try readFileBytes(file)
        scenario = try ScenarioReader.read(bytes)
        outcome = try ScenarioRunner.run(scenario)
      } catch let error as ScenarioError {
        result.lines.append((true, error.line(file: file)))
        invalid += 1
        continue
      } catch {
        result.lines.append((true, "\(error)"))
        invalid += 1
        continue
      }
      if printOutcome {
        out(outcome.json.formatted(indent: 2))
        continue
      }
      let name = scenario.name.isEmpty ? file : scenario.name
      guard let expectation = scenario.expect else {
        out("PASS \(file): \(name) (no expectations; what came out:)")
        for line in outcome.json.formatted(indent: 2).split(separator: "\n") { out("  " + line) }
        passed += 1
        continue
      }
      let differences = outcome.differences(from: expectation)
      if differences.isEmpty {
        out("PASS \(file): \(name)")
        passed += 1
      } else {
        out("FAIL \(file): \(name)")
        for line in differences { out("  " + line) }
        out("  events:")
        for line in outcome.log { out("    " + line) }
        failed += 1
      }
    }
    if !printOutcome { out("\(passed) passed, \(failed + invalid) failed") }
    result.status = invalid > 0 ? 2 : failed > 0 ? 1 : 0
    return result
  }
}
