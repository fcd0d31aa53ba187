import DismissCore
import DismissTestSupport

@testable import DismissKit

/// Runs an ``AdapterCase`` through the platform-neutral adapter path (the
/// window hub, the coordinator, the layer registry, the touch table and the
/// effect dispatch, with its deferral to the main queue) over a fake app,
/// and, beside it, through the ``ReferenceModel``; after every step it
/// checks the invariants below and throws the first that breaks.
///
/// The fake app behaves as UIKit does as far as the adapters know it: a
/// touch hits the front-most view at its point (the reference model's hit
/// test), a resign ends editing at once, a text field that leaves the
/// window ends editing, the app carries out a dismissal as its layer says
/// (removes the view, runs an exit animation that a later step ends or
/// interrupts, or refuses), and can veto one synchronously.
///
/// Invariants, each named in a failure:
/// - `agreement`: once the main queue has turned, the adapter's engine, the
///   reference model and the fake app agree on which layers are open,
///   being dismissed or closed, and on whether an input has focus;
/// - `decisions`: what the adapter carries out (each layer dismissal with
///   its reason, each resign) is what the reference model decides for the
///   same scene and events, in order, less what the app vetoed: the adapter
///   adds no decision of its own;
/// - `delivery`: a touch's or a focus change's effects run on a later turn
///   of the main queue, never inside the event; an escape's at once;
/// - `gone`: no dismissal is carried out for a view that is not in the
///   window, and none twice while the first is under way;
/// - `system`: a touch on a system presentation decides nothing;
/// - `idle`: a touch on an idle adapter (no focus, no open layer) schedules
///   nothing, carries out nothing and asks no view what surface it is on.
///   It does walk the touched view's superviews once at its down (the
///   hub to find the owner, the coordinator to build the target path) and
///   brings the layer registry in step: a layer the app presented since the
///   last event must be known before the touch is recorded, or the touch
///   could not dismiss it (rule 5 skips layers opened after a touch's
///   down). That walk is O(depth) and is not counted as work here;
/// - `escape key`: after a turn, the Escape key command is on exactly when
///   an escape would do something by the rules;
/// - `lifetime` (checked by ``run(_:)`` after the case): everything the
///   adapter held is released with the fake app.
@MainActor
final class AdapterHarness {
  struct Failure: Error, CustomStringConvertible {
    var step: Int
    var invariant: String
    var message: String
    var description: String { "[\(invariant)] at step \(step): \(message)" }
  }

  let testCase: AdapterCase
  private(set) var screen: FakeScreen
  let app = FakeNode("app")
  let alert = FakeNode("alert")
  /// The keyboard's own window, with a chat composer (an input accessory
  /// view): not under the app's window.
  let keyboardWindow = FakeNode("keyboard window")
  private(set) var composer = FakeNode("composer", role: .textInput)
  private var composerRegion = 0
  private(set) var contentNodes: [FakeNode] = []
  private(set) var layerNodes: [FakeNode] = []
  private(set) var itemNodes: [FakeNode] = []
  private(set) var fieldNodes: [FakeNode] = []
  private(set) var backdropNodes: [FakeNode?] = []
  private(set) var sources: [FakeLayer] = []
  private var registered: [Bool] = []
  private var model = ReferenceModel(RefScene(regions: []))
  /// Fake node of each reference region, and region of each node.
  private var nodeOfRegion: [FakeNode] = []
  private var regionOfLayer: [Int] = []
  private var regionOfField: [Int] = []
  private var touchObjects: [Int: FakeScreen.FakeTouch] = [:]
  private var time = 0.0

  // What is expected at the next turn of the main queue.
  private var expectedCalls: [Call] = []
  /// What an escape is expected to carry out at once, and what it did.
  private var expectedNow: [Call] = []
  private var expectsResign = false
  private var focusChangedSinceResign = false
  /// What the adapter carried out since the last check.
  private var calls: [Call] = []
  /// The app's focused input.
  private var appFocus: FakeNode?
  private var inTurn = false
  private var inEscape = false
  private var pendingAnimations: [Int] = []
  private(set) var stepIndex = 0
  private(set) var checks = 0

