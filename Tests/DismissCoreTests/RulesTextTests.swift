import DismissTestSupport
import Foundation
import Testing

/// The repository's own text of the dismissal rules: the Markdown page
/// (`Docs/Rules.md`, readable on a code host) and the DocC article
/// (`TheDismissalRules.md`) carry the same normative text, and no page,
/// script or source of the repository points at a specification outside it.
@Suite("The rules text")
struct RulesTextTests {
  static let root = Fixtures.repositoryRoot()
  static let markdownPage = "Docs/Rules.md"
  static let article = "Sources/DismissCore/Documentation.docc/TheDismissalRules.md"

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The text between the `rules-text-begin` and `rules-text-end` markers.
  static func rulesText(in text: String) -> String? {
    guard let begin = text.range(of: "<!-- rules-text-begin"),
      let end = text.range(of: "<!-- rules-text-end -->", range: begin.upperBound..<text.endIndex)
    else { return nil }
    return String(text[begin.lowerBound..<end.upperBound])
  }

  @Test("Docs/Rules.md and the DocC article have the same rules text")
  func bothPagesAgree() throws {
    let page = try #require(Self.rulesText(in: try Self.read(Self.markdownPage)))
    let article = try #require(Self.rulesText(in: try Self.read(Self.article)))
    #expect(page == article)
  }

  @Test("the rules text has all seven rules and the terms of revision 2")
  func rulesTextIsComplete() throws {
    let text = try #require(Self.rulesText(in: try Self.read(Self.markdownPage)))
    let headings = [
      "## 1. What is on screen", "## 2. Hit testing", "## 3. Touches",
      "## 4. The keyboard decision", "## 5. When things are dismissed",
      "## 6. What the host does", "## 7. Beyond scenario files",
    ]
    for heading in headings { #expect(text.contains(heading + "\n"), "\(heading)") }
    let terms = [
      "pencilDismissesKeyboard", "escapeDismissesKeyboard", "dragDismissesKeyboard",
      "controlsKeyboard", "dismissKeyboardOn", "tapSlop", "maxTapDuration", "tapOutside",
      "touchDownOutside", "dragOutside", "focusOutside", "reason", "refuse", "shields nothing",
      "backdrop", "excluded",
    ]
    for term in terms { #expect(text.contains(term), "\(term)") }
    #expect(!text.contains("ignorePencil"))
  }

  /// The pages, scripts and sources of the repository, relative to its root:
  /// every `.md`, `.swift` and `.sh` file outside build folders.
  static func repositoryFiles() -> [String] {
    let skipped: Set<String> = [".build", ".git", "docs-build", ".swiftpm"]
    var files: [String] = []
    let manager = FileManager.default
    guard let walker = manager.enumerator(atPath: root) else { return [] }
    while let path = walker.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if skipped.contains(name) {
        walker.skipDescendants()
        continue
      }
      if name.hasSuffix(".md") || name.hasSuffix(".swift") || name.hasSuffix(".sh") {
        files.append(path)
      }
    }
    return files.sorted()
  }

  /// The lines of `text` that point at a specification or tools outside the
  /// repository: the shared folder beside it, or a folder named `spec` (a
  /// path inside a URL, as in semver.org's, is not one).
  static func outsideReferences(in text: String) -> [String] {
    let shared = ".." + "/shared"
    let spec = "spec" + "/"
    return text.split(separator: "\n").map(String.init).filter { line in
      if line.contains(shared) { return true }
      var rest = line[...]
      while let range = rest.range(of: spec) {
        let before =
          range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
        if !(before.isLetter || before.isNumber || before == "/" || before == "." || before == "-")
        {
          return true
        }
        rest = line[range.upperBound...]
      }
      return false
    }
  }

  @Test("no file of the repository points at a specification or tools outside it")
  func noOutsideReferences() throws {
    let files = Self.repositoryFiles()
    #expect(files.contains(Self.markdownPage))
    for file in files {
      let text = try Self.read(file)
      let lines = Self.outsideReferences(in: text)
      #expect(lines.isEmpty, "\(file): \(lines)")
    }
  }

  @Test("the reference check finds what it must and leaves URLs alone")
  func referenceCheckFindsReferences() {
    let shared = ".." + "/shared"
    #expect(Self.outsideReferences(in: "see `spec" + "/rules.md`") != [])
    #expect(Self.outsideReferences(in: "run " + shared + "/ios-sdk/check-package") != [])
    #expect(Self.outsideReferences(in: "https://semver.org/" + "spec" + "/v2.0.0.html") == [])
    #expect(Self.outsideReferences(in: "a respec" + "/x") == [])
  }
}
