import DismissCore
import DismissTestSupport

@testable import DismissKit

/// Runs a ``SwiftUIAdapterCase`` through the platform-neutral SwiftUI path
/// (the window hub, the ``RootCoordinator`` with its registrations,
/// anchors, bindings, settling of refused writes and deferred effects) over
/// a fake SwiftUI app, and beside it through the ``ReferenceModel``; after
/// every step it checks the invariants below and throws the first that
/// breaks.
///
/// The fake app behaves as SwiftUI and UIKit do as far as the adapter knows
/// them: a touch hits the front-most view at its point (the reference
/// model's hit test): a text field or control SwiftUI draws as a UIKit view,
/// else the hosting view; marked views are anchors the adapter measures
/// when it needs to; a sheet covers the root's presentation; a binding the
/// adapter writes reaches the modifier at the end of the turn (or, for a
/// layer that "updates late", at a later view update), and a setter may
/// refuse; `if isPresented { … }` layers come and go with their binding,
/// others report it; the layers inside a layer go with it; a nested root
/// gives the touches that land in it its own policy.
///
/// The reference model gets the app's truth: which layers the app shows
/// (opened and closed as the view tree does), where things are (a covered
/// presentation, a view in another window, hidden or gone is absent), and
/// what the app did with each dismissal (vetoed, refused, accepted).
///
/// Invariants, each named in a failure:
/// - `agreement`: once the main queue has turned, the adapter's engine and
///   the reference model agree on every layer's state and on focus, and
///   the app's focus agrees with both;
/// - `decisions`: every layer the adapter asks about or dismisses, with its
///   reason, and every resign, is what the reference model decides, in
///   order; the vetoes and refusals the app makes are told to the model;
/// - `delivery`: a touch's or focus change's effects run on a later turn of
///   the main queue, never inside the event; an escape's at once;
/// - `gone`: no dismissal for a layer whose view is gone;
/// - `system`: a tap on a system alert decides nothing;
/// - `idle`: a touch on an idle adapter measures each anchor once, at the
///   down, schedules nothing (so carries nothing out) and asks no view for
///   its surface;
/// - `escape key`: after a turn, the window's Escape key command is installed
///   exactly when an escape would do something by the rules;
/// - `lifetime`: the coordinator holds exactly the registrations of the
///   views that exist, an anchor that was deallocated is not kept alive,
///   and (after the case) everything is released with the app.
@MainActor
final class SwiftUIAdapterHarness {
  typealias Failure = PropertyFailure

  /// What the hub and coordinator ask of UIKit, answered from fake nodes.
  final class Host: RootHost {
    weak var windowNode: FakeNode?
    weak var rootPresentation: FakeNode?
    weak var coordinator: RootCoordinator?

    func endEditing() { coordinator?.hub?.resignFocus(from: coordinator) }
    var presentationNode: (any DismissNode)? { windowNode }
    var servesPresentation: Bool { windowNode != nil }
    var window: AnyObject? { windowNode }
    var ownPresentation: (any DismissNode)? { rootPresentation }
    func presentation(of node: any DismissNode) -> (any DismissNode)? {
      (node as? FakeNode)?.presentation
    }
    /// The cases' sheet is the app's own, not presented from a layer's content.
    func presentation(_ presentation: any DismissNode, isPresentedAbove anchor: any DismissalAnchor)
      -> Bool
    { false }
    func frameInWindow(of input: any DismissNode) -> Rect? {
      guard let node = input as? FakeNode, let window = windowNode, node.isDescendant(of: window)
      else { return nil }
      return node.frame
    }
    func role(of node: any DismissNode) -> DismissViewRole {
      (node as? FakeNode)?.role ?? .content
    }
    func platformRole(
      at point: Point, hit: any DismissNode, focused: (any DismissNode)?, session: UInt64
    ) -> DismissViewRole { .content }
  }

  struct Call: Equatable, CustomStringConvertible {
    var layer: Int
    var reason: DismissReason
    var description: String { "L\(layer) (\(reason))" }
  }

  let testCase: SwiftUIAdapterCase
  let window = FakeNode("window")
  let rootPresentation = FakeNode("root presentation")
  let content = FakeNode("hosting view")
  let sheetPresentation = FakeNode("sheet")
  let sheetContent = FakeNode("sheet hosting view")
  let otherWindow = FakeNode("other window")
  let keyboardWindow = FakeNode("keyboard window")
  let composer = FakeNode("composer", role: .textInput)
  let alert = FakeNode("alert")
  let alertField = FakeNode("alert.field", role: .textInput)
  let platform: FakeHost
  let scheduler = ManualScheduler()
  let hub: DismissWindowHub
  let host = Host()
  let coordinator: RootCoordinator
  /// Whether the window's Escape key command is installed.
  private(set) var escapeKeyEnabled = false

  private var model = ReferenceModel(RefScene(regions: []))
  private var baseFrames: [Rect] = []
  private var modelFrames: [Rect] = []
  private var inSheet: [Bool] = []
  /// The container whose subtree a region is in (for moves and absence).
  private var containerOfRegion: [Int?] = []
  private var nodeOfRegion: [Int: FakeNode] = [:]
  private var leafRegion: [Int] = []
  private var leafNodes: [FakeNode] = []
  private var containerRegion: [Int] = []
  private var containerTokens: [DismissalToken] = []
  private var containerAnchors: [FakeAnchor?] = []
  private var offsets: [Double] = []
  private var away: [SwiftUIAdapterCase.AnchorChange?] = []
  private var layerRegion: [Int] = []
  private var layerFieldRegion: [Int] = []
  private var layerFieldNodes: [FakeNode] = []
  private var sheetRegion = -1
  private var sheetFieldRegion = -1
  private var sheetFieldNode = FakeNode("sheet.field", role: .textInput)
  private var sheetToken = DismissalToken()
  private var sheetAnchor: FakeAnchor?
  private var composerRegion = 0

