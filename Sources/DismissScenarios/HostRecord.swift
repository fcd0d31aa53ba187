import DismissCore

/// What a scenario's host keeps besides the engine: an engine touch
/// identifier for each of the scenario's touch keys, and every effect so
/// far with the index of its event. Shared by ``ScenarioSession`` and the
/// playground.
public struct HostRecord: Sendable {
  /// Every effect so far, stamped with its event index.
  public private(set) var effects: [Scenario.Effect] = []
  /// The engine identifier of each touch key seen so far.
  public private(set) var touchIDs: [Scenario.TouchKey: TouchID] = [:]
  /// The touches swallowed at their down (rule 5): the app does nothing
  /// with them. A host removes a touch when it goes down again.
  public var swallowedTouches: Set<TouchID> = []

  /// An empty record.
  public init() {}

  /// The engine identifier of a scenario touch key: 1, 2, 3, ... in order
  /// of first appearance.
  public mutating func touchID(_ key: Scenario.TouchKey) -> TouchID {
    if let id = touchIDs[key] { return id }
    let id = TouchID(rawValue: touchIDs.count + 1)
    touchIDs[key] = id
    return id
  }

  /// Records an event's effects and applies them as the app does: a
  /// dismissed layer closes at once; a resign has already ended the focus;
  /// a swallowed touch is kept from the app.
  /// `names` gives the scenario id of each region for the record.
  public mutating func apply(
    _ yielded: [DismissEffect], at index: Int, names: [RegionID: String],
    to engine: inout DismissEngine
  ) {
    for effect in yielded {
      switch effect {
      case .dismissLayer(let layer, let reason):
        effects.append(
          Scenario.Effect(
            at: index, dismissLayer: names[layer] ?? layer.description, reason: reason))
        engine.close(layer)
      case .resignFocus:
        effects.append(.resignFocus(at: index))
      case .swallowTouch(let touch):
        let key = touchIDs.first { $0.value == touch }?.key ?? .number(touch.rawValue)
        effects.append(.swallowTouch(at: index, touch: key))
        swallowedTouches.insert(touch)
      }
    }
  }
}
