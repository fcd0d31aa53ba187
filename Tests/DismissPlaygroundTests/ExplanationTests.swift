import DismissCore
import DismissPlayground
import DismissScenarios
import Testing

/// The log's words for rules v2: dismissals by their reason, layers the app
/// closes itself, pencils.
@Suite("The playground's explanations")
struct ExplanationTests {
  func pencilTap(_ playground: inout Playground, _ x: Double, _ y: Double, t: Double) throws {
    try playground.run(
      Scenario.Event(t: t, .touch(.name("pencil"), .down, Point(x: x, y: y), .pencil)))
    try playground.run(
      Scenario.Event(t: t + 0.1, .touch(.name("pencil"), .up, Point(x: x, y: y), .pencil)))
  }

  @Test("a layer dismissed with the layer around it is worded by its reason, with that layer")
  func nestedByReason() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(325, 20)  // •••
    timeline.tap(270, 115)  // Share
    timeline.tap(20, 20)  // the title bar
    try playground.play(timeline)
    let line = try #require(playground.log.last?.text)
    #expect(
      line
        == "tap on titleBar → dismissLayer submenu (rule 5: tapOutside, with menu), dismissLayer menu (rule 5: tapOutside)"
    )
    #expect(!line.contains("inside menu"))
  }

  @Test("focusOutside and touchDownOutside dismissals name their reason")
  func otherReasons() throws {
    let json = """
      {"regions": [
        {"id": "screen", "kind": "container", "frame": [0, 0, 300, 300]},
        {"id": "a", "kind": "textInput", "frame": [0, 0, 100, 40], "parent": "screen"},
        {"id": "b", "kind": "textInput", "frame": [0, 50, 100, 40], "parent": "screen"},
        {"id": "tip", "kind": "layer", "frame": [150, 0, 100, 40], "dismissOn": ["focusOutside"]},
        {"id": "pop", "kind": "layer", "frame": [150, 100, 100, 40], "dismissOn": ["touchDownOutside"]}
      ], "initial": {"focus": "a", "open": ["tip"]}, "events": []}
      """
    var playground = Playground(try ScenarioReader.read(Array(json.utf8)))
    playground.focusNext(time: 0)
    #expect(
      playground.log.last?.text == "the app focuses b → dismissLayer tip (rule 5: focusOutside)")
    try playground.run(Scenario.Event(t: 1, .open("pop")))
    try playground.run(
      Scenario.Event(t: 2, .touch(.number(1), .down, Point(x: 10, y: 200), .finger)))
    #expect(
      playground.log.last?.text
        == "touch down on screen → dismissLayer pop (rule 5: touchDownOutside)")
  }

  @Test("escape names the layers it passes over, the modal layer that ends it, the keyboard rule")
  func escapePass() throws {
    let json = """
      {"policy": {"escapeDismissesKeyboard": true}, "regions": [
        {"id": "screen", "kind": "container", "frame": [0, 0, 300, 300]},
        {"id": "a", "kind": "textInput", "frame": [0, 0, 100, 40], "parent": "screen"},
        {"id": "menu", "kind": "layer", "frame": [150, 0, 100, 40]},
        {"id": "dialog", "kind": "layer", "frame": [0, 100, 300, 100], "backdrop": true,
         "dismissOn": []},
        {"id": "toast", "kind": "layer", "frame": [150, 250, 100, 40], "dismissOn": []}
      ], "initial": {"focus": "a", "open": ["menu", "dialog", "toast"]}, "events": []}
      """
    var playground = Playground(try ScenarioReader.read(Array(json.utf8)))
    try playground.run(Scenario.Event(t: 0, .escape(.key)))
    #expect(
      playground.log.last?.text
        == "escape → dialog stays and ends the pass (rule 5: a modal layer that escape does not dismiss)"
    )
    try playground.run(Scenario.Event(t: 1, .close("dialog")))
    try playground.run(Scenario.Event(t: 2, .escape(.key)))
    #expect(
      playground.log.last?.text == "escape → dismissLayer menu (rule 5: escape, passing over toast)"
    )
    try playground.run(Scenario.Event(t: 3, .escape(.key)))
    #expect(
      playground.log.last?.text
        == "escape → resignFocus (rule 5: escape passed over every open layer, escapeDismissesKeyboard on)"
    )
  }

  @Test("tapping ••• twice: the app closes the menu, and the log does not say it stays")
  func toggleTwice() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(325, 20)
    timeline.tap(325, 20)
    try playground.play(timeline)
    let line = try #require(playground.log.last?.text)
    #expect(
      line
        == "tap on more → the app closes menu (rule 6: more toggles it); DismissKit does not dismiss menu "
        + "(the touch is on more, which it excludes: that counts as inside)")
    #expect(!line.contains("menu stays"))
    #expect(playground.state.open.isEmpty)
  }

  @Test("a menu item that closes the menu is not said to leave it open")
  func closeFromInside() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(325, 20)
    timeline.tap(270, 75)  // Copy closes the menu
    try playground.play(timeline)
    #expect(
      playground.log.last?.text
        == "tap on copy → the app closes menu (rule 6: copy closes it); DismissKit does not dismiss menu (the touch is inside it)"
    )
  }

  @Test("a pencil closes a menu like a finger and never resigns focus; the log says why")
  func pencil() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(100, 70)  // email
    timeline.tap(325, 20)  // •••
    try playground.play(timeline)
    try pencilTap(&playground, 175, 170, t: 10)
    #expect(
      playground.log.last?.text
        == "pencil tap on background → dismissLayer menu (rule 5: tapOutside); email keeps the focus "
        + "(rule 3: a pencil never resigns it while pencilDismissesKeyboard is off)")
    #expect(playground.state == Scenario.State(focus: "email", open: []))
    try pencilTap(&playground, 175, 170, t: 11)
    #expect(
      playground.log.last?.text
        == "pencil tap on background → keyboard stays (rule 3: a pencil never resigns focus while "
        + "pencilDismissesKeyboard is off)")
    #expect(playground.state.focus == "email")
  }

  @Test(
    "a pencil and a finger never make each other multi: a finger tap while the pencil is down works"
  )
  func pencilAndFinger() throws {
    var playground = Playground(DemoScreen.scenario)
    try playground.run(
      Scenario.Event(t: 0, .touch(.name("pencil"), .down, Point(x: 175, y: 170), .pencil)))
    try playground.run(
      Scenario.Event(t: 0.05, .touch(.number(1), .down, Point(x: 100, y: 70), .finger)))
    try playground.run(
      Scenario.Event(t: 0.1, .touch(.number(1), .up, Point(x: 100, y: 70), .finger)))
    #expect(playground.state.focus == "email")
    #expect(!playground.log.contains { $0.text.contains("multi-touch") })
    // With pencilDismissesKeyboard on, a pencil is a finger in every way.
    var policy = DemoScreen.scenario.policy
    policy.pencilDismissesKeyboard = true
    var scenario = DemoScreen.scenario
    scenario.policy = policy
    var asFinger = Playground(scenario)
    try asFinger.run(
      Scenario.Event(t: 0, .touch(.name("pencil"), .down, Point(x: 175, y: 170), .pencil)))
    try asFinger.run(
      Scenario.Event(t: 0.05, .touch(.number(1), .down, Point(x: 100, y: 70), .finger)))
    #expect(asFinger.log.last?.text.contains("multi-touch") == true)
  }
  @Test("a swallowed tap says so, and the app does not act on it")
  func swallowedTap() throws {
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
    var playground = Playground(try ScenarioReader.read(Array(json.utf8)))
    try playground.run(
      Scenario.Event(t: 0, .touch(.number(1), .down, Point(x: 20, y: 160), .finger)))
    #expect(
      playground.log.last?.text
        == "touch down on delete → swallowTouch (rule 5: outside a layer that swallows outside "
        + "touches; no keyboard decision, and the app never sees it)")
    try playground.run(
      Scenario.Event(t: 0.1, .touch(.number(1), .up, Point(x: 20, y: 160), .finger)))
    #expect(
      playground.log.last?.text
        == "tap on delete → dismissLayer menu (rule 5: tapOutside); swallowed at its down: the app "
        + "never sees it, no keyboard decision (rule 5)")
    #expect(playground.state == Scenario.State(focus: "field", open: []))
  }

}
