import DismissCore

/// How a touch's target reaches the engine: its own geometric hit test, or
/// a path that puts the UIKit views first.
enum TouchTarget: Hashable, Sendable {
  case geometric
  case path([PathElement])

  /// An empty chain lets the engine hit-test. Otherwise the chain, then the
  /// geometric path, so a field inside a layer is inside it. In a
  /// presentation that an open layer presented (`presentedFrom`), the path
  /// ends in that layer, never on a backdrop (rule 7, S32).
  static func resolve(
    _ chain: [PathElement], at point: Point, in engine: DismissEngine,
    presentedFrom layer: RegionID? = nil
  ) -> TouchTarget {
    if chain.isEmpty && layer == nil { return .geometric }
    return .path(chain + geometricPath(at: point, in: engine, presentedFrom: layer))
  }

  /// A focused input's path: the input, then the geometric path at its center.
  static func focusPath(
    ofInputAt frame: Rect, in engine: DismissEngine, presentedFrom layer: RegionID? = nil
  ) -> [PathElement] {
    [.unregistered(.textInput)] + geometricPath(at: frame.center, in: engine, presentedFrom: layer)
  }

  /// The engine's hit path, then `layer` and its ancestors. A backdrop is
  /// dropped: one beneath the presentation is not on screen there, and one
  /// of a modal layer in it is dismissed alike as the first layer outside.
  private static func geometricPath(
    at point: Point, in engine: DismissEngine, presentedFrom layer: RegionID?
  ) -> [PathElement] {
    let elements = engine.hitTest(point).elements
    guard let layer else { return elements }
    var path = elements.filter { if case .backdrop = $0 { false } else { true } }
    var next: RegionID? = layer
    while let id = next, path.count < HitPathBuilder.maximumDepth {
      path.append(.region(id))
      next = engine.region(id)?.parent
    }
    return path
  }
}