  // The app's layers.
  private var binding: [Bool] = []
  /// The binding's value as the view tree last saw it.
  private var shownBinding: [Bool] = []
  private var registered: [Bool] = []
  /// The value the modifier last gave the coordinator.
  private var reported: [Bool] = []
  private var layerTokens: [DismissalToken?] = []
  /// When each layer's view last registered.
  private var serial: [Int] = []
  private var nextSerial = 0
  private var layerAnchors: [FakeAnchor?] = []
  private var pendingUpdate: Set<Int> = []
  /// Layers DismissKit wrote `false` into, not yet settled or updated.
  private var written: Set<Int> = []
  /// Layers the adapter closed at a settle while their view update waits.
  private var closedEarly: Set<Int> = []
  private var sheetShown = false
  /// The inner root's probe while it is there.
  private var innerProbe: FakeAnchor?
  private let innerRootObject = FakeNode("inner root")
  /// The touches the root has been given and not yet ended.
  private var activeTouches: Set<Int> = []
  /// The policy of the root around the focused field, from its focus.
  private var focusPolicy: DismissPolicy?

  private var touchObjects: [Int: FakeScreen.FakeTouch] = [:]
  private var time = 0.0
  private var expectedCalls: [Call] = []
  private var expectedNow: [Call] = []
  private var asked: Call?
  /// A veto opened a layer again: the layers the app showed inside it
  /// open too, once the adapter is done.
  private var vetoedDuringApply = false
  private var askedFromNow = false
  private var expectsResign = false
  private var focusChangedSinceResign = false
  /// The layers the expected resign rests on (none: the event's own), and
  /// the focus before it: refused, they keep it (rule 7, B9).
  private var resignFor: [Int] = []
  private var focusBeforeResign: Int?
  private var calls: [Call] = []
  private var appFocus: FakeNode?
  private var inTurn = false
  private var inEscape = false
  private var failures: [Failure] = []
  private(set) var stepIndex = 0
  private(set) var checks = 0
  /// What the case exercised, so that a run shows it is not vacuous.
  struct Coverage: CustomStringConvertible {
    /// What is counted, in the order printed, with its label.
    enum Counter: String, CaseIterable {
      case dismissals, vetoes
      case refusalsSettled = "refused writes settled"
      case writesSettled = "late writes settled"
      case lateUpdates = "late updates"
      case escapes = "escapes that acted"
      case resigns
      case focusChanges = "focus changes"
      case sheets = "sheets shown"
      case anchorChanges = "anchors away"
      case systemTaps = "taps on alerts"
      case idleTouches = "idle touches"
      case innerRootTouches = "touches with an inner root's policy"
      case refusedResigns = "resigns kept back by refusals"
    }

    private var counts: [Counter: Int] = [:]

    subscript(counter: Counter) -> Int {
      get { counts[counter, default: 0] }
      set { counts[counter] = newValue }
    }

    mutating func add(_ other: Coverage) { counts.merge(other.counts, uniquingKeysWith: +) }

    var description: String {
      Counter.allCases.map { "\(self[$0]) \($0.rawValue)" }.joined(separator: ", ")
    }
  }
  private(set) var coverage = Coverage()

  init(_ testCase: SwiftUIAdapterCase) {
    self.testCase = testCase
    platform = FakeHost(scope: window)
    hub = DismissWindowHub(platform: platform, scheduler: scheduler)
    coordinator = RootCoordinator(policy: testCase.policy)
    rootPresentation.isPresentation = true
    sheetPresentation.isPresentation = true
    rootPresentation.surface = .app
    sheetPresentation.surface = .app
    alert.surface = .system
    platform.reportsSurfaces = true
    window.add(rootPresentation)
    rootPresentation.add(content)
    sheetPresentation.add(sheetContent)
    alert.add(alertField)
    alertField.frame = Rect(x: 40, y: 400, width: 310, height: 44)
    window.add(alert)
    keyboardWindow.add(composer)
    host.windowNode = window
    host.rootPresentation = rootPresentation
    host.coordinator = coordinator
    coordinator.host = host
    coordinator.scheduler = scheduler
    buildScene()
    // The window's command follows on the next turn, as the attachment's
    // refresh after delivery does.
    coordinator.onEscapeKeyChange = { [weak self] _ in
      self?.scheduler.schedule { [weak self] in
        guard let self else { return }
        self.escapeKeyEnabled = self.hub.escapeKeyWouldAct
      }
    }
    hub.add(coordinator)
    platform.onResign = { [weak self] in self?.appResigned() }
    // The static content registers as SwiftUI makes it.
    for c in testCase.containers.indices { registerContainer(c) }
    apply()
    if testCase.innerRoot != nil { setInnerRoot(true) }
  }

  // MARK: - The inner root

  private func setInnerRoot(_ shown: Bool) {
    guard let inner = testCase.innerRoot else { return }
    let id = ObjectIdentifier(innerRootObject)
    if shown {
      let probe = FakeAnchor(frame: inner.frame, window: window, presentation: rootPresentation)
      innerProbe = probe
      coordinator.setRootArea(id, anchor: probe, policy: inner.policy, depth: 1)
    } else {
      // SwiftUI dismantles the probe's view: the root leaves while the
      // view is still there.
      coordinator.removeRootArea(id)
      innerProbe = nil
    }
  }

  /// The policy of the root a point of the window lands in: the inner
  /// root's inside its area (while the root's presentation is in front),
  /// else the window's root's.
  private func rootPolicy(at point: Point) -> DismissPolicy {
    if let inner = testCase.innerRoot, innerProbe != nil, !sheetShown,
      inner.frame.contains(point)
    {
      return inner.policy
    }
    return testCase.policy
  }

  // MARK: - The scene

  private func addRegion(_ region: RefScene.Region, sheet: Bool, container: Int?) -> Int {
    regions.append(region)
    baseFrames.append(region.frame)
    inSheet.append(sheet)
    containerOfRegion.append(container)
    return regions.count - 1
  }
  private var regions: [RefScene.Region] = []

