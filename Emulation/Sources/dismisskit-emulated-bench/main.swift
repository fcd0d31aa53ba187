// The cost of a tap on the emulated UIKit: DismissKit's adapters in one
// scene, with DismissKit, with an inert window recognizer (the baseline), or
// bare. Scripts/emulated-bench.sh runs it under callgrind and DHAT. The main
// thread drains the main queue itself: valgrind 3.19 does not survive
// dispatchMain().
import CallgrindShim
import UIKit

#if canImport(Glibc)
  import Glibc
#endif

let usage = """
  usage: dismisskit-emulated-bench [--path uikit|swiftui] [--scene idle|layer|sheet|deep]
           [--views N] [--approach dismisskit|noop|none|naive] [--taps K] [--warmup W]
           [--record FILE] [--pattern FILE]

  Builds the scene, focuses its field, then taps W + K seeded points over the
  window (UIKitEmulation.tap, then two run loop passes; the field is focused
  again if it lost focus; one more pass). Under callgrind, the K measured taps
  are bracketed by CALLGRIND_ZERO_STATS and CALLGRIND_DUMP_STATS ("taps").
  Prints one line: the options, refocuses, and UIView geometry calls per
  measured tap. Run it with SWIFT_DETERMINISTIC_HASHING=1.

    --path        uikit: a DismissInteraction on the window, rows with
                  KeyboardBehaviorInteraction; swiftui: a root and an anchor
                  per marked view (default uikit)
    --scene       idle: a list and a focused field; layer: one layer open;
                  sheet: the list in a presented sheet; deep: the list 10
                  wrapper views deep (default idle)
    --views       marked views in the list (default 100)
    --approach    dismisskit; noop: an inert window recognizer (the
                  baseline); none: the bare scene; naive: a window
                  recognizer that ends editing as every touch ends, the
                  code DismissKit replaces (default dismisskit)
    --taps        measured taps (default 100); --warmup: taps before (20)
    --record      writes which taps left the field unfocused (one 0 or 1 each)
    --pattern     noop and none: resign the field after those taps
  """

func fail(_ message: String) -> Never {
  print("dismisskit-emulated-bench: \(message)\n\(usage)")
  exit(2)
}

var path = TapScene.Path.uikit
var kind = TapScene.Kind.idle
var approach = TapScene.Approach.dismisskit
var views = 100
var taps = 100
var warmup = 20
var recordPath: String?
var patternPath: String?
var arguments = CommandLine.arguments.dropFirst()
@MainActor
func value(_ option: String) -> String {
  guard let next = arguments.popFirst() else { fail("\(option) needs a value") }
  return next
}
@MainActor
func count(_ option: String) -> Int {
  guard let number = Int(value(option)), number >= 0 else { fail("\(option) needs a count") }
  return number
}
@MainActor
func choice<Choice: RawRepresentable<String>>(_ option: String) -> Choice {
  guard let choice = Choice(rawValue: value(option)) else { fail("unknown value of \(option)") }
  return choice
}
while let argument = arguments.popFirst() {
  switch argument {
  case "--path": path = choice(argument)
  case "--scene": kind = choice(argument)
  case "--approach": approach = choice(argument)
  case "--views": views = count(argument)
  case "--taps": taps = count(argument)
  case "--warmup": warmup = count(argument)
  case "--record": recordPath = value(argument)
  case "--pattern": patternPath = value(argument)
  case "--help", "-h":
    print(usage)
    exit(0)
  default: fail("unknown option \(argument)")
  }
}

@MainActor
func runLoopPass() { UIKitEmulation.runLoopPass { drain_main_queue() } }

UIKitEmulation.begin()
let scene = TapScene(path: path, kind: kind, views: views, approach: approach)
for _ in 0..<4 { runLoopPass() }
_ = scene.field.becomeFirstResponder()
for _ in 0..<4 { runLoopPass() }
guard scene.field.isFirstResponder else { fail("the field did not take focus") }

let points = scene.points(warmup + taps)
var resigns = [UInt8](repeating: UInt8(ascii: "0"), count: points.count)
if let patternPath, approach == .noop || approach == .none {
  guard let file = fopen(patternPath, "r") else { fail("cannot read \(patternPath)") }
  _ = fread(&resigns, 1, resigns.count, file)
  fclose(file)
}
var recorded = [UInt8](repeating: UInt8(ascii: "0"), count: points.count)
var refocuses = 0

@MainActor
func tap(_ index: Int) {
  UIKitEmulation.tap(in: scene.window, at: points[index])
  runLoopPass()
  runLoopPass()
  if scene.refocus(resign: resigns[index] == UInt8(ascii: "1")) {
    recorded[index] = UInt8(ascii: "1")
    if index >= warmup { refocuses += 1 }
  }
  runLoopPass()
}

for index in 0..<warmup { tap(index) }
UIKitEmulation.geometryCalls = UIKitEmulation.GeometryCalls()
cg_zero_stats()
for index in warmup..<(warmup + taps) { tap(index) }
cg_dump_stats("taps")
let calls = UIKitEmulation.geometryCalls

if let recordPath {
  guard let file = fopen(recordPath, "w") else { fail("cannot write \(recordPath)") }
  _ = fwrite(recorded, 1, recorded.count, file)
  fclose(file)
}
let perTap = Double(calls.total) / Double(max(taps, 1))
print(
  "path=\(path) scene=\(kind) views=\(views) approach=\(approach) taps=\(taps) warmup=\(warmup)"
    + " refocuses=\(refocuses) geometry_calls_per_tap=\(perTap) geometry_calls=[\(calls)]")
withExtendedLifetime(scene) {}
