import DismissCore

/// A touch through the SwiftUI adapter's platform-neutral path, for
/// `dismisskit-bench --adapter` and the `adapter-tap` rows: the window's
/// coordinator and its engine, the root's registrations,
/// the measurement of every anchor, the engine and the effect dispatch,
/// with stand-ins for UIKit (anchors with fixed window frames, views with a
/// parent, a window that resigns at once).
///
/// The scene: a list of `anchors` marked rows (every other one keeps the
/// keyboard) in a clipping list, a field with focus, and a layer open that
/// reacts to Escape only, so every tap measures every anchor and runs the
/// whole outside-touch pass without closing it. A tap that dismisses the
/// keyboard resigns through the coordinator; the field then takes focus again
/// (which measures again), as when the person taps it.
///
/// ```swift
/// var bench = AdapterTouchBenchmark(anchors: 1_000, seed: 1)
/// let checksum = bench.run(10_000)       // taps through the adapter
/// let engineOnly = bench.runEngine(10_000)  // the same taps, engine alone
/// ```
@MainActor
struct AdapterTouchBenchmark {
  private let world: World
  private var cursor = 0
  private var time = 0.0
  /// Taps so far, through the adapter.
  private(set) var taps = 0
  /// How often the field took focus again after a tap resigned it.
  private(set) var refocuses = 0

  /// Builds the scene.
  init(anchors: Int, seed: UInt64) {
    world = World(anchors: max(anchors, 1), seed: seed)
  }

  /// The number of anchors.
  var anchorCount: Int { world.anchors.count }

  /// Runs `count` taps through the coordinator and returns a checksum.
  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let point = world.points[cursor]
      cursor = (cursor + 1) & (World.pointCount - 1)
      let key = world.touchKey
      world.window.touchBegan(
        key, hit: world.content, at: point, time: time, pointer: .finger,
        source: world.observer)
      time += 0.05
      world.window.touchEnded(key, at: point, time: time, source: world.observer)
      time += 0.05
      sum &+= UInt64(world.platform.resigns)
      if !world.window.engine.isFocused {
        world.window.focusDidBegin(world.field, input: world.field)
        refocuses += 1
      }
    }
    taps += count
    return sum &+ UInt64(world.coordinator.measuredAnchorCount)
  }

  /// The same taps on the coordinator's engine alone, its frames as the
  /// last measurement left them: the engine-only cost of the same scene.
  mutating func runEngine(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let point = world.points[cursor]
      cursor = (cursor + 1) & (World.pointCount - 1)
      sum &+= UInt64(world.engine.touchDown(1, at: point, time: time).count)
      time += 0.05
      sum &+= UInt64(world.engine.touchUp(1, at: point, time: time).count)
      time += 0.05
      if !world.engine.isFocused {
        _ = world.engine.setFocus(hitPath: CollectionOfOne(PathElement.unregistered(.textInput)))
      }
    }
    return sum
  }
}

@MainActor
private final class World {
  static let pointCount = 4_096
  let windowNode = BenchNode(nil)
  let presentation: BenchNode
  let content: BenchNode
  let field: BenchNode
  let platform = BenchPlatform()
  let window: WindowCoordinator
  let coordinator = RootCoordinator()
  let host: BenchHost
  var anchors: [BenchAnchor] = []
  var points: [Point] = []
  let observer = ObjectIdentifier(BenchNode.self)
  let touchObject = BenchNode(nil)
  var touchKey: ObjectIdentifier { ObjectIdentifier(touchObject) }
  /// A copy of the coordinator's engine, measured, for `runEngine`.
  var engine: DismissEngine

