import DismissScenarios
import Foundation
import Testing

/// `dismisskit simulate`'s output: the per-file lines, the counts on lines
/// of their own, the closing line test runners parse, the exit status and
/// `--print`.
@Suite("dismisskit simulate output")
struct SimulateOutputTests {
  static let passing =
    #"{ "effects": [{"at": 1, "effect": "resignFocus"}], "final": {"focus": null, "open": []} }"#
  static let failing = #"{ "effects": [], "final": {"focus": "email", "open": []} }"#

  @Test("invalid files are counted apart, on a line before the closing line")
  func invalidCountedApart() throws {
    let good = try temporaryFile(backgroundTapScenario(expect: Self.passing), name: "good.json")
    let bad = try temporaryFile(#"{"regions": []"#, name: "bad.json")
    let result = SimulateCommand.run(files: [good.path, bad.path], printOutcome: false)
    #expect(result.status == 2)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.hasPrefix(bad.path + ": ") == true)
    #expect(Array(result.output.suffix(2)) == ["1 invalid", "1 passed, 0 failed"])
  }

  @Test("a file without expect is not checked: counted apart, not as passed; exit 0")
  func notChecked() throws {
    let file = try temporaryFile(backgroundTapScenario(expect: nil))
    let result = SimulateCommand.run(files: [file.path], printOutcome: false)
    #expect(result.status == 0)
    #expect(
      result.output.first
        == "NOT CHECKED \(file.path): a tap on the background resigns (no \"expect\"; what came out:)"
    )
    #expect(result.output.contains("    \"effects\": ["), "indented under its line")
    #expect(Array(result.output.suffix(2)) == ["1 not checked", "0 passed, 0 failed"])
    #expect(!result.output.contains { $0.hasPrefix("PASS") })
  }

  @Test("the closing line keeps exactly its form; status 0, 1, 2")
  func closingLineAndStatus() throws {
    let good = try temporaryFile(backgroundTapScenario(expect: Self.passing))
    let bad = try temporaryFile(backgroundTapScenario(expect: Self.failing))
    let unchecked = try temporaryFile(backgroundTapScenario(expect: nil))
    let invalid = try temporaryFile("[]")
    let pass = SimulateCommand.run(files: [good.path], printOutcome: false)
    #expect(
      pass.output == ["PASS \(good.path): a tap on the background resigns", "1 passed, 0 failed"])
    #expect(pass.status == 0)
    let fail = SimulateCommand.run(files: [good.path, bad.path], printOutcome: false)
    #expect(fail.output.last == "1 passed, 1 failed")
    #expect(fail.status == 1)
    let all = SimulateCommand.run(
      files: [good.path, bad.path, unchecked.path, invalid.path], printOutcome: false)
    #expect(Array(all.output.suffix(3)) == ["1 invalid", "1 not checked", "1 passed, 1 failed"])
    #expect(all.status == 2)
    // The form test runners match, on the last line.
    let last = try #require(all.output.last)
    #expect(last.wholeMatch(of: /(\d+) passed, (\d+) failed/) != nil)
  }

  @Test("--print with several files writes JSON Lines: one object per valid file")
  func printJSONLines() throws {
    let a = try temporaryFile(backgroundTapScenario(expect: Self.passing), name: "a.json")
    let b = try temporaryFile(backgroundTapScenario(expect: nil), name: "b.json")
    let invalid = try temporaryFile("{", name: "c.json")
    let result = SimulateCommand.run(files: [a.path, b.path, invalid.path], printOutcome: true)
    #expect(result.status == 2)
    #expect(result.errors.count == 1)
    #expect(result.output.count == 2)
    for (line, file) in zip(result.output, [a.path, b.path]) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["file"] as? String == file)
      let outcome = try #require(object["outcome"] as? [String: Any])
      #expect((outcome["effects"] as? [Any])?.count == 1)
      #expect(outcome["final"] != nil)
      #expect(!line.contains("\n"))
    }
    // The outcome is the one a single-file --print shows, compact.
    let single = SimulateCommand.run(files: [a.path], printOutcome: true)
    let compact = single.output.joined().filter { !$0.isWhitespace }
    #expect(result.output[0].filter { !$0.isWhitespace }.contains("\"outcome\":" + compact))
  }

  @Test("--print with one file prints the plain outcome, indented")
  func printOne() throws {
    let file = try temporaryFile(backgroundTapScenario(expect: nil))
    let result = SimulateCommand.run(files: [file.path], printOutcome: true)
    #expect(result.status == 0)
    #expect(result.output.count == 1)
    #expect(result.output.first?.hasPrefix("{\n  \"effects\": [") == true)
    #expect(!result.output.joined().contains("\"file\""))
  }

  @Test("arguments: --help, unknown options, no files")
  func arguments() {
    let help = SimulateCommand.run(arguments: ["--help"])
    #expect(help.status == 0)
    #expect(
      help.output.first?.hasPrefix("usage: dismisskit simulate [--print] FILE.json...") == true)
    #expect(help.output.joined().contains("N passed, M failed"))
    #expect(help.output.joined().contains("JSON Lines"))
    let unknown = SimulateCommand.run(arguments: ["--frobnicate", "x.json"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors.first?.hasPrefix("dismisskit simulate: unknown option --frobnicate") == true)
    let none = SimulateCommand.run(arguments: ["--print"])
    #expect(none.status == 2)
    #expect(none.errors.first?.hasPrefix("dismisskit simulate: no scenario files given") == true)
  }

  @Test("a directory given as a scenario file says it is a directory")
  func directory() throws {
    let file = try temporaryFile("{}")
    let result = SimulateCommand.run(files: [file.directory], printOutcome: false)
    #expect(result.status == 2)
    #expect(
      result.errors == [
        "\(file.directory): cannot read: it is a directory, not a file (for the files in it: \(file.directory)/*.json)"
      ])
  }

  @Test("a directory with a trailing slash gets the same hint, without a double slash")
  func directoryWithSlash() throws {
    let file = try temporaryFile("{}")
    let result = SimulateCommand.run(files: [file.directory + "/"], printOutcome: false)
    #expect(
      result.errors.first?.hasSuffix("(for the files in it: \(file.directory)/*.json)") == true)
  }

  @Test("a file that cannot be written says write, and names the missing directory")
  func writeError() {
    #expect {
      try writeFileBytes("/nonexistent-dismisskit/x.svg", [1])
    } throws: { error in
      "\(error)"
        == "/nonexistent-dismisskit/x.svg: cannot write: No such file or directory (there is no directory /nonexistent-dismisskit)"
    }
  }
}
