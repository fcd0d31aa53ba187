import DismissCore
import Testing

@testable import DismissKit

/// A fake view: a name, a role, a parent held weakly and children held
/// strongly, as UIKit does.
@MainActor
final class FakeNode: DismissNode {
  let name: String
  var role: DismissViewRole
  var isHidden = false
  var isTransparent = false
  /// Whether this node is the view of a presentation (a root or presented
  /// view controller's view), for the SwiftUI adapter's presentation logic.
  var isPresentation = false
  /// The frame in window coordinates, for geometric checks; `nil` contains
  /// no point.
  var frame: Rect?
  /// What the platform says the node is to its window (read by
  /// `FakeHost.surface(of:)` when it reports surfaces).
  var surface: NodeSurface = .unknown
  private(set) weak var parent: FakeNode?
  private(set) var children: [FakeNode] = []

  init(_ name: String, role: DismissViewRole = .content) {
    self.name = name
    self.role = role
  }

  var dismissNodeParent: (any DismissNode)? { parent }
  var dismissNodeIndex: Int { parent?.children.firstIndex { $0 === self } ?? 0 }

  /// Adds a child (moving it from its current parent) and returns it.
  @discardableResult
  func add(_ child: FakeNode) -> FakeNode {
    child.removeFromParent()
    child.parent = self
    children.append(child)
    return child
  }

  /// Creates and adds a child.
  @discardableResult
  func add(_ name: String, role: DismissViewRole = .content) -> FakeNode {
    add(FakeNode(name, role: role))
  }

  func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The nearest node at or above this one marked as a presentation, else
  /// the root of the tree.
  var presentation: FakeNode {
    var node = self
    while !node.isPresentation, let parent = node.parent { node = parent }
    return node
  }

  func isDescendant(of ancestor: FakeNode) -> Bool {
    var node: FakeNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }
}

/// A fake host: a scope over the subtree of `scope`, and the platform of
/// the fake window's coordinator, which resigns through it.
@MainActor
final class FakeHost: WindowScope, WindowPlatform {
  weak var scope: FakeNode?
  var isServing = true
  var policy = DismissPolicy()
  var takesEscapeKey = true
  var roleOverride: ((FakeNode) -> DismissViewRole?)?
  /// What `resignFocus` was asked, in order (`nil`: no tracked responder).
  private(set) var resigned: [ObjectIdentifier?] = []
  /// Whether the responder refuses to resign.
  var refusesResign = false
  /// Runs while a resign is under way (an app's end-editing handler).
  var onResign: (() -> Void)?

  init(scope: FakeNode) { self.scope = scope }

  var scopeNode: (any DismissNode)? { scope }

  func role(of node: any DismissNode) -> DismissViewRole {
    guard let node = node as? FakeNode else { return .content }
    return roleOverride?(node) ?? node.role
  }

  func isServed(_ node: any DismissNode) -> Bool { isInScope(node) }
  func windowDidRemove() {}
  func escapeMayHaveChanged() {}

  func isInScope(_ node: any DismissNode) -> Bool {
    guard let node = node as? FakeNode, let scope else { return false }
    return node.isDescendant(of: scope)
  }

  /// The window's bounds, for telling views slid off the screen; `nil`:
  /// no such check.
  var windowBounds: Rect?

  func presence(of node: any DismissNode) -> NodePresence {
    guard let fake = node as? FakeNode, isInScope(fake) else { return .gone }
    var transparent = false
    var hidden = false
    var current: FakeNode? = fake
    while let c = current {
      if c.isHidden { hidden = true }
      if c.isTransparent { transparent = true }
      current = c.parent
    }
    return NodePresence(
      isHidden: hidden, isTransparent: transparent, frameInWindow: fake.frame,
      windowBounds: windowBounds)
  }

  func frame(of node: any DismissNode, contains point: Point) -> Bool {
    (node as? FakeNode)?.frame?.contains(point) ?? false
  }

  /// Whether `surface(of:)` reads the nodes' marks; off: every node is the
  /// app's.
  var reportsSurfaces = false
  /// How many times the hub asked for a surface.
  private(set) var surfaceQueries = 0
  /// How many times the hub said it has no client left.
  private(set) var emptyReports = 0

