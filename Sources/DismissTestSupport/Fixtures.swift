/// Where the repository's fixture folders are, found from a test file's
/// `#filePath`, so tests run from any working directory.
public enum Fixtures {
  /// A small scenario file, a tap on the background while a text field has
  /// focus, without its closing brace, so that a test can add an `expect`
  /// (`opening + #", "expect": {...} }"#`) or just close it (`opening + "}"`).
  public static let backgroundTapScenarioOpening = """
    {
      "name": "a tap on the background resigns",
      "regions": [
        { "id": "form", "kind": "container", "frame": [0, 0, 390, 844] },
        { "id": "email", "kind": "textInput", "frame": [16, 100, 358, 44], "parent": "form" }
      ],
      "initial": { "focus": "email", "open": [] },
      "events": [
        { "t": 0, "touch": 1, "phase": "down", "x": 100, "y": 500 },
        { "t": 0.1, "touch": 1, "phase": "up", "x": 100, "y": 500 }
      ]
    """

  /// ``backgroundTapScenarioOpening`` with an `expect` (JSON text), or none.
  public static func backgroundTapScenario(expect: String?) -> String {
    backgroundTapScenarioOpening + (expect.map { ",\n  \"expect\": " + $0 } ?? "") + "\n}"
  }

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