  private func buildScene() {
    let c = testCase
    leafRegion = Array(repeating: -1, count: c.leaves.count)
    for (i, leaf) in c.leaves.enumerated() {
      leafNodes.append(FakeNode("leaf\(i)", role: leaf.isField ? .textInput : .control))
      leafNodes[i].frame = leaf.frame
    }
    // Text fields and controls of the root's content come first: no marked
    // view is behind them (the adapter finds a field's marked view by the
    // point, so the model's scenes keep that exact).
    for (i, leaf) in c.leaves.enumerated() where leaf.container == nil {
      leafRegion[i] = addRegion(
        RefScene.Region(
          id: "leaf\(i)", kind: leaf.isField ? .textInput : .control, frame: leaf.frame),
        sheet: false, container: nil)
    }
    // Each marked view, then the fields and controls drawn in it.
    for (ci, container) in c.containers.enumerated() {
      var region = RefScene.Region(
        id: "c\(ci)", kind: .container, frame: container.frame,
        parent: container.parent.map { containerRegion[$0] })
      if case .keyboard(let behavior) = container.mark { region.keyboard = behavior }
      containerRegion.append(addRegion(region, sheet: false, container: ci))
      containerTokens.append(DismissalToken())
      containerAnchors.append(nil)
      offsets.append(0)
      away.append(nil)
      for (i, leaf) in c.leaves.enumerated() where leaf.container == ci {
        leafRegion[i] = addRegion(
          RefScene.Region(
            id: "leaf\(i)", kind: leaf.isField ? .textInput : .control, frame: leaf.frame,
            parent: containerRegion[ci]), sheet: false, container: ci)
      }
    }
    for i in c.leaves.indices {
      nodeOfRegion[leafRegion[i]] = leafNodes[i]
      content.add(leafNodes[i])
    }
    layerRegion = Array(repeating: -1, count: c.layers.count)
    layerFieldRegion = Array(repeating: -1, count: c.layers.count)
    for (l, layer) in c.layers.enumerated() {
      let node = FakeNode("L\(l).field", role: .textInput)
      layerFieldNodes.append(node)
      _ = layer
    }
    func addLayer(_ l: Int) {
      let layer = c.layers[l]
      var region = RefScene.Region(
        id: "L\(l)", kind: .layer, frame: layer.frame,
        parent: layer.parent.map { layerRegion[$0] } ?? (layer.inSheet ? sheetRegion : nil))
      region.dismissOn = layer.triggers
      // `isModal` is an endless backdrop in the engine (fields may reach past
      // the screen's edge).
      region.backdrop = layer.isModal ? .infinite : nil
      region.excluding = c.containers.indices.compactMap { ci in
        if case .excluded(let target) = c.containers[ci].mark, target == l {
          return containerRegion[ci]
        }
        return nil
      }
      layerRegion[l] = addRegion(region, sheet: layer.inSheet, container: nil)
      let third = (layer.frame.height / 3).rounded(.down)
      let item = FakeNode("L\(l).item", role: .control)
      item.frame = Rect(x: layer.frame.x, y: layer.frame.y, width: layer.frame.width, height: third)
      let itemRegion = addRegion(
        RefScene.Region(
          id: "L\(l).item", kind: .control, frame: item.frame!, parent: layerRegion[l]),
        sheet: layer.inSheet, container: nil)
      nodeOfRegion[itemRegion] = item
      let field = layerFieldNodes[l]
      field.frame = Rect(
        x: layer.frame.x, y: layer.frame.y + third, width: layer.frame.width, height: third)
      layerFieldRegion[l] = addRegion(
        RefScene.Region(
          id: "L\(l).field", kind: .textInput, frame: field.frame!, parent: layerRegion[l]),
        sheet: layer.inSheet, container: nil)
      nodeOfRegion[layerFieldRegion[l]] = field
      (layer.inSheet ? sheetContent : content).add(item)
      (layer.inSheet ? sheetContent : content).add(field)
    }
    for l in c.layers.indices where !c.layers[l].inSheet { addLayer(l) }
    if let keyboard = c.sheetKeyboard {
      var region = RefScene.Region(
        id: "sheet", kind: .container, frame: SwiftUIAdapterCase.sheetFrame)
      region.keyboard = keyboard
      sheetRegion = addRegion(region, sheet: true, container: nil)
      sheetFieldNode.frame = SwiftUIAdapterCase.sheetField
      sheetFieldRegion = addRegion(
        RefScene.Region(
          id: "sheet.field", kind: .textInput, frame: SwiftUIAdapterCase.sheetField,
          parent: sheetRegion), sheet: true, container: nil)
      nodeOfRegion[sheetFieldRegion] = sheetFieldNode
      sheetContent.add(sheetFieldNode)
      for l in c.layers.indices where c.layers[l].inSheet { addLayer(l) }
    }
    // The composer: a text input outside every layer that no touch of the
    // app's window hits.
    composerRegion = addRegion(
      RefScene.Region(
        id: "composer", kind: .textInput, frame: Rect(x: 0, y: 0, width: 0, height: 0)),
      sheet: false, container: nil)
    var scene = RefScene(policy: c.policy, regions: regions)
    // What a touch can hit now: the sheet is not shown.
    modelFrames = regions.indices.map { truthFrame($0) }
    for i in scene.regions.indices { scene.regions[i].frame = modelFrames[i] }
    model = ReferenceModel(
      scene,
      options: ReferenceModel.Options(
        hostClosesDismissed: false, hostActsOnTaps: false, focusMustBePresent: true))
    binding = Array(repeating: false, count: c.layers.count)
    shownBinding = binding
    registered = binding
    reported = binding
    layerTokens = Array(repeating: nil, count: c.layers.count)
    serial = Array(repeating: 0, count: c.layers.count)
    layerAnchors = Array(repeating: nil, count: c.layers.count)
  }

  /// Where a region is as the user sees it: absent while its presentation
  /// is covered or not shown, or its marked view is in another window,
  /// hidden or gone.
  private func truthFrame(_ r: Int) -> Rect {
    let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    if r == composerRegion { return zero }
    if inSheet[r] != sheetShown { return zero }
    var frame = baseFrames[r]
    if let c = containerOfRegion[r] {
      if effectiveAway(c) != nil { return zero }
      frame.y += offsets[c]
    }
    return frame
  }

