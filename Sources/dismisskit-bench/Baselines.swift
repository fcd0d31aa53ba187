import DismissCore
import DismissTestSupport

// The baseline, on the same scenes and tap points as the engine's `tap`
// workload. Each event is one tap decision.

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

/// The seeds' approach: on every tap, search the whole view tree for the
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
