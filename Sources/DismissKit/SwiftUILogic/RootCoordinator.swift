import DismissCore

/// The SwiftUI scope of a window-level root: its marked views, registered
/// by token and waiting for their parent (SwiftUI makes representables in
/// no promised order), are regions of the window's engine while attached
/// (``WindowCoordinator``); it translates, never decides. Anchors are
/// measured at touch downs and focus changes, never while scrolling.
@MainActor
final class RootCoordinator {
  /// A class, so measuring walks registrations without copying them.
  final class Entry {
    var spec: DismissalRegionSpec
    var parent: DismissalToken?
    weak var anchor: (any DismissalAnchor)?
    /// `nil` while waiting for the parent, or while the root is detached.
    var region: RegionID?
    /// For a layer: the binding's value as last reported.
    var isPresented = true
    var dismissal: Dismissal = .none
    /// For a layer: closed because its anchor left the window (S15).
    var isAway = false
    var actions: LayerBinding?
    /// The registrations whose parent it is, in registration order.
    var children: [Entry] = []

    /// A layer opens with its region while presented and not being dismissed.
    var opensWithRegion: Bool { spec.template.kind == .layer && isPresented && dismissal == .none }

    init(spec: DismissalRegionSpec, parent: DismissalToken?, anchor: (any DismissalAnchor)?) {
      (self.spec, self.parent, self.anchor) = (spec, parent, anchor)
    }
  }

  /// A layer's dismissal: `pending`, dismissed by the engine, its veto not
  /// asked yet; `written`, `false` was written, and the next event checks
  /// that it stuck (S25).
  enum Dismissal { case none, pending, written }

  /// Answers UIKit questions.
  weak var host: (any RootHost)?

  /// The window whose engine holds the regions; `nil` while detached.
  private(set) weak var window: WindowCoordinator?

  var entries: [DismissalToken: Entry] = [:]
  /// How many roots surround it: the innermost around a touch decides it.
  var depth = 0
  /// Registrations in order (measuring, S30), and the layers among them.
  var inOrder: [Entry] = []
  var layerEntries: [Entry] = []
  /// Anchors measured so far; scrolling adds nothing.
  var measuredAnchorCount = 0
  /// Whether some region has a measured frame (``forgetFrames()``).
  var hasFrames = false
  /// Bumped when a registration changes: platform views are looked for again (S10).
  private(set) var changes: UInt64 = 0

  nonisolated init(policy: DismissPolicy = DismissPolicy()) { self.policy = policy }

  /// The root's policy. Changes take effect at the next touch.
  var policy: DismissPolicy { didSet { if oldValue != policy { escapeMayHaveChanged() } } }

  /// Reads or changes the window's engine in place (a read through a class
  /// property would copy it); `nil` while detached.
  @discardableResult
  func withEngine<Result>(_ body: (inout DismissEngine) -> Result) -> Result? {
    guard let window else { return nil }
    return body(&window.engine)
  }

  /// The window's Escape key command follows, once per turn.
  func escapeMayHaveChanged() { window?.platform?.escapeMayHaveChanged() }

  // MARK: - The window

  /// Attached to a window: the registrations become regions of its engine.
  func join(_ window: WindowCoordinator) {
    if let old = self.window, old !== window { old.remove(self) }
    self.window = window
    for entry in inOrder { insertWaiting(from: entry) }
    didChange()
  }

  /// Detached: the regions leave the engine; the registrations stay.
  func leave() {
    for entry in inOrder {
      if let region = entry.region { withEngine { $0.remove(region) } }
      (entry.region, entry.dismissal, entry.isAway) = (nil, .none, false)
    }
    escapeMayHaveChanged()
    window = nil
  }

  // MARK: - Registrations

  /// The registration of one of its layers.
  func entry(of region: RegionID) -> Entry? { layerEntries.first { $0.region == region } }

  /// Registers a marked view when its anchor is made; again replaces it.
  /// `parent` is the nearest marked view around it.
  func register(
    _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken? = nil,
    anchor: (any DismissalAnchor)?, isPresented: Bool = true, actions: LayerBinding? = nil
  ) {
    unregister(token)
    let entry = Entry(spec: spec, parent: parent, anchor: anchor)
    (entry.isPresented, entry.actions) = (isPresented, actions)
    entry.children = inOrder.filter { $0.parent == token }
    entries[token] = entry
    inOrder.append(entry)
    if let parent { entries[parent]?.children.append(entry) }
    insertWaiting(from: entry)
    didChange()
  }