  private func effectiveAway(_ c: Int) -> SwiftUIAdapterCase.AnchorChange? {
    var current: Int? = c
    while let k = current {
      if let change = away[k] { return change }
      current = testCase.containers[k].parent
    }
    return nil
  }

  private func isInContainer(_ c: Int, _ outer: Int) -> Bool {
    var current: Int? = c
    while let k = current {
      if k == outer { return true }
      current = testCase.containers[k].parent
    }
    return false
  }

  private func syncFrames() {
    for r in regions.indices {
      let frame = truthFrame(r)
      guard frame != modelFrames[r] else { continue }
      modelFrames[r] = frame
      _ = model.handle(RefEvent(t: time, .setFrame(r, frame)))
    }
  }

  // MARK: - Registrations

  private func registerContainer(_ c: Int) {
    let container = testCase.containers[c]
    let spec: DismissalRegionSpec =
      switch container.mark {
      case .keyboard(let behavior): .keyboard(behavior)
      case .excluded(let layer): .excluded(from: "L\(layer)")
      }
    let anchor = FakeAnchor(
      frame: container.frame, window: window, presentation: rootPresentation)
    containerAnchors[c] = anchor
    coordinator.register(
      containerTokens[c], spec: spec, parent: container.parent.map { containerTokens[$0] },
      anchor: anchor)
  }

  private func layerExists(_ l: Int) -> Bool {
    let layer = testCase.layers[l]
    let place =
      layer.parent.map { layerExists($0) } ?? (layer.inSheet ? sheetShown : true)
    return place && (!layer.isConditional || shownBinding[l])
  }

  private func isInsideLayer(_ inner: Int, _ outer: Int) -> Bool {
    var current: Int? = inner
    while let k = current {
      if k == outer { return true }
      current = testCase.layers[k].parent
    }
    return false
  }

  /// The layers in document order: each before the layers inside it.
  private lazy var layerOrder: [Int] = {
    var out: [Int] = []
    func visit(_ l: Int) {
      out.append(l)
      for child in testCase.layers.indices where testCase.layers[child].parent == l { visit(child) }
    }
    for l in testCase.layers.indices where testCase.layers[l].parent == nil { visit(l) }
    return out
  }()

  private func actions(for l: Int) -> LayerBinding {
    LayerBinding(
      isPresented: { [weak self] in self?.binding[l] ?? false },
      dismiss: { [weak self] in self?.adapterWrote(l) },
      shouldDismiss: { [weak self] reason in self?.adapterAsked(l, reason) ?? true },
      onDismiss: { [weak self] reason in self?.adapterDismissed(l, reason) })
  }

  /// SwiftUI brings the view tree in step with the bindings it has seen:
  /// modifiers whose view went away are dismantled, new ones made, and the
  /// others report a changed value, in document order; then the model
  /// learns which layers the app shows.
  private func apply() {
    let gone = layerOrder.filter { registered[$0] && !layerExists($0) }
    // SwiftUI's dismantling order is not promised: inner first on odd
    // steps.
    for l in stepIndex % 2 == 1 ? gone.reversed() : gone {
      if let token = layerTokens[l] { coordinator.unregister(token) }
      registered[l] = false
      layerTokens[l] = nil
      layerAnchors[l] = nil
    }
    for l in layerOrder {
      // A view made now reads the binding as it is.
      if !registered[l] && layerExists(l) && pendingUpdate.remove(l) != nil {
        shownBinding[l] = binding[l]
      }
      if !registered[l] && layerExists(l) {
        let layer = testCase.layers[l]
        let token = DismissalToken()
        let anchor = FakeAnchor(
          frame: layer.frame, window: window,
          presentation: layer.inSheet ? sheetPresentation : rootPresentation)
        layerTokens[l] = token
        layerAnchors[l] = anchor
        registered[l] = true
        nextSerial += 1
        serial[l] = nextSerial
        reported[l] = shownBinding[l]
        let parent =
          layer.parent.map { layerTokens[$0] } ?? (layer.inSheet ? sheetToken : nil)
        coordinator.register(
          token, spec: .layer(id: "L\(l)", dismissOn: layer.triggers, isModal: layer.isModal),
          parent: parent, anchor: anchor, isPresented: shownBinding[l], actions: actions(for: l))
      } else if registered[l] && reported[l] != shownBinding[l], let token = layerTokens[l] {
        reported[l] = shownBinding[l]
        coordinator.setPresented(shownBinding[l], for: token)
      }
    }
    // The model: what the view tree shows.
    for l in layerOrder {
      let shows = registered[l] && shownBinding[l] && !closedEarly.contains(l)
      if !shows && model.states[layerRegion[l]] != .closed {
        _ = model.handle(RefEvent(t: time, .close(layerRegion[l])))
      }
    }
    // Layers that appear in the same update open in the order SwiftUI's
    // update registered them, which the rules leave open: the model takes
    // the engine's stack order for them (the rest is checked).
    let stackOrder = coordinator.engine.openLayers
    // A layer whose binding DismissKit set to `false` does not open again
    // with its outer layer, though its view update is still to come.
    let opening = layerOrder.filter {
      registered[$0] && shownBinding[$0] && binding[$0] && !closedEarly.contains($0)
        && model.states[layerRegion[$0]] == .closed
    }
    let position = { (l: Int) -> Int in
      guard let token = self.layerTokens[l], let region = self.coordinator.region(for: token),
        let at = stackOrder.firstIndex(of: region)
      else { return Int.max }
      return at
    }
    // Layers the engine has not opened yet (a refusal the adapter is about
    // to hear of opens the layers inside the refused one) open as it will:
    // each layer's children in the order they registered.
    var rank: [Int: Int] = [:]
    func visit(_ l: Int) {
      rank[l] = rank.count
      for child in testCase.layers.indices.filter({ testCase.layers[$0].parent == l })
        .sorted(by: { serial[$0] < serial[$1] })
      {
        visit(child)
      }
    }
    for l in layerOrder where testCase.layers[l].parent == nil { visit(l) }
    for l in opening.sorted(by: {
      (position($0), rank[$0] ?? 0) < (position($1), rank[$1] ?? 0)
    }) {
      _ = model.handle(RefEvent(t: time, .open(layerRegion[l])))
    }
    for l in layerOrder where !registered[l] || !shownBinding[l] {
      written.remove(l)
      if !shownBinding[l] { closedEarly.remove(l) }
    }
    dropClosedExpectations()
  }

