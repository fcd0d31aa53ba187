import DismissCore

// Conveniences for hosts that drive a session beyond its scenario's
// timeline: the tap map probes "what would a tap here do" on a copy of a
// session, with the same engine and the same host model (rule 6).
extension ScenarioSession {
  /// Runs an event that is not in the scenario's timeline, as the next
  /// event: the engine decides, the host model applies the effects and acts
  /// on a tap, exactly as for the scenario's own events. Its effects are
  /// stamped with the number of events run so far.
  ///
  /// ```swift
  /// var probe = session  // a value: the original is untouched
  /// try probe.perform(Scenario.Event(t: 10, .touch(.name("probe"), .down, point, .finger)))
  /// try probe.perform(Scenario.Event(t: 10.05, .touch(.name("probe"), .up, point, .finger)))
  /// probe.state  // focus and open layers after the tap
  /// ```
  ///
  /// Throws for an event naming a region the scenario does not have, or a
  /// focus event naming a text input that is not present.
  public mutating func perform(_ event: Scenario.Event) throws {
    let path = JSONPath.root.appending(key: "events").appending(index: log.count)
    switch event.kind {
    case .focus(let input?) where id(of: input) == nil:
      throw ScenarioError(
        path: path.appending(key: "focus"), message: "no region \(JSONValue.string(input))")
    case .open(let layer) where id(of: layer) == nil:
      throw ScenarioError(
        path: path.appending(key: "open"), message: "no region \(JSONValue.string(layer))")
    case .close(let layer) where id(of: layer) == nil:
      throw ScenarioError(
        path: path.appending(key: "close"), message: "no region \(JSONValue.string(layer))")
    default:
      break
    }
    try handle(event, at: log.count)
  }

  /// The touches that are down now (they went down and have not lifted or
  /// been cancelled), in no particular order. A new touch while one is down
  /// is a multi-touch (rule 3).
  public var activeTouches: [Scenario.TouchKey] {
    record.touchIDs.compactMap { key, id in engine.target(of: id) == nil ? nil : key }
  }

  /// The time of the last event run, or 0 before the first.
  public var time: Double {
    nextEvent > 0 ? scenario.events[nextEvent - 1].t : 0
  }
}
