import DismissCore

/// What the window's coordinator asks of a root: the paths of its touches
/// and focus, the geometry they need, and its layers' vetoes and dismissals.
extension RootCoordinator {
  // MARK: - Paths

  /// The path of a touch at `point` (window coordinates, T5) on `hit`: the
  /// UIKit text inputs and controls up to the root's view (F4, S16), then
  /// what the measured anchors put there. `nil` while detached.
  func touchPath(hit: (any DismissNode)?, at point: Point) -> [PathElement]? {
    guard let host, let scope = host.presentationNode, window != nil else { return nil }
    var chain = HitPathBuilder.path(from: hit, upTo: scope, role: { host.role(of: $0) })
    // S10: UIKit may give the hosting view for a touch on a SwiftUI field or toggle.
    if chain.isEmpty, let hit {
      if let element = host.platformRole(at: point, hit: hit).pathElement { chain = [element] }
    }
    return chain + geometricPath(at: point, on: hit)
  }

  /// The path of a focused text input in this root's window: the input,
  /// then what the anchors measured at `point` (``focusPoint(of:)``) put there.
  func focusPath(of input: any DismissNode, at point: Point) -> [PathElement] {
    [.unregistered(.textInput)] + geometricPath(at: point, on: input)
  }

  /// Where a text input of this root's window is, for its focus.
  func focusPoint(of input: any DismissNode) -> Point? { host?.frameInWindow(of: input)?.center }

  /// The engine's hit path, then the open layer that presented `node`'s
  /// presentation (S32) and its ancestors, with no backdrop: a modal layer
  /// beneath is not on screen there, one in it dismisses as a layer outside.
  private func geometricPath(at point: Point, on node: (any DismissNode)?) -> [PathElement] {
    var next = presentingLayer(of: node)
    return withEngine { engine in
      let elements = engine.hitTest(point).elements
      guard next != nil else { return elements }
      var path = elements.filter { if case .backdrop = $0 { false } else { true } }
      while let id = next, path.count < HitPathBuilder.maximumDepth {
        path.append(.region(id))
        next = engine.region(id)?.parent
      }
      return path
    } ?? []
  }

  /// The open layer whose content `node` (`nil`: the root's view) is (rule 7,
  /// S32): the top-most whose anchor is beneath `node`'s presentation in the
  /// presented chain (a sheet or picker shown from the layer); allocates only
  /// when two layers qualify.
  func presentingLayer(of node: (any DismissNode)?) -> RegionID? {
    guard let host, let presentation = host.presentation(of: node) else { return nil }
    func presents(_ entry: Entry?) -> Bool {
      guard let anchor = entry?.anchor else { return false }
      return anchor.anchorPresentation !== presentation
        && host.isPresented(presentation, above: anchor)
    }
    var found: RegionID?
    for entry in layerEntries {
      guard let region = entry.region, state(of: region) == .open, presents(entry) else { continue }
      // A second one: the top-most, in the engine's order.
      if found != nil { return withEngine { $0.openLayers }?.last { presents(self.entry(of: $0)) } }
      found = region
    }
    return found
  }

  // MARK: - Geometry

  /// Measures every anchor for an event on `hit` (a touch's view or a
  /// focused input; `nil`: the root's own) in its presentation (S2, S9,
  /// S10): absent anchors get a frame containing no point. At `point`, only
  /// anchors that `hit` can be over count, the front-most as UIKit draws
  /// them (S30). Returns whether a registration is present there.
  @discardableResult
  func measure(hit: (any DismissNode)?, at point: Point?) -> Bool {
    guard let coordinator = window else { return false }
    let presentation = host?.presentation(of: hit)
    let window = host?.window
    var isPresent = false
    var holding: [Entry] = []
    var clips: [Rect] = []
    for entry in inOrder {
      guard let region = entry.region else { continue }
      var frame: Rect?
      if let anchor = entry.anchor {
        measuredAnchorCount &+= 1
        // Only anchors around the point, but the first present one, count: one
        // conversion rejects the others. No closure: a run-time actor check each.
        var bounds: Rect?
        var isAway = false
        if let point, anchor.anchorWindow === window {
          bounds = anchor.anchorFrame
          isAway = bounds?.contains(point) == false
        }
        if !isAway || !isPresent {
          frame = anchor.visibleFrame(
            in: window, presentation: presentation, frame: bounds, clips: &clips)
        }
        if let point, let found = frame, found.contains(point) {
          if let hit, !anchor.canBeTouched(on: hit) {
            frame = nil
          } else if coordinator.engine.isPresent(region) {
            // A closed layer's anchor, still drawn, covers nothing (S30).
            holding.append(entry)
          }
        }
      }
      if frame != nil { isPresent = true }
      coordinator.engine.setFrame(frame ?? .zero, of: region)
    }
    hasFrames = true
    hideCoveredAnchors(holding)
    return isPresent
  }

