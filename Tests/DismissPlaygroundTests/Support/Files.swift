import Foundation

/// The names of the `.json` files in a directory, sorted; none when it
/// cannot be read.
func jsonFiles(in directory: String) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted()
}
