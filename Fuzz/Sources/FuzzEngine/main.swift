import CFuzzerDriver
import DismissCore
import FuzzTestSupport

#if canImport(Glibc)
  import Glibc
#endif

// libFuzzer entry point: bytes -> a scene and an event stream -> DismissEngine.
// Built with `-sanitize=fuzzer,address`; the module's `main` runs libFuzzer's driver.
//
// - Inputs that stay within what the reference model describes (no
//   removals, updates or inserts, no astronomic tap slop) run through `EngineHarness`: every
//   effect, state and hit test is checked against the model, and a copy of
//   the engine taken mid-run must continue as the original.
// - Other inputs (NaN, infinities, 1e300, removals, updates, inserts while
//   touches are down, host paths naming stale regions) drive the engine
//   directly; the checks are the invariants that hold whatever the input:
//   no trap, dismissals before at most one resign, a layer dismissed only
//   while open and once, an idle engine yields nothing.

struct Input {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var sane = true

  var isAtEnd: Bool { position >= bytes.count }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  static let hostile: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    -0.0, .leastNonzeroMagnitude, 268_435_456, 268_435_455.5, 1e15, -1, -0.5,
    9.007_199_254_740_993e15, 1e-300,
  ]

  /// 0 ... 478 in steps of 2 (and a half now and then), or a hostile value
  /// (which the model describes too: a bad frame is empty, a touch at a
  /// non-finite point is ignored).
  mutating func number() -> Double {
    let b = byte()
    if b >= 240 { return Self.hostile[Int(b - 240)] }
    return Double(b) * 2 + (b % 7 == 0 ? 0.5 : 0)
  }

  mutating func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }
  mutating func point() -> Point { Point(x: number(), y: number()) }
}

func decode(_ input: inout Input) -> (RefCase, ReferenceModel.Options, [Extra]) {
  let p1 = input.byte()
  let p2 = input.byte()
  var policy = DismissPolicy()
  let slops: [Double] = [10, 0, 5, 25, 7.5, .nan, -1, 1e300]
  policy.tapSlop = slops[Int(p1 & 7)]
  if p1 & 7 == 7 { input.sane = false }
  let durations: [Double] = [0.75, 0.3, 2, 0, .nan, -1, .infinity, 1e-9]
  policy.maxTapDuration = durations[Int((p1 >> 3) & 7)]
  policy.pencilDismissesKeyboard = p1 & 64 != 0
  policy.escapeDismissesKeyboard = p1 & 128 == 0
  policy.dismissKeyboardOn = [.tap, .touchDown, .never, .tap][Int(p2 & 3)]
  policy.controlsKeyboard = p2 & 4 == 0 ? .keep : .dismiss
  policy.dragDismissesKeyboard = p2 & 8 != 0
  let options = ReferenceModel.Options(
    hostClosesDismissed: p2 & 16 == 0, hostActsOnTaps: p2 & 32 == 0, focusMustBePresent: false)

  let count = Int(input.byte() % 32) + 1
  var regions: [RefScene.Region] = []
  let kinds: [RegionKind] = [.container, .textInput, .control, .layer]
  for i in 0..<count {
    let kind = kinds[Int(input.byte() & 3)]
    let p = input.byte()
    let parent: Int? = (i > 0 && p < 192) ? Int(p) % i : nil
    var region = RefScene.Region(id: "r\(i)", kind: kind, frame: input.rect(), parent: parent)
    let flags = input.byte()
    region.hitTestable = flags & 1 == 0
    region.clips = flags & 2 != 0
    region.keyboard = [nil, .keep, .dismiss, nil][Int((flags >> 2) & 3)]
    if kind == .layer {
      let triggers = input.byte()
      region.dismissOn = triggers >= 0xE0 ? .default : DismissTriggers(rawValue: triggers & 31)
      switch (flags >> 4) & 3 {
      case 2: region.backdrop = .infinite
      case 3: region.backdrop = input.rect()
      default: break
      }
      for _ in 0..<Int(flags >> 6) { region.excluding.append(Int(input.byte()) % count) }
    }
    regions.append(region)
  }
  // Actions name layers; decided once every region exists.
  let layers = regions.indices.filter { regions[$0].kind == .layer }
  for i in regions.indices where regions[i].kind == .control && !layers.isEmpty {
    let b = input.byte()
    let layer = layers[Int(b >> 2) % layers.count]
    regions[i].action = [nil, .open(layer), .close(layer), .toggle(layer)][Int(b & 3)]
  }
  var scene = RefScene(policy: policy, regions: regions)
  let f = input.byte()
  if f < 128 { scene.initialFocus = Int(f) % count }
  for _ in 0..<Int(input.byte() % 4) where !layers.isEmpty {
    scene.initialOpen.append(layers[Int(input.byte()) % layers.count])
  }

  var events: [RefEvent] = []
  var extras: [Extra] = []
  var t = 0.0
  while !input.isAtEnd && events.count < 400 {
    let op = input.byte()
    t += Double(op >> 5) * 0.05
    let touch = Int(input.byte() % 6)
    let kind: RefEvent.Kind
    switch op % 16 {
    case 0, 1, 2, 3:
      kind = .touch(touch, .down, input.point(), op & 16 != 0 && op % 4 == 3 ? .pencil : .finger)
    case 4, 5: kind = .touch(touch, .move, input.point(), .finger)
    case 6, 7: kind = .touch(touch, .up, input.point(), .finger)
    case 8: kind = .cancel(touch)
    case 9: kind = .escape(touch % 2 == 0 ? .key : .accessibility)
    case 10: kind = .focus(touch == 0 ? nil : Int(input.byte()) % count)
    case 11: kind = .open(Int(input.byte()) % count)
    case 12: kind = .close(Int(input.byte()) % count)
    case 13: kind = .setFrame(Int(input.byte()) % count, input.rect())
    default:
      // Something the model does not describe.
      input.sane = false
      extras.append(
        Extra(at: events.count, op: input.byte(), a: Int(input.byte()), rect: input.rect()))
      kind = .escape(.key)
    }
    events.append(RefEvent(t: t, kind))
  }
  return (RefCase(scene: scene, events: events), options, extras)
}

