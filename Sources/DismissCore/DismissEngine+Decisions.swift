// The decision procedures of rule 5, shared by both ways of saying what a
// touch hit (geometric and host path): they all work on snapshotted paths.
extension DismissEngine {
  mutating func beginEvent() {
    sequence &+= 1
    effects.empty()
    focusLayerDismissed = false
    lastEventAskedToResign = false
    hasLastTap = false
  }

  func touchIndex(_ id: Int) -> Int? {
    touches.firstIndex { $0.isActive && $0.id == id }
  }

  func reacts(_ slot: Int32, to trigger: DismissTriggers) -> Bool {
    layers[Int(slots[Int(slot)].layer)].triggers.contains(trigger)
  }

  func layerState(_ slot: Int32) -> LayerState {
    let l = slots[Int(slot)].layer
    return l >= 0 ? layers[Int(l)].state : .closed
  }

  /// Starts tracking a touch (restarting one with the same id), marks
  /// multi-touch, and returns its record index; `nil` for a non-finite
  /// point or time. Pencil and finger touches never make each other multi
  /// while the pencil keeps out of the keyboard decision (rule 3).
  mutating func startTouch(_ id: Int, at point: Point, time: Double, pointer: PointerKind) -> Int? {
    guard point.isFinite && time.isFinite else { return nil }
    if let old = touchIndex(id) { touches[old].isActive = false }
    let isPencil = pointer == .pencil && !policy.pencilDismissesKeyboard
    var isMulti = false
    for i in touches.indices where touches[i].isActive && touches[i].isPencil == isPencil {
      touches[i].isMulti = true
      isMulti = true
    }
    let touch = Touch(
      id: id, isActive: true, down: point, downTime: time, downSequence: sequence,
      floorSequence: modalFloor(), isMulti: isMulti, isPencil: isPencil)
    guard let index = touches.firstIndex(where: { !$0.isActive }) else {
      touches.append(touch)
      touchPaths.append([])
      return touches.count - 1
    }
    touches[index] = touch
    touchPaths[index].empty()
    return index
  }

  /// The opening sequence of the top-most modal layer that is open now, or
  /// 0 when none is: the floor of a touch going down now.
  func modalFloor() -> UInt64 {
    for slot in stack.reversed() {
      let l = Int(slots[Int(slot)].layer)
      if layers[l].state == .open && layers[l].backdrop != nil { return layers[l].openSequence }
    }
    return 0
  }

  /// The rules of a touch's down, its target taken: the swallow walk, then
  /// the touch-down-outside pass unless it is part of a multi-touch.
  mutating func touchDownRules(_ index: Int) -> [DismissEffect] {
    if swallowingLayers > 0 { swallowIfOutside(index) }
    if !touches[index].isMulti {
      touchRules(.touchDownOutside, index, resigns: policy.dismissKeyboardOn == .touchDown)
    }
    return effects
  }

  /// Runs the rules of touch `index` on its target: the outside-touch pass
  /// for `reason`, then a resign when `resigns` and the target's keyboard
  /// decision is dismiss (never for a separate pencil or a swallowed
  /// touch); nothing for a target on a layer being dismissed, or on an idle
  /// engine.
  mutating func touchRules(_ reason: DismissReason, _ index: Int, resigns: Bool) {
    if isIdle { return }
    // The path moves out while the pass changes the engine (a swap, no copy).
    var path: [PathEntry] = []
    swap(&path, &touchPaths[index])
    defer { swap(&path, &touchPaths[index]) }
    if pathIsDismissing(path) { return }
    outsidePass(reason, path: path, touch: index)
    finishEvent(
      resign: resigns && !touches[index].isPencil && !touches[index].isSwallowed
        && keyboardBehavior(of: path) == .dismiss)
  }

  /// Whether a path lies on a layer being dismissed (its surfaces or its
  /// backdrop): a touch there does nothing.
  func pathIsDismissing(_ path: [PathEntry]) -> Bool {
    for entry in path
    where entry.slot >= 0 && isLive(RegionID(slot: entry.slot, generation: entry.generation))
      && layerState(entry.slot) == .dismissing
    {
      return true
    }
    return false
  }

  /// Whether a path is inside the layer `layers[l]`: it holds the layer or,
  /// for touches, one of its excluded regions (rule 1: a touch on them
  /// counts as inside). Focus only asks whether the layer contains the
  /// input (rule 5). A backdrop is inside nothing.
  func path(_ path: [PathEntry], isInsideLayer l: Int, countingExcluded: Bool = true) -> Bool {
    let layer = id(of: layers[l].slot)
    for entry in path where !entry.isBackdrop {
      let id = RegionID(slot: entry.slot, generation: entry.generation)
      if id == layer || (countingExcluded && layers[l].excluded.contains(id)) { return true }
    }
    return false
  }

  /// The outside-touch pass of rule 5: from the top, skip layers opened
  /// after the touch went down, stop at the first layer the path is inside,
  /// dismiss the layers the path is outside of that react to the trigger
  /// and pass over those that do not, stop after a modal layer whether or
  /// not it was dismissed, and never go beneath the modal layer that was
  /// open at the touch's down (its floor), even once that layer is gone.
  ///
  /// The stack is in opening order (opening puts a layer on top with a new
  /// sequence; a refused dismissal keeps both), so the first layer below
  /// the floor ends the pass.
  mutating func outsidePass(_ reason: DismissReason, path: [PathEntry], touch index: Int) {
    let down = touches[index].downSequence
    let floor = touches[index].floorSequence
    for slot in stack.reversed() {
      let l = Int(slots[Int(slot)].layer)
      if layers[l].state != .open || layers[l].openSequence > down { continue }
      if layers[l].openSequence < floor { return }
      if self.path(path, isInsideLayer: l) { return }
      if layers[l].triggers.contains(reason.trigger) { dismiss(slot, reason) }
      if layers[l].backdrop != nil { return }
    }
  }

