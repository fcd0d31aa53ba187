import DismissCore

/// Measures anchors when an event needs their geometry.
@MainActor
enum AnchorMeasurement {
  /// The part of an anchor a touch in `presentation` of `window` can land on
  /// (window coordinates, S1): its frame cut by each UIKit clipping ancestor
  /// (S4, S5). `nil` when hidden (S6), in another window or presentation (S9,
  /// S10), or clipped away. `clips` is a reused buffer.
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
  func intersection(_ other: Rect) -> Rect? {
    guard other.isValid else { return nil }
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    guard minX < maxX, minY < maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
