import DismissCore

/// Rule 7 (B9): a resign that an event made only because a dismissed layer
/// held the focused input is not carried out when the app refused every
/// layer the event dismissed; one the event asked for on its own is.
extension DismissEngine {
  /// The layers the resign among `effects` (this engine's last event's)
  /// rests on: none when the event asked to resign on its own.
  func resignLayers(_ effects: [DismissEffect]) -> [RegionID] {
    guard !lastEventAskedToResign, effects.contains(.resignFocus) else { return [] }
    return effects.compactMap { effect in
      if case .dismissLayer(let layer, _) = effect { return layer }
      return nil
    }
  }

  /// Whether a resign resting on `layers` is carried out, once the app
  /// answered their vetoes: unless every one of them is open again.
  func resignSurvives(_ layers: [RegionID]) -> Bool {
    layers.isEmpty || layers.contains { state(of: $0) != .open }
  }
}
