import DismissCore

/// The platform-neutral heart of the SwiftUI adapter: one per window-level
/// `dismissesKeyboardOnTapOutside(policy:)` root that serves (roots inside
/// it forward to it).
///
/// It owns the root's ``DismissEngine``, in window coordinates, and
/// translates, never decides:
/// - **Registrations.** Marked SwiftUI views (keep/dismiss subtrees, layers,
///   excluded triggers) register by ``DismissalToken`` with their parent
///   token, a ``DismissalRegionSpec`` and their ``DismissalAnchor``, the
///   invisible `UIView` behind them. A view whose parent has not registered
///   yet is inserted as soon as the parent is (SwiftUI does not promise the
///   order in which representables are made).
/// - **Geometry at the event.** Nothing is reported while views move. At a
///   touch-down while the engine is not idle, at a focus change and for the
///   debug overlay, the coordinator measures the anchors
///   (``AnchorMeasurement``): in the touched window, in the presentation of
///   the touched view, cut by their clipping ancestors; every other anchor
///   is absent. An idle engine measures nothing at a touch; should it stop
///   being idle while that touch is down (focus begins, a layer opens), the
///   anchors are measured first, as of the touch's down, and the touch
///   takes the policy of the root it landed in.
/// - **Policies.** Roots nested inside the serving one set the policy of
///   the touches that land in them (the innermost root whose anchor holds
///   the touch); marked views of a sheet without a root bring the policy of
///   the root they registered with.
/// - **Layers and bindings.** A layer's binding opens and closes the layer.
///   A ``DismissEffect/dismissLayer(_:reason:)`` effect asks the app's veto,
///   calls its `onDismiss` with the reason and writes `false` into the
///   binding, once. A binding that still reads `true` at the next event (the
///   app's setter refused) makes the layer open again, at its place.
/// - **Effects after the touch.** Effects are decided at the event and
///   carried out by the ``DismissScheduler`` (the next main-queue turn on a
///   device, after UIKit delivered the touch to the tapped view): layer
///   dismissals first, then the resign, which is skipped when focus changed
///   in between. Escapes are carried out at once.
///
/// ```swift
/// let coordinator = RootCoordinator()
/// coordinator.host = host
/// coordinator.register(send, spec: .keyboard(.keep), anchor: sendAnchor)
/// coordinator.focusBegan(at: field)
/// coordinator.touchBegan(1, at: Point(x: 200, y: 600), time: 0, hit: messageList)
/// coordinator.touchEnded(1, at: Point(x: 200, y: 600), time: 0.1)  // host.endEditing(), next turn
/// ```
@MainActor
final class RootCoordinator {
  /// One registration. A class, so that measuring walks the registrations
  /// without copying them (an entry holds a weak reference and closures).
  final class Entry {
    var spec: DismissalRegionSpec
    var parent: DismissalToken?
    /// The invisible view behind the marked view, held weakly.
    weak var anchor: (any DismissalAnchor)?
    /// `nil` while waiting for the parent to be inserted.
    var region: RegionID?
    /// For a layer: the binding's value, as the view last reported it.
    var isPresented: Bool
    /// For a layer: where DismissKit's dismissal of it is.
    var dismissal: Dismissal = .none
    /// For a layer: the binding and the app's callbacks.
    var actions: LayerBinding?
    /// The root the view registered with (its policy), `nil` for this one.
    var origin: ObjectIdentifier?
    /// Registration order, to keep document order when registrations move.
    let sequence: Int

    init(
      spec: DismissalRegionSpec, parent: DismissalToken?, anchor: (any DismissalAnchor)?,
      isPresented: Bool, actions: LayerBinding?, origin: ObjectIdentifier?,
      sequence: Int
    ) {
      self.spec = spec
      self.parent = parent
      self.anchor = anchor
      self.isPresented = isPresented
      self.actions = actions
      self.origin = origin
      self.sequence = sequence
    }
  }

  /// Where DismissKit's dismissal of a layer is.
  enum Dismissal: Hashable {
    /// None under way.
    case none
    /// The engine asked for it; the effect waits for the scheduler.
    case pending
    /// `false` was written into the binding; the next event checks that it
    /// stuck.
    case written
  }

  /// A root inside the serving one: its anchor and policy.
  struct RootArea {
    weak var anchor: (any DismissalAnchor)?
    var policy: DismissPolicy
    /// How many roots are around it in the environment.
    var depth: Int
  }

  /// The engine of this root, in window coordinates.
  var engine: DismissEngine

