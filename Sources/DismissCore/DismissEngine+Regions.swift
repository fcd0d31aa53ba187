extension DismissEngine {
  // MARK: - Registering regions

  /// Registers a region and returns its identifier.
  ///
  /// If `region.parent` names no live region, nothing is registered and the
  /// returned identifier is ``RegionID/none``: every later call with it is
  /// ignored. A frame with a non-finite component or a negative size is
  /// stored as empty. Identifiers in `region.excluded` that name no live
  /// region are dropped.
  ///
  /// ```swift
  /// let list = engine.insert(Region(kind: .container, frame: listFrame, clipsToBounds: true))
  /// let row = engine.insert(Region(kind: .control, frame: rowFrame, parent: list))
  /// ```
  ///
  /// - Complexity: O(1) amortized, plus O(*e*) for *e* excluded regions.
  @discardableResult
  public mutating func insert(_ region: Region) -> RegionID {
    var parentSlot: Int32 = -1
    if let parent = region.parent {
      guard isLive(parent) else { return .none }
      parentSlot = parent.slot
    }
    resolveUnresolvedTargets()
    let frame = Self.sanitized(region.frame)
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      let i = Int(slot)
      frames[i] = frame
      parents[i] = parentSlot
      kinds[i] = region.kind
      keyboardAttributes[i] = Self.encode(region.keyboard)
      firstChildren[i] = -1
      nextSiblings[i] = -1
      previousSiblings[i] = -1
      layerIndices[i] = -1
      hitInfos[i] = .invalid
    } else {
      slot = Int32(frames.count)
      frames.append(frame)
      parents.append(parentSlot)
      generations.append(0)
      kinds.append(region.kind)
      flags.append(0)
      keyboardAttributes.append(Self.encode(region.keyboard))
      orders.append(0)
      firstChildren.append(-1)
      nextSiblings.append(-1)
      previousSiblings.append(-1)
      layerIndices.append(-1)
      hitInfos.append(.invalid)
    }
    let i = Int(slot)
    var bits = Flags.alive
    if region.isHitTestable { bits |= Flags.hitTestable }
    if region.clipsToBounds { bits |= Flags.clips }
    flags[i] = bits
    if let order = region.documentOrder {
      orders[i] = order
      if order >= nextDocumentOrder { nextDocumentOrder = order == .max ? .max : order + 1 }
    } else {
      orders[i] = nextDocumentOrder
      // Saturates: past Int.max, later regions share the front-most order
      // (ties go to the later slot) instead of wrapping behind everything.
      if nextDocumentOrder < .max { nextDocumentOrder += 1 }
    }
    if parentSlot >= 0 { linkChild(slot, to: parentSlot) }
    if region.kind == .layer {
      let info = LayerInfo(
        slot: slot, triggers: region.dismissTriggers,
        backdrop: region.backdrop.map(Self.sanitized))
      let excluded = region.excluded.filter { isLive($0) }
      if let reusedLayer = freeLayers.popLast() {
        layers[Int(reusedLayer)] = info
        layerExcluded[Int(reusedLayer)] = excluded
        layerIndices[i] = reusedLayer
      } else {
        layerIndices[i] = Int32(layers.count)
        layers.append(info)
        layerExcluded.append(excluded)
      }
    }
    grid.insert(slot, frame)
    liveCount += 1
    return RegionID(slot: slot, generation: generations[i])
  }

  /// Removes a region and its whole subtree. A presented layer among them
  /// closes (with the layers inside it) without effects, and focus held
  /// inside them is cleared, as when the host closes it. Touches that target
  /// a removed region keep their target; removed regions simply no longer
  /// match anything. Removing a stale identifier does nothing.
  ///
  /// - Complexity: O(*s*) for a subtree of *s* regions, plus the layers
  ///   among them.
  public mutating func remove(_ id: RegionID) {
    guard isLive(id) else { return }
    resolveUnresolvedTargets()
    invalidateHitInfos()
    // Close presented layers inside the subtree first, while ancestry is intact.
    var index = stack.count - 1
    while index >= 0 {
      if index < stack.count {
        let layer = stack[index]
        if layer == id.slot || isAncestor(id.slot, of: layer) {
          closeLayerAndInner(layer)
        }
      }
      index -= 1
    }
    unlinkChild(id.slot)
    // Free the subtree without recursion: walk it by child and sibling links.
    var current = id.slot
    while true {
      let c = Int(current)
      if firstChildren[c] >= 0 {
        current = firstChildren[c]
        continue
      }
      // A leaf: free it, then continue with its next sibling or climb.
      let next = nextSiblings[c]
      let parent = parents[c]
      let isRoot = current == id.slot
      freeSlot(current)
      if isRoot { break }
      if next >= 0 {
        current = next
      } else {
        // The parent has no children left to visit.
        firstChildren[Int(parent)] = -1
        current = parent
      }
    }
  }

  /// Moves a region. This is the hot path of scrolling: it costs a few
  /// nanoseconds when the region stays in its grid cell.
  ///
  /// - Complexity: O(1).
  public mutating func setFrame(_ frame: Rect, of id: RegionID) {
    guard isLive(id) else { return }
    if unresolvedTouchCount > 0 || lastTapState == .unresolved { resolveUnresolvedTargets() }
    let i = Int(id.slot)
    let newFrame = Self.sanitized(frame)
    let old = frames[i]
    if old == newFrame { return }
    frames[i] = newFrame
    grid.update(id.slot, from: old, to: newFrame)
  }

  /// Replaces a region's attributes (kind, frame, parent, hit-testability,
  /// clipping, keyboard attribute, and for a layer its triggers, backdrop and
  /// excluded regions). A new parent that is stale, or that would make a
  /// cycle, is refused: the region keeps its parent and the call returns
  /// `false`. A region that stops or starts being a layer while presented is
  /// closed first.
  ///
  /// - Complexity: O(*d*) for a new parent at depth *d*, else O(*e*) for
  ///   *e* excluded regions.
  @discardableResult
  public mutating func update(_ id: RegionID, to region: Region) -> Bool {
    guard isLive(id) else { return false }
    resolveUnresolvedTargets()
    let i = Int(id.slot)
    let oldParent = parents[i]
    let oldFlags = flags[i]
    let oldKind = kinds[i]
    let newParent: Int32
    if let parent = region.parent {
      guard isLive(parent), parent.slot != id.slot, !isAncestor(id.slot, of: parent.slot) else {
        return false
      }
      newParent = parent.slot
    } else {
      newParent = -1
    }
    if newParent != parents[i] {
      // Moving a presented layer under another parent may break the stack's
      // nesting; close what it holds first.
      if layerState(slot: id.slot) != .closed { closeLayerAndInner(id.slot) }
      unlinkChild(id.slot)
      parents[i] = newParent
      if newParent >= 0 { linkChild(id.slot, to: newParent) }
    }
    setFrame(region.frame, of: id)
    var bits = Flags.alive
    if region.isHitTestable { bits |= Flags.hitTestable }
    if region.clipsToBounds { bits |= Flags.clips }
    flags[i] = bits
    keyboardAttributes[i] = Self.encode(region.keyboard)
    if let order = region.documentOrder {
      orders[i] = order
      if order >= nextDocumentOrder { nextDocumentOrder = order == .max ? .max : order + 1 }
    }
    let wasLayer = kinds[i] == .layer
    if wasLayer != (region.kind == .layer) {
      if wasLayer {
        if layerState(slot: id.slot) != .closed { closeLayerAndInner(id.slot) }
        freeLayers.append(layerIndices[i])
        layerIndices[i] = -1
      } else {
        let info = LayerInfo(slot: id.slot, triggers: .default, backdrop: nil)
        if let reusedLayer = freeLayers.popLast() {
          layers[Int(reusedLayer)] = info
          layerExcluded[Int(reusedLayer)] = []
          layerIndices[i] = reusedLayer
        } else {
          layerIndices[i] = Int32(layers.count)
          layers.append(info)
          layerExcluded.append([])
        }
      }
    }
    kinds[i] = region.kind
    if region.kind == .layer {
      let l = Int(layerIndices[i])
      layers[l].triggers = region.dismissTriggers
      layers[l].backdrop = region.backdrop.map(Self.sanitized)
      layerExcluded[l] = region.excluded.filter { isLive($0) }
    }
    if parents[i] != oldParent || flags[i] != oldFlags || kinds[i] != oldKind {
      invalidateHitInfos()
    }
    return true
  }

  /// Sets the regions that count as inside a layer (typically its trigger
  /// button). Stale identifiers are dropped; a region that is not a layer is
  /// ignored.
  ///
  /// - Complexity: O(*e*).
  public mutating func setExcluded(_ excluded: [RegionID], of layer: RegionID) {
    guard isLive(layer), kinds[Int(layer.slot)] == .layer else { return }
    let l = Int(layerIndices[Int(layer.slot)])
    layerExcluded[l] = excluded.filter { isLive($0) }
  }

  // MARK: - Looking regions up

  /// Whether an identifier names a registered region.
  ///
  /// - Complexity: O(1).
  public func contains(_ id: RegionID) -> Bool { isLive(id) }

  /// The description of a registered region, or `nil` for a stale
  /// identifier.
  ///
  /// - Complexity: O(*e*) for *e* excluded regions.
  public func region(_ id: RegionID) -> Region? {
    guard isLive(id) else { return nil }
    let i = Int(id.slot)
    let parent = parents[i]
    var region = Region(
      kind: kinds[i], frame: frames[i],
      parent: parent >= 0 ? RegionID(slot: parent, generation: generations[Int(parent)]) : nil,
      isHitTestable: flags[i] & Flags.hitTestable != 0,
      clipsToBounds: flags[i] & Flags.clips != 0,
      keyboard: Self.decode(keyboardAttributes[i]))
    region.documentOrder = orders[i]
    if kinds[i] == .layer {
      let l = Int(layerIndices[i])
      region.dismissTriggers = layers[l].triggers
      region.backdrop = layers[l].backdrop
      region.excluded = layerExcluded[l].filter { isLive($0) }
    }
    return region
  }

  /// The number of registered regions.
  public var regionCount: Int { liveCount }

  /// Whether a region is present: registered, and not inside a closed layer
  /// (a layer is present while open or being dismissed).
  ///
  /// - Complexity: O(*d*) for a region at depth *d*.
  public func isPresent(_ id: RegionID) -> Bool {
    guard isLive(id) else { return false }
    var s = id.slot
    while s >= 0 {
      if kinds[Int(s)] == .layer && layerState(slot: s) == .closed { return false }
      s = parents[Int(s)]
    }
    return true
  }

  /// Approximate heap bytes held by the engine's region storage and spatial
  /// grid, divided by the number of registered regions; for the benchmark.
  public var approximateBytesPerRegion: Double {
    guard liveCount > 0 else { return 0 }
    let perSlot =
      MemoryLayout<Rect>.stride + 4 + 4 + 1 + 1 + 1 + MemoryLayout<Int>.stride + 4 + 4 + 4 + 4
    let cachePerSlot = MemoryLayout<HitInfo>.stride
    let capacity = frames.capacity
    // `grid.approximateBytes` is per stored slot.
    let bytes =
      (perSlot + cachePerSlot) * capacity + grid.approximateBytes * Swift.max(grid.count, 1)
      + layers.capacity * MemoryLayout<LayerInfo>.stride
    return Double(bytes) / Double(liveCount)
  }

  // MARK: - Internals

  @inlinable @inline(__always)
  func isLive(_ id: RegionID) -> Bool {
    id.slot >= 0 && Int(id.slot) < frames.count && generations[Int(id.slot)] == id.generation
      && flags[Int(id.slot)] & Flags.alive != 0
  }

  @inlinable @inline(__always)
  static func sanitized(_ rect: Rect) -> Rect {
    rect.isValid ? rect : Rect(x: 0, y: 0, width: 0, height: 0)
  }

  @inlinable
  static func encode(_ keyboard: KeyboardBehavior?) -> UInt8 {
    keyboard.map { $0.rawValue + 1 } ?? 0
  }

  @inlinable
  static func decode(_ raw: UInt8) -> KeyboardBehavior? {
    raw == 0 ? nil : KeyboardBehavior(rawValue: raw - 1)
  }

  /// Whether `ancestor` is a strict ancestor of `slot`.
  @inlinable @inline(__always)
  func isAncestor(_ ancestor: Int32, of slot: Int32) -> Bool {
    var s = parents[Int(slot)]
    while s >= 0 {
      if s == ancestor { return true }
      s = parents[Int(s)]
    }
    return false
  }

  mutating func linkChild(_ child: Int32, to parent: Int32) {
    let head = firstChildren[Int(parent)]
    nextSiblings[Int(child)] = head
    previousSiblings[Int(child)] = -1
    if head >= 0 { previousSiblings[Int(head)] = child }
    firstChildren[Int(parent)] = child
  }

  mutating func unlinkChild(_ child: Int32) {
    let c = Int(child)
    let parent = parents[c]
    let previous = previousSiblings[c]
    let next = nextSiblings[c]
    if previous >= 0 {
      nextSiblings[Int(previous)] = next
    } else if parent >= 0 {
      firstChildren[Int(parent)] = next
    }
    if next >= 0 { previousSiblings[Int(next)] = previous }
    nextSiblings[c] = -1
    previousSiblings[c] = -1
  }

  /// Frees one slot whose children are already freed.
  mutating func freeSlot(_ slot: Int32) {
    let i = Int(slot)
    grid.remove(slot, frames[i])
    if layerIndices[i] >= 0 {
      freeLayers.append(layerIndices[i])
      layerExcluded[Int(layerIndices[i])].removeAll()
      layerIndices[i] = -1
    }
    flags[i] = 0
    generations[i] &+= 1
    firstChildren[i] = -1
    nextSiblings[i] = -1
    previousSiblings[i] = -1
    freeSlots.append(slot)
    liveCount -= 1
  }
}