  /// A dismissal the adapter decided for a layer that has closed since is
  /// not carried out.
  private func dropClosedExpectations() {
    expectedCalls.removeAll { model.states[layerRegion[$0.layer]] == .closed }
    expectedNow.removeAll { model.states[layerRegion[$0.layer]] == .closed }
  }

  /// SwiftUI delivers the binding changes it has (the late ones too when
  /// `late`).
  private func deliverUpdates(late: Bool) {
    let due = pendingUpdate.filter { late || !testCase.layers[$0].updatesLate }
    guard !due.isEmpty else { return }
    for l in due {
      if testCase.layers[l].updatesLate { coverage[.lateUpdates] += 1 }
      pendingUpdate.remove(l)
      shownBinding[l] = binding[l]
    }
    endEditingOfHiddenFields()
    apply()
  }

  /// What the adapter hears of a refused or accepted write at its next
  /// event, the model hears then too.
  private func settle() {
    for l in written.sorted() {
      if binding[l] {
        coverage[.refusalsSettled] += 1
        _ = model.handle(RefEvent(t: time, .refuse(layerRegion[l])))
      } else {
        coverage[.writesSettled] += 1
        _ = model.handle(RefEvent(t: time, .close(layerRegion[l])))
        closedEarly.insert(l)
      }
    }
    written = []
    // Layers the app showed inside a refused one open with it.
    apply()
    // The field of a layer closed that way goes with it.
    if let focus = appFocus,
      let l = layerFieldNodes.firstIndex(where: { $0 === focus }),
      !model.isPresent(layerFieldRegion[l])
    {
      appFocus = nil
      focusChangedSinceResign = true
      hub.focusDidEnd(focus)
    }
  }

  // MARK: - Running

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

  /// `touch.view`: the UIKit field or control at the front there, else
  /// the hosting view of the front presentation.
  private func hitNode(_ point: Point) -> FakeNode {
    if case .path(let path) = model.hitTest(point), let node = nodeOfRegion[path[0]] {
      return node
    }
    return sheetShown ? sheetContent : content
  }

  private func fieldNode(_ field: SwiftUIAdapterCase.Field) -> (FakeNode, Int)? {
    switch field {
    case .leaf(let i): (leafNodes[i], leafRegion[i])
    case .layer(let l): (layerFieldNodes[l], layerFieldRegion[l])
    case .sheet: sheetFieldRegion >= 0 ? (sheetFieldNode, sheetFieldRegion) : nil
    }
  }

