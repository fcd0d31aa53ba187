import DismissCore
import DismissTestSupport
import UIKit

@testable import DismissKit

/// Runs a ``SwiftUIPropertyCase`` on the emulated UIKit through the SwiftUI
/// bridge's test surface (``Hosting``, ``AnchorView``): a root's probe and
/// the marked views' anchors in a hosting view, touches through
/// `UIWindow.sendEvent`, focus by tapping the `UITextField`s SwiftUI draws,
/// Escape from the key or VoiceOver. SwiftUI's own side is a stand-in: each
/// layer's binding (its setter may refuse, S25), and the view updates that
/// apply the binding's value (at the end of a run loop pass, or for a layer
/// that "updates late" at a later `viewUpdate` step), making, updating and
/// dismantling the anchors and the layer's platform views.
///
/// Beside it runs the ``ReferenceModel`` (the rules), fed with the touches,
/// the editing notifications and what the app shows. After every step it
/// checks, and throws the first that breaks:
/// - `decisions`: every `shouldDismiss` is for a dismissal the rules
///   decided; every `onDismiss` (layer, reason) is the next the rules
///   decided less the app's vetoes, in order; every binding write follows
///   its `onDismiss`; an input the rules keep focused is never resigned by
///   DismissKit (refused layers' resigns, rule 7);
/// - `delivery`: a touch's dismissals run on a pass of the run loop, never
///   inside the event; an escape's at once;
/// - `agreement`: after a pass, the layers the rules have open are the ones
///   SwiftUI shows, and the focused field is the rules';
/// - `keyboard`: in each step the keyboard drops
///   (`UIKitEmulation.keyboardDrops`) once per resign the rules carry out,
///   or the app's end of editing with no field taking over, else never;
/// - `lifetime`: the window, the root's scope and the anchors are released
///   with the app.
@MainActor
final class SwiftUIPropertyHarness {
  struct Call: Equatable, CustomStringConvertible {
    var layer: Int
    var reason: DismissReason
    var description: String { "L\(layer) (\(reason))" }
  }

  /// SwiftUI's side of one layer: the app's value, the value the view tree
  /// last applied, and the views made for it.
  struct LayerSide {
    var value = false
    var shown = false
    var registered = false
    /// The value the modifier last gave the anchor.
    var reported = false
    var anchor: AnchorView?
    var token = DismissalToken()
  }

  let testCase: SwiftUIPropertyCase
  let stage: Stage
  private(set) var hosting: Hosting!
  /// The hosting view SwiftUI draws the root's content in.
  let content = EmulatedHostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private var markedAnchors: [AnchorView] = []
  private var markedTokens: [DismissalToken] = []
  private var leafViews: [UIView] = []
  private var layerFields: [UITextField] = []
  private var layerToggles: [UISwitch] = []
  private var sides: [LayerSide] = []
  /// Binding changes SwiftUI has not applied yet.
  private var pendingUpdate: Set<Int> = []
  /// Layers DismissKit wrote `false` into, not yet settled by an event.
  private var written: Set<Int> = []
  /// Layers the adapter closed at a settle before SwiftUI's update.
  private var closedEarly: Set<Int> = []

  private var model = ReferenceModel(RefScene(regions: []))
  private var regionOfView: [ObjectIdentifier: Int] = [:]
  private var viewOfRegion: [Int: UIView] = [:]
  private var layerRegion: [Int] = []
  private var fingers: [Int: UIKitEmulation.Finger] = [:]
  private var skipped: Set<Int> = []
  nonisolated(unsafe) private var tokens: [any NSObjectProtocol] = []

  private var expectedAsks: [Call] = []
  private var expectedCalls: [Call] = []
  private var expectedNow: [Call] = []
  private var lastDismissed: Call?
  private var failures: [PropertyFailure] = []
  private var inEvent = false
  private var inEscape = false
  private var inTurn = false
  /// SwiftUI is applying an update: a field leaving ends editing, not DismissKit.
  private var inUpdate = false
  private var keyEscapes = 0
  private(set) var stepIndex = 0
  private(set) var stats = Stats()

  struct Stats {
    var checks = 0, dismissals = 0, escapeDismissals = 0, vetoes = 0, refusedWrites = 0
    var lateUpdates = 0, focusChanges = 0, resigns = 0, refusedResigns = 0, skippedTouches = 0

