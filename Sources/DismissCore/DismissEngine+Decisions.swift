// The decision procedures of rule 5, shared by both ways of saying what a
// touch hit (geometric and host path): they all work on snapshotted paths.
extension DismissEngine {
  @usableFromInline @inline(__always)
  mutating func beginEvent() {
    sequence &+= 1
    effects.removeAllKeepingCapacity()
    focusLayerDismissed = false
    lastTapState = .none
  }

  // The small read-only helpers below are always inlined: called from a
  // mutating method, an outlined call copies the whole engine (hundreds of
  // bytes) to pass `self`.
  @usableFromInline @inline(__always)
  func touchIndex(_ id: Int) -> Int? {
    if firstTouch.isActive && firstTouch.id == id { return 0 }
    for index in otherTouches.indices
    where otherTouches[index].isActive && otherTouches[index].id == id {
      return index + 1
    }
    return nil
  }

  /// The number of touch records, active or free.
  @inlinable var touchRecordCount: Int { 1 + otherTouches.count }

  /// Touch record `index`: record 0 is held inline (``firstTouch``), the
  /// others in ``otherTouches``. A plain getter and setter (a record is a
  /// few words of plain data): a `_modify` coroutine that is not inlined
  /// would allocate its frame on the heap.
  @inlinable
  subscript(touch index: Int) -> TouchRecord {
    @inline(__always) get { index == 0 ? firstTouch : otherTouches[index &- 1] }
    @inline(__always) set {
      if index == 0 {
        firstTouch = newValue
      } else {
        otherTouches[index &- 1] = newValue
      }
    }
  }

  @inlinable @inline(__always)
  func layerState(slot: Int32) -> LayerState {
    let l = slots[Int(slot)].layerIndex
    return l >= 0 ? layers[Int(l)].state : .closed
  }

  /// Starts a touch-down event: the index of a touch whose target must be
  /// hit-tested now, or -1 when there is nothing more to do (a non-finite
  /// point, or an idle engine: it records the touch
  /// and resolves its target only if it stops being idle while the touch is
  /// down).
  @usableFromInline
  mutating func beginTouchDown(_ id: Int, at point: Point, time: Double, pointer: PointerKind)
    -> Int
  {
    beginEvent()
    guard let index = startTouch(id, at: point, time: time, pointer: pointer) else { return -1 }
    if isIdle {
      unresolvedTouchCount += 1
      return -1
    }
    return index
  }

  /// Hit-tests a touch's down point and fires the touch-down rules.
  @usableFromInline
  mutating func resolveTouchDown(_ index: Int) -> [DismissEffect] {
    resolveTarget(index)
    fireTouchDownRules(index)
    return effects
  }

  /// Whether a touch-down is tracked at all: its point and time are finite.
  @inlinable @inline(__always)
  func tracks(at point: Point, time: Double) -> Bool {
    point.isFinite && time.isFinite
  }

  /// Whether a touch of this pointer keeps out of the keyboard decision and
  /// of fingers' multi-touch (rule 3): a pencil while the policy's
  /// `pencilDismissesKeyboard` is off.
  @inlinable @inline(__always)
  func isSeparatePencil(_ pointer: PointerKind) -> Bool {
    pointer == .pencil && pencilKeepsKeyboard
  }

  /// Takes touch record 0 for the only active touch (every record is free),
  /// its target not resolved yet.
  @inlinable @inline(__always)
  mutating func startFirstTouch(
    _ id: Int, at point: Point, time: Double, isPencil: Bool, floorSequence: UInt64
  ) {
    firstTouch = TouchRecord(
      id: id, isActive: true, downPoint: point, downTime: time, downSequence: sequence,
      floorSequence: floorSequence, isDrag: false, isMulti: false, isResolved: false,
      isPencil: isPencil)
    activeTouchCount = 1
  }

