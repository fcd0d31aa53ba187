import DismissCore

/// What a tap at one point would do: the data behind `dismissalDebugOverlay()`.
struct DismissalDebugSample: Hashable, Sendable {
  enum Keyboard: Int, Hashable, Sendable { case textInput, keep, dismiss }

  /// Window coordinates.
  var point: Point
  /// The keyboard decision (rule 4), had a text input focus.
  var keyboard: Keyboard
  var dismissesLayer: Bool
}

extension RootCoordinator {
  /// Samples a grid over `bounds` (window coordinates, at most 10 000 points)
  /// by asking the engine, with `textInputs` as UIKit text-input frames;
  /// layer dismissal is simulated on a copy of the engine.
  func debugSamples(in bounds: Rect, spacing: Double, textInputs: [Rect] = [])
    -> [DismissalDebugSample]
  {
    guard bounds.isValid, bounds.width > 0, bounds.height > 0, spacing.isFinite, spacing > 0
    else { return [] }
    measure(hit: nil, at: nil)
    guard let engine = window?.engine else { return [] }
    var step = spacing
    while (bounds.width / step).rounded(.up) * (bounds.height / step).rounded(.up) > 10_000 {
      step *= 2
    }
    let simulatesLayers = !engine.openLayers.isEmpty
    let probe = TouchID(rawValue: Int.min)
    let xs = stride(from: bounds.x + step / 2, to: bounds.maxX, by: step)
    return stride(from: bounds.y + step / 2, to: bounds.maxY, by: step).flatMap { y in
      xs.map { x in
        let point = Point(x: x, y: y)
        let onInput = textInputs.contains { $0.contains(point) }
        let path = (onInput ? [.unregistered(.textInput)] : []) + engine.hitTest(point).elements
        let decision = engine.keyboardDecision(for: HitPath(path))
        var keyboard = decision.behavior == .keep ? DismissalDebugSample.Keyboard.keep : .dismiss
        if case .textInput = decision.reason { keyboard = .textInput }
        var dismisses = false
        if simulatesLayers {
          var copy = engine
          copy.touchDown(probe, at: point, time: 0, hitPath: path)
          for case .dismissLayer in copy.touchUp(probe, at: point, time: 0) { dismisses = true }
        }
        return DismissalDebugSample(point: point, keyboard: keyboard, dismissesLayer: dismisses)
      }
    }
  }
}
