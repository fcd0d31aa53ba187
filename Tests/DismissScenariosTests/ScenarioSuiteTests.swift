import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// The conformance suite: every scenario file in `Scenarios/` passes, and
/// every file in `Scenarios/Invalid/` is rejected with the line recorded in
/// its `.error` sidecar. Re-record the sidecars with `DISMISSKIT_RECORD=1
/// swift test --filter ScenarioSuiteTests` and review the diff.
@Suite("Scenario suite")
struct ScenarioSuiteTests {
  static let root = Fixtures.repositoryRoot()
  static let validFiles = jsonFiles(in: root + "/Scenarios")
  static let invalidFiles = jsonFiles(in: root + "/Scenarios/Invalid")

  static func jsonFiles(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test("the suite is large enough")
  func suiteSize() {
    #expect(Self.validFiles.count >= 60)
    #expect(Self.invalidFiles.count >= 20)
  }

  @Test("scenario passes", arguments: validFiles)
  func scenarioPasses(_ name: String) throws {
    let bytes = try readFileBytes(Self.root + "/Scenarios/" + name)
    let scenario = try ScenarioReader.read(bytes)
    let expectation = try #require(scenario.expect, "\(name) has no expectations")
    #expect(
      expectation.effects != nil && expectation.final != nil, "\(name) must check effects and final"
    )
    #expect(scenario.name.hasPrefix("rule "), "\(name): the name says which rule it tests")
    let outcome = try ScenarioRunner.run(scenario)
    let differences = outcome.differences(from: expectation)
    #expect(differences.isEmpty, "\(name):\n\((differences + outcome.log).joined(separator: "\n"))")
  }

  @Test("invalid file is rejected with the recorded line", arguments: invalidFiles)
  func invalidFileRejected(_ name: String) throws {
    let path = Self.root + "/Scenarios/Invalid/" + name
    let errorPath = String(path.dropLast(".json".count)) + ".error"
    let result = SimulateCommand.run(files: [path], printOutcome: false)
    #expect(result.status == 2)
    #expect(result.errors.count == 1)
    let line = try #require(result.errors.first)
    // The file is named as given; the sidecar holds the rest of the line.
    #expect(line.hasPrefix(path + ": "))
    let actual = String(line.dropFirst(path.count + 2))
    if Fixtures.isRecording(environment: ProcessInfo.processInfo.environment) {
      try (actual + "\n").write(toFile: errorPath, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOfFile: errorPath, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(actual == expected)
  }
}
