/// The `dismisskit simulate` command, as a function the tests call.
public enum SimulateCommand {
  /// `dismisskit simulate --help`.
  public static let usage = """
    usage: dismisskit simulate [--print] FILE.json...
      Runs DismissKit scenario files through the engine and checks each
      against its "expect". One line per file:
        PASS FILE: NAME          what came out is what "expect" says
        FAIL FILE: NAME          followed by the differences and the event log
        NOT CHECKED FILE: NAME   the file has no "expect"; what came out follows
      and, on standard error, the one-line error of each invalid file
      (FILE: JSON.PATH: problem), none of which is run. Then, on lines of
      their own, "N invalid" and "N not checked" when there are any, and last
      always "N passed, M failed", in exactly that form.
      Exit status: 0 when no file failed and none was invalid (files not
      checked do not count); 1 when a file failed; 2 when a file was invalid,
      or for bad arguments.
      --print  print what came out of each file, in the shape of "expect", to
               record expectations (paste it into the file as "expect"). With
               one file: that JSON object, indented. With several: JSON Lines,
               one compact object per valid file, in the order given:
                 {"file":"a.json","outcome":{"effects":[...],"final":{...}}}
               Invalid files print their error line on standard error instead.
    """

  /// What one run printed and its exit status.
  public struct Result: Sendable {
    /// The lines printed, in order; `isError` lines go to standard error.
    public var lines: [(isError: Bool, text: String)]
    /// The standard-output lines.
    public var output: [String] { lines.filter { !$0.isError }.map(\.text) }
    /// The standard-error lines.
    public var errors: [String] { lines.filter(\.isError).map(\.text) }
    /// 0 when none failed and none was invalid, 1 when any failed, 2 when
    /// any file is invalid (or the arguments are wrong).
    public var status: Int32
  }

  /// Runs the command from its arguments (after `simulate`): `--help`,
  /// `--print`, and the files.
  public static func run(arguments: [String]) -> Result {
    var printOutcome = false
    var files: [String] = []
    func usageError(_ message: String) -> Result {
      Result(
        lines: [(true, "dismisskit simulate: \(message) (see dismisskit simulate --help)")],
        status: 2)
    }
    for argument in arguments {
      switch argument {
      case "--print":
        printOutcome = true
      case "--help", "-h":
        return Result(lines: [(false, usage)], status: 0)
      case _ where argument.hasPrefix("-"):
        return usageError("unknown option \(argument)")
      default:
        files.append(argument)
      }
    }
    guard !files.isEmpty else { return usageError("no scenario files given") }
    return run(files: files, printOutcome: printOutcome)
  }

  /// Runs scenario files: one line per file (PASS, FAIL with a diff, NOT
  /// CHECKED for a file without `expect`, or the one-line error of an
  /// invalid file), then `N invalid` and `N not checked` when there are any,
  /// then `N passed, M failed`. With `printOutcome`, prints what came out of
  /// each file as JSON of the shape of `expect` instead: the object itself
  /// for one file, JSON Lines of `{"file": ..., "outcome": ...}` for several.
  public static func run(files: [String], printOutcome: Bool) -> Result {
    var result = Result(lines: [], status: 0)
    func out(_ line: String) { result.lines.append((false, line)) }
    var passed = 0
    var failed = 0
    var invalid = 0
    var unchecked = 0
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
        if files.count == 1 {
          out(outcome.json.formatted(indent: 2))
        } else {
          out(JSONValue.object([("file", .string(file)), ("outcome", outcome.json)]).description)
        }
        continue
      }
      let name = scenario.name.isEmpty ? file : scenario.name
      guard let expectation = scenario.expect else {
        out("NOT CHECKED \(file): \(name) (no \"expect\"; what came out:)")
        for line in outcome.json.formatted(indent: 2).split(separator: "\n") { out("  " + line) }
        unchecked += 1
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
    if !printOutcome {
      // Test runners read the last line; the other counts go before it.
      if invalid > 0 { out("\(invalid) invalid") }
      if unchecked > 0 { out("\(unchecked) not checked") }
      out("\(passed) passed, \(failed) failed")
    }
    result.status = invalid > 0 ? 2 : failed > 0 ? 1 : 0
    return result
  }
}
