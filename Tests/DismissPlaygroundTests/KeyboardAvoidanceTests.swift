import DismissCore
import DismissPlayground
import DismissScenarios
import Testing

/// The interactive playground keeps the focused field above the drawn
/// keyboard, as iOS apps do; password fields show dots.
@Suite("Keyboard avoidance and secure fields")
struct KeyboardAvoidanceTests {
  /// A chat-like screen with its message field and Send button at the
  /// bottom, under where the keyboard goes (the bottom 30 %).
  static let bottomField = """
    {"regions": [
      {"id": "screen", "kind": "container", "frame": [0, 0, 360, 640]},
      {"id": "password", "kind": "textInput", "frame": [20, 40, 320, 40], "parent": "screen"},
      {"id": "message", "kind": "textInput", "frame": [10, 590, 260, 40], "parent": "screen"},
      {"id": "send", "kind": "control", "frame": [280, 590, 70, 40], "parent": "screen", "keyboard": "keep"}
    ], "events": []}
    """

  func click(_ controller: inout DemoController, _ point: Point, time: Double) {
    let cell = controller.layout.terminalCell(of: point)
    controller.handle(.mouse(MouseEvent(.press, column: cell.column, row: cell.row)), time: time)
    controller.handle(
      .mouse(MouseEvent(.release, column: cell.column, row: cell.row)), time: time + 0.1)
  }

  @Test("focusing a field under the keyboard lifts the content; Send can then be tapped")
  func liftsAboveTheKeyboard() throws {
    let scenario = try ScenarioReader.read(Array(Self.bottomField.utf8))
    var controller = DemoController(scenario: scenario, columns: 100, rows: 36)
    let keyboardTop = controller.playground.decor.keyboard.minY
    #expect(keyboardTop == 448)
    click(&controller, Point(x: 100, y: 610), time: 0)
    let playground = controller.playground
    #expect(playground.state.focus == "message")
    #expect(playground.keyboardLift == 590 + 40 + 8 - 448)
    let message = try #require(playground.id(of: "message"))
    let send = try #require(playground.id(of: "send"))
    let messageFrame = try #require(playground.engine.region(message)?.frame)
    #expect(messageFrame.maxY <= keyboardTop, "the field is above the keyboard")
    #expect(playground.log.contains { $0.text.hasPrefix("the app moves its content up 190 pt") })
    // The keyboard's drawn area does not cover the field's row.
    let keyboard = PlaygroundRenderer.keyboard(for: playground, geometry: controller.layout.phone)
    let fieldCells = controller.layout.phone.cells(messageFrame)
    #expect(fieldCells.row1 <= keyboard.area.row0)
    // Send, lifted too, keeps the keyboard: keyboard: keep can be tried.
    let sendFrame = try #require(playground.engine.region(send)?.frame)
    click(
      &controller,
      Point(x: sendFrame.minX + sendFrame.width / 2, y: sendFrame.minY + sendFrame.height / 2),
      time: 1)
    #expect(controller.playground.state.focus == "message")
    #expect(
      controller.playground.log.last?.text
        == "tap on send → keyboard stays (rule 4: send has keyboard: keep)")
    // A tap on the background resigns; the content moves back.
    click(&controller, Point(x: 180, y: 200), time: 2)
    #expect(controller.playground.state.focus == nil)
    #expect(controller.playground.keyboardLift == 0)
    #expect(controller.playground.engine.region(message)?.frame.y == 590)
  }

  @Test("replays keep the file's coordinates: no lift")
  func replaysDoNotLift() throws {
    var playground = Playground(try ScenarioReader.read(Array(Self.bottomField.utf8)))
    try playground.run(Scenario.Event(t: 0, .focus("message")))
    #expect(playground.keyboardLift == 0)
  }

  @Test("a password field shows dots, never its text")
  func passwordMasked() throws {
    var demo = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(100, 120)
    try demo.play(timeline)
    demo.type("hunter2")
    let layout = ScreenLayout.make(columns: 100, rows: 36, screen: demo.decor.screen)
    let text = PlaygroundRenderer.render(demo, layout: layout).lines.joined(separator: "\n")
    #expect(!text.contains("hunter2"))
    #expect(text.contains("[•••••••_"))
    // Any screen: a text input named like a password is masked too.
    var generic = Playground(try ScenarioReader.read(Array(Self.bottomField.utf8)))
    try generic.run(Scenario.Event(t: 0, .focus("password")))
    generic.type("secret")
    let size = DemoCommand.replaySize(for: generic.decor.screen)
    let genericLayout = ScreenLayout.make(
      columns: size.columns, rows: size.rows, screen: generic.decor.screen)
    let genericText = PlaygroundRenderer.render(generic, layout: genericLayout).lines.joined()
    #expect(!genericText.contains("secret"))
    #expect(genericText.contains("••••••_"))
  }

  @Test("r resets the screen and says that the policy stays")
  func resetKeepsPolicy() {
    var controller = DemoController(columns: 100, rows: 36)
    controller.handle(.key(.character("p")), time: 0)
    controller.handle(.key(.character("r")), time: 1)
    #expect(controller.playground.presetIndex == 1)
    #expect(
      controller.playground.log.last?.text
        == "reset: the screen is back to its starting state; the policy stays (dismissKeyboardOn: touchDown; p cycles it)"
    )
    let usage = DemoCommand.usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(usage.contains("(the policy stays: p cycles it)"))
    #expect(controller.frame().lines.last?.contains("r reset (keeps policy)") == true)
  }

  @Test("s makes the mouse an Apple Pencil: it closes the menu, never the keyboard")
  func pencilMouse() {
    var controller = DemoController(columns: 100, rows: 36)
    click(&controller, Point(x: 100, y: 70), time: 0)  // email
    click(&controller, Point(x: 325, y: 20), time: 1)  // •••
    #expect(controller.playground.state == Scenario.State(focus: "email", open: ["menu"]))
    controller.handle(.key(.control("s")), time: 2)
    #expect(controller.mouseIsPencil)
    #expect(
      controller.playground.log.last?.text
        == "the mouse is an Apple Pencil: it closes layers like a finger, never the keyboard (rule 3)"
    )
    #expect(controller.frame().lines.contains { $0.contains("Mouse (s): Apple Pencil") })
    click(&controller, Point(x: 175, y: 170), time: 3)  // the background
    #expect(controller.playground.state == Scenario.State(focus: "email", open: []))
    #expect(controller.playground.log.last?.text.hasPrefix("pencil tap on background → ") == true)
    controller.handle(.key(.control("s")), time: 4)
    click(&controller, Point(x: 175, y: 170), time: 5)
    #expect(controller.playground.state.focus == nil, "a finger resigns")
  }

  @Test("which inputs of a screen without looks are password fields")
  func secureNames() {
    for id in ["password", "newPassword", "PASSCODE", "pin"] {
      #expect(ScreenDecor.looksSecure(id))
    }
    for id in ["email", "spinner", "pass", "pinCode2x", ""] {
      #expect(!ScreenDecor.looksSecure(id))
    }
  }
}