  struct Call: Equatable, CustomStringConvertible {
    var layer: Int
    var reason: DismissReason
    var description: String { "dismiss L\(layer) (\(reason))" }
  }

  init(_ testCase: AdapterCase) {
    self.testCase = testCase
    screen = FakeScreen(policy: testCase.policy)
    screen.runsMainQueue = false
    var regions: [RefScene.Region] = []
    let kind = { (role: DismissViewRole) -> (RegionKind, KeyboardBehavior?) in
      switch role {
      case .textInput: (.textInput, nil)
      case .control: (.control, nil)
      case .content: (.container, nil)
      case .keyboard(let behavior): (.container, behavior)
      }
    }
    screen.window.add(app)
    for (i, view) in testCase.content.enumerated() {
      let node = FakeNode("view\(i)", role: view.role)
      node.frame = view.frame
      (view.parent.map { contentNodes[$0] } ?? app).add(node)
      contentNodes.append(node)
      let (k, keyboard) = kind(view.role)
      var region = RefScene.Region(id: "view\(i)", kind: k, frame: view.frame, parent: view.parent)
      region.keyboard = keyboard
      regions.append(region)
      nodeOfRegion.append(node)
    }
    for (l, layer) in testCase.layers.enumerated() {
      let node = FakeNode("L\(l)")
      node.frame = layer.frame
      let half = layer.frame.height / 2
      let item = node.add("L\(l).item", role: .control)
      item.frame = Rect(x: layer.frame.x, y: layer.frame.y, width: layer.frame.width, height: half)
      let field = node.add("L\(l).field", role: .textInput)
      field.frame = Rect(
        x: layer.frame.x, y: layer.frame.y + half, width: layer.frame.width, height: half)
      layerNodes.append(node)
      itemNodes.append(item)
      fieldNodes.append(field)
      let source = FakeLayer(
        node, triggers: layer.triggers,
        excluding: layer.excluded.map { [contentNodes[$0]] } ?? [],
        dismissal: layer.dismissal == .animated
          ? .manual : layer.dismissal == .refuseLater ? .refuse : .removeNow)
      if layer.isModal {
        let backdrop = FakeNode("L\(l).backdrop")
        backdrop.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        backdropNodes.append(backdrop)
        source.backdrop = backdrop
      } else {
        backdropNodes.append(nil)
      }
      let vetoes = layer.vetoes
      source.shouldDismiss = { !vetoes.contains($0) }
      sources.append(source)
      registered.append(false)
      var region = RefScene.Region(
        id: "L\(l)", kind: .layer, frame: layer.frame,
        parent: layer.parent.map { regionOfLayer[$0] })
      region.dismissOn = layer.triggers
      region.backdrop = layer.isModal ? Rect(x: 0, y: 0, width: 390, height: 844) : nil
      region.excluding = layer.excluded.map { [$0] } ?? []
      regionOfLayer.append(regions.count)
      regions.append(region)
      nodeOfRegion.append(node)
      regions.append(
        RefScene.Region(
          id: "L\(l).item", kind: .control, frame: item.frame!, parent: regionOfLayer[l]))
      nodeOfRegion.append(item)
      regionOfField.append(regions.count)
      regions.append(
        RefScene.Region(
          id: "L\(l).field", kind: .textInput, frame: field.frame!, parent: regionOfLayer[l]))
      nodeOfRegion.append(field)
    }
    keyboardWindow.add(composer)
    // The reference model's composer: a text input outside every layer that
    // no touch of the app's window hits (an empty frame contains nothing).
    composerRegion = regions.count
    regions.append(
      RefScene.Region(
        id: "composer", kind: .textInput, frame: Rect(x: 0, y: 0, width: 0, height: 0)))
    let alertField = alert.add("alert.field", role: .textInput)
    alertField.frame = Rect(x: 40, y: 400, width: 310, height: 44)
    alert.frame = Rect(x: 20, y: 300, width: 350, height: 200)
    screen.window.add(alert)
    model = ReferenceModel(
      RefScene(policy: testCase.policy, regions: regions),
      options: ReferenceModel.Options(
        hostClosesDismissed: false, hostActsOnTaps: false, focusMustBePresent: true))
    app.surface = .app
    alert.surface = .system
    screen.host.reportsSurfaces = true
    screen.host.onResign = { [weak self] in self?.appResigned() }
    for (l, source) in sources.enumerated() {
      source.onDismiss = { [weak self, weak source] in
        guard let self, let source, let reason = source.reasons.last else { return }
        self.adapterDismissed(l, reason: reason)
      }
    }
  }

