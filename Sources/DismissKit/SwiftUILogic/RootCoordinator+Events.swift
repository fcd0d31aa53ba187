import DismissCore

/// Events from UIKit, the geometry they need, and carrying out the
/// engine's effects.
extension RootCoordinator {
  // MARK: - Touches

  /// A touch went down at `point` (window coordinates, UIKit's
  /// `touch.location(in: nil)`) on `hit` (`touch.view`; `nil`: the root's
  /// own presentation); `chain` says
  /// whether a text input or control is under it in UIKit.
  ///
  /// While the engine is idle, nothing is measured: the engine records the
  /// touch, and a focus change during the touch measures before the engine
  /// resolves its target.
  func touchBegan(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger,
    hit: (any DismissNode)? = nil, chain: TouchedViewChain = .empty
  ) {
    settleWrittenDismissals()
    if readEngine({ $0.isIdle }) {
      // Measured only if the engine stops being idle during the touch
      // (``measureForPendingTargets()``): a few stores, no work.
      pendingTargetHit = hit
      if windowTouches.count <= 1 {
        pendingPolicyHit = hit
        pendingTargetPoint = point
      }
    } else {
      // A touch belongs to the presentation of the view it hit; one with no
      // view, to the root's own.
      let presentation = hit.map { host?.presentation(of: $0) } ?? host?.ownPresentation
      let origin = measureAnchors(for: presentation)
      if windowTouches.count <= 1 {
        pendingTargetPoint = nil
        let policy = policy(at: point, presentation: presentation, origin: origin)
        if engine.policy != policy { engine.policy = policy }
      }
    }
    switch readEngine({ TouchTarget.resolve(chain, at: point, in: $0) }) {
    case .geometric:
      perform(engine.touchDown(touch, at: point, time: time, pointer: pointer))
    case .path(let path):
      perform(engine.touchDown(touch, at: point, time: time, pointer: pointer, hitPath: path))
    }
  }

  /// A touch that another scope of the window decides went down: it is
  /// outside every region here and keeps the keyboard
  /// (``DismissWindowHub/outsideMarker``), so only the open layers react,
  /// by their outside-touch triggers.
  func touchBeganOutside(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger
  ) {
    settleWrittenDismissals()
    perform(
      engine.touchDown(
        touch, at: point, time: time, pointer: pointer,
        hitPath: CollectionOfOne(DismissWindowHub.outsideMarker)))
  }

  /// A touch moved (window coordinates).
  func touchMoved(_ touch: TouchID, to point: Point, time: Double) {
    perform(engine.touchMoved(touch, to: point, time: time))
  }

  /// A touch lifted (window coordinates).
  func touchEnded(_ touch: TouchID, at point: Point, time: Double) {
    perform(engine.touchUp(touch, at: point, time: time))
  }

  /// The system cancelled a touch.
  func touchCancelled(_ touch: TouchID) {
    perform(engine.touchCancelled(touch))
  }

  // MARK: - Focus and escape

  /// A text input of this root's window began editing. The anchors of its
  /// presentation are measured, the engine learns which layers hold it (a
  /// hit test at its center) and runs the focus-outside pass.
  func focusBegan(at input: any DismissNode) {
    guard let host, let frame = host.frameInWindow(of: input) else {
      focusBeganElsewhere()
      return
    }
    settleWrittenDismissals()
    measureForPendingTargets()
    let presentation = host.presentation(of: input)
    let origin = measureAnchors(for: presentation)
    focusPolicy = policy(at: frame.center, presentation: presentation, origin: origin)
    let path = readEngine { TouchTarget.focusPath(ofInputAt: frame, in: $0) }
    perform(engine.setFocus(hitPath: path))
    notifyEscapeKeyChange()
  }

