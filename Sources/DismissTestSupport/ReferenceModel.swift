import DismissCore

/// A scene for the reference model and the property tests: the regions of a
/// scenario, by index instead of by name. Index order is document order.
public struct RefScene: Sendable, Equatable {
  /// A region; references to other regions are indices into `regions`.
  public struct Region: Sendable, Equatable {
    public var id: String
    public var kind: RegionKind
    public var frame: Rect
    public var parent: Int?
    public var hitTestable = true
    public var clips = false
    public var keyboard: KeyboardBehavior?
    public var action: Action?
    public var dismissOn: DismissTriggers = .default
    public var backdrop: Rect?
    public var swallowsOutsideTouches = false
    public var excluding: [Int] = []

    public init(id: String, kind: RegionKind, frame: Rect, parent: Int? = nil) {
      self.id = id
      self.kind = kind
      self.frame = frame
      self.parent = parent
    }
  }

  /// What the host does with a tap on a control.
  public enum Action: Sendable, Equatable {
    case open(Int)
    case close(Int)
    case toggle(Int)

    public var layer: Int {
      switch self {
      case .open(let l), .close(let l), .toggle(let l): return l
      }
    }
  }

  public var policy: DismissPolicy
  public var regions: [Region]
  public var initialFocus: Int?
  /// Bottom to top.
  public var initialOpen: [Int]

  public init(
    policy: DismissPolicy = DismissPolicy(), regions: [Region], initialFocus: Int? = nil,
    initialOpen: [Int] = []
  ) {
    self.policy = policy
    self.regions = regions
    self.initialFocus = initialFocus
    self.initialOpen = initialOpen
  }
}

/// One event of a property-test case.
public struct RefEvent: Sendable, Equatable {
  public enum Phase: Sendable, Equatable { case down, move, up }

  public enum Kind: Sendable, Equatable {
    case touch(Int, Phase, Point, PointerKind)
    case cancel(Int)
    case escape(EscapeSource)
    case focus(Int?)
    case open(Int)
    case close(Int)
    /// The host moves a region (engine-level tests only: scenarios have no
    /// such event).
    case setFrame(Int, Rect)
    /// The app refuses the dismissal of a layer (rule 7; engine-level tests
    /// only: scenarios have no such event).
    case refuse(Int)
  }

  public var t: Double
  public var kind: Kind

  public init(t: Double, _ kind: Kind) {
    self.t = t
    self.kind = kind
  }
}

/// A property-test case: a scene and a timeline.
public struct RefCase: Sendable, Equatable {
  public var scene: RefScene
  public var events: [RefEvent]

  public init(scene: RefScene, events: [RefEvent]) {
    self.scene = scene
    self.events = events
  }
}

/// An effect, naming the layer by region index.
public enum RefEffect: Hashable, Sendable, CustomStringConvertible {
  /// Dismiss a layer, for a reason (rule 5).
  case dismiss(Int, DismissReason)
  case resign

  public var description: String {
    switch self {
    case .dismiss(let l, let reason): return "dismiss r\(l) (\(reason))"
    case .resign: return "resign"
    }
  }

  /// The layer of a dismissal, or `nil` for a resign.
  public var dismissedLayer: Int? {
    if case .dismiss(let l, _) = self { return l }
    return nil
  }
}

/// What a touch hit: a region and its ancestors (hit first), a backdrop, or
/// nothing.
public enum RefTarget: Hashable, Sendable {
  case path([Int])
  case backdrop(Int)
  case empty
}

/// A naive, obviously-slow model of the dismissal rules 2 to 7, written from
/// `rules.md` and not from the engine: the oracle of the differential
/// property tests.
///
/// It keeps every region in one array and recomputes everything from
/// scratch (presence, planes, clipping) on every hit test, so that it has
/// nothing to get wrong but the rules themselves.
///
/// Two switches describe the host:
/// - `hostClosesDismissed`: the host closes a layer as soon as it is asked
///   to dismiss it (the scenario runner); otherwise the layer stays
///   *dismissing* until a `close` event (rule 7: touches on it do nothing).
/// - `hostActsOnTaps`: rule 6, the host gives focus to a tapped text input
///   or runs a tapped control's action.
///
/// Where the rules leave room, the model takes the engine's documented
/// reading (a layer opens only when its enclosing layer is open, not
/// dismissing).
public struct ReferenceModel: Sendable {
  public struct Options: Sendable, Equatable {
    public var hostClosesDismissed: Bool
    public var hostActsOnTaps: Bool
    /// A focus event naming an input that is not present is an error that
    /// stops the run (the scenario runner's check).
    public var focusMustBePresent: Bool

