import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

@Suite("dismisskit simulate")
struct SimulateCommandTests {
  static let root = Fixtures.repositoryRoot()

  func temporaryFile(_ contents: String, name: String = "scenario.json") throws -> String {
    try writeTemporaryFile(contents, name: name).path
  }

  let formScenario = Fixtures.backgroundTapScenarioOpening

  @Test("a passing file prints PASS and the summary; exit 0")
  func passing() throws {
    let path = try temporaryFile(
      formScenario
        + #", "expect": { "effects": [{"at": 1, "effect": "resignFocus"}], "final": {"focus": null, "open": []} } }"#
    )
    let result = SimulateCommand.run(files: [path], printOutcome: false)
    #expect(
      result.output == ["PASS \(path): a tap on the background resigns", "1 passed, 0 failed"])
    #expect(result.status == 0)
  }

  @Test("a failing file prints a diff of effects and final state; exit 1")
  func failing() throws {
    let path = try temporaryFile(
      formScenario + #", "expect": { "effects": [], "final": {"focus": "email", "open": []} } }"#)
    let result = SimulateCommand.run(files: [path], printOutcome: false)
    #expect(result.status == 1)
    #expect(result.output.first == "FAIL \(path): a tap on the background resigns")
    #expect(result.output.contains("    + [1] resignFocus"))
    #expect(result.output.contains("  final.focus: expected \"email\", got null"))
    #expect(result.output.last == "0 passed, 1 failed")
  }

  @Test("--print prints exactly the shape of expect, which reads back as an expectation")
  func printing() throws {
    let path = try temporaryFile(formScenario + "}")
    let result = SimulateCommand.run(files: [path], printOutcome: true)
    #expect(result.status == 0)
    let printed = result.output.joined(separator: "\n")
    #expect(
      printed == """
        {
          "effects": [
            {
              "at": 1,
              "effect": "resignFocus"
            }
          ],
          "final": {
            "focus": null,
            "open": []
          }
        }
        """)
    // Recording: the printed JSON pasted as `expect` passes.
    let recorded = try temporaryFile(formScenario + #", "expect": "# + printed + "}")
    #expect(SimulateCommand.run(files: [recorded], printOutcome: false).status == 0)
  }

  @Test("an invalid file among valid ones: one error line, nothing of it run, exit 2")
  func invalidAmongValid() throws {
    let good = try temporaryFile(formScenario + "}", name: "good.json")
    let bad = try temporaryFile(
      formScenario.replacingOccurrences(of: #""parent": "form""#, with: #""parent": "fomr""#) + "}",
      name: "bad.json")
    let result = SimulateCommand.run(files: [good, bad], printOutcome: false)
    #expect(result.status == 2)
    #expect(result.errors == ["\(bad): regions[1].parent: no region \"fomr\""])
    // The good file has no expect: not checked. The counts go on lines of
    // their own before the closing line.
    #expect(Array(result.output.suffix(3)) == ["1 invalid", "1 not checked", "0 passed, 0 failed"])
  }

  @Test("a missing file is reported, exit 2")
  func missingFile() {
    let result = SimulateCommand.run(files: ["/nonexistent/x.json"], printOutcome: false)
    #expect(result.status == 2)
    #expect(result.errors.first?.hasPrefix("/nonexistent/x.json: cannot read") == true)
  }
}
