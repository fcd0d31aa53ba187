import DismissCore

/// Decides a window's touches, focus and escapes for every adapter scope in
/// it (UIKit interactions, SwiftUI roots). A touch belongs to the nearest
/// active client up from the view it hit; other clients with an open layer
/// hear it as a touch outside. An escape goes to the client whose open layer
/// is in front in the front-most presentation, else to the focused input's
/// owner.
@MainActor
final class DismissWindowHub {
  /// The path a non-owner's engine gets: outside its regions, keyboard kept.
  static let outsideMarker = PathElement.unregistered(.container, keyboard: .keep)

  /// The platform: resigning, surfaces and window membership.
  weak var platform: (any DismissHubPlatform)?

  /// Runs effects on the next main-queue turn, after UIKit's delivery (T11, T12).
  let scheduler: any DismissScheduler

  /// How often a touch's effects check whether its view's touch-up is still
  /// held (T12), and how long they wait at most: a double-tap recognizer
  /// lets it go once no second tap came within its interval, which UIKit
  /// does not publish (about 0.25 s is the usual figure); past this
  /// limit the effects run as they would without the wait.
  static let touchUpPollInterval = 1.0 / 60
  static let touchUpHoldLimit = 0.5

  struct Entry {
    weak var client: (any DismissHubClient)?
  }

  struct ActiveTouch {
    /// The observer that reported the touch first.
    let source: ObjectIdentifier
    /// The client that decides it, if any.
    weak var owner: (any DismissHubClient)?
    /// The owner first, then those hearing it as a touch outside.
    var clients: [Entry]
  }

  private var entries: [Entry] = []
  private(set) var touches: [ObjectIdentifier: ActiveTouch] = [:]
  private(set) var focus = FocusTracker()
  /// The client that reported a focused responder that is not a view.
  private weak var focusReporter: (any DismissHubClient)?
  /// The responder whose focus ended with no touch of the app's since: an
  /// alert may take it and give it back (F12), which is no new focus.
  private weak var quietlyEnded: AnyObject?
  /// The effects of a touch whose view's touch-up is held (T12), gathered
  /// while its end is delivered to the clients.
  private var heldEffects: [@MainActor () -> Void]?

  /// Creates a hub. `scheduler` defaults to the main queue.
  init(platform: (any DismissHubPlatform)? = nil, scheduler: (any DismissScheduler)? = nil) {
    self.platform = platform
    self.scheduler = scheduler ?? MainQueueScheduler.shared
  }

  // MARK: - Clients

  /// The registered clients that are alive, in registration order.
  var clients: [any DismissHubClient] { entries.compactMap(\.client) }

  /// Whether no live client is registered.
  var isEmpty: Bool { !entries.contains { $0.client != nil } }

  /// Whether a client is registered.
  func contains(_ client: any DismissHubClient) -> Bool {
    entries.contains { $0.client === client }
  }

  /// Registers a client (once) and tells it about the current focus.
  func add(_ client: any DismissHubClient) {
    entries.removeAll { $0.client == nil }
    guard !contains(client) else { return }
    client.hub?.remove(client)
    entries.append(Entry(client: client))
    client.hub = self
    announceFocus(to: client)
  }

  /// Unregisters a client: it gets no more events, even for its touches.
  func remove(_ client: any DismissHubClient) {
    entries.removeAll { $0.client == nil || $0.client === client }
    for key in Array(touches.keys) {
      touches[key]?.clients.removeAll { $0.client == nil || $0.client === client }
      if touches[key]?.clients.isEmpty == true { touches[key] = nil }
    }
    if client.hub === self { client.hub = nil }
    if focusReporter === client { focusReporter = nil }
  }

