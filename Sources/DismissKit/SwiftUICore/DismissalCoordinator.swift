import DismissCore

/// What a ``DismissalCoordinator`` asks of the UI it serves.
///
/// The SwiftUI adapter implements it with the root's probe view and the
/// hosting view of its presentation; tests implement it with a fake.
@MainActor
protocol DismissalHost: AnyObject {
  /// Ends editing in the window (through the window's hub): the focused
  /// responder resigns and the keyboard goes away. `@FocusState` bindings
  /// follow on their own.
  func endEditing()
  /// The hosting view of the presentation, the scope the window's hub hands
  /// this root its touches for; `nil` while the root is not in a window.
  var presentationNode: (any DismissNode)? { get }
  /// Whether this root serves its presentation: in a window, and not inside
  /// the presentation of another root (then it forwards to that one).
  var servesPresentation: Bool { get }
  /// A point in window coordinates, in the probe's.
  func probePoint(fromWindow point: Point) -> Point
  /// The frame of a text input, in the probe's coordinates; `nil` when it
  /// is not a view of this window.
  func probeFrame(of input: any DismissNode) -> Rect?
  /// The role of a UIKit view between a touched view and the presentation
  /// view (SwiftUI's text fields are `UITextField`s, its toggles
  /// `UISwitch`es).
  func role(of node: any DismissNode) -> DismissViewRole
}

/// The platform-neutral heart of the SwiftUI adapter, one per presentation
/// (the window's root content, each sheet, full-screen cover and popover
/// that applies `dismissesKeyboardOnTapOutside(policy:)`).
///
/// It owns the presentation's ``DismissEngine`` and translates, never
/// decides:
/// - **Registrations.** Marked SwiftUI views (keep/dismiss subtrees, layers,
///   excluded triggers) register by ``DismissalToken`` with their parent
///   token, a ``DismissalRegionSpec`` and a frame in the presentation's
///   `.global` space. The coordinator maps tokens to engine regions, inserts
///   a view whose parent has not registered yet as soon as the parent does
///   (SwiftUI does not promise the order of `onAppear`), re-parents nothing,
///   and forgets a registration when its view disappears.
/// - **Frames.** `setFrame` goes straight to ``DismissEngine/setFrame(_:of:)``:
///   a reference type that views write into, so a scroll re-evaluates no view
///   body.
/// - **Layers and bindings.** A layer's `isPresented` binding opens and
///   closes the layer in the engine; a ``DismissEffect/dismissLayer(_:reason:)``
///   effect sets the binding to `false` (once) through its `onDismiss`
///   closure, and the binding's change then closes the layer.
/// - **Events.** Touches, focus changes and escapes come from the window's
///   ``DismissWindowHub`` (this coordinator is the root's client there), in
///   the probe's coordinates, and are converted through the
///   ``PresentationSpace``; a touch's UIKit view chain is combined with the
///   engine's geometric hit test by ``TouchTarget``. The engine's effects are
///   dispatched in order: layer dismissals to their bindings, `resignFocus`
///   to the host, which resigns through the hub.
///
/// ```swift
/// let coordinator = DismissalCoordinator()
/// coordinator.host = host
/// coordinator.register(send, spec: .keyboard(.keep), frame: sendFrame)
/// coordinator.focusBegan(inputFrameInProbe: fieldFrame)
/// coordinator.touchBegan(1, atProbePoint: Point(x: 200, y: 600), time: 0)
/// coordinator.touchEnded(1, atProbePoint: Point(x: 200, y: 600), time: 0.1)  // host.endEditing()
/// ```
@MainActor
final class DismissalCoordinator {
  /// One registration.
  struct Entry {
    var spec: DismissalRegionSpec
    var parent: DismissalToken?
    /// In engine (`.global`) coordinates.
    var frame: Rect
    /// `nil` while waiting for the parent to be inserted.
    var region: RegionID?
    /// For a layer: the binding's value.
    var isPresented: Bool
    /// For a layer: a dismissal was asked of the binding and the binding has
    /// not changed since.
    var dismissRequested = false
    /// For a layer: sets the binding to `false` (or the item to `nil`).
    var onDismiss: (@MainActor () -> Void)?
    /// Registration order, to keep document order when registrations move.
    var sequence: Int
  }

