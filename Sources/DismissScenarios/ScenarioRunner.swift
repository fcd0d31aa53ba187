import DismissCore

/// Runs a scenario through a ``DismissEngine`` and models the host (rule 6)
/// so that the final state can be checked: the host applies each effect at
/// once (a dismissed layer closes, a resign clears focus), then acts on a
/// tap (focus to the first text input, or the first control's action).
///
/// ```swift
/// let outcome = try ScenarioRunner.run(scenario)
/// outcome.effects  // [[1] dismissLayer menu, [1] resignFocus]
/// outcome.final    // State(focus: nil, open: [])
/// ```
public enum ScenarioRunner {
  /// What came out of a run.
  public struct Outcome: Sendable, Equatable {
    /// Every effect, stamped with its event index.
    public var effects: [Scenario.Effect]
    /// The state after the last event.
    public var final: Scenario.State
    /// One line per event saying what it was and what it yielded, for
    /// people reading a failure.
    public var log: [String]
  }

  /// Runs a scenario. Throws only for a problem that shows at run time: a
  /// focus event naming a text input that is not present then.
  ///
  /// - Complexity: O(*r* + *e* · *c*) for *r* regions and *e* events of
  ///   cost *c* each.
  public static func run(_ scenario: Scenario) throws -> Outcome {
    var session = ScenarioSession(scenario)
    while !session.isFinished { try session.step() }
    return Outcome(effects: session.effects, final: session.state, log: session.log)
  }
}

/// A scenario being run one event at a time: the engine, the host model and
/// what came out so far. The playground and the tap map step through
/// scenarios with it; ``ScenarioRunner/run(_:)`` runs one to the end.
///
/// ```swift
/// var session = ScenarioSession(scenario)
/// try session.step()            // event 0
/// session.engine.hitTest(point) // the state after it
/// ```
public struct ScenarioSession: Sendable {
  /// The engine, in the state after the events run so far.
  public private(set) var engine: DismissEngine
  /// The scenario.
  public let scenario: Scenario
  /// The index of the next event to run.
  public private(set) var nextEvent = 0
  /// Every effect so far, stamped with its event index.
  public var effects: [Scenario.Effect] { record.effects }
  /// One line per event run so far.
  public private(set) var log: [String] = []
  var ids: [String: RegionID] = [:]
  var names: [RegionID: String] = [:]
  var regionIndex: [String: Int] = [:]
  var record = HostRecord()

  /// Whether every event has run.
  public var isFinished: Bool { nextEvent >= scenario.events.count }

  /// The engine identifier of a region of the scenario.
  public func id(of region: String) -> RegionID? { ids[region] }

  /// The scenario id of an engine region.
  public func name(of id: RegionID) -> String? { names[id] }

  /// Runs the next event. Throws for a focus event naming a text input
  /// that is not present then.
  public mutating func step() throws {
    guard !isFinished else { return }
    let index = nextEvent
    nextEvent += 1
    try handle(scenario.events[index], at: index)
  }

