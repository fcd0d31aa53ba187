import DismissCore

/// What a tap at one point of a presentation would do, as the engine sees
/// it: the data behind `dismissalDebugOverlay()`.
///
/// ```swift
/// let samples = coordinator.debugSamples(in: rootFrame, spacing: 20, textInputs: fieldFrames)
/// for sample in samples where sample.keyboard == .dismiss { /* tint red */ }
/// ```
struct DismissalDebugSample: Hashable, Sendable {
  /// What the keyboard would do.
  enum Keyboard: Hashable, Sendable {
    /// A text input: focus moves there, the keyboard stays.
    case textInput
    /// A region keeps the keyboard (a `keep` attribute, or a control).
    case keep
    /// The keyboard would be dismissed.
    case dismiss
  }

  /// The sample point, in window coordinates.
  var point: Point
  /// The keyboard decision (rule 4) at the point, had a text input focus.
  var keyboard: Keyboard
  /// Whether a tap there would dismiss an open layer now.
  var dismissesLayer: Bool
}

extension RootCoordinator {
  /// Samples what a tap would do on a grid of points, asking the engine: a
  /// hit test, the UIKit text inputs given (as a touch on one would be
  /// seen), the keyboard decision, and, while layers are open, a simulated
  /// tap on a copy of the engine.
  ///
  /// The anchors of the root's own presentation are measured first, as
  /// for a touch there.
  ///
  /// - Parameters:
  ///   - bounds: the area to sample, in window coordinates.
  ///   - spacing: the distance between samples; at most 10 000 samples are
  ///     taken (the spacing grows to fit).
  ///   - textInputs: frames of the text inputs on screen, in window
  ///     coordinates (text inputs are UIKit views, not regions).
  func debugSamples(in bounds: Rect, spacing: Double, textInputs: [Rect] = [])
    -> [DismissalDebugSample]
  {
    guard bounds.isValid, bounds.width > 0, bounds.height > 0, spacing.isFinite, spacing > 0
    else { return [] }
    measureAnchors(for: host?.ownPresentation)
    var step = spacing
    while (bounds.width / step).rounded(.up) * (bounds.height / step).rounded(.up) > 10_000 {
      step *= 2
    }
    let simulatesLayers = !engine.openLayers.isEmpty
    var samples: [DismissalDebugSample] = []
    var y = bounds.y + step / 2
    while y < bounds.maxY {
      var x = bounds.x + step / 2
      while x < bounds.maxX {
        let point = Point(x: x, y: y)
        let chain = TouchedViewChain(textInputs.contains { $0.contains(point) } ? [.textInput] : [])
        var path = chain.elements
        path.append(contentsOf: engine.hitTest(point).elements)
        let decision = engine.keyboardDecision(for: HitPath(path))
        let keyboard: DismissalDebugSample.Keyboard
        if case .textInput = decision.reason {
          keyboard = .textInput
        } else {
          keyboard = decision.behavior == .keep ? .keep : .dismiss
        }
        var dismissesLayer = false
        if simulatesLayers {
          var copy = engine
          let probe = TouchID(rawValue: Int.min)
          copy.touchDown(probe, at: point, time: 0, hitPath: path)
          dismissesLayer = copy.touchUp(probe, at: point, time: 0).contains {
            if case .dismissLayer = $0 { return true }
            return false
          }
        }
        samples.append(
          DismissalDebugSample(point: point, keyboard: keyboard, dismissesLayer: dismissesLayer))
        x += step
      }
      y += step
    }
    return samples
  }
}
