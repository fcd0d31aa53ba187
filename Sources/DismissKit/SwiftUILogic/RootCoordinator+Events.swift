import DismissCore

/// Events from UIKit, the geometry they need, and the engine's effects.
extension RootCoordinator {
  // MARK: - Touches

  /// A touch went down at `point` (window coordinates, T5) on `hit`
  /// (`touch.view`; `nil`: the root's own presentation); `chain`: the UIKit
  /// text inputs and controls from it up, which SwiftUI cannot mark (F4,
  /// S16). The anchors are measured now: the touch takes its target at its down.
  func touchBegan(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger,
    hit: (any DismissNode)? = nil, chain: [PathElement] = []
  ) {
    settleLayers()
    // The touch belongs to the hit view's presentation (S10).
    let presentation = hit.map { host?.presentation(of: $0) } ?? host?.ownPresentation
    let origin = measureAnchors(for: presentation, touching: point, on: hit)
    if windowTouches.count <= 1 {
      let policy = policy(at: point, presentation: presentation, origin: origin)
      if engine.policy != policy { engine.policy = policy }
    }
    let layer = presentingLayer(of: presentation)
    switch readEngine({ TouchTarget.resolve(chain, at: point, in: $0, presentedFrom: layer) }) {
    case .geometric:
      perform(engine.touchDown(touch, at: point, time: time, pointer: pointer))
    case .path(let path):
      perform(engine.touchDown(touch, at: point, time: time, pointer: pointer, hitPath: path))
    }
  }

  func touchMoved(_ touch: TouchID, to point: Point, time: Double) {
    perform(engine.touchMoved(touch, to: point, time: time))
  }

  func touchEnded(_ touch: TouchID, at point: Point, time: Double) {
    perform(engine.touchUp(touch, at: point, time: time))
  }

  func touchCancelled(_ touch: TouchID) {
    perform(engine.touchCancelled(touch))
  }

  // MARK: - Focus and escape

  /// A text input in this root's window began editing: its presentation's
  /// anchors are measured and the layers holding its center learn of it.
  func focusBegan(at input: any DismissNode, restoring: Bool = false) {
    guard let host, let frame = host.frameInWindow(of: input) else {
      focusBeganElsewhere(restoring: restoring)
      return
    }
    settleLayers()
    let presentation = host.presentation(of: input)
    let origin = measureAnchors(for: presentation, touching: frame.center, on: input)
    focusPolicy = policy(at: frame.center, presentation: presentation, origin: origin)
    let layer = presentingLayer(of: presentation)
    let path = readEngine { TouchTarget.focusPath(ofInputAt: frame, in: $0, presentedFrom: layer) }
    setFocus(hitPath: path, restoring: restoring)
  }

  /// A text input outside this root's scope began editing: outside every
  /// layer here.
  func focusBeganElsewhere(restoring: Bool = false) {
    settleLayers()
    focusPolicy = nil
    setFocus(hitPath: CollectionOfOne(PathElement.unregistered(.textInput)), restoring: restoring)
  }

  /// Focus that a refused escape kept is given back as it was before the
  /// event: the focus-outside pass dismisses nothing (rule 7).
  private func setFocus(hitPath: some Sequence<PathElement>, restoring: Bool) {
    let effects = engine.setFocus(hitPath: hitPath)
    if restoring {
      for case .dismissLayer(let region, _) in effects { engine.refuseDismissal(region) }
    } else {
      perform(effects)
    }
    notifyEscapeKeyChange()
  }

  func focusEnded() {
    guard readEngine({ $0.isFocused }) else { return }
    perform(engine.setFocus(nil))
    focusPolicy = nil
    notifyEscapeKeyChange()
  }