  // MARK: - Running

  /// Runs every step, checking after each.
  func runAll() throws {
    for (i, step) in testCase.steps.enumerated() {
      stepIndex = i
      try run(step)
    }
    stepIndex = testCase.steps.count
    try run(.turn)
  }

  private func fail(_ invariant: String, _ message: String) -> Failure {
    Failure(step: stepIndex, invariant: invariant, message: message)
  }

  private func touchKey(_ key: Int) -> ObjectIdentifier {
    if let object = touchObjects[key] { return ObjectIdentifier(object) }
    let object = FakeScreen.FakeTouch()
    touchObjects[key] = object
    return ObjectIdentifier(object)
  }

  /// The node a touch at `point` hits: the reference model's front-most
  /// region there, a backdrop, or the app's content root.
  private func hitNode(_ point: Point) -> FakeNode {
    switch model.hitTest(point) {
    case .path(let path): return nodeOfRegion[path[0]]
    case .backdrop(let region):
      let l = regionOfLayer.firstIndex(of: region)!
      return backdropNodes[l]!
    case .empty: return app
    }
  }

  private func isInWindow(_ node: FakeNode) -> Bool { node.isDescendant(of: screen.window) }

  func run(_ step: AdapterCase.Step) throws {
    time += 0.25
    switch step {
    case .down(let key, let point, let pointer):
      let idle = model.isIdle && screen.scheduler.pendingCount == 0
      let surfaceQueries = screen.host.surfaceQueries
      let hit = hitNode(point)
      try event(.touch(key, .down, point, pointer)) {
        screen.hub.touchBegan(
          touchKey(key), hit: hit, at: point, time: time, pointer: pointer, source: screen.observer)
      }
      if idle {
        checks += 1
        if screen.scheduler.pendingCount != 0 || screen.host.surfaceQueries != surfaceQueries {
          throw fail(
            "idle",
            "a touch on an idle adapter scheduled \(screen.scheduler.pendingCount) blocks and asked \(screen.host.surfaceQueries - surfaceQueries) views for their surface"
          )
        }
      }
    case .move(let key, let point):
      try event(.touch(key, .move, point, .finger)) {
        screen.hub.touchMoved(touchKey(key), to: point, time: time, source: screen.observer)
      }
    case .up(let key, let point):
      try event(.touch(key, .up, point, .finger)) {
        screen.hub.touchEnded(touchKey(key), at: point, time: time, source: screen.observer)
      }
      touchObjects[key] = nil
    case .cancel(let key):
      try event(.cancel(key)) {
        screen.hub.touchCancelled(touchKey(key), source: screen.observer)
      }
      touchObjects[key] = nil
    case .strayUp(let key, let point):
      try event(.touch(key, .up, point, .finger)) {
        screen.hub.touchEnded(touchKey(key), at: point, time: time, source: screen.observer)
      }
      touchObjects[key] = nil
    case .systemTap(let point):
      let key = touchKey(-1)
      let before = (calls.count, screen.host.resigned.count, screen.scheduler.pendingCount)
      screen.hub.touchBegan(
        key, hit: alert.children[0], at: point, time: time, pointer: .finger,
        source: screen.observer)
      screen.hub.touchEnded(key, at: point, time: time + 0.05, source: screen.observer)
      touchObjects[-1] = nil
      checks += 1
      let after = (calls.count, screen.host.resigned.count, screen.scheduler.pendingCount)
      if before != after {
        throw fail("system", "a tap on a system alert did something: \(before) → \(after)")
      }
    case .focus(let i):
      let node = i >= 0 ? contentNodes[i] : fieldNodes[-1 - i]
      let region = i >= 0 ? i : regionOfField[-1 - i]
      guard isInWindow(node), model.isPresent(region) else { return }
      focusChangedSinceResign = true
      appFocus = node
      try event(.focus(region)) { screen.hub.focusDidBegin(node, input: node) }
    case .focusComposer:
      focusChangedSinceResign = true
      appFocus = composer
      try event(.focus(composerRegion)) { screen.hub.focusDidBegin(composer, input: composer) }
    case .endFocus:
      guard let node = appFocus else { return }
      appFocus = nil
      focusChangedSinceResign = true
      try event(.focus(nil)) { screen.hub.focusDidEnd(node) }
    case .escape(let source):
      inEscape = true
      try event(.escape(source), deferred: false) { _ = screen.hub.escape(source) }
      inEscape = false
      try checkCalls(after: "an escape")
    case .present(let l):
      guard !registered[l] || model.states[regionOfLayer[l]] == .closed,
        !isInWindow(layerNodes[l])
      else { return }
      let parent = testCase.layers[l].parent
      if let parent, model.states[regionOfLayer[parent]] != .open { return }
      let container = parent.map { layerNodes[$0] } ?? app
      // UIKit tells a view that it is about to move into a window
      // (`willMove(toWindow:)`): a layer whose removal went unheard is seen
      // gone before it shows again.
      screen.reconcile()
      if let backdrop = backdropNodes[l] { container.add(backdrop) }
      container.add(layerNodes[l])
      if !registered[l] {
        screen.register(sources[l])
        registered[l] = true
      }
      screen.reconcile()
      _ = model.handle(RefEvent(t: time, .open(regionOfLayer[l])))
    case .remove(let l, let notified):
      guard isInWindow(layerNodes[l]) else { return }
      removeViews(of: l)
      if notified { screen.reconcile() }
      _ = model.handle(RefEvent(t: time, .close(regionOfLayer[l])))
    case .finish(let l, let finished):
      guard let index = pendingAnimations.firstIndex(of: l) else { return }
      pendingAnimations.remove(at: index)
      if finished {
        removeViews(of: l)
        sources[l].finish(true)
        _ = model.handle(RefEvent(t: time, .close(regionOfLayer[l])))
      } else {
        sources[l].finish(false)
        _ = model.handle(RefEvent(t: time, .refuse(regionOfLayer[l])))
      }
    case .turn:
      try turn()
    }
  }

