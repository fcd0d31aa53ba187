import DismissCore

/// Generates random property-test cases from a seed: random scenes (region
/// trees of every kind and attribute, layers with random triggers, backdrops
/// and excluded regions, nested layers, random policies and starting states)
/// and random timelines (taps, drags, multi-touch, pencil, cancels,
/// restarted and unknown touch ids, escapes, focus changes, layers opening
/// and closing).
///
/// The timeline is generated against a ``ReferenceModel`` that follows it,
/// so that most events are interesting: touches land on present regions,
/// focus goes to present inputs, closed layers open and open ones close.
///
/// ```swift
/// var generator = CaseGenerator(seed: 7)
/// let testCase = generator.makeCase(events: 40, options: .scenario)
/// ```
public struct CaseGenerator {
  public var rng: SeededRandomNumberGenerator
  /// Frames and points with huge, tiny and fractional coordinates now and
  /// then (engine-level tests; scenario files can hold them too).
  public var wildNumbers: Bool
  /// `setFrame` events (engine-level tests only).
  public var frameChanges: Bool
  /// Touch ids at the ends of `Int` now and then (engine-level tests only:
  /// scenario files hold integers within ±2^53).
  public var wildTouchIDs: Bool

  public init(
    seed: UInt64, wildNumbers: Bool = false, frameChanges: Bool = false, wildTouchIDs: Bool = false
  ) {
    rng = SeededRandomNumberGenerator(seed: seed)
    self.wildNumbers = wildNumbers
    self.frameChanges = frameChanges
    self.wildTouchIDs = wildTouchIDs
  }

  // MARK: - Random helpers

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

  /// A coordinate: usually an integer, sometimes a half, rarely wild.
  mutating func coordinate(_ range: ClosedRange<Double>) -> Double {
    let low = range.lowerBound.rounded(.down)
    let high = max(low, range.upperBound.rounded(.down))
    var v = Double(Int.random(in: Int(low)...Int(high), using: &rng))
    if chance(0.1) { v += 0.5 }
    return v
  }

  mutating func wild() -> Double {
    pick([1e300, -1e300, 1e15, -1e15, 1e-300, 0.1, 268_435_456, 1e9 + 0.25, -0.0, 3.0e8])
  }

  public static let screen = Rect(x: 0, y: 0, width: 400, height: 800)

  mutating func frame(inside outer: Rect?) -> Rect {
    if wildNumbers && chance(0.03) {
      return Rect(
        x: chance(0.5) ? wild() : coordinate(0...400),
        y: chance(0.5) ? wild() : coordinate(0...800),
        width: chance(0.5) ? wild().magnitude : coordinate(0...400),
        height: chance(0.5) ? wild().magnitude : coordinate(0...800))
    }
    let box = (outer != nil && chance(0.85)) ? outer! : Self.screen
    let boxW = min(box.width, 2000)
    let boxH = min(box.height, 2000)
    let w = chance(0.04) ? 0 : coordinate(0...max(1, boxW))
    let h = chance(0.04) ? 0 : coordinate(0...max(1, boxH))
    var x = box.x + coordinate(0...max(0, boxW - w))
    var y = box.y + coordinate(0...max(0, boxH - h))
    if chance(0.1) {  // sticking out of the parent
      x += coordinate(-60...60)
      y += coordinate(-60...60)
    }
    return Rect(x: x, y: y, width: w, height: h)
  }

  // MARK: - Scenes