/// An operation beyond the model, run before event `at`.
struct Extra {
  var at: Int
  var op: UInt8
  var a: Int
  var rect: Rect
}

func describe(_ testCase: RefCase) -> String {
  var lines = ["policy: \(testCase.scene.policy)"]
  for (i, r) in testCase.scene.regions.enumerated() { lines.append("  r\(i): \(r)") }
  lines.append(
    "initial focus \(String(describing: testCase.scene.initialFocus)), open \(testCase.scene.initialOpen)"
  )
  for (i, e) in testCase.events.enumerated() { lines.append("  [\(i)] t=\(e.t) \(e.kind)") }
  return lines.joined(separator: "\n")
}

/// The invariants that hold for every event, whatever the input.
func checkEffects(_ effects: [DismissEffect], before: DismissEngine, after: DismissEngine) {
  if before.isIdle { check(effects.isEmpty, "an idle engine yielded \(effects)") }
  var seen: Set<RegionID> = []
  for (i, effect) in effects.enumerated() {
    switch effect {
    case .dismissLayer(let layer, _):
      check(
        before.state(of: layer) == .open, "dismissed a layer that was \(before.state(of: layer))")
      check(seen.insert(layer).inserted, "dismissed twice in one event")
      check(after.state(of: layer) == .dismissing, "not dismissing after its effect")
    case .resignFocus:
      check(i == effects.count - 1, "resignFocus before a dismissal")
      check(before.isFocused, "resignFocus without focus")
      check(!after.isFocused, "still focused after resignFocus")
    case .swallowTouch:
      check(i == 0, "swallowTouch after another effect")
    }
  }
}