  /// Returns whether the escape dismissed something.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    settleLayers()
    if windowTouches.isEmpty {
      let policy = focusPolicy ?? basePolicy
      if engine.policy != policy { engine.policy = policy }
    }
    let effects = engine.escape(source)
    guard !effects.isEmpty else { return false }
    // Carried out at once, so it can report whether it did anything.
    let before = carriedOutEffects
    perform(effects)
    applyPendingEffects()
    return carriedOutEffects != before
  }

  // MARK: - Geometry

  /// Measures every anchor for an event in `presentation` (S2, S9, S10):
  /// absent anchors get a frame containing no point. At `point`, on `hit`,
  /// only anchors that `hit` can be over count, the front-most as UIKit
  /// draws them (S30). Returns the origin root of the first present
  /// registration.
  @discardableResult
  func measureAnchors(
    for presentation: (any DismissNode)?, touching point: Point? = nil,
    on hit: (any DismissNode)? = nil
  ) -> ObjectIdentifier?? {
    let window = host?.window
    var origin: ObjectIdentifier??
    var holding: [Entry] = []
    var clips: [Rect] = []
    for entry in inOrder {
      guard let region = entry.region else { continue }
      var frame: Rect?
      if let anchor = entry.anchor {
        frame = AnchorMeasurement.visibleFrame(
          of: anchor, in: window, presentation: presentation, clips: &clips)
        measuredAnchorCount &+= 1
        if let point, let found = frame, found.contains(point) {
          if let hit, !AnchorMeasurement.isTouch(on: hit, under: anchor) {
            frame = nil
          } else if readEngine({ $0.isPresent(region) }) {
            // A closed layer's anchor, still drawn, covers nothing (S30).
            holding.append(entry)
          }
        }
      }
      if frame != nil, origin == nil { origin = .some(entry.origin) }
      engine.setFrame(frame ?? .zero, of: region)
    }
    hideCoveredAnchors(holding)
    return origin
  }

  /// The policy at `point`: the innermost nested root holding it; in a
  /// rootless presentation, the root its views registered with (S11).
  func policy(
    at point: Point, presentation: (any DismissNode)?, origin: ObjectIdentifier??
  ) -> DismissPolicy {
    if !rootAreas.isEmpty {
      let window = host?.window
      var best: RootArea?
      var clips: [Rect] = []
      for area in rootAreas.values {
        guard let anchor = area.anchor,
          let frame = AnchorMeasurement.visibleFrame(
            of: anchor, in: window, presentation: presentation, clips: &clips),
          frame.contains(point)
        else { continue }
        if let current = best, current.depth >= area.depth { continue }
        best = area
      }
      if let best { return best.policy }
    }
    if presentation !== host?.ownPresentation, case .some(.some(let root)) = origin,
      let area = rootAreas[root]
    {
      return area.policy
    }
    return basePolicy
  }

  // MARK: - Effects

  /// Takes one event's effects: dismissed layers are marked at once (never
  /// asked twice) and the scheduler carries them out after delivery (T11).
  /// An event that asks to resign on its own makes a resign still pending
  /// (a touch-down's, its veto asked after delivery) no longer only refused
  /// layers' (B9).
  func perform(_ effects: [DismissEffect]) {
    if engine.lastEventAskedToResign {
      for index in pending.indices { pending[index].layers = [] }
    }
    guard !effects.isEmpty else { return }
    let focus = hub?.focus.generation
    let layers = engine.resignLayers(effects)
    for effect in effects {
      if case .dismissLayer(let region, _) = effect, let entry = entry(of: region) {
        if entry.dismissal != .none { continue }
        entry.dismissal = .pending
      }
      pending.append(PendingEffect(effect: effect, focusGeneration: focus, layers: layers))
    }
    notifyEscapeKeyChange()
    guard !isApplyScheduled, !isApplying else { return }
    guard let scheduler else {
      applyPendingEffects()
      return
    }
    isApplyScheduled = true
    // The hub's turn, which waits for a held touch-up (T12).
    let apply: @MainActor () -> Void = { [weak self] in
      self?.applyPendingEffects(afterDelivery: true)
    }
    if let hub { hub.scheduleAfterDelivery(apply) } else { scheduler.schedule(apply) }
  }

  /// Carries out the pending effects in order: a dismissal asks the veto,
  /// calls `onDismiss` and writes `false` (S19); a resign ends editing unless
  /// focus changed since its event, after a touch's delivery once SwiftUI's
  /// update ran too (T18).
  func applyPendingEffects(afterDelivery: Bool = false) {
    isApplyScheduled = false
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    while !pending.isEmpty {
      let applying = pending
      pending.removeAll()
      for item in applying {
        switch item.effect {
        case .dismissLayer(let region, let reason):
          guard applyDismissal(region, reason: reason) else { continue }
          hub?.refusal(of: self, meetsFocusMovedSince: item.focusGeneration)
        case .resignFocus where !engine.resignSurvives(item.layers):
          // Only refused layers asked for it (B9): the input keeps focus.
          guard let hub, hub.focus.generation == item.focusGeneration, hub.focus.hasResponder
          else { continue }
          restoreFocus(at: hub.focus.node, isOwner: hub.focusOwner() === self)
        case .resignFocus:
          carriedOutEffects &+= 1
          applyResign(decidedAt: item.focusGeneration, afterDelivery: afterDelivery)
        case .swallowTouch:
          // No adapter API makes a layer swallow yet: never yielded here.
          break
        }
      }
    }
    notifyEscapeKeyChange()
  }

  /// Returns whether the app refused.
  private func applyDismissal(_ region: RegionID, reason: DismissReason) -> Bool {
    guard let entry = entry(of: region), entry.dismissal == .pending else { return false }
    let token = entry.token
    guard engine.state(of: region) == .dismissing else {
      entry.dismissal = .none
      return false
    }
    guard let actions = entry.actions else {
      entry.dismissal = .none
      engine.close(region)
      carriedOutEffects &+= 1
      return false
    }
    if let shouldDismiss = actions.shouldDismiss, !shouldDismiss(reason) {
      entries[token]?.dismissal = .none
      engine.refuseDismissal(region)
      openPresentedLayers(inside: token)
      return true
    }
    actions.onDismiss?(reason)
    guard entries[token]?.dismissal == .pending, entries[token]?.region == region else {
      return false
    }
    entries[token]?.dismissal = .written
    carriedOutEffects &+= 1
    actions.dismiss()
    return false
  }

  /// After delivery, once SwiftUI applied the tapped view's state too (T18).
  private func applyResign(decidedAt generation: UInt64?, afterDelivery: Bool) {
    guard let hub, let generation else {
      host?.endEditing()
      return
    }
    guard afterDelivery else {
      if hub.focus.generation == generation { host?.endEditing() }
      return
    }
    hub.afterUpdates(ifFocusUnchangedSince: generation) { [weak self] in self?.host?.endEditing() }
  }

  /// Brings the layers in step with the app before an event: the anchors
  /// (``settleAnchors()``), then the bindings DismissKit set to `false`.
  func settleLayers() {
    settleAnchors()
    settleWrittenDismissals()
  }

  /// A layer whose anchor left the window, or went, without a dismantle is
  /// closed without effects: it takes no escape and no backdrop tap. It
  /// opens again once its anchor is back and its binding reads `true` (S15).
  func settleAnchors() {
    guard let window = host?.window else { return }
    var changed = false
    for entry in layerEntries {
      guard let region = entry.region else { continue }
      if entry.anchor?.anchorWindow !== window {
        guard !isClosed(region) else { continue }
        engine.close(region)
        entry.isAway = true
        changed = true
      } else if entry.isAway {
        entry.isAway = false
        guard entry.isPresented, entry.dismissal == .none, entry.actions?.isPresented() ?? true
        else { continue }
        engine.open(region)
        openPresentedLayers(inside: entry.token)
        changed = true
      }
    }
    if changed { notifyEscapeKeyChange() }
  }

  /// Checks the bindings set to `false`: one still reading `true` was refused
  /// by the app's setter and reopens in place; otherwise it closes (S25).
  func settleWrittenDismissals() {
    var settled = false
    for entry in inOrder where entry.dismissal == .written {
      guard let region = entry.region else { continue }
      entry.dismissal = .none
      settled = true
      if entry.actions?.isPresented() ?? false {
        engine.refuseDismissal(region)
        openPresentedLayers(inside: entry.token)
      } else {
        engine.close(region)
        endDismissals(inside: entry.token)
      }
    }
    if settled { notifyEscapeKeyChange() }
  }
}

