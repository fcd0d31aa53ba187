import DismissCore

/// How a touch's target reaches the engine: the engine's own geometric hit
/// test of the registered regions, or a host path that puts the UIKit views
/// first.
///
/// ```swift
/// switch TouchTarget.resolve(chain, at: point, in: engine) {
/// case .geometric: engine.touchDown(id, at: point, time: t)
/// case .path(let path): engine.touchDown(id, at: point, time: t, hitPath: path)
/// }
/// ```
enum TouchTarget: Hashable, Sendable {
  /// Let the engine hit-test its regions (and, while idle, do no work).
  case geometric
  /// The UIKit views of the chain, then the geometric hit path at the point.
  case path([PathElement])

  /// Combines a touch's view chain with the geometric path at its point.
  ///
  /// - With nothing on the chain, the engine hit-tests by itself (and an idle
  ///   engine only records the touch).
  /// - While the engine is idle, the chain's elements alone: with no layer
  ///   open, the geometric part could only matter for the keyboard
  ///   decision, which the chain's first element already decides (a text
  ///   input keeps the keyboard, a control follows `controlsKeyboard`)
  ///   should a field take focus before the touch ends. No hit test.
  /// - Otherwise: the chain's elements (`.unregistered(.textInput)`,
  ///   `.unregistered(.control)`), then the geometric hit path at the point,
  ///   so that a field inside a layer is inside that layer.
  ///
  /// - Complexity: O(1) when nothing is on the chain or the engine is idle;
  ///   otherwise a hit test.
  static func resolve(_ chain: TouchedViewChain, at point: Point, in engine: DismissEngine)
    -> TouchTarget
  {
    if chain.isEmpty { return .geometric }
    if engine.isIdle { return .path(chain.elements) }
    var path = chain.elements
    path.append(contentsOf: engine.hitTest(point).elements)
    return .path(path)
  }

  /// The focus path of a text input whose frame (engine coordinates) is
  /// known: the input, then the geometric path at its center, so that the
  /// engine knows which layers hold it.
  static func focusPath(ofInputAt frame: Rect, in engine: DismissEngine) -> [PathElement] {
    var path: [PathElement] = [.unregistered(.textInput)]
    path.append(contentsOf: engine.hitTest(frame.center).elements)
    return path
  }
}