  /// A random scene of up to `maxRegions` regions.
  public mutating func scene(maxRegions: Int = 18) -> RefScene {
    let count = int(1...max(1, maxRegions))
    var regions: [RefScene.Region] = []
    let kinds: [RegionKind] = [
      .container, .container, .container, .textInput, .textInput, .control, .control, .control,
      .layer, .layer,
    ]
    for i in 0..<count {
      let kind = pick(kinds)
      let parent: Int? = i > 0 && chance(0.75) ? int(0...(i - 1)) : nil
      var region = RefScene.Region(
        id: "r\(i)", kind: kind, frame: frame(inside: parent.map { regions[$0].frame }),
        parent: parent)
      region.hitTestable = !chance(0.06)
      region.clips = chance(0.15)
      if chance(0.1) { region.keyboard = chance(0.5) ? .keep : .dismiss }
      if kind == .layer {
        if chance(0.6) {
          var triggers: DismissTriggers = []
          for t in [
            DismissTriggers.tapOutside, .touchDownOutside, .dragOutside, .escape, .focusOutside,
          ]
          where chance(0.5) {
            triggers.insert(t)
          }
          region.dismissOn = triggers
        }
        if chance(0.25) { region.backdrop = chance(0.5) ? .infinite : frame(inside: nil) }
        region.swallowsOutsideTouches = chance(0.3)
      }
      regions.append(region)
    }
    // References that may point anywhere: actions and excluded regions.
    let layers = regions.indices.filter { regions[$0].kind == .layer }
    for i in regions.indices {
      if regions[i].kind == .control, !layers.isEmpty, chance(0.6) {
        let l = pick(layers)
        regions[i].action = pick([.open(l), .close(l), .toggle(l), .toggle(l)])
      }
      if regions[i].kind == .layer, chance(0.35) {
        for _ in 0..<int(1...2) {
          let e = int(0...(regions.count - 1))
          if !regions[i].excluding.contains(e) { regions[i].excluding.append(e) }
        }
      }
    }
    // Sometimes shuffle document order, so that parents come after children.
    if chance(0.15) { regions = permuted(regions) }
    var policy = DismissPolicy()
    policy.tapSlop = pick([10, 10, 10, 0, 4, 25, 7.5])
    policy.maxTapDuration = pick([0.75, 0.75, 0.3, 2])
    policy.dismissKeyboardOn = pick([.tap, .tap, .tap, .touchDown, .never])
    policy.controlsKeyboard = chance(0.3) ? .dismiss : .keep
    policy.dragDismissesKeyboard = chance(0.3)
    policy.escapeDismissesKeyboard = !chance(0.2)
    policy.pencilDismissesKeyboard = chance(0.3)
    var scene = RefScene(policy: policy, regions: regions)
    // A starting state the reader accepts: layers in an order where each
    // enclosing layer opens first, focus on a present input.
    var model = ReferenceModel(scene)
    for l in permuted(scene.regions.indices.filter { scene.regions[$0].kind == .layer })
    where chance(0.35) {
      if let enclosing = model.enclosingLayer(of: l), !scene.initialOpen.contains(enclosing) {
        continue
      }
      scene.initialOpen.append(l)
      model.open(l)
    }
    let inputs = scene.regions.indices.filter {
      scene.regions[$0].kind == .textInput && model.isPresent($0)
    }
    if !inputs.isEmpty, chance(0.5) { scene.initialFocus = pick(inputs) }
    return scene
  }

  /// The regions in a random order, with every reference renumbered.
  mutating func permuted(_ regions: [RefScene.Region]) -> [RefScene.Region] {
    var order = Array(regions.indices)
    order.shuffle(using: &rng)
    var newIndex = [Int](repeating: 0, count: regions.count)
    for (new, old) in order.enumerated() { newIndex[old] = new }
    return order.map { old in
      var r = regions[old]
      r.parent = r.parent.map { newIndex[$0] }
      r.excluding = r.excluding.map { newIndex[$0] }
      switch r.action {
      case .open(let l)?: r.action = .open(newIndex[l])
      case .close(let l)?: r.action = .close(newIndex[l])
      case .toggle(let l)?: r.action = .toggle(newIndex[l])
      case nil: break
      }
      return r
    }
  }

  mutating func permuted(_ items: [Int]) -> [Int] {
    var copy = items
    copy.shuffle(using: &rng)
    return copy
  }

  // MARK: - Timelines

  /// A point worth touching: mostly inside a present region (sometimes on
  /// its edges), or on a backdrop, or anywhere.
  mutating func point(_ model: ReferenceModel) -> Point {
    let regions = model.scene.regions
    let roll = Double.random(in: 0..<1, using: &rng)
    if roll < 0.75 {
      let present = regions.indices.filter { model.isPresent($0) }
      if let r = present.isEmpty ? nil : pick(present) {
        let f = regions[r].frame
        if f.width.isFinite && f.height.isFinite && f.width < 1e7 && f.height < 1e7
          && f.x.magnitude < 1e12 && f.y.magnitude < 1e12
        {
          let edge = Double.random(in: 0..<1, using: &rng)
          if edge < 0.08 { return Point(x: f.x, y: f.y) }
          if edge < 0.14 {
            return Point(x: f.x + f.width, y: f.y + f.height - (f.height > 0 ? 1 : 0))
          }
          return Point(
            x: f.x + coordinate(0...max(0, f.width - 1)),
            y: f.y + coordinate(0...max(0, f.height - 1)))
        }
        if wildNumbers { return Point(x: f.x, y: f.y) }
      }
    }
    if wildNumbers && chance(0.05) { return Point(x: wild(), y: wild()) }
    return Point(x: coordinate(-20...420), y: coordinate(-20...820))
  }

