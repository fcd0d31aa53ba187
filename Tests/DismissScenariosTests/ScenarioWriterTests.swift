import DismissCore
import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// `ScenarioWriter` writes what `ScenarioReader` reads back as the same
/// scenario.
@Suite("Scenario writer")
struct ScenarioWriterTests {
  static let root = Fixtures.repositoryRoot()
  static let files = ScenarioSuiteTests.jsonFiles(in: root + "/Scenarios")

  @Test(
    "every bundled scenario round-trips: read, write, read gives the same scenario and the same text"
  )
  func bundledScenariosRoundTrip() throws {
    #expect(!Self.files.isEmpty)
    for name in Self.files {
      let scenario = try ScenarioReader.read(try readFileBytes(Self.root + "/Scenarios/" + name))
      let text = ScenarioWriter.write(scenario)
      let again = try ScenarioReader.read(Array(text.utf8))
      #expect(again == scenario, "\(name)")
      #expect(ScenarioWriter.write(again) == text, "\(name): writing is stable")
      #expect(
        try ScenarioRunner.run(again) == ScenarioRunner.run(scenario), "\(name): same outcome")
    }
  }

  @Test("every field and odd value round-trips")
  func everyField() throws {
    var policy = DismissPolicy()
    policy.tapSlop = 0
    policy.maxTapDuration = 1e-9
    policy.dismissKeyboardOn = .touchDown
    policy.controlsKeyboard = .dismiss
    policy.dragDismissesKeyboard = true
    policy.escapeDismissesKeyboard = false
    policy.pencilDismissesKeyboard = true
    var screen = Scenario.Region(
      id: "screen \"quoted\" \\ tab\t nl\n ✓ \u{1}", kind: .container,
      frame: Rect(x: -0.0, y: 1e300, width: 0.1, height: .leastNonzeroMagnitude))
    screen.hitTestable = false
    screen.clips = true
    screen.keyboard = .keep
    var field = Scenario.Region(
      id: "field", kind: .textInput, frame: Rect(x: 1, y: 2, width: 3, height: 4), parent: screen.id
    )
    field.keyboard = .dismiss
    var button = Scenario.Region(
      id: "button", kind: .control, frame: Rect(x: 0, y: 0, width: 44, height: 44))
    button.action = .toggle("menu")
    var opener = Scenario.Region(
      id: "opener", kind: .control, frame: Rect(x: 0, y: 50, width: 44, height: 44))
    opener.action = .open("sheet")
    var closer = Scenario.Region(
      id: "closer", kind: .control, frame: Rect(x: 0, y: 100, width: 44, height: 44))
    closer.action = .close("sheet")
    var menu = Scenario.Region(
      id: "menu", kind: .layer, frame: Rect(x: 100, y: 100, width: 200, height: 200))
    menu.dismissOn = []
    menu.excluding = ["button", "field"]
    menu.backdrop = Rect(x: 0, y: 0, width: 390, height: 844)
    var sheet = Scenario.Region(
      id: "sheet", kind: .layer, frame: Rect(x: 0, y: 400, width: 390, height: 444))
    sheet.dismissOn = .all
    sheet.backdrop = .infinite
    let inner = Scenario.Region(
      id: "inner", kind: .layer, frame: Rect(x: 0, y: 400, width: 10, height: 10), parent: "sheet")
    let events: [Scenario.Event] = [
      Scenario.Event(t: -1.5, .touch(.number(-3), .down, Point(x: 0.1, y: 0.2), .pencil)),
      Scenario.Event(t: 0, .touch(.name(""), .move, Point(x: 1e15, y: -7), .finger)),
      Scenario.Event(t: 0, .touch(.name("✓"), .up, Point(x: 0, y: 0), .finger)),
      Scenario.Event(t: 1, .cancel(.number(9_007_199_254_740_991))),
      Scenario.Event(t: 2, .escape(.accessibility)),
      Scenario.Event(t: 3, .escape(.key)),
      Scenario.Event(t: 4, .focus(nil)),
      Scenario.Event(t: 5, .open("sheet")),
      Scenario.Event(t: 6, .focus("field")),
      Scenario.Event(t: 7, .close("sheet")),
    ]
    let scenario = Scenario(
      name: "", description: "multi\nline", policy: policy,
      regions: [screen, field, button, opener, closer, menu, sheet, inner],
      initial: Scenario.State(focus: "field", open: ["menu", "sheet", "inner"]), events: events,
      expect: Scenario.Expectation(
        effects: [Scenario.Effect(at: 0, dismissLayer: "menu"), .resignFocus(at: 9)],
        final: Scenario.State(focus: nil, open: ["menu"])))
    let text = ScenarioWriter.write(scenario)
    let read = try ScenarioReader.read(Array(text.utf8))
    #expect(read == scenario, "\(text)")
    // Defaults are left out.
    let plain = Scenario(name: "plain", regions: [field.withoutParent], events: [])
    #expect(
      ScenarioWriter.write(plain) == """
        {
          "name": "plain",
          "regions": [
            {"id": "field", "kind": "textInput", "frame": [1, 2, 3, 4], "keyboard": "dismiss"}
          ],
          "events": []
        }

        """)
  }

  @Test("partial expectations round-trip")
  func partialExpectations() throws {
    let region = Scenario.Region(
      id: "a", kind: .container, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    for expect in [
      Scenario.Expectation(effects: [], final: nil),
      Scenario.Expectation(effects: nil, final: Scenario.State()),
      Scenario.Expectation(),
    ] {
      let scenario = Scenario(
        name: "x", regions: [region], events: [Scenario.Event(t: 0, .escape(.key))], expect: expect)
      #expect(try ScenarioReader.read(ScenarioWriter.bytes(scenario)) == scenario)
    }
  }
}

extension Scenario.Region {
  fileprivate var withoutParent: Scenario.Region {
    var copy = self
    copy.parent = nil
    return copy
  }
}
