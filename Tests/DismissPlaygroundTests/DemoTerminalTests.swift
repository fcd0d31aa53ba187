import DismissCore
import DismissPlayground
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dismisskit demo` end to end: the built binary on a pseudo-terminal,
/// driven with real SGR mouse reports and keys, its screen read back
/// through a small terminal emulator.
@Suite("dismisskit demo on a pseudo-terminal")
struct DemoTerminalTests {
  static let leave = "\u{1B}[?1049l"

  func start(columns: Int = 100, rows: Int = 36) throws -> PseudoTerminal {
    let binary = try #require(
      dismisskitBinary(), "the dismisskit binary is not built next to the tests")
    let terminal = try PseudoTerminal(
      executable: binary, arguments: ["demo"], columns: columns, rows: rows)
    // The whole first frame: its last row is the status row.
    let drawn = terminal.wait(for: "q quit")
    try #require(drawn, "no first frame (\(terminal.diagnostics)):\n\(terminal.screen.text)")
    return terminal
  }

  /// Where a text is on screen (a function, so that a failed expectation
  /// does not print the whole screen model).
  func locate(_ terminal: PseudoTerminal, _ text: String) -> (column: Int, row: Int)? {
    terminal.screen.find(text)
  }

  /// Reads until the side panel (wrapped lines joined) says something.
  func waitForLog(_ terminal: PseudoTerminal, _ text: String) -> Bool {
    let column = ScreenLayout.make(columns: 100, rows: 36, screen: DemoScreen.decor.screen).panel
      .col0
    return terminal.wait { $0.flowingText(fromColumn: column).contains(text) }
  }

  /// The 0-based terminal cell that shows a point of the demo screen.
  func cell(of point: Point, columns: Int = 100, rows: Int = 36) -> (column: Int, row: Int) {
    ScreenLayout.make(columns: columns, rows: rows, screen: DemoScreen.decor.screen).terminalCell(
      of: point)
  }

  @Test("click a field, type, tap the background, open and escape the menu, quit with q")
  func session() throws {
    let terminal = try start()
    let modes = terminal.screen.modes
    #expect(modes.prefix(5) == ["?1049h", "?25l", "?1000h", "?1002h", "?1006h"])
    #expect(!terminal.screen.text.contains("q  w  e"), "no keyboard before a field has focus")

    // Click the email field: it gets the focus and the keyboard comes up.
    let email = try #require(locate(terminal, "[Email"), "\(terminal.screen.text)")
    terminal.click(column: email.column + 3, row: email.row)
    #expect(terminal.wait(for: "q  w  e  r  t"), "\(terminal.screen.text)")
    #expect(terminal.screen.text.contains("Focus: email (keyboard up)"))
    #expect(waitForLog(terminal, "tap on email → the app focuses email (rule 6)"))

    // Typed keys fill the field.
    terminal.send("ann")
    #expect(terminal.wait(for: "[ann_"), "\(terminal.screen.text)")

    // A click on the keyboard types too, and never reaches the engine.
    let key = try #require(locate(terminal, " x  c  v"), "\(terminal.screen.text)")
    terminal.click(column: key.column + 1, row: key.row)
    #expect(terminal.wait(for: "[annx_"), "\(terminal.screen.text)")

    // The background (right of the Log in button): resign, keyboard down.
    let background = cell(of: Point(x: 260, y: 170))
    terminal.click(column: background.column, row: background.row)
    #expect(
      waitForLog(terminal, "tap on background → resignFocus (rule 4: no region decides)"),
      "\(terminal.screen.text)")
    let hidden = terminal.wait { !$0.text.contains("q  w  e") }
    #expect(hidden, "the keyboard is hidden")
    #expect(terminal.screen.text.contains("[annx"))
    #expect(terminal.screen.text.contains("Focus: none"))

    // ••• opens the menu; the Escape key (a lone ESC byte) dismisses it.
    let more = try #require(locate(terminal, "(•••)"), "\(terminal.screen.text)")
    terminal.click(column: more.column + 2, row: more.row)
    #expect(terminal.wait(for: "Open:  menu"), "\(terminal.screen.text)")
    #expect(terminal.screen.text.contains("Share ▸"))
    terminal.send("\u{1B}")
    #expect(
      waitForLog(terminal, "escape → dismissLayer menu (rule 5: escape"), "\(terminal.screen.text)")
    #expect(terminal.screen.text.contains("Open:  none"))

    // q quits and restores the terminal.
    terminal.send("q")
    let status = try #require(terminal.waitForExit(), "the demo did not exit")
    #expect(exitedNormally(status) && exitCode(status) == 0)
    #expect(terminal.outputText.hasSuffix(Self.leave))
    let finalModes = terminal.screen.modes
    #expect(finalModes.suffix(5) == ["?1006l", "?1002l", "?1000l", "?25h", "?1049l"])
  }

  @Test("drag scrolls the list; the wheel too; p cycles the policy")
  func dragAndPolicy() throws {
    let terminal = try start()
    let first = try #require(locate(terminal, "Ann: Are we still on"), "\(terminal.screen.text)")
    // Press on a message, drag 5 rows up, release.
    terminal.send("\u{1B}[<0;\(first.column + 5);\(first.row + 7)M")
    for step in 1...5 { terminal.send("\u{1B}[<32;\(first.column + 5);\(first.row + 7 - step)M") }
    terminal.send("\u{1B}[<0;\(first.column + 5);\(first.row + 2)m")
    #expect(waitForLog(terminal, "(scrolls chat)"), "\(terminal.screen.text)")
    let scrolled = terminal.wait { $0.find("Ann: Are we still on") == nil }
    #expect(scrolled, "the first message scrolled out")
    // The wheel scrolls back up.
    for _ in 0..<6 { terminal.send("\u{1B}[<64;\(first.column + 5);\(first.row + 3)M") }
    let back = terminal.wait { $0.find("Ann: Are we still on") != nil }
    #expect(back, "\(terminal.screen.text)")
    terminal.send("p")
    #expect(
      terminal.wait(for: "Policy (p) 2/6: dismissKeyboardOn: touchDown"), "\(terminal.screen.text)")
    terminal.send("\u{03}")  // Ctrl-C quits too
    let status = try #require(terminal.waitForExit())
    #expect(exitedNormally(status) && exitCode(status) == 0)
    #expect(terminal.outputText.hasSuffix(Self.leave))
  }

  @Test("SIGTERM restores the terminal")
  func sigterm() throws {
    let terminal = try start()
    kill(terminal.pid, SIGTERM)
    let status = try #require(terminal.waitForExit())
    #expect(terminatingSignal(status) == SIGTERM)
    #expect(terminal.outputText.hasSuffix(Self.leave))
  }

  @Test("a small terminal says so, and q still quits")
  func tooSmall() throws {
    let binary = try #require(dismisskitBinary())
    let terminal = try PseudoTerminal(
      executable: binary, arguments: ["demo"], columns: 50, rows: 15)
    #expect(
      terminal.wait(for: "Terminal too small: 50×15."),
      "\(terminal.diagnostics)\n\(terminal.screen.text)")
    terminal.send("q")
    let status = try #require(terminal.waitForExit())
    #expect(exitedNormally(status) && exitCode(status) == 0)
    #expect(terminal.outputText.hasSuffix(Self.leave))
  }
}
