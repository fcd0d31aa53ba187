import DismissCore

/// Carrying out the engine's effects. At the event: each layer's veto
/// (`layerShouldDismiss`; a refusing layer is open again where it was, rule
/// 7), then bookkeeping (a presentation inside one dismissed in the same
/// event goes with it; L3). Then, after UIKit's delivery for touches (T3,
/// T11) or at once for escapes: the sources dismiss, and the hub resigns.
extension InteractionCoordinator {
  /// Carries out one event's effects; returns whether a dismissal or resign
  /// remains after the veto. An escape's run at once (the key command is the
  /// delivery; it reports back), others after UIKit delivered the event.
  @discardableResult
  func apply(_ effects: [DismissEffect], isEscape: Bool = false) -> Bool {
    guard !effects.isEmpty else { return false }
    var resign = effects.contains(.resignFocus)
    let resignLayers = engine.resignLayers(effects)
    let dismissals = effects.compactMap { effect -> (id: RegionID, reason: DismissReason)? in
      if case .dismissLayer(let id, let reason) = effect { return (id, reason) }
      return nil
    }
    // The veto for the whole batch first: a presentation whose enclosing one
    // refuses is dismissed on its own.
    var accepted: [(id: RegionID, reason: DismissReason)] = []
    for dismissal in dismissals {
      guard let index = registry.index(of: dismissal.id),
        let source = registry.registrations[index].source
      else {
        engine.close(dismissal.id)
        continue
      }
      guard registry.registrations[index].phase != .leaving else { continue }
      if source.layerShouldDismiss(dismissal.reason) {
        accepted.append(dismissal)
      } else {
        registry.refuse(at: index, engine: &engine)
      }
    }
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
    if isEscape {
      for start in work { startDismissal(start.id, token: start.token) }
      if resign { hub?.resignFocus(from: self) }
    } else {
      if !work.isEmpty {
        let run: @MainActor () -> Void = { [weak self] in
          for start in work { self?.startDismissal(start.id, token: start.token) }
        }
        if let hub { hub.scheduleAfterDelivery(run) } else { run() }
      }
      if resign { hub?.resignFocusAfterDelivery(from: self) }
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