  /// Its view went away: its region and those inside it leave the engine
  /// (a presented layer closes without effects); children wait for it.
  func unregister(_ token: DismissalToken) {
    guard let entry = entries.removeValue(forKey: token) else { return }
    if let at = inOrder.firstIndex(where: { $0 === entry }) { inOrder.remove(at: at) }
    if let parent = entry.parent { entries[parent]?.children.removeAll { $0 === entry } }
    if let region = entry.region { withEngine { $0.remove(region) } }
    // Its own too: an `onDismiss` under way finds it gone.
    walk([entry]) { lost in
      guard lost.region != nil else { return false }
      (lost.region, lost.dismissal) = (nil, .none)
      return true
    }
    didChange()
  }

  /// Changes a registered view's spec.
  func update(_ token: DismissalToken, spec: DismissalRegionSpec) {
    guard let entry = entries[token], entry.spec != spec else { return }
    entry.spec = spec
    withEngine { engine in
      guard let region = entry.region, let old = engine.region(region) else { return }
      var updated = spec.template
      (updated.frame, updated.parent) = (old.frame, old.parent)
      engine.update(region, to: updated)
      if entry.opensWithRegion { engine.open(region) }
    }
    didChange()
  }

  /// A layer's binding changed: `true` opens it (or, mid-dismissal, keeps it
  /// where it is); `false` closes it with its nested layers, whoever set it.
  func setPresented(_ isPresented: Bool, for token: DismissalToken) {
    guard let entry = entries[token] else { return }
    let wasPresented = entry.isPresented
    entry.isPresented = isPresented
    guard entry.spec.template.kind == .layer, let region = entry.region else { return }
    // `true` repeated while the write is checked is the refusal, not an opening.
    if isPresented && wasPresented && entry.dismissal == .pending { return }
    if isPresented && state(of: region) != .dismissing { withEngine { $0.open(region) } }
    endDismissal(entry, region, isOpen: isPresented)
    didChange()
  }

  // MARK: - Internals

  /// After a registration changed: the layers, their exclusions, the platform
  /// views (S10) and the Escape command follow.
  private func didChange() {
    layerEntries = inOrder.filter { $0.spec.template.kind == .layer }
    for layer in layerEntries {
      guard let name = layer.spec.layerID, let region = layer.region else { continue }
      let excluded = inOrder.filter { $0.spec.excludedFrom == name }.compactMap(\.region)
      withEngine { $0.setExcluded(excluded, of: region) }
    }
    changes &+= 1
    escapeMayHaveChanged()
  }

  /// Walks registrations from `entries`, outer ones first, in registration
  /// order; `body` answers whether to walk inside one.
  private func walk(_ entries: [Entry], _ body: (Entry) -> Bool) {
    var work = entries.reversed() as [Entry]
    while let next = work.popLast() {
      if body(next) { work.append(contentsOf: next.children.reversed()) }
    }
  }

  /// Inserts a registration whose parent is in, then those waiting for it.
  private func insertWaiting(from entry: Entry) {
    guard let window else { return }
    walk([entry]) { entry in
      var template = entry.spec.template
      template.parent = entry.parent.flatMap { entries[$0]?.region }
      guard entry.region == nil, entry.parent == nil || template.parent != nil else { return false }
      let region = window.engine.insert(template)
      guard region != .none else { return false }
      entry.region = region
      if entry.opensWithRegion { window.engine.open(region) }
      return true
    }
  }

  /// Opens the layers from `entries` whose binding reads `true` now, with the
  /// presented layers inside them (rule 7): those of a layer that (re)opened.
  func openPresentedLayers(_ entries: [Entry]) {
    walk(entries) { entry in
      guard let region = entry.region else { return false }
      guard entry.spec.template.kind == .layer else { return true }
      guard entry.opensWithRegion, entry.actions?.isPresented() ?? true else { return false }
      withEngine { $0.open(region) }
      return true
    }
  }

  /// Ends a layer's dismissal: refused, it is open again where it was, with its
  /// nested layers; else it closes, its nested layers' dismissals ended.
  func endDismissal(_ entry: Entry, _ region: RegionID, isOpen: Bool) {
    entry.dismissal = .none
    withEngine { isOpen ? $0.refuseDismissal(region) : $0.close(region) }
    guard !isOpen else { return openPresentedLayers(entry.children) }
    walk(entry.children) { inner in
      if state(of: inner.region) == .closed { inner.dismissal = .none }
      return true
    }
  }

  /// A layer's state: `.closed` without a region or a window.
  func state(of region: RegionID?) -> LayerState {
    region.flatMap { region in withEngine { $0.state(of: region) } } ?? .closed
  }
}