    /// Whether a layer's excluded regions count as inside it in the
    /// focus-outside pass. `rules.md` says the pass stops at a layer that
    /// *contains* the new input, and that excluded regions count as inside
    /// for *touches* only; the engine follows the rules (default `false`).
    public var excludedCountsForFocus: Bool

    public init(
      hostClosesDismissed: Bool = true, hostActsOnTaps: Bool = true,
      focusMustBePresent: Bool = true,
      excludedCountsForFocus: Bool = false
    ) {
      self.hostClosesDismissed = hostClosesDismissed
      self.hostActsOnTaps = hostActsOnTaps
      self.focusMustBePresent = focusMustBePresent
      self.excludedCountsForFocus = excludedCountsForFocus
    }

    /// What the scenario runner does.
    public static let scenario = Options()
  }

  /// What one event did.
  public struct Step: Sendable, Equatable {
    /// The engine's effects for the event.
    public var effects: [RefEffect] = []
    /// The effects of the host's own focus change after a tap (rule 6), a
    /// separate engine call.
    public var hostEffects: [RefEffect] = []
    /// For a down that is tracked: its target.
    public var downTarget: RefTarget?
    /// For an up that is a tap: its target.
    public var tapTarget: RefTarget?
    /// The keyboard decision of the touch's target when a touch rule ran.
    public var keyboardDecision: KeyboardBehavior?
    /// The event asked for a resign on its own (a touch's keyboard
    /// decision, escape's keyboard rule), focus or not: not only because a
    /// dismissed layer held the focused input (rule 7's refusal keeps that).
    public var resignsOnItsOwn = false
    /// A focus event naming an input that is not present (the scenario
    /// runner rejects it; the run stops).
    public var focusNotPresent = false
    /// A down that is swallowed (rule 5: the engine's effects begin with
    /// `swallowTouch`, which `effects` leaves out), or a tap swallowed at
    /// its down (the host leaves it alone).
    public var swallowed = false
  }

  struct Touch: Sendable {
    var key: Int
    var down: Point
    var time: Double
    var sequence: Int
    var isDrag = false
    var isMulti: Bool
    var target: RefTarget
    /// Rule 3: a pencil while `pencilDismissesKeyboard` is off. It takes no
    /// part in the keyboard decision and never makes a finger multi.
    var keepsKeyboard: Bool
    /// Rule 5: the layers open at the down beneath the top-most modal layer
    /// open then. They take no part in any pass of this touch.
    var beneathModal: Set<Int>
    /// Rule 5: went down outside a swallowing layer. No keyboard decision,
    /// no host action.
    var isSwallowed = false
  }

  public private(set) var scene: RefScene
  public let options: Options
  /// Per region: the state of a layer (`.closed` for non-layers).
  public private(set) var states: [LayerState]
  /// Presented layers (open or dismissing), bottom to top.
  public private(set) var stack: [Int] = []
  var openSequence: [Int]
  public private(set) var focus: Int?
  /// Layers in a presentation that another presentation now covers (an
  /// adapter's sheet shown over them): they take no escape, which goes to
  /// the layers of the presentation in front, and with none open there, to
  /// the keyboard rule (rule 7, "Escape belongs to the front-most
  /// presentation"). Scenarios have one presentation: always empty there.
  public var coveredLayers: Set<Int> = []
  var touches: [Touch] = []
  var sequence = 0
  // Per event.
  var effects: [RefEffect] = []
  var focusLayerDismissed = false
  var resignsOnItsOwn = false

