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
  /// - Complexity: O(*c* · *d*) for *c* regions whose grid cells hold the
  ///   point and depth *d*, plus O(*l*) for *l* presented layers; an engine
  ///   that never held more than 128 regions scans them all instead of
  ///   querying a grid.
  public func hitTest(_ point: Point) -> HitPath {
    var entries: [PathEntry] = []
    var candidates: [Int32] = []
    // Reads valid cache entries, never writes (no copy of the cache).
    var infos = hitInfos
    appendHitPath(at: point, to: &entries, candidates: &candidates, infos: &infos, store: false)
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
        keyboard = Self.decode(slots[Int(id.slot)].keyboard)
      }
      if kind == .textInput { return KeyboardDecision(.keep, reason: .textInput(element)) }
      if let keyboard { return KeyboardDecision(keyboard, reason: .keyboardAttribute(element)) }
      if kind == .control {
        return KeyboardDecision(policy.controlsKeyboard, reason: .control(element))
      }
    }
    return KeyboardDecision(.dismiss, reason: .noRegionDecides)
  }

  /// The plane of a presented layer (1 for the bottom one), or 0.
  @inlinable @inline(__always)
  func plane(ofLayer slot: Int32) -> Int {
    for (index, layer) in stack.enumerated() where layer == slot { return index + 1 }
    return 0
  }

  /// Appends the hit path at a point, using (and filling) the engine's
  /// hit-test cache and candidate buffer.
  @usableFromInline
  mutating func appendHitPath(at point: Point, to entries: inout [PathEntry]) {
    // Move the buffers out, so that reading the engine while writing them
    // is not an overlapping access (no copy: a swap moves references).
    var buffer: [Int32] = []
    var infos: [HitInfo] = []
    swap(&buffer, &candidates)
    swap(&infos, &hitInfos)
    appendHitPath(at: point, to: &entries, candidates: &buffer, infos: &infos, store: true)
    swap(&buffer, &candidates)
    swap(&infos, &hitInfos)
  }

  /// Marks every cached ``HitInfo`` stale. O(1), except once every 2^32
  /// calls.
  @usableFromInline
  mutating func invalidateHitInfos() {
    if hitVersion == .max {
      for i in hitInfos.indices { hitInfos[i].stamp = 0 }
      hitVersion = 1
    } else {
      hitVersion &+= 1
    }
  }

  /// The hit-test facts of a slot: cached when valid, else derived by
  /// walking its ancestors (and cached when `store` is true).
  @inline(__always)
  func hitInfo(_ slot: Int32, _ infos: inout [HitInfo], store: Bool) -> HitInfo {
    let i = Int(slot)
    if i < infos.count, infos[i].stamp == hitVersion { return infos[i] }
    var plane: Int32 = -1
    var clip: Int32 = -1
    var isPresent = true
    var s = slot
    while s >= 0 {
      let j = Int(s)
      let bits = slots[j].flags
      if bits & Flags.hitTestable == 0 {
        isPresent = false
        break
      }
      if s != slot && clip < 0 && bits & Flags.clips != 0 { clip = s }
      if slots[j].kind == .layer {
        let layerPlane = self.plane(ofLayer: s)
        if layerPlane == 0 {  // closed: absent with its content
          isPresent = false
          break
        }
        if plane < 0 { plane = Int32(layerPlane) }
      }
      s = slots[j].parent
    }
    let info = HitInfo(stamp: hitVersion, plane: isPresent ? max(plane, 0) : -1, clip: clip)
    if store && i < infos.count { infos[i] = info }
    return info
  }

  /// Appends the hit path at a point: the hit region and its ancestors, a
  /// backdrop entry, or nothing. `candidates` is scratch space (contents
  /// overwritten, capacity reused); `infos` is the hit-test cache, written
  /// only when `store` is true.
  @usableFromInline
  func appendHitPath(
    at point: Point, to entries: inout [PathEntry], candidates: inout [Int32],
    infos: inout [HitInfo], store: Bool
  ) {
    guard point.isFinite else { return }
    var bestSlot: Int32 = -1
    var bestPlane = -1
    var bestOrder = Int.min
    var bestIsBackdrop = false
    // Backdrops of presented layers: the lowest surface of their plane.
    for (index, layer) in stack.enumerated() {
      let l = Int(slots[Int(layer)].layerIndex)
      if let backdrop = layers[l].backdrop, backdrop.contains(point), index + 1 > bestPlane {
        bestSlot = layer
        bestPlane = index + 1
        bestOrder = Int.min
        bestIsBackdrop = true
      }
    }
    // Gather the grid's candidates that contain the point first: a closure
    // that read the engine's arrays would capture (copy) the whole engine.
    // They go into the buffer's existing elements through buffer pointers
    // (an array access from a closure checks uniqueness or retains each
    // time; both pointers are bounds-checked here); when the buffer is too
    // small, which happens only while it grows to the largest query seen,
    // grow it and gather again.
    var count = 0
    while true {
      count = 0
      slots.withUnsafeBufferPointer { slotBuffer in
        candidates.withUnsafeMutableBufferPointer { buffer in
          if isIndexed {
            grid.forEachCandidate(at: point) { slot in
              let i = Int(slot)
              guard i < slotBuffer.count, slotBuffer[i].frame.contains(point) else { return }
              if count < buffer.count { buffer[count] = slot }
              count &+= 1
            }
          } else {
            // A small engine: every live slot whose frame contains the
            // point. (A freed slot keeps its last frame but not its flags.)
            for i in 0..<slotBuffer.count
            where slotBuffer[i].frame.contains(point) && slotBuffer[i].flags & Flags.alive != 0 {
              if count < buffer.count { buffer[count] = Int32(truncatingIfNeeded: i) }
              count &+= 1
            }
          }
        }
      }
      if count <= candidates.count { break }
      let missing = Swift.max(count, 2 * candidates.count) - candidates.count
      candidates.append(contentsOf: repeatElement(-1, count: missing))
    }
    candidateLoop: for k in 0..<count {
      let slot = candidates[k]
      let i = Int(slot)
      // Every ancestor-or-self hit-testable and present (the nearest layer
      // gives the plane), and no clipping ancestor cutting the point off.
      let info = hitInfo(slot, &infos, store: store)
      if info.plane < 0 { continue }
      var clip = info.clip
      while clip >= 0 {
        if !slots[Int(clip)].frame.contains(point) { continue candidateLoop }
        clip = hitInfo(clip, &infos, store: store).clip
      }
      let plane = Int(info.plane)
      let order = slots[i].order
      let isInFront =
        plane > bestPlane
        || (plane == bestPlane
          && (bestIsBackdrop || order > bestOrder || (order == bestOrder && slot > bestSlot)))
      if isInFront {
        bestSlot = slot
        bestPlane = plane
        bestOrder = order
        bestIsBackdrop = false
      }
    }
    if bestSlot < 0 { return }
    if bestIsBackdrop {
      entries.append(
        PathEntry(
          slot: bestSlot, generation: slots[Int(bestSlot)].generation, kind: PathEntry.backdropKind,
          keyboard: 0))
      return
    }
    var s = bestSlot
    while s >= 0 {
      let j = Int(s)
      entries.append(
        PathEntry(
          slot: s, generation: slots[j].generation, kind: slots[j].kind.rawValue,
          keyboard: slots[j].keyboard))
      s = slots[j].parent
    }
  }

  /// Appends the entry of a host-given path element; stale regions are
  /// skipped.
  @usableFromInline
  func appendEntry(for element: PathElement, to entries: inout [PathEntry]) {
    switch element {
    case .region(let id):
      guard isLive(id) else { return }
      let j = Int(id.slot)
      entries.append(
        PathEntry(
          slot: id.slot, generation: id.generation, kind: slots[j].kind.rawValue,
          keyboard: slots[j].keyboard))
    case .unregistered(let kind, let keyboard):
      entries.append(
        PathEntry(
          slot: -1, generation: 0, kind: (kind == .layer ? RegionKind.container : kind).rawValue,
          keyboard: Self.encode(keyboard)))
    case .backdrop(let layer):
      guard isLive(layer), slots[Int(layer.slot)].kind == .layer else { return }
      entries.append(
        PathEntry(
          slot: layer.slot, generation: layer.generation, kind: PathEntry.backdropKind,
          keyboard: 0))
    }
  }

  /// The public element of an entry, or nil for a region removed since.
  func element(for entry: PathEntry) -> PathElement? {
    if entry.kind == PathEntry.backdropKind {
      return .backdrop(of: RegionID(slot: entry.slot, generation: entry.generation))
    }
    if entry.slot < 0 {
      return .unregistered(
        RegionKind(rawValue: entry.kind) ?? .container, keyboard: Self.decode(entry.keyboard))
    }
    let id = RegionID(slot: entry.slot, generation: entry.generation)
    return isLive(id) ? .region(id) : nil
  }

  /// Rule 4 on a snapshotted path.
  @inlinable @inline(__always)
  func keyboardBehavior(of path: [PathEntry]) -> KeyboardBehavior {
    for entry in path {
      if entry.kind == PathEntry.backdropKind { continue }
      if entry.kind == RegionKind.textInput.rawValue { return .keep }
      if entry.keyboard != 0 { return KeyboardBehavior(rawValue: entry.keyboard - 1) ?? .dismiss }
      if entry.kind == RegionKind.control.rawValue { return policy.controlsKeyboard }
    }
    return .dismiss
  }
}
