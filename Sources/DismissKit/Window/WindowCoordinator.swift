import DismissCore

/// The one ``DismissEngine`` of a window, where its scopes (UIKit interactions, SwiftUI
/// roots) register; their layers and marked views are its regions (see Architecture).
@MainActor
final class WindowCoordinator {
  /// How often and how long a touch's effects wait for a touch-up still held:
  /// UIKit does not publish a double tap's interval (about 0.25 s; T12).
  static let touchUpPollInterval = 1.0 / 60
  static let touchUpHoldLimit = 0.5

  var engine = DismissEngine()
  weak var platform: (any WindowPlatform)?
  let scheduler: any DismissScheduler
  /// The UIKit layers of the window; the SwiftUI ones are in their roots.
  let layers = LayerRegistry()
  let directory: LayerDirectory

  private struct Entry { weak var scope: (any WindowScope)? }

  private var entries: [Entry] = []
  private(set) var touches = TouchTable()
  /// The scope deciding while touches are down: the first finger's.
  private weak var touchOwner: (any WindowScope)?
  private(set) var focus = FocusTracker()
  /// The policy of the focused input's scope (a SwiftUI root's innermost).
  private var focusPolicy: DismissPolicy?
  /// Events that asked to resign on their own, so far (B9).
  var resignRequests: UInt64 = 0
  var lastToken: UInt64 = 0
  /// The effects of a touch whose view's touch-up is held (T12).
  var heldEffects: [@MainActor () -> Void]?

  init(
    platform: (any WindowPlatform)? = nil, scheduler: (any DismissScheduler)? = nil,
    directory: LayerDirectory = .shared
  ) {
    self.platform = platform
    self.scheduler = scheduler ?? MainQueueScheduler.shared
    self.directory = directory
  }

  // MARK: - Scopes

  /// Lazy: it allocates nothing per touch.
  var roots: some Sequence<RootCoordinator> {
    entries.lazy.compactMap { $0.scope as? RootCoordinator }
  }

  var isEmpty: Bool { !entries.contains { $0.scope != nil } }

  func add(_ scope: any WindowScope) {
    entries.removeAll { $0.scope == nil }
    guard !entries.contains(where: { $0.scope === scope }) else { return }
    entries.append(Entry(scope: scope))
    (scope as? RootCoordinator)?.join(self)
    // Its regions may hold the focused input; joining is no focus change.
    setFocus(restoring: true)
  }

  func remove(_ scope: any WindowScope) {
    entries.removeAll { $0.scope == nil || $0.scope === scope }
    if focus.reporter === scope { focus.reporter = nil }
    if let root = scope as? RootCoordinator, root.window === self { root.leave() }
  }

  /// The innermost serving scope around `node`: the nearest up from it; of
  /// two on one view, a SwiftUI root (P1), whatever the registration order.
  func scope(
    for node: (any DismissNode)?, where accepts: (any WindowScope) -> Bool = { _ in true }
  ) -> (any WindowScope)? {
    var current = node
    var depth = 0
    while let n = current, depth < HitPathBuilder.maximumDepth {
      var found: (any WindowScope)?
      // Plain loops: a closure here checks the actor per entry and ancestor.
      for entry in entries {
        guard let scope = entry.scope, scope.scopeNode === n, scope.isServing, accepts(scope)
        else { continue }
        if scope is RootCoordinator { return scope }
        found = found ?? scope
      }
      if let found { return found }
      current = n.dismissNodeParent
      depth += 1
    }
    return nil
  }

  /// Drops dead scopes and those whose view left the window; tells the
  /// platform when none is left, so the window's observers go (L12).
  func prune() {
    let hadEntries = !entries.isEmpty
    entries.removeAll { $0.scope == nil }
    for entry in entries {
      guard let scope = entry.scope, !isInWindow(scope) else { continue }
      remove(scope)
      scope.windowDidRemove()
    }
    if hadEntries && entries.isEmpty { platform?.coordinatorDidBecomeEmpty() }
  }

  private func isInWindow(_ scope: any WindowScope) -> Bool {
    scope.scopeNode.map { platform?.isInWindow($0) ?? true } ?? false
  }