  public init(_ scene: RefScene, options: Options = .scenario) {
    var scene = scene
    // The engine's documented reading of a bad frame: stored empty.
    for i in scene.regions.indices {
      scene.regions[i].frame = Self.sanitized(scene.regions[i].frame)
      scene.regions[i].backdrop = scene.regions[i].backdrop.map(Self.sanitized)
    }
    self.scene = scene
    self.options = options
    states = Array(repeating: .closed, count: scene.regions.count)
    openSequence = Array(repeating: -1, count: scene.regions.count)
    // Focus first (no focus-outside pass), then the layers.
    focus = scene.initialFocus
    for layer in scene.initialOpen { open(layer) }
    sequence = 0
  }

  /// The open layers, bottom to top.
  public var openLayers: [Int] { stack.filter { states[$0] == .open } }

  /// The policy of the events from now on (an adapter's nested roots give
  /// the touches that land in them their own policy; adapter tests only:
  /// scenarios have one policy).
  public mutating func setPolicy(_ policy: DismissPolicy) { scene.policy = policy }

  /// Whether the model is idle: no focus, nothing presented.
  public var isIdle: Bool { focus == nil && stack.isEmpty }

  /// The active touches' keys.
  public var activeTouches: [Int] { touches.map(\.key) }

  // MARK: - Structure

  /// Whether `ancestor` is a strict ancestor of `region`.
  public func isAncestor(_ ancestor: Int, of region: Int) -> Bool {
    var current = scene.regions[region].parent
    var steps = 0
    while let p = current, steps <= scene.regions.count {
      if p == ancestor { return true }
      current = scene.regions[p].parent
      steps += 1
    }
    return false
  }

  /// The region and its ancestors, up to the root.
  public func chain(_ region: Int) -> [Int] {
    var out = [region]
    var current = scene.regions[region].parent
    while let p = current, out.count <= scene.regions.count {
      out.append(p)
      current = scene.regions[p].parent
    }
    return out
  }

  /// Whether `ancestor` is `region` or one of its ancestors (a layer holds
  /// a focus that is inside it, or on it).
  public func isAncestorOrSelf(_ ancestor: Int, of region: Int) -> Bool {
    ancestor == region || isAncestor(ancestor, of: region)
  }

  /// The nearest layer strictly enclosing a region.
  public func enclosingLayer(of region: Int) -> Int? {
    chain(region).dropFirst().first { scene.regions[$0].kind == .layer }
  }

  /// Rule 1: present unless inside (or being) a layer that is not presented.
  public func isPresent(_ region: Int) -> Bool {
    var current: Int? = region
    var steps = 0
    while let r = current, steps <= scene.regions.count {
      if scene.regions[r].kind == .layer && states[r] == .closed { return false }
      current = scene.regions[r].parent
      steps += 1
    }
    return true
  }

  // MARK: - Rule 2: hit testing

  /// A frame with a non-finite component or a negative size is empty.
  static func sanitized(_ rect: Rect) -> Rect {
    rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
      && rect.width >= 0
      && rect.height >= 0 ? rect : Rect(x: 0, y: 0, width: 0, height: 0)
  }

  static func contains(_ rect: Rect, _ p: Point) -> Bool {
    rect.x <= p.x && p.x < rect.x + rect.width && rect.y <= p.y && p.y < rect.y + rect.height
  }

  /// The hit path at a point, computed naively from rule 2.
  public func hitTest(_ p: Point) -> RefTarget {
    guard p.x.isFinite && p.y.isFinite else { return .empty }
    // (plane, 0 for a backdrop / 1 for a region, document order)
    var best: (plane: Int, surface: Int, order: Int)? = nil
    var bestTarget = RefTarget.empty
    func consider(_ key: (plane: Int, surface: Int, order: Int), _ target: RefTarget) {
      if let b = best,
        (b.plane, b.surface, b.order) >= (key.plane, key.surface, key.order)
      {
        return
      }
      best = key
      bestTarget = target
    }
    for (position, layer) in stack.enumerated() {
      if let backdrop = scene.regions[layer].backdrop, Self.contains(backdrop, p) {
        consider((position + 1, 0, 0), .backdrop(layer))
      }
    }
    for index in scene.regions.indices {
      let region = scene.regions[index]
      guard Self.contains(region.frame, p) else { continue }
      let ancestry = chain(index)
      var candidate = true
      var plane = 0
      for (step, r) in ancestry.enumerated() {
        let a = scene.regions[r]
        if !a.hitTestable { candidate = false }
        if step > 0 && a.clips && !Self.contains(a.frame, p) { candidate = false }
        if a.kind == .layer {
          guard let position = stack.firstIndex(of: r) else {
            candidate = false
            break
          }
          if plane == 0 { plane = position + 1 }
        }
      }
      if candidate { consider((plane, 1, index), .path(ancestry)) }
    }
    return bestTarget
  }

