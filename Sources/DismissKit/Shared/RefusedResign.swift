import DismissCore

/// Rule 7 (B9): a resign that an event made only because a dismissed layer
/// held the focused input is not carried out when the app refused every
/// layer the event dismissed; one the event made on its own is.
extension DismissEngine {
  /// The layers the resign among `effects` (this engine's last event's)
  /// rests on: none when the event resigned on its own. An escape that
  /// dismissed never does; a touch, by ``touchResigns(_:touch:pencil:)``.
  func resignLayers(_ effects: [DismissEffect], touch: TouchID? = nil, pencil: Bool = false)
    -> [RegionID]
  {
    guard effects.contains(.resignFocus) else { return [] }
    var layers: [RegionID] = []
    var reason = DismissReason.escape
    for case .dismissLayer(let layer, let why) in effects {
      layers.append(layer)
      reason = why
    }
    return touchResigns(reason, touch: touch, pencil: pencil) ? [] : layers
  }

  /// Whether the touch event just handled, of `reason`'s kind, resigns on
  /// its own: the effects do not say, so rules 3 and 4 tell, for its target
  /// under the policy (no adapter makes a layer swallow).
  func touchResigns(_ reason: DismissReason, touch: TouchID?, pencil: Bool) -> Bool {
    if pencil && !policy.pencilDismissesKeyboard { return false }
    let target: HitPath?
    switch reason {
    case .tapOutside where policy.dismissKeyboardOn == .tap: target = lastTapTarget
    case .touchDownOutside where policy.dismissKeyboardOn == .touchDown,
      .dragOutside where policy.dragDismissesKeyboard:
      target = touch.flatMap { self.target(of: $0) }
    default: target = nil
    }
    return target.map { keyboardDecision(for: $0).behavior == .dismiss } ?? false
  }

  /// Whether a resign resting on `layers` is carried out, once the app
  /// answered their vetoes: unless every one of them is open again.
  func resignSurvives(_ layers: [RegionID]) -> Bool {
    layers.isEmpty || layers.contains { state(of: $0) != .open }
  }
}
