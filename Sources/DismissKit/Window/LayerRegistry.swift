import DismissCore

/// Maps the app's layers (``DismissLayerSource``s) to engine regions (a layer,
/// with the surfaces it presented inside it, S32; a container per excluded node)
/// kept open or closed as the screen shows them. Sources and nodes are weak.
@MainActor
final class LayerRegistry {
  enum Phase: Hashable, Sendable {
    /// Not presented: opens as soon as its node is visible.
    case idle
    /// Presented: open (or being dismissed by the app itself).
    case presented
    /// DismissKit asked it to go, or it went while its node stayed visible (slid
    /// away): it opens again only after its node was gone or faded.
    case leaving
  }

  /// DismissKit's dismissal of a layer, cleared when it ends.
  struct Dismissal {
    var token: UInt64 = 0
    var reason: DismissReason?
    var coveredBy: RegionID?
    /// Seen transparent while dismissing: showing again means the app kept it.
    var faded = false
  }

  struct Registration {
    weak var source: (any DismissLayerSource)?
    let node: WeakNode
    let layer: RegionID
    /// The layer region as the engine has it (its parent among the layers).
    var region: Region
    var excluded: [(node: WeakNode, region: RegionID)] = []
    /// The dimming view of a modal layer; with none, it is modal over the whole screen.
    var backdrop: WeakNode?
    /// Surfaces it presented while open (``DismissLayerSource/layerCoveredNodes``).
    var presentedSurfaces: [WeakNode] = []
    var phase = Phase.idle
    /// Later layers are on top.
    var openOrder: UInt64 = 0
    var dismissal = Dismissal()

    var isFullScreen: Bool { region.backdrop != nil && backdrop == nil }
  }

  /// The effect dispatch writes phase and dismissal at events.
  var registrations: [Registration] = []
  private var openCounter: UInt64 = 0
  private var reported: Set<ObjectIdentifier> = []

  func index(of layer: RegionID) -> Int? { registrations.firstIndex { $0.layer == layer } }

  func registration(of source: any DismissLayerSource) -> Registration? {
    registrations.first { $0.source === source }
  }

  /// The source refused: the layer is open again where it was in the stack.
  func refuse(at index: Int, engine: inout DismissEngine) {
    let layer = registrations[index].layer
    engine.refuseDismissal(layer)
    registrations[index].dismissal = Dismissal()
    if engine.state(of: layer) == .open { registrations[index].phase = .presented }
  }

  /// The enclosing layer in `batch` whose dismissal also takes away the
  /// presentation at `index` (presented by a presented one; L3).
  func coveringAncestor(of index: Int, in batch: [RegionID]) -> RegionID? {
    guard registrations[index].source?.layerDismissesNestedPresentations != nil else { return nil }
    var parent = registrations[index].region.parent
    var steps = 0
    while let p = parent, steps <= registrations.count, let j = self.index(of: p) {
      let source = registrations[j].source
      if source?.layerDismissesNestedPresentations == true && batch.contains(p) { return p }
      parent = registrations[j].region.parent
      steps += 1
    }
    return nil
  }

  func holds(_ node: any DismissNode, layer: RegionID) -> Bool {
    let view = index(of: layer).flatMap { registrations[$0].node.node }
    return view.map { view in node.dismissNodeChain.contains { $0 === view } } ?? false
  }

  // MARK: - Hit paths

  /// The regions a node stands for; no allocation when none.
  func mappings(for node: any DismissNode) -> [NodeMapping] {
    var result: [NodeMapping] = []
    for r in registrations where r.node.node != nil {
      if r.node.refers(to: node) { result.append(.region(r.layer)) }
      for e in r.excluded where e.node.refers(to: node) { result.append(.region(e.region)) }
      if r.backdrop?.refers(to: node) == true { result.append(.backdrop(of: r.layer)) }
      if r.presentedSurfaces.contains(where: { $0.refers(to: node) }) {
        result.append(.region(r.layer))
      }
    }
    return result
  }

  /// Front to back down to the open layer the path is in, a touch is on a full-screen
  /// modal one's backdrop (rule 2), or hits a dismissing one whose view or dimming
  /// view holds it (so does nothing, rule 7) even once it fades (T8).
  func applyingLayerSurfaces(
    to path: [PathElement], at point: Point, engine: DismissEngine, host: (any WindowPlatform)?
  ) -> [PathElement] {
    // No allocation unless a full-screen modal or a dismissing layer is up.
    guard
      registrations.contains(where: { r in
        let state = engine.state(of: r.layer)
        return state == .dismissing || state == .open && r.isFullScreen
      })
    else { return path }
    func hits(_ node: WeakNode?) -> Bool {
      node?.node.map { host?.frame(of: $0, contains: point) == true } ?? false
    }
    let open = registrations.filter { engine.state(of: $0.layer) != .closed }
    for r in open.sorted(by: { $0.openOrder > $1.openOrder }) {
      let isInside = path.contains { element in
        element == .region(r.layer) || element == .backdrop(of: r.layer)
          || r.excluded.contains { element == .region($0.region) }
      }
      if isInside { return path }
      if r.isFullScreen { return [.backdrop(of: r.layer)] }
      guard engine.state(of: r.layer) == .dismissing else { continue }
      if hits(r.node) { return [.region(r.layer)] }
      if hits(r.backdrop) { return [.backdrop(of: r.layer)] }
    }
    return path
  }

  // MARK: - Keeping in step

