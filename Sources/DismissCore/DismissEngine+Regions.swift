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
    var parent: Int32 = -1
    if let id = region.parent {
      guard isLive(id) else { return .none }
      parent = id.slot
    }
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
    var record = Slot(
      order: order, parent: parent,
      generation: reused.map { slots[Int($0)].generation } ?? 0, kind: region.kind,
      isHitTestable: region.isHitTestable, clips: region.clipsToBounds, keyboard: region.keyboard)
    if region.kind == .layer { record.layer = addLayer(slot, region) }
    if reused != nil {
      slots[Int(slot)] = record
      frames[Int(slot)] = Self.sanitized(region.frame)
    } else {
      slots.append(record)
      frames.append(Self.sanitized(region.frame))
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
  /// - Complexity: O(*n*) for *n* regions, however deep the tree.
  public mutating func remove(_ id: RegionID) {
    guard isLive(id) else { return }
    var index = stack.count - 1
    while index >= 0 {
      if index < stack.count, stack[index] == id.slot || isAncestor(id.slot, of: stack[index]) {
        closeLayerAndInner(stack[index])
      }
      index -= 1
    }
    // Which live slots are in the subtree: each walk up stops at the first
    // slot already answered, and answers every slot it passed, so the whole
    // pass is O(n) with no recursion. 1: inside, 2: outside.
    var inside = [UInt8](repeating: 0, count: slots.count)
    inside[Int(id.slot)] = 1
    var walked: [Int32] = []
    for i in slots.indices where slots[i].isAlive && inside[i] == 0 {
      var s = Int32(i)
      while s >= 0 && inside[Int(s)] == 0 {
        walked.append(s)
        s = slots[Int(s)].parent
      }
      let answer: UInt8 = s >= 0 && inside[Int(s)] == 1 ? 1 : 2
      for w in walked { inside[Int(w)] = answer }
      walked.removeAll(keepingCapacity: true)
    }
    for i in slots.indices where inside[i] == 1 { freeSlot(Int32(i)) }
  }

  /// Moves a region: the hot path of scrolling, a store. Touches already
  /// down keep the target they took at their down.
  ///
  /// - Complexity: O(1).
  public mutating func setFrame(_ frame: Rect, of id: RegionID) {
    guard isLive(id) else { return }
    frames[Int(id.slot)] = Self.sanitized(frame)
  }

  /// Replaces a region's attributes (kind, frame, parent, hit-testability,
  /// clipping, keyboard attribute, and for a layer its triggers, backdrop,
  /// swallowing and excluded regions). A new parent that is stale, or that would make a
  /// cycle, is refused: the region keeps its parent and the call returns
  /// `false`. A region that stops or starts being a layer while presented is
  /// closed first.
  ///
  /// - Complexity: O(*d*) for a new parent at depth *d*, else O(*e*) for
  ///   *e* excluded regions.
  @discardableResult
  public mutating func update(_ id: RegionID, to region: Region) -> Bool {
    guard isLive(id) else { return false }
    let i = Int(id.slot)
    var parent: Int32 = -1
    if let new = region.parent {
      guard isLive(new), new.slot != id.slot, !isAncestor(id.slot, of: new.slot) else {
        return false
      }
      parent = new.slot
    }
    // Moving a presented layer under another parent may break the stack's
    // nesting, and a region that stops being a layer leaves it: close first.
    if parent != slots[i].parent || (slots[i].kind == .layer) != (region.kind == .layer) {
      if slots[i].layer >= 0 { closeLayerAndInner(id.slot) }
    }
    if slots[i].kind == .layer && region.kind != .layer {
      freeLayer(at: i)
    } else if slots[i].kind != .layer && region.kind == .layer {
      slots[i].layer = addLayer(id.slot, region)
    }
    slots[i].parent = parent
    frames[i] = Self.sanitized(region.frame)
    slots[i].kind = region.kind
    slots[i].isHitTestable = region.isHitTestable
    slots[i].clips = region.clipsToBounds
    slots[i].keyboard = region.keyboard
    if let order = region.documentOrder {
      slots[i].order = order
      noteDocumentOrder(order)
    }
    if slots[i].layer >= 0 {
      let l = Int(slots[i].layer)
      layers[l].triggers = region.dismissTriggers
      layers[l].backdrop = region.backdrop.map(Self.sanitized)
      swallowingLayers += (region.swallowsOutsideTouches ? 1 : 0) - (layers[l].swallows ? 1 : 0)
      layers[l].swallows = region.swallowsOutsideTouches
      layers[l].excluded = region.excluded.filter { isLive($0) }
    }
    return true
  }

  /// Sets the regions that count as inside a layer (typically its trigger
  /// button). Stale identifiers are dropped; a region that is not a layer is
  /// ignored.
  ///
  /// - Complexity: O(*e*).
  public mutating func setExcluded(_ excluded: [RegionID], of layer: RegionID) {
    guard isLive(layer), slots[Int(layer.slot)].layer >= 0 else { return }
    layers[Int(slots[Int(layer.slot)].layer)].excluded = excluded.filter { isLive($0) }
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
    let slot = slots[Int(id.slot)]
    var region = Region(
      kind: slot.kind, frame: frames[Int(id.slot)],
      parent: slot.parent >= 0 ? self.id(of: slot.parent) : nil,
      isHitTestable: slot.isHitTestable, clipsToBounds: slot.clips, keyboard: slot.keyboard)
    region.documentOrder = slot.order
    if slot.layer >= 0 {
      let layer = layers[Int(slot.layer)]
      region.dismissTriggers = layer.triggers
      region.backdrop = layer.backdrop
      region.swallowsOutsideTouches = layer.swallows
      region.excluded = layer.excluded.filter { isLive($0) }
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
      if layerState(s) == .closed && slots[Int(s)].layer >= 0 { return false }
      s = slots[Int(s)].parent
    }
    return true
  }

  /// The heap bytes of the engine's region and layer records, divided by
  /// the number of registered regions; for the benchmark.
  public var approximateBytesPerRegion: Double {
    guard liveCount > 0 else { return 0 }
    let bytes =
      MemoryLayout<Slot>.stride * slots.capacity + MemoryLayout<Rect>.stride * frames.capacity
      + MemoryLayout<Layer>.stride * layers.capacity
      + MemoryLayout<Int32>.stride * (freeSlots.capacity + freeLayers.capacity + stack.capacity)
    return Double(bytes) / Double(liveCount)
  }

  // MARK: - Internals

  func isLive(_ id: RegionID) -> Bool {
    id.slot >= 0 && Int(id.slot) < slots.count && slots[Int(id.slot)].generation == id.generation
      && slots[Int(id.slot)].isAlive
  }

  /// The identifier of a live slot.
  func id(of slot: Int32) -> RegionID {
    RegionID(slot: slot, generation: slots[Int(slot)].generation)
  }

  /// Whether `ancestor` is a strict ancestor of `slot`.
  func isAncestor(_ ancestor: Int32, of slot: Int32) -> Bool {
    var s = slots[Int(slot)].parent
    while s >= 0 {
      if s == ancestor { return true }
      s = slots[Int(s)].parent
    }
    return false
  }

  /// Keeps automatic document orders after an explicit one, saturating at
  /// `Int.max`.
  mutating func noteDocumentOrder(_ order: Int) {
    if order >= nextDocumentOrder { nextDocumentOrder = order == .max ? .max : order + 1 }
  }

  /// Stores a layer's facts, reusing a freed entry; returns its index.
  mutating func addLayer(_ slot: Int32, _ region: Region) -> Int32 {
    let layer = Layer(
      slot: slot, triggers: region.dismissTriggers, backdrop: region.backdrop.map(Self.sanitized),
      swallows: region.swallowsOutsideTouches, excluded: region.excluded.filter { isLive($0) })
    if layer.swallows { swallowingLayers += 1 }
    if let reused = freeLayers.popLast() {
      layers[Int(reused)] = layer
      return reused
    }
    layers.append(layer)
    return Int32(layers.count - 1)
  }

  /// Frees one slot. Its frame becomes empty, so that a hit test's scan
  /// never matches it.
  mutating func freeSlot(_ slot: Int32) {
    let i = Int(slot)
    if slots[i].layer >= 0 { freeLayer(at: i) }
    slots[i].isAlive = false
    frames[i] = .zero
    slots[i].generation &+= 1
    freeSlots.append(slot)
    liveCount -= 1
  }

  /// Frees the layer entry of slot `i`, a layer.
  mutating func freeLayer(at i: Int) {
    let l = Int(slots[i].layer)
    if layers[l].swallows { swallowingLayers -= 1 }
    layers[l].swallows = false
    layers[l].excluded = []
    freeLayers.append(slots[i].layer)
    slots[i].layer = -1
  }

  static func sanitized(_ rect: Rect) -> Rect {
    rect.isValid ? rect : .zero
  }
}
