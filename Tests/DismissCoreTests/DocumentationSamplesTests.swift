import DismissCore
import DismissTestSupport
import Foundation
import Testing

/// The code samples of the documentation that run on Linux, and a check that
/// every `swift` code block of the documentation is compiled somewhere: here,
/// or in `Examples/DocSamples/` (the UIKit and SwiftUI samples, which the iOS
/// SDK check type-checks; see CONTRIBUTING.md).
@Suite("Documentation samples")
struct DocumentationSamplesTests {
  @Test("DismissCore's landing page: a tap on the background resigns focus")
  func dismissCoreLandingPage() {
    var engine = DismissEngine()
    let email = engine.insert(
      Region(kind: .textInput, frame: Rect(x: 16, y: 100, width: 358, height: 44)))
    engine.setFocus(email)
    engine.touchDown(1, at: Point(x: 200, y: 600), time: 0)
    engine.touchUp(1, at: Point(x: 200, y: 600), time: 0.1)  // [.resignFocus]

    #expect(!engine.isFocused)
    #expect(engine.focusedRegion == nil)
  }

  @Test("Popovers, menus and modals: the trigger toggles, a tap outside closes both")
  func popoversMenusAndModalsEngine() {
    var engine = DismissEngine()
    let more = engine.insert(
      Region(kind: .control, frame: Rect(x: 330, y: 40, width: 44, height: 44)))
    let menu = engine.insert(
      .layer(frame: Rect(x: 200, y: 90, width: 180, height: 200), excluding: [more]))
    let submenu = engine.insert(
      .layer(frame: Rect(x: 20, y: 100, width: 170, height: 100), parent: menu))
    engine.open(menu)

    // A tap on the trigger is inside the menu: nothing is dismissed (the app's
    // button then toggles the menu itself).
    engine.touchDown(1, at: Point(x: 350, y: 60), time: 0)
    let onTrigger = engine.touchUp(1, at: Point(x: 350, y: 60), time: 0.1)  // []

    // With the submenu open too, a tap outside both dismisses the submenu
    // first, then the menu.
    engine.open(submenu)
    engine.touchDown(2, at: Point(x: 100, y: 600), time: 1)
    let outside = engine.touchUp(2, at: Point(x: 100, y: 600), time: 1.1)
    // [.dismissLayer(submenu, reason: .tapOutside), .dismissLayer(menu, reason: .tapOutside)]

    #expect(onTrigger.isEmpty)
    #expect(
      outside == [
        .dismissLayer(submenu, reason: .tapOutside), .dismissLayer(menu, reason: .tapOutside),
      ])
    #expect(engine.state(of: menu) == .dismissing)
    #expect(engine.openLayers.isEmpty)
  }

  // MARK: - Every sample is compiled

  static let root = Fixtures.repositoryRoot()

  /// The pages whose `swift` code blocks must compile.
  static let pages: [String] = {
    var pages = ["README.md"]
    for catalog in [
      "Sources/DismissKit/Documentation.docc", "Sources/DismissCore/Documentation.docc",
    ] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + catalog)) ?? []
      pages += names.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
    }
    return pages
  }()

  /// Where compiled samples live: the UIKit and SwiftUI samples, type-checked
  /// for iOS, and this file, run on Linux.
  static let sampleFiles = [
    "Examples/DocSamples/DocSamples.swift",
    "Tests/DismissCoreTests/DocumentationSamplesTests.swift",
  ]

  @Test("the documentation has the pages and samples this test expects")
  func pagesAreFound() throws {
    #expect(Self.pages.count >= 10)
    let blocks = try Self.pages.flatMap { try Self.swiftBlocks(in: $0) }
    #expect(blocks.count >= 40)
  }

  @Test("every swift code block of the documentation is in a compiled sample", arguments: pages)
  func everyBlockIsCompiled(_ page: String) throws {
    let samples = try Self.sampleFiles.map { try Self.normalizedLines(of: Self.read($0)) }
    for block in try Self.swiftBlocks(in: page) {
      let lines = Self.normalizedLines(of: block)
      let found = samples.contains { Self.contains($0, contiguous: lines) }
      #expect(
        found,
        "\(page): this sample is in none of \(Self.sampleFiles.joined(separator: ", ")):\n\(block)")
    }
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The `swift` fenced code blocks of a Markdown page, except Package.swift
  /// excerpts (they start with `// Package.swift` and need the package's
  /// published URL to build).
  static func swiftBlocks(in page: String) throws -> [String] {
    Fixtures.fencedBlocks(in: try read(page), language: "swift").filter {
      !$0.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("// Package.swift")
    }
  }

  /// Lines without indentation, repeated spaces, blank lines and imports, so
  /// that a sample matches its compiled copy wherever that copy is nested.
  static func normalizedLines(of text: String) -> [String] {
    text.split(separator: "\n").map {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
  }

  static func contains(_ lines: [String], contiguous block: [String]) -> Bool {
    guard !block.isEmpty else { return true }
    guard lines.count >= block.count else { return false }
    for start in 0...(lines.count - block.count)
    where lines[start..<start + block.count].elementsEqual(block) {
      return true
    }
    return false
  }
}