  func surface(of node: any DismissNode) -> NodeSurface {
    surfaceQueries += 1
    guard reportsSurfaces else { return .app }
    return (node as? FakeNode)?.surface ?? .unknown
  }

  /// In the window: under the scope (the fake window).
  func isInWindow(_ node: any DismissNode) -> Bool {
    guard let node = node as? FakeNode, let scope else { return false }
    return node.isDescendant(of: scope)
  }

  func coordinatorDidBecomeEmpty() { emptyReports += 1 }
  func isFocused(_ responder: AnyObject) -> Bool { true }
  func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool { false }

  func resignFocus(_ responder: AnyObject?) -> Bool {
    resigned.append(responder.map(ObjectIdentifier.init))
    onResign?()
    return !refusesResign
  }
}

/// A fake layer source: an overlay view with its settings and a scripted
/// dismissal.
@MainActor
final class FakeLayer: DismissLayerSource {
  enum Dismissal {
    /// Removes the node from its parent and finishes at once.
    case removeNow
    /// Keeps the completion for the test to call (an animation).
    case manual
    /// Refuses at once.
    case refuse
  }

  weak var node: FakeNode?
  var triggers: DismissTriggers
  private var excluded: [WeakFake] = []
  weak var backdrop: FakeNode?
  var isFullScreen = false
  private var covered: [WeakFake] = []
  weak var anchor: FakeNode?
  var usesParentAsAnchor = true
  var isPresentation = false
  var coversNested = false
  var dismissal: Dismissal
  private(set) var dismissCount = 0
  var pending: [(Bool) -> Void] = []
  /// Runs on every dismissal, e.g. to record the order.
  var onDismiss: (() -> Void)?

  private struct WeakFake { weak var node: FakeNode? }

  init(
    _ node: FakeNode, triggers: DismissTriggers = .default, excluding: [FakeNode] = [],
    dismissal: Dismissal = .removeNow
  ) {
    self.node = node
    self.triggers = triggers
    self.dismissal = dismissal
    self.excluded = excluding.map { WeakFake(node: $0) }
  }

  var excludedNodes: [FakeNode] {
    get { excluded.compactMap(\.node) }
    set { excluded = newValue.map { WeakFake(node: $0) } }
  }

  var coveredNodes: [FakeNode] {
    get { covered.compactMap(\.node) }
    set { covered = newValue.map { WeakFake(node: $0) } }
  }

  var layerNode: (any DismissNode)? { node }
  var layerTriggers: DismissTriggers { triggers }
  var layerExcludedNodes: [any DismissNode] { excludedNodes }
  var layerModality: LayerModality {
    if let backdrop { return .backdrop(backdrop) }
    return isFullScreen ? .fullScreen : .none
  }
  var layerCoveredNodes: [any DismissNode] { coveredNodes }
  var layerParentAnchor: (any DismissNode)? { usesParentAsAnchor ? node?.parent : anchor }
  var layerDismissesNestedPresentations: Bool? { isPresentation ? coversNested : nil }
  var layerSwallowsOutsideTouches = false

  /// The reasons of the dismissals, in order.
  private(set) var reasons: [DismissReason] = []
  /// The reasons the veto was asked about, in order.
  private(set) var askedReasons: [DismissReason] = []
  /// The veto: `false` refuses synchronously.
  var shouldDismiss: (DismissReason) -> Bool = { _ in true }

  func layerShouldDismiss(_ reason: DismissReason) -> Bool {
    askedReasons.append(reason)
    return shouldDismiss(reason)
  }

  func dismissLayer(reason: DismissReason, completion: @escaping @MainActor (Bool) -> Void) {
    reasons.append(reason)
    dismissCount += 1
    onDismiss?()
    switch dismissal {
    case .removeNow:
      node?.removeFromParent()
      completion(true)
    case .manual:
      pending.append(completion)
    case .refuse:
      completion(false)
    }
  }

  /// Finishes the oldest pending dismissal.
  func finish(_ finished: Bool = true) {
    guard !pending.isEmpty else { return }
    pending.removeFirst()(finished)
  }
}

/// A scheduler that the test runs by hand: the main queue's next turn.
@MainActor
final class ManualScheduler: DismissScheduler {
  private var queue: [@MainActor () -> Void] = []