  /// Brings the layers in step with the screen before an event.
  func prepare() {
    prepareLayers()
    for root in roots { root.settleLayers() }
  }

  func prepareLayers() {
    if let platform { layers.reconcile(engine: &engine, directory: directory, host: platform) }
  }

  // MARK: - Touches

  /// A touch went down on `hit` (`touch.view`, T4), taken only from the first observer
  /// to report it; the first finger's scope, refined among nested roots, owns the touches.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, source: ObjectIdentifier
  ) {
    var (isFirst, owner) = (false, touchOwner)
    if touches.contains(key) {
      // UIKit restarting a touch: decided again under the same scope.
      guard touches.id(for: key, source: source) != nil else { return }
    } else {
      prune()
      if isSystemSurface(hit) { return }
      focus.quietlyEnded = nil
      isFirst = touches.isEmpty
      owner = isFirst ? scope(for: hit) : touchOwner
      prepare()
      guard owner != nil || !engine.isIdle else { return }
    }
    let path: [PathElement]
    (path, owner) = touchPath(hit: hit, at: point, owner: owner)
    if isFirst { touchOwner = owner }
    if isFirst, let policy = owner?.policy, engine.policy != policy { engine.policy = policy }
    let id = touches.begin(key, source: source)
    dispatch(engine.touchDown(id, at: point, time: time, pointer: pointer, hitPath: path))
  }

  /// Whether a touch going down now at `point` on `hit` is swallowed by an
  /// open layer (rule 5): UIKit then gives it to no view of the app (W1).
  func swallows(hit: (any DismissNode)?, at point: Point) -> Bool {
    guard engine.hasSwallowingLayers, !isSystemSurface(hit) else { return false }
    prepare()
    // Registered but closed, as most menus are most of the time: no path.
    guard engine.isSwallowingTouches else { return false }
    let owner = touches.isEmpty ? scope(for: hit) : touchOwner
    return engine.swallows(hitPath: touchPath(hit: hit, at: point, owner: owner).0)
  }

  /// The path of a touch going down, and its owner: refined for the first finger.
  private func touchPath(hit: (any DismissNode)?, at point: Point, owner found: (any WindowScope)?)
    -> ([PathElement], (any WindowScope)?)
  {
    let (owner, measured) = measureRoots(
      found, hit: hit, at: point, refines: touches.isEmpty, forTouch: true)
    var path: [PathElement]
    if let rootPath = (owner as? RootCoordinator)?.touchPath(hit: hit, at: point) {
      path = rootPath + HitPathBuilder.path(from: hit, mappings: layers.mappings)
    } else {
      path = HitPathBuilder.path(
        from: hit, role: { owner?.role(of: $0) ?? .content }, mappings: layers.mappings)
      // Ahead of a path no scope decides: the keyboard stays.
      if owner == nil { path.insert(.unregistered(.container, keyboard: .keep), at: 0) }
      // A SwiftUI layer's surfaces under it decide nothing about the keyboard.
      if measured {
        path += engine.hitTest(point).elements.filter { element in
          guard case .region(let id) = element, let region = engine.region(id) else { return true }
          return region.keyboard == nil && (region.kind == .layer || region.kind == .container)
        }
      }
    }
    path = layers.applyingLayerSurfaces(to: path, at: point, engine: engine, host: platform)
    return (path, owner)
  }

  /// Measures the anchors of the owner root and its peers (for a touch, also roots
  /// with an open layer), zeroes the others'. `refines`: of the roots on the owner's
  /// view, the innermost whose area holds the point decides, else one marked there (S11).
  private func measureRoots(
    _ owner: (any WindowScope)?, hit: (any DismissNode)?, at point: Point, refines: Bool,
    forTouch: Bool
  ) -> (owner: (any WindowScope)?, measured: Bool) {
    let root = owner as? RootCoordinator
    var measured = false
    var inner: RootCoordinator?
    var present: RootCoordinator?
    for peer in roots {
      let shares =
        root.map { peer === $0 || (peer.isServing && peer.scopeNode === $0.scopeNode) } ?? false
      guard shares || (forTouch && peer.isServing && peer.hasOpenLayer) else {
        peer.forgetFrames()
        continue
      }
      let isPresent = peer.measure(hit: hit, at: point)
      measured = true
      guard shares, refines else { continue }
      if isPresent && present == nil { present = peer }
      if peer.area(holds: point, on: hit), inner.map({ $0.depth < peer.depth }) ?? true {
        inner = peer
      }
    }
    return (root.map { inner ?? present ?? $0 } ?? owner, measured)
  }

  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double, source: ObjectIdentifier)
  {
    guard let id = touches.id(for: key, source: source) else { return }
    prepareLayers()
    dispatch(engine.touchMoved(id, to: point, time: time))
  }

  /// A touch lifted. While `isHeld` says another recognizer still holds
  /// the view's touch-up (T12), the touch's effects wait for it.
  func touchEnded(
    _ key: ObjectIdentifier, at point: Point, time: Double, source: ObjectIdentifier,
    isHeld: (@MainActor () -> Bool)? = nil
  ) {
    guard let id = touches.end(key, source: source) else { return }
    prepareLayers()
    if isHeld != nil { heldEffects = [] }
    dispatch(engine.touchUp(id, at: point, time: time))
    guard let isHeld, let effects = heldEffects else { return }
    heldEffects = nil
    guard !effects.isEmpty else { return }
    let scheduler = self.scheduler
    var done = false
    // On a turn of its own: what let the touch-up go may deliver it last.
    let finish: @MainActor () -> Void = {
      guard !done else { return }
      done = true
      scheduler.schedule { for effect in effects { effect() } }
    }
    func poll() {
      guard !done else { return }
      if isHeld() { scheduler.schedule(after: Self.touchUpPollInterval, poll) } else { finish() }
    }
    scheduler.schedule(after: Self.touchUpHoldLimit, finish)
    scheduler.schedule { poll() }
  }

  /// The system cancelled a touch, or its observer stopped seeing it.
  func touchCancelled(_ key: ObjectIdentifier, source: ObjectIdentifier) {
    if let id = touches.end(key, source: source) { dispatch(engine.touchCancelled(id)) }
  }

  /// Whether the touch is on a presentation DismissKit does not manage (alert, share
  /// sheet, system menu; N2–N5), deciding nothing; an idle window does not check.
  private func isSystemSurface(_ node: (any DismissNode)?) -> Bool {
    guard let node, let platform else { return false }
    guard focus.hasResponder || !engine.isIdle || roots.contains(where: \.hasWrittenDismissal)
    else { return false }
    return NodeSurface.isSystemSurface(node, surface: { platform.surface(of: $0) })
  }

  // MARK: - Focus

  /// A responder took focus: a text input's begin-editing notification (F1),
  /// or one a scope reported (`reporter`).
  func focusDidBegin(
    _ responder: AnyObject, input: (any DismissNode)?, reportedBy reporter: (any WindowScope)? = nil
  ) {
    prune()
    setFocus(restoring: focus.begin(responder, node: input, reporter: reporter))
  }

  /// A responder lost focus; a late end for an older responder is ignored.
  func focusDidEnd(_ responder: AnyObject) { if focus.end(responder) { focusEnded() } }

  private func focusEnded() {
    focusPolicy = nil
    if engine.isFocused { dispatch(engine.setFocus(nil)) }
  }

  /// Gives the engine the focused input and the layers holding it. `restoring`: as before
  /// an event whose resign did not happen; the focus-outside pass dismisses nothing (rule 7).
  func setFocus(restoring: Bool = false) {
    guard focus.hasResponder else { return }
    prepare()
    var owner = focusOwner()
    var path: [PathElement] = [.unregistered(.textInput)]
    if let node = focus.node {
      if let root = owner as? RootCoordinator, let point = root.focusPoint(of: node) {
        owner = measureRoots(root, hit: node, at: point, refines: true, forTouch: false).owner
        path = (owner as? RootCoordinator)?.focusPath(of: node, at: point) ?? path
      } else {
        for root in roots { root.forgetFrames() }
      }
      path += HitPathBuilder.path(from: node, mappings: layers.mappings)
    }
    focusPolicy = owner?.policy
    let effects = engine.setFocus(hitPath: path)
    for case .dismissLayer(let id, _) in effects where restoring { engine.refuseDismissal(id) }
    if !restoring { dispatch(effects) }
  }

  /// Ends editing in the window; `false` when the responder refused: it keeps focus.
  @discardableResult
  func resignFocus() -> Bool {
    let (responder, node, reporter) = (focus.responder, focus.node, focus.reporter)
    focus.clear()
    if platform?.resignFocus(responder) ?? true {
      // Unless the app's end-editing handler already focused another input.
      if !focus.hasResponder { focusEnded() }
      return true
    }
    guard let responder else { return false }
    focus.begin(responder, node: node, reporter: reporter)
    setFocus(restoring: true)
    return false
  }

  func focusOwner() -> (any WindowScope)? {
    guard focus.hasResponder else { return nil }
    if let node = focus.node { return scope(for: node) }
    return focus.reporter.flatMap { $0.isServing ? $0 : nil }
  }

  // MARK: - Escape

  /// Where an escape goes (rule 7): of each table's top open layer that no
  /// presentation covers, the one drawn in front; else the focus owner (`nil`
  /// for a key press it does not take). `passingOverSystem`: see K13.
  private func escapeRoute(keyPress: Bool, passingOverSystem: Bool = false)
    -> (policy: DismissPolicy, hidden: [RegionID])?
  {
    let open = engine.openLayers
    let owners = open.reversed().map { (id: $0, owner: layerOwner($0)) }
    var front: (table: ObjectIdentifier, node: any DismissNode, scope: (any WindowScope)?)?
    var tables: Set<ObjectIdentifier> = []
    // Only each table's top layer competes.
    for case (_, let owner?) in owners
    where tables.insert(owner.table).inserted
      && platform?.isCovered(owner.node, passingOverSystem: passingOverSystem) != true
      && front.map({ owner.node.isInFront(of: $0.node) }) ?? true
    {
      front = owner
    }
    var scope = front?.scope
    if front == nil {
      let scopes = entries.lazy.compactMap(\.scope)
      guard focus.hasResponder,
        let found = focusOwner() ?? scopes.first(where: { $0.isServing && isInWindow($0) })
      else { return nil }
      scope = found
    }
    if keyPress, scope?.takesEscapeKey == false { return nil }
    let policy = (scope === focusOwner() ? focusPolicy : nil) ?? scope?.policy ?? engine.policy
    let hidden = front.map { front in owners.filter { $0.owner?.table != front.table }.map(\.id) }
    return (policy, hidden ?? open)
  }

  private func layerOwner(_ id: RegionID)
    -> (table: ObjectIdentifier, node: any DismissNode, scope: (any WindowScope)?)?
  {
    guard let index = layers.index(of: id) else {
      return roots.lazy.compactMap { root in
        root.node(ofLayer: id).map { (ObjectIdentifier(root), $0, root) }
      }.first
    }
    return layers.registrations[index].node.node.map {
      (ObjectIdentifier(layers), $0, scope(for: $0) { !($0 is RootCoordinator) })
    }
  }

  /// Whether the Escape key would act now, or once the system's
  /// presentations in front go: the key command waits beneath them (K13).
  var escapeKeyWouldAct: Bool {
    prepareLayers()
    for root in roots { root.settleAnchors() }
    // With no layer open, only the keyboard could go: most often it may not.
    guard
      !engine.openLayers.isEmpty
        || focus.hasResponder && (focusPolicy ?? engine.policy).escapeDismissesKeyboard,
      let route = escapeRoute(keyPress: true, passingOverSystem: true)
    else { return false }
    return engine.escapeWouldAct(
      escapeDismissesKeyboard: route.policy.escapeDismissesKeyboard, passingOver: route.hidden)
  }

  /// An escape (`keyPress`: DismissKit's Escape-key command); returns whether
  /// it dismissed something or ended editing.
  @discardableResult
  func escape(_ source: EscapeSource, keyPress: Bool = false) -> Bool {
    prune()
    // The next event: a binding whose setter refused `false` is open again (S25).
    prepare()
    guard let route = escapeRoute(keyPress: keyPress) else { return false }
    if touches.isEmpty, engine.policy != route.policy { engine.policy = route.policy }
    return dispatch(engine.escape(source, passingOver: route.hidden), isEscape: true)
  }
}
