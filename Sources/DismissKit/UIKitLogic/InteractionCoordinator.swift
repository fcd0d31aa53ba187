import DismissCore

/// The platform-neutral heart of the UIKit adapter: one engine for one
/// scope (a window or a screen). Before every event it reconciles the
/// layers with the screen, then builds the hit path, asks the engine and
/// dispatches the effects. Host and sources are weak (the host owns it).
@MainActor
final class InteractionCoordinator {
  /// The coordinator and its effect dispatch drive it; tests read it.
  var engine: DismissEngine
  weak var host: (any InteractionHost)?
  weak var hub: DismissWindowHub?
  /// `DismissInteraction.handlesEscapeKey`.
  var handlesEscapeKey = true
  let directory: LayerDirectory
  let registry: LayerRegistry
  private(set) var touches = TouchTable()
  var lastToken: UInt64 = 0
  /// Events that asked to resign on their own, so far (B9).
  var resignRequests: UInt64 = 0
  /// When the host stops serving, everything is forgotten once.
  private var wasServing = false

  init(
    policy: DismissPolicy = DismissPolicy(), directory: LayerDirectory,
    reportMisuse: MisuseReporter = .standard
  ) {
    self.engine = DismissEngine(policy: policy)
    self.directory = directory
    self.registry = LayerRegistry(reportMisuse: reportMisuse)
  }

  var policy: DismissPolicy {
    get { engine.policy }
    set { engine.policy = newValue }
  }

  // MARK: - Touches

  /// A touch went down on `hit` (`touch.view`, T4); its path is kept for the
  /// touch's life. A non-owner keeps only its layers on the path, then
  /// ``DismissWindowHub/outsideMarker``: the keyboard is the owner's.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool = true
  ) {
    guard let host = prepare() else { return }
    let id = touches.begin(key)
    var path = HitPathBuilder.path(
      from: hit, role: { isOwner ? host.role(of: $0) : .content },
      mappings: { self.registry.mappings(for: $0) })
    path = registry.applyingFullScreenBackdrop(to: path, engine: engine)
    path = registry.applyingDismissingSurfaces(to: path, at: point, engine: engine, host: host)
    if !isOwner { path.append(DismissWindowHub.outsideMarker) }
    apply(engine.touchDown(id, at: point, time: time, pointer: pointer, hitPath: path))
  }

  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double) {
    guard let id = touches.id(for: key), prepare() != nil else { return }
    apply(engine.touchMoved(id, to: point, time: time))
  }

  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double) {
    guard let id = touches.end(key), prepare() != nil else { return }
    apply(engine.touchUp(id, at: point, time: time))
  }

  func touchCancelled(_ key: ObjectIdentifier) {
    guard let id = touches.end(key) else { return }
    apply(engine.touchCancelled(id))
  }

  // MARK: - Focus

  /// A text input took focus at `node`. An input outside this scope is
  /// outside its layers, unless a registered layer holds its view.
  func focusDidBegin(at node: (any DismissNode)?, isOwner: Bool = true) {
    apply(setFocus(at: node))
  }

  func restoreFocus(at node: (any DismissNode)?, isOwner: Bool = true) {
    for case .dismissLayer(let id, _) in setFocus(at: node) { engine.refuseDismissal(id) }
  }

  private func setFocus(at node: (any DismissNode)?) -> [DismissEffect] {
    guard let host = prepare() else { return [] }
    var path = HitPathBuilder.path(
      from: node, role: { host.role(of: $0) }, mappings: { self.registry.mappings(for: $0) })
    if path.isEmpty { path = [.unregistered(.textInput)] }
    return engine.setFocus(hitPath: path)
  }

  func focusDidEnd() {
    guard engine.isFocused, prepare() != nil else { return }
    apply(engine.setFocus(nil))
  }

  // MARK: - Escape

  /// An escape (Escape key or accessibility); returns whether it dismissed.
  /// Effects run at once, after the veto, so a refused VoiceOver escape goes
  /// on to its next handler (K5).
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    guard prepare() != nil else { return false }
    return apply(engine.escape(source), isEscape: true)
  }

  /// Whether an escape now would dismiss a layer or end editing.
  var escapeWouldAct: Bool {
    guard prepare() != nil else { return false }
    return engine.escapeWouldAct()
  }

  // MARK: - Life

  /// Reconciles before an event; `nil` when the host does not serve.
  func prepare() -> (any InteractionHost)? {
    guard let host, host.isServing else {
      if wasServing { detach() }
      return nil
    }
    wasServing = true
    registry.reconcile(engine: &engine, directory: directory, host: host)
    return host
  }

  /// Forgets touches, layers and focus (the host left its view).
  func detach() {
    wasServing = false
    // Every touch down is cancelled (the observer was reset or removed).
    for id in touches.removeAll() { engine.touchCancelled(id) }
    registry.removeAll(engine: &engine)
    engine.setFocus(nil)
  }
}

extension InteractionCoordinator: DismissHubClient {
  var hubScope: (any DismissNode)? { host?.scopeNode }
  var isActiveInHub: Bool { host?.isServing ?? false }
  var takesEscapeKey: Bool { handlesEscapeKey }
  var escapeDismissesKeyboard: Bool { engine.policy.escapeDismissesKeyboard }
  /// A per-screen interaction rejoins at its next touch (L12).
  func hubDidRemove() { detach() }

  func frontOpenLayer() -> (any DismissNode)? {
    guard prepare() != nil else { return nil }
    return registry.frontOpenNode(engine: engine)
  }
}