  /// An event the adapter and the model both see: the model decides, the
  /// app's vetoes are applied to it, and what it asks for is expected at
  /// the next turn (or at once for an escape).
  private func event(
    _ kind: RefEvent.Kind, deferred: Bool = true, _ deliver: () -> Void
  ) throws {
    let resignsBefore = screen.host.resigned.count
    let callsBefore = calls.count
    let focusBefore = model.focus
    let step = model.handle(RefEvent(t: time, kind))
    var expected: [Call] = []
    var vetoed = 0
    var resign = false
    for effect in step.effects {
      switch effect {
      case .dismiss(let region, let reason):
        let l = regionOfLayer.firstIndex(of: region)!
        if testCase.layers[l].vetoes.contains(reason) {
          _ = model.handle(RefEvent(t: time, .refuse(region)))
          vetoed += 1
        } else {
          expected.append(Call(layer: l, reason: reason))
        }
      case .resign:
        resign = true
      }
    }
    if !deferred && resign && vetoed > 0 && expected.isEmpty, let focusBefore {
      // An escape whose every dismissal the app vetoed did nothing: the
      // focused input inside the layer keeps focus (the adapter's reading of
      // rule 7; the engine resigned with the dismissal).
      resign = false
      _ = model.handle(RefEvent(t: time, .focus(focusBefore)))
    }
    if !deferred { expectedNow = expected }
    deliver()
    if deferred {
      checks += 1
      if calls.count != callsBefore || screen.host.resigned.count != resignsBefore {
        throw fail(
          "delivery",
          "effects ran inside the event: \(calls[callsBefore...]), \(screen.host.resigned.count - resignsBefore) resigns"
        )
      }
      expectedCalls += expected
      if resign {
        expectsResign = true
        focusChangedSinceResign = false
      }
    } else {
      if resign {
        checks += 1
        if screen.host.resigned.count != resignsBefore + 1 {
          throw fail("decisions", "an escape should have resigned focus at once")
        }
      }
    }
  }

