import DismissCore

/// What the app does with a tap (rule 6), decided from the tap's target.
///
/// The scenario runner applies it; the playground applies it too and says
/// what happened, so the rule is written once.
///
/// ```swift
/// // descriptions: [RegionID: Scenario.Region], ids: [String: RegionID]
/// if let tap = engine.lastTapTarget {
///   switch HostTap(target: tap, engine: engine, region: { descriptions[$0] }, id: { ids[$0] }) {
///   case .focus(let input): engine.setFocus(input)
///   case .act(let action, let layer, _): engine.perform(action, on: layer)
///   case .nothing, .backdrop, .control: break
///   }
/// }
/// ```
public enum HostTap: Equatable, Sendable {
  /// Nothing: the tap hit no region, or its hit region is gone.
  case nothing
  /// The tap landed on this layer's backdrop, which takes it and does
  /// nothing.
  case backdrop(RegionID)
  /// The first text input on the path gets focus.
  case focus(RegionID)
  /// The first control on the path has no action on a layer: the app does
  /// whatever else the control does, which the rules do not model.
  case control(RegionID)
  /// The first control on the path performs its action on a layer.
  case act(Scenario.Action, layer: RegionID, control: RegionID)

  /// Rule 6: walks a tap's target path from the hit region up, if that
  /// region is still present. The first text input met gets focus; the
  /// first control met performs its action, if it has one; containers and
  /// layers are passed over.
  ///
  /// - Parameters:
  ///   - target: The tap's target path.
  ///   - engine: The engine, after the tap's effects were applied.
  ///   - region: The description of a registered region, `nil` for regions
  ///     the host does not know (they are passed over).
  ///   - id: The engine identifier of a region id, for the layer of an
  ///     action.
  ///
  /// - Complexity: O(*d*) lookups for a path of depth *d*.
  public init(
    target: HitPath, engine: DismissEngine, region: (RegionID) -> Scenario.Region?,
    id: (String) -> RegionID?
  ) {
    guard let hit = target.hitRegion, engine.isPresent(hit) else {
      self = target.backdropLayer.map(HostTap.backdrop) ?? .nothing
      return
    }
    for element in target.elements {
      guard case .region(let regionID) = element, let description = region(regionID) else {
        continue
      }
      switch description.kind {
      case .textInput:
        self = .focus(regionID)
        return
      case .control:
        if let action = description.action, let layer = id(action.layer) {
          self = .act(action, layer: layer, control: regionID)
        } else {
          self = .control(regionID)
        }
        return
      case .container, .layer:
        continue
      }
    }
    self = .nothing
  }
}

extension DismissEngine {
  /// Performs a control's action on a layer, as the app of a scenario does:
  /// opens it, closes it, or toggles it (closes it when it is open, else
  /// opens it). Returns whether it opened (`true`) or closed the layer,
  /// for hosts that say what happened.
  ///
  /// - Complexity: that of `open(_:)` or `close(_:)`.
  @discardableResult
  public mutating func perform(_ action: Scenario.Action, on layer: RegionID) -> Bool {
    let opens =
      switch action {
      case .open: true
      case .close: false
      case .toggle: state(of: layer) != .open
      }
    if opens { open(layer) } else { close(layer) }
    return opens
  }
}