  /// The opening sequence of the top-most modal layer that is open now, or
  /// 0 when none is: the floor of a touch going down now.
  ///
  /// - Complexity: O(*l*) for *l* presented layers.
  @usableFromInline
  func modalFloor() -> UInt64 {
    var index = stack.count - 1
    while index >= 0 {
      let info = layers[Int(slots[Int(stack[index])].layerIndex)]
      if info.state == .open && info.backdrop != nil { return info.openSequence }
      index -= 1
    }
    return 0
  }

  /// Whether a touch that ends at `point` and `time` is a tap (rule 3): never
  /// a drag or part of a multi-touch, within the slop of its down point and
  /// within the maximum duration.
  @inlinable @inline(__always)
  func isTap(_ record: TouchRecord, endingAt point: Point, time: Double) -> Bool {
    !record.isDrag && !record.isMulti && point.isFinite
      && record.downPoint.squaredDistance(to: point) <= tapSlopSquared
      && time - record.downTime <= tapDurationLimit
  }

  /// Starts tracking a touch (restarting one with the same id), marks
  /// multi-touch, and returns its record index; `nil` for a non-finite
  /// point. Pencil and finger touches never make each other multi while
  /// the pencil keeps out of the keyboard decision (rule 3).
  @usableFromInline @inline(__always)
  mutating func startTouch(_ id: Int, at point: Point, time: Double, pointer: PointerKind) -> Int? {
    guard tracks(at: point, time: time) else { return nil }
    let isPencil = isSeparatePencil(pointer)
    let floor = stack.isEmpty ? 0 : modalFloor()
    if activeTouchCount == 0 {
      // The common case, one finger: every record is free, take the first.
      startFirstTouch(id, at: point, time: time, isPencil: isPencil, floorSequence: floor)
      return 0
    }
    if let existing = touchIndex(id) { endTouch(existing) }
    var isMulti = false
    for index in 0..<touchRecordCount
    where self[touch: index].isActive && self[touch: index].isPencil == isPencil {
      self[touch: index].isMulti = true
      isMulti = true
    }
    let record = TouchRecord(
      id: id, isActive: true, downPoint: point, downTime: time, downSequence: sequence,
      floorSequence: floor, isDrag: false, isMulti: isMulti, isResolved: false,
      isPencil: isPencil)
    activeTouchCount += 1
    for index in 0..<touchRecordCount where !self[touch: index].isActive {
      self[touch: index] = record
      return index
    }
    otherTouches.append(record)
    var path: [PathEntry] = []
    path.reserveCapacity(32)
    touchPaths.append(path)
    return otherTouches.count
  }

  @usableFromInline @inline(__always)
  mutating func endTouch(_ index: Int) {
    self[touch: index].isActive = false
    activeTouchCount -= 1
    if !self[touch: index].isResolved { unresolvedTouchCount -= 1 }
  }

  /// Hit-tests an active touch's down point into its path.
  @usableFromInline
  mutating func resolveTarget(_ index: Int) {
    var path: [PathEntry] = []
    swap(&path, &touchPaths[index])
    path.removeAllKeepingCapacity()
    appendHitPath(at: self[touch: index].downPoint, to: &path)
    swap(&path, &touchPaths[index])
    self[touch: index].isResolved = true
  }

  /// Fills the path of an active touch from host elements.
  @inlinable
  mutating func setTargetPath<Path: Sequence<PathElement>>(_ index: Int, _ elements: Path) {
    var path: [PathEntry] = []
    swap(&path, &touchPaths[index])
    path.removeAllKeepingCapacity()
    for element in elements { appendEntry(for: element, to: &path) }
    swap(&path, &touchPaths[index])
    if !self[touch: index].isResolved { self[touch: index].isResolved = true }
  }

  /// Takes the targets of touches that went down while the engine was idle,
  /// before anything changes what a hit test at their down point would
  /// give: so every touch gets the target it had at its down.
  @usableFromInline
  mutating func resolveUnresolvedTargets() {
    if unresolvedTouchCount > 0 {
      for index in 0..<touchRecordCount
      where self[touch: index].isActive && !self[touch: index].isResolved {
        resolveTarget(index)
      }
      unresolvedTouchCount = 0
    }
    if lastTapState == .unresolved {
      var path: [PathEntry] = []
      swap(&path, &lastTapPath)
      path.removeAllKeepingCapacity()
      appendHitPath(at: lastTapPoint, to: &path)
      swap(&path, &lastTapPath)
      lastTapState = .resolved
    }
  }

