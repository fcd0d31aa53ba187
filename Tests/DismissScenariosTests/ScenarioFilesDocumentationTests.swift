import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// The samples of the DocC article "Scenario files and the dismisskit tool"
/// (Sources/DismissKit/Documentation.docc/ScenarioFiles.md), run as the
/// article says: its scenario passes, `--print` prints the JSON it shows, and
/// the typo it describes gives the error line it shows.
@Suite("ScenarioFiles.md")
struct ScenarioFilesDocumentationTests {
  static let root = Fixtures.repositoryRoot()
  static let article = root + "/Sources/DismissKit/Documentation.docc/ScenarioFiles.md"

  /// The article's fenced code blocks with a given language, in order.
  static func blocks(_ language: String) throws -> [String] {
    Fixtures.fencedBlocks(
      in: try String(contentsOfFile: article, encoding: .utf8), language: language)
  }

  /// Writes `text` as `my-screen.json` in a fresh directory and runs
  /// `dismisskit simulate` on it; file paths in the output are shortened to
  /// the file name, as the article runs it from the file's directory.
  static func simulate(_ text: String, printOutcome: Bool = false) throws -> (
    output: [String], errors: [String], status: Int32
  ) {
    let (directory, path) = try writeTemporaryFile(text, name: "my-screen.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = SimulateCommand.run(files: [path], printOutcome: printOutcome)
    let prefix = directory.path + "/"
    func shorten(_ line: String) -> String {
      line.replacingOccurrences(of: prefix, with: "")
    }
    return (result.output.map(shorten), result.errors.map(shorten), result.status)
  }

  @Test("the article has its scenario, its printed outcome and its output lines")
  func blocksArePresent() throws {
    let json = try Self.blocks("json")
    let text = try Self.blocks("text")
    #expect(json.count == 2)
    #expect(text.count == 2)
  }

  @Test("the scenario passes, with the output the article shows")
  func scenarioPasses() throws {
    let scenario = try Self.blocks("json")[0]
    let run = try Self.simulate(scenario)
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let shown = try Self.blocks("text")[0]
    #expect(run.output.joined(separator: "\n") == shown)
  }

  @Test("--print on the scenario without expect prints the article's JSON")
  func printRecordsTheExpectation() throws {
    var scenario = try ScenarioReader.read(Array(Self.blocks("json")[0].utf8))
    #expect(scenario.expect != nil)
    scenario.expect = nil
    let run = try Self.simulate(ScenarioWriter.write(scenario), printOutcome: true)
    #expect(run.status == 0)
    let shown = try Self.blocks("json")[1]
    #expect(run.output.joined(separator: "\n") == shown)
  }

  @Test("a typo in a parent gives the error line the article shows")
  func invalidFileLine() throws {
    let scenario = try Self.blocks("json")[0]
    let typo = scenario.replacingOccurrences(of: #""parent": "form""#, with: #""parent": "fomr""#)
    #expect(typo != scenario)
    let run = try Self.simulate(typo)
    #expect(run.status == 2)
    let shown = try Self.blocks("text")[1]
    #expect(run.errors == [shown])
  }

  @Test("the article's format names every policy key, the reason, the pointer and cancel")
  func formatNamesTheKeys() throws {
    let text = try String(contentsOfFile: Self.article, encoding: .utf8)
    for key in [
      "tapSlop", "maxTapDuration", "dismissKeyboardOn", "controlsKeyboard",
      "dragDismissesKeyboard", "escapeDismissesKeyboard", "pencilDismissesKeyboard",
      "\"reason\"", "pointer", "\"cancel\"",
    ] {
      #expect(text.contains(key), "the format names \(key)")
    }
  }
}