  /// The engine of this presentation.
  private(set) var engine: DismissEngine

  /// The UI that performs `resignFocus`.
  weak var host: (any DismissalHost)?

  /// The hub of the window the root is in, once attached.
  weak var hub: DismissWindowHub?

  /// How UIKit locations become engine coordinates.
  var space = PresentationSpace()

  /// Called when the engine stops or starts being idle (no focus, no
  /// presented layer), with the new `isIdle`. The adapter enables its hidden
  /// Escape-key button only while the engine is not idle.
  var onIdleChange: ((Bool) -> Void)?

  private var entries: [DismissalToken: Entry] = [:]
  /// Registered children of a token (registered or not), in registration
  /// order.
  private var children: [DismissalToken: [DismissalToken]] = [:]
  private var tokensByRegion: [RegionID: DismissalToken] = [:]
  private var nextSequence = 0
  private var lastIdle = true
  /// The engine identifiers of the touches the hub handed over.
  private var windowTouches = TouchTable()

  /// Creates a coordinator with an empty engine.
  nonisolated init(policy: DismissPolicy = DismissPolicy()) {
    engine = DismissEngine(policy: policy)
  }

  /// The policy of the engine; changes take effect at the next event.
  var policy: DismissPolicy {
    get { engine.policy }
    set { if engine.policy != newValue { engine.policy = newValue } }
  }

  // MARK: - Registrations

  /// The number of registrations (inserted or waiting for their parent).
  var registrationCount: Int { entries.count }

  /// Whether a token is registered.
  func isRegistered(_ token: DismissalToken) -> Bool { entries[token] != nil }

  /// The engine region of a registration, or `nil` while it waits for its
  /// parent (or when it is not registered).
  func region(for token: DismissalToken) -> RegionID? { entries[token]?.region }

  /// The registration of an engine region.
  func token(for region: RegionID) -> DismissalToken? { tokensByRegion[region] }

  /// Registers a marked view when it appears. Registering a token again
  /// replaces its spec, parent, frame and presentation.
  ///
  /// - Parameters:
  ///   - parent: the token of the nearest marked view around this one (from
  ///     the environment), or `nil`.
  ///   - frame: the view's frame in the presentation's `.global` space.
  ///   - isPresented: for a layer, the binding's value.
  ///   - onDismiss: for a layer, sets the binding to `false`.
  func register(
    _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken? = nil,
    frame: Rect, isPresented: Bool = true, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    if entries[token] != nil { unregister(token) }
    let entry = Entry(
      spec: spec, parent: parent, frame: frame, region: nil, isPresented: isPresented,
      onDismiss: onDismiss, sequence: nextSequence)
    nextSequence += 1
    entries[token] = entry
    if let parent { children[parent, default: []].append(token) }
    insertWaiting(from: token)
    notifyIdleChange()
  }

  /// Forgets a registration when its view disappears: its region (and the
  /// regions of the registrations inside it) leave the engine, which closes
  /// a presented layer among them without effects. Registrations inside it
  /// wait for it to come back.
  func unregister(_ token: DismissalToken) {
    guard let entry = entries.removeValue(forKey: token) else { return }
    if let parent = entry.parent, var siblings = children[parent] {
      siblings.removeAll { $0 == token }
      children[parent] = siblings.isEmpty ? nil : siblings
    }
    if let region = entry.region {
      engine.remove(region)
      tokensByRegion[region] = nil
      var work = children[token] ?? []
      while let child = work.popLast() {
        guard let index = entries.index(forKey: child), let lost = entries.values[index].region
        else { continue }
        tokensByRegion[lost] = nil
        entries.values[index].region = nil
        work.append(contentsOf: children[child] ?? [])
      }
    }
    refreshExclusions([entry.spec.excludedFrom])
    notifyIdleChange()
  }

