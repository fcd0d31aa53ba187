import DismissCore
import DismissPlayground
import DismissScenarios
import Testing

@Suite("Drawing the playground")
struct RendererTests {
  func frame(_ playground: Playground, _ columns: Int = 100, _ rows: Int = 36) -> [String] {
    let layout = ScreenLayout.make(columns: columns, rows: rows, screen: playground.decor.screen)
    return PlaygroundRenderer.render(playground, layout: layout).lines
  }

  @Test("the demo screen at 10 × 20 points per cell")
  func demoFrame() {
    let lines = frame(Playground(DemoScreen.scenario))
    let text = lines.joined(separator: "\n")
    #expect(lines.count == 36)
    #expect(lines[0].hasPrefix(" DismissKit playground"))
    #expect(lines[0].hasSuffix("1 cell = 10×20 pt"))
    #expect(lines[1].hasPrefix("┌" + String(repeating: "─", count: 36) + "┐"))
    for label in [
      "DismissKit", "(•••)", "[Email", "[Password", "(   Log in   )", "Ann: Are we still on",
      "[Message", "(Send)", "Chats", "Settings",
    ] {
      #expect(text.contains(label), "\(label)")
    }
    #expect(!text.contains("q  w  e"), "no keyboard without focus")
    #expect(!text.contains("Copy"), "closed layers are not drawn")
    #expect(text.contains("Policy (p) 1/6: starting policy"))
    #expect(text.contains("Focus: none"))
  }

  @Test("focus shows the keyboard; layers draw above; a backdrop dots what it covers")
  func statesDrawn() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(100, 70)
    timeline.tap(325, 20)
    timeline.tap(270, 115)
    try playground.play(timeline)
    var text = frame(playground).joined(separator: "\n")
    #expect(text.contains("q  w  e  r  t  y  u  i  o  p"))
    #expect(text.contains("space") && text.contains("return"))
    #expect(text.contains("│ Mail") && text.contains("│ Share ▸"))
    #expect(text.contains("Open:  menu › submenu"))
    #expect(text.contains("[_ "), "the focused, empty email shows its cursor")

