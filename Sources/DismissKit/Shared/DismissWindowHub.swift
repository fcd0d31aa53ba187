import DismissCore

/// The one place where a window's touches, focus and escapes are decided:
/// each adapter scope in the window (UIKit interactions, SwiftUI roots)
/// registers with the window's hub, and the window's single passive touch
/// observer and its focus notifications report to it.
///
/// Who handles what:
/// - **Touches.** A touch belongs to the nearest active client up from the
///   view it hit (``client(for:)``): a SwiftUI root for touches in its
///   presentation, the UIKit interaction for the others. That client alone
///   decides the touch: its target, the keyboard, and its own layers. Every
///   other client with an open layer hears that a touch landed outside
///   everything of its own (its layers may close; the keyboard is never its
///   to decide for that touch). A touch reported by two observers is taken
///   from the first and ignored from the other.
/// - **Focus.** The hub tracks the focused responder for the whole window
///   (one ``FocusTracker``). The client that owns the input learns where it
///   is; the others learn that a text input elsewhere has focus, so that a
///   tap they decide can end editing and their `focusOutside` layers close.
///   Resigning goes through ``resignFocus(from:)``: the tracked responder, or
///   ending editing in the window; when the responder refuses, the client
///   that asked gets the focus back.
/// - **Escape.** An escape goes to one client: the one whose top-most open
///   layer is in front; with no layer open, the one that owns the focused
///   input. Escape-key presses seen twice (the window's observer and the
///   SwiftUI Escape-key button, or the app's own key command) within
///   ``keyEscapeInterval`` count once.
///
/// ```swift
/// let hub = DismissWindowHub(platform: platform)
/// hub.add(uiKitCoordinator)   // the window's interaction
/// hub.add(swiftUIRoot)        // a hosting controller's root, inside the window
/// hub.touchBegan(key, hit: touchedView, at: point, time: t, pointer: .finger, source: observer)
/// ```
@MainActor
final class DismissWindowHub {
  /// Two Escape-key escapes closer than this (seconds) are one press seen
  /// twice. A person cannot press a key twice this fast; key repeat starts
  /// far later.
  static let keyEscapeInterval = 0.1

  /// The path a client's engine gets for a touch that another client
  /// decides: outside all of its regions, and keeping the keyboard, so that
  /// only its layers react.
  static let outsideMarker = PathElement.unregistered(.container, keyboard: .keep)

  /// The platform: resigning and the clock.
  weak var platform: (any DismissHubPlatform)?

  /// Where the effects of touches and focus changes are carried out: the
  /// next turn of the main queue, after UIKit has delivered the event to
  /// its views (see ``DismissScheduler``).
  let scheduler: any DismissScheduler

  private struct Entry {
    weak var client: (any DismissHubClient)?
  }

  private struct ActiveTouch {
    /// The observer that reported the touch first.
    let source: ObjectIdentifier
    /// The client that decides it, if any.
    weak var owner: (any DismissHubClient)?
    /// The clients that were given it: the owner first, then those that
    /// hear it as a touch outside.
    var clients: [Entry]
  }

  private var entries: [Entry] = []
  private var touches: [ObjectIdentifier: ActiveTouch] = [:]
  /// Client lists of ended touches, kept for the next ones, so that a
  /// touch allocates nothing in steady state.
  private var spareClientLists: [[Entry]] = []
  /// The scopes of the clients, rebuilt for each `client(for:)` in place.
  private var scopeBuffer: [(scope: ObjectIdentifier, entry: Entry)] = []
  /// The focused responder of the window.
  private(set) var focus = FocusTracker()
  /// The client that reported a focused responder that is not a view.
  private weak var focusReporter: (any DismissHubClient)?
  private var lastKeyEscape: Double?

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