  /// The number of blocks waiting.
  var pendingCount: Int { queue.count }

  func schedule(_ work: @escaping @MainActor () -> Void) { queue.append(work) }

  /// Runs everything scheduled, including what the blocks schedule in
  /// turn, in order.
  func runAll() {
    var guardCount = 0
    while !queue.isEmpty && guardCount < 10_000 {
      queue.removeFirst()()
      guardCount += 1
    }
  }
}

/// Records misuse messages.
@MainActor
final class MisuseLog {
  private(set) var messages: [String] = []
  var reporter: MisuseReporter {
    MisuseReporter { [weak self] message in self?.messages.append(message) }
  }
}

/// A window coordinator over a fake window, its one scope the fake host,
/// with helpers to touch nodes.
@MainActor
final class FakeScreen {
  let window = FakeNode("window")
  let host: FakeHost
  let coordinator: WindowCoordinator
  let directory = LayerDirectory()
  /// The window's main queue: `tap` and the other helpers run it after each
  /// event, as the run loop does once UIKit has delivered a touch.
  let scheduler = ManualScheduler()
  /// Whether the helpers run the scheduler after each event (default);
  /// turn it off to look between the event and the next turn.
  var runsMainQueue = true
  private var time = 0.0
  private var nextKey = 0
  private var keys: [FakeTouch] = []

  /// A stand-in for a `UITouch` object: only its identity matters.
  final class FakeTouch {}

  init(policy: DismissPolicy = DismissPolicy()) {
    host = FakeHost(scope: window)
    host.policy = policy
    coordinator = WindowCoordinator(platform: host, scheduler: scheduler, directory: directory)
    coordinator.add(host)
  }

  var hub: WindowCoordinator { coordinator }

  var engine: DismissEngine { coordinator.engine }

  /// Registers a layer source with the directory.
  func register(_ layer: FakeLayer) { directory.add(layer) }

  /// A new touch key.
  func newTouch() -> ObjectIdentifier {
    let touch = FakeTouch()
    keys.append(touch)
    return ObjectIdentifier(touch)
  }

  /// The fake window's touch observer, as the hub knows it.
  let observer = ObjectIdentifier(FakeTouch.self)

  /// A touch goes down on a node, through the window's hub.
  func down(
    _ node: FakeNode?, _ key: ObjectIdentifier, at point: Point = Point(x: 0, y: 0),
    pointer: PointerKind = .finger
  ) {
    time += 0.01
    hub.touchBegan(key, hit: node, at: point, time: time, pointer: pointer, source: observer)
    turn()
  }

  /// Runs the main queue, when the helpers do.
  func turn() { if runsMainQueue { scheduler.runAll() } }

  func up(_ key: ObjectIdentifier, at point: Point = Point(x: 0, y: 0)) {
    time += 0.05
    hub.touchEnded(key, at: point, time: time, source: observer)
    turn()
  }

  func move(_ key: ObjectIdentifier, to point: Point) {
    time += 0.01
    hub.touchMoved(key, to: point, time: time, source: observer)
    turn()
  }

  /// A tap on a node: down and up at the same point.
  func tap(_ node: FakeNode?) {
    let key = newTouch()
    down(node, key)
    up(key)
  }

  /// Reports focus on a text input node, as its begin-editing notification
  /// does.
  func focus(_ node: FakeNode) {
    hub.focusDidBegin(node, input: node)
    turn()
  }

  /// Reports the end of a node's focus, as its end-editing notification
  /// does.
  func endFocus(_ node: FakeNode) { hub.focusDidEnd(node) }

  /// The engine state of a layer source.
  func state(of layer: FakeLayer) -> LayerState {
    guard let r = coordinator.layers.registration(of: layer) else { return .closed }
    return engine.state(of: r.layer)
  }

  /// The layer region of a source.
  func region(of layer: FakeLayer) -> RegionID? {
    coordinator.layers.registration(of: layer)?.layer
  }

  /// Brings the engine in step without an event.
  func reconcile() { coordinator.prepareLayers() }
}

extension LayerRegistry {
  var isEmpty: Bool { registrations.isEmpty }
}

extension LayerDirectory {
  var count: Int {
    var n = 0
    forEachLayer { _ in n += 1 }
    return n
  }
}
