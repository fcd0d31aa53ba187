import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// `Scenarios/README.md` against the folder it describes, read at run time:
/// the counts it states, its table of invalid files and their error lines
/// (what `dismisskit simulate` prints for each), the files its coverage table
/// names, and its link to the format, which only the DocC article
/// `ScenarioFiles.md` describes. `DISMISSKIT_RECORD=1 swift test --filter
/// ScenariosReadme` rewrites the counts and the error table; review the diff.
@Suite("Scenarios/README.md")
struct ScenariosReadmeTests {
  static let root = Fixtures.repositoryRoot()
  static let readmePath = root + "/Scenarios/README.md"
  static let articlePath = root + "/Sources/DismissKit/Documentation.docc/ScenarioFiles.md"
  static let errorTableHeading = "## Invalid files and their error lines"
  static var isRecording: Bool {
    Fixtures.isRecording(environment: ProcessInfo.processInfo.environment)
  }

  /// The names of the `.json` files directly in a folder, sorted.
  static func jsonFiles(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  static func readme() throws -> String {
    try String(contentsOfFile: readmePath, encoding: .utf8)
  }

  /// The number written just before `phrase` in `text` ("115 valid
  /// scenarios"), and the range of its digits.
  static func statedCount(before phrase: String, in text: String) -> (Int, Range<String.Index>)? {
    guard let phraseRange = text.range(of: " " + phrase) else { return nil }
    var start = phraseRange.lowerBound
    while start > text.startIndex, text[text.index(before: start)].isNumber {
      start = text.index(before: start)
    }
    let digits = start..<phraseRange.lowerBound
    guard let count = Int(text[digits]) else { return nil }
    return (count, digits)
  }

  /// The line `dismisskit simulate` prints for an invalid file, without the
  /// file name it starts with; `nil` when the file is not rejected.
  static func errorLine(forInvalidFile name: String) -> String? {
    let path = root + "/Scenarios/Invalid/" + name
    let result = SimulateCommand.run(files: [path], printOutcome: false)
    guard result.status == 2, result.errors.count == 1, let line = result.errors.first,
      line.hasPrefix(path + ": ")
    else { return nil }
    return String(line.dropFirst(path.count + 2))
  }

  /// The rows of the Markdown table that follows `heading`: the cells of
  /// each row after the header and separator rows, without their
  /// backticks; and the range of the table's lines in `text`.
  static func table(after heading: String, in text: String) -> (
    rows: [[String]], range: Range<String.Index>
  )? {
    guard let headingRange = text.range(of: heading + "\n") else { return nil }
    var rows: [[String]] = []
    var tableStart: String.Index?
    var tableEnd = headingRange.upperBound
    var index = headingRange.upperBound
    while index < text.endIndex {
      let lineEnd = text[index...].firstIndex(of: "\n") ?? text.endIndex
      let line = text[index..<lineEnd]
      if line.hasPrefix("|") {
        if tableStart == nil { tableStart = index }
        tableEnd = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
        rows.append(cells(of: line))
      } else if tableStart != nil || line.hasPrefix("#") {
        break
      }
      index = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
    }
    guard let tableStart, rows.count >= 2 else { return nil }
    return (Array(rows.dropFirst(2)), tableStart..<tableEnd)
  }

  /// The cells of a table row, trimmed, with one pair of enclosing
  /// backticks removed and `\|` read as `|` (the error lines contain no
  /// backticks of their own).
  static func cells(of line: Substring) -> [String] {
    let placeholder = "\u{0}"
    var parts = line.replacingOccurrences(of: "\\|", with: placeholder)
      .split(separator: "|", omittingEmptySubsequences: false)
      .map {
        $0.replacingOccurrences(of: placeholder, with: "|").trimmingCharacters(in: .whitespaces)
      }
    parts.removeFirst()
    if parts.last == "" { parts.removeLast() }
    return parts.map { cell in
      cell.count >= 2 && cell.hasPrefix("`") && cell.hasSuffix("`")
        ? String(cell.dropFirst().dropLast()) : cell
    }
  }

  /// A table cell with `text` in a code span, its `|` escaped.
  static func codeCell(_ text: String) -> String {
    "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
  }

  @Test("the README states how many valid and invalid files there are")
  func counts() throws {
    var text = try Self.readme()
    let valid = Self.jsonFiles(in: Self.root + "/Scenarios").count
    let invalid = Self.jsonFiles(in: Self.root + "/Scenarios/Invalid").count
    #expect(valid > 0 && invalid > 0)
    let statedValid = try #require(Self.statedCount(before: "valid scenarios", in: text))
    let statedInvalid = try #require(
      Self.statedCount(before: "files that the reader must reject", in: text))
    if Self.isRecording {
      // The later number first, so that the earlier range stays valid.
      let edits = [(statedValid.1, valid), (statedInvalid.1, invalid)]
        .sorted { $0.0.lowerBound > $1.0.lowerBound }
      for (range, count) in edits { text.replaceSubrange(range, with: String(count)) }
      try text.write(toFile: Self.readmePath, atomically: true, encoding: .utf8)
      return
    }
    #expect(statedValid.0 == valid, "Scenarios/*.json: README says \(statedValid.0)")
    #expect(
      statedInvalid.0 == invalid, "Scenarios/Invalid/*.json: README says \(statedInvalid.0)")
  }

  @Test("the error table has each invalid file once, with the line the tool prints for it")
  func errorTable() throws {
    var text = try Self.readme()
    let table = try #require(Self.table(after: Self.errorTableHeading, in: text))
    let names = Self.jsonFiles(in: Self.root + "/Scenarios/Invalid")
    var printed: [(name: String, line: String)] = []
    for name in names {
      let line = Self.errorLine(forInvalidFile: name)
      #expect(line != nil, "Invalid/\(name) is not rejected with exactly one line")
      printed.append((String(name.dropLast(".json".count)), line ?? "(not rejected)"))
    }
    if Self.isRecording {
      var lines = ["| file | error line |", "|---|---|"]
      lines += printed.map { "| \(Self.codeCell($0.name)) | \(Self.codeCell($0.line)) |" }
      text.replaceSubrange(table.range, with: lines.joined(separator: "\n") + "\n")
      try text.write(toFile: Self.readmePath, atomically: true, encoding: .utf8)
      return
    }
    let stated = table.rows.filter { $0.count >= 2 }.map { (name: $0[0], line: $0[1]) }
    #expect(stated.count == table.rows.count, "every row has a file and an error line")
    let statedNames = stated.map(\.name)
    let fileNames = printed.map(\.name)
    let missing = fileNames.filter { !statedNames.contains($0) }
    let extra = statedNames.filter { !fileNames.contains($0) }
    #expect(missing.isEmpty, "not in the table: \(missing)")
    #expect(extra.isEmpty, "in the table, but not in Scenarios/Invalid: \(extra)")
    let inOrder = statedNames == fileNames
    #expect(inOrder, "the table lists each file once, in order of name")
    let statedLines = Dictionary(stated.map { ($0.name, $0.line) }, uniquingKeysWith: { a, _ in a })
    for (name, line) in printed {
      #expect(statedLines[name] == line, "Invalid/\(name).json")
    }
  }

  @Test("every file the coverage table names exists")
  func coverageReferences() throws {
    let text = try Self.readme()
    let table = try #require(
      Self.table(after: "## Coverage: rules and policy keys -> files", in: text))
    let files = Set(Self.jsonFiles(in: Self.root + "/Scenarios").map { $0.dropLast(5) })
    var named = 0
    for row in table.rows {
      let cell = try #require(row.last)
      for name in cell.split(separator: ",") {
        let name = name.trimmingCharacters(in: .whitespaces)
          .trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        named += 1
        let exists = files.contains(Substring(name))
        #expect(exists, "coverage table: no Scenarios/\(name).json")
      }
    }
    #expect(named >= table.rows.count)
  }

  @Test("the README links to the format article and repeats no format table")
  func formatLink() throws {
    let text = try Self.readme()
    #expect(text.contains("(../Sources/DismissKit/Documentation.docc/ScenarioFiles.md)"))
    #expect(FileManager.default.fileExists(atPath: Self.articlePath))
    for heading in ["### Policy", "### Regions", "### Events", "### Expect"] {
      #expect(!text.contains("\n" + heading + "\n"), "the README repeats \(heading)")
    }
  }
}