  func run(_ step: SwiftUIAdapterCase.Step) throws {
    time += 0.25
    switch step {
    case .down(let key, let point, let pointer):
      // Every touch of the window reaches the root (its scope is the
      // window), which first settles the writes it made.
      let idle = model.isIdle && written.isEmpty && scheduler.pendingCount == 0
      settle()
      let measured = coordinator.measuredAnchorCount
      let surfaces = platform.surfaceQueries
      let hit = hitNode(point)
      // A touch takes the policy of the root it lands in, unless others
      // are down (the policy of a multi-touch stays).
      if activeTouches.subtracting([key]).isEmpty {
        let policy = rootPolicy(at: point)
        if policy != testCase.policy { coverage[.innerRootTouches] += 1 }
        model.setPolicy(policy)
      }
      activeTouches.insert(key)
      try event(.touch(key, .down, point, pointer)) {
        hub.touchBegan(
          touchKey(key), hit: hit, at: point, time: time, pointer: pointer,
          source: ObjectIdentifier(self))
      }
      if idle {
        coverage[.idleTouches] += 1
        checks += 1
        // The marked views the app shows: one measurement each.
        let anchors =
          containerAnchors.lazy.compactMap { $0 }.count + (sheetAnchor == nil ? 0 : 1)
          + layerAnchors.lazy.compactMap { $0 }.count
        if scheduler.pendingCount != 0 || coordinator.measuredAnchorCount - measured != anchors
          || platform.surfaceQueries != surfaces
        {
          throw fail(
            "idle",
            "a touch on an idle adapter scheduled \(scheduler.pendingCount) blocks, measured \(coordinator.measuredAnchorCount - measured) anchors of \(anchors) and asked \(platform.surfaceQueries - surfaces) views for their surface"
          )
        }
      }
    case .move(let key, let point):
      try event(.touch(key, .move, point, .finger)) {
        hub.touchMoved(touchKey(key), to: point, time: time, source: ObjectIdentifier(self))
      }
    case .up(let key, let point), .strayUp(let key, let point):
      activeTouches.remove(key)
      try event(.touch(key, .up, point, .finger)) {
        hub.touchEnded(touchKey(key), at: point, time: time, source: ObjectIdentifier(self))
      }
      touchObjects[key] = nil
    case .cancel(let key):
      activeTouches.remove(key)
      try event(.cancel(key)) {
        hub.touchCancelled(touchKey(key), source: ObjectIdentifier(self))
      }
      touchObjects[key] = nil
    case .systemTap(let point):
      coverage[.systemTaps] += 1
      let key = touchKey(-1)
      let before = (calls.count, platform.resigned.count, scheduler.pendingCount, written.count)
      hub.touchBegan(
        key, hit: alertField, at: point, time: time, pointer: .finger,
        source: ObjectIdentifier(self))
      hub.touchEnded(key, at: point, time: time + 0.05, source: ObjectIdentifier(self))
      touchObjects[-1] = nil
      checks += 1
      let after = (calls.count, platform.resigned.count, scheduler.pendingCount, written.count)
      if before != after {
        throw fail("system", "a tap on a system alert did something: \(before) → \(after)")
      }
    case .focus(let field):
      guard let found = fieldNode(field), found.0.isDescendant(of: window),
        model.isPresent(found.1), let frame = found.0.frame,
        case .path(let path) = model.hitTest(frame.center), path.first == found.1,
        // Not while a write waits to be settled: the adapter settles
        // before it places the field, which can close its layer or show a
        // modal layer over it (the adapter places a field by its center).
        written.isEmpty
      else { return }
      let (node, region) = found
      settle()
      focusPolicy = node.isDescendant(of: rootPresentation) ? rootPolicy(at: frame.center) : nil
      coverage[.focusChanges] += 1
      focusChangedSinceResign = true
      appFocus = node
      try event(.focus(region)) { hub.focusDidBegin(node, input: node) }
    case .focusElsewhere:
      settle()
      focusPolicy = nil
      focusChangedSinceResign = true
      appFocus = composer
      try event(.focus(composerRegion)) { hub.focusDidBegin(composer, input: composer) }
    case .endFocus:
      guard appFocus != nil else { return }
      try appEndsEditing()
    case .escape(let source):
      try escape(source)
    case .present(let l):
      guard !binding[l], !pendingUpdate.contains(l) else { return }
      binding[l] = true
      shownBinding[l] = true
      apply()
    case .remove(let l):
      guard binding[l], !pendingUpdate.contains(l) else { return }
      if let focus = appFocus,
        testCase.layers.indices.contains(where: {
          isInsideLayer($0, l) && layerFieldNodes[$0] === focus
        })
      {
        try appEndsEditing()
      }
      binding[l] = false
      shownBinding[l] = false
      apply()
    case .showSheet:
      guard testCase.sheetKeyboard != nil, !sheetShown else { return }
      // Whether presenting a sheet ends editing in the presenter is not
      // something the adapter relies on: half the time the presenter's
      // field keeps focus under the sheet.
      if stepIndex % 2 == 0, appFocus != nil, appFocus !== composer { try appEndsEditing() }
      sheetShown = true
      coverage[.sheets] += 1
      window.add(sheetPresentation)
      let anchor = FakeAnchor(
        frame: SwiftUIAdapterCase.sheetFrame, window: window, presentation: sheetPresentation)
      sheetAnchor = anchor
      sheetToken = DismissalToken()
      coordinator.register(
        sheetToken, spec: .keyboard(testCase.sheetKeyboard!), anchor: anchor)
      apply()
      syncFrames()
    case .hideSheet:
      guard sheetShown else { return }
      if let focus = appFocus, focus.isDescendant(of: sheetPresentation) { try appEndsEditing() }
      sheetShown = false
      sheetPresentation.removeFromParent()
      if stepIndex % 2 == 0 { coordinator.unregister(sheetToken) }
      apply()
      if stepIndex % 2 == 1 { coordinator.unregister(sheetToken) }
      sheetAnchor = nil
      syncFrames()
    case .scroll(let c, let dy):
      for k in testCase.containers.indices where isInContainer(k, c) {
        offsets[k] += dy
        var frame = testCase.containers[k].frame
        frame.y += offsets[k]
        containerAnchors[k]?.frame = frame
        for (i, leaf) in testCase.leaves.enumerated() where leaf.container == k {
          leafNodes[i].frame = Rect(
            x: leaf.frame.x, y: leaf.frame.y + offsets[k], width: leaf.frame.width,
            height: leaf.frame.height)
        }
      }
      syncFrames()
    case .anchorAway(let c, let change):
      guard away[c] == nil else { return }
      if let focus = appFocus,
        testCase.leaves.indices.contains(where: {
          leafNodes[$0] === focus
            && testCase.leaves[$0].container.map { isInContainer($0, c) }
              == true
        })
      {
        try appEndsEditing()
      }
      away[c] = change
      coverage[.anchorChanges] += 1
      try refreshAnchors()
      syncFrames()
    case .anchorBack(let c):
      guard away[c] != nil else { return }
      away[c] = nil
      try refreshAnchors()
      syncFrames()
    case .innerRoot(let shown):
      guard shown == (innerProbe == nil) else { return }
      setInnerRoot(shown)
    case .viewUpdate:
      deliverUpdates(late: true)
    case .turn:
      try turn()
    }
  }

  /// Puts each marked view's anchor, and the UIKit views drawn in it, where
  /// its subtree is: another window, hidden, deallocated, or back.
  private func refreshAnchors() throws {
    for c in testCase.containers.indices {
      let change = effectiveAway(c)
      var frame = testCase.containers[c].frame
      frame.y += offsets[c]
      if change == .deallocated {
        if containerAnchors[c] != nil {
          let old = WeakReference(containerAnchors[c])
          containerAnchors[c] = nil
          checks += 1
          if old.object != nil {
            throw fail("lifetime", "the deallocated anchor of c\(c) is kept alive")
          }
        }
      } else {
        if containerAnchors[c] == nil {
          // SwiftUI made a new view for the marked view.
          let anchor = FakeAnchor(frame: frame, window: window, presentation: rootPresentation)
          containerAnchors[c] = anchor
          coordinator.entries[containerTokens[c]]?.anchor = anchor
        }
        containerAnchors[c]?.window = change == .otherWindow ? otherWindow : window
        containerAnchors[c]?.isHidden = change == .hidden
      }
      for (i, leaf) in testCase.leaves.enumerated() where leaf.container == c {
        switch change {
        case .deallocated: leafNodes[i].removeFromParent()
        case .otherWindow: otherWindow.add(leafNodes[i])
        case .hidden, nil: if !leafNodes[i].isDescendant(of: content) { content.add(leafNodes[i]) }
        }
      }
    }
  }

  /// The app ends editing (or its field leaves): the hub hears of it.
  private func appEndsEditing() throws {
    guard let node = appFocus else { return }
    appFocus = nil
    focusChangedSinceResign = true
    try event(.focus(nil)) { hub.focusDidEnd(node) }
  }

  /// A focused field in a layer that is no longer shown ends editing (its
  /// view left the window).
  private func endEditingOfHiddenFields() {
    guard let focus = appFocus else { return }
    for l in testCase.layers.indices where layerFieldNodes[l] === focus {
      // Its layer, or a layer around it, no longer shows its content.
      if testCase.layers.indices.contains(where: {
        isInsideLayer(l, $0) && (!layerExists($0) || !shownBinding[$0])
      }) {
        appFocus = nil
        focusChangedSinceResign = true
        hub.focusDidEnd(focus)
        _ = model.handle(RefEvent(t: time, .focus(nil)))
      }
    }
  }