  /// A timeline of `count` events for a scene, generated against a model of
  /// the given host.
  public mutating func events(
    for scene: RefScene, count: Int, options: ReferenceModel.Options
  ) -> [RefEvent] {
    var model = ReferenceModel(scene, options: options)
    var events: [RefEvent] = []
    var t = Double(int(0...2))
    var nextKey = 1
    // Touches the generator considers down, with their last position.
    var down: [(key: Int, at: Point, pencil: Bool)] = []
    let slop = scene.policy.tapSlop
    let inputs = scene.regions.indices.filter { scene.regions[$0].kind == .textInput }
    let layers = scene.regions.indices.filter { scene.regions[$0].kind == .layer }
    while events.count < count {
      t += pick([0, 0.01, 0.02, 0.05, 0.1, 0.1, 0.3, 0.8])
      let roll = int(0...99)
      var kind: RefEvent.Kind
      if roll < 30 || (roll < 74 && down.isEmpty) {
        let key: Int
        if !down.isEmpty && chance(0.05) {
          key = pick(down).key  // restarts a touch that is still down
        } else {
          key =
            chance(0.02)
            ? (wildTouchIDs ? pick([0, -1, Int.max, Int.min]) : pick([0, -1])) : nextKey
          nextKey += 1
        }
        let pencil = chance(0.12)
        let p = point(model)
        down.removeAll { $0.key == key }
        down.append((key, p, pencil))
        kind = .touch(key, .down, p, pencil ? .pencil : .finger)
      } else if roll < 52 {
        let i = int(0...(down.count - 1))
        let from = down[i].at
        let p: Point
        switch int(0...5) {
        case 0, 1: p = Point(x: from.x + coordinate(-3...3), y: from.y + coordinate(-3...3))
        case 2: p = Point(x: from.x + slop * 0.6, y: from.y + slop * 0.8)  // exactly slop away
        case 3: p = Point(x: from.x + slop + 1, y: from.y)
        default: p = Point(x: from.x + coordinate(-80...80), y: from.y + coordinate(-80...80))
        }
        down[i].at = p
        kind = .touch(down[i].key, .move, p, down[i].pencil ? .pencil : .finger)
      } else if roll < 74 {
        let i = int(0...(down.count - 1))
        let touch = down.remove(at: i)
        let p = chance(0.7) ? touch.at : Point(x: touch.at.x + coordinate(-12...12), y: touch.at.y)
        kind = .touch(touch.key, .up, p, touch.pencil ? .pencil : .finger)
      } else if roll < 77 {
        if down.isEmpty { continue }
        let i = int(0...(down.count - 1))
        kind = .cancel(down.remove(at: i).key)
      } else if roll < 79 {
        // A touch the engine never saw.
        kind =
          chance(0.5)
          ? .touch(nextKey + 1000, .up, point(model), .finger)
          : .touch(nextKey + 1000, .move, point(model), .finger)
      } else if roll < 84 {
        kind = .escape(chance(0.7) ? .key : .accessibility)
      } else if roll < 89 {
        let present = inputs.filter { model.isPresent($0) }
        if chance(0.15) {
          kind = .focus(nil)
        } else if !options.focusMustBePresent, !inputs.isEmpty {
          kind = .focus(pick(inputs))
        } else if !present.isEmpty {
          kind = .focus(pick(present))
        } else {
          continue
        }
      } else if roll < 95 {
        if layers.isEmpty { continue }
        let closed = layers.filter { model.states[$0] != .open }
        kind = .open(closed.isEmpty || chance(0.2) ? pick(layers) : pick(closed))
      } else if frameChanges && roll < 97,
        let layer = layers.first(where: { model.states[$0] == .dismissing })
      {
        // The app refuses a dismissal (engine-level cases only).
        kind = .refuse(layer)
      } else if roll < 98 || !frameChanges {
        if layers.isEmpty { continue }
        let presented = model.stack
        kind = .close(presented.isEmpty || chance(0.2) ? pick(layers) : pick(presented))
      } else {
        let r = int(0...(scene.regions.count - 1))
        let old = model.scene.regions[r].frame
        let moved =
          chance(0.5) && old.x.magnitude < 1e6
          ? Rect(
            x: old.x + coordinate(-40...40), y: old.y + coordinate(-40...40), width: old.width,
            height: old.height)
          : frame(inside: nil)
        kind = .setFrame(r, moved)
      }
      let event = RefEvent(t: t, kind)
      events.append(event)
      if model.handle(event).focusNotPresent { break }
    }
    return events
  }

  /// A whole case.
  public mutating func makeCase(
    events count: Int, options: ReferenceModel.Options = .scenario, maxRegions: Int = 18
  ) -> RefCase {
    let scene = self.scene(maxRegions: maxRegions)
    return RefCase(scene: scene, events: events(for: scene, count: count, options: options))
  }
}