extension RootCoordinator: DismissHubClient {
  var hubScope: (any DismissNode)? { host?.presentationNode }
  var isActiveInHub: Bool { host?.servesPresentation ?? false }
  var takesEscapeKey: Bool { true }
  var isNarrowerThanScope: Bool { true }
  var escapeWouldAct: Bool {
    settleAnchors()
    return wantsEscapeKey
  }

  /// An escape is the next event: a binding whose setter refused `false`
  /// is open again (S25).
  func willEscape() { settleLayers() }
  var escapeDismissesKeyboard: Bool { (focusPolicy ?? basePolicy).escapeDismissesKeyboard }

  /// The anchor of the top-most open layer: the scope holds them all.
  var escapeLayerNode: (any DismissNode)? {
    engine.openLayers.last.flatMap { entry(of: $0)?.anchor as? any DismissNode }
  }

  /// The owner reads the UIKit roles from the touched view up to its scope.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool
  ) {
    guard let host, let scope = host.presentationNode else { return }
    let id = windowTouches.begin(key)
    guard isOwner else {
      // Another scope decides the keyboard; a layer here is inside or
      // outside by where it is drawn (rule 7), whoever registered first.
      settleLayers()
      measureAnchors(
        for: hit.map(host.presentation(of:)) ?? host.ownPresentation, touching: point, on: hit)
      let path = [DismissWindowHub.outsideMarker] + readEngine { $0.hitTest(point).elements }
      perform(engine.touchDown(id, at: point, time: time, pointer: pointer, hitPath: path))
      return
    }
    var chain = HitPathBuilder.path(from: hit, upTo: scope, role: { host.role(of: $0) })
    // S10: UIKit may give the hosting view for a touch on a SwiftUI field or toggle.
    if chain.isEmpty, let hit, let focus = hub?.focus, focus.hasResponder {
      let role = host.platformRole(
        at: point, hit: hit, focused: focus.node, session: focus.generation)
      if let element = role.pathElement { chain = [element] }
    }
    touchBegan(id, at: point, time: time, pointer: pointer, hit: hit, chain: chain)
  }

  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double) {
    guard let id = windowTouches.id(for: key) else { return }
    touchMoved(id, to: point, time: time)
  }

  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double) {
    guard let id = windowTouches.end(key) else { return }
    touchEnded(id, at: point, time: time)
  }

  func touchCancelled(_ key: ObjectIdentifier) {
    guard let id = windowTouches.end(key) else { return }
    touchCancelled(id)
  }

  /// Cancels every touch the hub handed over (the root stops serving).
  func cancelWindowTouches() {
    for id in windowTouches.removeAll() { touchCancelled(id) }
  }

  func focusDidBegin(at input: (any DismissNode)?, isOwner: Bool) {
    if isOwner, let input {
      focusBegan(at: input)
    } else {
      focusBeganElsewhere()
    }
  }

  func restoreFocus(at input: (any DismissNode)?, isOwner: Bool) {
    if isOwner, let input {
      focusBegan(at: input, restoring: true)
    } else {
      focusBeganElsewhere(restoring: true)
    }
  }

  func focusDidEnd() { focusEnded() }

  /// A pending write needs the system-surface check too: an alert's touch
  /// would settle it, and a refused one would then be outside its layer.
  var needsSurfaceCheck: Bool {
    !readEngine { $0.isIdle } || inOrder.contains { $0.dismissal == .written }
  }

  /// The scope view while a layer is open: SwiftUI layers are drawn inside it.
  func frontOpenLayer() -> (any DismissNode)? {
    settleAnchors()
    return readEngine { $0.openLayers.isEmpty } ? nil : host?.presentationNode
  }
}