  init(anchors count: Int, seed: UInt64) {
    presentation = BenchNode(windowNode)
    content = BenchNode(presentation)
    field = BenchNode(content)
    field.isTextInput = true
    field.frame = Rect(x: 16, y: 800, width: 300, height: 44)
    window = WindowCoordinator(platform: platform, scheduler: InlineScheduler())
    host = BenchHost(window: windowNode, presentation: presentation)
    coordinator.host = host
    window.add(coordinator)
    // A list from y 0 to 780 that clips; rows of 44 points, two columns.
    let list = Rect(x: 0, y: 0, width: 390, height: 780)
    for i in 0..<count {
      let row = Double(i / 2)
      let frame = Rect(x: Double(i % 2) * 195, y: row * 44, width: 195, height: 44)
      let anchor = BenchAnchor(frame: frame, window: windowNode, presentation: presentation)
      anchor.clips = [list]
      anchors.append(anchor)
      coordinator.register(
        DismissalToken(), spec: .keyboard(i % 2 == 0 ? .keep : .dismiss), anchor: anchor)
    }
    let layer = BenchAnchor(
      frame: Rect(x: 200, y: 100, width: 180, height: 200), window: windowNode,
      presentation: presentation)
    anchors.append(layer)
    coordinator.register(
      DismissalToken(), spec: .layer(dismissOn: [.escape]), anchor: layer, isPresented: true,
      actions: LayerBinding(isPresented: { true }, dismiss: {}))
    window.focusDidBegin(field, input: field)
    var generator = SplitMix(seed: seed)
    points = (0..<Self.pointCount).map { _ in
      Point(x: generator.unit() * 390, y: generator.unit() * 844)
    }
    engine = window.engine
  }
}

/// A view: a parent, and for a text input its frame in the window. Held
/// strongly (UIKit's views are UIKit's to keep; the stand-ins should not add
/// weak-reference costs that a `UIView` property read does not have).
@MainActor
private final class BenchNode: DismissNode {
  let parent: BenchNode?
  var isTextInput = false
  var frame: Rect?

  init(_ parent: BenchNode?) { self.parent = parent }

  var dismissNodeParent: (any DismissNode)? { parent }
  var dismissNodeIndex: Int { 0 }
}

/// An anchor with a fixed window frame.
@MainActor
private final class BenchAnchor: DismissalAnchor {
  let frame: Rect
  let window: BenchNode
  let presentation: BenchNode
  var clips: [Rect] = []

  init(frame: Rect, window: BenchNode, presentation: BenchNode) {
    self.frame = frame
    self.window = window
    self.presentation = presentation
  }

  var anchorWindow: AnyObject? { window }
  var anchorFrame: Rect { frame }
  var anchorIsHidden: Bool { false }
  func appendAnchorClips(to frames: inout [Rect]) { frames.append(contentsOf: clips) }
  var anchorPresentation: (any DismissNode)? { presentation }
  func canBeTouched(on hit: any DismissNode) -> Bool { true }
  var isVoiceOverInside: Bool { false }
}

/// The root's window and presentation.
@MainActor
private final class BenchHost: RootHost {
  let windowNode: BenchNode
  let presentationView: BenchNode

  init(window: BenchNode, presentation: BenchNode) {
    windowNode = window
    presentationView = presentation
  }

  var presentationNode: (any DismissNode)? { windowNode }
  var window: AnyObject? { windowNode }
  var probeAnchor: (any DismissalAnchor)? { nil }
  func presentation(of node: (any DismissNode)?) -> (any DismissNode)? { presentationView }
  func isPresented(_ presentation: any DismissNode, above anchor: any DismissalAnchor) -> Bool {
    false
  }
  func frameInWindow(of input: any DismissNode) -> Rect? { (input as? BenchNode)?.frame }
  func role(of node: any DismissNode) -> DismissViewRole {
    (node as? BenchNode)?.isTextInput == true ? .textInput : .content
  }
  func platformRole(at point: Point, hit: any DismissNode) -> DismissViewRole { .content }
  func windowDidRemove() {}
}

/// A window whose focused input always resigns.
@MainActor
private final class BenchPlatform: WindowPlatform {
  var resigns = 0
  func resignFocus(_ responder: AnyObject?) -> Bool {
    resigns += 1
    return true
  }
  func isFocused(_ responder: AnyObject) -> Bool { true }
  func surface(of node: any DismissNode) -> NodeSurface { .app }
  func isInWindow(_ node: any DismissNode) -> Bool { true }
  func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool { false }
  func isServed(_ node: any DismissNode) -> Bool { true }
  func presence(of node: any DismissNode) -> NodePresence { .visible }
  func frame(of node: any DismissNode, contains point: Point) -> Bool { false }
  func coordinatorDidBecomeEmpty() {}
  func escapeMayHaveChanged() {}
}

/// Runs work at once: the benchmark measures what a tap costs, not when.
@MainActor
private final class InlineScheduler: DismissScheduler {
  func schedule(_ work: @escaping @MainActor () -> Void) { work() }
}

/// A small seeded generator (SplitMix64), so the scene is reproducible.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
