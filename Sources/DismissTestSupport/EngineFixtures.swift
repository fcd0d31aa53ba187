import DismissCore

/// Builds small engines for tests: regions by name, then events by name.
///
/// ```swift
/// var screen = TestScreen()
/// screen.add("email", .textInput, Rect(x: 16, y: 100, width: 358, height: 44))
/// screen.engine.setFocus(screen["email"])
/// screen.tap(at: Point(x: 200, y: 600))  // [.resignFocus]
/// ```
public struct TestScreen {
  /// The engine under test.
  public var engine: DismissEngine
  /// Region identifiers by name.
  public private(set) var ids: [String: RegionID] = [:]
  /// Region names by identifier.
  public private(set) var names: [RegionID: String] = [:]
  private var time = 0.0
  private var nextTouch = 1

  /// Creates an empty screen with a policy.
  public init(policy: DismissPolicy = DismissPolicy()) {
    engine = DismissEngine(policy: policy)
  }

  /// The identifier of a named region.
  public subscript(name: String) -> RegionID {
    guard let id = ids[name] else { fatalError("no region named \(name)") }
    return id
  }

  /// Registers a named region.
  @discardableResult
  public mutating func add(
    _ name: String, _ kind: RegionKind, _ frame: Rect, parent: String? = nil,
    configure: (inout Region) -> Void = { _ in }
  ) -> RegionID {
    var region = Region(kind: kind, frame: frame, parent: parent.map { self[$0] })
    configure(&region)
    let id = engine.insert(region)
    ids[name] = id
    names[id] = name
    return id
  }

  /// Effects rendered with region names, e.g. `["dismiss menu", "resign"]`.
  public func describe(_ effects: [DismissEffect]) -> [String] {
    effects.map {
      switch $0 {
      case .dismissLayer(let id, _): return "dismiss \(names[id] ?? id.description)"
      case .resignFocus: return "resign"
      case .swallowTouch(let touch): return "swallow \(touch.rawValue)"
      }
    }
  }

  /// A tap: down and up at the same point 0.05 s apart. Returns the effects
  /// of both events, named.
  @discardableResult
  public mutating func tap(at point: Point, pointer: PointerKind = .finger) -> [String] {
    let touch = TouchID(rawValue: nextTouch)
    nextTouch += 1
    var out = describe(engine.touchDown(touch, at: point, time: time, pointer: pointer))
    time += 0.05
    out += describe(engine.touchUp(touch, at: point, time: time))
    time += 1
    return out
  }

  /// A drag from one point to another in `steps` moves, then up.
  @discardableResult
  public mutating func drag(from start: Point, to end: Point, steps: Int = 5) -> [String] {
    let touch = TouchID(rawValue: nextTouch)
    nextTouch += 1
    var out = describe(engine.touchDown(touch, at: start, time: time))
    for step in 1...max(1, steps) {
      let f = Double(step) / Double(max(1, steps))
      time += 0.016
      out += describe(
        engine.touchMoved(
          touch, to: Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f),
          time: time))
    }
    out += describe(engine.touchUp(touch, at: end, time: time))
    time += 1
    return out
  }
}