  /// Moves a registered view: the hot path of scrolling, a dictionary look-up
  /// and ``DismissEngine/setFrame(_:of:)``. Unknown tokens are ignored.
  func setFrame(_ frame: Rect, for token: DismissalToken) {
    guard let index = entries.index(forKey: token) else { return }
    entries.values[index].frame = frame
    if let region = entries.values[index].region { engine.setFrame(frame, of: region) }
  }

  /// Changes what a registered view is (its keyboard attribute, whether it
  /// is enabled, a layer's triggers, modality or name).
  func update(_ token: DismissalToken, spec: DismissalRegionSpec) {
    guard let index = entries.index(forKey: token) else { return }
    let old = entries.values[index].spec
    guard old != spec else { return }
    entries.values[index].spec = spec
    let entry = entries.values[index]
    if let region = entry.region {
      let parent = entry.parent.flatMap { entries[$0]?.region }
      engine.update(
        region,
        to: spec.region(
          frame: entry.frame, parent: parent, excluded: excludedRegions(named: spec.layerID)))
      if spec.kind == .layer && entry.isPresented && !entry.dismissRequested {
        engine.open(region)
      }
    }
    refreshExclusions([old.excludedFrom, spec.excludedFrom])
    notifyIdleChange()
  }

  /// A layer's binding changed (or its view reports its value): `true`
  /// opens the layer (and the presented layers inside it), `false` closes it
  /// (with the layers inside it), whether the engine asked for it or the app
  /// did.
  func setPresented(_ isPresented: Bool, for token: DismissalToken) {
    guard let index = entries.index(forKey: token) else { return }
    entries.values[index].isPresented = isPresented
    entries.values[index].dismissRequested = false
    let entry = entries.values[index]
    guard entry.spec.kind == .layer, let region = entry.region else { return }
    if isPresented {
      engine.open(region)
      openPresentedLayers(inside: token)
    } else {
      engine.close(region)
    }
    notifyIdleChange()
  }

  /// Moves every registration to another coordinator (a second root inside
  /// this one's presentation forwards to the outer root): they leave this
  /// engine and join the other in their original order.
  func transferRegistrations(to other: DismissalCoordinator) {
    guard other !== self else { return }
    let moved = entries.sorted { $0.value.sequence < $1.value.sequence }
    for (token, _) in moved.reversed() { unregister(token) }
    for (token, entry) in moved {
      other.register(
        token, spec: entry.spec, parent: entry.parent, frame: entry.frame,
        isPresented: entry.isPresented, onDismiss: entry.onDismiss)
    }
  }

  // MARK: - Events from UIKit

  /// A touch went down. `point` is in the probe's coordinates; `chain` says
  /// whether a text input or control is under it in UIKit.
  func touchBegan(
    _ touch: TouchID, atProbePoint point: Point, time: Double, pointer: PointerKind = .finger,
    chain: TouchedViewChain = .empty
  ) {
    let at = space.enginePoint(fromProbe: point)
    switch TouchTarget.resolve(chain, at: at, in: engine) {
    case .geometric:
      perform(engine.touchDown(touch, at: at, time: time, pointer: pointer))
    case .path(let path):
      perform(engine.touchDown(touch, at: at, time: time, pointer: pointer, hitPath: path))
    }
  }

  /// A touch that another scope of the window decides went down (probe
  /// coordinates): it is outside every region of this presentation and
  /// keeps the keyboard (``DismissWindowHub/outsideMarker``), so only the
  /// open layers react, by their outside-touch triggers.
  func touchBeganOutside(
    _ touch: TouchID, atProbePoint point: Point, time: Double, pointer: PointerKind = .finger
  ) {
    let at = space.enginePoint(fromProbe: point)
    perform(
      engine.touchDown(
        touch, at: at, time: time, pointer: pointer,
        hitPath: CollectionOfOne(DismissWindowHub.outsideMarker)))
  }

