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
    let order: Int
    if let explicit = region.documentOrder {
      order = explicit
      noteDocumentOrder(explicit)
    } else {
      order = nextDocumentOrder
      // Saturates: past Int.max, later regions share the front-most order
      // (ties go to the later slot) instead of wrapping behind everything.
      if nextDocumentOrder < .max { nextDocumentOrder += 1 }
    }
    let reused = freeSlots.popLast()
    let slot = reused ?? Int32(slots.count)
    let i = Int(slot)
    let record = Slot(
      frame: frame, order: order, parent: parentSlot, kind: region.kind,
      flags: Self.flags(of: region), keyboard: Self.encode(region.keyboard),
      // A freed slot keeps its generation, bumped when it was freed.
      generation: reused == nil ? 0 : slots[i].generation)
    if reused != nil {
      slots[i] = record
      if isIndexed { hitInfos[i] = .invalid }
    } else {
      slots.appendGrowingByHalf(record)
      if isIndexed { hitInfos.appendGrowingByHalf(.invalid) }
    }
    if parentSlot >= 0 { linkChild(slot, to: parentSlot) }
    if region.kind == .layer {
      slots[i].layerIndex = addLayer(
        LayerInfo(
          slot: slot, triggers: region.dismissTriggers,
          backdrop: region.backdrop.map(Self.sanitized)),
        excluded: region.excluded.filter { isLive($0) })
    }
    if isIndexed {
      grid.insert(slot, frame)
    } else if slots.count > Self.scanLimit {
      buildIndex()
    }
    liveCount += 1
    return RegionID(slot: slot, generation: record.generation)
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
      if slots[c].firstChild >= 0 {
        current = slots[c].firstChild
        continue
      }
      // A leaf: free it, then continue with its next sibling or climb.
      let next = slots[c].nextSibling
      let parent = slots[c].parent
      let isRoot = current == id.slot
      freeSlot(current)
      if isRoot { break }
      if next >= 0 {
        current = next
      } else {
        // The parent has no children left to visit.
        slots[Int(parent)].firstChild = -1
        current = parent
      }
    }
  }

  /// Moves a region. This is the hot path of scrolling: it costs a few
  /// nanoseconds when the region stays in its grid cell.
  ///
  /// Touches that went down while the engine was idle and still wait for
  /// their target (``hasPendingTargets``) first take it with the frames they
  /// went down on.
  ///
  /// - Complexity: O(1).
  public mutating func setFrame(_ frame: Rect, of id: RegionID) {
    setFrame(frame, of: id, measuredLate: false)
  }

  /// Sets a region's frame. With `measuredLate`, the region has been at
  /// `frame` since before the touches that wait for their target went
  /// down: a host that measures its views only when an event needs them
  /// (the SwiftUI adapter's anchors) learns the frames of an idle engine
  /// late, and those touches take their target with this frame when the
  /// engine stops being idle.
  ///
  /// ```swift
  /// // Focus begins during a touch that went down on an idle engine:
  /// engine.setFrame(measuredFrame, of: card, measuredLate: true)
  /// engine.setFocus(hitPath: fieldPath)  // the touch's target uses the card's frame
  /// ```
  ///
  /// - Complexity: O(1).
  public mutating func setFrame(_ frame: Rect, of id: RegionID, measuredLate: Bool) {
    guard isLive(id) else { return }
    if !measuredLate && (unresolvedTouchCount > 0 || lastTapState == .unresolved) {
      resolveUnresolvedTargets()
    }
    let i = Int(id.slot)
    let newFrame = Self.sanitized(frame)
    let old = slots[i].frame
    if old == newFrame { return }
    slots[i].frame = newFrame
    if isIndexed { grid.update(id.slot, from: old, to: newFrame) }
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
    let oldParent = slots[i].parent
    let oldFlags = slots[i].flags
    let oldKind = slots[i].kind
    let newParent: Int32
    if let parent = region.parent {
      guard isLive(parent), parent.slot != id.slot, !isAncestor(id.slot, of: parent.slot) else {
        return false
      }
      newParent = parent.slot
    } else {
      newParent = -1
    }
    if newParent != slots[i].parent {
      // Moving a presented layer under another parent may break the stack's
      // nesting; close what it holds first.
      if layerState(slot: id.slot) != .closed { closeLayerAndInner(id.slot) }
      unlinkChild(id.slot)
      slots[i].parent = newParent
      if newParent >= 0 { linkChild(id.slot, to: newParent) }
    }
    setFrame(region.frame, of: id)
    slots[i].flags = Self.flags(of: region)
    slots[i].keyboard = Self.encode(region.keyboard)
    if let order = region.documentOrder {
      slots[i].order = order
      noteDocumentOrder(order)
    }
    let wasLayer = slots[i].kind == .layer
    if wasLayer != (region.kind == .layer) {
      if wasLayer {
        if layerState(slot: id.slot) != .closed { closeLayerAndInner(id.slot) }
        freeLayers.append(slots[i].layerIndex)
        slots[i].layerIndex = -1
      } else {
        slots[i].layerIndex = addLayer(
          LayerInfo(slot: id.slot, triggers: .default, backdrop: nil), excluded: [])
      }
    }
    slots[i].kind = region.kind
    if region.kind == .layer {
      let l = Int(slots[i].layerIndex)
      layers[l].triggers = region.dismissTriggers
      layers[l].backdrop = region.backdrop.map(Self.sanitized)
      layerExcluded[l] = region.excluded.filter { isLive($0) }
    }
    if slots[i].parent != oldParent || slots[i].flags != oldFlags || slots[i].kind != oldKind {
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
    guard isLive(layer), slots[Int(layer.slot)].kind == .layer else { return }
    let l = Int(slots[Int(layer.slot)].layerIndex)
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
    let parent = slots[i].parent
    var region = Region(
      kind: slots[i].kind, frame: slots[i].frame,
      parent: parent >= 0 ? RegionID(slot: parent, generation: slots[Int(parent)].generation) : nil,
      isHitTestable: slots[i].flags & Flags.hitTestable != 0,
      clipsToBounds: slots[i].flags & Flags.clips != 0,
      keyboard: Self.decode(slots[i].keyboard))
    region.documentOrder = slots[i].order
    if slots[i].kind == .layer {
      let l = Int(slots[i].layerIndex)
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
      if slots[Int(s)].kind == .layer && layerState(slot: s) == .closed { return false }
      s = slots[Int(s)].parent
    }
    return true
  }

  /// Approximate heap bytes held by the engine's region storage and spatial
  /// grid, divided by the number of registered regions; for the benchmark.
  public var approximateBytesPerRegion: Double {
    guard liveCount > 0 else { return 0 }
    // `grid.approximateBytes` is per stored slot.
    let bytes =
      MemoryLayout<Slot>.stride * slots.capacity
      + MemoryLayout<HitInfo>.stride * hitInfos.capacity
      + grid.approximateBytes * Swift.max(grid.count, 1)
      + layers.capacity * MemoryLayout<LayerInfo>.stride
    return Double(bytes) / Double(liveCount)
  }

  // MARK: - Internals

  @inlinable @inline(__always)
  func isLive(_ id: RegionID) -> Bool {
    id.slot >= 0 && Int(id.slot) < slots.count && slots[Int(id.slot)].generation == id.generation
      && slots[Int(id.slot)].flags & Flags.alive != 0
  }

  /// The `Flags` bits of a live region with these attributes.
  static func flags(of region: Region) -> UInt8 {
    var bits = Flags.alive
    if region.isHitTestable { bits |= Flags.hitTestable }
    if region.clipsToBounds { bits |= Flags.clips }
    return bits
  }

  /// Keeps automatic document orders after an explicit one, saturating at
  /// `Int.max`.
  mutating func noteDocumentOrder(_ order: Int) {
    if order >= nextDocumentOrder { nextDocumentOrder = order == .max ? .max : order + 1 }
  }

  /// Stores a layer's facts and excluded regions, reusing a freed entry, and
  /// returns its index in `layers`.
  mutating func addLayer(_ info: LayerInfo, excluded: [RegionID]) -> Int32 {
    if let reused = freeLayers.popLast() {
      layers[Int(reused)] = info
      layerExcluded[Int(reused)] = excluded
      return reused
    }
    layers.append(info)
    layerExcluded.append(excluded)
    return Int32(layers.count - 1)
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
    var s = slots[Int(slot)].parent
    while s >= 0 {
      if s == ancestor { return true }
      s = slots[Int(s)].parent
    }
    return false
  }

  mutating func linkChild(_ child: Int32, to parent: Int32) {
    let head = slots[Int(parent)].firstChild
    slots[Int(child)].nextSibling = head
    slots[Int(child)].previousSibling = -1
    if head >= 0 { slots[Int(head)].previousSibling = child }
    slots[Int(parent)].firstChild = child
  }

  mutating func unlinkChild(_ child: Int32) {
    let c = Int(child)
    let parent = slots[c].parent
    let previous = slots[c].previousSibling
    let next = slots[c].nextSibling
    if previous >= 0 {
      slots[Int(previous)].nextSibling = next
    } else if parent >= 0 {
      slots[Int(parent)].firstChild = next
    }
    if next >= 0 { slots[Int(next)].previousSibling = previous }
    slots[c].nextSibling = -1
    slots[c].previousSibling = -1
  }

  /// Frees one slot whose children are already freed.
  mutating func freeSlot(_ slot: Int32) {
    let i = Int(slot)
    if isIndexed { grid.remove(slot, slots[i].frame) }
    if slots[i].layerIndex >= 0 {
      freeLayers.append(slots[i].layerIndex)
      layerExcluded[Int(slots[i].layerIndex)].removeAll()
      slots[i].layerIndex = -1
    }
    slots[i].flags = 0
    slots[i].generation &+= 1
    slots[i].firstChild = -1
    slots[i].nextSibling = -1
    slots[i].previousSibling = -1
    freeSlots.append(slot)
    liveCount -= 1
  }
}