  private func escape(_ source: EscapeSource) throws {
    // With no touch down, an escape takes the policy of the root around
    // the focused field.
    if activeTouches.isEmpty { model.setPolicy(focusPolicy ?? testCase.policy) }
    // The key command takes the key only while installed; VoiceOver's
    // escape reaches a layer's action only from inside an open layer.
    if source == .key && !escapeKeyEnabled { return }
    if source == .accessibility && model.openLayers.isEmpty { return }
    // The hub hands the escape to the root only while a layer is open or
    // an input has focus; then the root settles first.
    let reaches = !model.openLayers.isEmpty || appFocus != nil
    guard reaches else {
      let before = (calls.count, platform.resigned.count, scheduler.pendingCount)
      if source == .key { hub.escapeKeyPressed() } else { hub.escape(.accessibility) }
      checks += 1
      let after = (calls.count, platform.resigned.count, scheduler.pendingCount)
      if let failure = failures.first { throw failure }
      if before != after {
        throw fail(
          "decisions", "an escape with nothing to act on did something: \(before) → \(after)")
      }
      return
    }
    settle()
    let focusBefore = model.focus
    let resignsBefore = platform.resigned.count
    let step = model.handle(RefEvent(t: time, .escape(source)))
    var resign = false
    expectedNow = []
    for effect in step.effects {
      switch effect {
      case .dismiss(let region, let reason):
        expectedNow.append(Call(layer: layerRegion.firstIndex(of: region)!, reason: reason))
      case .resign: resign = true
      }
    }
    let dismissals = expectedNow
    if !dismissals.isEmpty || resign { coverage[.escapes] += 1 }
    if dismissals.isEmpty && !resign {
      // Nothing to do: what earlier events decided waits for the turn.
      let before = (calls.count, platform.resigned.count)
      if source == .key { hub.escapeKeyPressed() } else { hub.escape(.accessibility) }
      checks += 1
      if let failure = failures.first { throw failure }
      if before != (calls.count, platform.resigned.count) {
        throw fail("decisions", "an escape the rules ignore did something")
      }
      return
    }
    inEscape = true
    if source == .key { hub.escapeKeyPressed() } else { hub.escape(.accessibility) }
    inEscape = false
    if vetoedDuringApply {
      vetoedDuringApply = false
      apply()
    }
    if let failure = failures.first { throw failure }
    checks += 1
    if !expectedNow.isEmpty || !expectedCalls.isEmpty {
      throw fail(
        "decisions",
        "the escape did not carry out \(expectedCalls + expectedNow), which the rules say")
    }
    let vetoedAll =
      !dismissals.isEmpty
      && dismissals.allSatisfy { testCase.layers[$0.layer].vetoes.contains($0.reason) }
    if resign && vetoedAll, let focusBefore {
      // The escape resigned only with the layer the app kept: nothing
      // happened, the input keeps focus (both adapters' reading of rule 7).
      resign = false
      _ = model.handle(RefEvent(t: time, .focus(focusBefore)))
    }
    // The resign an earlier event decided runs first, unless focus moved
    // on since.
    let expected = (takeExpectedResign() || resign) ? 1 : 0
    let resigned = platform.resigned.count - resignsBefore
    if resigned != expected {
      throw fail(
        "decisions", "the escape resigned focus \(resigned) times, the rules say \(expected)")
    }
    calls = []
    deliverUpdates(late: false)
  }

  /// An event the adapter and the model both see: what the model decides is
  /// expected at the next turn.
  private func event(_ kind: RefEvent.Kind, _ deliver: () -> Void) throws {
    let resignsBefore = platform.resigned.count
    let callsBefore = calls.count
    let focusBefore = model.focus
    let step = model.handle(RefEvent(t: time, kind))
    var resign = false
    var dismissed: [Int] = []
    for effect in step.effects {
      switch effect {
      case .dismiss(let region, let reason):
        dismissed.append(layerRegion.firstIndex(of: region)!)
        expectedCalls.append(Call(layer: dismissed.last!, reason: reason))
      case .resign: resign = true
      }
    }
    deliver()
    if let failure = failures.first { throw failure }
    checks += 1
    if calls.count != callsBefore || platform.resigned.count != resignsBefore {
      throw fail(
        "delivery",
        "effects ran inside the event: \(calls[callsBefore...]), \(platform.resigned.count - resignsBefore) resigns"
      )
    }
    if resign {
      expectsResign = true
      focusChangedSinceResign = false
      resignFor = step.resignsOnItsOwn ? [] : dismissed
      focusBeforeResign = focusBefore
    } else if step.resignsOnItsOwn, case .touch(_, let phase, _, _) = kind, phase != .down {
      // The touch's move or up resigns on its own: so does the pending resign.
      resignFor = []
    }
  }

  /// Whether the resign an earlier event decided runs now: unless focus
  /// moved on since, or it rests only on layers the app refused, whose
  /// input then keeps focus as before the event.
  private func takeExpectedResign() -> Bool {
    defer { expectsResign = false }
    guard expectsResign && !focusChangedSinceResign else { return false }
    guard !resignFor.isEmpty, resignFor.allSatisfy({ model.states[layerRegion[$0]] == .open }),
      let focus = focusBeforeResign
    else { return true }
    coverage[.refusedResigns] += 1
    for case .dismiss(let region, _) in model.handle(RefEvent(t: time, .focus(focus))).effects {
      _ = model.handle(RefEvent(t: time, .refuse(region)))
    }
    return false
  }

  // MARK: - The app's side of the adapter's calls

  private func appResigned() {
    if let field = appFocus {
      appFocus = nil
      hub.focusDidEnd(field)
    }
  }