  /// The app takes a layer's views out of the window (and with them the
  /// layers inside it).
  private func removeViews(of l: Int) {
    viewsLeave(l)
    // The layers inside go too, so that showing this one again shows only it.
    for inner in layerNodes.indices where inner == l || isInside(inner, l) {
      backdropNodes[inner]?.removeFromParent()
      layerNodes[inner].removeFromParent()
    }
  }

  /// What the app does as a layer's views leave the window: a text field in
  /// them that has focus ends editing, and exit animations of the layers
  /// inside stop with them.
  private func viewsLeave(_ l: Int, byDismissal: Bool = false) {
    let leaving = [l] + layerNodes.indices.filter { isInside($0, l) }
    // A dismissal waiting for the next turn (or later in this one) is not
    // carried out for a view that went away meanwhile.
    expectedCalls.removeAll { leaving.contains($0.layer) }
    expectedNow.removeAll { leaving.contains($0.layer) }
    if let field = appFocus, leaving.contains(where: { fieldNodes[$0] === field }) {
      appFocus = nil
      focusChangedSinceResign = true
      screen.hub.focusDidEnd(field)
    }
    pendingAnimations.removeAll { leaving.contains($0) }
    // UIKit ends the animations of views taken out of the window: their
    // completions run, late (the adapter must ignore them).
    for inner in leaving where inner != l || !byDismissal {
      while !sources[inner].pending.isEmpty { sources[inner].finish(false) }
    }
  }

  /// Whether layer `inner` is (transitively) inside layer `outer`.
  private func isInside(_ inner: Int, _ outer: Int) -> Bool {
    var current = testCase.layers[inner].parent
    while let p = current {
      if p == outer { return true }
      current = testCase.layers[p].parent
    }
    return false
  }

  // MARK: - Fake app callbacks

  private func appResigned() {
    if let field = appFocus {
      appFocus = nil
      screen.hub.focusDidEnd(field)
    }
  }

  private func adapterDismissed(_ l: Int, reason: DismissReason) {
    // Matched as they come, so that what a dismissal takes away with it is
    // no longer expected.
    let call = Call(layer: l, reason: reason)
    checks += 1
    if inEscape {
      if expectedNow.first == call {
        expectedNow.removeFirst()
      } else {
        failures.append(
          fail("decisions", "the escape carried out \(call) at once, the rules say \(expectedNow)"))
      }
    } else {
      calls.append(call)
      if expectedCalls.first == call {
        expectedCalls.removeFirst()
      } else {
        failures.append(
          fail("decisions", "the adapter carried out \(call), the rules say \(expectedCalls)"))
      }
    }
    if !inTurn && !inEscape {
      failures.append(fail("delivery", "L\(l) was dismissed outside a turn of the main queue"))
    }
    if !isInWindow(layerNodes[l]) {
      failures.append(fail("gone", "L\(l) was dismissed while its view is not in the window"))
    }
    if pendingAnimations.contains(l) {
      failures.append(fail("gone", "L\(l) was dismissed again while its exit animation runs"))
    }
    switch testCase.layers[l].dismissal {
    case .removeNow:
      viewsLeave(l, byDismissal: true)
      // FakeLayer removes the layer's view; the app takes the layers inside
      // and the dimming view with it.
      for inner in layerNodes.indices where isInside(inner, l) {
        backdropNodes[inner]?.removeFromParent()
        layerNodes[inner].removeFromParent()
      }
      backdropNodes[l]?.removeFromParent()
      modelAfterCall.append(.close(regionOfLayer[l]))
    case .animated:
      pendingAnimations.append(l)
    case .refuseLater:
      modelAfterCall.append(.refuse(regionOfLayer[l]))
    }
  }

  private var failures: [Failure] = []
  private var modelAfterCall: [RefEvent.Kind] = []

