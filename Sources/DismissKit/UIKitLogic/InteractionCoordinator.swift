import DismissCore

/// The platform-neutral heart of an adapter: one engine for one observed
/// scope (a window or a screen), fed with touches, focus changes and
/// escapes, whose effects it carries out through the layer sources and the
/// host.
///
/// Before every event it brings the engine in step with the screen (see
/// ``LayerRegistry/reconcile(engine:directory:host:)``); then it builds the
/// hit path from the node a touch hit, asks the engine, and dispatches the
/// effects. It holds the host and the layer sources weakly: the host (the
/// UIKit interaction) owns the coordinator. It is a client of its window's
/// ``DismissWindowHub``, which hands it its touches, the window's focus and
/// its escapes, and through which it resigns.
@MainActor
final class InteractionCoordinator {
  /// The engine. Tests read it; the coordinator alone drives it.
  private(set) var engine: DismissEngine
  /// The host: the observed scope.
  weak var host: (any InteractionHost)?
  /// The hub of the window the scope is in, once attached.
  weak var hub: DismissWindowHub?
  /// Whether Escape presses that the window observes are for this
  /// coordinator (`DismissInteraction.handlesEscapeKey`).
  var handlesEscapeKey = true
  /// Where layer sources announce themselves.
  let directory: LayerDirectory
  /// The registered layers.
  let registry: LayerRegistry
  /// The touches that are down.
  private(set) var touches = TouchTable()
  /// The last dismissal token handed out.
  var lastToken: UInt64 = 0
  /// Whether the coordinator served last time it was asked: when the host
  /// stops serving, everything is forgotten once.
  private var wasServing = false

  /// Creates a coordinator.
  init(
    policy: DismissPolicy = DismissPolicy(), directory: LayerDirectory,
    reportMisuse: MisuseReporter = .standard
  ) {
    self.engine = DismissEngine(policy: policy)
    self.directory = directory
    self.registry = LayerRegistry(reportMisuse: reportMisuse)
  }

  /// The policy of the engine.
  var policy: DismissPolicy {
    get { engine.policy }
    set { engine.policy = newValue }
  }

  // MARK: - Touches

  /// A touch went down on `hit` (UIKit's `touch.view`): its target is the
  /// path from `hit` up, taken now and kept for the touch's life.
  ///
  /// A touch that another client of the window decides (`isOwner` false)
  /// keeps only the registered layers on its path, then
  /// ``DismissWindowHub/outsideMarker``: this coordinator's layers follow the
  /// outside-touch rules, and the keyboard is left to the owner.
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

  /// A touch moved.
  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double) {
    guard let id = touches.id(for: key), prepare() != nil else { return }
    apply(engine.touchMoved(id, to: point, time: time))
  }

  /// A touch lifted.
  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double) {
    guard let id = touches.end(key), prepare() != nil else { return }
    apply(engine.touchUp(id, at: point, time: time))
  }

  /// The system cancelled a touch.
  func touchCancelled(_ key: ObjectIdentifier) {
    guard let id = touches.end(key) else { return }
    apply(engine.touchCancelled(id))
  }

  /// Cancels every touch that is down (the observer was reset or removed).
  func cancelAllTouches() {
    for id in touches.removeAll() { engine.touchCancelled(id) }
  }

  /// Whether any touch is down.
  var hasTouches: Bool { !touches.isEmpty }

  // MARK: - Focus

  /// A text input of the window took focus. `node` is where it sits (the
  /// responder itself for a view), or `nil` for a responder that is not a
  /// view. The path goes from the node up, wherever it is: an input outside
  /// this scope is outside its layers, unless a registered layer holds the
  /// view it sits in (a presented view controller hosting SwiftUI). Which
  /// responder has focus is the hub's to track.
  func focusDidBegin(at node: (any DismissNode)?, isOwner: Bool = true) {
    guard let host = prepare() else { return }
    var path = HitPathBuilder.path(
      from: node, role: { host.role(of: $0) }, mappings: { self.registry.mappings(for: $0) })
    if path.isEmpty { path = [.unregistered(.textInput)] }
    apply(engine.setFocus(hitPath: path))
  }

  /// Focus ended.
  func focusDidEnd() {
    guard engine.isFocused, prepare() != nil else { return }
    apply(engine.setFocus(nil))
  }

  // MARK: - Escape

  /// An escape (the hardware Escape key or the accessibility escape).
  /// Returns whether it dismissed something.
  /// Its effects run at once (the key command or the accessibility action
  /// is the delivery), after the veto: a layer that refuses was not
  /// dismissed, so VoiceOver's escape goes on to its next handler.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    guard prepare() != nil else { return false }
    return apply(engine.escape(source), delivery: .now, isEscape: true)
  }

  /// Whether an escape now would dismiss something or end editing: the
  /// top-most open layer reacts to `escape`; with no layer open, a text
  /// input has focus and the policy's `escapeDismissesKeyboard` is on.
  var escapeWouldAct: Bool {
    guard prepare() != nil else { return false }
    return engine.escapeWouldAct()
  }

  // MARK: - Life

  /// Brings the engine in step before an event; `nil` when the host does
  /// not serve (then everything was forgotten).
  func prepare() -> (any InteractionHost)? {
    guard let host, host.isServing else {
      if wasServing { detach() }
      return nil
    }
    wasServing = true
    registry.reconcile(engine: &engine, directory: directory, host: host)
    return host
  }

  /// Forgets everything: touches, layers and focus. The host calls it when
  /// it leaves its view.
  func detach() {
    wasServing = false
    cancelAllTouches()
    registry.removeAll(engine: &engine)
    engine.setFocus(nil)
  }

  /// Closes a layer in the engine (a dismissal finished).
  func close(_ layer: RegionID) {
    engine.close(layer)
  }

  /// A registered layer's source refused its dismissal.
  func refuse(at index: Int) {
    registry.refuse(at: index, engine: &engine)
  }

  /// A registered layer's source finished its dismissal.
  func finish(at index: Int) {
    let node = registry.registrations[index].node.node
    let isVisible = node.map { host?.presence(of: $0) == .visible } ?? false
    registry.finish(at: index, isVisible: isVisible, engine: &engine)
  }
}

extension InteractionCoordinator: DismissHubClient {
  var hubScope: (any DismissNode)? { host?.scopeNode }
  var isActiveInHub: Bool { host?.isServing ?? false }
  var takesObservedEscapeKey: Bool { handlesEscapeKey }
  /// A per-screen interaction joins its window again at its next touch
  /// there; a window's interaction is always in its window.
  var leavesHubOutsideWindow: Bool { true }
  func hubDidRemove() { detach() }

  /// The node of the open layer opened last.
  func frontOpenLayer() -> (any DismissNode)? {
    guard prepare() != nil else { return nil }
    return registry.frontOpenNode(engine: engine)
  }
}