  private func adapterAsked(_ l: Int, _ reason: DismissReason) -> Bool {
    let call = Call(layer: l, reason: reason)
    checks += 1
    if !registered[l] {
      failures.append(fail("gone", "L\(l) was asked about while its view is gone"))
      return true
    }
    // An escape carries out what earlier events decided first (their
    // touches were delivered long ago), then its own.
    let fromNow = inEscape && expectedCalls.isEmpty
    let queue = fromNow ? expectedNow : expectedCalls
    guard queue.first == call else {
      failures.append(
        fail("decisions", "the adapter asked about dismissing \(call), the rules say \(queue)"))
      return true
    }
    if !inTurn && !inEscape {
      failures.append(fail("delivery", "L\(l) was asked about outside a turn of the main queue"))
    }
    asked = call
    askedFromNow = fromNow
    if testCase.layers[l].vetoes.contains(reason) {
      if fromNow { expectedNow.removeFirst() } else { expectedCalls.removeFirst() }
      asked = nil
      coverage[.vetoes] += 1
      _ = model.handle(RefEvent(t: time, .refuse(layerRegion[l])))
      vetoedDuringApply = true
      return false
    }
    return true
  }

  private func adapterDismissed(_ l: Int, _ reason: DismissReason) {
    let call = Call(layer: l, reason: reason)
    checks += 1
    guard asked == call else {
      failures.append(fail("decisions", "the adapter dismissed \(call) without asking the app"))
      return
    }
    asked = nil
    if askedFromNow { expectedNow.removeFirst() } else { expectedCalls.removeFirst() }
    calls.append(call)
    coverage[.dismissals] += 1
  }

  private func adapterWrote(_ l: Int) {
    checks += 1
    if !registered[l] {
      failures.append(fail("gone", "DismissKit wrote the binding of L\(l), whose view is gone"))
    }
    written.insert(l)
    guard !testCase.layers[l].refuses else { return }
    binding[l] = false
    pendingUpdate.insert(l)
  }

  // MARK: - Turns and checks

  private func turn() throws {
    let resignsBefore = platform.resigned.count
    inTurn = true
    repeat {
      scheduler.runAll()
      if vetoedDuringApply {
        vetoedDuringApply = false
        apply()
      }
      deliverUpdates(late: false)
    } while scheduler.pendingCount > 0
    inTurn = false
    if let failure = failures.first { throw failure }
    checks += 1
    if !expectedCalls.isEmpty {
      throw fail(
        "decisions",
        "after the turn the adapter carried out \(calls), the rules also say \(expectedCalls)")
    }
    calls = []
    let resigned = platform.resigned.count - resignsBefore
    coverage[.resigns] += resigned
    let expected = takeExpectedResign() ? 1 : 0
    checks += 1
    if resigned != expected {
      throw fail(
        "decisions", "the turn resigned focus \(resigned) times, the rules say \(expected)")
    }
    try checkAgreement()
  }

  private func checkAgreement() throws {
    checks += 1
    for l in testCase.layers.indices {
      let rules = model.states[layerRegion[l]]
      var adapter = LayerState.closed
      if registered[l], let token = layerTokens[l], let region = coordinator.region(for: token) {
        adapter = coordinator.engine.state(of: region)
      }
      if rules != adapter {
        throw fail("agreement", "L\(l) is \(adapter) in the adapter, \(rules) by the rules")
      }
      if rules == .open && !(registered[l] && binding[l]) {
        throw fail("agreement", "L\(l) is open by the rules, but the app does not show it")
      }
    }
    let focused = coordinator.engine.isFocused
    if focused != (model.focus != nil) || focused != (appFocus != nil) {
      throw fail(
        "agreement",
        "focus: adapter \(focused), rules \(String(describing: model.focus)), app \(appFocus?.name ?? "none")"
      )
    }
    let views = testCase.containers.count + (sheetShown ? 1 : 0) + registered.filter { $0 }.count
    if coordinator.registrationCount != views {
      throw fail(
        "lifetime",
        "the coordinator holds \(coordinator.registrationCount) registrations, the app has \(views) marked views"
      )
    }
    var probe = model
    probe.setPolicy(focusPolicy ?? testCase.policy)
    let wouldAct = !probe.handle(RefEvent(t: time, .escape(.key))).effects.isEmpty
    if escapeKeyEnabled != wouldAct {
      throw fail(
        "escape key",
        "the Escape key command is \(escapeKeyEnabled ? "installed" : "not installed"), but an escape would \(wouldAct ? "" : "not ")act"
      )
    }
  }

  func debugState(_ l: Int) -> String {
    var adapter = LayerState.closed
    if let token = layerTokens[l], let region = coordinator.region(for: token) {
      adapter = coordinator.engine.state(of: region)
    }
    return "adapter \(adapter) model \(model.states[layerRegion[l]])"
  }

  // MARK: - Whole cases

  /// Runs a case and checks that everything is released with the app.
  /// Returns the number of checks.
  static func run(_ testCase: SwiftUIAdapterCase, coverage: inout Coverage) throws -> Int {
    var harness: SwiftUIAdapterHarness? = SwiftUIAdapterHarness(testCase)
    try harness!.runAll()
    let checks = harness!.checks
    coverage.add(harness!.coverage)
    let coordinator = WeakReference(harness!.coordinator)
    let hub = WeakReference(harness!.hub)
    let window = WeakReference(harness!.window)
    let anchor = WeakReference(harness!.containerAnchors.compactMap { $0 }.first)
    let content = WeakReference(harness!.content)
    harness = nil
    let leaked = [
      ("coordinator", coordinator.object as AnyObject?), ("hub", hub.object),
      ("window", window.object),
      ("anchor", anchor.object), ("hosting view", content.object),
    ].filter { $0.1 != nil }.map(\.0)
    if !leaked.isEmpty {
      throw Failure(
        step: testCase.steps.count, invariant: "lifetime",
        message: "still alive after the app went: \(leaked.joined(separator: ", "))")
    }
    return checks + 1
  }

  /// A failing case made as small as the harness can
  /// (``StepShrinker/shrink(_:failure:run:)``).
  static func shrink(_ testCase: SwiftUIAdapterCase, failure: Failure) async -> (
    SwiftUIAdapterCase, Failure
  ) {
    await StepShrinker.shrink(testCase, failure: failure) {
      var coverage = Coverage()
      _ = try run($0, coverage: &coverage)
    }
  }
}
