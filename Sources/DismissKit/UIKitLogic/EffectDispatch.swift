import DismissCore

/// Carrying out the engine's effects, after UIKit's delivery for touches
/// (T3, T11) or at once for escapes, as the SwiftUI adapter does (V1): each
/// layer's veto (`layerShouldDismiss`; a refusing layer is open again where
/// it was, rule 7), bookkeeping (a presentation inside one dismissed in the
/// same event goes with it; L3), then the sources dismiss and the hub resigns.
extension InteractionCoordinator {
  /// Carries out one event's effects. An escape's run at once and return
  /// whether a dismissal or resign remains after the veto (the key command
  /// is the delivery; it reports back); others after UIKit delivered the event.
  @discardableResult
  func apply(_ effects: [DismissEffect], isEscape: Bool = false) -> Bool {
    // A later event that asks to resign on its own makes a pending one no
    // longer only refused layers' (B9).
    if engine.lastEventAskedToResign { resignRequests &+= 1 }
    guard !effects.isEmpty else { return false }
    // Read at the event: the engine answers for its last event only.
    let layers = engine.resignLayers(effects)
    guard !isEscape, let hub else { return carryOut(effects, layers, focus: nil) }
    let focus = hub.focus.generation
    let requests = resignRequests
    hub.scheduleAfterDelivery { [weak self] in
      guard let self else { return }
      _ = carryOut(effects, resignRequests == requests ? layers : [], focus: focus)
    }
    return true
  }

  /// The veto, then the dismissals and the resign; a touch's resign waits
  /// for the app's state updates of the pass (`focus`: its event's focus, T18).
  private func carryOut(_ effects: [DismissEffect], _ resignLayers: [RegionID], focus: UInt64?)
    -> Bool
  {
    var resign = effects.contains(.resignFocus)
    let dismissals = effects.compactMap { effect -> (id: RegionID, reason: DismissReason)? in
      if case .dismissLayer(let id, let reason) = effect { return (id, reason) }
      return nil
    }
    // The veto for the whole batch first: a presentation whose enclosing one
    // refuses is dismissed on its own.
    var accepted: [(id: RegionID, reason: DismissReason)] = []
    var refused = false
    for dismissal in dismissals {
      guard let index = registry.index(of: dismissal.id),
        let source = registry.registrations[index].source
      else {
        engine.close(dismissal.id)
        continue
      }
      guard registry.registrations[index].phase != .leaving,
        engine.state(of: dismissal.id) == .dismissing
      else { continue }
      if source.layerShouldDismiss(dismissal.reason) {
        accepted.append(dismissal)
      } else {
        registry.refuse(at: index, engine: &engine)
        refused = true
      }
    }
    if refused { hub?.refusal(of: self, meetsFocusMovedSince: focus) }
    if resign && !engine.resignSurvives(resignLayers) {
      // Only refused layers asked for it (B9): the engine gets focus back.
      resign = false
      if let hub, hub.focus.hasResponder { restoreFocus(at: hub.focus.node) }
    }
    let batch = accepted.map(\.id)
    var work: [(id: RegionID, token: UInt64)] = []
    for dismissal in accepted {
      guard let index = registry.index(of: dismissal.id) else { continue }
      registry.registrations[index].phase = .leaving
      registry.registrations[index].reason = dismissal.reason
      if let ancestor = registry.coveringAncestor(of: index, in: batch) {
        registry.registrations[index].coveredBy = ancestor
        continue
      }
      lastToken &+= 1
      registry.registrations[index].dismissalToken = lastToken
      work.append((dismissal.id, lastToken))
    }
    // Focus in a layer that goes is resigned while its view is in the
    // window: UIKit may keep a removed view first responder (F11).
    let resignsFirst =
      resign
      && hub?.focus.node.map { input in
        accepted.contains { registry.holds(input, layer: $0.id) }
      } == true
    if resignsFirst { hub?.resignFocus(from: self) }
    for start in work { startDismissal(start.id, token: start.token) }
    if resign, !resignsFirst, let hub {
      if let focus {
        hub.afterUpdates(ifFocusUnchangedSince: focus) { [weak self, weak hub] in
          hub?.resignFocus(from: self)
        }
      } else {
        hub.resignFocus(from: self)
      }
    }
    return !work.isEmpty || resign
  }

  /// Runs a dismissal unless it is no longer the one in flight.
  private func startDismissal(_ id: RegionID, token: UInt64) {
    // The app may have removed the layer itself meanwhile (its Done button).
    _ = prepare()
    guard let index = registry.index(of: id),
      registry.registrations[index].dismissalToken == token,
      let source = registry.registrations[index].source,
      let reason = registry.registrations[index].reason
    else { return }
    guard engine.state(of: id) == .dismissing else {
      registry.registrations[index].dismissalToken = 0
      return
    }
    source.dismissLayer(reason: reason) { [weak self] finished in
      self?.dismissalDidEnd(id, token: token, finished: finished)
    }
  }

  /// A source ended a dismissal. A refusal reopens the layer and dismisses on
  /// their own the presentations that were to go with it.
  func dismissalDidEnd(_ id: RegionID, token: UInt64, finished: Bool) {
    guard let index = registry.index(of: id), token != 0,
      registry.registrations[index].dismissalToken == token
    else { return }
    if finished {
      let isVisible = registry.registrations[index].node.node.map {
        host?.presence(of: $0) == .visible
      }
      registry.finish(at: index, isVisible: isVisible ?? false, engine: &engine)
      return
    }
    registry.refuse(at: index, engine: &engine)
    for j in registry.registrations.indices where registry.registrations[j].coveredBy == id {
      registry.registrations[j].coveredBy = nil
      guard engine.state(of: registry.registrations[j].layer) == .dismissing else { continue }
      lastToken &+= 1
      registry.registrations[j].dismissalToken = lastToken
      startDismissal(registry.registrations[j].layer, token: lastToken)
    }
  }
}