  /// Compares what the adapter carried out with what was expected, and
  /// tells the model what the app did with each dismissal.
  private func checkCalls(after what: String) throws {
    if let failure = failures.first { throw failure }
    checks += 1
    if what == "an escape" {
      if !expectedNow.isEmpty {
        throw fail("decisions", "the escape did not carry out \(expectedNow), which the rules say")
      }
    } else if !expectedCalls.isEmpty {
      throw fail(
        "decisions",
        "after \(what) the adapter carried out \(calls), the rules also say \(expectedCalls)")
    } else {
      calls = []
    }
    for kind in modelAfterCall { _ = model.handle(RefEvent(t: time, kind)) }
    modelAfterCall = []
  }

  private func turn() throws {
    let resignsBefore = screen.host.resigned.count
    inTurn = true
    screen.scheduler.runAll()
    inTurn = false
    try checkCalls(after: "the turn")
    let resigned = screen.host.resigned.count - resignsBefore
    let expected = expectsResign && !focusChangedSinceResign ? 1 : 0
    checks += 1
    if resigned != expected {
      throw fail(
        "decisions", "the turn resigned focus \(resigned) times, the rules say \(expected)")
    }
    expectsResign = false
    try checkAgreement()
  }

  private func checkAgreement() throws {
    screen.reconcile()
    checks += 1
    for l in layerNodes.indices {
      let region = regionOfLayer[l]
      let rules = model.states[region]
      let adapter = registered[l] ? screen.state(of: sources[l]) : .closed
      if rules != adapter {
        throw fail("agreement", "L\(l) is \(adapter) in the adapter, \(rules) by the rules")
      }
      let shown = isInWindow(layerNodes[l])
      if shown != (rules != .closed) {
        throw fail(
          "agreement", "L\(l) is \(rules) by the rules but its view is \(shown ? "shown" : "gone")")
      }
    }
    let focused = screen.engine.isFocused
    if focused != (model.focus != nil) || focused != (appFocus != nil) {
      throw fail(
        "agreement",
        "focus: adapter \(focused), rules \(String(describing: model.focus)), app \(appFocus?.name ?? "none")"
      )
    }
    // The Escape key command is on exactly when an escape would act.
    var probe = model
    let wouldAct = !probe.handle(RefEvent(t: time, .escape(.key))).effects.isEmpty
    if screen.hub.escapeKeyWouldAct != wouldAct {
      throw fail(
        "escape key",
        "the Escape key command is \(screen.hub.escapeKeyWouldAct ? "on" : "off"), but an escape would \(wouldAct ? "" : "not ")act"
      )
    }
  }

  // MARK: - Whole cases

  /// Runs a case and then checks that the adapter let go of everything with
  /// the fake app. Returns the number of checks.
  static func run(_ testCase: AdapterCase) throws -> Int {
    var harness: AdapterHarness? = AdapterHarness(testCase)
    try harness!.runAll()
    let checks = harness!.checks
    let screen = WeakReference(harness!.screen)
    let coordinator = WeakReference(harness!.screen.coordinator)
    let hub = WeakReference(harness!.screen.hub)
    let window = WeakReference(harness!.screen.window)
    let source = WeakReference(harness!.sources.first)
    let layerNode = WeakReference(harness!.layerNodes.first)
    harness = nil
    let leaked = [
      ("screen", screen.object as AnyObject?), ("coordinator", coordinator.object),
      ("hub", hub.object),
      ("window", window.object), ("layer source", source.object), ("layer view", layerNode.object),
    ].filter { $0.1 != nil }.map(\.0)
    if !leaked.isEmpty {
      throw Failure(
        step: testCase.steps.count, invariant: "lifetime",
        message: "still alive after the app went: \(leaked.joined(separator: ", "))")
    }
    return checks + 1
  }

  /// A failing case made as small as the harness can
  /// (``AdapterProperty/shrink(_:failure:run:)``).
  static func shrink(_ testCase: AdapterCase, failure: Failure) -> (AdapterCase, Failure) {
    AdapterProperty.shrink(testCase, failure: failure) { _ = try run($0) }
  }
}