  /// Sets up the scenario's regions and starting state.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    for (index, region) in scenario.regions.enumerated() { regionIndex[region.id] = index }
    engine = DismissEngine(policy: scenario.policy)
    engine.reserveCapacity(regions: scenario.regions.count)
    // Parents before children, each at its place in document order.
    var pending = Array(scenario.regions.indices)
    while !pending.isEmpty {
      var next: [Int] = []
      for index in pending {
        let region = scenario.regions[index]
        if let parent = region.parent, ids[parent] == nil {
          next.append(index)
          continue
        }
        var description = Region(
          kind: region.kind, frame: region.frame, parent: region.parent.flatMap { ids[$0] },
          isHitTestable: region.hitTestable, clipsToBounds: region.clips, keyboard: region.keyboard)
        description.documentOrder = index
        if region.kind == .layer {
          description.dismissTriggers = region.dismissOn
          description.backdrop = region.backdrop
          description.swallowsOutsideTouches = region.swallowsOutsideTouches
        }
        let id = engine.insert(description)
        ids[region.id] = id
        names[id] = region.id
      }
      if next.count == pending.count { break }  // unreachable for validated scenarios
      pending = next
    }
    for region in scenario.regions where region.kind == .layer && !region.excluding.isEmpty {
      engine.setExcluded(region.excluding.compactMap { ids[$0] }, of: ids[region.id]!)
    }
    // The starting state is set up, not reached by events: focus first, so
    // that no focus-outside pass runs, then the layers.
    if let focus = scenario.initial.focus { engine.setFocus(ids[focus]!) }
    for layer in scenario.initial.open { engine.open(ids[layer]!) }
  }

  /// The focus and the open layers now.
  public var state: Scenario.State {
    Scenario.State(
      focus: engine.focusedRegion.flatMap { names[$0] },
      open: engine.openLayers.compactMap { names[$0] })
  }

  mutating func touchID(_ key: Scenario.TouchKey) -> TouchID { record.touchID(key) }

  /// Records an event's effects and applies them as the host would.
  mutating func apply(_ yielded: [DismissEffect], at index: Int) {
    record.apply(yielded, at: index, names: names, to: &engine)
  }

  mutating func handle(_ event: Scenario.Event, at index: Int) throws {
    let before = effects.count
    var what: String
    switch event.kind {
    case .touch(let key, let phase, let point, let pointer):
      let touch = touchID(key)
      what = "touch \(key) \(phase.rawValue) at (\(format(point.x)), \(format(point.y)))"
      if pointer == .pencil { what += " pencil" }
      switch phase {
      case .down:
        record.swallowedTouches.remove(touch)
        apply(engine.touchDown(touch, at: point, time: event.t, pointer: pointer), at: index)
      case .move:
        apply(engine.touchMoved(touch, to: point, time: event.t), at: index)
      case .up:
        let yielded = engine.touchUp(touch, at: point, time: event.t)
        let tap = engine.lastTapTarget
        apply(yielded, at: index)
        if tap != nil, record.swallowedTouches.contains(touch) {
          what += " (tap, swallowed)"
        } else if let tap {
          what += " (tap)"
          hostTap(tap, at: index)
        }
      }
    case .cancel(let key):
      what = "touch \(key) cancel"
      apply(engine.touchCancelled(touchID(key)), at: index)
    case .escape(let source):
      what = "escape (\(source))"
      apply(engine.escape(source), at: index)
    case .focus(let input):
      what = "focus \(input ?? "null")"
      if let input {
        let id = ids[input]!
        guard engine.isPresent(id) else {
          throw ScenarioError(
            path: JSONPath.root.appending(key: "events").appending(index: index).appending(
              key: "focus"),
            message:
              "\(JSONValue.string(input)) is not present at this point (a layer holding it is closed)"
          )
        }
        apply(engine.setFocus(id), at: index)
      } else {
        apply(engine.setFocus(nil), at: index)
      }
    case .open(let layer):
      what = "open \(layer)"
      engine.open(ids[layer]!)
    case .close(let layer):
      what = "close \(layer)"
      engine.close(ids[layer]!)
    }
    let yielded = effects[before...].map(\.description).joined(separator: ", ")
    log.append(
      "[\(index)] t=\(format(event.t)) \(what)" + (yielded.isEmpty ? "" : " -> \(yielded)"))
  }

  /// Rule 6: what the app does with a tap (see ``HostTap``).
  mutating func hostTap(_ target: HitPath, at index: Int) {
    let action = HostTap(
      target: target, engine: engine,
      region: { id in names[id].flatMap { regionIndex[$0] }.map { scenario.regions[$0] } },
      id: { ids[$0] })
    switch action {
    case .focus(let input): apply(engine.setFocus(input), at: index)
    case .act(let action, let layer, _): engine.perform(action, on: layer)
    case .nothing, .backdrop, .control: break
    }
  }
}

/// A number as JSON writes it: `100`, `0.08`.
func format(_ value: Double) -> String { JSONValue.number(value).description }