  // MARK: - Rule 4: the keyboard decision

  public func keyboardDecision(_ target: RefTarget) -> KeyboardBehavior {
    guard case .path(let path) = target else { return .dismiss }
    for r in path {
      let region = scene.regions[r]
      if region.kind == .textInput { return .keep }
      if let keyboard = region.keyboard { return keyboard }
      if region.kind == .control { return scene.policy.controlsKeyboard }
    }
    return .dismiss
  }

  // MARK: - Rule 5

  /// Whether a target is inside a layer: its path holds the layer or one of
  /// the layer's excluded regions. A backdrop is inside nothing.
  public func isInside(_ target: RefTarget, _ layer: Int) -> Bool {
    guard case .path(let path) = target else { return false }
    return path.contains(layer) || path.contains { scene.regions[layer].excluding.contains($0) }
  }

  /// Rule 7: a target on a layer being dismissed (its surfaces or backdrop).
  func isOnDismissingLayer(_ target: RefTarget) -> Bool {
    switch target {
    case .empty: return false
    case .backdrop(let layer): return states[layer] == .dismissing
    case .path(let path):
      return path.contains { scene.regions[$0].kind == .layer && states[$0] == .dismissing }
    }
  }

  mutating func dismiss(_ layer: Int, _ reason: DismissReason) {
    for inner in stack.reversed()
    where inner != layer && states[inner] == .open && isAncestor(layer, of: inner) {
      markDismissed(inner, reason)
    }
    markDismissed(layer, reason)
  }

  mutating func markDismissed(_ layer: Int, _ reason: DismissReason) {
    states[layer] = .dismissing
    effects.append(.dismiss(layer, reason))
    if let focus, isAncestorOrSelf(layer, of: focus) { focusLayerDismissed = true }
  }

  /// Rule 5: the layers open now beneath the top-most open modal layer.
  func layersBeneathTopModal() -> Set<Int> {
    guard
      let modal = stack.last(where: { states[$0] == .open && scene.regions[$0].backdrop != nil })
    else { return [] }
    return Set(stack.prefix(while: { $0 != modal }))
  }

  /// Rule 5's outside-touch pass, for one touch.
  mutating func outsidePass(_ reason: DismissReason, _ touch: Touch) {
    for layer in stack.reversed() {
      // Opened after the touch went down: skipped.
      guard states[layer] == .open, openSequence[layer] <= touch.sequence else { continue }
      // Beneath the modal layer open at the down: no part in the pass.
      if touch.beneathModal.contains(layer) { return }
      if isInside(touch.target, layer) { return }
      let region = scene.regions[layer]
      if region.dismissOn.contains(reason.trigger) { dismiss(layer, reason) }
      if region.backdrop != nil { return }
    }
  }

  /// Rule 5's swallowed touches: walk the layers open at the down from the
  /// top, stopping at the first the target is inside (not looked at) and
  /// after a modal layer; the touch is swallowed if a looked-at layer
  /// swallows. A target on a layer being dismissed does nothing (rule 7).
  func isSwallowed(_ target: RefTarget) -> Bool {
    if isOnDismissingLayer(target) { return false }
    for layer in stack.reversed() where states[layer] == .open {
      if isInside(target, layer) { return false }
      if scene.regions[layer].swallowsOutsideTouches { return true }
      if scene.regions[layer].backdrop != nil { return false }
    }
    return false
  }

  mutating func finish(resign: Bool) {
    resignsOnItsOwn = resign
    guard focus != nil, resign || focusLayerDismissed else { return }
    effects.append(.resign)
    focus = nil
  }

