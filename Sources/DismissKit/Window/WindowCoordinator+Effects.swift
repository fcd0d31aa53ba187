import DismissCore

/// Carrying out the engine's effects: a touch's after UIKit's delivery (T3, T11), an
/// escape's at once (V1); a refusing layer is open again where it was (rule 7).
extension WindowCoordinator {
  /// Carries out one event's effects; for an escape, returns whether a
  /// dismissal or a resign remained after the veto.
  @discardableResult
  func dispatch(_ effects: [DismissEffect], isEscape: Bool = false) -> Bool {
    // A later event that asks to resign on its own makes a pending one no longer only
    // refused layers' (B9); else a resign rests on the layers (read at the event).
    let asked = engine.lastEventAskedToResign
    if asked { resignRequests &+= 1 }
    guard !effects.isEmpty else { return false }
    var resignLayers: [RegionID] = []
    // A SwiftUI layer is asked once, however many events dismiss it.
    let effects = effects.filter { effect in
      guard case .dismissLayer(let id, _) = effect else { return true }
      if !asked { resignLayers.append(id) }
      return roots.allSatisfy { $0.markPending(id) }
    }
    if isEscape { return carryOut(effects, resignLayers, focus: nil) }
    let (generation, requests) = (focus.generation, resignRequests)
    scheduleAfterDelivery { [weak self] in
      guard let self else { return }
      _ = carryOut(effects, resignRequests == requests ? resignLayers : [], focus: generation)
    }
    return true
  }

  /// The vetoes, then the dismissals and the resign; a touch's resign waits
  /// for the app's state updates of the pass (`focus`: its event's, T18).
  private func carryOut(
    _ effects: [DismissEffect], _ resignLayers: [RegionID], focus generation: UInt64?
  ) -> Bool {
    var resign = effects.contains(.resignFocus)
    var accepted: [(id: RegionID, reason: DismissReason)] = []
    var refused = false
    for case .dismissLayer(let id, let reason) in effects {
      guard let verdict = verdict(id, reason) else { continue }
      if verdict { accepted.append((id, reason)) } else { refused = true }
    }
    // A refused layer meets focus that moved while its veto waited (rule 5, V1).
    if refused, let generation, focus.generation != generation { setFocus() }
    // Only refused layers asked for it (B9): the engine gets focus back.
    if resign, !resignLayers.isEmpty, resignLayers.allSatisfy({ engine.state(of: $0) == .open }) {
      resign = false
      if focus.hasResponder && !engine.isFocused { setFocus(restoring: true) }
    }
    var work: [(id: RegionID, token: UInt64)] = []
    for (id, reason) in accepted {
      guard let index = layers.index(of: id) else { continue }
      layers.registrations[index].phase = .leaving
      layers.registrations[index].dismissal.reason = reason
      // A presentation inside one dismissed in the same event goes with it (L3).
      if let ancestor = layers.coveringAncestor(of: index, in: accepted.map(\.id)) {
        layers.registrations[index].dismissal.coveredBy = ancestor
        continue
      }
      lastToken &+= 1
      layers.registrations[index].dismissal.token = lastToken
      work.append((id, lastToken))
    }
    // Focus in a going layer is resigned first: UIKit may keep a removed view focused (F11).
    let resignsFirst =
      resign
      && focus.node.map { input in accepted.contains { layers.holds(input, layer: $0.id) } } == true
    if resignsFirst { resignFocus() }
    for start in work { startDismissal(start.id, token: start.token) }
    for (id, reason) in accepted { for root in roots { root.dismiss(id, reason: reason) } }
    if resign, !resignsFirst {
      afterUpdates(ifFocusUnchangedSince: generation) { [weak self] in self?.resignFocus() }
    }
    platform?.escapeMayHaveChanged()
    return !accepted.isEmpty || resign
  }

  /// Asks a dismissed layer's veto: `true` to go on, `false` refused (open
  /// again where it was), `nil` when there is nothing to ask any more.
  private func verdict(_ id: RegionID, _ reason: DismissReason) -> Bool? {
    guard let index = layers.index(of: id) else {
      return roots.lazy.compactMap { $0.verdict(id, reason) }.first
    }
    guard let source = layers.registrations[index].source else {
      engine.close(id)
      return nil
    }
    guard layers.registrations[index].phase != .leaving, engine.state(of: id) == .dismissing
    else { return nil }
    if source.layerShouldDismiss(reason) { return true }
    layers.refuse(at: index, engine: &engine)
    return false
  }

  /// Runs a UIKit layer's dismissal unless it is no longer the one in flight.
  private func startDismissal(_ id: RegionID, token: UInt64) {
    // The app may have removed the layer itself meanwhile (its Done button).
    prepareLayers()
    guard let index = layers.index(of: id) else { return }
    let r = layers.registrations[index]
    guard r.dismissal.token == token, let source = r.source, let reason = r.dismissal.reason
    else { return }
    guard engine.state(of: id) == .dismissing else {
      layers.registrations[index].dismissal.token = 0
      return
    }
    source.dismissLayer(reason: reason) { [weak self] finished in
      self?.dismissalDidEnd(id, token: token, finished: finished)
    }
  }

  /// A source ended a dismissal. A refusal reopens the layer and dismisses on
  /// their own the presentations that were to go with it.
  func dismissalDidEnd(_ id: RegionID, token: UInt64, finished: Bool) {
    guard let index = layers.index(of: id), token != 0,
      layers.registrations[index].dismissal.token == token
    else { return }
    guard !finished else {
      // A node already gone must not wait to be seen gone: the app may show it again first.
      let node = layers.registrations[index].node.node
      let isVisible = node.map { platform?.presence(of: $0) == .visible } ?? false
      engine.close(id)
      layers.registrations[index].dismissal = .init()
      layers.registrations[index].phase = isVisible ? .leaving : .idle
      return
    }
    layers.refuse(at: index, engine: &engine)
    for j in layers.registrations.indices where layers.registrations[j].dismissal.coveredBy == id {
      layers.registrations[j].dismissal.coveredBy = nil
      guard engine.state(of: layers.registrations[j].layer) == .dismissing else { continue }
      lastToken &+= 1
      layers.registrations[j].dismissal.token = lastToken
      startDismissal(layers.registrations[j].layer, token: lastToken)
    }
  }

  // MARK: - Later

  /// Runs UI work on the next main-queue turn, after the event's delivery:
  /// for a touch whose view's touch-up is held, once it was let go (T12).
  func scheduleAfterDelivery(_ work: @escaping @MainActor () -> Void) {
    if heldEffects == nil { scheduler.schedule(work) } else { heldEffects?.append(work) }
  }

  /// Runs `work` (with no `generation`, an escape's: at once) once the app applied its
  /// state of this run loop pass and the next, unless focus moved since: SwiftUI's
  /// focus (T18), a recognizer's action (T22), a later observer (E58) move it a cycle later.
  func afterUpdates(
    ifFocusUnchangedSince generation: UInt64?, _ work: @escaping @MainActor () -> Void
  ) {
    guard let generation else { return work() }
    let check: @MainActor () -> Void = { [weak self] in
      guard let self, focus.generation == generation,
        focus.responder.map({ platform?.isFocused($0) != false }) ?? true
      else { return }
      work()
    }
    let scheduler = self.scheduler
    scheduler.scheduleAfterUpdates { scheduler.schedule { scheduler.scheduleAfterUpdates(check) } }
  }
}
