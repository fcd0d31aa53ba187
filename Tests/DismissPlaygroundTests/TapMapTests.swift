import DismissCore
import DismissPlayground
import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

@Suite("The tap map")
struct TapMapTests {
  /// The demo tour's session after event `index`.
  func session(after index: Int) throws -> ScenarioSession {
    var session = ScenarioSession(DemoScreen.scenario)
    while session.nextEvent <= index { try session.step() }
    return session
  }

  func label(_ probe: some TapProbing, _ x: Double, _ y: Double) -> String {
    probe.probeTap(at: Point(x: x, y: y)).label
  }

  @Test("known outcomes with the menu open and the email field focused (after event 3)")
  func menuOpen() throws {
    let session = try session(after: 3)
    #expect(session.state == Scenario.State(focus: "email", open: ["menu"]))
    #expect(label(session, 100, 20) == "dismiss menu (tapOutside) + resign focus")  // the title bar
    #expect(label(session, 175, 170) == "dismiss menu (tapOutside) + resign focus")  // background
    #expect(label(session, 100, 120) == "dismiss menu (tapOutside) + focus password")
    #expect(label(session, 100, 70) == "dismiss menu (tapOutside)")  // email keeps the focus
    #expect(label(session, 90, 170) == "dismiss menu (tapOutside) + open sheet")  // Log in
    #expect(label(session, 270, 75) == "close menu")  // Copy
    #expect(label(session, 270, 115) == "open submenu")  // Share
    #expect(label(session, 325, 20) == "close menu")  // ••• is excluded: it toggles
    #expect(label(session, 345, 190) == "resign focus")  // the menu's own surface
    #expect(session.probeTap(at: Point(x: 100, y: 20)).category == .dismiss)
    #expect(
      session.state == Scenario.State(focus: "email", open: ["menu"]), "probing changes nothing")
  }

  @Test("known outcomes before any event and with the sheet open")
  func otherStates() throws {
    let initial = ScenarioSession(DemoScreen.scenario)
    #expect(label(initial, 100, 70) == "focus email")
    #expect(label(initial, 260, 170) == "nothing")
    #expect(label(initial, 325, 20) == "open menu")
    #expect(label(initial, 320, 450) == "nothing")  // Send without focus
    let focused = try session(after: 1)
    #expect(label(focused, 320, 450) == "keyboard stays")  // Send: keyboard: keep
    #expect(focused.probeTap(at: Point(x: 320, y: 450)).category == .keep)
    #expect(label(focused, 100, 70) == "keyboard stays")  // the focused field
    #expect(label(focused, 180, 300) == "resign focus")  // a message
    let sheet = try session(after: 23)
    #expect(sheet.state == Scenario.State(focus: "code", open: ["sheet"]))
    // The backdrop over password.
    #expect(label(sheet, 100, 120) == "dismiss sheet (tapOutside) + resign focus")
    #expect(label(sheet, 100, 370) == "close sheet")  // Done
  }

  @Test("a modal layer that ignores taps outside blocks them")
  func blocked() throws {
    let json = """
      {"regions": [
        {"id": "screen", "kind": "container", "frame": [0, 0, 200, 200]},
        {"id": "field", "kind": "textInput", "frame": [10, 10, 180, 30], "parent": "screen"},
        {"id": "alert", "kind": "layer", "frame": [50, 100, 100, 60], "backdrop": true, "dismissOn": ["escape"]},
        {"id": "ok", "kind": "control", "frame": [60, 120, 80, 30], "parent": "alert", "action": {"close": "alert"}}
      ], "initial": {"open": ["alert"]}, "events": []}
      """
    let session = ScenarioSession(try ScenarioReader.read(Array(json.utf8)))
    let outcome = session.probeTap(at: Point(x: 20, y: 20))
    #expect(outcome.category == .blocked)
    #expect(outcome.label == "nothing (blocked by modal alert)")
    #expect(label(session, 100, 130) == "close alert")
    let map = TapMap.compute(session, screen: Rect(x: 0, y: 0, width: 200, height: 200), step: 5)
    #expect(
      map.outcomes.map(\.label) == ["close alert", "nothing (blocked by modal alert)", "nothing"])
  }

  @Test("sharing probes by hit path gives the same map as probing every point")
  func cacheIsExact() throws {
    for index in [3, 21] {
      let session = try session(after: index)
      let screen = DemoScreen.decor.screen
      let cached = TapMap.compute(session, screen: screen, step: 16)
      let full = TapMap.compute(session, screen: screen, step: 16, cacheByHitPath: false)
      #expect(cached.outcomes == full.outcomes)
      #expect(cached.cells == full.cells)
    }
  }

  @Test("the playground's probe agrees with the scenario session's")
  func playgroundAgrees() throws {
    for index in [-1, 3, 5, 13, 21, 23] {
      let session = try session(after: index)
      var playground = Playground(DemoScreen.scenario)
      for event in DemoScreen.scenario.events.prefix(index + 1) { try playground.run(event) }
      if index == 13 { continue }  // the list has scrolled in the playground: frames differ
      let screen = DemoScreen.decor.screen
      let a = TapMap.compute(session, screen: screen, step: 20)
      let b = TapMap.compute(playground, screen: screen, step: 20)
      #expect(a.outcomes == b.outcomes, "after event \(index)")
      #expect(a.cells == b.cells, "after event \(index)")
    }
  }

  @Test("rectangles cover every sample exactly once")
  func patches() throws {
    let session = try session(after: 3)
    let map = TapMap.compute(session, screen: DemoScreen.decor.screen, step: 8)
    var covered = Array(repeating: -1, count: map.cells.count)
    for patch in map.patches {
      let col0 = Int(patch.frame.minX / 8)
      let row0 = Int(patch.frame.minY / 8)
      let col1 = Int((patch.frame.maxX / 8).rounded(.up))
      let row1 = Int((patch.frame.maxY / 8).rounded(.up))
      for row in row0..<row1 {
        for col in col0..<col1 {
          #expect(covered[row * map.columns + col] == -1)
          covered[row * map.columns + col] = patch.outcome
        }
      }
    }
    #expect(covered == map.cells)
    #expect(map.patches.count < map.cells.count / 10, "merged into few rectangles")
  }

  @Test("the SVG is well formed, with one element per region and a legend")
  func svg() throws {
    let session = try session(after: 3)
    let map = TapMap.compute(session, screen: DemoScreen.decor.screen, step: 8)
    let text = TapMapSVG.render(map, session: session, stateDescription: "after event 3")
    #expect(
      text.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(text.hasSuffix("</svg>\n"))
    #expect(count("class=\"region\"", in: text) == DemoScreen.scenario.regions.count)
    #expect(count("class=\"legend-entry\"", in: text) == map.outcomes.count)
    #expect(text.contains("<g id=\"legend\""))
    #expect(text.contains("What a tap there would do"))
    #expect(text.contains("data-id=\"submenu\" data-kind=\"layer\" data-absent=\"true\""))
    #expect(text.contains("clip-path=\"url(#clip6)\""), "the chat's messages are clipped by it")
    for outcome in map.outcomes { #expect(text.contains(">\(outcome.label)</text>")) }
    // Well formed: every tag closes, in order.
    var stack: [String] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "<") {
      guard let close = text[open...].firstIndex(of: ">") else {
        Issue.record("unterminated tag")
        break
      }
      let tag = text[text.index(after: open)..<close]
      index = text.index(after: close)
      if tag.hasPrefix("?") || tag.hasSuffix("/") { continue }
      let name = String(tag.drop { $0 == "/" }.prefix { $0 != " " })
      if tag.hasPrefix("/") {
        #expect(stack.popLast() == name, "</\(name)> closes the wrong element")
      } else {
        stack.append(name)
      }
    }
    #expect(stack.isEmpty)
    #expect(!text.contains("&") || !text.contains("& "), "ampersands are escaped")
  }

  func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test("dismisskit tapmap: arguments, errors and the file it writes")
  func command() throws {
    let root = Fixtures.repositoryRoot()
    let file = root + "/Scenarios/Demo/demo-screen.json"
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tapmap-\(UUID().uuidString).svg"
    ).path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = TapMapCommand.run(arguments: [
      file, "--svg", output, "--state-at", "3", "--step", "8",
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.first?.hasPrefix("wrote \(output): 8 outcomes in ") == true)
    #expect(
      result.output.contains {
        $0.contains(" orange, red stripes ")
          && $0.hasSuffix(" dismiss menu (tapOutside) + resign focus")
      })
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("State after event [3] t=1.1 touch 1 up at (325, 20) (tap)"))

    let initial = TapMapCommand.run(arguments: [
      file, "--svg", output, "--state-at", "initial", "--step", "8",
    ])
    #expect(initial.status == 0)
    #expect(
      initial.output.dropFirst().first?.hasPrefix("Initial state; focus: none; open: none") == true)

    #expect(TapMapCommand.run(arguments: [file]).status == 2)
    #expect(TapMapCommand.run(arguments: ["--svg", output]).status == 2)
    let late = TapMapCommand.run(arguments: [file, "--svg", output, "--state-at", "99"])
    #expect(late.status == 2)
    #expect(late.errors == ["dismisskit tapmap: --state-at 99: \(file) has 37 events (0...36)"])
    #expect(TapMapCommand.run(arguments: [file, "--svg", output, "--state-at", "x"]).status == 2)
    let invalid = TapMapCommand.run(arguments: [
      root + "/Scenarios/Invalid/" + firstInvalid(root), "--svg", output,
    ])
    #expect(invalid.status == 2)
    #expect(invalid.errors.count == 1)
  }

  func firstInvalid(_ root: String) -> String {
    jsonFiles(in: root + "/Scenarios/Invalid").first ?? "missing.json"
  }
}