  /// Touch-down rules: `touchDownOutside` and `dismissKeyboardOn: .touchDown`.
  @usableFromInline
  mutating func fireTouchDownRules(_ index: Int) {
    if self[touch: index].isMulti || targetIsDismissing(index) { return }
    // Move the path out while the pass mutates the engine (a swap, no copy).
    var path: [PathEntry] = []
    swap(&path, &touchPaths[index])
    outsidePass(.touchDownOutside, path: path, touch: self[touch: index])
    let resign =
      policy.dismissKeyboardOn == .touchDown && hasFocus && !self[touch: index].isPencil
      && keyboardBehavior(of: path) == .dismiss
    swap(&path, &touchPaths[index])
    finishEvent(resign: resign)
  }

  /// Whether a touch's target lies on a layer being dismissed (its surfaces
  /// or its backdrop): such a touch does nothing.
  @usableFromInline @inline(__always)
  func targetIsDismissing(_ index: Int) -> Bool {
    pathIsDismissing(touchPaths[index])
  }

  /// Whether a path lies on a layer being dismissed (see
  /// ``targetIsDismissing(_:)``).
  @usableFromInline @inline(__always)
  func pathIsDismissing(_ path: [PathEntry]) -> Bool {
    // Usually no presented layer is being dismissed: skip the path.
    var anyDismissing = false
    for slot in stack where layerState(slot: slot) == .dismissing {
      anyDismissing = true
      break
    }
    guard anyDismissing else { return false }
    for entry in path where entry.slot >= 0 {
      let j = Int(entry.slot)
      guard slots[j].generation == entry.generation, slots[j].flags & Flags.alive != 0 else {
        continue
      }
      if slots[j].kind == .layer && layerState(slot: entry.slot) == .dismissing { return true }
    }
    return false
  }

