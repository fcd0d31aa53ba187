import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// Sentences of the README, the demo's README and the UIKit quick start that
/// state what the engine does or what the benchmark measured.
@Suite("Documentation claims")
struct DocumentationClaimsTests {
  static let root = Fixtures.repositoryRoot()

  func text(_ path: String) throws -> String {
    try String(contentsOfFile: Self.root + "/" + path, encoding: .utf8)
  }

  func outcome(_ json: String) throws -> ScenarioRunner.Outcome {
    try ScenarioRunner.run(ScenarioReader.read(Array(json.utf8)))
  }

  @Test("the README's idle-touch cost is the range of its table's idle column")
  func idleCost() throws {
    let readme = try text("README.md")
    // Every "nanoseconds" of the README is the idle range, "N to M nanoseconds".
    let claims = readme.matches(of: /(\d+)\s+to\s+(\d+)\s+nanoseconds/)
    #expect(claims.count == readme.matches(of: /nanosecond/).count)
    let claim = try #require(claims.first)
    let low = try #require(Double(claim.1))
    let high = try #require(Double(claim.2))
    let section = try #require(
      readme.firstMatch(of: /benchmark-table:start -->([\s\S]*)<!-- benchmark-table:end/))
    let table = section.1.split(separator: "\n").filter { $0.hasPrefix("| ") }
    let header = try #require(table.first).split(separator: "|").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let idle = try #require(header.firstIndex(of: "idle"))
    let medians = table.dropFirst().compactMap { row in
      Double(row.split(separator: "|")[idle].split(separator: "(")[0].filter { $0 != " " })
    }
    #expect(medians.count >= 3, "the benchmark table's rows")
    for median in medians {
      #expect(low <= median && median <= high, "idle \(median) ns is outside \(low)...\(high)")
    }
  }

  @Test("the demo's README: one tap outside a menu and its submenu closes both")
  func submenuTap() throws {
    let effects = try outcome(
      """
      { "name": "menu and submenu", "regions": [
          { "id": "menu", "kind": "layer", "frame": [182, 100, 200, 150] },
          { "id": "submenu", "kind": "layer", "frame": [20, 100, 162, 100], "parent": "menu" }
        ],
        "initial": { "focus": null, "open": ["menu", "submenu"] },
        "events": [
          { "t": 0, "touch": 1, "phase": "down", "x": 195, "y": 600 },
          { "t": 0.1, "touch": 1, "phase": "up", "x": 195, "y": 600 }
        ] }
      """
    ).effects
    #expect(effects.map(\.layer) == ["submenu", "menu"])
    #expect(effects.allSatisfy { $0.at == 1 }, "both at the one tap")
    let row = try #require(
      try text("Examples/DismissKitDemo.swiftpm/README.md").split(separator: "\n").first {
        $0.hasPrefix("| Menu with a submenu |")
      })
    #expect(row.contains("a tap outside both closes both at once"))
  }

  @Test("the UIKit quick start: an escape ends editing only with escapeDismissesKeyboard")
  func quickStartEscape() throws {
    let effects = try outcome(
      """
      { "name": "escape with focus", "regions": [
          { "id": "email", "kind": "textInput", "frame": [16, 120, 358, 44] }
        ],
        "initial": { "focus": "email", "open": [] },
        "events": [ { "t": 0, "escape": "accessibility" } ] }
      """
    ).effects
    #expect(effects.isEmpty, "the default policy keeps editing")
    let source = try text("Examples/UIKitQuickStart/QuickStart.swift")
    let comment = source.split(separator: "\n").drop { !$0.contains("two-finger Z") }
      .prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: " ")
    #expect(!comment.isEmpty)
    #expect(
      !comment.contains("end editing") || comment.contains("escapeDismissesKeyboard"),
      "\(comment)")
  }
}