  /// Unregisters a client: it gets no more events, not even for the
  /// touches it was given.
  func remove(_ client: any DismissHubClient) {
    entries.removeAll { $0.client == nil || $0.client === client }
    for key in Array(touches.keys) {
      touches[key]?.clients.removeAll { $0.client == nil || $0.client === client }
      if touches[key]?.clients.isEmpty == true { touches[key] = nil }
    }
    if client.hub === self { client.hub = nil }
    if focusReporter === client { focusReporter = nil }
  }

  /// The client that decides for a node: the nearest active client whose
  /// scope is the node or one of its ancestors; `nil` when no active client
  /// serves it.
  ///
  /// - Complexity: O(*d* · *c*) for a node at depth *d* and *c* clients.
  func client(for node: (any DismissNode)?) -> (any DismissHubClient)? {
    guard node != nil else { return nil }
    // A buffer of the hub's, reused: no allocation per touch.
    var scoped: [(scope: ObjectIdentifier, entry: Entry)] = []
    swap(&scoped, &scopeBuffer)
    defer {
      scoped.removeAll(keepingCapacity: true)
      swap(&scoped, &scopeBuffer)
    }
    for entry in entries {
      if let client = entry.client, let scope = client.hubScope {
        scoped.append((ObjectIdentifier(scope), entry))
      }
    }
    guard !scoped.isEmpty else { return nil }
    var current = node
    var depth = 0
    while let n = current, depth < HitPathBuilder.maximumDepth {
      let key = ObjectIdentifier(n)
      for candidate in scoped where candidate.scope == key {
        if let client = candidate.entry.client, client.hubScope === n, client.isActiveInHub {
          return client
        }
      }
      current = n.dismissNodeParent
      depth += 1
    }
    return nil
  }

  // MARK: - Touches

