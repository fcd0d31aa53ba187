import Foundation

/// Writes `contents` as `name` in a fresh temporary directory; returns the
/// directory (for the caller to remove) and the file's path.
func writeTemporaryFile(_ contents: String, name: String) throws -> (directory: URL, path: String) {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("dismisskit-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent(name).path
  try contents.write(toFile: path, atomically: true, encoding: .utf8)
  return (directory, path)
}
