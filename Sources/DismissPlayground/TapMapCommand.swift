import DismissCore
import DismissScenarios

/// What a command printed and its exit status.
public struct CommandResult: Sendable {
  /// The lines printed, in order; `isError` lines go to standard error.
  public var lines: [(isError: Bool, text: String)] = []
  /// The exit status.
  public var status: Int32 = 0

  public init() {}

  /// The standard-output lines.
  public var output: [String] { lines.filter { !$0.isError }.map(\.text) }
  /// The standard-error lines.
  public var errors: [String] { lines.filter(\.isError).map(\.text) }

  mutating func out(_ text: String) { lines.append((false, text)) }
  mutating func error(_ text: String) { lines.append((true, text)) }
}

/// `dismisskit tapmap FILE.json --svg OUT.svg [--state-at N] [--step S]`.
public enum TapMapCommand {
  public static let usage = """
    usage: dismisskit tapmap FILE.json --svg OUT.svg [--state-at N] [--step POINTS]
      Draws what a tap would do at every point of a scenario's screen, in the
      state after event N (0-based, as numbered in the log and in "at"; the
      default is after every event; "initial" is before any): resign focus,
      keep it, move it, dismiss which layers, act on a control, or nothing
      (blocked by a modal layer, or swallowed). Each tap is made on a copy of the engine and
      the host model. Writes an SVG picture with the regions and a legend,
      and prints the share of the screen of each outcome.
      --svg OUT.svg   the picture to write (SVG only: the name ends in .svg)
      --state-at N    the state to map: after event N, or initial
      --step POINTS   the sampling grid, in points (default 2)
      Colours: one language for the tap map, the playground and the
      on-device debug overlay. Blue: focus moves to a text input. Green: the
      keyboard stays. Red: the keyboard is dismissed (resign focus). Orange:
      layers are dismissed (with red stripes when the keyboard goes too).
      Purple: a control opens or closes a layer. Grey: nothing (dark grey:
      blocked by a modal layer's backdrop, or swallowed). Outcomes of one colour differ by
      shade and pattern, and each is named with its reason in the legend.
      Exit status 0; 2 for bad arguments, an invalid scenario file, or a
      file that cannot be written.
    """

  /// Parses the arguments (after `tapmap`), writes the SVG, and says what it
  /// wrote. Exit 0; 2 for bad arguments or an invalid scenario file.
  public static func run(arguments: [String]) -> CommandResult {
    var result = CommandResult()
    var file: String?
    var svg: String?
    var stateAt: Int?
    var step = 2.0
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h":
        result.out(usage)
        return result
      case "--svg":
        guard let path = value() else { return usageError("--svg needs a file name") }
        svg = path
      case "--state-at":
        guard let text = value() else { return usageError("--state-at needs an event index") }
        if text == "initial" {
          stateAt = -1
        } else if let n = Int(text), n >= 0 {
          stateAt = n
        } else {
          return usageError("--state-at: \(text) is not an event index (0, 1, ... or initial)")
        }
      case "--step":
        guard let text = value(), let n = Double(text), n >= 0.5, n <= 100 else {
          return usageError("--step needs a number of points from 0.5 to 100")
        }
        step = n
      default:
        if argument.hasPrefix("-") { return usageError("unknown option \(argument)") }
        if file != nil { return usageError("one scenario file only") }
        file = argument
      }
      index += 1
    }
    guard let file else { return usageError("no scenario file given") }
    guard let svg else { return usageError("no --svg output file given") }
    guard svg.lowercased().hasSuffix(".svg") else {
      // SVG is the only format written: a `.png` holding SVG text would open
      // nowhere. One line, without the usage, since the fix is in the line.
      result.error(
        "dismisskit tapmap: --svg \(svg): the tap map is written as SVG only; "
          + "give a file name that ends in .svg")
      result.status = 2
      return result
    }

    let scenario: Scenario
    do {
      scenario = try ScenarioReader.read(try readFileBytes(file))
    } catch let error as ScenarioError {
      result.error(scenarioErrorLine(error, file: file))
      result.status = 2
      return result
    } catch {
      result.error("\(error)")
      result.status = 2
      return result
    }
    let last = scenario.events.count - 1
    let target = stateAt ?? last
    guard target <= last else {
      result.error(
        "dismisskit tapmap: --state-at \(target): \(file) has \(scenario.events.count) events (0...\(last))"
      )
      result.status = 2
      return result
    }
    var session = ScenarioSession(scenario)
    do {
      while session.nextEvent <= target { try session.step() }
    } catch {
      result.error(scenarioErrorLine(error, file: file))
      result.status = 2
      return result
    }
    let description =
      target < 0 ? "Initial state" : "State after event " + (session.log.last ?? "[\(target)]")
    let screen = ScreenDecor.forScenario(scenario).screen
    let map = TapMap.compute(session, screen: screen, step: step)
    let text = TapMapSVG.render(map, session: session, stateDescription: description)
    do {
      try writeFileBytes(svg, Array(text.utf8))
    } catch {
      result.error("dismisskit tapmap: \(error)")
      result.status = 2
      return result
    }
    let state = session.state
    result.out(
      "wrote \(svg): \(map.outcomes.count) outcomes in \(map.patches.count) rectangles, "
        + "\(scenario.regions.count) regions")
    result.out(
      description + "; focus: " + (state.focus ?? "none") + "; open: "
        + (state.open.isEmpty ? "none" : state.open.joined(separator: " > ")))
    var counts = Array(repeating: 0, count: map.outcomes.count)
    for cell in map.cells { counts[cell] += 1 }
    let looks = map.looks
    let words = looks.map(Palette.words(for:))
    let width = words.map(\.count).max() ?? 0
    for (i, outcome) in map.outcomes.enumerated() {
      let share = Int((Double(counts[i]) * 100 / Double(max(1, map.cells.count))).rounded())
      result.out(
        "  \(pad(String(share) + "%", 4)) \(pad(words[i], width)) \(outcome.label)")
    }
    return result
  }

  static func usageError(_ message: String) -> CommandResult {
    var result = CommandResult()
    result.error("dismisskit tapmap: \(message) (see dismisskit tapmap --help)")
    result.status = 2
    return result
  }
}