  /// Rule 5's focus-outside pass: every open layer that does not contain
  /// the new input and reacts to `focusOutside` is dismissed, top-most
  /// first; nothing stops the pass.
  mutating func focusPass(_ input: Int) {
    for layer in stack.reversed() {
      guard states[layer] == .open else { continue }
      let contains =
        isAncestorOrSelf(layer, of: input)
        || (options.excludedCountsForFocus && isInside(.path(chain(input)), layer))
      if contains { continue }
      if scene.regions[layer].dismissOn.contains(.focusOutside) { dismiss(layer, .focusOutside) }
    }
    focus = input
  }

  /// Rule 5's escape pass. Through the open layers from the top: skip a
  /// layer that does not react to `escape`, and a layer that escape may not
  /// dismiss (it contains, at any depth, a layer skipped for not reacting);
  /// dismiss the first layer not skipped and end. A skipped modal layer ends
  /// the pass with nothing dismissed. Returns whether a modal layer ended it.
  mutating func escapePass() -> (dismissed: Bool, modalEnded: Bool) {
    var skippedForNotReacting: [Int] = []
    for layer in stack.reversed() {
      guard states[layer] == .open, !coveredLayers.contains(layer) else { continue }
      let region = scene.regions[layer]
      if !region.dismissOn.contains(.escape) {
        skippedForNotReacting.append(layer)
        if region.backdrop != nil { return (false, true) }
        continue
      }
      if skippedForNotReacting.contains(where: { isAncestor(layer, of: $0) }) {
        if region.backdrop != nil { return (false, true) }
        continue
      }
      dismiss(layer, .escape)
      return (true, false)
    }
    return (false, false)
  }

  // MARK: - Rule 6: layers opening and closing

  public mutating func open(_ layer: Int) {
    guard scene.regions[layer].kind == .layer, states[layer] != .open else { return }
    if let enclosing = enclosingLayer(of: layer), states[enclosing] != .open { return }
    stack.removeAll { $0 == layer }
    states[layer] = .open
    openSequence[layer] = sequence
    stack.append(layer)
  }

  public mutating func close(_ layer: Int) {
    guard scene.regions[layer].kind == .layer, states[layer] != .closed else { return }
    for other in stack.reversed() where other == layer || isAncestor(layer, of: other) {
      states[other] = .closed
      stack.removeAll { $0 == other }
      if let focus, isAncestorOrSelf(other, of: focus) { self.focus = nil }
    }
  }

  mutating func hostApply(_ yielded: [RefEffect]) {
    guard options.hostClosesDismissed else { return }
    for effect in yielded {
      if let layer = effect.dismissedLayer { close(layer) }
    }
  }

  // MARK: - Events