    static func + (a: Stats, b: Stats) -> Stats {
      Stats(
        checks: a.checks + b.checks, dismissals: a.dismissals + b.dismissals,
        escapeDismissals: a.escapeDismissals + b.escapeDismissals, vetoes: a.vetoes + b.vetoes,
        refusedWrites: a.refusedWrites + b.refusedWrites,
        lateUpdates: a.lateUpdates + b.lateUpdates,
        focusChanges: a.focusChanges + b.focusChanges, resigns: a.resigns + b.resigns,
        refusedResigns: a.refusedResigns + b.refusedResigns,
        skippedTouches: a.skippedTouches + b.skippedTouches)
    }
  }

  init(_ testCase: SwiftUIPropertyCase) {
    self.testCase = testCase
    let root = testCase.inCover ? UIViewController() : HostingControllerStandIn()
    if !testCase.inCover { root.view = content }
    stage = Stage(testCase.variants, root: root, policy: nil)
    sides = Array(repeating: LayerSide(), count: testCase.layers.count)
    buildScene()
  }

  deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }

  private func buildScene() {
    var regions: [RefScene.Region] = []
    var markedRegion: [Int] = []
    for (i, m) in testCase.marked.enumerated() {
      var region = RefScene.Region(
        id: "c\(i)", kind: .container, frame: m.frame, parent: m.parent.map { markedRegion[$0] })
      if case .keyboard(let behavior) = m.mark { region.keyboard = behavior }
      markedRegion.append(regions.count)
      regions.append(region)
    }
    for (i, leaf) in testCase.leaves.enumerated() {
      let view: UIView = leaf.isField ? UITextField() : UISwitch()
      view.frame = Self.cgRect(leaf.frame)
      leafViews.append(view)
      regionOfView[ObjectIdentifier(view)] = regions.count
      viewOfRegion[regions.count] = view
      regions.append(
        RefScene.Region(
          id: "leaf\(i)", kind: leaf.isField ? .textInput : .control, frame: leaf.frame,
          parent: leaf.parent.map { markedRegion[$0] }))
    }
    for (l, layer) in testCase.layers.enumerated() {
      var region = RefScene.Region(
        id: "L\(l)", kind: .layer, frame: layer.frame, parent: layer.parent.map { layerRegion[$0] })
      region.dismissOn = layer.triggers
      // A modal SwiftUI layer's backdrop is endless (DismissalRegionSpec).
      region.backdrop = layer.isModal ? .infinite : nil
      region.excluding = testCase.marked.indices.filter { testCase.marked[$0].mark == .excluded(l) }
        .map { markedRegion[$0] }
      layerRegion.append(regions.count)
      regions.append(region)
      let third = (layer.frame.height / 3).rounded(.down)
      let field = UITextField()
      let toggle = UISwitch()
      for (k, (view, kind)) in [(field as UIView, RegionKind.textInput), (toggle, .control)]
        .enumerated()
      {
        let frame = Rect(
          x: layer.frame.x, y: layer.frame.y + Double(k) * third, width: layer.frame.width,
          height: third)
        view.frame = Self.cgRect(frame)
        regionOfView[ObjectIdentifier(view)] = regions.count
        viewOfRegion[regions.count] = view
        regions.append(
          RefScene.Region(id: "L\(l).\(kind)", kind: kind, frame: frame, parent: layerRegion[l]))
      }
      layerFields.append(field)
      layerToggles.append(toggle)
    }
    model = ReferenceModel(
      RefScene(policy: testCase.policy, regions: regions),
      options: ReferenceModel.Options(
        hostClosesDismissed: false, hostActsOnTaps: false, focusMustBePresent: true))
    let center = NotificationCenter.default
    for (name, began) in [
      (UITextField.textDidBeginEditingNotification, true),
      (UITextField.textDidEndEditingNotification, false),
    ] {
      tokens.append(
        center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
          nonisolated(unsafe) let object = notification.object
          MainActor.assumeIsolated { self?.editing(object as? UIView, began: began) }
        })
    }
  }

  /// The root's content: in the window's hosting controller, or in a cover.
  private func showContent() async {
    if testCase.inCover {
      let cover = HostingControllerStandIn()
      cover.view = content
      cover.modalPresentationStyle = .fullScreen
      stage.root.present(cover, animated: false)
      await stage.settle()
    }
    hosting = Hosting(rootIn: content, policy: testCase.policy)
    for m in testCase.marked {
      let spec: DismissalRegionSpec =
        switch m.mark {
        case .keyboard(let behavior): .keyboard(behavior)
        case .excluded(let l): .excluded(from: "L\(l)")
        }
      let token = DismissalToken()
      markedTokens.append(token)
      let anchor = AnchorView(
        .region(
          hosting.scope, token: token, parent: m.parent.map { markedTokens[$0] }, spec: spec,
          isPresented: true, actions: nil))
      anchor.frame = Self.cgRect(m.frame)
      content.addSubview(anchor)
      markedAnchors.append(anchor)
    }
    // Background representables draw behind the platform views.
    for view in leafViews { content.addSubview(view) }
  }

  private static func cgRect(_ r: Rect) -> CGRect {
    CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
  }

  private var window: UIWindow { stage.window }
  private var now: Double { UIKitEmulation.now }

  private func fail(_ invariant: String, _ message: String) -> PropertyFailure {
    PropertyFailure(step: stepIndex, invariant: invariant, message: message)
  }

  // MARK: - SwiftUI's side

  /// The layers in document order: each before those inside it.
  private lazy var layerOrder: [Int] = {
    var out: [Int] = []
    func visit(_ l: Int) {
      out.append(l)
      for child in testCase.layers.indices where testCase.layers[child].parent == l { visit(child) }
    }
    for l in testCase.layers.indices where testCase.layers[l].parent == nil { visit(l) }
    return out
  }()

  /// Whether the layer's modifier exists: inside a shown layer, and shown
  /// itself when conditional.
  private func exists(_ l: Int) -> Bool {
    let layer = testCase.layers[l]
    let place = layer.parent.map { exists($0) && sides[$0].shown } ?? true
    return place && (!layer.isConditional || sides[l].shown)
  }

  private func purpose(_ l: Int) -> AnchorView.Purpose {
    let layer = testCase.layers[l]
    let vetoes = layer.vetoes
    let actions = LayerBinding(
      isPresented: { [weak self] in self?.sides[l].value ?? false },
      dismiss: { [weak self] in self?.adapterWrote(l) },
      shouldDismiss: { [weak self] reason in
        self?.adapterAsked(l, reason)
        return !vetoes.contains(reason)
      },
      onDismiss: { [weak self] reason in self?.adapterDismissed(l, reason) })
    return .region(
      hosting.scope, token: sides[l].token, parent: layer.parent.map { sides[$0].token },
      spec: .layer(id: "L\(l)", dismissOn: layer.triggers, isModal: layer.isModal),
      isPresented: sides[l].shown, actions: actions)
  }

  /// SwiftUI's view update: applies the due binding changes (the late ones
  /// too when `late`), dismantles the modifiers whose views went, makes the
  /// new ones and reports changed values, in document order; the rules
  /// learn which layers the app shows.
  private func viewUpdate(late: Bool) {
    let due = pendingUpdate.filter { late || !testCase.layers[$0].updatesLate }
    for l in due {
      if testCase.layers[l].updatesLate { stats.lateUpdates += 1 }
      pendingUpdate.remove(l)
      sides[l].shown = sides[l].value
    }
    inUpdate = true
    defer { inUpdate = false }
    for l in layerOrder.reversed() where sides[l].registered && !exists(l) {
      guard let anchor = sides[l].anchor else { continue }
      anchor.removeFromSuperview()
      anchor.dismantle()
      sides[l].registered = false
      sides[l].anchor = nil
      closeInModel(l)
    }
    for l in layerOrder where exists(l) {
      if !sides[l].registered {
        // A view made now: a new identity, as SwiftUI's `@State` token.
        sides[l].token = DismissalToken()
        let anchor = AnchorView(purpose(l))
        anchor.frame = Self.cgRect(testCase.layers[l].frame)
        content.addSubview(anchor)
        sides[l].anchor = anchor
        sides[l].registered = true
        sides[l].reported = sides[l].shown
      } else if sides[l].reported != sides[l].shown, let anchor = sides[l].anchor {
        sides[l].reported = sides[l].shown
        anchor.update(to: purpose(l))
      }
      showContent(of: l, sides[l].shown)
      if sides[l].shown { openInModel(l) } else { closeInModel(l) }
    }
    for l in testCase.layers.indices where !sides[l].registered || !sides[l].shown {
      written.remove(l)
      if !sides[l].shown { closedEarly.remove(l) }
    }
    dropClosedExpectations()
  }

  /// A layer's field and toggle are in the window while SwiftUI shows it.
  private func showContent(of l: Int, _ shown: Bool) {
    for view in [layerFields[l] as UIView, layerToggles[l]] {
      if shown && view.superview == nil {
        content.addSubview(view)
      } else if !shown && view.superview != nil {
        view.removeFromSuperview()
      }
    }
  }

  /// The adapter opens a layer whose modifier reports `true`, unless its
  /// write was settled closed.
  private func openInModel(_ l: Int) {
    let region = layerRegion[l]
    guard sides[l].shown, !closedEarly.contains(l), model.states[region] == .closed else { return }
    handle(.open(region))
  }

  private func closeInModel(_ l: Int) {
    for inner in layerOrder where isInside(inner, l) && model.states[layerRegion[inner]] != .closed
    {
      handle(.close(layerRegion[inner]))
    }
    if !sides[l].registered || !sides[l].shown {
      showContent(of: l, false)
    }
  }

  private func isInside(_ inner: Int, _ outer: Int) -> Bool {
    var current: Int? = inner
    while let k = current {
      if k == outer { return true }
      current = testCase.layers[k].parent
    }
    return false
  }

  /// What the adapter learns of its writes at its next event (a touch
  /// down, a focus change, an escape), the rules learn then too: a binding
  /// still `true` was refused and stays open, with the layers in it (S25).
  private func settle() {
    for l in written.sorted() {
      if sides[l].value {
        stats.refusedWrites += 1
        handle(.refuse(layerRegion[l]))
      } else {
        handle(.close(layerRegion[l]))
        closedEarly.insert(l)
      }
    }
    written = []
    for l in layerOrder where sides[l].registered && sides[l].shown { openInModel(l) }
  }

  private func dropClosedExpectations() {
    let closed = { (call: Call) in self.model.states[self.layerRegion[call.layer]] == .closed }
    expectedCalls.removeAll(where: closed)
    expectedAsks.removeAll(where: closed)
    expectedNow.removeAll(where: closed)
  }

  // MARK: - What the adapter does

  private func adapterAsked(_ l: Int, _ reason: DismissReason) {
    stats.checks += 1
    let call = Call(layer: l, reason: reason)
    trace("DismissKit: shouldDismiss \(call)")
    guard let at = expectedAsks.firstIndex(of: call) else {
      failures.append(
        fail("decisions", "DismissKit asked about \(call), the rules say \(expectedAsks)"))
      return
    }
    expectedAsks.remove(at: at)
    if testCase.layers[l].vetoes.contains(reason) { stats.vetoes += 1 }
  }

  private func adapterDismissed(_ l: Int, _ reason: DismissReason) {
    stats.checks += 1
    stats.dismissals += 1
    let call = Call(layer: l, reason: reason)
    trace("DismissKit: onDismiss \(call)")
    if !sides[l].registered {
      failures.append(fail("gone", "L\(l) was dismissed while its view is gone"))
    }
    if inEscape {
      stats.escapeDismissals += 1
      if expectedNow.first == call {
        expectedNow.removeFirst()
      } else {
        failures.append(
          fail("decisions", "the escape dismissed \(call), the rules say \(expectedNow)"))
      }
    } else {
      if expectedCalls.first == call {
        expectedCalls.removeFirst()
      } else {
        failures.append(
          fail("decisions", "DismissKit dismissed \(call), the rules say \(expectedCalls)"))
      }
      if !inTurn || inEvent {
        failures.append(fail("delivery", "L\(l) was dismissed outside a pass of the run loop"))
      }
    }
    lastDismissed = call
  }

  /// DismissKit writes `false`: the stand-in's setter keeps `true` or
  /// takes it, and SwiftUI applies it at its update.
  private func adapterWrote(_ l: Int) {
    stats.checks += 1
    if lastDismissed?.layer != l {
      failures.append(fail("decisions", "DismissKit wrote L\(l)'s binding without its onDismiss"))
    }
    lastDismissed = nil
    written.insert(l)
    guard !testCase.layers[l].refuses else { return }
    sides[l].value = false
    pendingUpdate.insert(l)
  }

  private func editing(_ view: UIView?, began: Bool) {
    guard let view, let region = regionOfView[ObjectIdentifier(view)] else { return }
    trace("UIKit: r\(region) \(began ? "began" : "ended") editing\(inUpdate ? " (update)" : "")")
    if began {
      keptResigned = nil
      appEnded = false
      if inEvent || inHandOver { resignDrops = false }
      stats.focusChanges += 1
      settle()
      if !model.isPresent(region) {
        failures.append(
          fail("agreement", "r\(region) began editing while the rules say it is gone"))
        return
      }
      modelEvent(.focus(region))
      return
    }
    if inTurn && !inUpdate { stats.resigns += 1 }
    // In a pass, unless another field takes over (a tapped field's focus
    // applied late, T18), DismissKit resigned what the rules keep focused.
    if inTurn && !inUpdate && model.focus == region {
      keptResigned = region
    } else if model.focus == region {
      handle(.focus(nil))
    }
  }

  /// The keyboard drops the rules made in this step: a resign (unless a
  /// field the same event focused took over first), or editing the app or
  /// SwiftUI ended with no field taking over.
  private var resignDrops = false
  /// A field focused in the event or its next two passes takes over before
  /// DismissKit's resign, which waits for both cycles' updates (T18).
  private var inHandOver = false
  private var appEnded = false

  private var keptResigned: Int?

  // MARK: - The rules

  /// The model's step.
  @discardableResult
  private func handle(_ kind: RefEvent.Kind) -> ReferenceModel.Step {
    let before = model.focus
    let step = model.handle(RefEvent(t: now, kind))
    if before != nil && model.focus == nil { appEnded = true }
    trace("rules: \(kind) → \(step.effects), focus \(String(describing: model.focus))")
    return step
  }

  /// The rules' decision for an event, less the app's vetoes; a resign that
  /// only refused layers asked for is not carried out (rule 7, B9).
  @discardableResult
  private func modelEvent(_ kind: RefEvent.Kind) -> [Call] {
    let focusBefore = model.focus
    let step = model.handle(RefEvent(t: now, kind))
    var expected: [Call] = []
    var vetoed = 0
    var resign = false
    for effect in step.effects {
      switch effect {
      case .dismiss(let region, let reason):
        let l = layerRegion.firstIndex(of: region)!
        expectedAsks.append(Call(layer: l, reason: reason))
        if testCase.layers[l].vetoes.contains(reason) {
          _ = model.handle(RefEvent(t: now, .refuse(region)))
          vetoed += 1
        } else {
          expected.append(Call(layer: l, reason: reason))
        }
      case .resign:
        resign = true
      }
    }
    if resign && vetoed > 0 && expected.isEmpty && !step.resignsOnItsOwn, let focusBefore {
      stats.refusedResigns += 1
      let restored = model.handle(RefEvent(t: now, .focus(focusBefore)))
      for case .dismiss(let region, _) in restored.effects {
        _ = model.handle(RefEvent(t: now, .refuse(region)))
      }
    }
    trace("rules: \(kind) → \(step.effects), focus \(String(describing: model.focus))")
    if resign && focusBefore != nil && model.focus == nil { resignDrops = true }
    if inEscape { expectedNow += expected } else { expectedCalls += expected }
    return expected
  }

  /// Prints what the rules decided and what DismissKit did (`FUZZ_TRACE=1`).
  static var traces = false
  private func trace(_ line: @autoclosure () -> String) {
    if Self.traces { print("  [\(stepIndex)] \(line())") }
  }

  // MARK: - Running

  func runAll() async throws {
    await showContent()
    await stage.settle()
    for (i, step) in testCase.steps.enumerated() {
      stepIndex = i
      try await run(step)
    }
    stepIndex = testCase.steps.count
    try await turn()
  }

  func run(_ step: SwiftUIPropertyCase.Step) async throws {
    UIKitEmulation.advanceClock(by: 0.1)
    let drops = UIKitEmulation.keyboardDrops
    resignDrops = false
    appEnded = false
    switch step {
    case .down(let key, let point, let pencil):
      guard fingers[key] == nil, !skipped.contains(key) else { return }
      guard agreesOnHit(point) else {
        skipped.insert(key)
        stats.skippedTouches += 1
        return
      }
      settle()
      try event(.touch(key, .down, point, pencil ? .pencil : .finger)) {
        fingers[key] = UIKitEmulation.touchDown(
          in: window, at: CGPoint(x: point.x, y: point.y), type: pencil ? .pencil : .direct)
      }
    case .move(let key, let point):
      guard let finger = fingers[key] else { return }
      try event(.touch(key, .move, point, .finger)) {
        finger.move(to: CGPoint(x: point.x, y: point.y))
      }
    case .up(let key):
      guard let finger = fingers.removeValue(forKey: key) else { return }
      // Not made, the finger is cancelled: a lift where UIKit's platform
      // view is not the rules' (the hosting view passes a touch-up to the
      // view under it, S10), or on a layer the rules closed under the finger
      // while SwiftUI still draws it (a late update).
      let at = finger.touch.location(in: nil)
      if !agreesOnHit(Point(x: at.x, y: at.y))
        || finger.touch.view.flatMap({ regionOfView[ObjectIdentifier($0)] }).map({
          !model.isPresent($0)
        }) == true
      {
        stats.skippedTouches += 1
        try event(.cancel(key)) { finger.cancel() }
        break
      }
      try event(.touch(key, .up, Point(x: at.x, y: at.y), .finger)) { finger.lift() }
    case .cancel(let key):
      guard let finger = fingers.removeValue(forKey: key) else { return }
      try event(.cancel(key)) { finger.cancel() }
    case .endFocus:
      guard fingers.isEmpty, let responder = UIKitEmulation.firstResponder(of: window) else {
        return
      }
      try event(nil) { _ = responder.resignFirstResponder() }
    case .escape(let source):
      guard fingers.isEmpty else { return }
      try escape(source)
    case .present(let l):
      guard !sides[l].value, !pendingUpdate.contains(l) else { return }
      sides[l].value = true
      pendingUpdate.insert(l)
    case .remove(let l):
      guard sides[l].value, !pendingUpdate.contains(l) else { return }
      sides[l].value = false
      pendingUpdate.insert(l)
    case .viewUpdate:
      inTurn = true
      viewUpdate(late: true)
      inTurn = false
    case .turn:
      break
    }
    try await turn()
    stats.checks += 1
    // A hand-over between fields is no drop (E33).
    let uikit = UIKitEmulation.keyboardDrops - drops
    let rules = (resignDrops ? 1 : 0) + (appEnded && model.focus == nil ? 1 : 0)
    if uikit != rules {
      throw fail("keyboard", "the keyboard dropped \(uikit) times, the rules say \(rules)")
    }
  }

  /// Whether UIKit's hit view is the platform view the rules see in front:
  /// SwiftUI content drawn over a `UITextField` takes its touch on a device,
  /// which the emulated hosting view does not model; such touches are not made.
  private func agreesOnHit(_ point: Point) -> Bool {
    // A layer the rules closed may still be drawn (its binding's stand-in
    // updates late), its fields hit-tested by UIKit: not made here.
    for l in testCase.layers.indices
    where sides[l].anchor?.window != nil && model.states[layerRegion[l]] != .open
      && sides[l].anchor!.frame.contains(CGPoint(x: point.x, y: point.y))
    {
      return false
    }
    var front: UIView?
    for view in content.subviews.reversed()
    where !(view is AnchorView) && view.frame.contains(CGPoint(x: point.x, y: point.y)) {
      front = view
      break
    }
    switch model.hitTest(point) {
    case .path(let path):
      guard viewOfRegion[path[0]] === front else { return false }
      // The adapter places a field by its centre: a field partly covered
      // there is not tapped.
      guard let front, front is UITextField else { return true }
      let center = Point(x: Double(front.frame.midX), y: Double(front.frame.midY))
      if case .path(let there) = model.hitTest(center) { return there.first == path[0] }
      return false
    case .backdrop, .empty: return front == nil
    }
  }

  /// A touch or the app's act: the rules decide (the adapter settles its
  /// writes first at a down), and nothing is carried out inside.
  private func event(_ kind: RefEvent.Kind?, _ deliver: () -> Void) throws {
    if let kind { modelEvent(kind) }
    let dismissals = stats.dismissals
    inEvent = true
    deliver()
    inEvent = false
    if let failure = failures.first { throw failure }
    stats.checks += 1
    if stats.dismissals != dismissals {
      throw fail("delivery", "a dismissal ran inside the event")
    }
  }

  private func escape(_ source: EscapeSource) throws {
    // VoiceOver's escape reaches a layer's action from inside an open one.
    if source == .accessibility && model.openLayers.isEmpty { return }
    if source == .key {
      if keyEscapes > 0 { return }
      keyEscapes += 1
    }
    settle()
    inEscape = true
    expectedNow = []
    modelEvent(.escape(source))
    if source == .key {
      // A shown layer carries SwiftUI's Escape shortcut (K12): with no
      // command of DismissKit's on the chain, the press is the shortcut's.
      if !UIKitEmulation.pressKey(UIKeyCommand.inputEscape, in: window),
        sides.contains(where: { $0.value && $0.anchor?.window != nil })
      {
        hosting.escapeShortcut()
      }
    } else {
      hosting.accessibilityEscape()
    }
    inEscape = false
    if let failure = failures.first { throw failure }
    stats.checks += 1
    if !expectedNow.isEmpty {
      throw fail("decisions", "the escape did not carry out \(expectedNow), which the rules say")
    }
  }

  /// A pass of the run loop (more while SwiftUI applies a tapped field's
  /// focus late, T18), then SwiftUI's update; then the checks.
  private func turn() async throws {
    inTurn = true
    for pass in 0..<4 {
      inHandOver = pass < 2
      await UIKitEmulation.runLoopPass()
      inHandOver = false
      // A resign waits for the updates of this cycle and the next (T18).
      if pass > 1 && expectedCalls.isEmpty && expectedAsks.isEmpty { break }
    }
    viewUpdate(late: false)
    // What the update scheduled (the Escape command's refresh) runs before
    // the person's next event.
    await UIKitEmulation.runLoopPass()
    inTurn = false
    if let failure = failures.first { throw failure }
    stats.checks += 1
    if let region = keptResigned {
      throw fail("decisions", "DismissKit resigned r\(region), which the rules keep focused")
    }
    if !expectedCalls.isEmpty || !expectedAsks.isEmpty {
      throw fail(
        "decisions",
        "after the pass the rules still say \(expectedCalls) (asking \(expectedAsks))")
    }
    try checkAgreement()
  }

  private func checkAgreement() throws {
    stats.checks += 1
    for l in testCase.layers.indices {
      let rules = model.states[layerRegion[l]]
      let shows = sides[l].registered && sides[l].shown
      if rules == .open && !shows {
        throw fail("agreement", "L\(l) is open by the rules, but SwiftUI does not show it")
      }
      // A layer shown inside one that is not open stays closed (rule 7).
      let outerOpen =
        testCase.layers[l].parent.map { model.states[layerRegion[$0]] == .open } ?? true
      if rules == .closed && shows && sides[l].value && !closedEarly.contains(l) && outerOpen {
        throw fail("agreement", "SwiftUI shows L\(l), but the rules have it closed")
      }
    }
    let responder = UIKitEmulation.firstResponder(of: window) as? UIView
    let uikit = responder.flatMap { regionOfView[ObjectIdentifier($0)] }
    if uikit != model.focus {
      throw fail(
        "agreement",
        "focus is on \(uikit.map { "r\($0)" } ?? "nothing") in UIKit, on \(model.focus.map { "r\($0)" } ?? "nothing") by the rules"
      )
    }
  }

  // MARK: - Whole cases

  /// Runs a case, then checks that everything is released with the app.
  static func run(_ testCase: SwiftUIPropertyCase) async throws -> Stats {
    var harness: SwiftUIPropertyHarness? = SwiftUIPropertyHarness(testCase)
    try await harness!.runAll()
    var stats = harness!.stats
    stats.checks += 1
    // The cover goes first: a presentation holds its window (the emulation's).
    if testCase.inCover {
      harness!.stage.root.dismiss(animated: false)
      await UIKitEmulation.runLoopPass()
    }
    let window = WeakReference(harness!.stage.window)
    let scope = WeakReference(harness!.hosting.scope)
    let anchor = WeakReference(harness!.markedAnchors.first)
    harness = nil
    UIKitEmulation.begin()
    await UIKitEmulation.runLoopPass()
    let leaked = [
      ("window", window.object as AnyObject?), ("root scope", scope.object),
      ("anchor", anchor.object),
    ].filter { $0.1 != nil }.map(\.0)
    if !leaked.isEmpty {
      throw PropertyFailure(
        step: testCase.steps.count, invariant: "lifetime",
        message: "still alive after the app went: \(leaked.joined(separator: ", "))")
    }
    return stats
  }
}