  /// The UI that performs `resignFocus` and answers UIKit questions.
  weak var host: (any RootHost)?

  /// The hub of the window the root is in, once attached.
  weak var hub: DismissWindowHub?

  /// Where effects are carried out: the main queue's next turn in the
  /// adapter (``MainQueueScheduler``); `nil` runs them at once.
  var scheduler: (any DismissScheduler)?

  /// Called with whether the hidden Escape-key button should be enabled:
  /// while a layer is open, or while a text input has focus and the policy
  /// lets Escape dismiss the keyboard.
  var onEscapeKeyChange: ((Bool) -> Void)?

  var entries: [DismissalToken: Entry] = [:]
  /// Registered children of a token (registered or not), in registration
  /// order.
  var children: [DismissalToken: [DismissalToken]] = [:]
  var tokensByRegion: [RegionID: DismissalToken] = [:]
  private var nextSequence = 0
  /// The layers whose binding DismissKit set to `false`, to check at the
  /// next event.
  var written: Set<DismissalToken> = []
  /// The roots nested in this one, by identity.
  var rootAreas: [ObjectIdentifier: RootArea] = [:]
  /// The policy of this root.
  var basePolicy: DismissPolicy
  /// The policy of the root around the focused input.
  var focusPolicy: DismissPolicy?
  var lastEscapeKey = false
  /// The engine identifiers of the touches the hub handed over.
  var windowTouches = TouchTable()
  /// Effects decided and not yet carried out, with the focus generation of
  /// the window's hub at their event.
  var pending: [PendingEffect] = []
  var applying: [PendingEffect] = []
  var isApplyScheduled = false
  var isApplying = false
  /// A reused buffer for the clipping frames of one anchor.
  var clips: [Rect] = []
  /// The registrations in registration order, for measuring without
  /// hashing: kept in step with `entries`.
  var inOrder: [Entry] = []
  /// The registrations that are layers, in registration order.
  var layerEntries: [Entry] = []
  /// How many anchors were measured so far: the work the coordinator did
  /// on geometry. Scrolling adds nothing to it.
  private(set) var measuredAnchorCount = 0

  /// The view the last touch on the idle engine hit, for measuring its
  /// presentation should the engine stop being idle during it.
  weak var pendingTargetHit: (any DismissNode)?
  /// The view the first of those touches hit, for its policy.
  weak var pendingPolicyHit: (any DismissNode)?
  /// Where the first of those touches went down, for its policy, until it
  /// is set: it stays the policy while other touches are down, as a busy
  /// first touch's does.
  var pendingTargetPoint: Point?

  /// What the scheduler runs to carry out the pending effects: made once,
  /// so that scheduling allocates no closure per event.
  lazy var applyBlock: @MainActor () -> Void = { [weak self] in self?.applyPendingEffects() }

  /// How many layer dismissals were carried out (not refused) so far.
  var carriedOutDismissals = 0

  /// An effect waiting for the scheduler.
  struct PendingEffect {
    var effect: DismissEffect
    /// The hub's focus generation when the effect was decided.
    var focusGeneration: UInt64?
  }

  /// Creates a coordinator with an empty engine.
  nonisolated init(policy: DismissPolicy = DismissPolicy()) {
    engine = DismissEngine(policy: policy)
    basePolicy = policy
  }

