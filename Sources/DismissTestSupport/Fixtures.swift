/// Where the repository's fixture folders are, found from a test file's
/// `#filePath`, so tests run from any working directory.
public enum Fixtures {
  /// The repository root, from a `#filePath` inside `Tests/<Target>/`.
  public static func repositoryRoot(from filePath: String = #filePath) -> String {
    var components = filePath.split(separator: "/", omittingEmptySubsequences: false)
    // Drop the file name, the test target folder and `Tests`.
    components.removeLast(3)
    return components.joined(separator: "/")
  }

  /// Whether fixtures should be re-recorded instead of checked: the
  /// `DISMISSKIT_RECORD` environment variable is set to `1`.
  public static func isRecording(environment: [String: String]) -> Bool {
    environment["DISMISSKIT_RECORD"] == "1"
  }
}