  /// A touch went down on `hit` (UIKit's `touch.view`), reported by the
  /// observer `source`. The owner decides it; the other active clients with
  /// an open layer hear it as a touch outside. A touch that is already down
  /// is taken from the observer that reported it first.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, source: ObjectIdentifier
  ) {
    if let active = touches[key] {
      guard active.source == source else { return }
      // UIKit restarting a touch it already reported: the same clients
      // hear it again.
      for case let client? in active.clients.lazy.map(\.client) {
        client.touchBegan(
          key, hit: hit, at: point, time: time, pointer: pointer, isOwner: client === active.owner)
      }
      return
    }
    pruneClients()
    if isSystemSurface(hit) { return }
    let owner = client(for: hit)
    var given = spareClientLists.popLast() ?? []
    if let owner { given.append(Entry(client: owner)) }
    for entry in entries {
      guard let client = entry.client else { continue }
      if client !== owner && client.isActiveInHub && client.frontOpenLayer() != nil {
        given.append(entry)
      }
    }
    guard !given.isEmpty else {
      recycle(&given)
      return
    }
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

  /// A touch lifted.
  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double, source: ObjectIdentifier)
  {
    guard var active = touches.removeValue(forKey: key) else { return }
    guard active.source == source else {
      touches[key] = active
      return
    }
    for case let client? in active.clients.lazy.map(\.client) {
      client.touchEnded(key, at: point, time: time)
    }
    recycle(&active.clients)
  }

  /// The system cancelled a touch, or its observer stopped seeing it.
  func touchCancelled(_ key: ObjectIdentifier, source: ObjectIdentifier) {
    guard var active = touches.removeValue(forKey: key) else { return }
    guard active.source == source else {
      touches[key] = active
      return
    }
    for case let client? in active.clients.lazy.map(\.client) { client.touchCancelled(key) }
    recycle(&active.clients)
  }

  /// Keeps an ended touch's client list for the next touch.
  private func recycle(_ list: inout [Entry]) {
    guard spareClientLists.count < 4 else { return }
    list.removeAll(keepingCapacity: true)
    spareClientLists.append(list)
  }

  /// The number of touches down.
  var touchCount: Int { touches.count }

  /// Whether a touch that hit `node` is on a presentation DismissKit does
  /// not manage (an alert, a share sheet, a menu the system draws on the
  /// window): it decides nothing, no resign and no layer dismissed. Only
  /// asked while something could be decided (focus, or a client that
  /// ``DismissHubClient/needsSurfaceCheck``), so
  /// that an idle window does no work per touch.
  private func isSystemSurface(_ node: (any DismissNode)?) -> Bool {
    guard let node, let platform else { return false }
    guard focus.hasResponder || entries.contains(where: { $0.client?.needsSurfaceCheck == true })
    else {
      return false
    }
    return NodeSurface.isSystemSurface(node, surface: { platform.surface(of: $0) })
  }

  // MARK: - Later

  /// Runs UI work once the event being delivered is over (the next turn of
  /// the main queue): a layer's dismissal, an app's `onDismiss`.
  func scheduleAfterDelivery(_ work: @escaping @MainActor () -> Void) {
    scheduler.schedule(work)
  }

  /// Ends editing once the event being delivered is over, for `client`'s
  /// `resignFocus` effect: the tapped view gets its touch before the
  /// keyboard starts to go. Skipped when focus changed in between (the tap
  /// focused another input, or the app ended editing itself); the clients
  /// have heard of that change.
  func resignFocusAfterDelivery(from client: (any DismissHubClient)?) {
    let generation = focus.generation
    scheduler.schedule { [weak self, weak client] in
      guard let self, self.focus.generation == generation else { return }
      self.resignFocus(from: client)
    }
  }

  // MARK: - Window membership

  /// Whether a client's scope is in the window (a client without a scope
  /// is not).
  private func isInWindow(_ client: any DismissHubClient) -> Bool {
    guard let scope = client.hubScope else { return false }
    return platform?.isInWindow(scope) ?? true
  }

  /// Drops dead clients and the clients that leave the hub when their scope
  /// is out of the window; tells the platform when none is left, so that a
  /// view deallocated without leaving its window first does not leave the
  /// window's observers installed.
  func pruneClients() {
    let hadEntries = !entries.isEmpty
    entries.removeAll { $0.client == nil }
    // Checked in place first: `clients` builds an array.
    let leaving = entries.contains { entry in
      guard let client = entry.client else { return false }
      return client.leavesHubOutsideWindow && !isInWindow(client)
    }
    if leaving {
      for client in clients where client.leavesHubOutsideWindow && !isInWindow(client) {
        remove(client)
        client.hubDidRemove()
      }
    }
    if hadEntries && entries.isEmpty { platform?.hubDidBecomeEmpty() }
  }

  // MARK: - Focus

  /// A responder of the window took focus: a text input that posted a
  /// begin-editing notification, or a responder a client reported
  /// (`reporter`, the owner when `input` is `nil`).
  func focusDidBegin(
    _ responder: AnyObject, input: (any DismissNode)?,
    reportedBy reporter: (any DismissHubClient)? = nil
  ) {
    pruneClients()
    focus.begin(responder, node: input)
    focusReporter = reporter
    announceFocus(to: nil)
  }

  /// A responder lost focus. A late end for a responder that is no longer
  /// the focused one changes nothing.
  func focusDidEnd(_ responder: AnyObject) {
    guard focus.end(responder) else { return }
    focusReporter = nil
    // A snapshot of the entries (no array built): a client may change them.
    for case let client? in entries.lazy.map(\.client) { client.focusDidEnd() }
  }

  /// Ends editing in the window, for `client`'s `resignFocus` effect or the
  /// SwiftUI `dismissKeyboard` action (`client` `nil`). Every client learns
  /// that focus ended; if the responder refuses, it keeps focus and
  /// `client`, whose engine already let go of it, gets it back. Returns
  /// whether editing ended.
  @discardableResult
  func resignFocus(from client: (any DismissHubClient)? = nil) -> Bool {
    let responder = focus.responder
    let node = focus.node
    let reporter = focusReporter
    focus.clear()
    focusReporter = nil
    if platform?.resignFocus(responder) ?? true {
      // Unless resigning moved focus on at once (the app's end-editing
      // handler focused another input, which every client has heard of).
      if !focus.hasResponder {
        for case let other? in entries.lazy.map(\.client) { other.focusDidEnd() }
      }
      return true
    }
    guard let responder else { return false }
    focus.begin(responder, node: node)
    focusReporter = reporter
    if let client { announceFocus(to: client) }
    return false
  }

  /// The client that owns the focused input: the one serving the input's
  /// node, or the active client that reported a responder that is not a
  /// view.
  func focusOwner() -> (any DismissHubClient)? {
    guard focus.hasResponder else { return nil }
    if let node = focus.node { return client(for: node) }
    if let reporter = focusReporter, reporter.isActiveInHub { return reporter }
    return nil
  }

  /// Tells `client` again which input has focus: its engine let go of it
  /// for a resign that will not happen (the escape's layer refused).
  func reannounceFocus(to client: any DismissHubClient) {
    announceFocus(to: client)
  }

  /// Tells `target`, or every client (`nil`), which input has focus.
  private func announceFocus(to target: (any DismissHubClient)?) {
    guard focus.hasResponder else { return }
    let owner = focusOwner()
    let node = focus.node
    if let target {
      if target.isActiveInHub { target.focusDidBegin(at: node, isOwner: target === owner) }
      return
    }
    // The owner first: its engine learns where the input is before the
    // others run their focus-outside pass. A snapshot of the entries: a
    // client may change them.
    let snapshot = entries
    if let owner, snapshot.contains(where: { $0.client === owner }), owner.isActiveInHub {
      owner.focusDidBegin(at: node, isOwner: true)
    }
    for case let client? in snapshot.lazy.map(\.client)
    where client !== owner && client.isActiveInHub {
      client.focusDidBegin(at: node, isOwner: false)
    }
  }

  // MARK: - Escape

  /// An Escape press that an observer saw (the window's touch observer, the
  /// SwiftUI Escape-key button). Returns whether it dismissed something.
  @discardableResult
  func escapeKeyPressed() -> Bool {
    deliverEscape(.key, observed: true)
  }

  /// An escape the app or the accessibility escape sent. Returns whether it
  /// dismissed something.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool {
    deliverEscape(source, observed: false)
  }

  /// The client an escape goes to: the one whose top-most open layer is in
  /// front; with no layer open, the focus owner (or, for focus outside every
  /// scope, the first active client).
  func escapeTarget() -> (any DismissHubClient)? {
    pruneClients()
    let active = clients.filter { $0.isActiveInHub && isInWindow($0) }
    var front: (client: any DismissHubClient, node: any DismissNode)?
    for client in active {
      guard let node = client.frontOpenLayer() else { continue }
      if let current = front, !NodeOrder.isInFront(node, of: current.node) { continue }
      front = (client, node)
    }
    if let front { return front.client }
    guard focus.hasResponder else { return nil }
    if let owner = focusOwner(), active.contains(where: { $0 === owner }) { return owner }
    return active.first
  }

  /// Whether the Escape key would do something now: the escape target
  /// takes observed Escape presses and an escape would dismiss a layer or
  /// end editing (``DismissHubClient/escapeWouldAct``). The UIKit Escape
  /// key command is enabled only then.
  var escapeKeyWouldAct: Bool {
    guard let target = escapeTarget() else { return false }
    return target.takesObservedEscapeKey && target.escapeWouldAct
  }

  private func deliverEscape(_ source: EscapeSource, observed: Bool) -> Bool {
    guard let target = escapeTarget() else { return false }
    if observed && !target.takesObservedEscapeKey { return false }
    if source == .key, let platform {
      let now = platform.now
      if let last = lastKeyEscape, now >= last, now - last < Self.keyEscapeInterval {
        return false
      }
      lastKeyEscape = now
    }
    return target.escape(source)
  }
}
