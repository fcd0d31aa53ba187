import DismissScenarios

/// `dismisskit`: the command-line tool's top level. It picks the
/// subcommand; each subcommand has its own `--help`.
public enum DismissKitCommand {
  /// The tool's version, printed by `dismisskit --version`: the only place
  /// it is written. Until the first release it is that release's number
  /// with `-dev` (the CHANGELOG's "Unreleased" section; a test keeps the
  /// two in step).
  public static let version = "0.1.0-dev"

  /// `dismisskit --help`.
  public static let usage = """
    usage: dismisskit demo [--replay FILE.json] [--screen FILE.json] [--size COLSxROWS]
           dismisskit tapmap FILE.json --svg OUT.svg [--state-at N] [--step POINTS]
           dismisskit simulate [--print] FILE.json...
           dismisskit help [COMMAND] | --help | --version

      demo      The playground: a phone-sized screen in the terminal; click,
                drag and type, and a side panel says what each event did and
                which rule decided. Without a terminal it replays its tour;
                --replay FILE.json plays a scenario file and prints the final
                frame.
      tapmap    Writes an SVG picture of what a tap would do at every point of
                a scenario's screen, in the state after event N (default:
                after every event).
      simulate  Runs scenario files through the engine and checks each
                against its "expect": PASS, FAIL or NOT CHECKED per file, the
                one-line error of each invalid file, then "N passed, M
                failed". --print prints what came out, to record "expect".

      Scenario files are JSON: a screen of regions, a starting state, a
      timeline of events and what must come out. The format is described in
      the repository's Sources/DismissKit/Documentation.docc/ScenarioFiles.md;
      Scenarios/ holds over a hundred examples.
      `dismisskit help COMMAND` or `dismisskit COMMAND --help` for a
      command's options.
    """

  /// The help of a subcommand, by name.
  public static func usage(of command: String) -> String? {
    switch command {
    case "demo": DemoCommand.usage
    case "tapmap": TapMapCommand.usage
    case "simulate": SimulateCommand.usage
    default: nil
    }
  }

  /// Runs the tool with its arguments (without the program name), printing
  /// as it goes; returns the exit status.
  public static func run(arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      printError(usage)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    func emit(_ lines: [(isError: Bool, text: String)], _ status: Int32) -> Int32 {
      for line in lines {
        if line.isError { printError(line.text) } else { print(line.text) }
      }
      return status
    }
    switch command {
    case "simulate":
      let result = SimulateCommand.run(arguments: rest)
      return emit(result.lines, result.status)
    case "demo":
      return DemoCommand.run(arguments: rest)
    case "tapmap":
      let result = TapMapCommand.run(arguments: rest)
      return emit(result.lines, result.status)
    case "--version", "version":
      print("dismisskit \(version)")
      return 0
    case "--help", "-h", "help":
      guard let topic = rest.first else {
        print(usage)
        return 0
      }
      guard let text = usage(of: topic) else {
        printError("dismisskit help: no command \(topic) (demo, tapmap or simulate)")
        return 2
      }
      print(text)
      return 0
    default:
      printError("dismisskit: unknown command \(command) (see dismisskit --help)")
      return 2
    }
  }
}
