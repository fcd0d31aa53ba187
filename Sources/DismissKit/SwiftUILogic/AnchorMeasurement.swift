import DismissCore

/// Measures anchors when an event needs their geometry.
@MainActor
enum AnchorMeasurement {
  /// The part of an anchor a touch in `presentation` of `window` can land on
  /// (window coordinates, S1): its frame cut by each UIKit clipping ancestor
  /// (S4, S5). `nil` when hidden (S6), in another window or presentation (S9,
  /// S10), or clipped away. `clips`: one buffer for all the anchors of an
  /// event (an allocation per anchor otherwise); `frame`: its window frame,
  /// when already read.
  static func visibleFrame(
    of anchor: any DismissalAnchor, in window: AnyObject?, presentation: (any DismissNode)?,
    frame known: Rect? = nil, clips: inout [Rect]
  ) -> Rect? {
    guard let window, anchor.anchorWindow === window, !anchor.anchorIsHidden, let presentation,
      anchor.anchorPresentation === presentation
    else { return nil }
    clips.removeAll(keepingCapacity: true)
    anchor.appendClippingFrames(to: &clips)
    let frame = known ?? anchor.boundsInWindow
    return frame.isValid ? clips.reduce(frame as Rect?) { $0?.intersection($1) } : nil
  }

  /// Whether a touch on `hit` (`touch.view`) can be on the anchor's marked
  /// view: `hit` is the anchor's host (the hosting view SwiftUI draws into)
  /// or inside it. A UIKit bar, toolbar or tab bar drawn over the content
  /// is not (S30).
  static func isTouch(on hit: any DismissNode, under anchor: any DismissalAnchor) -> Bool {
    anchor.anchorHost.map { host in hit.dismissNodeChain.contains { $0 === host } } ?? true
  }
}

extension Rect {
  func intersection(_ other: Rect) -> Rect? {
    guard other.isValid else { return nil }
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let cut = Rect(
      x: minX, y: minY, width: Swift.min(maxX, other.maxX) - minX,
      height: Swift.min(maxY, other.maxY) - minY)
    return cut.width > 0 && cut.height > 0 ? cut : nil
  }

  var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
