extension DismissEngine {
  // MARK: - Hit testing (rule 2)

  /// The hit path at a point: the front-most present, hit-testable region
  /// whose frame contains the point (and that no clipping ancestor cuts
  /// off), with its ancestors; or the backdrop of an open layer; or nothing.
  ///
  /// Planes: content outside every layer is plane 0, each presented layer in
  /// the order it opened is the next plane up, and a layer's backdrop is the
  /// lowest surface of its plane. Within a plane, later regions in document
  /// order are in front.
  ///
  /// ```swift
  /// let path = engine.hitTest(Point(x: 100, y: 180))
  /// path.hitRegion  // the front-most region there
  /// ```
  ///
  /// - Complexity: O(*n* + *c* · (*d* + *l*)) for *n* regions, *c* of them
  ///   containing the point, at depth *d*, and *l* presented layers.
  public func hitTest(_ point: Point) -> HitPath {
    var entries: [PathEntry] = []
    var engine = self
    engine.appendHitPath(at: point, to: &entries)
    return HitPath(entries.compactMap(element(for:)))
  }

  /// The keyboard decision of rule 4 for a hit path: walking from the hit up
  /// to the root, a text input keeps, a `keyboard` attribute decides, a
  /// control follows the policy's `controlsKeyboard`; when nothing decides,
  /// dismiss.
  ///
  /// - Complexity: O(*d*) for a path of *d* elements.
  public func keyboardDecision(for path: HitPath) -> KeyboardDecision {
    for element in path.elements {
      let kind: RegionKind
      let keyboard: KeyboardBehavior?
      switch element {
      case .backdrop:
        continue
      case .unregistered(let k, let attribute):
        kind = k == .layer ? .container : k
        keyboard = attribute
      case .region(let id):
        guard isLive(id) else { continue }
        kind = slots[Int(id.slot)].kind
        keyboard = slots[Int(id.slot)].keyboard
      }
      if kind == .textInput { return KeyboardDecision(.keep, reason: .textInput(element)) }
      if let keyboard { return KeyboardDecision(keyboard, reason: .keyboardAttribute(element)) }
      if kind == .control {
        return KeyboardDecision(policy.controlsKeyboard, reason: .control(element))
      }
    }
    return KeyboardDecision(.dismiss, reason: .noRegionDecides)
  }

  /// Appends the hit path at a point: the hit region and its ancestors, a
  /// backdrop entry, or nothing. A scan of every region: freed slots have
  /// empty frames, so the frame test is the whole filter.
  ///
  /// `mutating` though it changes nothing: the events call it, and a
  /// non-mutating call from a mutating method copies the whole engine.
  mutating func appendHitPath(at point: Point, to entries: inout [PathEntry]) {
    guard point.isFinite else { return }
    var best: Int32 = -1
    var bestPlane = -1
    var bestOrder = Int.min
    var bestIsBackdrop = false
    for (index, slot) in stack.enumerated() {
      if let backdrop = layers[Int(slots[Int(slot)].layer)].backdrop, backdrop.contains(point) {
        (best, bestPlane, bestIsBackdrop) = (slot, index + 1, true)
      }
    }
    // `Rect.contains` with y first: most regions of a screen are rows, and
    // most rows are above or below the point.
    for (i, f) in frames.enumerated()
    where point.y >= f.y && point.y < f.y + f.height && point.x >= f.x && point.x < f.x + f.width {
      let slot = Int32(truncatingIfNeeded: i)
      guard let plane = plane(of: slot, at: point) else { continue }
      let order = slots[i].order
      if plane > bestPlane
        || (plane == bestPlane
          && (bestIsBackdrop || order > bestOrder || (order == bestOrder && slot > best)))
      {
        (best, bestPlane, bestOrder, bestIsBackdrop) = (slot, plane, order, false)
      }
    }
    if best < 0 { return }
    if bestIsBackdrop {
      entries.append(
        PathEntry(
          slot: best, generation: slots[Int(best)].generation, kind: .layer, keyboard: nil,
          isBackdrop: true))
      return
    }
    appendChain(of: best, to: &entries)
  }

  /// The plane of a region whose frame contains the point, or `nil` when it
  /// is no candidate: it or an ancestor is not hit-testable, a layer
  /// ancestor-or-self is not presented, or a clipping ancestor cuts the
  /// point off.
  func plane(of slot: Int32, at point: Point) -> Int? {
    var plane: Int?
    var s = slot
    while s >= 0 {
      let region = slots[Int(s)]
      if !region.isHitTestable || (s != slot && region.clips && !frames[Int(s)].contains(point)) {
        return nil
      }
      if region.layer >= 0 {
        guard let index = stack.firstIndex(of: s) else { return nil }
        if plane == nil { plane = index + 1 }
      }
      s = region.parent
    }
    return plane ?? 0
  }

  /// Appends the entries of a live slot and its ancestors.
  func appendChain(of slot: Int32, to entries: inout [PathEntry]) {
    var s = slot
    while s >= 0 {
      let region = slots[Int(s)]
      entries.append(
        PathEntry(
          slot: s, generation: region.generation, kind: region.kind, keyboard: region.keyboard))
      s = region.parent
    }
  }

  /// Appends the entry of a host-given path element; stale regions are
  /// skipped. (`mutating` as ``appendHitPath(at:to:)``: the events call it.)
  mutating func appendEntry(for element: PathElement, to entries: inout [PathEntry]) {
    switch element {
    case .region(let id):
      guard isLive(id) else { return }
      let region = slots[Int(id.slot)]
      entries.append(
        PathEntry(
          slot: id.slot, generation: id.generation, kind: region.kind, keyboard: region.keyboard))
    case .unregistered(let kind, let keyboard):
      // Only registered layers open and close: an unregistered one is a
      // container.
      entries.append(
        PathEntry(
          slot: -1, generation: 0, kind: kind == .layer ? .container : kind, keyboard: keyboard))
    case .backdrop(let layer):
      guard isLive(layer), slots[Int(layer.slot)].layer >= 0 else { return }
      entries.append(
        PathEntry(
          slot: layer.slot, generation: layer.generation, kind: .layer, keyboard: nil,
          isBackdrop: true))
    }
  }

  /// The public element of an entry, or nil for a region removed since.
  func element(for entry: PathEntry) -> PathElement? {
    if entry.slot < 0 { return .unregistered(entry.kind, keyboard: entry.keyboard) }
    let id = RegionID(slot: entry.slot, generation: entry.generation)
    if entry.isBackdrop { return .backdrop(of: id) }
    return isLive(id) ? .region(id) : nil
  }

  /// Rule 4 on a snapshotted path.
  func keyboardBehavior(of path: [PathEntry]) -> KeyboardBehavior {
    for entry in path where !entry.isBackdrop {
      if entry.kind == .textInput { return .keep }
      if let keyboard = entry.keyboard { return keyboard }
      if entry.kind == .control { return policy.controlsKeyboard }
    }
    return .dismiss
  }
}