  /// Brings registrations and engine in step with the sources and the screen.
  func reconcile(engine: inout DismissEngine, directory: LayerDirectory, host: any WindowPlatform) {
    for (i, r) in registrations.enumerated().reversed() {
      if let node = r.source?.layerNode, r.node.refers(to: node), host.isServed(node) { continue }
      drop(at: i, engine: &engine)
    }
    directory.forEachLayer { source in
      guard registration(of: source) == nil, let node = source.layerNode, host.isServed(node)
      else { return }
      guard !registrations.contains(where: { $0.node.refers(to: node) }) else {
        if reported.insert(ObjectIdentifier(source)).inserted {
          MisuseReporter.shared.report(
            "A view has two dismissible layers; the second one is ignored.")
        }
        return
      }
      let region = Region.layer(frame: .zero, dismissOn: source.layerTriggers)
      registrations.append(
        Registration(
          source: source, node: WeakNode(node), layer: engine.insert(region), region: region))
    }
    for index in registrations.indices { sync(at: index, engine: &engine) }
    // Layers opening in one pass stack as UIKit draws them, not as found (rule 7).
    var order = Array(registrations.indices)
    if registrations.lazy.filter({ $0.phase == .idle }).count > 1 {
      let nodes = registrations.map(\.node.node)
      order.sort { i, j in
        guard let a = nodes[i], let b = nodes[j] else { return false }
        return b.isInFront(of: a)
      }
    }
    for _ in 0...registrations.count {
      var changed = false
      for index in order where step(at: index, engine: &engine, host: host) { changed = true }
      if !changed { break }
    }
    // What an open layer presented is its content, for focus too (rule 7, S32).
    for i in registrations.indices {
      let isOpen = engine.state(of: registrations[i].layer) != .closed
      let nodes = isOpen ? registrations[i].source?.layerCoveredNodes ?? [] : []
      registrations[i].presentedSurfaces = nodes.map(WeakNode.init)
    }
  }

  // MARK: - Internals

  private func drop(at index: Int, engine: inout DismissEngine) {
    let r = registrations[index]
    // Nested regions go with a removed region: take the nested layers out first.
    for j in registrations.indices where registrations[j].region.parent == r.layer {
      registrations[j].region.parent = nil
      engine.update(registrations[j].layer, to: registrations[j].region)
      let isClosed = engine.state(of: registrations[j].layer) == .closed
      if isClosed && registrations[j].phase == .presented { registrations[j].phase = .idle }
    }
    engine.remove(r.layer)
    for e in r.excluded { engine.remove(e.region) }
    registrations.remove(at: index)
  }

  private func sync(at index: Int, engine: inout DismissEngine) {
    guard let source = registrations[index].source else { return }
    var r = registrations[index]
    let modality = source.layerModality
    if case .backdrop(let node) = modality { r.backdrop = WeakNode(node) } else { r.backdrop = nil }
    let nodes = source.layerExcludedNodes
    r.excluded.removeAll { entry in
      let keep = nodes.contains { entry.node.refers(to: $0) }
      if !keep { engine.remove(entry.region) }
      return !keep
    }
    for node in nodes where !r.excluded.contains(where: { $0.node.refers(to: node) }) {
      r.excluded.append((WeakNode(node), engine.insert(Region(kind: .container, frame: .zero))))
    }
    let region = Region.layer(
      frame: .zero, parent: r.region.parent, dismissOn: source.layerTriggers,
      backdrop: modality.isModal ? .infinite : nil,
      swallowsOutsideTouches: source.layerSwallowsOutsideTouches,
      excluding: r.excluded.map(\.region))
    if region != r.region { engine.update(r.layer, to: region) }
    r.region = region
    registrations[index] = r
  }

  /// One step of the open/close state machine; returns whether it changed. A fade
  /// is a dismissing layer's exit; shown again after it, the app kept it (L10).
  private func step(at index: Int, engine: inout DismissEngine, host: any WindowPlatform) -> Bool {
    guard let node = registrations[index].node.node else { return false }
    let presence = host.presence(of: node)
    let layer = registrations[index].layer
    let state = engine.state(of: layer)
    switch registrations[index].phase {
    case .idle:
      return presence == .visible && open(at: index, engine: &engine)
    case .presented where presence == .visible && state != .closed:
      return false
    case .leaving where presence == .transparent && state != .closed:
      registrations[index].dismissal.faded = true
      return false
    case .leaving where presence == .visible && !registrations[index].dismissal.faded:
      return false
    case .presented, .leaving:
      // Gone or closed; or shown again after a fade: the app kept it.
      if state != .closed && presence != .visible { engine.close(layer) }
      registrations[index].phase = .idle
      registrations[index].dismissal = Dismissal()
      if presence == .visible { _ = open(at: index, engine: &engine) }
      return true
    }
  }

  /// Opens the layer, inside the nearest registered layer at or above the
  /// source's parent anchor; returns whether it is open.
  private func open(at index: Int, engine: inout DismissEngine) -> Bool {
    let layer = registrations[index].layer
    let chain = registrations[index].source?.layerParentAnchor?.dismissNodeChain ?? []
    var region = registrations[index].region
    region.parent =
      chain.lazy.compactMap { node in
        self.registrations.first { $0.layer != layer && $0.node.refers(to: node) }?.layer
      }.first
    if region != registrations[index].region, engine.update(layer, to: region) {
      registrations[index].region = region
    }
    engine.open(layer)
    guard engine.state(of: layer) == .open else { return false }
    openCounter &+= 1
    registrations[index].openOrder = openCounter
    registrations[index].phase = .presented
    registrations[index].dismissal = Dismissal()
    return true
  }
}
