import DismissCore

/// How a touch's target reaches the engine: its own geometric hit test, or
/// a path that puts the UIKit views first.
enum TouchTarget: Hashable, Sendable {
  case geometric
  case path([PathElement])

  /// An empty chain lets the engine hit-test. Otherwise the chain, then the
  /// geometric path, so a field inside a layer is inside it.
  static func resolve(_ chain: TouchedViewChain, at point: Point, in engine: DismissEngine)
    -> TouchTarget
  {
    if chain.isEmpty { return .geometric }
    var path = chain.elements
    path.append(contentsOf: engine.hitTest(point).elements)
    return .path(path)
  }

  /// A focused input's path: the input, then the geometric path at its center.
  static func focusPath(ofInputAt frame: Rect, in engine: DismissEngine) -> [PathElement] {
    var path: [PathElement] = [.unregistered(.textInput)]
    path.append(contentsOf: engine.hitTest(frame.center).elements)
    return path
  }
}