  /// Handles one event, as the engine and then the host would.
  public mutating func handle(_ event: RefEvent) -> Step {
    sequence += 1
    effects = []
    focusLayerDismissed = false
    resignsOnItsOwn = false
    var step = Step()
    let policy = scene.policy
    let slop = policy.tapSlop.isFinite && policy.tapSlop > 0 ? policy.tapSlop : 0
    let maxDuration =
      policy.maxTapDuration.isFinite && policy.maxTapDuration > 0 ? policy.maxTapDuration : 0.75
    func distance(_ a: Point, _ b: Point) -> Double {
      ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
    switch event.kind {
    case .touch(let key, .down, let point, let pointer):
      guard point.x.isFinite && point.y.isFinite && event.t.isFinite else { break }
      touches.removeAll { $0.key == key }
      // Rule 3: a pencil that keeps the keyboard and a finger never make
      // each other multi; touches of one kind do.
      let keepsKeyboard = pointer == .pencil && !policy.pencilDismissesKeyboard
      var isMulti = false
      for i in touches.indices where touches[i].keepsKeyboard == keepsKeyboard {
        touches[i].isMulti = true
        isMulti = true
      }
      let target = hitTest(point)
      let touch = Touch(
        key: key, down: point, time: event.t, sequence: sequence, isMulti: isMulti,
        target: target, keepsKeyboard: keepsKeyboard, beneathModal: layersBeneathTopModal(),
        isSwallowed: isSwallowed(target))
      touches.append(touch)
      step.downTarget = target
      step.swallowed = touch.isSwallowed
      guard !isMulti, !isOnDismissingLayer(target) else { break }
      outsidePass(.touchDownOutside, touch)
      let decision = keyboardDecision(target)
      step.keyboardDecision = decision
      finish(
        resign: !keepsKeyboard && !touch.isSwallowed && policy.dismissKeyboardOn == .touchDown
          && decision == .dismiss)
    case .touch(let key, .move, let point, _):
      guard let i = touches.firstIndex(where: { $0.key == key }) else { break }
      let touch = touches[i]
      guard !touch.isDrag, !touch.isMulti, point.x.isFinite && point.y.isFinite,
        distance(touch.down, point) > slop
      else { break }
      touches[i].isDrag = true
      guard !isOnDismissingLayer(touch.target) else { break }
      outsidePass(.dragOutside, touch)
      let decision = keyboardDecision(touch.target)
      step.keyboardDecision = decision
      finish(
        resign: !touch.keepsKeyboard && !touch.isSwallowed && policy.dragDismissesKeyboard
          && decision == .dismiss)
    case .touch(let key, .up, let point, _):
      guard let i = touches.firstIndex(where: { $0.key == key }) else { break }
      let touch = touches.remove(at: i)
      let isTap =
        !touch.isDrag && !touch.isMulti && point.x.isFinite && point.y.isFinite
        && distance(touch.down, point) <= slop && event.t - touch.time <= maxDuration
      guard isTap else { break }
      step.tapTarget = touch.target
      step.swallowed = touch.isSwallowed
      if !isOnDismissingLayer(touch.target) {
        outsidePass(.tapOutside, touch)
        let decision = keyboardDecision(touch.target)
        step.keyboardDecision = decision
        finish(
          resign: !touch.keepsKeyboard && !touch.isSwallowed && policy.dismissKeyboardOn == .tap
            && decision == .dismiss)
      }
      step.effects = effects
      step.resignsOnItsOwn = resignsOnItsOwn
      hostApply(effects)
      // Rule 6: a swallowed touch does nothing in the host.
      if options.hostActsOnTaps && !touch.isSwallowed { hostTap(touch.target, &step) }
      return step
    case .cancel(let key):
      touches.removeAll { $0.key == key }
    case .escape:
      let pass = escapePass()
      // Nothing dismissed and no modal layer ended the pass: the keyboard
      // rule of "no layer open".
      finish(resign: !pass.dismissed && !pass.modalEnded && policy.escapeDismissesKeyboard)
    case .focus(let input):
      if let input {
        if options.focusMustBePresent && !isPresent(input) {
          step.focusNotPresent = true
          return step
        }
        focusPass(input)
      } else {
        focus = nil
      }
    case .open(let layer):
      open(layer)
    case .close(let layer):
      close(layer)
    case .setFrame(let region, let frame):
      scene.regions[region].frame = Self.sanitized(frame)
    case .refuse(let layer):
      // Rule 7: open again at once, as before the event; its place in the
      // stack and its opening time are untouched, and the layers dismissed
      // with it stay dismissed.
      if scene.regions[layer].kind == .layer && states[layer] == .dismissing {
        states[layer] = .open
      }
    }
    step.effects = effects
    step.resignsOnItsOwn = resignsOnItsOwn
    hostApply(effects)
    return step
  }

  mutating func hostTap(_ target: RefTarget, _ step: inout Step) {
    guard case .path(let path) = target, let hit = path.first, isPresent(hit) else { return }
    for r in path {
      let region = scene.regions[r]
      switch region.kind {
      case .textInput:
        effects = []
        focusLayerDismissed = false
        focusPass(r)
        step.hostEffects = effects
        hostApply(effects)
        return
      case .control:
        guard let action = region.action else { return }
        switch action {
        case .open(let l): open(l)
        case .close(let l): close(l)
        case .toggle(let l): if states[l] == .open { close(l) } else { open(l) }
        }
        return
      case .container, .layer:
        continue
      }
    }
  }
}
