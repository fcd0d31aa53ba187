import DismissPlayground
import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

/// The `dismisskit` binary without a terminal: the tour, replays, errors.
@Suite("dismisskit demo without a terminal")
struct CommandLineTests {
  static let root = Fixtures.repositoryRoot()

  /// Runs the binary with standard input from /dev/null and output piped.
  func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let binary = try #require(
      dismisskitBinary(), "the dismisskit binary is not built next to the tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  @Test("with no terminal, demo replays its tour and prints the frames")
  func tour() throws {
    let result = try run(["demo"])
    #expect(result.status == 0, "\(result.errors)")
    let output = result.output
    #expect(
      output.hasPrefix("== dismisskit demo: no terminal, so here is the tour of the demo screen ==")
    )
    #expect(
      output.contains("-- after event [1] t=0.1: tap on email → the app focuses email (rule 6) --"))
    #expect(output.contains("q  w  e  r  t  y  u  i  o  p"))
    #expect(
      output.contains(
        "-- after event [24] t=11: escape → dismissLayer sheet (rule 5: escape, the top-most layer), resignFocus (rule 5: sheet held the focus) --"
      ))
    #expect(output.hasSuffix("final: focus none, open none\n"))
    #expect(!output.contains("\u{1B}"), "plain text, no escape sequences")
  }

  @Test("--replay plays a scenario file and prints the final frame and the log")
  func replay() throws {
    let result = try run([
      "demo", "--replay", "Scenarios/5-realistic-login-menu-submenu-sheet.json",
    ])
    #expect(result.status == 0, "\(result.errors)")
    let output = result.output
    #expect(output.contains("-- after all 15 events --"))
    #expect(output.contains("DismissKit playground · rule 5: realistic login screen"))
    #expect(
      output.contains(
        "• tap on password → dismissLayer shareMenu (rule 5: inside menu), dismissLayer menu (rule 5: tapOutside); the app focuses password (rule 6)"
      ))
    #expect(output.contains("[13] resignFocus"))
    #expect(output.hasSuffix("final: focus none, open none\n"))
  }

  @Test("bad arguments and invalid files exit 2 with one line")
  func errors() throws {
    let missing = try run(["demo", "--replay", "Scenarios/nope.json"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("Scenarios/nope.json: cannot read:"))
    let unknown = try run(["demo", "--frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.hasPrefix("dismisskit demo: unknown argument --frobnicate"))
    let help = try run(["demo", "--help"])
    #expect(help.status == 0 && help.output.contains("--replay FILE"))
    let usage = try run(["help"])
    #expect(usage.output.contains("dismisskit demo [--replay FILE.json]"))
    #expect(usage.output.contains("dismisskit tapmap FILE.json --svg OUT.svg [--state-at N]"))
  }
}