  /// The policy of this root; changes take effect at the next touch.
  var policy: DismissPolicy {
    get { basePolicy }
    set {
      guard basePolicy != newValue else { return }
      basePolicy = newValue
      if windowTouches.isEmpty { engine.policy = newValue }
      notifyEscapeKeyChange()
    }
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

  /// Registers a marked view when its anchor is made. Registering a token
  /// again replaces its spec, parent, anchor and presentation.
  ///
  /// - Parameters:
  ///   - parent: the token of the nearest marked view around this one (from
  ///     the environment), or `nil`.
  ///   - anchor: the invisible view behind the marked view.
  ///   - isPresented: for a layer, the binding's value.
  ///   - actions: for a layer, its binding and the app's callbacks.
  ///   - origin: the root the view registered with, when it is not this one.
  func register(
    _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken? = nil,
    anchor: (any DismissalAnchor)?, isPresented: Bool = true,
    actions: LayerBinding? = nil, origin: ObjectIdentifier? = nil
  ) {
    measureForPendingTargets()
    if entries[token] != nil { unregister(token) }
    let entry = Entry(
      spec: spec, parent: parent, anchor: anchor, isPresented: isPresented, actions: actions,
      origin: origin, sequence: nextSequence)
    nextSequence += 1
    entries[token] = entry
    inOrder.append(entry)
    if spec.kind == .layer { layerEntries.append(entry) }
    if let parent { children[parent, default: []].append(token) }
    insertWaiting(from: token)
    notifyEscapeKeyChange()
  }

  /// Forgets a registration when its view goes away: its region (and the
  /// regions of the registrations inside it) leave the engine, which closes
  /// a presented layer among them without effects. Registrations inside it
  /// wait for it to come back.
  func unregister(_ token: DismissalToken) {
    measureForPendingTargets()
    guard let entry = entries.removeValue(forKey: token) else { return }
    if let at = inOrder.firstIndex(where: { $0 === entry }) { inOrder.remove(at: at) }
    layerEntries.removeAll { $0 === entry }
    written.remove(token)
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
        // Its dismissal, if one was under way, ended with its region.
        entries.values[index].dismissal = .none
        written.remove(child)
        work.append(contentsOf: children[child] ?? [])
      }
    }
    refreshExclusions([entry.spec.excludedFrom])
    notifyEscapeKeyChange()
  }

  /// A marked view's anchor changed (SwiftUI made a new one). Nothing is
  /// measured until an event needs it.
  func setAnchor(_ anchor: (any DismissalAnchor)?, for token: DismissalToken) {
    guard let index = entries.index(forKey: token) else { return }
    entries.values[index].anchor = anchor
  }

  /// The layer's binding and callbacks, refreshed at each view update (a
  /// binding value captures the view's current state).
  func setActions(_ actions: LayerBinding?, for token: DismissalToken) {
    guard let index = entries.index(forKey: token) else { return }
    entries.values[index].actions = actions
  }

  /// Changes what a registered view is (its keyboard attribute, whether it
  /// is enabled, a layer's triggers, modality or name).
  func update(_ token: DismissalToken, spec: DismissalRegionSpec) {
    measureForPendingTargets()
    guard let index = entries.index(forKey: token) else { return }
    let old = entries.values[index].spec
    guard old != spec else { return }
    entries.values[index].spec = spec
    let entry = entries.values[index]
    if old.kind != spec.kind { layerEntries = inOrder.filter { $0.spec.kind == .layer } }
    if let region = entry.region {
      let parent = entry.parent.flatMap { entries[$0]?.region }
      engine.update(
        region,
        to: spec.region(
          frame: engine.region(region)?.frame ?? .zero, parent: parent,
          excluded: excludedRegions(named: spec.layerID)))
      if spec.kind == .layer && entry.isPresented && entry.dismissal == .none {
        engine.open(region)
      }
    }
    refreshExclusions([old.excludedFrom, spec.excludedFrom])
    notifyEscapeKeyChange()
  }

  /// A layer's binding changed (its view reports its value): `true` opens
  /// the layer (and the presented layers inside it) or, while DismissKit's
  /// dismissal of it is under way, keeps it open at its place; `false`
  /// closes it (with the layers inside it), whoever set it.
  func setPresented(_ isPresented: Bool, for token: DismissalToken) {
    measureForPendingTargets()
    guard let index = entries.index(forKey: token) else { return }
    let wasPresented = entries.values[index].isPresented
    entries.values[index].isPresented = isPresented
    let dismissal = entries.values[index].dismissal
    let entry = entries.values[index]
    guard entry.spec.kind == .layer, let region = entry.region else { return }
    if isPresented {
      // A view update that repeats `true` while the write is being checked
      // is the refusal, not a new opening.
      if wasPresented && dismissal == .pending { return }
      entries.values[index].dismissal = .none
      written.remove(token)
      if engine.state(of: region) == .dismissing {
        engine.refuseDismissal(region)
      } else {
        engine.open(region)
      }
      openPresentedLayers(inside: token)
    } else {
      entries.values[index].dismissal = .none
      written.remove(token)
      engine.close(region)
      endDismissals(inside: token)
    }
    notifyEscapeKeyChange()
  }

  /// Moves registrations to another coordinator (a root inside the serving
  /// one forwards to it, or stops forwarding and takes its own back): they
  /// leave this engine and join the other in their original order, each
  /// keeping its anchor and actions.
  ///
  /// - Parameters:
  ///   - moves: which registrations move, by their origin; all by default.
  ///   - retag: the origin each gets in the other coordinator; the same by
  ///     default.
  func transferRegistrations(
    to other: RootCoordinator,
    where moves: (ObjectIdentifier?) -> Bool = { _ in true },
    retag: (ObjectIdentifier?) -> ObjectIdentifier? = { $0 }
  ) {
    guard other !== self else { return }
    let moved =
      entries
      .filter { moves($0.value.origin) }
      .sorted { $0.value.sequence < $1.value.sequence }
    for (token, _) in moved.reversed() { unregister(token) }
    for (token, entry) in moved {
      other.register(
        token, spec: entry.spec, parent: entry.parent, anchor: entry.anchor,
        isPresented: entry.isPresented, actions: entry.actions, origin: retag(entry.origin))
    }
  }

  /// A root nested in this one: its anchor (the root's probe) and its
  /// policy, for the touches that land in it.
  func setRootArea(
    _ root: ObjectIdentifier, anchor: (any DismissalAnchor)?, policy: DismissPolicy, depth: Int
  ) {
    // A touch from idle takes its policy from the roots as they were.
    measureForPendingTargets()
    rootAreas[root] = RootArea(anchor: anchor, policy: policy, depth: depth)
  }

  /// A nested root left, or stopped forwarding here.
  func removeRootArea(_ root: ObjectIdentifier) {
    measureForPendingTargets()
    rootAreas[root] = nil
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
      // Absent until an event measures it.
      let region = engine.insert(
        entry.spec.region(
          frame: .zero, parent: parent, excluded: excludedRegions(named: entry.spec.layerID)))
      guard region != .none else { continue }
      entries[next]?.region = region
      tokensByRegion[region] = next
      if entry.spec.kind == .layer && entry.isPresented && entry.dismissal == .none {
        engine.open(region)
      }
      if entry.spec.excludedFrom != nil { exclusions.append(entry.spec.excludedFrom) }
      work.append(contentsOf: (children[next] ?? []).reversed())
    }
    refreshExclusions(exclusions)
  }

  /// Opens the presented layers inside a layer that just opened, or is open
  /// again after a refusal (a submenu the app showed while the menu's
  /// dismissal was under way): those whose binding reads `true` now (one
  /// DismissKit wrote `false` into whose view update is still to come stays
  /// closed), and whose own dismissal is not under way (the layers
  /// dismissed with a refused one stay dismissed).
  func openPresentedLayers(inside token: DismissalToken) {
    var work = (children[token] ?? []).reversed() as [DismissalToken]
    while let next = work.popLast() {
      guard let entry = entries[next], let region = entry.region else { continue }
      if entry.spec.kind == .layer {
        guard entry.isPresented && entry.dismissal == .none,
          entry.actions?.isPresented() ?? true
        else { continue }
        engine.open(region)
      }
      work.append(contentsOf: (children[next] ?? []).reversed())
    }
  }

  /// The layers inside a layer the engine just closed (with it): a
  /// dismissal of theirs under way or waiting to be settled is over, so
  /// that they open again with their layer.
  func endDismissals(inside token: DismissalToken) {
    var work = children[token] ?? []
    while let child = work.popLast() {
      if let entry = entries[child], entry.region.map({ isClosed($0) }) ?? true {
        entry.dismissal = .none
        written.remove(child)
      }
      work.append(contentsOf: children[child] ?? [])
    }
  }

  private func isClosed(_ region: RegionID) -> Bool {
    readEngine { $0.state(of: region) } == .closed
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

  /// Whether the hidden Escape-key button should be enabled: an escape
  /// would act (the top-most open layer reacts to it; with no layer open, a
  /// text input has focus and the policy around it lets Escape dismiss the
  /// keyboard). Otherwise the button is disabled and the app's own
  /// `keyboardShortcut(.cancelAction)` gets the key.
  var wantsEscapeKey: Bool {
    readEngine { engine in
      if engine.isIdle { return false }
      return engine.escapeWouldAct(
        escapeDismissesKeyboard: (focusPolicy ?? basePolicy).escapeDismissesKeyboard)
    }
  }

  /// Whether one of the registered layers is open, without building the
  /// engine's list of open layers (an allocation per call).
  func hasOpenLayer(in engine: inout DismissEngine) -> Bool {
    for entry in layerEntries {
      if let region = entry.region, engine.state(of: region) == .open { return true }
    }
    return false
  }

  func notifyEscapeKeyChange() {
    let wants = wantsEscapeKey
    guard wants != lastEscapeKey else { return }
    lastEscapeKey = wants
    onEscapeKeyChange?(wants)
  }

  /// Counts measured anchors (see ``measuredAnchorCount``).
  func noteMeasured(_ count: Int) { measuredAnchorCount &+= count }
}
