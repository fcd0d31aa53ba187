import DismissPlayground
import DismissScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: dismisskit demo [--replay FILE.json]
         dismisskit tapmap FILE.json --svg OUT.svg [--state-at N]
         dismisskit simulate [--print] FILE...

  dismisskit demo
    The playground: a phone-sized screen in the terminal; click, drag and type,
    and a side panel says what each event did and which rule decided. Without
    a terminal it replays its tour; --replay FILE.json plays a scenario file and
    prints the final frame. `dismisskit demo --help` for the keys and options.

  dismisskit tapmap FILE.json --svg OUT.svg [--state-at N] [--step POINTS]
    Writes an SVG of what a tap would do at every point of the scenario's
    screen, in the state after event N (default: after every event).

  dismisskit simulate [--print] FILE...
    Runs DismissKit scenario files (see spec/scenarios.md) through the engine.
    One line per file (PASS, FAIL with a diff, or why the file is invalid),
    then "N passed, M failed". Exit 0 when all pass, 1 when any fails, 2 when
    any file is invalid.
    --print  print what came out of each file as JSON of the shape of
             "expect", to record expectations.
  """

func printError(_ line: String) {
  var bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  printError(usage)
  exit(2)
}
arguments.removeFirst()
switch command {
case "simulate":
  var printOutcome = false
  var files: [String] = []
  for argument in arguments {
    if argument == "--print" {
      printOutcome = true
    } else if argument == "--help" || argument == "-h" {
      print(usage)
      exit(0)
    } else if argument.hasPrefix("-") {
      printError("dismisskit simulate: unknown option \(argument)\n\(usage)")
      exit(2)
    } else {
      files.append(argument)
    }
  }
  guard !files.isEmpty else {
    printError("dismisskit simulate: no scenario files given\n\(usage)")
    exit(2)
  }
  let result = SimulateCommand.run(files: files, printOutcome: printOutcome)
  for line in result.lines {
    if line.isError { printError(line.text) } else { print(line.text) }
  }
  exit(result.status)
case "demo":
  exit(DemoCommand.run(arguments: arguments))
case "tapmap":
  let result = TapMapCommand.run(arguments: arguments)
  for line in result.lines {
    if line.isError { printError(line.text) } else { print(line.text) }
  }
  exit(result.status)
case "--help", "-h", "help":
  print(usage)
default:
  printError("dismisskit: unknown command \(command)\n\(usage)")
  exit(2)
}
