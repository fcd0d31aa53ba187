import DismissTestSupport
import Foundation
import Testing

/// The repository's one text of the dismissal rules, the DocC article
/// `TheDismissalRules.md`: it has the revision line and every heading that
/// code, scenarios and pages cite, every rule they cite by number exists, no
/// second copy comes back, and no page, script or source points at a
/// specification outside the repository.
@Suite("The rules text")
struct RulesTextTests {
  static let root = Fixtures.repositoryRoot()
  static let article = "Sources/DismissCore/Documentation.docc/TheDismissalRules.md"

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  @Test("the article says its revision")
  func revisionLine() throws {
    let text = try Self.read(Self.article)
    #expect(text.contains("\nRevision 4 (2026-12-01)"))
  }

  @Test("the article has all seven rules, the parts of rule 5 and the terms")
  func rulesTextIsComplete() throws {
    let text = try Self.read(Self.article)
    let headings = [
      "## 1. What is on screen", "## 2. Hit testing", "## 3. Touches",
      "## 4. The keyboard decision", "## 5. When things are dismissed",
      "### Layer triggers", "### The outside-touch pass", "### Swallowed touches",
      "### Nested layers", "### Escape",
      "### Focus outside", "### Keyboard", "## 6. What the host does",
      "## 7. Beyond scenario files",
    ]
    for heading in headings { #expect(text.contains("\n" + heading + "\n"), "\(heading)") }
    let terms = [
      "pencilDismissesKeyboard", "escapeDismissesKeyboard", "dragDismissesKeyboard",
      "controlsKeyboard", "dismissKeyboardOn", "tapSlop", "maxTapDuration", "tapOutside",
      "touchDownOutside", "dragOutside", "focusOutside", "reason", "refuse", "shields nothing",
      "backdrop", "excluded", "swallowsOutsideTouches", "swallowTouch",
    ]
    for term in terms { #expect(text.contains(term), "\(term)") }
    #expect(!text.contains("ignorePencil"))
  }

  /// The numbers `n` of every "rule n" or "rules n" in `text` (one space or
  /// line break between the words; `n` may be followed by punctuation).
  static func citedRules(in text: String) -> [Int] {
    var numbers: [Int] = []
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\n" })
    for (word, next) in zip(words, words.dropFirst()) {
      guard word.hasSuffix("rule") || word.hasSuffix("rules") else { continue }
      let head = word.dropLast(word.hasSuffix("s") ? 5 : 4)
      guard head.allSatisfy({ !$0.isLetter }) else { continue }
      if let number = Int(next.prefix(while: \.isNumber)) { numbers.append(number) }
    }
    return numbers
  }

  @Test("every rule that a file cites by number is in the article")
  func citedRulesExist() throws {
    #expect(
      Self.citedRules(in: "(rule 5's pass, rules 2, a swiftrule 4 and Rule " + String(3 * 3)) == [
        5, 2, 9,
      ])
    let text = try Self.read(Self.article)
    var cited = 0
    for file in Self.repositoryFiles(extensions: [".md", ".swift", ".json"]) {
      for number in Self.citedRules(in: try Self.read(file)) {
        cited += 1
        #expect(text.contains("\n## \(number). "), "\(file) cites rule \(number)")
      }
    }
    #expect(cited > 100, "the scenario files alone cite a rule each")
  }

  @Test("the rules have one copy: no page of the repository links to another")
  func oneCopy() throws {
    let secondCopy = "Docs/" + "Rules.md"
    #expect(!FileManager.default.fileExists(atPath: Self.root + "/" + secondCopy))
    for file in Self.repositoryFiles(extensions: [".md", ".swift", ".sh", ".py"]) {
      #expect(!(try Self.read(file)).contains(secondCopy), "\(file)")
    }
  }

  /// The files of the repository with one of `extensions`, relative to its
  /// root, outside build folders.
  static func repositoryFiles(extensions: [String] = [".md", ".swift", ".sh"]) -> [String] {
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
      if extensions.contains(where: { name.hasSuffix($0) }) {
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
    #expect(files.contains(Self.article))
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
