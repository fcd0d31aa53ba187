import DismissCore
import DismissPlayground
import DismissScenarios
import Testing

@Suite("Terminal input")
struct InputParserTests {
  @Test("SGR mouse reports: press, drag, release, wheel, bare motion")
  func mouse() {
    var parser = InputParser()
    let events = parser.feed(
      Array(
        "\u{1B}[<0;10;5M\u{1B}[<32;11;6M\u{1B}[<0;11;6m\u{1B}[<64;3;4M\u{1B}[<65;3;4M\u{1B}[<35;1;1M\u{1B}[<2;7;8M"
          .utf8))
    #expect(
      events == [
        .mouse(MouseEvent(.press, button: 0, column: 9, row: 4)),
        .mouse(MouseEvent(.drag, button: 0, column: 10, row: 5)),
        .mouse(MouseEvent(.release, button: 0, column: 10, row: 5)),
        .mouse(MouseEvent(.wheelUp, column: 2, row: 3)),
        .mouse(MouseEvent(.wheelDown, column: 2, row: 3)),
        .mouse(MouseEvent(.move, button: 3, column: 0, row: 0)),
        .mouse(MouseEvent(.press, button: 2, column: 6, row: 7)),
      ])
    #expect(!parser.hasPending)
  }

  @Test("a lone ESC waits for the timeout; a sequence split across reads does not")
  func escape() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]).isEmpty)
    #expect(parser.hasPending)
    #expect(parser.feed(Array("[<0;1;2".utf8)).isEmpty, "an incomplete mouse report waits")
    #expect(parser.feed(Array("M".utf8)) == [.mouse(MouseEvent(.press, column: 0, row: 1))])
    #expect(parser.feed([0x1B]).isEmpty)
    #expect(parser.flush() == [.key(.escape)])
    #expect(!parser.hasPending)
    #expect(parser.feed([0x1B, 0x1B]) == [.key(.escape)], "ESC ESC: the first is the key")
    #expect(parser.flush() == [.key(.escape)])
    #expect(parser.feed(Array("\u{1B}x".utf8)) == [.key(.escape), .key(.character("x"))])
  }

  @Test("keys: text, UTF-8, control keys, arrows")
  func keys() {
    var parser = InputParser()
    #expect(
      parser.feed(Array("aé\r\t\u{7F}\u{03}\u{10}\u{1B}[A\u{1B}OB\u{1B}[Z".utf8)) == [
        .key(.character("a")), .key(.character("é")), .key(.enter), .key(.tab), .key(.backspace),
        .key(.control("c")), .key(.control("p")), .key(.up), .key(.down), .key(.backTab),
      ])
    #expect(parser.feed([0xE2, 0x80]).isEmpty, "half a character waits")
    #expect(parser.feed([0xA2]) == [.key(.character("•"))])
  }
}

@Suite("The interactive controller, without a terminal")
struct DemoControllerTests {
  func click(_ controller: inout DemoController, _ point: Point, time: Double) {
    let cell = controller.layout.terminalCell(of: point)
    controller.handle(.mouse(MouseEvent(.press, column: cell.column, row: cell.row)), time: time)
    controller.handle(
      .mouse(MouseEvent(.release, column: cell.column, row: cell.row)), time: time + 0.1)
  }

  @Test("mouse buttons are touches; keys type; the keyboard types; q and Ctrl-C quit")
  func session() throws {
    var controller = DemoController(columns: 100, rows: 36)
    click(&controller, Point(x: 100, y: 70), time: 0)
    #expect(controller.playground.state.focus == "email")
    for c in "q@x" { controller.handle(.key(.character(c)), time: 1) }
    #expect(controller.playground.texts["email"] == "q@x", "q types while a field has focus")
    #expect(!controller.wantsToQuit)
    // A click on the drawn keyboard types, and the engine never sees it.
    let keyboard = PlaygroundRenderer.keyboard(
      for: controller.playground, geometry: controller.layout.phone)
    let key = try #require(keyboard.keys.first { $0.cap == .character("z") })
    let events = controller.playground.eventCount
    controller.handle(
      .mouse(
        MouseEvent(
          .press, column: key.rect.col0 + 1 + controller.layout.phoneColumn,
          row: key.rect.row0 + controller.layout.phoneRow)),
      time: 2)
    #expect(controller.playground.texts["email"] == "q@xz")
    #expect(controller.playground.eventCount == events)
    // Tab: the next field.
    controller.handle(.key(.tab), time: 3)
    #expect(controller.playground.state.focus == "password")
    // Escape with no layer open: the keyboard stays (escapeDismissesKeyboard
    // is off by default); a tap on the background resigns.
    controller.handle(.key(.escape), time: 4)
    #expect(controller.playground.state.focus == "password")
    click(&controller, Point(x: 175, y: 170), time: 4.5)
    #expect(controller.playground.state.focus == nil)
    // p, m, r when no field has focus.
    controller.handle(.key(.character("p")), time: 5)
    #expect(controller.playground.presetIndex == 1)
    controller.handle(.key(.character("m")), time: 5)
    #expect(controller.showsTapMap)
    let frame = controller.frame()
    #expect(frame.lines.joined(separator: "\n").contains("Tap map (m)"))
    controller.handle(.key(.character("r")), time: 6)
    #expect(controller.playground.texts.isEmpty && controller.playground.presetIndex == 1)
    controller.handle(.key(.character("q")), time: 7)
    #expect(controller.wantsToQuit)
    var other = DemoController(columns: 100, rows: 36)
    click(&other, Point(x: 100, y: 70), time: 0)
    other.handle(.key(.control("c")), time: 1)
    #expect(other.wantsToQuit)
  }

  @Test("holding one button and pressing another is a multi-touch")
  func twoButtons() {
    var controller = DemoController(columns: 100, rows: 36)
    let a = controller.layout.terminalCell(of: Point(x: 100, y: 70))
    let b = controller.layout.terminalCell(of: Point(x: 100, y: 120))
    controller.handle(.mouse(MouseEvent(.press, button: 0, column: a.column, row: a.row)), time: 0)
    controller.handle(
      .mouse(MouseEvent(.press, button: 2, column: b.column, row: b.row)), time: 0.05)
    controller.handle(
      .mouse(MouseEvent(.release, button: 0, column: a.column, row: a.row)), time: 0.1)
    controller.handle(
      .mouse(MouseEvent(.release, button: 2, column: b.column, row: b.row)), time: 0.1)
    #expect(controller.playground.state.focus == nil)
    #expect(controller.playground.log.contains { $0.text.contains("multi-touch") })
  }

  @Test("a small terminal ignores the mouse until it grows")
  func resize() {
    var controller = DemoController(columns: 40, rows: 10)
    #expect(controller.layout.problem != nil)
    controller.handle(.mouse(MouseEvent(.press, column: 5, row: 4)), time: 0)
    #expect(controller.playground.eventCount == 0)
    controller.resize(columns: 100, rows: 36)
    #expect(controller.layout.problem == nil)
    #expect(controller.frame().lines[0].hasPrefix(" DismissKit playground"))
  }
}