  /// A touch moved (probe coordinates).
  func touchMoved(_ touch: TouchID, toProbePoint point: Point, time: Double) {
    perform(engine.touchMoved(touch, to: space.enginePoint(fromProbe: point), time: time))
  }

  /// A touch lifted (probe coordinates).
  func touchEnded(_ touch: TouchID, atProbePoint point: Point, time: Double) {
    perform(engine.touchUp(touch, at: space.enginePoint(fromProbe: point), time: time))
  }

  /// The system cancelled a touch.
  func touchCancelled(_ touch: TouchID) {
    perform(engine.touchCancelled(touch))
  }

  /// A text input in this presentation began editing; `frame` is its frame
  /// in the probe's coordinates. The engine learns which layers hold it (a
  /// geometric hit test at its center) and runs the focus-outside pass.
  func focusBegan(inputFrameInProbe frame: Rect) {
    let path = TouchTarget.focusPath(ofInputAt: space.engineRect(fromProbe: frame), in: engine)
    perform(engine.setFocus(hitPath: path))
    notifyIdleChange()
  }

  /// A text input outside this presentation began editing: it is outside
  /// every layer here (focus-outside layers close), and a tap here that
  /// dismisses the keyboard ends its editing.
  func focusBeganElsewhere() {
    perform(engine.setFocus(hitPath: CollectionOfOne(PathElement.unregistered(.textInput))))
    notifyIdleChange()
  }

  /// The focused text input ended editing.
  func focusEnded() {
    guard engine.isFocused else { return }
    perform(engine.setFocus(nil))
    notifyIdleChange()
  }

  /// The Escape key or the accessibility escape. Returns whether it
  /// dismissed something.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    let effects = engine.escape(source)
    perform(effects)
    return !effects.isEmpty
  }

  /// The `dismissKeyboard` environment action: ends editing through the host.
  func dismissKeyboard() {
    host?.endEditing()
  }

  // MARK: - Effects

  /// Carries out the engine's effects in order: a layer dismissal sets the
  /// layer's binding to `false` (once per dismissal; a layer without a
  /// binding is closed at once), `resignFocus` ends editing.
  func perform(_ effects: [DismissEffect]) {
    guard !effects.isEmpty else { return }
    for effect in effects {
      switch effect {
      case .dismissLayer(let region, _):
        guard let token = tokensByRegion[region], let index = entries.index(forKey: token),
          !entries.values[index].dismissRequested
        else { continue }
        entries.values[index].dismissRequested = true
        if let onDismiss = entries.values[index].onDismiss {
          onDismiss()
        } else {
          engine.close(region)
        }
      case .resignFocus:
        host?.endEditing()
      }
    }
    notifyIdleChange()
  }

  // MARK: - Internals

  /// Inserts a registration whose parent is in the engine, then the
  /// registrations that were waiting for it.
  private func insertWaiting(from token: DismissalToken) {
    var work = [token]
    var exclusions: [AnyHashable?] = []
    while let next = work.popLast() {
      guard let entry = entries[next], entry.region == nil else { continue }
      var parent: RegionID?
      if let parentToken = entry.parent {
        guard let parentRegion = entries[parentToken]?.region else { continue }
        parent = parentRegion
      }
      let region = engine.insert(
        entry.spec.region(
          frame: entry.frame, parent: parent, excluded: excludedRegions(named: entry.spec.layerID)))
      guard region != .none else { continue }
      entries[next]?.region = region
      tokensByRegion[region] = next
      if entry.spec.kind == .layer && entry.isPresented && !entry.dismissRequested {
        engine.open(region)
      }
      if entry.spec.excludedFrom != nil { exclusions.append(entry.spec.excludedFrom) }
      work.append(contentsOf: (children[next] ?? []).reversed())
    }
    refreshExclusions(exclusions)
  }

  /// Opens the presented layers inside a layer that just opened.
  private func openPresentedLayers(inside token: DismissalToken) {
    var work = (children[token] ?? []).reversed() as [DismissalToken]
    while let next = work.popLast() {
      guard let entry = entries[next], let region = entry.region else { continue }
      if entry.spec.kind == .layer {
        guard entry.isPresented && !entry.dismissRequested else { continue }
        engine.open(region)
      }
      work.append(contentsOf: (children[next] ?? []).reversed())
    }
  }

  /// The inserted registrations excluded from the layers named `name`.
  private func excludedRegions(named name: AnyHashable?) -> [RegionID] {
    guard let name else { return [] }
    return entries.values
      .filter { $0.spec.excludedFrom == name && $0.region != nil }
      .sorted { $0.sequence < $1.sequence }
      .compactMap(\.region)
  }

  /// Gives the layers with these names their current excluded regions.
  private func refreshExclusions(_ names: [AnyHashable?]) {
    var done: Set<AnyHashable> = []
    for case let name? in names where done.insert(name).inserted {
      let excluded = excludedRegions(named: name)
      for entry in entries.values where entry.spec.kind == .layer && entry.spec.layerID == name {
        if let region = entry.region { engine.setExcluded(excluded, of: region) }
      }
    }
  }

  private func notifyIdleChange() {
    let idle = engine.isIdle
    guard idle != lastIdle else { return }
    lastIdle = idle
    onIdleChange?(idle)
  }
}