  /// Whether a path is inside the layer `layers[l]`: it holds the layer or,
  /// for touches, one of its excluded regions (rule 1: a touch on them
  /// counts as inside). Focus only asks whether the layer contains the
  /// input (rule 5). A backdrop is inside nothing.
  @usableFromInline @inline(__always)
  func path(_ path: [PathEntry], isInsideLayer l: Int, countingExcluded: Bool = true) -> Bool {
    let slot = layers[l].slot
    let generation = slots[Int(slot)].generation
    let hasExcluded = countingExcluded && !layerExcluded[l].isEmpty
    for entry in path where entry.slot >= 0 && entry.kind != PathEntry.backdropKind {
      if entry.slot == slot && entry.generation == generation { return true }
      if hasExcluded {
        for excluded in layerExcluded[l]
        where excluded.slot == entry.slot && excluded.generation == entry.generation {
          return true
        }
      }
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
  @usableFromInline
  mutating func outsidePass(_ reason: DismissReason, path: [PathEntry], touch: TouchRecord) {
    let trigger = reason.trigger
    var index = stack.count - 1
    while index >= 0 {
      let slot = stack[index]
      let l = Int(slots[Int(slot)].layerIndex)
      index -= 1
      if layers[l].state != .open || layers[l].openSequence > touch.downSequence { continue }
      if layers[l].openSequence < touch.floorSequence { return }
      if self.path(path, isInsideLayer: l) { return }
      let isModal = layers[l].backdrop != nil
      if layers[l].triggers.contains(trigger) { dismiss(slot, reason) }
      if isModal { return }
    }
  }

  /// Dismisses a layer: every open layer inside it first, top-most first,
  /// each with its own effect and the same reason.
  @usableFromInline
  mutating func dismiss(_ slot: Int32, _ reason: DismissReason) {
    var index = stack.count - 1
    while index >= 0 {
      let inner = stack[index]
      if inner != slot && layerState(slot: inner) == .open && isAncestor(slot, of: inner) {
        markDismissing(inner, reason)
      }
      index -= 1
    }
    markDismissing(slot, reason)
  }

  @usableFromInline
  mutating func markDismissing(_ slot: Int32, _ reason: DismissReason) {
    layers[Int(slots[Int(slot)].layerIndex)].state = .dismissing
    effects.append(
      .dismissLayer(RegionID(slot: slot, generation: slots[Int(slot)].generation), reason: reason))
    if hasFocus && focusIsInside(slot) { focusLayerDismissed = true }
  }

  @usableFromInline @inline(__always)
  func focusIsInside(_ layer: Int32) -> Bool {
    let generation = slots[Int(layer)].generation
    for entry in focusPath
    where entry.slot == layer && entry.generation == generation
      && entry.kind != PathEntry.backdropKind
    {
      return true
    }
    return false
  }

  /// Ends an event's effects: at most one resign, after the dismissals, when
  /// asked for or when a dismissed layer held the focused input.
  @usableFromInline
  mutating func finishEvent(resign: Bool) {
    guard hasFocus, resign || focusLayerDismissed else { return }
    effects.append(.resignFocus)
    hasFocus = false
    focusPath.removeAllKeepingCapacity()
  }

  /// Sets focus to the path in `scratchPath` (or clears it), running the
  /// focus-outside pass.
  @usableFromInline
  mutating func applyFocus(fromScratch hasInput: Bool) -> [DismissEffect] {
    beginEvent()
    resolveUnresolvedTargets()
    guard hasInput else {
      hasFocus = false
      focusPath.removeAllKeepingCapacity()
      return effects
    }
    // The focus-outside pass: from the top, every open layer that does not
    // contain the input and reacts to `focusOutside`; nothing stops it.
    var index = stack.count - 1
    while index >= 0 {
      let slot = stack[index]
      let l = Int(slots[Int(slot)].layerIndex)
      index -= 1
      if layers[l].state != .open || !layers[l].triggers.contains(.focusOutside) { continue }
      if path(scratchPath, isInsideLayer: l, countingExcluded: false) { continue }
      dismiss(slot, .focusOutside)
    }
    hasFocus = true
    // The new focus path is the scratch path: swap (no copy); the scratch
    // buffer keeps the old one's capacity.
    swap(&focusPath, &scratchPath)
    return effects
  }

  /// What an escape does (rule 5): from the top, a layer that does not
  /// react to `escape` is passed over, and so is one that holds, at any
  /// depth, an open layer passed over for that (dismissing it would take
  /// that layer with it: open layers inside a layer are above it in the
  /// stack); the first layer not passed over is dismissed; a modal layer
  /// passed over ends the pass.
  func escapeOutcome() -> EscapeOutcome {
    var index = stack.count - 1
    while index >= 0 {
      let slot = stack[index]
      let info = layers[Int(slots[Int(slot)].layerIndex)]
      if info.state == .open {
        var passedOver = !info.triggers.contains(.escape)
        var above = index + 1
        while !passedOver && above < stack.count {
          let inner = stack[above]
          let innerInfo = layers[Int(slots[Int(inner)].layerIndex)]
          passedOver =
            innerInfo.state == .open && !innerInfo.triggers.contains(.escape)
            && isAncestor(slot, of: inner)
          above += 1
        }
        if !passedOver { return .dismiss(slot) }
        if info.backdrop != nil { return .blocked }
      }
      index -= 1
    }
    return .nothing
  }

  /// Closes a presented layer and the presented layers inside it, clearing
  /// focus held inside them. No effects.
  @usableFromInline
  mutating func closeLayerAndInner(_ slot: Int32) {
    guard layerState(slot: slot) != .closed else { return }
    var index = stack.count - 1
    while index >= 0 {
      let s = stack[index]
      if s == slot || isAncestor(slot, of: s) {
        layers[Int(slots[Int(s)].layerIndex)].state = .closed
        stack.remove(at: index)
        invalidateHitInfos()
        if hasFocus && focusIsInside(s) {
          hasFocus = false
          focusPath.removeAllKeepingCapacity()
        }
      }
      index -= 1
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
