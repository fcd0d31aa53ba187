import DismissCore
import DismissPlayground
import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// Builds a timeline of taps and other events.
struct Timeline {
  var events: [Scenario.Event] = []
  var t = 0.0
  var touch = 0

  mutating func tap(_ x: Double, _ y: Double) {
    touch += 1
    events.append(Scenario.Event(t: t, .touch(.number(touch), .down, Point(x: x, y: y), .finger)))
    events.append(
      Scenario.Event(t: t + 0.1, .touch(.number(touch), .up, Point(x: x, y: y), .finger)))
    t += 1
  }

  mutating func drag(_ x: Double, from y0: Double, to y1: Double) {
    touch += 1
    events.append(Scenario.Event(t: t, .touch(.number(touch), .down, Point(x: x, y: y0), .finger)))
    events.append(
      Scenario.Event(
        t: t + 0.1, .touch(.number(touch), .move, Point(x: x, y: (y0 + y1) / 2), .finger)))
    events.append(
      Scenario.Event(t: t + 0.2, .touch(.number(touch), .move, Point(x: x, y: y1), .finger)))
    events.append(
      Scenario.Event(t: t + 0.3, .touch(.number(touch), .up, Point(x: x, y: y1), .finger)))
    t += 1
  }

  mutating func escape() {
    events.append(Scenario.Event(t: t, .escape(.key)))
    t += 1
  }
}

extension Playground {
  mutating func play(_ timeline: Timeline) throws {
    for event in timeline.events { try run(event) }
  }
}

@Suite("The playground model")
struct PlaygroundTests {
  static let root = Fixtures.repositoryRoot()
  static let scenarioFiles: [String] =
    jsonFiles(in: root + "/Scenarios").map { "Scenarios/" + $0 } + [
      "Scenarios/Demo/demo-screen.json"
    ]

  // Points of the demo screen.
  static let email = (100.0, 70.0)
  static let password = (100.0, 120.0)
  static let background = (175.0, 170.0)
  static let more = (325.0, 20.0)
  static let share = (270.0, 115.0)
  static let logIn = (90.0, 170.0)
  static let send = (320.0, 450.0)
  static let messageField = (100.0, 450.0)

  @Test("Scenarios/Demo/demo-screen.json is the bundled demo screen")
  func demoFileMatches() throws {
    let path = Self.root + "/Scenarios/Demo/demo-screen.json"
    if Fixtures.isRecording(environment: ProcessInfo.processInfo.environment) {
      try (DemoScreen.json + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    let file = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      file == DemoScreen.json + "\n",
      "re-record with DISMISSKIT_RECORD=1 swift test --filter demoFileMatches")
  }

  @Test("the demo tour meets its own expectations")
  func tourExpectations() throws {
    let scenario = DemoScreen.scenario
    let outcome = try ScenarioRunner.run(scenario)
    let expectation = try #require(scenario.expect)
    #expect(
      outcome.differences(from: expectation).isEmpty, "\(outcome.log.joined(separator: "\n"))")
    #expect(scenario.regions.count == DemoScreen.decor.looks.count, "every demo region has a look")
  }

  @Test("the playground decides like the scenario runner", arguments: scenarioFiles)
  func sameAsRunner(_ file: String) throws {
    let scenario = try ScenarioReader.read(try readFileBytes(Self.root + "/" + file))
    let outcome = try ScenarioRunner.run(scenario)
    var playground = Playground(scenario)
    for event in scenario.events { try playground.run(event) }
    #expect(playground.effects == outcome.effects, "\(file)")
    #expect(playground.state == outcome.final, "\(file)")
    #expect(!playground.log.isEmpty || scenario.events.isEmpty)
  }

