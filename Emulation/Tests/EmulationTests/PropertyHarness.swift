import DismissCore
import DismissTestSupport
import UIKit

@testable import DismissKit

/// Runs a ``PropertyCase`` on the emulated UIKit: real views in a real
/// window with a `DismissInteraction`, cards with
/// `DismissibleLayerInteraction`s, touches through `UIWindow.sendEvent`,
/// focus through the first responder and its editing notifications, Escape
/// through the key command or `accessibilityPerformEscape`, effects on the
/// main queue of `UIKitEmulation.runLoopPass()`. Beside it runs the
/// ``ReferenceModel`` (the engine-level oracle, written from the rules), fed
/// with what UIKit did: the touches, each field's begin and end of editing,
/// what the app showed, removed or refused. After every step it checks the
/// invariants below and throws the first that breaks.
///
/// Invariants, each named in a failure:
/// - `hit`: UIKit's `hitTest` and the model's rule 2 find the same view (a
///   check of the harness: the screen is the scene);
/// - `agreement`: after a run loop pass, UIKit's views, the adapter's engine
///   and the model agree on which layers are open, dismissing or closed,
///   and on which field has focus;
/// - `decisions`: every dismissal carried out (layer and reason) is what the
///   model decides for the same events, in order, less the app's vetoes; an
///   input the rules keep focused is never resigned by DismissKit;
/// - `delivery`: a touch's or a focus change's dismissals run on a later
///   pass of the run loop, never inside the event; an escape's at once;
/// - `gone`: nothing is dismissed whose view is not in the window, and
///   nothing twice while its exit animation runs;
/// - `system`: a tap on a system alert dismisses nothing and resigns
///   nothing;
/// - `escape key`: after a pass, an Escape press finds DismissKit's key
///   command (up the responder chain, where UIKit looks) exactly when an
///   escape would act by the rules;
/// - `lifetime` (``run(_:)``, after the case): the window, the
///   interactions and the views are released with the app.
@MainActor
final class PropertyHarness {
  typealias Failure = PropertyFailure

  struct Call: Equatable, CustomStringConvertible {
    var layer: Int
    var reason: DismissReason
    var description: String { "dismiss L\(layer) (\(reason))" }
  }

  let testCase: PropertyCase
  let stage: Stage
  private(set) var contentViews: [UIView] = []
  private(set) var cards: [UIView] = []
  private(set) var cardFields: [UITextField] = []
  private(set) var dimmings: [UIView?] = []
  private(set) var layerInteractions: [DismissibleLayerInteraction] = []
  /// The form sheet, its index among the layers, its button.
  private(set) var sheet: UIViewController?
  private var sheetIndex: Int?
  private var sheetItem: UIButton?
  /// Per card: the form sheet the app presents from it (`sheetFromCard`),
  /// its button and field, and the model's regions of its presentation
  /// (the whole window: its container and dimming view), button and field.
  private var cardSheets:
    [Int: (controller: UIViewController, item: UIButton, field: UITextField)] =
      [:]
  private var cardSheetRegions: [Int: (presentation: Int, item: Int, field: Int)] = [:]
  /// The card whose sheet is up.
  private var cardSheetUp: Int?
  private var cardItems: [Int: UIButton] = [:]
  private var model = ReferenceModel(RefScene(regions: []))
  private var regionOfView: [ObjectIdentifier: Int] = [:]
  private var regionOfLayer: [Int] = []
  private var fingers: [Int: UIKitEmulation.Finger] = [:]
  /// The layers each finger went down on (its target's, or a backdrop's).
  private var touchedLayers: [Int: Set<Int>] = [:]
  /// Exit animations running: their completions.
  private var pending: [Int: @MainActor (Bool) -> Void] = [:]
  nonisolated(unsafe) private var tokens: [any NSObjectProtocol] = []

  private var expectedCalls: [Call] = []
  private var expectedNow: [Call] = []
  private var calls: [Call] = []
  private var failures: [Failure] = []
  private var modelAfterCall: [RefEvent.Kind] = []
  private var inEvent = false
  private var inEscape = false
  private var inTurn = false
  private(set) var stepIndex = 0
  /// Known gap, to check once fixed: a card the app shows, removes or
  /// keeps (a finished or interrupted exit animation) outside any event (a
  /// timer, a network reply) gets or loses the Escape key command only at
  /// the next touch-up, focus change or escape, as no UIKit callback tells
  /// an interaction that its view entered a window (L1). Until then the key
  /// command is not checked and Escape comes from VoiceOver (which finds the
  /// layers at once). A system alert or menu that goes is no such change:
  /// the command waits beneath it (K13).
  static let checksEscapeCommandAfterQuietChange = false
  private var quietChange = false
  /// Whether a card was shown since DismissKit last looked at the screen:
  /// cards shown together stack as drawn (rule 7).
  private var shownSinceReconcile = false
  private var eventSinceQuietChange = false
  private(set) var checks = 0
  /// What the case exercised: dismissals carried out (by escapes and of
  /// the sheet among them), resigns DismissKit made, and fields that began
  /// editing.
  struct Stats {
    var checks = 0, dismissals = 0, escapeDismissals = 0, sheetDismissals = 0, resigns = 0
    var focusChanges = 0, systemTaps = 0
    /// Situations of rule 7: alerts with a focused field over cards,
    /// sheets presented from cards, touches and focus in them, escapes
    /// with cards under one, system menus of a card's button (rows chosen,
    /// taps outside), cards shown together between passes.
    var alertFields = 0, cardSheets = 0, cardSheetTouches = 0, cardSheetFocus = 0
    var coveredEscapes = 0, menuRows = 0, menuOutside = 0, cardsTogether = 0
    /// Resigns not carried out: every layer they were for refused (B9).
    var refusedResigns = 0

