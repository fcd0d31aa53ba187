import DismissCore
import DismissScenarios

/// `dismisskit demo`: the interactive playground, or replays without a
/// terminal.
public enum DemoCommand {
  public static let usage = """
    usage: dismisskit demo [--replay FILE.json] [--screen FILE.json] [--size COLSxROWS]
      Opens the playground: a phone-sized screen of engine regions in the
      terminal. Click and drag with the mouse (each button is a finger), type
      into focused fields, Esc is the hardware Escape key; a side panel logs
      every event, its effects and the rule that decided, each dismissal with
      its reason (tapOutside, escape, ...). Keys: p cycles the policy, m shows
      the tap map, s makes the mouse an Apple Pencil and back (a pencil closes
      layers like a finger, never the keyboard), Tab moves focus, r resets
      the screen, its focus, layers and texts to the start (the policy stays:
      p cycles it), q quits (while typing: Ctrl-P, Ctrl-T, Ctrl-S, Ctrl-R,
      Ctrl-C). Inside tmux, clicks need `set -g mouse on`.
      The tap map colours each cell by what a tap there would do: blue focus
      moves, green the keyboard stays, red the keyboard is dismissed, orange
      layers are dismissed (striped when the tap does more), purple a control
      acts, grey nothing; the legend names each outcome with its glyph.
      When standard input or output is not a terminal, replays the bundled
      tour instead and prints a frame after each step.
      --replay FILE  play a scenario file's events on the playground without a
                     terminal; print the final frame and the log
      --screen FILE  use a scenario file's screen instead of the demo screen
      --size CxR     the frame size of replays (default: fits the phone); at
                     least what the screen needs (61x20 for the demo screen),
                     else the command says the smallest size and exits 2
    """

  /// Runs the command (arguments after `demo`); returns the exit status.
  public static func run(arguments: [String]) -> Int32 {
    var replay: String?
    var screenFile: String?
    var size: (columns: Int, rows: Int)?
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--help", "-h":
        print(usage)
        return 0
      case "--replay":
        guard let file = value() else { return usageError("--replay needs a scenario file") }
        replay = file
      case "--screen":
        guard let file = value() else { return usageError("--screen needs a scenario file") }
        screenFile = file
      case "--size":
        guard let text = value(), let parsed = parseSize(text) else {
          return usageError("--size needs COLSxROWS, for example 100x36")
        }
        size = parsed
      default:
        return usageError("unknown argument \(arguments[index])")
      }
      index += 1
    }
    /// Refuses a frame size the playground cannot draw the screen in.
    func tooSmall(_ scenario: Scenario) -> Bool {
      guard let size else { return false }
      let screen = ScreenDecor.forScenario(scenario).screen
      guard ScreenLayout.make(columns: size.columns, rows: size.rows, screen: screen).problem != nil
      else { return false }
      let least = ScreenLayout.minimumSize(for: screen)
      printError(
        "dismisskit demo: --size \(size.columns)x\(size.rows) is too small to draw this screen; "
          + "the smallest size is \(least.columns)x\(least.rows)")
      return true
    }
    if let replay {
      guard let scenario = load(replay) else { return 2 }
      if tooSmall(scenario) { return 2 }
      do {
        for line in try replayLines(
          scenario, size: size, everyStep: false, title: "dismisskit demo --replay \(replay)")
        {
          print(line)
        }
      } catch {
        printError(scenarioErrorLine(error, file: replay))
        return 2
      }
      return 0
    }
    var scenario = DemoScreen.scenario
    if let screenFile {
      guard let loaded = load(screenFile) else { return 2 }
      scenario = loaded
    }
    if !Terminal.isInteractive {
      if tooSmall(scenario) { return 2 }
      do {
        for line in try replayLines(
          scenario, size: size, everyStep: true,
          title:
            "dismisskit demo: no terminal, so here is the tour of \(screenFile ?? "the demo screen")"
        ) {
          print(line)
        }
      } catch {
        printError(scenarioErrorLine(error, file: screenFile ?? "demo-screen.json"))
        return 2
      }
      return 0
    }
    return runInteractive(scenario: scenario)
  }

  static func parseSize(_ text: String) -> (columns: Int, rows: Int)? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c > 0, r > 0, c <= 1000,
      r <= 1000
    else {
      return nil
    }
    return (c, r)
  }

  static func load(_ file: String) -> Scenario? {
    do {
      return try ScenarioReader.read(try readFileBytes(file))
    } catch let error as ScenarioError {
      printError(scenarioErrorLine(error, file: file))
    } catch {
      printError("\(error)")
    }
    return nil
  }

  static func usageError(_ message: String) -> Int32 {
    printError("dismisskit demo: \(message) (see dismisskit demo --help)")
    return 2
  }

  /// The frame size that fits a screen at 10 x 20 points per cell.
  public static func replaySize(for screen: Rect) -> (columns: Int, rows: Int) {
    let columns = Int((screen.width / 10).rounded(.up))
    let rows = Int((screen.height / 20).rounded(.up))
    return (max(100, columns + 3 + 60), min(max(24, rows + 4), 64))
  }

  /// Plays a scenario's events on the playground and returns the text to
  /// print: with `everyStep`, a frame after each step (each event but touch
  /// downs and moves); always the final frame, the log, the effects and the
  /// final state.
  public static func replayLines(
    _ scenario: Scenario, size: (columns: Int, rows: Int)? = nil, everyStep: Bool, title: String
  ) throws -> [String] {
    var playground = Playground(scenario)
    let size = size ?? replaySize(for: playground.decor.screen)
    let layout = ScreenLayout.make(
      columns: size.columns, rows: size.rows, screen: playground.decor.screen)
    var lines = ["== \(title) =="]
    func frame(_ heading: String) {
      lines.append("")
      lines.append("-- \(heading) --")
      lines.append(
        contentsOf: PlaygroundRenderer.render(playground, layout: layout, status: "").lines)
    }
    for (index, event) in scenario.events.enumerated() {
      let logCount = playground.log.count
      try playground.run(event)
      guard everyStep else { continue }
      switch event.kind {
      case .touch(_, .down, _, _), .touch(_, .move, _, _):
        continue
      default:
        let said = playground.log[logCount...].map(\.text).joined(separator: " / ")
        frame(
          "after event [\(index)] t=\(number(event.t)): " + (said.isEmpty ? "nothing to log" : said)
        )
      }
    }
    if !everyStep || scenario.events.isEmpty { frame("after all \(scenario.events.count) events") }
    lines.append("")
    lines.append("-- log --")
    lines.append(contentsOf: playground.log.map { "• " + $0.text })
    lines.append("")
    lines.append("-- effects --")
    if playground.effects.isEmpty { lines.append("(none)") }
    lines.append(contentsOf: playground.effects.map(\.description))
    let state = playground.state
    lines.append(
      "final: focus \(state.focus ?? "none"), open "
        + (state.open.isEmpty ? "none" : state.open.joined(separator: " > ")))
    return lines
  }
}