  /// The innermost active client around `node`: the nearest scope up from
  /// it; of two on one view, a SwiftUI root (``DismissHubClient/isNarrowerThanScope``),
  /// whatever the registration order.
  func client(for node: (any DismissNode)?) -> (any DismissHubClient)? {
    // Walked in place: it runs at every touch (the adapter-tap benchmark).
    var current = node
    var depth = 0
    while let n = current, depth < HitPathBuilder.maximumDepth {
      var found: (any DismissHubClient)?
      for case let client? in entries.lazy.map(\.client)
      where client.hubScope === n && client.isActiveInHub {
        if client.isNarrowerThanScope { return client }
        found = found ?? client
      }
      if let found { return found }
      current = n.dismissNodeParent
      depth += 1
    }
    return nil
  }

  // MARK: - Touches

  /// A touch went down on `hit` (`touch.view`, T4). A touch already down is
  /// taken only from the observer that reported it first.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, source: ObjectIdentifier
  ) {
    if let active = touches[key] {
      guard active.source == source else { return }
      // UIKit restarting a touch: the same clients hear it again.
      for case let client? in active.clients.lazy.map(\.client) {
        client.touchBegan(
          key, hit: hit, at: point, time: time, pointer: pointer, isOwner: client === active.owner)
      }
      return
    }
    pruneClients()
    if isSystemSurface(hit) { return }
    quietlyEnded = nil
    // The first finger's scope decides every touch until all lift: a second
    // finger elsewhere is multi-touch there, never a tap of another scope.
    let owner = touches.values.lazy.compactMap(\.owner).first ?? client(for: hit)
    var given = owner.map { [Entry(client: $0)] } ?? []
    for entry in entries {
      guard let client = entry.client else { continue }
      if client !== owner && client.isActiveInHub && client.frontOpenLayer() != nil {
        given.append(entry)
      }
    }
    guard !given.isEmpty else { return }
    touches[key] = ActiveTouch(source: source, owner: owner, clients: given)
    for case let client? in given.lazy.map(\.client) {
      client.touchBegan(
        key, hit: hit, at: point, time: time, pointer: pointer, isOwner: client === owner)
    }
  }

  /// A touch moved.
  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double, source: ObjectIdentifier)
  {
    guard let active = touches[key], active.source == source else { return }
    for case let client? in active.clients.lazy.map(\.client) {
      client.touchMoved(key, to: point, time: time)
    }
  }

  /// A touch lifted. While `isHeld` says another recognizer still holds
  /// the view's touch-up (T12), the touch's effects wait for it.
  func touchEnded(
    _ key: ObjectIdentifier, at point: Point, time: Double, source: ObjectIdentifier,
    isHeld: (@MainActor () -> Bool)? = nil
  ) {
    guard let active = touches.removeValue(forKey: key) else { return }
    guard active.source == source else {
      touches[key] = active
      return
    }
    if isHeld != nil { heldEffects = [] }
    for case let client? in active.clients.lazy.map(\.client) {
      client.touchEnded(key, at: point, time: time)
    }
    guard let isHeld, let effects = heldEffects else { return }
    heldEffects = nil
    guard !effects.isEmpty else { return }
    scheduler.schedule(
      whenReleased: isHeld, interval: Self.touchUpPollInterval, limit: Self.touchUpHoldLimit
    ) {
      for effect in effects { effect() }
    }
  }

  /// The system cancelled a touch, or its observer stopped seeing it.
  func touchCancelled(_ key: ObjectIdentifier, source: ObjectIdentifier) {
    guard let active = touches.removeValue(forKey: key) else { return }
    guard active.source == source else {
      touches[key] = active
      return
    }
    for case let client? in active.clients.lazy.map(\.client) { client.touchCancelled(key) }
  }

  /// Whether the touch is on a presentation DismissKit does not manage (alert,
  /// share sheet, system menu; N2–N5): it decides nothing. Checked only while
  /// something could be decided, so an idle window does no work per touch.
  private func isSystemSurface(_ node: (any DismissNode)?) -> Bool {
    guard let node, let platform else { return false }
    guard focus.hasResponder || entries.contains(where: { $0.client?.needsSurfaceCheck == true })
    else {
      return false
    }
    return NodeSurface.isSystemSurface(node, surface: { platform.surface(of: $0) })
  }

  // MARK: - Later

  /// Runs UI work on the next main-queue turn, after the event's delivery:
  /// for a touch whose view's touch-up is held, once it was let go (T12).
  func scheduleAfterDelivery(_ work: @escaping @MainActor () -> Void) {
    if heldEffects != nil {
      heldEffects?.append(work)
    } else {
      scheduler.schedule(work)
    }
  }

  /// Runs `work` once the app applied the state it changed in this run
  /// loop pass and the next, unless focus changed since `generation` or the
  /// focused input is no longer first responder: SwiftUI's focus (T18), a
  /// recognizer's action (T22) and an observer after DismissKit's (E58) may
  /// move it a cycle later. The main queue wakes the run loop for that cycle.
  func afterUpdates(
    ifFocusUnchangedSince generation: UInt64, _ work: @escaping @MainActor () -> Void
  ) {
    let check: @MainActor () -> Void = { [weak self] in
      guard let self, self.focus.generation == generation else { return }
      if let responder = self.focus.responder, self.platform?.isFocused(responder) == false {
        return
      }
      work()
    }
    scheduler.scheduleAfterUpdates { [weak self] in
      self?.scheduler.schedule { self?.scheduler.scheduleAfterUpdates(check) }
    }
  }

  // MARK: - Window membership

  private func isInWindow(_ client: any DismissHubClient) -> Bool {
    guard let scope = client.hubScope else { return false }
    return platform?.isInWindow(scope) ?? true
  }

  /// Drops dead clients and those whose scope left the window; tells the
  /// platform when none is left so the window's observers go (L12).
  func pruneClients() {
    let hadEntries = !entries.isEmpty
    entries.removeAll { $0.client == nil }
    for entry in entries {
      guard let client = entry.client, !isInWindow(client)
      else { continue }
      remove(client)
      client.hubDidRemove()
    }
    if hadEntries && entries.isEmpty { platform?.hubDidBecomeEmpty() }
  }

  // MARK: - Focus

  /// A responder took focus: a text input's begin-editing notification (F1),
  /// or one a client reported (`reporter`).
  func focusDidBegin(
    _ responder: AnyObject, input: (any DismissNode)?,
    reportedBy reporter: (any DismissHubClient)? = nil
  ) {
    pruneClients()
    let restoring = responder === quietlyEnded
    quietlyEnded = nil
    focus.begin(responder, node: input)
    focusReporter = reporter
    announceFocus(to: nil, restoring: restoring)
  }

  /// A responder lost focus; a late end for an older responder is ignored.
  func focusDidEnd(_ responder: AnyObject) {
    guard focus.end(responder) else { return }
    quietlyEnded = responder
    focusReporter = nil
    for case let client? in entries.lazy.map(\.client) { client.focusDidEnd() }
  }

  /// Ends editing in the window. If the responder refuses, it keeps focus and
  /// `client` gets it back. Returns whether editing ended.
  @discardableResult
  func resignFocus(from client: (any DismissHubClient)? = nil) -> Bool {
    let responder = focus.responder
    let node = focus.node
    let reporter = focusReporter
    focus.clear()
    focusReporter = nil
    if platform?.resignFocus(responder) ?? true {
      // Unless the app's end-editing handler already focused another input.
      if !focus.hasResponder {
        for case let other? in entries.lazy.map(\.client) { other.focusDidEnd() }
      }
      return true
    }
    guard let responder else { return false }
    focus.begin(responder, node: node)
    focusReporter = reporter
    if let client, client.isActiveInHub {
      client.restoreFocus(at: node, isOwner: client === focusOwner())
    }
    return false
  }

  /// A client's refused layer is open again where it was: it meets focus
  /// that moved while its veto waited for delivery (rule 5, V1).
  func refusal(of client: any DismissHubClient, meetsFocusMovedSince generation: UInt64?) {
    guard let generation, focus.generation != generation else { return }
    announceFocus(to: client)
  }

  /// The client serving the focused input's node, or the active reporter.
  func focusOwner() -> (any DismissHubClient)? {
    guard focus.hasResponder else { return nil }
    if let node = focus.node { return client(for: node) }
    if let reporter = focusReporter, reporter.isActiveInHub { return reporter }
    return nil
  }

  /// Tells `target`, or every client (`nil`), which input has focus;
  /// `restoring`: as it was before it ended (no focus-outside pass).
  private func announceFocus(to target: (any DismissHubClient)?, restoring: Bool = false) {
    guard focus.hasResponder else { return }
    let owner = focusOwner()
    let node = focus.node
    if let target {
      if target.isActiveInHub { target.focusDidBegin(at: node, isOwner: target === owner) }
      return
    }
    // The owner first, so its engine knows the input before the others run
    // their focus-outside pass. A snapshot: a client may change the entries.
    let snapshot = entries
    let clients = snapshot.compactMap(\.client)
    let ordered = clients.filter { $0 === owner } + clients.filter { $0 !== owner }
    for client in ordered where client.isActiveInHub {
      let isOwner = client === owner
      if restoring {
        client.restoreFocus(at: node, isOwner: isOwner)
      } else {
        client.focusDidBegin(at: node, isOwner: isOwner)
      }
    }
  }

  // MARK: - Escape

  /// An Escape-key press (DismissKit's key command). Returns whether it
  /// dismissed something or ended editing.
  @discardableResult
  func escapeKeyPressed() -> Bool {
    deliverEscape(.key, keyPress: true)
  }

  /// An escape from the app or accessibility. Returns whether it dismissed.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    deliverEscape(source, keyPress: false)
  }

  /// Where an escape goes (rule 7: it belongs to the front-most
  /// presentation): the client whose top-most open layer is in front, among
  /// layers no presentation covers; with none, the focus owner or the first
  /// active client, for the keyboard alone when its layers are covered.
  /// `passingOverSystem`: as if no system presentation were in front (K13).
  func escapeRoute(passingOverSystem: Bool = false)
    -> (client: any DismissHubClient, keyboardOnly: Bool)?
  {
    pruneClients()
    let active = clients.filter { $0.isActiveInHub && isInWindow($0) }
    var front: (client: any DismissHubClient, node: any DismissNode)?
    for client in active {
      // Compared by the top layer's own view: the order the person sees (rule 7).
      guard let layer = client.frontOpenLayer(),
        !isCovered(client, passingOverSystem: passingOverSystem)
      else { continue }
      let node = client.escapeLayerNode ?? layer
      if let current = front, !NodeOrder.isInFront(node, of: current.node) { continue }
      front = (client, node)
    }
    if let front { return (front.client, false) }
    guard focus.hasResponder else { return nil }
    let owner = focusOwner()
    guard let client = active.first(where: { $0 === owner }) ?? active.first else { return nil }
    return (client, client.frontOpenLayer() != nil)
  }

  private func isCovered(_ client: any DismissHubClient, passingOverSystem: Bool) -> Bool {
    guard let platform, let node = client.escapeLayerNode else { return false }
    return platform.isCovered(node, passingOverSystem: passingOverSystem)
  }

  /// Whether the Escape key would act now, or once the system's
  /// presentations in front go: the key command waits beneath them (K13).
  var escapeKeyWouldAct: Bool {
    guard let route = escapeRoute(passingOverSystem: true), route.client.takesEscapeKey else {
      return false
    }
    return route.keyboardOnly ? route.client.escapeDismissesKeyboard : route.client.escapeWouldAct
  }

  private func deliverEscape(_ source: EscapeSource, keyPress: Bool) -> Bool {
    for client in clients { client.willEscape() }
    guard let route = escapeRoute() else { return false }
    let target = route.client
    if keyPress && !target.takesEscapeKey { return false }
    if route.keyboardOnly { return target.escapeDismissesKeyboard && resignFocus(from: target) }
    return target.escape(source)
  }
}