extension DismissalCoordinator: DismissHubClient {
  var hubScope: (any DismissNode)? { host?.presentationNode }
  var isActiveInHub: Bool { host?.servesPresentation ?? false }
  var takesObservedEscapeKey: Bool { true }

  /// A touch from the window's hub: the owner reads the UIKit views from
  /// the touched one up to the presentation view (text inputs, controls);
  /// a touch another scope decides is outside everything here.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool
  ) {
    guard let host, let scope = host.presentationNode else { return }
    let id = windowTouches.begin(key)
    let probePoint = host.probePoint(fromWindow: point)
    guard isOwner else {
      touchBeganOutside(id, atProbePoint: probePoint, time: time, pointer: pointer)
      return
    }
    let roles = HitPathBuilder.roles(from: hit, upTo: scope, role: { host.role(of: $0) }) ?? []
    touchBegan(
      id, atProbePoint: probePoint, time: time, pointer: pointer,
      chain: TouchedViewChain(roles: roles))
  }

  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double) {
    guard let id = windowTouches.id(for: key), let host else { return }
    touchMoved(id, toProbePoint: host.probePoint(fromWindow: point), time: time)
  }

  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double) {
    guard let id = windowTouches.end(key), let host else { return }
    touchEnded(id, atProbePoint: host.probePoint(fromWindow: point), time: time)
  }

  func touchCancelled(_ key: ObjectIdentifier) {
    guard let id = windowTouches.end(key) else { return }
    touchCancelled(id)
  }

  /// Cancels every touch the hub handed over (the root stops serving).
  func cancelWindowTouches() {
    for id in windowTouches.removeAll() { touchCancelled(id) }
  }

  /// Focus from the window's hub: the owner knows where its input is; for
  /// an input elsewhere the engine only learns that focus is up.
  func focusDidBegin(at input: (any DismissNode)?, isOwner: Bool) {
    if isOwner, let input, let frame = host?.probeFrame(of: input) {
      focusBegan(inputFrameInProbe: frame)
    } else {
      focusBeganElsewhere()
    }
  }

  func focusDidEnd() { focusEnded() }

  /// The presentation view while a layer is open: SwiftUI layers are drawn
  /// inside it.
  func frontOpenLayer() -> (any DismissNode)? {
    engine.openLayers.isEmpty ? nil : host?.presentationNode
  }
}
