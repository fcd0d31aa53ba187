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

  /// The fenced code blocks of a Markdown text whose fence names
  /// `language` (```` ```swift ````), in order, with their lines as written.
  /// Fences may be indented (inside a list); white space on a fence line is
  /// ignored.
  public static func fencedBlocks(in text: String, language: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let fence = String(line.filter { $0 != " " && $0 != "\t" })
      if current == nil {
        if fence == "```" + language { current = [] }
      } else if fence == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks
  }

  /// Whether fixtures should be re-recorded instead of checked: the
  /// `DISMISSKIT_RECORD` environment variable is set to `1`.
  public static func isRecording(environment: [String: String]) -> Bool {
    environment["DISMISSKIT_RECORD"] == "1"
  }
}