@Suite("ScenarioSession.perform")
struct ScenarioSessionLiveTests {
  @Test("events beyond the timeline run through the same engine and host model")
  func perform() throws {
    var session = ScenarioSession(DemoScreen.scenario)
    try session.perform(
      Scenario.Event(t: 0, .touch(.name("a"), .down, Point(x: 100, y: 70), .finger)))
    #expect(session.activeTouches == [.name("a")])
    try session.perform(
      Scenario.Event(t: 0.1, .touch(.name("a"), .up, Point(x: 100, y: 70), .finger)))
    #expect(session.activeTouches.isEmpty)
    #expect(session.state.focus == "email")
    #expect(session.nextEvent == 0, "the timeline has not moved")
    try session.perform(Scenario.Event(t: 1, .escape(.key)))
    #expect(session.effects == [], "escapeDismissesKeyboard is off by default")
    try session.perform(Scenario.Event(t: 1.5, .focus(nil)))
    #expect(session.effects == [])
    #expect(session.state.focus == nil)
    #expect(session.log.count == 4)
    #expect(throws: ScenarioError.self) { try session.perform(Scenario.Event(t: 2, .open("nope"))) }
    #expect(throws: ScenarioError.self) {
      try session.perform(Scenario.Event(t: 2, .focus("code")))
    }
    #expect(session.time == 0)
    try session.step()
    #expect(session.time == 0)
    try session.step()
    #expect(session.time == 0.1)
  }
  @Test("a tap outside a swallowing menu dismisses it and reaches nothing")
  func swallowed() throws {
    let json = """
      {"regions": [
        {"id": "screen", "kind": "container", "frame": [0, 0, 200, 200]},
        {"id": "field", "kind": "textInput", "frame": [10, 10, 180, 30], "parent": "screen"},
        {"id": "delete", "kind": "control", "frame": [10, 150, 180, 30], "parent": "screen", "action": {"open": "confirm"}},
        {"id": "confirm", "kind": "layer", "frame": [0, 0, 10, 10]},
        {"id": "menu", "kind": "layer", "frame": [100, 50, 100, 60], "swallowsOutsideTouches": true},
        {"id": "copy", "kind": "control", "frame": [100, 50, 100, 30], "parent": "menu"}
      ], "initial": {"focus": "field", "open": ["menu"]}, "events": []}
      """
    let session = ScenarioSession(try ScenarioReader.read(Array(json.utf8)))
    let delete = session.probeTap(at: Point(x: 20, y: 160))
    #expect(delete.label == "dismiss menu (tapOutside) (swallowed)")  // delete does not act
    #expect(delete.category == .dismiss && delete.swallowed && !delete.resigned)
    // copy, inside the menu: not swallowed.
    #expect(session.probeTap(at: Point(x: 150, y: 60)).label == "keyboard stays")
    var quiet = session
    try quiet.runEvent(Scenario.Event(t: 0, .close("menu")))
    #expect(quiet.probeTap(at: Point(x: 20, y: 160)).label == "open confirm")
  }

}