  /// Marks touch `index` swallowed and yields its effect when rule 5's walk
  /// says so. Never inlined: a screen without a swallowing layer then pays
  /// one comparison in `touchDownRules`, not the walk's register spills.
  @inline(never)
  mutating func swallowIfOutside(_ index: Int) {
    guard isSwallowed(touchPaths[index]) else { return }
    touches[index].isSwallowed = true
    effects.append(.swallowTouch(TouchID(rawValue: touches[index].id)))
  }

  /// Whether a touch going down now on `path` is swallowed (rule 5): from
  /// the top, the open layers up to the first that the path is inside, or
  /// up to a modal layer, whatever their triggers, and one of them
  /// swallows. Nothing is swallowed on a layer being dismissed: a touch
  /// there does nothing (rule 7).
  func isSwallowed(_ path: [PathEntry]) -> Bool {
    if pathIsDismissing(path) { return false }
    for slot in stack.reversed() {
      let l = Int(slots[Int(slot)].layer)
      if layers[l].state != .open { continue }
      if self.path(path, isInsideLayer: l) { return false }
      if layers[l].swallows { return true }
      if layers[l].backdrop != nil { return false }
    }
    return false
  }

  /// What an escape does (rule 5): from the top, a layer that does not
  /// react to `escape` is passed over, and so is one that holds, at any
  /// depth, an open layer passed over for that (dismissing it would take
  /// that layer with it: open layers inside a layer are above it in the
  /// stack); the first layer not passed over is dismissed; a modal layer
  /// passed over ends the pass.
  func escapeOutcome(passingOver hidden: [RegionID] = []) -> EscapeOutcome {
    for index in stack.indices.reversed() {
      let slot = stack[index]
      guard layerState(slot) == .open, hidden.isEmpty || !hidden.contains(id(of: slot)) else {
        continue
      }
      var passedOver = !reacts(slot, to: .escape)
      for inner in stack[(index + 1)...] where !passedOver {
        passedOver =
          layerState(inner) == .open && !reacts(inner, to: .escape) && isAncestor(slot, of: inner)
      }
      if !passedOver { return .dismiss(slot) }
      if layers[Int(slots[Int(slot)].layer)].backdrop != nil { return .blocked }
    }
    return .nothing
  }

  /// Dismisses a layer: every open layer inside it first, top-most first,
  /// each with its own effect and the same reason.
  mutating func dismiss(_ slot: Int32, _ reason: DismissReason) {
    for inner in stack.reversed()
    where inner != slot && layerState(inner) == .open && isAncestor(slot, of: inner) {
      markDismissing(inner, reason)
    }
    markDismissing(slot, reason)
  }

  mutating func markDismissing(_ slot: Int32, _ reason: DismissReason) {
    layers[Int(slots[Int(slot)].layer)].state = .dismissing
    effects.append(.dismissLayer(id(of: slot), reason: reason))
    if hasFocus && focusIsInside(slot) { focusLayerDismissed = true }
  }

  func focusIsInside(_ layer: Int32) -> Bool {
    path(focusPath, isInsideLayer: Int(slots[Int(layer)].layer), countingExcluded: false)
  }

  /// Ends an event's effects: at most one resign, after the dismissals, when
  /// asked for or when a dismissed layer held the focused input.
  mutating func finishEvent(resign: Bool) {
    lastEventAskedToResign = resign
    guard hasFocus, resign || focusLayerDismissed else { return }
    effects.append(.resignFocus)
    hasFocus = false
    focusPath.empty()
  }

  /// Sets focus to the path in `scratchPath` (or clears it), running the
  /// focus-outside pass: every open layer that does not contain the input
  /// and reacts to `focusOutside`, top-most first; nothing stops it.
  mutating func applyFocus(fromScratch hasInput: Bool) -> [DismissEffect] {
    beginEvent()
    guard hasInput else {
      hasFocus = false
      focusPath.empty()
      return effects
    }
    for slot in stack.reversed() {
      let l = Int(slots[Int(slot)].layer)
      if layers[l].state == .open && layers[l].triggers.contains(.focusOutside)
        && !path(scratchPath, isInsideLayer: l, countingExcluded: false)
      {
        dismiss(slot, .focusOutside)
      }
    }
    hasFocus = true
    // The scratch buffer keeps the old focus path's capacity.
    swap(&focusPath, &scratchPath)
    return effects
  }

  /// Closes a presented layer and the presented layers inside it, clearing
  /// focus held inside them. No effects.
  mutating func closeLayerAndInner(_ slot: Int32) {
    guard layerState(slot) != .closed else { return }
    for index in stack.indices.reversed()
    where stack[index] == slot || isAncestor(slot, of: stack[index]) {
      let s = stack[index]
      layers[Int(slots[Int(s)].layer)].state = .closed
      stack.remove(at: index)
      if hasFocus && focusIsInside(s) {
        hasFocus = false
        focusPath.empty()
      }
    }
  }
}

/// What an escape does: dismiss a layer; nothing, because a modal layer
/// ended the pass; or nothing, every open layer passed over (the keyboard
/// rule of no layer open then applies).
enum EscapeOutcome {
  case dismiss(Int32)
  case blocked
  case nothing
}
