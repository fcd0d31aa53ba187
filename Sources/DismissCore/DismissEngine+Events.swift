extension DismissEngine {
  // MARK: - State

  /// Whether the engine is idle: no focus and no presented layer. An idle
  /// engine takes touches' targets but has nothing to decide.
  public var isIdle: Bool { !hasFocus && stack.isEmpty }

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
    stack.compactMap { layerState($0) == .open ? id(of: $0) : nil }
  }

  /// Whether a registered layer swallows outside touches (rule 5), open or
  /// not: only then may a host need to keep a touch from its views.
  public var hasSwallowingLayers: Bool { swallowingLayers > 0 }

  /// Whether an open layer swallows outside touches: only then can a touch
  /// be swallowed, so a host asks ``swallows(hitPath:)`` only then.
  public var isSwallowingTouches: Bool {
    swallowingLayers > 0
      && stack.contains { layers[Int(slots[Int($0)].layer)].swallows && layerState($0) == .open }
  }

  /// Whether a touch going down now on `hitPath` would be swallowed (rule
  /// 5), asked before the touch reaches a view; no event, no effects.
  ///
  /// - Complexity: O(*l* · *d*) for *l* open layers and a path of depth *d*.
  public func swallows(hitPath: some Sequence<PathElement>) -> Bool {
    guard swallowingLayers > 0 else { return false }
    var engine = self
    var entries: [PathEntry] = []
    for element in hitPath { engine.appendEntry(for: element, to: &entries) }
    return engine.isSwallowed(entries)
  }

  /// The state of a layer; `.closed` for anything that is not a registered
  /// layer.
  public func state(of layer: RegionID) -> LayerState {
    isLive(layer) ? layerState(layer.slot) : .closed
  }

  /// The target of an active touch, or `nil` for an unknown touch.
  public func target(of touch: TouchID) -> HitPath? {
    guard let index = touchIndex(touch.rawValue) else { return nil }
    return HitPath(touchPaths[index].compactMap(element(for:)))
  }

  /// The target of the most recent touch that ended as a tap, until the next
  /// event; `nil` when the last event was not such a tap. Hosts that model
  /// what the app does with a tap (the scenario runner) read it, and leave
  /// a swallowed one alone (``DismissEffect/swallowTouch(_:)``).
  public var lastTapTarget: HitPath? {
    hasLastTap ? HitPath(lastTapPath.compactMap(element(for:))) : nil
  }

  // MARK: - Touches (rule 3)

  /// A touch went down at a point; the engine hit-tests its regions to find
  /// the target.
  ///
  /// Returns the effects of the event (``DismissEffect/swallowTouch(_:)``
  /// outside a swallowing layer, a `touchDownOutside` dismissal, or a
  /// resign with ``DismissPolicy/KeyboardDismissal/touchDown``). The array is
  /// the engine's own buffer: read it before the next event.
  ///
  /// - Complexity: a hit test, plus O(*l* · *d*) for *l* open layers and a
  ///   target path of depth *d*.
  @discardableResult
  public mutating func touchDown(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger
  ) -> [DismissEffect] {
    beginEvent()
    guard let index = startTouch(touch.rawValue, at: point, time: time, pointer: pointer) else {
      return effects
    }
    var path: [PathEntry] = []
    swap(&path, &touchPaths[index])
    appendHitPath(at: point, to: &path)
    swap(&path, &touchPaths[index])
    return touchDownRules(index)
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
    // Inlinable so that the loop over the host's sequence is specialized
    // in the caller: unspecialized, it allocates once per element.
    var elements = hitPath.makeIterator()
    return touchDown(touch, at: point, time: time, pointer: pointer) { elements.next() }
  }

  /// ``touchDown(_:at:time:pointer:hitPath:)``, the host path's elements
  /// given one by one.
  @usableFromInline
  mutating func touchDown(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind,
    nextElement: () -> PathElement?
  ) -> [DismissEffect] {
    beginEvent()
    guard let index = startTouch(touch.rawValue, at: point, time: time, pointer: pointer) else {
      return effects
    }
    var path: [PathEntry] = []
    swap(&path, &touchPaths[index])
    while let element = nextElement() { appendEntry(for: element, to: &path) }
    swap(&path, &touchPaths[index])
    return touchDownRules(index)
  }

  /// A touch moved. The first time it moves farther than the policy's
  /// `tapSlop` from its down point it becomes a drag: `dragOutside` layers
  /// outside its target are dismissed, and with `dragDismissesKeyboard` the
  /// keyboard too. Moves of unknown touches are ignored.
  ///
  /// - Complexity: O(1), plus the decisions when the touch becomes a drag.
  @discardableResult
  public mutating func touchMoved(_ touch: TouchID, to point: Point, time: Double)
    -> [DismissEffect]
  {
    beginEvent()
    let slop = policy.effectiveTapSlop
    guard let index = touchIndex(touch.rawValue), !touches[index].isDrag,
      !touches[index].isMulti, point.isFinite,
      touches[index].down.squaredDistance(to: point) > slop * slop
    else { return effects }
    touches[index].isDrag = true
    touchRules(.dragOutside, index, resigns: policy.dragDismissesKeyboard)
    return effects
  }

  /// A touch lifted. If it was a tap (never a drag, lifted within `tapSlop`
  /// of its down point, within `maxTapDuration`, never part of a
  /// multi-touch), `tapOutside` layers outside its target are dismissed and,
  /// with `dismissKeyboardOn: .tap`, the keyboard when the target's keyboard
  /// decision is dismiss. Ups of unknown touches are ignored.
  ///
  /// - Complexity: O(*l* · *d*).
  @discardableResult
  public mutating func touchUp(_ touch: TouchID, at point: Point, time: Double) -> [DismissEffect] {
    beginEvent()
    guard let index = touchIndex(touch.rawValue) else { return effects }
    touches[index].isActive = false
    // A tap (rule 3): never a drag or part of a multi-touch, within the
    // slop of its down point and the maximum duration.
    let touch = touches[index]
    let slop = policy.effectiveTapSlop
    guard
      !touch.isDrag && !touch.isMulti && point.isFinite
        && touch.down.squaredDistance(to: point) <= slop * slop
        && time - touch.downTime <= policy.effectiveMaxTapDuration
    else { return effects }
    touchRules(.tapOutside, index, resigns: policy.dismissKeyboardOn == .tap)
    // The ended touch's path becomes the last tap's (a swap: the record
    // keeps the old buffer to reuse).
    swap(&lastTapPath, &touchPaths[index])
    hasLastTap = true
    return effects
  }

  /// The system cancelled a touch: it does nothing, and is forgotten.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func touchCancelled(_ touch: TouchID) -> [DismissEffect] {
    beginEvent()
    if let index = touchIndex(touch.rawValue) { touches[index].isActive = false }
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
  /// - Parameters:
  ///   - escapeDismissesKeyboard: the policy's setting to use; the
  ///     engine's own by default.
  ///   - hidden: layers to leave out, as ``escape(_:passingOver:)`` does.
  /// - Complexity: O(*l*² · *d*) for *l* presented layers, no allocation.
  public func escapeWouldAct(
    escapeDismissesKeyboard: Bool? = nil, passingOver hidden: [RegionID] = []
  ) -> Bool {
    switch escapeOutcome(passingOver: hidden) {
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
  /// `escapeDismissesKeyboard` is on. Layers in `hidden` (a presentation
  /// covers them, or they are drawn behind another) are left out as if
  /// closed: rule 7 gives the escape to the front-most presentation.
  ///
  /// - Complexity: O(*l*² · *d*).
  @discardableResult
  public mutating func escape(_ source: EscapeSource = .key, passingOver hidden: [RegionID] = [])
    -> [DismissEffect]
  {
    beginEvent()
    switch escapeOutcome(passingOver: hidden) {
    case .dismiss(let slot):
      dismiss(slot, .escape)
      finishEvent(resign: false)
    case .blocked:
      break
    case .nothing:
      finishEvent(resign: policy.escapeDismissesKeyboard)
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
    guard let input else { return applyFocus(fromScratch: false) }
    guard isLive(input) else {
      beginEvent()
      return effects
    }
    var path: [PathEntry] = []
    swap(&path, &scratchPath)
    path.empty()
    appendChain(of: input.slot, to: &path)
    swap(&path, &scratchPath)
    return applyFocus(fromScratch: true)
  }

  /// The app moved focus to a text input that the host describes by its
  /// path (the input first, then its ancestors up to the root, as for
  /// ``touchDown(_:at:time:pointer:hitPath:)``), or cleared it (an empty
  /// path).
  @inlinable
  @discardableResult
  public mutating func setFocus<Path: Sequence<PathElement>>(hitPath: Path) -> [DismissEffect] {
    // Inlinable for the same reason as the host path's touch-down.
    var elements = hitPath.makeIterator()
    return setFocus { elements.next() }
  }

  /// ``setFocus(hitPath:)``, the path's elements given one by one.
  @usableFromInline
  mutating func setFocus(nextElement: () -> PathElement?) -> [DismissEffect] {
    var path: [PathEntry] = []
    swap(&path, &scratchPath)
    path.empty()
    while let element = nextElement() { appendEntry(for: element, to: &path) }
    swap(&path, &scratchPath)
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
    guard isLive(layer), slots[Int(layer.slot)].layer >= 0, layerState(layer.slot) != .open else {
      return
    }
    var s = slots[Int(layer.slot)].parent
    while s >= 0 && slots[Int(s)].layer < 0 { s = slots[Int(s)].parent }
    if s >= 0 && layerState(s) != .open { return }
    stack.removeAll { $0 == layer.slot }
    let l = Int(slots[Int(layer.slot)].layer)
    layers[l].state = .open
    layers[l].openSequence = sequence
    stack.append(layer.slot)
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
    guard isLive(layer), layerState(layer.slot) == .dismissing else { return }
    sequence &+= 1
    layers[Int(slots[Int(layer.slot)].layer)].state = .open
  }

  /// The app removed a layer (or its exit animation after a
  /// ``DismissEffect/dismissLayer(_:reason:)`` finished). The layers inside it
  /// close too, and focus held inside them is cleared. No effects.
  ///
  /// - Complexity: O(*l* · *d*).
  public mutating func close(_ layer: RegionID) {
    sequence &+= 1
    guard isLive(layer), layerState(layer.slot) != .closed else { return }
    closeLayerAndInner(layer.slot)
  }
}