    static func + (a: Stats, b: Stats) -> Stats {
      Stats(
        checks: a.checks + b.checks, dismissals: a.dismissals + b.dismissals,
        escapeDismissals: a.escapeDismissals + b.escapeDismissals,
        sheetDismissals: a.sheetDismissals + b.sheetDismissals, resigns: a.resigns + b.resigns,
        focusChanges: a.focusChanges + b.focusChanges, systemTaps: a.systemTaps + b.systemTaps,
        alertFields: a.alertFields + b.alertFields, cardSheets: a.cardSheets + b.cardSheets,
        cardSheetTouches: a.cardSheetTouches + b.cardSheetTouches,
        cardSheetFocus: a.cardSheetFocus + b.cardSheetFocus,
        coveredEscapes: a.coveredEscapes + b.coveredEscapes, menuRows: a.menuRows + b.menuRows,
        menuOutside: a.menuOutside + b.menuOutside,
        cardsTogether: a.cardsTogether + b.cardsTogether,
        refusedResigns: a.refusedResigns + b.refusedResigns)
    }
  }
  private var stats = Stats()
  /// Prints what the model decided and what DismissKit carried out, step
  /// by step (`FUZZ_TRACE=1` replays a failure's shrunk case with it).
  static var traces = false

  /// The root controller and the sheet answer VoiceOver's escape as the
  /// UIKit guide says.
  final class EscapeAnsweringController: UIViewController {
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { DismissInteraction.performAccessibilityEscape(from: self) }
    }
  }

  init(_ testCase: PropertyCase) {
    self.testCase = testCase
    stage = Stage(testCase.variants, root: EscapeAnsweringController(), policy: testCase.policy)
    var regions: [RefScene.Region] = []
    func region(_ id: String, _ kind: RegionKind, _ frame: Rect, _ parent: Int?)
      -> RefScene.Region
    {
      var region = RefScene.Region(id: id, kind: kind, frame: frame, parent: parent)
      // UIKit's `hitTest` looks into a view's subviews only inside its
      // bounds: every view clips its hits.
      region.clips = true
      return region
    }
    for (i, spec) in testCase.content.enumerated() {
      let view: UIView
      var kind = RegionKind.container
      var keyboard: KeyboardBehavior?
      switch spec.kind {
      case .field:
        view = UITextField()
        kind = .textInput
      case .button:
        view = UIButton(type: .system)
        kind = .control
      case .dismissButton:
        view = UIButton(type: .system)
        view.addInteraction(KeyboardBehaviorInteraction(.dismiss))
        kind = .control
        keyboard = .dismiss
      case .keep:
        view = UIView()
        view.addInteraction(KeyboardBehaviorInteraction(.keep))
        keyboard = .keep
      case .dismiss:
        view = UIView()
        view.addInteraction(KeyboardBehaviorInteraction(.dismiss))
        keyboard = .dismiss
      case .plain:
        view = UIView()
      }
      let parent = spec.parent.map { testCase.content[$0].frame }
      view.frame = Self.cgRect(spec.frame, in: parent)
      (spec.parent.map { contentViews[$0] } ?? stage.root.view).addSubview(view)
      contentViews.append(view)
      var r = region("view\(i)", kind, spec.frame, spec.parent)
      r.keyboard = keyboard
      regionOfView[ObjectIdentifier(view)] = regions.count
      regions.append(r)
    }
    for (l, spec) in testCase.layers.enumerated() {
      if spec.isSheet {
        addSheet(l, spec, &regions)
        continue
      }
      let card = UIView()
      card.frame = Self.cgRect(spec.frame, in: spec.parent.map { testCase.layers[$0].frame })
      let half = spec.frame.height / 2
      let item = UIButton(type: .system)
      item.frame = CGRect(x: 0, y: 0, width: spec.frame.width, height: half)
      card.addSubview(item)
      let field = UITextField()
      field.frame = CGRect(x: 0, y: half, width: spec.frame.width, height: half)
      card.addSubview(field)
      var dimming: UIView?
      if spec.isModal { dimming = UIView(frame: stage.window.bounds) }
      let interaction = makeInteraction(l, spec, dimming)
      card.addInteraction(interaction)
      if let excluded = spec.excluded, spec.toggles,
        let button = contentViews[excluded] as? UIButton
      {
        button.addAction(UIAction { [weak self] _ in self?.triggerTapped(l) }, for: .touchUpInside)
      }
      cards.append(card)
      cardFields.append(field)
      dimmings.append(dimming)
      layerInteractions.append(interaction)
      var layer = region("L\(l)", .layer, spec.frame, spec.parent.map { regionOfLayer[$0] })
      // What the card presents is drawn outside it (S32): its hits are not
      // clipped to it (its button and field fill it).
      layer.clips = false
      layer.dismissOn = spec.triggers
      layer.backdrop = spec.isModal ? Rect(x: 0, y: 0, width: 390, height: 844) : nil
      layer.excluding = spec.excluded.map { [$0] } ?? []
      regionOfLayer.append(regions.count)
      regionOfView[ObjectIdentifier(card)] = regions.count
      regions.append(layer)
      let itemFrame = Rect(x: spec.frame.x, y: spec.frame.y, width: spec.frame.width, height: half)
      regionOfView[ObjectIdentifier(item)] = regions.count
      regions.append(region("L\(l).item", .control, itemFrame, regionOfLayer[l]))
      let fieldFrame = Rect(
        x: spec.frame.x, y: spec.frame.y + half, width: spec.frame.width, height: half)
      regionOfView[ObjectIdentifier(field)] = regions.count
      regions.append(region("L\(l).field", .textInput, fieldFrame, regionOfLayer[l]))
      cardItems[l] = item
      addCardSheet(l, &regions)
    }
    model = ReferenceModel(
      RefScene(policy: testCase.policy, regions: regions),
      options: ReferenceModel.Options(
        hostClosesDismissed: false, hostActsOnTaps: false, focusMustBePresent: true))
    let center = NotificationCenter.default
    tokens.append(
      center.addObserver(
        forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil
      ) { [weak self] notification in
        nonisolated(unsafe) let object = notification.object
        MainActor.assumeIsolated { self?.fieldBeganEditing(object as? UIView) }
      })
    tokens.append(
      center.addObserver(
        forName: UITextField.textDidEndEditingNotification, object: nil, queue: nil
      ) { [weak self] notification in
        nonisolated(unsafe) let object = notification.object
        MainActor.assumeIsolated { self?.fieldEndedEditing(object as? UIView) }
      })
  }

  deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }

  /// The form sheet: made a layer once, before it is first presented; its
  /// regions get their frames when it is presented.
  private func addSheet(_ l: Int, _ spec: PropertyCase.Layer, _ regions: inout [RefScene.Region]) {
    let sheet = EscapeAnsweringController()
    sheet.modalPresentationStyle = .formSheet
    let item = UIButton(type: .system)
    sheet.view.addSubview(item)
    let field = UITextField()
    sheet.view.addSubview(field)
    let interaction = sheet.makeDismissible(dismissOn: spec.triggers)
    let vetoes = spec.vetoes
    interaction.shouldDismiss = { !vetoes.contains($0) }
    interaction.onDismiss = { [weak self] reason in self?.adapterDismissed(l, reason: reason) }
    self.sheet = sheet
    sheetIndex = l
    sheetItem = item
    cards.append(sheet.view)
    cardFields.append(field)
    dimmings.append(nil)
    layerInteractions.append(interaction)
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    var layer = RefScene.Region(id: "L\(l)", kind: .layer, frame: empty)
    layer.clips = true
    layer.dismissOn = spec.triggers
    layer.backdrop = Rect(x: 0, y: 0, width: 390, height: 844)
    regionOfLayer.append(regions.count)
    regionOfView[ObjectIdentifier(sheet.view)] = regions.count
    regions.append(layer)
    for (view, kind) in [(item as UIView, RegionKind.control), (field, .textInput)] {
      var region = RefScene.Region(
        id: "L\(l).\(kind)", kind: kind, frame: empty, parent: regionOfLayer[l])
      region.clips = true
      regionOfView[ObjectIdentifier(view)] = regions.count
      regions.append(region)
    }
  }

  /// The sheet a card presents: for the rules its presentation (the whole
  /// window), button and field are the card's content (rule 7, S32); empty
  /// frames while it is not up.
  private func addCardSheet(_ l: Int, _ regions: inout [RefScene.Region]) {
    let controller = EscapeAnsweringController()
    controller.modalPresentationStyle = .formSheet
    let item = UIButton(type: .system)
    controller.view.addSubview(item)
    let field = UITextField()
    controller.view.addSubview(field)
    cardSheets[l] = (controller, item, field)
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    var ids: [Int] = []
    for (id, kind) in [
      ("presented", RegionKind.container), ("item", .control), ("field", .textInput),
    ] {
      var region = RefScene.Region(
        id: "L\(l).sheet.\(id)", kind: kind, frame: empty,
        parent: ids.first ?? regionOfLayer[l])
      region.clips = true
      ids.append(regions.count)
      regions.append(region)
    }
    regionOfView[ObjectIdentifier(item)] = ids[1]
    regionOfView[ObjectIdentifier(field)] = ids[2]
    cardSheetRegions[l] = (ids[0], ids[1], ids[2])
  }

  /// The app presents a sheet from the screen of card `l`, from a button
  /// in it, once every open layer is that card or holds it (a sheet of one
  /// card is outside the others, which UIKit's presenting controller does
  /// not say) and no finger is down. It ends editing first (a field
  /// beneath stays first responder otherwise, and Escape goes up its
  /// chain, K6).
  private func presentSheet(from l: Int) throws {
    // From the top-most open card when there is one (the case's card is
    // rarely the only one open).
    let l = model.stack.last.flatMap { regionOfLayer.firstIndex(of: $0) } ?? l
    guard l != sheetIndex, cardSheetUp == nil, stage.root.presentedViewController == nil,
      fingers.isEmpty,
      pending.isEmpty, cards[l].window != nil, let sheet = cardSheets[l],
      let ids = cardSheetRegions[l], model.states[regionOfLayer[l]] == .open,
      model.stack.allSatisfy({
        model.states[$0] == .open && model.isAncestorOrSelf($0, of: regionOfLayer[l])
      })
    else { return }
    if let responder = UIKitEmulation.firstResponder(of: window) {
      try app { _ = responder.resignFirstResponder() }
    }
    try app {
      stage.root.present(sheet.controller, animated: false)
      let bounds = sheet.controller.view.bounds
      sheet.item.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
      sheet.field.frame = CGRect(
        x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
      setModelFrame(ids.presentation, window)
      setModelFrame(ids.item, sheet.item)
      setModelFrame(ids.field, sheet.field)
      model.coveredLayers = Set(
        regionOfLayer.indices.filter { $0 != sheetIndex }.map { regionOfLayer[$0] })
    }
    cardSheetUp = l
    stats.cardSheets += 1
    quiet()
  }

  /// The app dismisses the sheet presented from a card.
  private func dismissCardSheet() throws {
    guard let l = cardSheetUp, let ids = cardSheetRegions[l] else { return }
    try app {
      stage.root.dismiss(animated: false)
      let empty = Rect(x: 0, y: 0, width: 0, height: 0)
      for region in [ids.presentation, ids.item, ids.field] {
        _ = model.handle(RefEvent(t: now, .setFrame(region, empty)))
      }
      model.coveredLayers = []
    }
    cardSheetUp = nil
    quiet()
  }

  private func setModelFrame(_ region: Int, _ view: UIView) {
    let frame = view.convert(view.bounds, to: nil)
    _ = model.handle(
      RefEvent(
        t: now,
        .setFrame(
          region,
          Rect(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
            height: Double(frame.height)))))
  }

  /// A card's button shows a system menu; the person chooses a row or taps
  /// outside it. The tap on the button is an ordinary tap (the model hears
  /// it); the menu's touches decide nothing: no dismissal, no resign
  /// (rule 7, S26, N4). The first row's action presents a sheet from the
  /// card.
  private func menu(_ l: Int, row: Int?, _ x: Double, _ y: Double) async throws {
    let l = model.stack.last.flatMap { regionOfLayer.firstIndex(of: $0) } ?? l
    guard l != sheetIndex, fingers.isEmpty, stage.root.presentedViewController == nil,
      let item = cardItems[l],
      item.window != nil, model.states[regionOfLayer[l]] == .open
    else { return }
    let frame = item.convert(item.bounds, to: nil)
    let center = Point(x: Double(frame.midX.rounded()), y: Double(frame.midY.rounded()))
    guard case .path(let path) = model.hitTest(center),
      path.first == regionOfView[ObjectIdentifier(item)]
    else { return }
    var chosen = false
    item.menu = UIMenu(children: [
      UIAction(title: "Share") { _ in chosen = true }, UIAction(title: "Rename") { _ in },
    ])
    item.showsMenuAsPrimaryAction = true
    defer {
      item.menu = nil
      item.showsMenuAsPrimaryAction = false
    }
    let key = 1_000_000 + stepIndex
    try await run(.down(key, center, pencil: false))
    try await run(.up(key))
    let rows = UIKitEmulation.menuRows
    guard !rows.isEmpty else { return }
    let responder = UIKitEmulation.firstResponder(of: window)
    let callsBefore = calls.count
    // The emulated menu opens beneath the button even at the bottom of the
    // screen: a row off the window is not chosen.
    let onScreen = row.map { rows[$0 % rows.count] }.flatMap { view -> UIButton? in
      let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      return center.y < window.bounds.maxY ? view : nil
    }
    if let row, onScreen != nil {
      UIKitEmulation.tap(rows[row % rows.count])
      stats.menuRows += 1
    } else {
      UIKitEmulation.tap(in: window, at: CGPoint(x: (x * 389).rounded(), y: (y * 843).rounded()))
      stats.menuOutside += 1
    }
    inTurn = true
    await UIKitEmulation.runLoopPass()
    inTurn = false
    checks += 1
    if let failure = failures.first { throw failure }
    if calls.count != callsBefore {
      throw fail("system", "a tap on a system menu dismissed \(calls[callsBefore...])")
    }
    if UIKitEmulation.firstResponder(of: window) !== responder {
      throw fail("system", "a tap on a system menu resigned the focused field")
    }
    if !UIKitEmulation.menuRows.isEmpty {
      throw fail("system", "the menu did not go (a harness error)")
    }
    // Nothing tells DismissKit the menu went: its command waited beneath (K13).
    if chosen && row == 0 && onScreen != nil { try presentSheet(from: l) }
    try await turn()
  }

  /// Whether the form sheet is presented (or on its way out).
  private var sheetIsUp: Bool { sheet?.presentingViewController != nil }

  /// A frame in window coordinates, in the coordinates of a parent at `parent`.
  private static func cgRect(_ frame: Rect, in parent: Rect?) -> CGRect {
    CGRect(
      x: frame.x - (parent?.x ?? 0), y: frame.y - (parent?.y ?? 0), width: frame.width,
      height: frame.height)
  }

  private func makeInteraction(_ l: Int, _ spec: PropertyCase.Layer, _ dimming: UIView?)
    -> DismissibleLayerInteraction
  {
    let modal: DismissibleLayerInteraction.Modality = dimming.map { .backdrop($0) } ?? .none
    let excluded = spec.excluded.map { [contentViews[$0]] } ?? []
    let interaction: DismissibleLayerInteraction
    switch spec.dismissal {
    case .removeNow:
      interaction = DismissibleLayerInteraction(
        dismissOn: spec.triggers, excluding: excluded, modal: modal)
    case .animated:
      interaction = DismissibleLayerInteraction(
        dismissOn: spec.triggers, excluding: excluded, modal: modal
      ) { [weak self] _, _, done in self?.pending[l] = done }
    case .refuseLater:
      interaction = DismissibleLayerInteraction(
        dismissOn: spec.triggers, excluding: excluded, modal: modal
      ) { _, _, done in done(false) }
    }
    let vetoes = spec.vetoes
    interaction.shouldDismiss = { !vetoes.contains($0) }
    interaction.onDismiss = { [weak self] reason in self?.adapterDismissed(l, reason: reason) }
    return interaction
  }

  // MARK: - Running

  func runAll() async throws {
    await stage.settle()
    for (i, step) in testCase.steps.enumerated() {
      stepIndex = i
      try await run(step)
    }
    stepIndex = testCase.steps.count
    try await run(.turn)
  }

  private func fail(_ invariant: String, _ message: String) -> Failure {
    Failure(step: stepIndex, invariant: invariant, message: message)
  }

  private var window: UIWindow { stage.window }
  private var now: Double { UIKitEmulation.now }

  func run(_ step: PropertyCase.Step) async throws {
    UIKitEmulation.advanceClock(by: 0.1)
    switch step {
    case .down(let key, let point, let pencil):
      if fingers[key] != nil { return }
      try checkHit(point)
      if cardSheetUp != nil { stats.cardSheetTouches += 1 }
      switch model.hitTest(point) {
      case .path(let path): touchedLayers[key] = Set(path)
      case .backdrop(let region): touchedLayers[key] = [region]
      case .empty: touchedLayers[key] = []
      }
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
      touchedLayers[key] = nil
      let at = finger.touch.location(in: nil)
      try event(.touch(key, .up, Point(x: at.x, y: at.y), .finger)) { finger.lift() }
    case .cancel(let key):
      guard let finger = fingers.removeValue(forKey: key) else { return }
      touchedLayers[key] = nil
      try event(.cancel(key)) { finger.cancel() }
    case .focus(let i):
      var field = i >= 0 ? contentViews[i] : cardFields[-1 - i]
      // The app focuses fields of the front-most screen.
      if let l = cardSheetUp, let sheet = cardSheets[l] {
        field = sheet.field
        stats.cardSheetFocus += 1
      }
      guard field.window != nil, let region = regionOfView[ObjectIdentifier(field)],
        model.isPresent(region)
      else { return }
      // The app focuses fields of the front-most screen (see `present`).
      if sheetIsUp, let sheet, !field.isDescendant(of: sheet.view) { return }
      if !UIKitEmulation.menuRows.isEmpty { return }
      try app { _ = field.becomeFirstResponder() }
    case .endFocus:
      guard let responder = UIKitEmulation.firstResponder(of: window) else { return }
      try app { _ = responder.resignFirstResponder() }
    case .escape(let source):
      try await escape(source)
    case .present(let l):
      try app { present(l) }
      quiet()
    case .remove where cardSheetUp != nil:
      // The app keeps the card while its sheet is up.
      return
    case .remove(let l) where l == sheetIndex:
      // Not while DismissKit's dismissal runs (UIKit ignores a second one).
      guard sheetIsUp, model.states[regionOfLayer[l]] == .open else { return }
      quiet()
      shownSinceReconcile = true
      try app {
        expectedCalls.removeAll { $0.layer == l }
        stage.root.dismiss(animated: false)
        _ = model.handle(RefEvent(t: now, .close(regionOfLayer[l])))
      }
    case .remove(let l):
      guard cards[l].window != nil else { return }
      quiet()
      shownSinceReconcile = true
      try app {
        removeViews(of: l)
        _ = model.handle(RefEvent(t: now, .close(regionOfLayer[l])))
      }
    case .finish(let l, let finished):
      guard let done = pending.removeValue(forKey: l) else { return }
      try app {
        if finished {
          removeViews(of: l)
          done(true)
          _ = model.handle(RefEvent(t: now, .close(regionOfLayer[l])))
        } else {
          done(false)
          _ = model.handle(RefEvent(t: now, .refuse(regionOfLayer[l])))
        }
      }
      quiet()
    case .systemTap(let x, let y, let field):
      try await systemTap(x, y, field: field)
    case .sheetFromCard(let l):
      try presentSheet(from: l)
    case .sheetGoes:
      try dismissCardSheet()
    case .menu(let l, let row, let x, let y):
      try await menu(l, row: row, x, y)
    case .turn:
      try await turn()
    }
    switch step {
    case .down, .move, .up, .cancel: try await turn()
    default: break
    }
    switch step {
    case .present, .remove, .turn: break
    default: shownSinceReconcile = false
    }
  }

  private func quiet() {
    guard !Self.checksEscapeCommandAfterQuietChange else { return }
    quietChange = true
    eventSinceQuietChange = false
  }

  /// UIKit's hit view and the model's target agree.
  private func checkHit(_ point: Point) throws {
    let view = window.hitTest(CGPoint(x: point.x, y: point.y), with: nil)
    let uikit: String
    if let view, let region = regionOfView[ObjectIdentifier(view)] {
      uikit = "r\(region)"
    } else if let view, let l = dimmings.firstIndex(where: { $0 === view }) {
      uikit = "backdrop r\(regionOfLayer[l])"
    } else if let view, let l = cardSheetUp, let ids = cardSheetRegions[l],
      let container = cardSheets[l]?.controller.presentationController?.containerView,
      view.isDescendant(of: container)
    {
      // The container and dimming view of the sheet the card presented.
      uikit = "r\(ids.presentation)"
    } else if view != nil, sheetIsUp, let l = sheetIndex {
      // The presentation's container or dimming view.
      uikit = "backdrop r\(regionOfLayer[l])"
    } else {
      uikit = "empty"
    }
    let rules: String
    switch model.hitTest(point) {
    case .path(let path): rules = "r\(path[0])"
    case .backdrop(let region): rules = "backdrop r\(region)"
    case .empty: rules = "empty"
    }
    checks += 1
    if uikit != rules {
      throw fail("hit", "at (\(point.x), \(point.y)) UIKit hits \(uikit), the rules \(rules)")
    }
  }

  /// The app acts (shows, removes, focuses, refuses): what UIKit tells
  /// DismissKit of it may be decided on, but not carried out inside.
  private func app(_ work: () -> Void) throws { try event(nil, work) }

  /// An event: the model decides, the app's vetoes apply, and what it asks
  /// for is expected at the next pass; nothing may be carried out inside.
  private func event(_ kind: RefEvent.Kind?, _ deliver: () -> Void) throws {
    if let kind {
      modelEvent(kind)
      switch kind {
      case .touch(_, .up, _, _), .cancel: eventSinceQuietChange = true
      default: break
      }
    }
    let callsBefore = calls.count
    inEvent = true
    deliver()
    inEvent = false
    if let failure = failures.first { throw failure }
    checks += 1
    if calls.count != callsBefore {
      throw fail("delivery", "dismissals ran inside the event: \(calls[callsBefore...])")
    }
  }

  /// The model's decision for an event, less the app's vetoes.
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
        let l = regionOfLayer.firstIndex(of: region)!
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
      // A touch or escape whose every dismissal the app refused, and that
      // resigned only for them, leaves the input inside the refused layer
      // focused, as before the event (rule 7, B9): focus given back is no
      // new focus, so its focus-outside pass dismisses nothing.
      stats.refusedResigns += 1
      let restored = model.handle(RefEvent(t: now, .focus(focusBefore)))
      for case .dismiss(let region, _) in restored.effects {
        _ = model.handle(RefEvent(t: now, .refuse(region)))
      }
    }
    if !inEscape { expectedCalls += expected }
    if Self.traces {
      print("  [\(stepIndex)] rules: \(kind) → \(step.effects), open: \(model.openLayers)")
    }
    return expected
  }

  private func escape(_ source: EscapeSource) async throws {
    var source = source
    if quietChange && source == .key { source = .accessibility }
    eventSinceQuietChange = true
    inEscape = true
    if cardSheetUp != nil, !model.openLayers.isEmpty { stats.coveredEscapes += 1 }
    expectedNow = modelEvent(.escape(source))
    switch source {
    case .key:
      UIKitEmulation.pressKey(UIKeyCommand.inputEscape, in: window)
    case .accessibility:
      // VoiceOver's focus is on the front-most screen.
      var front: UIViewController = stage.root
      while let presented = front.presentedViewController, !presented.isBeingDismissed {
        front = presented
      }
      let from = UIKitEmulation.firstResponder(of: window) ?? front.view!
      UIKitEmulation.accessibilityEscape(from: from)
    }
    inEscape = false
    if let failure = failures.first { throw failure }
    checks += 1
    if !expectedNow.isEmpty {
      throw fail("decisions", "the escape did not carry out \(expectedNow), which the rules say")
    }
    applyModelAfterCalls()
    try checkFocus(after: "the escape")
  }

  /// `system`: a system alert over the app (or its sheet); a tap on it
  /// decides nothing: no dismissal, no resign (DismissKit's would be caught
  /// as a resign of a focus the rules keep). The model hears nothing. Then
  /// the person taps its OK button.
  private func systemTap(_ x: Double, _ y: Double, field: Bool) async throws {
    guard fingers.isEmpty else { return }
    // What earlier events decided runs first.
    try await turn()
    var top: UIViewController = stage.root
    while let presented = top.presentedViewController { top = presented }
    guard !top.isBeingDismissed, !(top is UIAlertController) else { return }
    let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    if field { alert.addTextField() }
    let callsBefore = calls.count
    top.present(alert, animated: false)
    inTurn = true
    await UIKitEmulation.runLoopPass()
    inTurn = false
    // The app focuses the alert's field: a field of what the screen of the
    // cards presents, inside them (S32); UIKit ends the editing beneath.
    var alertField: UITextField?
    if field, let textField = alert.textFields?.first {
      try app { _ = textField.becomeFirstResponder() }
      alertField = textField.isFirstResponder ? textField : nil
      if alertField != nil { stats.alertFields += 1 }
      inTurn = true
      await UIKitEmulation.runLoopPass()
      inTurn = false
      if let failure = failures.first { throw failure }
      if calls.count != callsBefore {
        throw fail("system", "focus in a system alert's field dismissed \(calls[callsBefore...])")
      }
    }
    inTurn = true
    let frame = alert.view.convert(alert.view.bounds, to: nil)
    let point = CGPoint(
      x: min(frame.maxX - 1, frame.minX + frame.width * x),
      y: min(frame.maxY - 1, frame.minY + frame.height * y))
    UIKitEmulation.tap(in: window, at: point)
    stats.systemTaps += 1
    await UIKitEmulation.runLoopPass()
    inTurn = false
    checks += 1
    if let failure = failures.first { throw failure }
    if calls.count != callsBefore {
      throw fail("system", "a tap on a system alert dismissed \(calls[callsBefore...])")
    }
    if let alertField, alert.presentingViewController != nil, !alert.isBeingDismissed,
      !alertField.isFirstResponder
    {
      throw fail("system", "a tap on a system alert resigned its focused field")
    }
    // The person taps OK. Nothing tells DismissKit the alert went: its
    // Escape command waited beneath (K13).
    if alert.presentingViewController != nil, let ok = alert.actionButtons.first {
      UIKitEmulation.tap(ok)
    }
    try await turn()
    for _ in 0..<4 where alert.presentingViewController != nil { try await turn() }
    if alert.presentingViewController != nil {
      throw fail("system", "the alert did not go (a harness error)")
    }
  }

  // MARK: - The app

  private func present(_ l: Int) {
    let region = regionOfLayer[l]
    guard model.states[region] == .closed, cards[l].window == nil, cardSheetUp == nil else {
      return
    }
    if shownSinceReconcile { stats.cardsTogether += 1 }
    // A card shown again while a finger that went down on its last showing
    // is still down: for the scene the same region (its touch is on the
    // card), for DismissKit a new registration. Not generated: which one a
    // person would expect is not clear.
    if touchedLayers.values.contains(where: { $0.contains(region) }) { return }
    // The `makeDismissible` sheet comes only over a screen with no card
    // (over an open card the rules would need to know whether the app
    // presented it from inside the card, which UIKit's presenting
    // controller, the root, does not say: `sheetFromCard` covers sheets of
    // cards), and no card shows beneath it (drawn beneath, it would be
    // above it in the order of showing).
    if let sheet = sheetIndex, l == sheet ? !model.stack.isEmpty : sheetIsUp { return }
    // Known gap, to enable once the Escape command's place is settled: with
    // a field beneath a sheet still first responder, an Escape press goes
    // up the field's responder chain and never meets the command on the
    // sheet's controller.
    // Until then the sheet comes with no focus and no finger down (whose
    // touch-up would focus a field beneath it).
    if l == sheetIndex && (UIKitEmulation.firstResponder(of: window) != nil || !fingers.isEmpty) {
      return
    }
    shownSinceReconcile = true
    if l == sheetIndex, let sheet, let item = sheetItem {
      stage.root.present(sheet, animated: false)
      let bounds = sheet.view.bounds
      item.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
      cardFields[l].frame = CGRect(
        x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
      for view in [sheet.view!, item, cardFields[l]] {
        let frame = view.convert(view.bounds, to: nil)
        _ = model.handle(
          RefEvent(
            t: now,
            .setFrame(
              regionOfView[ObjectIdentifier(view)]!,
              Rect(
                x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                height: Double(frame.height)))))
      }
      _ = model.handle(RefEvent(t: now, .open(region)))
      return
    }
    let parent = testCase.layers[l].parent
    if let parent, model.states[regionOfLayer[parent]] != .open || cards[parent].window == nil {
      return
    }
    // A card inside another is drawn with it: beneath every card shown
    // later on the root. The scene's order is the order of showing (a
    // layer shown later is in front, rule 2), so the app shows a card inside
    // another only while nothing but that card's own are above it.
    if let parent {
      let above = model.stack.drop { $0 != regionOfLayer[parent] }.dropFirst()
      if above.contains(where: { !model.isAncestor(regionOfLayer[parent], of: $0) }) { return }
    }
    let container = parent.map { cards[$0] } ?? stage.root.view!
    if let dimming = dimmings[l] { container.addSubview(dimming) }
    container.addSubview(cards[l])
    _ = model.handle(RefEvent(t: now, .open(region)))
  }

  /// A toggling trigger was tapped (inside the touch-up): the app shows its
  /// card, or takes it away.
  private func triggerTapped(_ l: Int) {
    switch model.states[regionOfLayer[l]] {
    case .closed: present(l)
    case .open:
      removeViews(of: l)
      _ = model.handle(RefEvent(t: now, .close(regionOfLayer[l])))
    case .dismissing: break
    }
  }

  /// The layers inside `l`, at any depth.
  private func inner(_ l: Int) -> [Int] {
    testCase.layers.indices.filter { inner in
      var current = testCase.layers[inner].parent
      while let p = current {
        if p == l { return true }
        current = testCase.layers[p].parent
      }
      return false
    }
  }

  /// The app takes a card's views out (and the cards inside with it, so that
  /// showing it again shows it alone). Exit animations stop: their
  /// completions run late, with `false`.
  private func removeViews(of l: Int) {
    let leaving = [l] + inner(l)
    expectedCalls.removeAll { leaving.contains($0.layer) }
    expectedNow.removeAll { leaving.contains($0.layer) }
    cards[l].removeFromSuperview()
    dimmings[l]?.removeFromSuperview()
    for i in inner(l) {
      cards[i].removeFromSuperview()
      dimmings[i]?.removeFromSuperview()
    }
    for i in leaving { pending.removeValue(forKey: i)?(false) }
  }

  private func fieldBeganEditing(_ view: UIView?) {
    guard let view, let region = regionOfView[ObjectIdentifier(view)] else { return }
    eventSinceQuietChange = true
    stats.focusChanges += 1
    let step = model.isPresent(region)
    if !step {
      failures.append(fail("agreement", "r\(region) began editing while the rules say it is gone"))
      return
    }
    modelEvent(.focus(region))
  }

  private func fieldEndedEditing(_ view: UIView?) {
    guard let view, let region = regionOfView[ObjectIdentifier(view)] else { return }
    eventSinceQuietChange = true
    if inTurn { stats.resigns += 1 }
    // A field in a layer on its way out ends editing as its view leaves
    // the window (a sheet's transition completing in the pass): UIKit's.
    let leaving = model.chain(region).contains { model.states[$0] == .dismissing }
    if inTurn && model.focus == region && !leaving {
      failures.append(
        fail("decisions", "DismissKit resigned r\(region), which the rules keep focused"))
    }
    if model.focus == region { modelEvent(.focus(nil)) }
  }

  // MARK: - What the adapter carries out

  private func adapterDismissed(_ l: Int, reason: DismissReason) {
    let call = Call(layer: l, reason: reason)
    if Self.traces { print("  [\(stepIndex)] DismissKit: \(call)") }
    checks += 1
    stats.dismissals += 1
    if inEscape { stats.escapeDismissals += 1 }
    if l == sheetIndex { stats.sheetDismissals += 1 }
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
          fail("decisions", "DismissKit carried out \(call), the rules say \(expectedCalls)"))
      }
      if !inTurn {
        failures.append(fail("delivery", "L\(l) was dismissed outside a pass of the run loop"))
      }
    }
    if cards[l].window == nil {
      failures.append(fail("gone", "L\(l) was dismissed while its view is not in the window"))
    }
    if pending[l] != nil {
      failures.append(fail("gone", "L\(l) was dismissed again while its exit animation runs"))
    }
    if l == sheetIndex {
      // `dismiss(animated: true)`: closed once the transition completes.
      return
    }
    switch testCase.layers[l].dismissal {
    case .removeNow:
      // DismissKit removes the card and its dimming view; the cards inside
      // go with it.
      let leaving = inner(l)
      expectedCalls.removeAll { leaving.contains($0.layer) }
      expectedNow.removeAll { leaving.contains($0.layer) }
      modelAfterCall.append(.close(regionOfLayer[l]))
      for i in leaving { pending.removeValue(forKey: i)?(false) }
      detachInner.append(l)
    case .animated:
      break
    case .refuseLater:
      modelAfterCall.append(.refuse(regionOfLayer[l]))
    }
  }

  private var detachInner: [Int] = []

  /// Tells the model what the app did with each dismissal.
  private func applyModelAfterCalls() {
    for l in detachInner {
      for i in inner(l) {
        cards[i].removeFromSuperview()
        dimmings[i]?.removeFromSuperview()
      }
    }
    detachInner = []
    for kind in modelAfterCall { _ = model.handle(RefEvent(t: now, kind)) }
    modelAfterCall = []
  }

  private func turn() async throws {
    shownSinceReconcile = false
    inTurn = true
    // A resign waits for the app's updates of this cycle and the next (T18).
    await UIKitEmulation.runLoopPass()
    await UIKitEmulation.runLoopPass()
    inTurn = false
    if let failure = failures.first { throw failure }
    checks += 1
    if !expectedCalls.isEmpty {
      throw fail(
        "decisions",
        "after the pass DismissKit carried out \(calls), the rules also say \(expectedCalls)")
    }
    calls = []
    applyModelAfterCalls()
    if let l = sheetIndex, model.states[regionOfLayer[l]] == .dismissing, !sheetIsUp {
      _ = model.handle(RefEvent(t: now, .close(regionOfLayer[l])))
    }
    try checkAgreement()
    if eventSinceQuietChange { quietChange = false }
  }

  private var coordinator: WindowCoordinator {
    stage.interaction!.attachToWindow()
      ?? DismissWindowAttachment.existing(for: window)!.coordinator
  }

  private func checkFocus(after what: String) throws {
    checks += 1
    var responder = UIKitEmulation.firstResponder(of: window) as? UIView
    // A system alert's field is nothing of the app's (the rules hear nothing
    // of it).
    var presented = stage.root.presentedViewController
    while let controller = presented {
      if controller is UIAlertController, let view = responder,
        view.isDescendant(of: controller.view)
      {
        responder = nil
      }
      presented = controller.presentedViewController
    }
    let uikit = responder.flatMap { regionOfView[ObjectIdentifier($0)] }
    if uikit != model.focus || (responder != nil && uikit == nil) {
      throw fail(
        "agreement",
        "after \(what) focus is on \(uikit.map { "r\($0)" } ?? "nothing") in UIKit, on \(model.focus.map { "r\($0)" } ?? "nothing") by the rules"
      )
    }
  }

  private func checkAgreement() throws {
    coordinator.prepareLayers()
    checks += 1
    for l in cards.indices {
      let rules = model.states[regionOfLayer[l]]
      let registration = coordinator.layers.registration(of: layerInteractions[l])
      let adapter = registration.map { coordinator.engine.state(of: $0.layer) } ?? .closed
      if rules != adapter {
        throw fail("agreement", "L\(l) is \(adapter) in DismissKit, \(rules) by the rules")
      }
      let shown = cards[l].window != nil
      if shown != (rules != .closed) {
        throw fail(
          "agreement", "L\(l) is \(rules) by the rules but its view is \(shown ? "shown" : "gone")")
      }
    }
    try checkFocus(after: "the pass")
    // Refreshed at a touch's end: not checked while a finger is down.
    if quietChange || !fingers.isEmpty { return }
    // A system menu or alert is in front: no command is expected on it
    // (rule 7), and where UIKit puts it is open (N4); the press is its own (K13).
    if !UIKitEmulation.menuRows.isEmpty || systemAlertIsUp { return }
    // The command sits on the front-most app presentation (rule 7): never
    // on the root beneath a sheet presented from a card.
    if cardSheetUp != nil,
      (stage.root.keyCommands ?? []).contains(where: { $0.input == UIKeyCommand.inputEscape })
    {
      throw fail("escape key", "the Escape command is on the root beneath a sheet")
    }
    var probe = model
    let wouldAct = !probe.handle(RefEvent(t: now, .escape(.key))).effects.isEmpty
    let installed = escapeCommandReachable
    if installed != wouldAct {
      throw fail(
        "escape key",
        "an Escape press \(installed ? "finds" : "misses") DismissKit's command, but an escape would \(wouldAct ? "" : "not ")act"
      )
    }
  }

  /// Whether an Escape press would find DismissKit's command where UIKit
  /// looks: up the responder chain from the first responder, or from the
  /// top presented controller with none (K9's default), whichever way a
  /// presented controller's `next` goes (K6).
  private var systemAlertIsUp: Bool {
    var presented = stage.root.presentedViewController
    while let controller = presented, !(controller is UIAlertController) {
      presented = controller.presentedViewController
    }
    return presented != nil
  }

  private var escapeCommandReachable: Bool {
    var start: UIResponder? = UIKitEmulation.firstResponder(of: window)
    if start == nil {
      var top: UIViewController = stage.root
      while let presented = top.presentedViewController { top = presented }
      start = top
    }
    var responder = start
    var steps = 0
    while let current = responder, steps < 256 {
      if (current.keyCommands ?? []).contains(where: { $0.input == UIKeyCommand.inputEscape }) {
        return true
      }
      responder = current.next
      steps += 1
    }
    return false
  }

  // MARK: - Whole cases

  /// Runs a case, then checks that everything is released with the app.
  /// `tamper` changes the app before it runs (to plant a failure).
  static func run(_ testCase: PropertyCase, tamper: ((PropertyHarness) -> Void)? = nil)
    async throws -> Stats
  {
    var harness: PropertyHarness? = PropertyHarness(testCase)
    tamper?(harness!)
    try await harness!.runAll()
    var stats = harness!.stats
    stats.checks = harness!.checks + 1
    let window = WeakReference(harness!.stage.window)
    let interaction = WeakReference(harness!.stage.interaction)
    let layer = WeakReference(harness!.layerInteractions.first)
    let card = WeakReference(harness!.cards.first)
    harness = nil
    UIKitEmulation.begin()
    await UIKitEmulation.runLoopPass()
    let leaked = [
      ("window", window.object as AnyObject?), ("DismissInteraction", interaction.object),
      ("layer interaction", layer.object), ("card", card.object),
    ].filter { $0.1 != nil }.map(\.0)
    if !leaked.isEmpty {
      throw Failure(
        step: testCase.steps.count, invariant: "lifetime",
        message: "still alive after the app went: \(leaked.joined(separator: ", "))")
    }
    return stats
  }
}