    var sheet = Playground(DemoScreen.scenario)
    timeline = Timeline()
    timeline.tap(90, 170)
    try sheet.play(timeline)
    text = frame(sheet).joined(separator: "\n")
    #expect(text.contains("Welcome back!"))
    #expect(text.contains("····"), "the backdrop covers the screen")
  }

  @Test(
    "a label's cell hits its region, at every size",
    arguments: [(100, 36), (80, 24), (61, 20), (140, 50)])
  func whatYouSeeIsWhatYouTap(_ size: (Int, Int)) throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(325, 20)  // the menu is open, so layers are checked too
    try playground.play(timeline)
    let layout = ScreenLayout.make(columns: size.0, rows: size.1, screen: playground.decor.screen)
    try #require(layout.problem == nil, "\(layout.problem ?? "")")
    let canvas = PlaygroundRenderer.render(playground, layout: layout)
    let lines = canvas.lines
    let expected: [(String, String)] = [
      ("[Email", "email"), ("[Password", "password"), ("Log in", "logIn"), ("Copy", "copy"),
      ("Share ▸", "share"),
      ("Delete", "delete"), ("Send", "send"), ("[Message", "messageField"),
      ("Ann: Are", "message1"),
      ("••", "more"),
    ]
    for (label, region) in expected {
      guard let row = lines.firstIndex(where: { $0.contains(label) }) else {
        Issue.record("\(label) not drawn at \(size)")
        continue
      }
      let scalars = Array(lines[row].unicodeScalars)
      let needle = Array(label.unicodeScalars)
      let column = (0...(scalars.count - needle.count)).first {
        Array(scalars[$0..<($0 + needle.count)]) == needle
      }!
      let cell = layout.phoneCell(column: column + needle.count / 2, row: row)
      let point = layout.phone.point(col: cell.col, row: cell.row)
      let hit = playground.engine.hitTest(point).hitRegion.flatMap { playground.name(of: $0) }
      #expect(hit == region, "\(label) at \(size): a click hits \(hit ?? "nothing")")
    }
  }

  @Test("the layout adapts to the terminal, and says when it is too small")
  func layouts() {
    let screen = DemoScreen.decor.screen
    let big = ScreenLayout.make(columns: 120, rows: 40, screen: screen)
    #expect(big.problem == nil)
    #expect(big.phone.pointsPerColumn == 10 && big.phone.pointsPerRow == 20)
    #expect(big.phone.columns == 36 && big.phone.rows == 32)
    #expect(big.panel.col0 == 39 && big.panel.col1 == 120)
    let small = ScreenLayout.make(columns: 80, rows: 24, screen: screen)
    #expect(small.problem == nil)
    #expect(small.phone.pointsPerRow == 32 && small.phone.rows == 20)
    let narrow = ScreenLayout.make(columns: 66, rows: 24, screen: screen)
    #expect(narrow.problem == nil)
    #expect(narrow.phone.pointsPerColumn == 11 && narrow.phone.columns == 33)
    let tiny = ScreenLayout.make(columns: 50, rows: 15, screen: screen)
    #expect(
      tiny.problem
        == "Terminal too small: 50×15. The playground needs at least 61×20: make the window bigger, or press q to quit."
    )
    let lines = PlaygroundRenderer.render(Playground(DemoScreen.scenario), layout: tiny).lines
    #expect(lines.joined(separator: " ").contains("Terminal too small"))
  }

  @Test("any scenario is drawn by kind, with its ids")
  func genericScenario() throws {
    let json = """
      {"regions": [
        {"id": "screen", "kind": "container", "frame": [0, 0, 390, 844]},
        {"id": "card", "kind": "container", "frame": [20, 100, 350, 200], "parent": "screen"},
        {"id": "name", "kind": "textInput", "frame": [40, 140, 300, 44], "parent": "card"},
        {"id": "save", "kind": "control", "frame": [40, 220, 120, 44], "parent": "card", "hitTestable": false},
        {"id": "popover", "kind": "layer", "frame": [100, 400, 200, 100], "backdrop": [0, 300, 390, 544]}
      ], "initial": {"focus": "name", "open": ["popover"]}, "events": []}
      """
    let playground = Playground(try ScenarioReader.read(Array(json.utf8)))
    #expect(playground.decor.screen == Rect(x: 0, y: 0, width: 390, height: 844))
    let size = DemoCommand.replaySize(for: playground.decor.screen)
    #expect(size.columns == 102 && size.rows == 47)
    let text = frame(playground, size.columns, size.rows).joined(separator: "\n")
    for label in ["┌ card ", "[_", "(   save   )", "┌ popover ", "···"] {
      #expect(text.contains(label), "\(label)\n\(text)")
    }
    #expect(text.contains("q  w  e"), "focus shows a keyboard on any screen")
  }

  @Test("the terminal output draws the same text")
  func ansiRoundTrip() throws {
    var playground = Playground(DemoScreen.scenario)
    var timeline = Timeline()
    timeline.tap(100, 70)
    timeline.tap(325, 20)
    try playground.play(timeline)
    let layout = ScreenLayout.make(columns: 100, rows: 36, screen: playground.decor.screen)
    let canvas = PlaygroundRenderer.render(
      playground, layout: layout, overlay: playground.overlay(geometry: layout.phone))
    var screen = ScreenEmulator(columns: 100, rows: 36)
    screen.feed(Array(canvas.ansi.utf8))
    #expect(screen.lines == canvas.lines)
    #expect(
      canvas.ansi.contains("\u{1B}[0;38;5;16;48;5;208m"), "the tap map colours dismissals orange")
  }

  @Test("text helpers")
  func helpers() {
    var canvas = Canvas(width: 10, height: 3)
    canvas.put("hello world", col: 2, row: 1, style: .normal)
    #expect(canvas.lines == ["", "  hello wo", ""])
    canvas.box(CellRect(col: 0, row: 0, width: 10, height: 3), style: .layer, title: "title")
    #expect(canvas.lines == ["┌ title ─┐", "│ hello w│", "└────────┘"])
  }
}
