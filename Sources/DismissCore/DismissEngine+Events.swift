extension DismissEngine {
  // MARK: - State

  /// Whether the engine is idle: no focus and no presented layer. An idle
  /// engine records touches without hit testing them.
  @inlinable
  public var isIdle: Bool { !hasFocus && stack.isEmpty }

  /// Whether touches that went down while the engine was idle still wait
  /// for their target, which a hit test at their down point gives when
  /// the engine stops being idle (or anything changes the regions). A host
  /// that measures late brings the frames in step first (see
  /// ``setFrame(_:of:measuredLate:)``).
  public var hasPendingTargets: Bool { unresolvedTouchCount > 0 || lastTapState == .unresolved }

  /// Whether a text input has focus (the keyboard is up).
  public var isFocused: Bool { hasFocus }

  /// The focused region, when focus was set to a registered region that is
  /// still registered.
  public var focusedRegion: RegionID? {
    guard hasFocus, let first = focusPath.first, first.slot >= 0 else { return nil }
    let id = RegionID(slot: first.slot, generation: first.generation)
    return isLive(id) ? id : nil
  }

  /// The open layers, bottom to top (layers being dismissed are not open).
  ///
  /// - Complexity: O(*l*) for *l* presented layers.
  public var openLayers: [RegionID] {
    stack.compactMap { slot in
      layers[Int(slots[Int(slot)].layerIndex)].state == .open
        ? RegionID(slot: slot, generation: slots[Int(slot)].generation) : nil
    }
  }

  /// The state of a layer; `.closed` for anything that is not a registered
  /// layer.
  public func state(of layer: RegionID) -> LayerState {
    guard isLive(layer) else { return .closed }
    return layerState(slot: layer.slot)
  }

  /// The target of an active touch, or `nil` for an unknown touch.
  public func target(of touch: TouchID) -> HitPath? {
    guard let index = touchIndex(touch.rawValue) else { return nil }
    if self[touch: index].isResolved {
      return HitPath(touchPaths[index].compactMap(element(for:)))
    }
    return hitTest(self[touch: index].downPoint)
  }

  /// The target of the most recent touch that ended as a tap, until the next
  /// event; `nil` when the last event was not such a tap. Hosts that model
  /// what the app does with a tap (the scenario runner) read it.
  public var lastTapTarget: HitPath? {
    switch lastTapState {
    case .none: return nil
    case .resolved: return HitPath(lastTapPath.compactMap(element(for:)))
    case .unresolved: return hitTest(lastTapPoint)
    }
  }

  // MARK: - Touches (rule 3)

  /// A touch went down at a point; the engine hit-tests its regions to find
  /// the target.
  ///
  /// Returns the effects of the event (a `touchDownOutside` dismissal, or a
  /// resign with ``DismissPolicy/KeyboardDismissal/touchDown``). The array is
  /// the engine's own buffer: read it before the next event.
  ///
  /// - Complexity: O(1) when idle; otherwise a hit test plus O(*l* · *d*)
  ///   for *l* open layers and a target path of depth *d*.
  @inlinable
  @discardableResult
  public mutating func touchDown(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger
  ) -> [DismissEffect] {
    // The first finger on an idle engine (no focus, no open layer) is only
    // recorded, inline and without a call: its target is resolved later, and
    // only if the engine stops being idle while it is down. The effects
    // buffer is not cleared here: it is read only after events that clear it.
    if activeTouchCount == 0 && isIdle && tracks(at: point, time: time) {
      sequence &+= 1
      lastTapState = .none
      startFirstTouch(
        touch.rawValue, at: point, time: time, isPencil: isSeparatePencil(pointer),
        floorSequence: 0)
      unresolvedTouchCount = 1
      return []
    }
    // The other events that decide nothing (an untracked touch, or a second
    // touch while idle) return a literal empty array from this inlined part,
    // so the caller retains and releases no buffer.
    let index = beginTouchDown(touch.rawValue, at: point, time: time, pointer: pointer)
    if index < 0 { return [] }
    return resolveTouchDown(index)
  }

  /// A touch went down, and the host says what it hit (UIKit knows
  /// `touch.view` and its superviews): `hitPath` goes from the hit up to the
  /// root. Both forms of touch-down feed the same decisions.
  ///
  /// ```swift
  /// engine.touchDown(id, at: point, time: touch.timestamp, hitPath: [.unregistered(.control), .region(card)])
  /// ```
  ///
  /// - Complexity: O(*d*) for a path of *d* elements, plus the decisions.
  @inlinable
  @discardableResult
  public mutating func touchDown<Path: Sequence<PathElement>>(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger,
    hitPath: Path
  ) -> [DismissEffect] {
    beginEvent()
    guard let index = startTouch(touch.rawValue, at: point, time: time, pointer: pointer) else {
      return []
    }
    setTargetPath(index, hitPath)
    if isIdle { return [] }
    fireTouchDownRules(index)
    return effects
  }

  /// A touch moved. The first time it moves farther than the policy's
  /// `tapSlop` from its down point it becomes a drag: `dragOutside` layers
  /// outside its target are dismissed, and with `dragDismissesKeyboard` the
  /// keyboard too. Moves of unknown touches are ignored.
  ///
  /// - Complexity: O(1), plus the decisions when the touch becomes a drag.
  @inlinable
  @discardableResult
  public mutating func touchMoved(_ touch: TouchID, to point: Point, time: Double)
    -> [DismissEffect]
  {
    // Most moves change nothing: they return from the inlined part.
    let index = beginTouchMoved(touch.rawValue, to: point)
    if index < 0 { return [] }
    return touchBecameDrag(index)
  }

  /// Starts a move event: the index of a touch that this move turns into a
  /// drag, or -1 when the move changes nothing (unknown touch, already a
  /// drag or multi, still within the slop).
  @usableFromInline
  mutating func beginTouchMoved(_ id: Int, to point: Point) -> Int {
    beginEvent()
    guard let index = touchIndex(id) else { return -1 }
    if self[touch: index].isDrag || self[touch: index].isMulti { return -1 }
    let distance = self[touch: index].downPoint.squaredDistance(to: point)
    guard point.isFinite, distance > tapSlopSquared else { return -1 }
    return index
  }

  /// A touch becomes a drag: the `dragOutside` decisions.
  @usableFromInline
  mutating func touchBecameDrag(_ index: Int) -> [DismissEffect] {
    self[touch: index].isDrag = true
    let record = self[touch: index]
    if isIdle || !record.isResolved { return effects }
    if targetIsDismissing(index) { return effects }
    outsidePass(.dragOutside, path: touchPaths[index], touch: record)
    if policy.dragDismissesKeyboard && hasFocus && !record.isPencil
      && keyboardBehavior(of: touchPaths[index]) == .dismiss
    {
      finishEvent(resign: true)
    } else {
      finishEvent(resign: false)
    }
    return effects
  }

  /// A touch lifted. If it was a tap (never a drag, lifted within `tapSlop`
  /// of its down point, within `maxTapDuration`, never part of a
  /// multi-touch), `tapOutside` layers outside its target are dismissed and,
  /// with `dismissKeyboardOn: .tap`, the keyboard when the target's keyboard
  /// decision is dismiss. Ups of unknown touches are ignored.
  ///
  /// - Complexity: O(1) when idle, else O(*l* · *d*).
  @inlinable
  @discardableResult
  public mutating func touchUp(_ touch: TouchID, at point: Point, time: Double) -> [DismissEffect] {
    // The up of a lone touch whose target was never resolved: the engine
    // has been idle since it went down (leaving idle resolves targets), so
    // nothing is decided; the engine only remembers a tap's point, inline.
    if activeTouchCount == 1 && firstTouch.isActive && !firstTouch.isResolved
      && firstTouch.id == touch.rawValue
    {
      sequence &+= 1
      firstTouch.isActive = false
      activeTouchCount = 0
      unresolvedTouchCount = 0
      if isTap(firstTouch, endingAt: point, time: time) {
        lastTapPoint = firstTouch.downPoint
        lastTapState = .unresolved
      } else {
        lastTapState = .none
      }
      return []
    }
    // Other ups that decide nothing return from the inlined part too.
    let index = beginTouchUp(touch.rawValue, at: point, time: time)
    if index < 0 { return [] }
    return tapEnded(index)
  }

  /// Starts an up event and ends the touch: the index of a tap with a
  /// resolved target, or -1 when there is nothing to decide (unknown touch,
  /// not a tap, or a tap whose target is unresolved: it went down while the
  /// engine was idle, and the engine remembers where, for hosts that act on
  /// taps).
  @usableFromInline
  mutating func beginTouchUp(_ id: Int, at point: Point, time: Double) -> Int {
    beginEvent()
    guard let index = touchIndex(id) else { return -1 }
    endTouch(index)
    let record = self[touch: index]
    guard isTap(record, endingAt: point, time: time) else { return -1 }
    guard record.isResolved else {
      lastTapPoint = record.downPoint
      lastTapState = .unresolved
      return -1
    }
    return index
  }

  /// A tap with a resolved target ended: the `tapOutside` and keyboard
  /// decisions.
  @usableFromInline
  mutating func tapEnded(_ index: Int) -> [DismissEffect] {
    // The touch has ended: its path moves to `lastTapPath` (a swap, no copy;
    // the touch's record gets the old buffer to reuse).
    swap(&lastTapPath, &touchPaths[index])
    lastTapState = .resolved
    if isIdle || pathIsDismissing(lastTapPath) { return effects }
    var path: [PathEntry] = []
    swap(&path, &lastTapPath)
    let record = self[touch: index]
    outsidePass(.tapOutside, path: path, touch: record)
    let resign =
      policy.dismissKeyboardOn == .tap && hasFocus && !record.isPencil
      && keyboardBehavior(of: path) == .dismiss
    swap(&path, &lastTapPath)
    finishEvent(resign: resign)
    return effects
  }

  /// The system cancelled a touch: it does nothing, and is forgotten.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func touchCancelled(_ touch: TouchID) -> [DismissEffect] {
    beginEvent()
    if let index = touchIndex(touch.rawValue) { endTouch(index) }
    return effects
  }

  // MARK: - Escape, focus, layers (rule 5)

  /// Whether an escape now would do something: it would dismiss a layer
  /// (rule 5's escape pass finds one), or it would dismiss none with no
  /// modal layer ending the pass, and a text input has focus with
  /// `escapeDismissesKeyboard` on. Adapters enable their Escape-key command
  /// only then, so that the app's own Escape shortcut works the rest of the
  /// time.
  ///
  /// ```swift
  /// escapeCommand.isEnabled = engine.escapeWouldAct()
  /// ```
  ///
  /// - Parameter escapeDismissesKeyboard: the policy's setting to use;
  ///   the engine's own by default.
  /// - Complexity: O(*l*² · *d*) for *l* presented layers, no allocation.
  public func escapeWouldAct(escapeDismissesKeyboard: Bool? = nil) -> Bool {
    switch escapeOutcome() {
    case .dismiss: return true
    case .blocked: return false
    case .nothing: return hasFocus && (escapeDismissesKeyboard ?? policy.escapeDismissesKeyboard)
    }
  }

  /// An escape: the hardware Escape key or the accessibility escape.
  ///
  /// From the top, the first open layer that reacts to `escape` is
  /// dismissed; a layer that does not react is passed over, and so is a
  /// layer that holds (at any depth) a passed-over one. A modal layer that
  /// is not dismissed ends the pass with nothing dismissed. The keyboard is
  /// resigned when the dismissed layer held the focused input; when nothing
  /// is dismissed and no modal layer ended the pass, when the policy's
  /// `escapeDismissesKeyboard` is on.
  ///
  /// - Complexity: O(*l*² · *d*).
  @discardableResult
  public mutating func escape(_ source: EscapeSource = .key) -> [DismissEffect] {
    beginEvent()
    switch escapeOutcome() {
    case .dismiss(let slot):
      dismiss(slot, .escape)
      finishEvent(resign: false)
    case .blocked:
      break
    case .nothing:
      finishEvent(resign: hasFocus && policy.escapeDismissesKeyboard)
    }
    return effects
  }

  /// The app moved focus to a registered text input, or cleared it (`nil`).
  ///
  /// Setting focus runs the focus-outside pass: every open layer that
  /// reacts to `focusOutside` and does not contain the input is dismissed,
  /// top-most first; nothing stops the pass (not a layer that contains the
  /// input, not a modal layer). Focus moves on to the input: a focus event
  /// never resigns.
  ///
  /// - Complexity: O(*d* + *l* · *d*) for an input at depth *d*.
  @discardableResult
  public mutating func setFocus(_ input: RegionID?) -> [DismissEffect] {
    guard let input else { return setFocus(hitPath: EmptyCollection()) }
    guard isLive(input) else {
      beginEvent()
      return effects
    }
    scratchPath.removeAllKeepingCapacity()
    var s = input.slot
    while s >= 0 {
      let j = Int(s)
      scratchPath.append(
        PathEntry(
          slot: s, generation: slots[j].generation, kind: slots[j].kind.rawValue,
          keyboard: slots[j].keyboard))
      s = slots[j].parent
    }
    return applyFocus(fromScratch: true)
  }

  /// The app moved focus to a text input that the host describes by its
  /// path (the input first, then its ancestors up to the root, as for
  /// ``touchDown(_:at:time:pointer:hitPath:)``), or cleared it (an empty
  /// path).
  @inlinable
  @discardableResult
  public mutating func setFocus<Path: Sequence<PathElement>>(hitPath: Path) -> [DismissEffect] {
    scratchPath.removeAllKeepingCapacity()
    for element in hitPath { appendEntry(for: element, to: &scratchPath) }
    return applyFocus(fromScratch: !scratchPath.isEmpty)
  }

  /// The app presented a layer: it goes on top of the stack. Opening a layer
  /// that is open, or whose enclosing layer is not open, or a region that is
  /// not a layer, does nothing. A layer being dismissed that opens again is
  /// open again, on top (to keep its place instead, the app refuses the
  /// dismissal: ``refuseDismissal(_:)``).
  ///
  /// - Complexity: O(*d* + *l*).
  public mutating func open(_ layer: RegionID) {
    sequence &+= 1
    guard isLive(layer), slots[Int(layer.slot)].kind == .layer else { return }
    resolveUnresolvedTargets()
    let l = Int(slots[Int(layer.slot)].layerIndex)
    if layers[l].state == .open { return }
    var s = slots[Int(layer.slot)].parent
    while s >= 0 {
      if slots[Int(s)].kind == .layer {
        if layerState(slot: s) != .open { return }
        break
      }
      s = slots[Int(s)].parent
    }
    if layers[l].state == .dismissing, let at = stack.firstIndex(of: layer.slot) {
      stack.remove(at: at)
    }
    layers[l].state = .open
    layers[l].openSequence = sequence
    stack.append(layer.slot)
    invalidateHitInfos()
  }

  /// The app refused a dismissal: a layer that the engine asked to dismiss
  /// (a ``DismissEffect/dismissLayer(_:reason:)`` effect) stays, for
  /// example because a draft must be saved first. The layer is open again
  /// at once, as it was before the event: at the same place in the stack,
  /// with the same opening time, so a touch that went down before the
  /// refusal can still dismiss it. The layers inside it that were
  /// dismissed with it stay dismissed. Anything that is not a layer being
  /// dismissed is ignored.
  ///
  /// ```swift
  /// for case .dismissLayer(let layer, _) in engine.touchUp(1, at: outside, time: 0.1)
  /// where draftIsUnsaved {
  ///   engine.refuseDismissal(layer)  // the sheet stays open
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  public mutating func refuseDismissal(_ layer: RegionID) {
    guard isLive(layer), slots[Int(layer.slot)].kind == .layer else { return }
    let l = Int(slots[Int(layer.slot)].layerIndex)
    guard layers[l].state == .dismissing else { return }
    sequence &+= 1
    resolveUnresolvedTargets()
    layers[l].state = .open
    invalidateHitInfos()
  }

  /// The app removed a layer (or its exit animation after a
  /// ``DismissEffect/dismissLayer(_:reason:)`` finished). The layers inside it
  /// close too, and focus held inside them is cleared. No effects.
  ///
  /// - Complexity: O(*l* · *d*).
  public mutating func close(_ layer: RegionID) {
    sequence &+= 1
    guard isLive(layer), slots[Int(layer.slot)].kind == .layer else { return }
    resolveUnresolvedTargets()
    closeLayerAndInner(layer.slot)
  }
}
