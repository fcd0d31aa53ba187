import DismissPlayground
import DismissScenarios
import DismissTestSupport
import Foundation
import Testing

// Foundation's `Process` runs the binaries: Linux and macOS only (no iOS).
#if os(Linux) || os(macOS)
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
        output.hasPrefix(
          "== dismisskit demo: no terminal, so here is the tour of the demo screen ==")
      )
      #expect(
        output.contains(
          "-- after event [1] t=0.1: tap on email → the app focuses email (rule 6) --"))
      #expect(output.contains("q  w  e  r  t  y  u  i  o  p"))
      #expect(
        output.contains(
          "-- after event [24] t=11: escape → dismissLayer sheet (rule 5: escape, the top-most layer), resignFocus (rule 5: sheet held the focus) --"
        ))
      #expect(
        output.contains(
          "-- after event [36] t=18.1: pencil tap on background → dismissLayer menu (rule 5: tapOutside); "
            + "email keeps the focus (rule 3: a pencil never resigns it while pencilDismissesKeyboard is off) --"
        ))
      #expect(output.hasSuffix("final: focus email, open none\n"))
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
          "• tap on password → dismissLayer shareMenu (rule 5: tapOutside, with menu), dismissLayer menu (rule 5: tapOutside); the app focuses password (rule 6)"
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

    @Test("every command has its own help; help COMMAND prints it; --version prints the version")
    func helpAndVersion() throws {
      for (command, usage) in [
        ("simulate", "usage: dismisskit simulate"), ("tapmap", "usage: dismisskit tapmap"),
        ("demo", "usage: dismisskit demo"),
      ] {
        let own = try run([command, "--help"])
        #expect(own.status == 0)
        #expect(own.output.hasPrefix(usage), "\(command) --help")
        #expect(!own.output.contains("dismisskit help [COMMAND]"), "not the global help")
        let viaHelp = try run(["help", command])
        #expect(viaHelp.output == own.output)
      }
      let global = try run(["--help"])
      #expect(global.output.contains("dismisskit help [COMMAND] | --help | --version"))
      let version = try run(["--version"])
      #expect(version.status == 0)
      #expect(version.output == "dismisskit \(DismissKitCommand.version)\n")
      #expect(try run(["help", "frobnicate"]).status == 2)
    }

    @Test("an argument error is one line that points at --help, never the usage")
    func argumentErrorsAreOneLine() throws {
      for arguments in [
        ["frobnicate"], ["demo", "--frobnicate"], ["demo", "--size", "big"], ["tapmap"],
        ["tapmap", "Scenarios/Demo/demo-screen.json", "--svg", "x.svg", "--step", "0"],
        ["simulate"], ["simulate", "--frobnicate"],
      ] {
        let result = try run(arguments)
        let command = arguments[0] == "frobnicate" ? "dismisskit" : "dismisskit \(arguments[0])"
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errors.hasPrefix(command + ": "), "\(arguments)")
        #expect(result.errors.hasSuffix(" (see \(command) --help)\n"), "\(arguments)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(arguments): \(result.errors)")
        #expect(!result.errors.contains("usage:"), "\(arguments)")
      }
    }

    @Test("the version is the CHANGELOG's coming release, with -dev until it is released")
    func versionMatchesChangelog() throws {
      let changelog = try String(contentsOfFile: Self.root + "/CHANGELOG.md", encoding: .utf8)
      let version = DismissKitCommand.version
      #expect(version.wholeMatch(of: /\d+\.\d+\.\d+(-dev)?/) != nil)
      if version.hasSuffix("-dev") {
        let release = String(version.dropLast("-dev".count))
        #expect(changelog.contains("## [Unreleased]"))
        #expect(
          changelog.contains("the first release, \(release),") || changelog.contains("[\(release)]")
        )
      } else {
        #expect(changelog.contains("## [\(version)]"))
      }
    }

    @Test("simulate: the closing line is last; invalid files are counted on a line of their own")
    func simulateThroughTheBinary() throws {
      let valid = "Scenarios/1-backdrop-frame.json"
      let invalid =
        "Scenarios/Invalid/" + (jsonFiles(in: Self.root + "/Scenarios/Invalid").first ?? "")
      let result = try run(["simulate", valid, invalid])
      #expect(result.status == 2)
      let lines = result.output.split(separator: "\n").map(String.init)
      #expect(lines.suffix(2).first == "1 invalid")
      #expect(lines.last?.wholeMatch(of: /\d+ passed, \d+ failed/) != nil)
      #expect(result.errors.hasPrefix(invalid + ": "))
      let printed = try run(["simulate", "--print", valid, valid])
      let jsonLines = printed.output.split(separator: "\n")
      #expect(jsonLines.count == 2)
      #expect(jsonLines.allSatisfy { $0.hasPrefix("{\"file\":") })
    }

    @Test("file errors: a directory says so; an unwritable --svg says write and where")
    func fileErrors() throws {
      let directory = try run(["demo", "--replay", "Scenarios"])
      #expect(directory.status == 2)
      #expect(
        directory.errors
          == "Scenarios: cannot read: it is a directory, not a file (for the files in it: Scenarios/*.json)\n"
      )
      let tapmapDirectory = try run(["tapmap", "Scenarios", "--svg", "/tmp/never-written.svg"])
      #expect(tapmapDirectory.errors.hasPrefix("Scenarios: cannot read: it is a directory"))
      let unwritable = try run([
        "tapmap", "Scenarios/Demo/demo-screen.json", "--svg", "/nonexistent/x.svg",
      ])
      #expect(unwritable.status == 2)
      #expect(
        unwritable.errors
          == "dismisskit tapmap: /nonexistent/x.svg: cannot write: No such file or directory (there is no directory /nonexistent)\n"
      )
      #expect(!unwritable.errors.contains("cannot read"))
    }

    @Test("tapmap --svg refuses other extensions in one line")
    func svgExtension() throws {
      let path = NSTemporaryDirectory() + "dismisskit-\(UUID().uuidString).png"
      let png = try run(["tapmap", "Scenarios/Demo/demo-screen.json", "--svg", path])
      #expect(png.status == 2)
      #expect(
        png.errors
          == "dismisskit tapmap: --svg \(path): the tap map is written as SVG only; give a file name that ends in .svg\n"
      )
      #expect(!FileManager.default.fileExists(atPath: path), "nothing written")
    }

    @Test("demo --size refuses sizes it cannot draw, naming the smallest it can")
    func tooSmall() throws {
      let small = try run([
        "demo", "--replay", "Scenarios/Demo/demo-screen.json", "--size", "10x5",
      ])
      #expect(small.status == 2)
      #expect(small.output.isEmpty)
      #expect(
        small.errors
          == "dismisskit demo: --size 10x5 is too small to draw this screen; the smallest size is 61x20\n"
      )
      let least = try run([
        "demo", "--replay", "Scenarios/Demo/demo-screen.json", "--size", "61x20",
      ])
      #expect(least.status == 0, "\(least.errors)")
      #expect(!least.output.contains("Terminal too small"))
      let tour = try run(["demo", "--size", "60x20"])
      #expect(tour.status == 2)
    }

    @Test("dismisskit-bench --help explains its console columns")
    func benchHelp() throws {
      let binary = try #require(dismisskitBinary())
      let bench = String(binary.dropLast("dismisskit".count)) + "dismisskit-bench"
      try #require(FileManager.default.isExecutableFile(atPath: bench), "build dismisskit-bench")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: bench)
      process.arguments = ["--help"]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      for column in ["refocus", "depth", "seed-tree-search", "checksum", "allocations per event"] {
        #expect(text.contains("\n  \(column)"), "\(column) is explained")
      }
      #expect(text.contains("\"not measured\" when"))
    }
  }
#endif
