import DismissCore
import DismissTestSupport

// The two baselines, on the same scenes and tap points as the engine's
// `tap` workload. Each event is one tap decision.

/// A view as UIKit models it: a class object whose frame is in its
/// superview's coordinate space, with a bounds origin (a scroll view's
/// content offset) and an array of subviews.
final class SeedView {
  var frame: Rect
  var boundsOrigin = Point(x: 0, y: 0)
  unowned(unsafe) var superview: SeedView?
  var subviews: [SeedView] = []
  var isFirstResponder = false

  init(frame: Rect) { self.frame = frame }

  var bounds: Rect {
    Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: frame.width, height: frame.height)
  }

  func addSubview(_ view: SeedView) {
    view.superview = self
    subviews.append(view)
  }

  /// The seeds' first-responder search: a depth-first walk of the whole
  /// subtree (as `endEditing(_:)` and `allSubviews`-style helpers do), so
  /// its cost does not depend on where the focused input sits in the tree.
  func findFirstResponder() -> SeedView? {
    var found: SeedView? = isFirstResponder ? self : nil
    for view in subviews {
      let responder = view.findFirstResponder()
      if found == nil { found = responder }
    }
    return found
  }

  /// `convert(_:from: nil)`: a window point in this view's coordinate
  /// space, through every ancestor's.
  func convertFromWindow(_ point: Point) -> Point {
    let outer = superview?.convertFromWindow(point) ?? point
    return Point(x: outer.x - frame.x + boundsOrigin.x, y: outer.y - frame.y + boundsOrigin.y)
  }
}

/// (a) The seeds' approach: on every tap, search the whole view tree for the
/// first responder and resign it when the point, converted into its
/// coordinate space, is outside its bounds (`KeyboardCloseable`); then, for
/// each presented popover or modal the code holds, convert the point and
/// close it when outside ("detect touch outside a modal view").
struct SeedTreeSearch: BenchWorkload {
  var window: SeedView
  /// Every view, kept alive (subviews arrays retain too; this holds the
  /// unattached ones, such as a closed modal's).
  var views: [SeedView]
  var presented: [SeedView]
  var points: [Point]
  var cursor = 0

  init(_ scene: Scene, points: [Point]) {
    window = SeedView(frame: Scene.screen)
    views = []
    views.reserveCapacity(scene.nodes.count)
    for node in scene.nodes {
      var frame = node.frame
      if node.parent >= 0 {
        let parent = scene.nodes[node.parent].frame
        frame.x -= parent.x
        frame.y -= parent.y
      }
      let view = SeedView(frame: frame)
      views.append(view)
      if node.parent >= 0 { views[node.parent].addSubview(view) }
    }
    // Roots: the screen's content first, then presented layers on top.
    for (index, node) in scene.nodes.enumerated() where node.parent < 0 && node.kind != .layer {
      window.addSubview(views[index])
    }
    presented = []
    for layer in scene.openLayers {
      if scene.nodes[layer].parent < 0 { window.addSubview(views[layer]) }
      presented.append(views[layer])
    }
    views[scene.focusedInput].isFirstResponder = true
    self.points = points
  }

  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let point = points[cursor]
      cursor = (cursor + 1) & (points.count - 1)
      if let responder = window.findFirstResponder(),
        !responder.bounds.contains(responder.convertFromWindow(point))
      {
        sum &+= 1
      }
      for layer in presented where !layer.bounds.contains(layer.convertFromWindow(point)) {
        sum &+= 2
      }
    }
    return sum
  }
}

/// (b) A straightforward linear scan: every region, in document order, is
/// tested against the point and, when it contains it, its ancestors are
/// walked for rule 2 (hit-testable, clipping, presence and plane); then the
/// keyboard decision (rule 4) and the outside-touch pass on the hit path.
struct LinearScan: BenchWorkload {
  var frames: [Rect]
  var parents: [Int32]
  var kinds: [RegionKind]
  var hitTestable: [Bool]
  var clips: [Bool]
  var keyboard: [KeyboardBehavior?]
  /// Per node: for a layer, its plane when open (1 for the bottom one), 0
  /// when closed; -1 for other regions.
  var layerPlanes: [Int]
  /// Open layers, bottom to top, with their backdrop.
  var openLayers: [(node: Int, backdrop: Rect?, excluded: [Int])]
  var points: [Point]
  var cursor = 0

  init(_ scene: Scene, points: [Point]) {
    frames = scene.nodes.map(\.frame)
    parents = scene.nodes.map { Int32($0.parent) }
    kinds = scene.nodes.map(\.kind)
    hitTestable = scene.nodes.map(\.isHitTestable)
    clips = scene.nodes.map(\.clips)
    keyboard = scene.nodes.map(\.keyboard)
    layerPlanes = scene.nodes.map { $0.kind == .layer ? 0 : -1 }
    openLayers = []
    for (index, layer) in scene.openLayers.enumerated() {
      layerPlanes[layer] = index + 1
      openLayers.append((layer, scene.nodes[layer].backdrop, scene.nodes[layer].excluded))
    }
    self.points = points
  }

  /// The front-most hit at a point: a region index, `-2 - layer` for a
  /// layer's backdrop, or -1.
  func hit(at point: Point) -> Int {
    var best = -1
    var bestPlane = -1
    for (index, layer) in openLayers.enumerated() {
      if let backdrop = layer.backdrop, backdrop.contains(point) {
        best = -2 - layer.node
        bestPlane = index + 1
      }
    }
    for i in frames.indices where frames[i].contains(point) {
      var plane = -1
      var s = Int32(i)
      var ok = true
      while s >= 0 {
        let j = Int(s)
        if !hitTestable[j] || (j != i && clips[j] && !frames[j].contains(point)) {
          ok = false
          break
        }
        if layerPlanes[j] == 0 {
          ok = false
          break
        }
        if layerPlanes[j] > 0 && plane < 0 { plane = layerPlanes[j] }
        s = parents[j]
      }
      if !ok { continue }
      plane = max(plane, 0)
      // Later in document order is in front: `>=` within a plane.
      if plane > bestPlane || (plane == bestPlane && (best < -1 || i > best)) {
        best = i
        bestPlane = plane
      }
    }
    return best
  }

  mutating func run(_ count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for _ in 0..<count {
      let point = points[cursor]
      cursor = (cursor + 1) & (points.count - 1)
      let target = hit(at: point)
      // Rule 4.
      var decision = KeyboardBehavior.dismiss
      var s = Int32(target)
      while s >= 0 {
        let j = Int(s)
        if kinds[j] == .textInput {
          decision = .keep
          break
        }
        if let attribute = keyboard[j] {
          decision = attribute
          break
        }
        if kinds[j] == .control {
          decision = .keep
          break
        }
        s = parents[j]
      }
      if decision == .dismiss { sum &+= 1 }
      // The outside-touch pass: stop at the first layer the path is inside.
      for layer in openLayers.reversed() {
        var inside = false
        var s = Int32(target)
        while s >= 0 && !inside {
          inside = Int(s) == layer.node || layer.excluded.contains(Int(s))
          s = parents[Int(s)]
        }
        if inside { break }
        sum &+= 2
        break  // pinned layers: they do not react to taps outside
      }
    }
    return sum
  }
}
