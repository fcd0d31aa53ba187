import DismissCore

/// Drives a ``DismissEngine`` directly through a property-test case, next to
/// the ``ReferenceModel``, and checks after every event:
///
/// - **differential**: the engine's effects, open layers, layer states,
///   focus and idleness equal the model's;
/// - **hit testing**: `hitTest` at every touch-down point and at a random
///   probe point equals the model's brute-force hit test, and a touch's
///   `target(of:)` and a tap's `lastTapTarget` equal the model's;
/// - **two APIs, one decision**: a second engine fed the same touches with
///   host-given hit paths (`touchDown(_:at:time:pointer:hitPath:)`) yields
///   the same effects;
/// - **invariants** that hold whatever the rules' details (see
///   ``checkInvariants``);
/// - **value semantics**: a copy of the engine taken mid-run and driven
///   through the rest of the timeline yields what the original yields.
///
/// A class, so that debug builds do not copy two engines and a model on
/// every method call; ``fork()`` copies it.
public final class EngineHarness {
  /// A failed check, at an event.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var event: Int?
    public var message: String

    public var description: String {
      (event.map { "event \($0): " } ?? "") + message
    }
  }

  public let testCase: RefCase
  public let options: ReferenceModel.Options
  public private(set) var model: ReferenceModel
  public private(set) var engine: DismissEngine
  /// The same engine, told what each touch hit instead of hit-testing.
  var pathEngine: DismissEngine
  var ids: [RegionID] = []
  var indexOf: [RegionID: Int] = [:]
  var probes: SeededRandomNumberGenerator
  /// One line per event: the effects it yielded.
  public private(set) var log: [String] = []
  /// The events handled so far.
  public private(set) var handled = 0
  /// How many checks ran, for reports.
  public private(set) var checks = 0
  /// How many downs were swallowed (rule 5), for reports.
  public private(set) var swallowedDowns = 0
  /// The layers' region indices.
  var layerIndices: [Int] = []
  /// The engine's state after the last event.
  var current = Snapshot(idle: true, focused: false, focus: nil, states: [], open: [])

  /// How many regions `reusingSlots` harnesses register and remove before
  /// the scene, so that the scene's regions reuse freed slots, in reverse
  /// order: slot order then differs from document order.
  public static let slotPadding = 200

  /// - Parameter reusingSlots: Whether the scene's regions reuse freed
  ///   slots (see ``slotPadding``) rather than take new ones in order.
  public init(
    _ testCase: RefCase, options: ReferenceModel.Options, probeSeed: UInt64 = 1,
    reusingSlots: Bool = false
  ) {
    self.testCase = testCase
    self.options = options
    model = ReferenceModel(testCase.scene, options: options)
    probes = SeededRandomNumberGenerator(seed: probeSeed)
    let scene = testCase.scene
    var engine = DismissEngine(policy: scene.policy)
    if reusingSlots { Self.padSlots(of: &engine) }
    let ids = Self.build(scene, into: &engine)
    if let focus = scene.initialFocus { engine.setFocus(ids[focus]) }
    for layer in scene.initialOpen { engine.open(ids[layer]) }
    self.engine = engine
    pathEngine = engine
    self.ids = ids
    for (i, id) in ids.enumerated() { indexOf[id] = i }
    layerIndices = scene.regions.indices.filter { scene.regions[$0].kind == .layer }
    current = snapshot()
  }

  init(copying other: EngineHarness) {
    testCase = other.testCase
    options = other.options
    model = other.model
    engine = other.engine
    pathEngine = other.pathEngine
    ids = other.ids
    indexOf = other.indexOf
    probes = other.probes
    log = other.log
    handled = other.handled
    checks = other.checks
    swallowedDowns = other.swallowedDowns
    layerIndices = other.layerIndices
    current = other.current
  }

  /// A copy, engines and model included, that goes on independently.
  public func fork() -> EngineHarness { EngineHarness(copying: self) }

  /// Registers ``slotPadding`` empty regions and removes them again: later
  /// regions reuse the freed slots.
  public static func padSlots(of engine: inout DismissEngine) {
    let padding = (0..<slotPadding).map { _ in
      engine.insert(Region(kind: .container, frame: Rect(x: 0, y: 0, width: 0, height: 0)))
    }
    for id in padding { engine.remove(id) }
  }

  /// Registers a scene's regions, parents first, each at its place in
  /// document order (as the scenario runner does). Returns the identifiers
  /// by region index.
  public static func build(_ scene: RefScene, into engine: inout DismissEngine) -> [RegionID] {
    var ids = [RegionID?](repeating: nil, count: scene.regions.count)
    var pending = Array(scene.regions.indices)
    while !pending.isEmpty {
      var next: [Int] = []
      for i in pending {
        let r = scene.regions[i]
        if let p = r.parent, ids[p] == nil {
          next.append(i)
          continue
        }
        var region = Region(
          kind: r.kind, frame: r.frame, parent: r.parent.flatMap { ids[$0] },
          isHitTestable: r.hitTestable,
          clipsToBounds: r.clips, keyboard: r.keyboard)
        region.documentOrder = i
        if r.kind == .layer {
          region.dismissTriggers = r.dismissOn
          region.backdrop = r.backdrop
          region.swallowsOutsideTouches = r.swallowsOutsideTouches
        }
        ids[i] = engine.insert(region)
      }
      if next.count == pending.count { break }
      pending = next
    }
    let all = ids.map { $0 ?? .none }
    for (i, r) in scene.regions.enumerated() where r.kind == .layer && !r.excluding.isEmpty {
      engine.setExcluded(r.excluding.map { all[$0] }, of: all[i])
    }
    return all
  }

  // MARK: - Conversions

  func element(_ target: RefTarget) -> [PathElement] {
    switch target {
    case .empty: return []
    case .backdrop(let l): return [.backdrop(of: ids[l])]
    case .path(let path): return path.map { .region(ids[$0]) }
    }
  }

  func refTarget(_ path: HitPath?) -> RefTarget? {
    guard let path else { return nil }
    if path.elements.isEmpty { return .empty }
    if let layer = path.backdropLayer, path.elements.count == 1, let i = indexOf[layer] {
      return .backdrop(i)
    }
    var out: [Int] = []
    for element in path.elements {
      guard case .region(let id) = element, let i = indexOf[id] else { return nil }
      out.append(i)
    }
    return .path(out)
  }

  /// The effects as the model's, less `swallowTouch` (the model's step
  /// says `swallowed`; ``step(_:)`` checks it apart).
  func refEffects(_ effects: [DismissEffect]) -> [RefEffect] {
    effects.compactMap {
      switch $0 {
      case .dismissLayer(let id, let reason): return .dismiss(indexOf[id] ?? -1, reason)
      case .resignFocus: return .resign
      case .swallowTouch: return nil
      }
    }
  }

  func fail(_ message: String) -> Failure { Failure(event: handled, message: message) }

  // MARK: - Running

  /// Handles the next `count` events (all by default), checking each.
  public func run(count: Int? = nil) throws {
    let end = min(testCase.events.count, handled + (count ?? testCase.events.count))
    while handled < end {
      let stop = try step(testCase.events[handled])
      handled += 1
      if stop { break }
    }
  }

  /// Runs a whole case and checks that a copy taken at `forkAt` continues
  /// exactly as the original. Returns the log. `reusingSlots` as for
  /// ``init(_:options:probeSeed:reusingSlots:)``.
  public static func check(
    _ testCase: RefCase, options: ReferenceModel.Options, probeSeed: UInt64 = 1, forkAt: Int? = nil,
    reusingSlots: Bool = false
  ) throws -> EngineHarness {
    let harness = EngineHarness(
      testCase, options: options, probeSeed: probeSeed, reusingSlots: reusingSlots)
    guard let forkAt, forkAt < testCase.events.count else {
      try harness.run()
      return harness
    }
    try harness.run(count: forkAt)
    let fork = harness.fork()
    try harness.run()
    try fork.run()
    if fork.log != harness.log {
      throw Failure(
        event: forkAt,
        message: "a copy of the engine taken here diverged from the original:\n  original: "
          + harness.log.dropFirst(forkAt).joined(separator: " | ") + "\n  copy:     "
          + fork.log.dropFirst(forkAt).joined(separator: " | "))
    }
    return harness
  }

  struct Snapshot {
    var idle: Bool
    var focused: Bool
    var focus: Int?
    /// By region index; `.closed` for regions that are not layers.
    var states: [LayerState]
    var open: [Int]
  }

  /// The engine's state. (Few calls: in debug builds every engine query
  /// that checks an identifier copies the engine.)
  func snapshot() -> Snapshot {
    var states = [LayerState](repeating: .closed, count: ids.count)
    for l in layerIndices { states[l] = engine.state(of: ids[l]) }
    return Snapshot(
      idle: engine.isIdle, focused: engine.isFocused,
      focus: engine.focusedRegion.flatMap { indexOf[$0] },
      states: states, open: engine.openLayers.map { indexOf[$0] ?? -1 })
  }

  /// Handles one event; returns true when the run stops there.
  func step(_ event: RefEvent) throws -> Bool {
    let before = current
    var naiveDown: RefTarget? = nil
    if case .touch(_, .down, let p, _) = event.kind {
      // Checked through `target(of:)` below: the target is the hit test at
      // the down point, idle or not.
      naiveDown = model.hitTest(p)
    }
    let expected = model.handle(event)
    if expected.focusNotPresent { return true }
    let yielded: [DismissEffect]
    let pathYielded: [DismissEffect]
    switch event.kind {
    case .touch(let key, .down, let p, let pointer):
      yielded = engine.touchDown(TouchID(rawValue: key), at: p, time: event.t, pointer: pointer)
      pathYielded = pathEngine.touchDown(
        TouchID(rawValue: key), at: p, time: event.t, pointer: pointer, hitPath: element(naiveDown!)
      )
      if expected.downTarget != nil {
        let target = refTarget(engine.target(of: TouchID(rawValue: key)))
        checks += 1
        if target != naiveDown {
          throw fail("target(of: \(key)) = \(String(describing: target)), expected \(naiveDown!)")
        }
      }
    case .touch(let key, .move, let p, _):
      yielded = engine.touchMoved(TouchID(rawValue: key), to: p, time: event.t)
      pathYielded = pathEngine.touchMoved(TouchID(rawValue: key), to: p, time: event.t)
    case .touch(let key, .up, let p, _):
      yielded = engine.touchUp(TouchID(rawValue: key), at: p, time: event.t)
      let tap = refTarget(engine.lastTapTarget)
      checks += 1
      if tap != expected.tapTarget {
        throw fail(
          "lastTapTarget = \(String(describing: tap)), expected \(String(describing: expected.tapTarget))"
        )
      }
      pathYielded = pathEngine.touchUp(TouchID(rawValue: key), at: p, time: event.t)
    case .cancel(let key):
      yielded = engine.touchCancelled(TouchID(rawValue: key))
      pathYielded = pathEngine.touchCancelled(TouchID(rawValue: key))
    case .escape(let source):
      // Adapters enable their Escape command by `escapeWouldAct()`: it must
      // say whether this escape yields anything.
      let wouldAct = engine.escapeWouldAct()
      yielded = engine.escape(source)
      checks += 1
      if wouldAct != !yielded.isEmpty {
        throw fail("escapeWouldAct() was \(wouldAct), the escape yielded \(yielded)")
      }
      pathYielded = pathEngine.escape(source)
    case .focus(let input):
      yielded = engine.setFocus(input.map { ids[$0] })
      pathYielded = pathEngine.setFocus(input.map { ids[$0] })
    case .open(let layer):
      engine.open(ids[layer])
      pathEngine.open(ids[layer])
      yielded = []
      pathYielded = []
    case .close(let layer):
      engine.close(ids[layer])
      pathEngine.close(ids[layer])
      yielded = []
      pathYielded = []
    case .refuse(let layer):
      engine.refuseDismissal(ids[layer])
      pathEngine.refuseDismissal(ids[layer])
      yielded = []
      pathYielded = []
    case .setFrame(let region, let frame):
      engine.setFrame(frame, of: ids[region])
      pathEngine.setFrame(frame, of: ids[region])
      yielded = []
      pathYielded = []
    }
    let effects = refEffects(yielded)
    let swallows = yielded.filter { if case .swallowTouch = $0 { true } else { false } }
    log.append(
      (swallows.isEmpty ? "" : "swallow, ") + effects.map(\.description).joined(separator: ", "))
    checks += 4
    if effects != expected.effects {
      throw fail("effects \(effects), the rules say \(expected.effects)")
    }
    // Rule 5: a swallowed down's effects begin with its `swallowTouch`, and
    // no other event yields one.
    var swallowed = false
    if case .touch(let key, .down, _, _) = event.kind, expected.swallowed {
      swallowed = true
      swallowedDowns += 1
      if yielded.first != .swallowTouch(TouchID(rawValue: key)) || swallows.count != 1 {
        throw fail("a swallowed down yielded \(yielded)")
      }
    }
    // What a touch or escape asked of the keyboard (an idle engine asks
    // nothing: it has nothing to resign).
    switch event.kind {
    case .touch, .escape:
      checks += 1
      if !before.idle && engine.lastEventAskedToResign != expected.resignsOnItsOwn {
        throw fail(
          "asked to resign: \(engine.lastEventAskedToResign), the rules say \(expected.resignsOnItsOwn)"
        )
      }
    default: break
    }
    if !swallowed && !swallows.isEmpty {
      throw fail("\(yielded): the rules swallow no touch here")
    }
    if swallowed && pathYielded.first != yielded.first {
      throw fail("with host-given hit paths the down yielded \(pathYielded)")
    }
    if refEffects(pathYielded) != effects {
      throw fail(
        "with host-given hit paths the effects are \(refEffects(pathYielded)), with hit testing \(effects)"
      )
    }
    try checkInvariants(event, effects, before: before, decision: expected.keyboardDecision)
    // The host: close what was dismissed, act on a tap.
    if options.hostClosesDismissed {
      for case .dismissLayer(let id, _) in Array(yielded) {
        engine.close(id)
        pathEngine.close(id)
      }
    }
    if options.hostActsOnTaps, let tap = expected.tapTarget, !expected.swallowed {
      let hostEffects = hostTap(tap)
      log[log.count - 1] += " / host: " + hostEffects.map(\.description).joined(separator: ", ")
      checks += 1
      if hostEffects != expected.hostEffects {
        throw fail(
          "the host's focus change yielded \(hostEffects), the rules say \(expected.hostEffects)")
      }
    }
    current = snapshot()
    try checkState()
    // A random probe of the hit test, every other event.
    if handled % 2 == 1 { return false }
    let probe = Point(
      x: Double(Int.random(in: -10...410, using: &probes)),
      y: Double(Int.random(in: -10...810, using: &probes)))
    checks += 1
    if refTarget(engine.hitTest(probe)) != model.hitTest(probe) {
      throw fail(
        "hitTest(\(probe)) = \(String(describing: refTarget(engine.hitTest(probe)))), brute force says \(model.hitTest(probe))"
      )
    }
    return false
  }

  /// Rule 6 against the engine's API, for both engines.
  func hostTap(_ target: RefTarget) -> [RefEffect] {
    guard case .path(let path) = target, let hit = path.first, engine.isPresent(ids[hit]) else {
      return []
    }
    for r in path {
      let region = testCase.scene.regions[r]
      switch region.kind {
      case .textInput:
        let yielded = refEffects(engine.setFocus(ids[r]))
        _ = pathEngine.setFocus(ids[r])
        if options.hostClosesDismissed {
          for case .dismiss(let l, _) in yielded {
            engine.close(ids[l])
            pathEngine.close(ids[l])
          }
        }
        return yielded
      case .control:
        guard let action = region.action else { return [] }
        let layer = ids[action.layer]
        switch action {
        case .open:
          engine.open(layer)
          pathEngine.open(layer)
        case .close:
          engine.close(layer)
          pathEngine.close(layer)
        case .toggle:
          if engine.state(of: layer) == .open {
            engine.close(layer)
            pathEngine.close(layer)
          } else {
            engine.open(layer)
            pathEngine.open(layer)
          }
        }
        return []
      case .container, .layer:
        continue
      }
    }
    return []
  }

  /// The engine's state equals the model's.
  func checkState() throws {
    let now = current
    if now.open != model.openLayers {
      throw fail("open layers \(now.open), the rules say \(model.openLayers)")
    }
    if now.focus != model.focus || now.focused != (model.focus != nil) {
      throw fail(
        "focus \(String(describing: now.focus)) (isFocused \(now.focused)), the rules say \(String(describing: model.focus))"
      )
    }
    for l in layerIndices where now.states[l] != model.states[l] {
      throw fail("layer r\(l) is \(now.states[l]), the rules say \(model.states[l])")
    }
    if now.idle != model.isIdle {
      throw fail("isIdle \(now.idle), the rules say \(model.isIdle)")
    }
    if pathEngine.openLayers != engine.openLayers || pathEngine.isFocused != engine.isFocused {
      throw fail("the host-path engine's state differs")
    }
  }

  /// Invariants that hold for every event, checked on the engine's output
  /// alone (with the scene's structure):
  /// - an idle engine yields nothing;
  /// - dismissals first, then at most one `resignFocus`;
  /// - `resignFocus` only with focus, and focus is gone after it;
  /// - a layer is dismissed at most once per event, only while open, and is
  ///   dismissing afterwards;
  /// - a layer inside another dismissed layer goes before it;
  /// - a touch never dismisses a layer whose content or excluded region
  ///   holds its target;
  /// - a touch whose target's keyboard decision is keep, an escape that
  ///   dismisses a layer or runs with `escapeDismissesKeyboard` off, and a
  ///   focus event never resign, unless a dismissed layer held the focused
  ///   input (and a focus event never does);
  /// - programmatic open, close and frame changes yield nothing; an escape
  ///   dismisses at most one layer and the layers inside it.
  func checkInvariants(
    _ event: RefEvent, _ effects: [RefEffect], before: Snapshot, decision: KeyboardBehavior?
  ) throws {
    let scene = testCase.scene
    if before.idle && !effects.isEmpty { throw fail("an idle engine yielded \(effects)") }
    let dismissed = effects.compactMap(\.dismissedLayer)
    let resigns = effects.filter { $0 == .resign }.count
    if resigns > 1 { throw fail("\(resigns) resignFocus in one event") }
    if resigns == 1 && effects.last != .resign {
      throw fail("resignFocus before a dismissal: \(effects)")
    }
    if resigns == 1 && !before.focused { throw fail("resignFocus without focus") }
    if resigns == 1 && engine.isFocused { throw fail("still focused after resignFocus") }
    if Set(dismissed).count != dismissed.count {
      throw fail("a layer dismissed twice in one event: \(effects)")
    }
    let m = model
    for (i, l) in dismissed.enumerated() {
      guard l >= 0 else { throw fail("dismissed an unknown layer") }
      if before.states[l] != .open { throw fail("dismissed r\(l), which was \(before.states[l])") }
      if engine.state(of: ids[l]) != .dismissing {
        throw fail("r\(l) is not dismissing after its effect")
      }
      for later in dismissed[(i + 1)...] where m.isAncestor(l, of: later) {
        throw fail("r\(l) was dismissed before r\(later), which is inside it")
      }
    }
    let focusLayerDismissed =
      before.focus.map { f in dismissed.contains { m.isAncestorOrSelf($0, of: f) } } ?? false
    switch event.kind {
    case .touch(_, let phase, _, _):
      if !dismissed.isEmpty, let target = touchTarget(event) {
        // Rule 5 dismisses the open layers inside a dismissed layer with it,
        // even one that the target is inside through its excluded regions
        // (it was skipped: opened during the touch). Only a layer dismissed
        // on its own must have the target outside it.
        for l in dismissed
        where m.isInside(target, l) && !dismissed.contains(where: { m.isAncestor($0, of: l) }) {
          throw fail("r\(l) was dismissed by a touch whose target \(target) is inside it")
        }
      }
      if decision == .keep && resigns == 1 && !focusLayerDismissed {
        throw fail("a touch whose keyboard decision is keep resigned focus")
      }
      if phase == .down && decision == nil && !effects.isEmpty {
        throw fail("a touch that fires no touch-down rule yielded \(effects)")
      }
    case .escape:
      if resigns == 1 && !focusLayerDismissed
        && (!dismissed.isEmpty || !scene.policy.escapeDismissesKeyboard)
      {
        throw fail("an escape resigned focus that no dismissed layer held")
      }
      if let first = dismissed.last {
        for l in dismissed where l != first && !m.isAncestor(first, of: l) {
          throw fail("an escape dismissed r\(l) besides r\(first) and its inner layers")
        }
      }
    case .focus:
      if resigns > 0 { throw fail("a focus event resigned focus") }
    case .cancel:
      if !effects.isEmpty { throw fail("a cancel yielded \(effects)") }
    case .open, .close, .setFrame, .refuse:
      if !effects.isEmpty { throw fail("a programmatic change yielded \(effects)") }
    }
  }

  /// The target of the touch an event is about, from the engine (before an
  /// up) or the model.
  func touchTarget(_ event: RefEvent) -> RefTarget? {
    guard case .touch(let key, _, _, _) = event.kind else { return nil }
    if let target = refTarget(engine.target(of: TouchID(rawValue: key))) { return target }
    return refTarget(engine.lastTapTarget)
  }
}