func runDirect(
  _ testCase: RefCase, _ options: ReferenceModel.Options, _ extras: [Extra], reusingSlots: Bool
) {
  var engine = DismissEngine(policy: testCase.scene.policy)
  if reusingSlots { EngineHarness.padSlots(of: &engine) }
  var ids = EngineHarness.build(testCase.scene, into: &engine)
  if let focus = testCase.scene.initialFocus { engine.setFocus(ids[focus]) }
  for layer in testCase.scene.initialOpen { engine.open(ids[layer]) }
  var nextExtra = 0
  for (index, event) in testCase.events.enumerated() {
    while nextExtra < extras.count && extras[nextExtra].at == index {
      let x = extras[nextExtra]
      nextExtra += 1
      let id = ids[x.a % ids.count]
      switch x.op % 8 {
      case 0: engine.remove(id)
      case 1:
        var region = Region(kind: RegionKind(rawValue: x.op / 8 % 4)!, frame: x.rect)
        region.parent = x.a % 3 == 0 ? nil : ids[(x.a / 3) % ids.count]
        region.backdrop = x.op & 32 != 0 ? x.rect : nil
        region.dismissTriggers = DismissTriggers(rawValue: UInt8(x.a & 31))
        region.excluded = [ids[(x.a / 7) % ids.count]]
        _ = engine.update(id, to: region)
      case 2:
        var region = Region(
          kind: RegionKind(rawValue: x.op / 8 % 4)!, frame: x.rect, parent: x.a % 2 == 0 ? nil : id)
        region.documentOrder = x.op & 64 != 0 ? x.a - 128 : nil
        ids.append(engine.insert(region))
      case 3: engine.setExcluded([id, ids[(x.a / 5) % ids.count]], of: ids[(x.a / 3) % ids.count])
      case 4:
        let before = engine
        let effects = engine.touchDown(
          TouchID(rawValue: x.a % 6), at: Point(x: x.rect.x, y: x.rect.y), time: x.rect.width,
          hitPath: [
            .region(id), .unregistered(RegionKind(rawValue: x.op / 8 % 4)!), .backdrop(of: id),
          ])
        checkEffects(effects, before: before, after: engine)
      case 5:
        let before = engine
        let effects = engine.setFocus(
          hitPath: x.a % 2 == 0 ? [] : [PathElement.region(id), .unregistered(.textInput)])
        checkEffects(effects, before: before, after: engine)
      case 6: engine.policy.tapSlop = x.rect.x
      default:
        _ = engine.hitTest(Point(x: x.rect.x, y: x.rect.y))
        _ = engine.keyboardDecision(for: engine.hitTest(Point(x: x.rect.width, y: x.rect.height)))
      }
    }
    let before = engine
    let effects: [DismissEffect]
    switch event.kind {
    case .touch(let key, .down, let p, let pointer):
      effects = engine.touchDown(TouchID(rawValue: key), at: p, time: event.t, pointer: pointer)
    case .touch(let key, .move, let p, _):
      effects = engine.touchMoved(TouchID(rawValue: key), to: p, time: event.t)
    case .touch(let key, .up, let p, _):
      effects = engine.touchUp(TouchID(rawValue: key), at: p, time: event.t)
    case .cancel(let key): effects = engine.touchCancelled(TouchID(rawValue: key))
    case .escape(let source): effects = engine.escape(source)
    case .focus(let input): effects = engine.setFocus(input.map { ids[$0] })
    case .open(let layer):
      engine.open(ids[layer])
      effects = []
    case .close(let layer):
      engine.close(ids[layer])
      effects = []
    case .setFrame(let region, let frame):
      engine.setFrame(frame, of: ids[region])
      effects = []
    case .refuse(let layer):
      engine.refuseDismissal(ids[layer])
      effects = []
    }
    checkEffects(effects, before: before, after: engine)
    if options.hostClosesDismissed {
      for case .dismissLayer(let layer, _) in effects { engine.close(layer) }
    }
    for layer in engine.openLayers {
      check(engine.contains(layer) && engine.state(of: layer) == .open, "an open layer that is not")
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = Input(bytes: UnsafeBufferPointer(start: data, count: size))
  let (testCase, options, extras) = decode(&input)
  // Inputs of odd length register their regions in freed slots, so that
  // slot order differs from document order.
  let reusingSlots = size % 2 == 1
  if input.sane {
    do {
      _ = try EngineHarness.check(
        testCase, options: options, forkAt: testCase.events.count / 2, reusingSlots: reusingSlots)
    } catch {
      fatalError("\(error)\nhost: \(options), reusingSlots: \(reusingSlots)\n\(describe(testCase))")
    }
  } else {
    runDirect(testCase, options, extras, reusingSlots: reusingSlots)
  }
  return 0
}

// SwiftPM renames this module's `main`; run libFuzzer's driver from it.
var arguments = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &argv) { data, size in fuzzEngine(data!, size) })

/// `precondition` that prints its message in release builds too (an -O
/// `precondition` traps silently).
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
