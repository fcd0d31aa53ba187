import DismissCore

/// Carrying out the engine's effects.
///
/// At the event, in order:
/// 1. **The veto.** Each layer to dismiss is asked
///    ``DismissLayerSource/layerShouldDismiss(_:)`` with the effect's
///    reason; a layer that says no is open again at once, where it was
///    (``DismissEngine/refuseDismissal(_:)``), and the layers inside it that
///    were dismissed with it stay dismissed (rule 7). An escape that only
///    resigned because the layer it dismissed held the focused input
///    resigns nothing when that layer refuses.
/// 2. **Bookkeeping.** The other layers are *leaving*: a second effect for
///    one of them is ignored, and so is a late or repeated completion. A
///    presentation inside an enclosing presentation dismissed in the same
///    event is not dismissed on its own: UIKit takes it away with the
///    enclosing one.
///
/// Then, for touches and focus changes once UIKit has delivered the event
/// to its views (the next turn of the main queue, ``DismissScheduler``),
/// at once for escapes:
/// 3. **Dismissals.** Each layer's source dismisses it
///    (``DismissLayerSource/dismissLayer(reason:completion:)``), unless it
///    is no longer being dismissed by then. It stays `.dismissing` in the
///    engine until the source reports that it finished (closed; it opens
///    again once its view has stopped being visible and shows again) or
///    refused (open again where it was), or until its node stops being
///    visible.
/// 4. **The keyboard.** ``DismissEffect/resignFocus`` goes to the window's
///    hub, which resigns the focused responder (or ends editing in the
///    window) unless focus moved on in between; a responder that refuses
///    keeps focus, and the engine gets it back.
extension InteractionCoordinator {
  /// When the effects of an event are carried out.
  enum Delivery {
    /// After UIKit has delivered the event to its views: touches, focus
    /// changes.
    case afterDelivery
    /// At once: escapes, whose key command or accessibility action is the
    /// delivery, and which report whether they dismissed something.
    case now
  }

  /// Carries out the effects of one event. Returns whether anything is
  /// still to be done after the veto (a dismissal or a resign).
  @discardableResult
  func apply(
    _ effects: [DismissEffect], delivery: Delivery = .afterDelivery, isEscape: Bool = false
  ) -> Bool {
    guard !effects.isEmpty else { return false }
    var dismissals: [(id: RegionID, reason: DismissReason)] = []
    var resign = false
    for effect in effects {
      switch effect {
      case .dismissLayer(let id, let reason): dismissals.append((id, reason))
      case .resignFocus: resign = true
      }
    }
    // 1. The veto, for the whole batch first: a presentation whose
    // enclosing presentation refuses is dismissed on its own.
    var refused = false
    var accepted: [(id: RegionID, reason: DismissReason)] = []
    for dismissal in dismissals {
      guard let index = registry.index(of: dismissal.id),
        let source = registry.registrations[index].source
      else {
        close(dismissal.id)
        continue
      }
      guard registry.registrations[index].phase != .leaving else { continue }
      if source.layerShouldDismiss(dismissal.reason) {
        accepted.append(dismissal)
      } else {
        refuse(at: index)
        refused = true
      }
    }
    if isEscape && refused && accepted.isEmpty && resign {
      // The escape resigned only because the refused layer held the
      // focused input: the engine gets the focus back.
      resign = false
      hub?.reannounceFocus(to: self)
    }
    // 2. Bookkeeping.
    let batch = accepted.map(\.id)
    var starts: [(index: Int, token: UInt64)] = []
    for dismissal in accepted {
      guard let index = registry.index(of: dismissal.id) else { continue }
      registry.setPhase(.leaving, at: index)
      registry.setReason(dismissal.reason, at: index)
      if let ancestor = registry.coveringAncestor(of: index, in: batch) {
        registry.setCoveredBy(ancestor, at: index)
        continue
      }
      lastToken &+= 1
      registry.setDismissalToken(lastToken, at: index)
      starts.append((index, lastToken))
    }
    let work = starts.map { (id: registry.registrations[$0.index].layer, token: $0.token) }
    // 3 and 4.
    switch delivery {
    case .now:
      for start in work { startDismissal(start.id, token: start.token) }
      if resign { hub?.resignFocus(from: self) }
    case .afterDelivery:
      if !work.isEmpty {
        let run: @MainActor () -> Void = { [weak self] in
          for start in work { self?.startDismissal(start.id, token: start.token) }
        }
        if let hub { hub.scheduleAfterDelivery(run) } else { run() }
      }
      if resign {
        if let hub { hub.resignFocusAfterDelivery(from: self) }
      }
    }
    return !work.isEmpty || resign
  }

  /// Runs a layer's dismissal, unless it is no longer the one in flight
  /// (the layer closed, was refused or went away in between).
  private func startDismissal(_ id: RegionID, token: UInt64) {
    // Bring the engine in step first: the app may have removed or hidden
    // the layer itself while the event was delivered (its Done button).
    _ = prepare()
    guard let index = registry.index(of: id),
      registry.registrations[index].dismissalToken == token,
      let source = registry.registrations[index].source,
      let reason = registry.registrations[index].reason
    else { return }
    guard engine.state(of: id) == .dismissing else {
      registry.setDismissalToken(0, at: index)
      return
    }
    source.dismissLayer(reason: reason) { [weak self] finished in
      self?.dismissalDidEnd(id, token: token, finished: finished)
    }
  }

  /// A source reported the end of a dismissal: finished closes the layer;
  /// refused opens it again where it was, and dismisses on their own the
  /// presentations inside it that were to go with it (they stay dismissed).
  func dismissalDidEnd(_ id: RegionID, token: UInt64, finished: Bool) {
    guard let index = registry.index(of: id), token != 0,
      registry.registrations[index].dismissalToken == token
    else { return }
    if finished {
      finish(at: index)
      return
    }
    refuse(at: index)
    for j in registry.registrations.indices where registry.registrations[j].coveredBy == id {
      registry.setCoveredBy(nil, at: j)
      guard engine.state(of: registry.registrations[j].layer) == .dismissing else { continue }
      lastToken &+= 1
      registry.setDismissalToken(lastToken, at: j)
      startDismissal(registry.registrations[j].layer, token: lastToken)
    }
  }
}
