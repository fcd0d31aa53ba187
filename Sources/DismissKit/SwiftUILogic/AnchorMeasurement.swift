import DismissCore

/// Measuring anchors, at the moment an event needs their geometry.
@MainActor
enum AnchorMeasurement {
  /// The part of an anchor that a touch in `presentation` of `window` can
  /// land on, in window coordinates: its frame cut by each clipping
  /// ancestor. `nil` (absent) when the anchor is hidden, in no window, in
  /// another window, in another presentation (a presentation above covers
  /// the ones beneath: their marked views are absent for its touches), or
  /// clipped away entirely (a row scrolled out of its list).
  ///
  /// - Parameters:
  ///   - clips: a buffer reused across calls, so that measuring allocates
  ///     nothing in steady state.
  /// - Complexity: O(*c*) for *c* clipping ancestors, plus what UIKit
  ///   takes to convert the anchor's bounds (O(*d*) for an anchor at depth
  ///   *d*).
  static func visibleFrame(
    of anchor: any DismissalAnchor, in window: AnyObject?,
    presentation: (any DismissNode)?, clips: inout [Rect]
  ) -> Rect? {
    guard let window, let own = anchor.anchorWindow, own === window, !anchor.anchorIsHidden
    else { return nil }
    guard let presentation, let ownPresentation = anchor.anchorPresentation,
      ownPresentation === presentation
    else { return nil }
    clips.removeAll(keepingCapacity: true)
    anchor.appendClippingFrames(to: &clips)
    var frame = anchor.anchorFrameInWindow
    guard frame.isValid else { return nil }
    for clip in clips {
      guard let cut = frame.intersection(clip) else { return nil }
      frame = cut
    }
    return frame
  }
}

extension Rect {
  /// The overlap of two rectangles, or `nil` when they share no point.
  func intersection(_ other: Rect) -> Rect? {
    guard other.isValid else { return nil }
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    guard minX < maxX, minY < maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The center of the rectangle.
  var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