  /// Of the registrations whose anchors hold a touch's point, keeps the
  /// front-most as UIKit draws them (later subviews in front, S30) and its
  /// enclosing marked views; the others get an empty frame for this event,
  /// whatever their registration order (lazy rows register late). Left to
  /// registration order when an anchor is no view (fakes).
  private func hideCoveredAnchors(_ holding: [Entry]) {
    guard holding.count > 1, var front = holding.first else { return }
    for entry in holding.dropFirst() where !encloses(entry, front) {
      if !encloses(front, entry) {
        guard let node = entry.anchor as? any DismissNode,
          let top = front.anchor as? any DismissNode
        else { return }
        guard node.isInFront(of: top) else { continue }
      }
      front = entry
    }
    for entry in holding where entry !== front && !encloses(entry, front) {
      if let region = entry.region { withEngine { $0.setFrame(.zero, of: region) } }
    }
  }

  /// Whether `outer` is a marked view around `inner`.
  private func encloses(_ outer: Entry, _ inner: Entry) -> Bool {
    sequence(first: inner) { $0.parent.flatMap { self.entries[$0] } }.dropFirst()
      .prefix(HitPathBuilder.maximumDepth).contains { $0 === outer }
  }

  /// Zeroes the frames another scope's event would otherwise find stale.
  func forgetFrames() {
    guard hasFrames else { return }
    hasFrames = false
    for entry in inOrder {
      if let region = entry.region { withEngine { $0.setFrame(.zero, of: region) } }
    }
  }

  /// Whether its area (its probe) holds `point`, in `hit`'s presentation.
  func area(holds point: Point, on hit: (any DismissNode)?) -> Bool {
    guard let probe = host?.probeAnchor else { return false }
    let presentation = host?.presentation(of: hit)
    var clips: [Rect] = []
    let frame = probe.visibleFrame(in: host?.window, presentation: presentation, clips: &clips)
    return frame?.contains(point) ?? false
  }

  // MARK: - Layers

  /// Whether one of its layers is open.
  var hasOpenLayer: Bool { layerEntries.contains { state(of: $0.region) == .open } }

  /// Whether a written `false` waits to be checked (a touch on an alert would settle it).
  var hasWrittenDismissal: Bool { inOrder.contains { $0.dismissal == .written } }

  /// The view of one of its layers: its anchor, else the root's view.
  func node(ofLayer region: RegionID) -> (any DismissNode)? {
    entry(of: region).flatMap { $0.anchor as? any DismissNode ?? scopeNode }
  }

  /// Marks a layer the engine dismissed: asked once, never twice. Returns
  /// `false` for one of its layers already waiting for its veto.
  func markPending(_ region: RegionID) -> Bool {
    guard let entry = entry(of: region) else { return true }
    guard entry.dismissal == .none else { return false }
    entry.dismissal = .pending
    return true
  }

  /// The veto of a dismissed layer: `true` to go on, `false` refused (open again
  /// where it was), `nil` when not its own or nothing is left to ask.
  func verdict(_ region: RegionID, _ reason: DismissReason) -> Bool? {
    guard let entry = entry(of: region), entry.dismissal == .pending else { return nil }
    guard state(of: region) == .dismissing else {
      entry.dismissal = .none
      return nil
    }
    guard entry.actions?.shouldDismiss?(reason) == false else { return true }
    endDismissal(entry, region, isOpen: true)
    return false
  }

  /// Dismisses an accepted layer: `onDismiss`, then `false` written to its
  /// binding (S19); a layer with no binding just closes.
  func dismiss(_ region: RegionID, reason: DismissReason) {
    guard let entry = entry(of: region), entry.dismissal == .pending else { return }
    guard let actions = entry.actions else {
      entry.dismissal = .none
      withEngine { $0.close(region) }
      return
    }
    actions.onDismiss?(reason)
    guard entry.dismissal == .pending, entry.region == region else { return }
    let returnsFocus = actions.returnFocus != nil && entry.anchor?.isVoiceOverInside == true
    entry.dismissal = .written
    actions.dismiss()
    if returnsFocus { actions.returnFocus?() }
  }

  /// Before an event: the anchors, then the bindings DismissKit set to `false`:
  /// one still `true` was refused by the app's setter and reopens in place (S25).
  func settleLayers() {
    settleAnchors()
    for entry in inOrder where entry.dismissal == .written {
      guard let region = entry.region else { continue }
      escapeMayHaveChanged()
      endDismissal(entry, region, isOpen: entry.actions?.isPresented() ?? false)
    }
  }

  /// A layer whose anchor left the window, or went, without a dismantle is
  /// closed without effects: it takes no escape and no backdrop tap. It
  /// opens again once its anchor is back and its binding reads `true` (S15).
  func settleAnchors() {
    guard let window = host?.window, self.window != nil else { return }
    for entry in layerEntries {
      let isAway = entry.anchor?.anchorWindow !== window
      guard let region = entry.region, isAway ? state(of: region) != .closed : entry.isAway
      else { continue }
      entry.isAway = isAway
      if isAway { withEngine { $0.close(region) } } else { openPresentedLayers([entry]) }
      escapeMayHaveChanged()
    }
  }
}

extension RootCoordinator: WindowScope {
  var scopeNode: (any DismissNode)? { host?.presentationNode }
  var isServing: Bool { host?.presentationNode != nil }

  func role(of node: any DismissNode) -> DismissViewRole { host?.role(of: node) ?? .content }

  /// Its screen and what was presented above it gone, the root goes (S28).
  func windowDidRemove() { host?.windowDidRemove() }
}
