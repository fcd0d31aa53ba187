import DismissCore
import DismissTestSupport

/// The engine workloads. One *event* of a workload is one gesture or frame:
///
/// - `tap`: a touch down and up at the same random point on the screen
///   (geometric hit testing), with focus on a text input and the popover and
///   its submenu open (and the modal sheet in some scenes).
/// - `drag`: down at a random point, 20 moves of 3 to 8.5 points, up.
/// - `idle`: a tap on an idle engine (no focus, no open layer).
/// - `scroll-frame`: 100 regions of the list move by 4 points (`setFrame`),
///   then one tap in the list.
/// - `host-path`: a tap whose down carries a host hit path of depth 10 (the
///   UIKit adapter's path).
///
/// Steady state: the scene's layers react to escape only, so taps outside
/// them run the whole outside-touch pass without closing them. A tap whose
/// keyboard decision is dismiss resigns focus; the workload then sets the
/// focus again (`setFocus`, as when the person taps the field again),
/// inside the timed batch; `refocuses` counts how often.
enum WorkloadKind: String, CaseIterable {
  case tap
  case drag
  case idle
  case scrollFrame = "scroll-frame"
  case hostPath = "host-path"
}

/// Random points and paths are drawn from tables of this many entries.
private let tableSize = 4_096

private func randomPoints(
  in area: Rect, count: Int, rng: inout SeededRandomNumberGenerator
) -> [Point] {
  (0..<count).map { _ in
    Point(
      x: area.x + Double.random(in: 0..<area.width, using: &rng),
      y: area.y + Double.random(in: 0..<area.height, using: &rng))
  }
}

/// Taps, geometric or idle.
struct TapWorkload: BenchWorkload {
  var engine: DismissEngine
  var points: [Point]
  var focus: RegionID?
  var cursor = 0
  var time = 0.0
  var taps = 0
  var refocuses = 0

  init(_ scene: Scene, active: Bool, seed: UInt64) {
    let built = SceneEngine(scene, active: active)
    engine = built.engine
    focus = active ? built.ids[scene.focusedInput] : nil
    var rng = SeededRandomNumberGenerator(seed: seed &+ 1)
    points = randomPoints(in: Scene.screen, count: tableSize, rng: &rng)
  }

  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let point = points[cursor]
      cursor = (cursor + 1) & (tableSize - 1)
      sum &+= UInt64(engine.touchDown(1, at: point, time: time).count)
      time += 0.05
      sum &+= UInt64(engine.touchUp(1, at: point, time: time).count)
      time += 0.05
      if let focus, !engine.isFocused {
        engine.setFocus(focus)
        refocuses += 1
      }
    }
    taps += count
    return sum
  }
}

/// Drags: down, 20 moves, up.
struct DragWorkload: BenchWorkload {
  var engine: DismissEngine
  var points: [Point]
  var steps: [Point]
  var focus: RegionID
  var cursor = 0
  var time = 0.0

  init(_ scene: Scene, seed: UInt64) {
    let built = SceneEngine(scene, active: true)
    engine = built.engine
    focus = built.ids[scene.focusedInput]
    var rng = SeededRandomNumberGenerator(seed: seed &+ 2)
    points = randomPoints(in: Scene.screen, count: tableSize, rng: &rng)
    // Moves of 3 to 8.5 points in a random direction: every drag passes
    // the 10-point slop within a few moves.
    steps = (0..<tableSize).map { _ in
      while true {
        let dx = Double(Int.random(in: -6...6, using: &rng))
        let dy = Double(Int.random(in: -6...6, using: &rng))
        if dx * dx + dy * dy >= 9 { return Point(x: dx, y: dy) }
      }
    }
  }

  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let start = points[cursor]
      let step = steps[cursor]
      cursor = (cursor + 1) & (tableSize - 1)
      sum &+= UInt64(engine.touchDown(1, at: start, time: time).count)
      var point = start
      for _ in 0..<20 {
        time += 0.008
        point.x += step.x
        point.y += step.y
        sum &+= UInt64(engine.touchMoved(1, to: point, time: time).count)
      }
      sum &+= UInt64(engine.touchUp(1, at: point, time: time).count)
      time += 0.05
      if !engine.isFocused { engine.setFocus(focus) }
    }
    return sum
  }
}

/// A scrolling list: each frame moves 100 regions by 4 points (40 frames
/// down, then 40 frames back up, so the scene does not drift), then a tap in
/// the list.
struct ScrollFrameWorkload: BenchWorkload {
  var engine: DismissEngine
  var moved: [RegionID]
  var baseFrames: [Rect]
  var points: [Point]
  var focus: RegionID
  var cursor = 0
  var time = 0.0
  var offset = 0.0
  var step = -4.0
  var framesThisWay = 0

  init(_ scene: Scene, seed: UInt64) {
    let built = SceneEngine(scene, active: true)
    engine = built.engine
    focus = built.ids[scene.focusedInput]
    moved = scene.scrolledRegions.map { built.ids[$0] }
    baseFrames = scene.scrolledRegions.map { scene.nodes[$0].frame }
    var rng = SeededRandomNumberGenerator(seed: seed &+ 3)
    points = randomPoints(in: Scene.scrollArea, count: tableSize, rng: &rng)
  }

  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      offset += step
      framesThisWay += 1
      if framesThisWay == 40 {
        framesThisWay = 0
        step = -step
      }
      for k in moved.indices {
        var frame = baseFrames[k]
        frame.y += offset
        engine.setFrame(frame, of: moved[k])
      }
      let point = points[cursor]
      cursor = (cursor + 1) & (tableSize - 1)
      sum &+= UInt64(engine.touchDown(1, at: point, time: time).count)
      time += 0.05
      sum &+= UInt64(engine.touchUp(1, at: point, time: time).count)
      time += 0.05
      if !engine.isFocused { engine.setFocus(focus) }
    }
    return sum
  }
}

/// Taps whose down carries the host's hit path, depth 10: the registered
/// regions at a random point (from the engine's own hit test, computed
/// before timing) interleaved with unregistered views, as UIKit's superview
/// chain has many views the app never registers.
struct HostPathWorkload: BenchWorkload {
  var engine: DismissEngine
  var points: [Point]
  var paths: [[PathElement]]
  var focus: RegionID
  var cursor = 0
  var time = 0.0

  static let depth = 10

  init(_ scene: Scene, seed: UInt64) {
    let built = SceneEngine(scene, active: true)
    engine = built.engine
    focus = built.ids[scene.focusedInput]
    var rng = SeededRandomNumberGenerator(seed: seed &+ 4)
    points = randomPoints(in: Scene.screen, count: tableSize, rng: &rng)
    paths = points.map { point in
      var path: [PathElement] = []
      for element in built.engine.hitTest(point).elements {
        if path.count < Self.depth { path.append(element) }
        // A wrapper view the host does not register (content views,
        // stack views, hosting views).
        if path.count < Self.depth { path.append(.unregistered(.container)) }
      }
      while path.count < Self.depth { path.append(.unregistered(.container)) }
      return path
    }
  }

  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let point = points[cursor]
      sum &+= UInt64(engine.touchDown(1, at: point, time: time, hitPath: paths[cursor]).count)
      cursor = (cursor + 1) & (tableSize - 1)
      time += 0.05
      sum &+= UInt64(engine.touchUp(1, at: point, time: time).count)
      time += 0.05
      if !engine.isFocused { engine.setFocus(focus) }
    }
    return sum
  }
}
