import DismissCore
import DismissScenarios
import Testing

/// How an outcome is compared with a file's `expect` and printed: a
/// dismissal's reason is checked when the file names it, and always printed.
@Suite("Scenario report")
struct ScenarioReportTests {
  static let file = """
    {"regions": [
       {"id": "screen", "kind": "container", "frame": [0, 0, 390, 844]},
       {"id": "menu", "kind": "layer", "frame": [200, 90, 180, 200]},
       {"id": "sub", "kind": "layer", "frame": [200, 90, 100, 100], "parent": "menu"}],
     "initial": {"focus": null, "open": ["menu", "sub"]},
     "events": [{"t": 0, "touch": 1, "phase": "down", "x": 10, "y": 10},
                {"t": 0.1, "touch": 1, "phase": "up", "x": 10, "y": 10}]}
    """

  func outcome() throws -> ScenarioRunner.Outcome {
    try ScenarioRunner.run(try ScenarioReader.read(Array(Self.file.utf8)))
  }

  @Test("a reason left out of expect is not checked; a named one must match")
  func reasonsAreCheckedWhenNamed() throws {
    let outcome = try outcome()
    let final = Scenario.State(focus: nil, open: [])
    let withoutReasons = Scenario.Expectation(
      effects: [
        Scenario.Effect(at: 1, dismissLayer: "sub"), Scenario.Effect(at: 1, dismissLayer: "menu"),
      ], final: final)
    #expect(outcome.differences(from: withoutReasons).isEmpty)
    let withReasons = Scenario.Expectation(
      effects: [
        Scenario.Effect(at: 1, dismissLayer: "sub", reason: .tapOutside),
        Scenario.Effect(at: 1, dismissLayer: "menu"),
      ], final: final)
    #expect(outcome.differences(from: withReasons).isEmpty)
    let wrongReason = Scenario.Expectation(
      effects: [
        Scenario.Effect(at: 1, dismissLayer: "sub", reason: .escape),
        Scenario.Effect(at: 1, dismissLayer: "menu"),
      ], final: final)
    // Only the effect that differs is marked; the other is shown as expected.
    #expect(
      outcome.differences(from: wrongReason) == [
        "effects differ (- expected, + actual):",
        "  + [1] dismissLayer sub (tapOutside)",
        "  - [1] dismissLayer sub (escape)",
        "    [1] dismissLayer menu",
      ])
  }

  @Test("--print writes every dismissal's reason")
  func printedOutcomeHasReasons() throws {
    guard case .object(let top) = try outcome().json, let effects = top.first?.1,
      case .array(let list) = effects
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(list.count == 2)
    for effect in list {
      guard case .object(let pairs) = effect else {
        Issue.record("an effect is not an object")
        continue
      }
      #expect(pairs.map(\.0) == ["at", "effect", "layer", "reason"])
      #expect(pairs.last?.1 == .string("tapOutside"))
    }
  }
}