  /// A text input outside this root's scope began editing: it is outside
  /// every layer here (focus-outside layers close), and a tap here that
  /// dismisses the keyboard ends its editing.
  func focusBeganElsewhere() {
    settleWrittenDismissals()
    measureForPendingTargets()
    focusPolicy = nil
    perform(engine.setFocus(hitPath: CollectionOfOne(PathElement.unregistered(.textInput))))
    notifyEscapeKeyChange()
  }

  /// The focused text input ended editing.
  func focusEnded() {
    guard readEngine({ $0.isFocused }) else { return }
    perform(engine.setFocus(nil))
    focusPolicy = nil
    notifyEscapeKeyChange()
  }

  /// The Escape key or the accessibility escape. Returns whether it
  /// dismissed something.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    settleWrittenDismissals()
    if windowTouches.isEmpty {
      let policy = focusPolicy ?? basePolicy
      if engine.policy != policy { engine.policy = policy }
    }
    let effects = engine.escape(source)
    guard !effects.isEmpty else { return false }
    // An escape is no touch: nothing to wait for. Carried out at once, it
    // can say whether it dismissed anything (all refused: nothing).
    let before = carriedOutDismissals
    var resigns = false
    var dismissed: [RegionID] = []
    for effect in effects {
      switch effect {
      case .dismissLayer(let region, _): dismissed.append(region)
      case .resignFocus: resigns = true
      }
    }
    perform(effects.filter { $0 != .resignFocus })
    applyPendingEffects()
    if resigns {
      // The escape resigned only because the layer it dismissed held the
      // focused input; when the app vetoed every dismissal, nothing
      // happened and the input keeps focus (as in the UIKit adapter).
      let keptAll =
        !dismissed.isEmpty
        && readEngine { engine in
          dismissed.allSatisfy { engine.state(of: $0) == .open }
        }
      if keptAll, let hub {
        hub.reannounceFocus(to: self)
        return carriedOutDismissals != before
      }
      perform([.resignFocus])
      applyPendingEffects()
    }
    return carriedOutDismissals != before || resigns
  }

  /// The `dismissKeyboard` environment action: ends editing through the host.
  func dismissKeyboard() {
    host?.endEditing()
  }

  /// Reads the engine in place. The engine is a struct with many arrays;
  /// reading it through the class property for a call copies it (a retain
  /// and a release per array), an inout access does not.
  @inline(__always)
  func readEngine<Result>(_ body: (inout DismissEngine) -> Result) -> Result { body(&engine) }

  // MARK: - Geometry

  /// Measures every registered anchor for an event in `presentation` of
  /// the host's window: present anchors get their visible frame, the others
  /// a frame that contains no point. Returns the root of the first present
  /// registration (for a presentation without a root of its own).
  ///
  /// - Complexity: O(*n* · *d*) for *n* anchors at depth *d* (UIKit's
  ///   conversions), no allocation in steady state.
  ///
  /// - Parameter late: the frames are where the anchors have been since
  ///   before the touches that wait for their target went down (see
  ///   ``measureForPendingTargets()``).
  @discardableResult
  func measureAnchors(for presentation: (any DismissNode)?, late: Bool = false)
    -> ObjectIdentifier??
  {
    let window = host?.window
    var origin: ObjectIdentifier??
    var measured = 0
    // A local buffer: no exclusivity check per anchor on a class property.
    var buffer: [Rect] = []
    swap(&buffer, &clips)
    defer { swap(&buffer, &clips) }
    for entry in inOrder {
      guard let region = entry.region else { continue }
      var frame: Rect?
      if let anchor = entry.anchor {
        frame = AnchorMeasurement.visibleFrame(
          of: anchor, in: window, presentation: presentation, clips: &buffer)
        measured += 1
      }
      if frame != nil, origin == nil { origin = .some(entry.origin) }
      engine.setFrame(frame ?? .zero, of: region, measuredLate: late)
    }
    noteMeasured(measured)
    return origin
  }

  /// A touch went down while the engine was idle, so nothing was measured
  /// for it, and the engine is about to stop being idle (focus begins, a
  /// layer opens) or its regions change: the engine takes the touch's
  /// target then, with its frames, which must be where the anchors are,
  /// not where they were at the last measurement. Measures the anchors of
  /// the touch's presentation, as of the touch's down.
  ///
  /// Found by the SwiftUI adapter property tests: a touch on a
  /// `keyboardBehavior(.keep)` card, focus beginning during it, and the drag
  /// that followed dismissed the keyboard (the card had never been
  /// measured, so the touch had hit nothing).
  ///
  /// - Complexity: O(1) unless such a touch is waiting (or, with nested
  ///   roots, went down since the last change); then as
  ///   ``measureAnchors(for:late:)``.
  func measureForPendingTargets() {
    guard readEngine({ $0.isIdle }) else { return }
    let pending = readEngine { $0.hasPendingTargets }
    // The touch takes the policy of the root it went down in, as a touch on
    // a busy engine does at its down (a nested root's `.never`).
    let point = pendingTargetPoint
    pendingTargetPoint = nil
    guard pending || point != nil else { return }
    let presentation = pendingTargetHit.map { host?.presentation(of: $0) } ?? host?.ownPresentation
    var origin: ObjectIdentifier??
    if pending || (point != nil && !rootAreas.isEmpty) {
      origin = measureAnchors(for: presentation, late: true)
    }
    if let point {
      // With no nested root, every touch has the root's own policy.
      let touched = pendingPolicyHit.map { host?.presentation(of: $0) } ?? host?.ownPresentation
      let policy =
        rootAreas.isEmpty
        ? basePolicy : policy(at: point, presentation: touched, origin: origin)
      if engine.policy != policy { engine.policy = policy }
    }
  }

  /// The policy for a touch or focused input at `point`: the innermost
  /// nested root whose anchor holds it; in a presentation without one, the
  /// root that its marked views registered with; else this root's.
  func policy(
    at point: Point, presentation: (any DismissNode)?, origin: ObjectIdentifier??
  ) -> DismissPolicy {
    if !rootAreas.isEmpty {
      let window = host?.window
      var best: RootArea?
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

  /// Takes the engine's effects of one event: the layers they dismiss are
  /// marked at once (so the same layer is not asked twice), and the
  /// effects are carried out by the scheduler, after UIKit has delivered
  /// the touch to its views.
  func perform(_ effects: [DismissEffect]) {
    guard !effects.isEmpty else { return }
    let focus = hub?.focus.generation
    for effect in effects {
      if case .dismissLayer(let region, _) = effect, let token = tokensByRegion[region],
        let index = entries.index(forKey: token)
      {
        if entries.values[index].dismissal != .none { continue }
        entries.values[index].dismissal = .pending
        written.remove(token)
      }
      pending.append(PendingEffect(effect: effect, focusGeneration: focus))
    }
    notifyEscapeKeyChange()
    guard !isApplyScheduled, !isApplying else { return }
    guard let scheduler else {
      applyPendingEffects()
      return
    }
    isApplyScheduled = true
    scheduler.schedule(applyBlock)
  }

  /// Carries out the effects decided so far, in order: a layer dismissal
  /// asks the app's veto (refused: the layer is open again at its place),
  /// calls its `onDismiss` with the reason and writes `false` into its
  /// binding (a layer without a binding is closed at once); a resign ends
  /// editing through the host, unless focus changed since its event (the
  /// tapped view focused another field, or editing already ended).
  func applyPendingEffects() {
    isApplyScheduled = false
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    while !pending.isEmpty {
      swap(&pending, &applying)
      for item in applying {
        switch item.effect {
        case .dismissLayer(let region, let reason): applyDismissal(region, reason: reason)
        case .resignFocus: applyResign(decidedAt: item.focusGeneration)
        }
      }
      applying.removeAll(keepingCapacity: true)
    }
    notifyEscapeKeyChange()
  }

  private func applyDismissal(_ region: RegionID, reason: DismissReason) {
    guard let token = tokensByRegion[region], let entry = entries[token],
      entry.dismissal == .pending
    else { return }
    guard readEngine({ $0.state(of: region) }) == .dismissing else {
      entries[token]?.dismissal = .none
      return
    }
    guard let actions = entry.actions else {
      entries[token]?.dismissal = .none
      engine.close(region)
      carriedOutDismissals &+= 1
      return
    }
    if let shouldDismiss = actions.shouldDismiss, !shouldDismiss(reason) {
      entries[token]?.dismissal = .none
      engine.refuseDismissal(region)
      openPresentedLayers(inside: token)
      return
    }
    actions.onDismiss?(reason)
    // The callback may have changed the registration.
    guard entries[token]?.dismissal == .pending, entries[token]?.region == region else { return }
    entries[token]?.dismissal = .written
    written.insert(token)
    carriedOutDismissals &+= 1
    actions.dismiss()
  }

  private func applyResign(decidedAt generation: UInt64?) {
    if let hub, let generation, hub.focus.generation != generation { return }
    host?.endEditing()
  }

  /// Checks the bindings DismissKit set to `false`: one that still reads
  /// `true` was refused by the app's setter (a confirmation before
  /// closing), and its layer is open again at its place, so that a later
  /// touch can dismiss it again; one that reads `false` is closed.
  ///
  /// - Complexity: O(1) when no write is waiting to be checked.
  func settleWrittenDismissals() {
    guard !written.isEmpty else { return }
    let tokens = written
    written.removeAll()
    for token in tokens {
      guard let entry = entries[token], entry.dismissal == .written, let region = entry.region
      else { continue }
      entries[token]?.dismissal = .none
      if entry.actions?.isPresented() ?? false {
        engine.refuseDismissal(region)
        openPresentedLayers(inside: token)
      } else {
        engine.close(region)
        endDismissals(inside: token)
      }
    }
    notifyEscapeKeyChange()
  }
}

extension RootCoordinator: DismissHubClient {
  var hubScope: (any DismissNode)? { host?.presentationNode }
  var isActiveInHub: Bool { host?.servesPresentation ?? false }
  var takesObservedEscapeKey: Bool { true }
  var escapeWouldAct: Bool { wantsEscapeKey }

  /// A touch from the window's hub: the owner reads the UIKit views from
  /// the touched one up to its scope view (text inputs, controls); a touch
  /// another scope decides is outside everything here.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool
  ) {
    guard let host, let scope = host.presentationNode else { return }
    let id = windowTouches.begin(key)
    guard isOwner else {
      touchBeganOutside(id, at: point, time: time, pointer: pointer)
      return
    }
    let roles = HitPathBuilder.roles(from: hit, upTo: scope, role: { host.role(of: $0) }) ?? []
    touchBegan(
      id, at: point, time: time, pointer: pointer, hit: hit, chain: TouchedViewChain(roles: roles))
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

  /// Focus from the window's hub: the owner knows where its input is; for
  /// an input elsewhere the engine only learns that focus is up.
  func focusDidBegin(at input: (any DismissNode)?, isOwner: Bool) {
    if isOwner, let input {
      focusBegan(at: input)
    } else {
      focusBeganElsewhere()
    }
  }

  func focusDidEnd() { focusEnded() }

  /// Not idle, or a write waits to be settled: a touch on an alert must not
  /// reach the engine, whose next event would settle the write (a refused
  /// one opens its layer again, and the alert's touch would be outside it).
  var needsSurfaceCheck: Bool { !written.isEmpty || !readEngine { $0.isIdle } }

  /// The scope view while a layer is open: SwiftUI layers are drawn inside
  /// it.
  func frontOpenLayer() -> (any DismissNode)? {
    readEngine { hasOpenLayer(in: &$0) } ? host?.presentationNode : nil
  }
}
