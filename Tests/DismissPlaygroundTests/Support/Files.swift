import DismissTestSupport
import Foundation

/// The names of the `.json` files in a directory, sorted; none when it
/// cannot be read.
func jsonFiles(in directory: String) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted()
}

/// A fresh temporary directory holding one file with `contents`.
func temporaryFile(_ contents: String, name: String = "scenario.json") throws -> (
  directory: String, path: String
) {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("dismisskit-playground-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent(name).path
  try contents.write(toFile: path, atomically: true, encoding: .utf8)
  return (directory.path, path)
}

/// A small scenario: a tap on the background with a field focused; `expect`
/// is added by the caller (or left out).
func backgroundTapScenario(expect: String?) -> String {
  Fixtures.backgroundTapScenario(expect: expect)
}