  @Test("the log says which rule decided")
  func logExplains() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(Self.email.0, Self.email.1)
    timeline.tap(Self.background.0, Self.background.1)
    timeline.tap(Self.more.0, Self.more.1)
    timeline.tap(Self.background.0, Self.background.1)
    timeline.tap(Self.email.0, Self.email.1)
    timeline.tap(Self.send.0, Self.send.1)
    timeline.escape()
    try playground.play(timeline)
    let log = playground.log.map(\.text)
    #expect(
      log == [
        "tap on email → the app focuses email (rule 6)",
        "tap on background → resignFocus (rule 4: no region decides)",
        "tap on more → the app opens menu (rule 6: more toggles it)",
        "tap on background → dismissLayer menu (rule 5: tapOutside)",
        "tap on email → the app focuses email (rule 6)",
        "tap on send → keyboard stays (rule 4: send has keyboard: keep)",
        "escape → keyboard stays (rule 5: escapeDismissesKeyboard off)",
      ])
    #expect(playground.log[1].tone == .effect)
  }

  @Test("nested dismissals, focus held in a dismissed layer, drags and long presses are explained")
  func moreExplanations() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(Self.more.0, Self.more.1)
    timeline.tap(Self.share.0, Self.share.1)
    timeline.tap(20, 20)  // the title bar, outside both menus
    timeline.tap(Self.logIn.0, Self.logIn.1)
    timeline.tap(180, 320)  // the code field in the sheet
    timeline.tap(180, 100)  // the sheet's backdrop
    try playground.play(timeline)
    let log = playground.log.map(\.text)
    #expect(
      log.contains(
        "tap on titleBar → dismissLayer submenu (rule 5: tapOutside, with menu), dismissLayer menu (rule 5: tapOutside)"
      ))
    #expect(
      log.contains(
        "tap on sheet's backdrop → dismissLayer sheet (rule 5: tapOutside on its backdrop), "
          + "resignFocus (rule 4: no region decides); sheet's backdrop takes the tap (rule 6: it does nothing)"
      ),
      "\(log)")

    // A long press is not a tap; a drag says why the keyboard stayed.
    try playground.run(
      Scenario.Event(t: 100, .touch(.number(9), .down, Point(x: 100, y: 70), .finger)))
    try playground.run(
      Scenario.Event(t: 101, .touch(.number(9), .up, Point(x: 100, y: 70), .finger)))
    #expect(
      playground.log.last?.text
        == "lift: held 1 s, longer than maxTapDuration 0.75 s: not a tap (rule 3)")
    #expect(playground.state.focus == nil)
  }

  @Test("dragging the list scrolls its rows with setFrame, through the engine")
  func scrolling() throws {
    var playground = Playground(DemoScreen.scenario)
    let before = playground.engine.hitTest(Point(x: 180, y: 210))
    #expect(before.hitRegion.flatMap { playground.name(of: $0) } == "message1")
    var timeline = Timeline()
    timeline.drag(180, from: 400, to: 300)
    try playground.play(timeline)
    #expect(playground.scrollOffsets["chat"] == 100)
    let id = try #require(playground.id(of: "message1"))
    #expect(playground.engine.region(id)?.frame == Rect(x: 10, y: 100, width: 340, height: 40))
    #expect(
      playground.engine.hitTest(Point(x: 180, y: 210)).hitRegion.flatMap { playground.name(of: $0) }
        == "message3")
    // Clipped: the scrolled-out first message is not hit above the list.
    #expect(
      playground.engine.hitTest(Point(x: 180, y: 120)).hitRegion.flatMap { playground.name(of: $0) }
        == "password")
    #expect(playground.log.last?.text == "lift: the end of a drag, not a tap (rule 3)")
    #expect(
      playground.log.contains { $0.text.hasPrefix("drag on message6 (scrolls chat) → no effect") })
    // The wheel scrolls, clamped to the content.
    let scrolled = playground.scroll(at: Point(x: 180, y: 300), by: 1000)
    #expect(scrolled)
    #expect(playground.scrollOffsets["chat"] == playground.scrollRange(of: "chat"))
    #expect(playground.scrollRange(of: "chat") == 180)
    let overField = playground.scroll(at: Point(x: 180, y: 70), by: 40)
    #expect(!overField, "the wheel over a field scrolls nothing")
  }

  @Test("typing fills the focused field; Send keeps the keyboard and sends")
  func typingAndSending() throws {
    var playground = Playground(DemoScreen.scenario)
    let typed = playground.type("x")
    #expect(!typed, "no field, no typing")
    var timeline = Timeline()
    timeline.tap(Self.messageField.0, Self.messageField.1)
    try playground.play(timeline)
    #expect(playground.isKeyboardUp)
    playground.type("hello")
    playground.deleteBackward()
    #expect(playground.texts["messageField"] == "hell")
    let regionCount = playground.engine.regionCount
    timeline = Timeline()
    timeline.t = 10
    timeline.tap(Self.send.0, Self.send.1)
    try playground.play(timeline)
    #expect(playground.state.focus == "messageField", "Send keeps the keyboard")
    #expect(playground.texts["messageField"] == "")
    #expect(
      playground.engine.regionCount == regionCount + 1, "the message is a new region of the list")
    #expect(
      playground.log.last?.text
        == "tap on send → the app sends “hell”; keyboard stays (rule 4: send has keyboard: keep)")
    #expect(playground.scrollOffsets["chat"] == playground.scrollRange(of: "chat"))
  }

  @Test("the policy presets change the engine's decisions")
  func policies() throws {
    var playground = Playground(DemoScreen.scenario)
    #expect(playground.presets.count == 6)
    #expect(playground.presets[0].policy == DismissPolicy())
    playground.cyclePolicy()
    playground.cyclePolicy()
    playground.cyclePolicy()
    #expect(playground.policy.controlsKeyboard == .dismiss)
    var timeline = Timeline()
    timeline.tap(Self.email.0, Self.email.1)
    timeline.tap(Self.send.0, Self.send.1)  // keyboard: keep beats controlsKeyboard
    timeline.tap(Self.more.0, Self.more.1)  // a control now dismisses
    try playground.play(timeline)
    let log = playground.log.map(\.text)
    #expect(log.contains("tap on send → keyboard stays (rule 4: send has keyboard: keep)"))
    #expect(
      log.last
        == "tap on more → resignFocus (rule 4: more is a control, controlsKeyboard dismiss); the app opens menu (rule 6: more toggles it)"
    )
    for _ in 0..<3 { playground.cyclePolicy() }
    #expect(playground.presetIndex == 0)
    #expect(playground.policy == DismissPolicy())
  }

  @Test("a second finger makes a multi-touch: no tap")
  func multiTouch() throws {
    var playground = Playground(DemoScreen.scenario)
    try playground.run(
      Scenario.Event(t: 0, .touch(.number(1), .down, Point(x: 100, y: 70), .finger)))
    try playground.run(
      Scenario.Event(t: 0.05, .touch(.number(2), .down, Point(x: 100, y: 120), .finger)))
    try playground.run(
      Scenario.Event(t: 0.1, .touch(.number(1), .up, Point(x: 100, y: 70), .finger)))
    try playground.run(
      Scenario.Event(t: 0.1, .touch(.number(2), .up, Point(x: 100, y: 120), .finger)))
    #expect(playground.state.focus == nil)
    #expect(
      playground.log.map(\.text) == [
        "touch 2 down on password while another touch is down → multi-touch: no tap, no drag, no touch-down rule (rule 3)",
        "lift: part of a multi-touch, not a tap (rule 3)",
        "lift: part of a multi-touch, not a tap (rule 3)",
      ])
  }

  @Test("Tab moves the focus with a focus event; the focus-outside pass runs")
  func tabFocus() throws {
    var playground = Playground(DemoScreen.scenario)
    playground.focusNext(time: 0)
    #expect(playground.state.focus == "email")
    playground.focusNext(time: 1)
    #expect(playground.state.focus == "password")
    playground.focusNext(time: 2)
    #expect(playground.state.focus == "messageField")
    playground.focusNext(time: 3)
    #expect(playground.state.focus == "email", "code is in the closed sheet: skipped")
    #expect(playground.log.last?.text == "the app focuses email")
  }
}
