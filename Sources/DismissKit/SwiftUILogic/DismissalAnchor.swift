import DismissCore

/// The invisible `UIView` behind a marked SwiftUI view (S2, S3), asked about
/// its geometry only when an event needs it; tests use fakes.
@MainActor
protocol DismissalAnchor: AnyObject {
  /// `view.window`, compared by identity; `nil` while in none.
  var anchorWindow: AnyObject? { get }
  /// `convert(bounds, to: nil)`, the space of `touch.location(in: nil)` (S1).
  var anchorFrame: Rect { get }
  /// Whether it or a superview is hidden (S6).
  var anchorIsHidden: Bool { get }
  /// Appends the window frames of every clipping ancestor, nearest first (S4).
  func appendAnchorClips(to frames: inout [Rect])
  /// The front-most presentation holding it (S7, S33), or `nil`.
  var anchorPresentation: (any DismissNode)? { get }
  /// Whether a touch on `hit` (`touch.view`) can be on its marked view: on
  /// the view SwiftUI draws it into or inside it, never on a UIKit bar drawn
  /// over it (S30).
  func canBeTouched(on hit: any DismissNode) -> Bool
  /// Whether VoiceOver is on an element drawn on it (A1).
  var isVoiceOverInside: Bool { get }
}

/// Measuring, when an event needs an anchor's geometry.
extension DismissalAnchor {
  /// The part of it a touch in `presentation` of `window` can land on (S1):
  /// its frame cut by each clipping ancestor (S4, S5); `nil` when hidden (S6),
  /// elsewhere (S9, S10) or clipped away. `clips`: one buffer for an event's
  /// anchors; `frame`: its window frame, when already read.
  func visibleFrame(
    in window: AnyObject?, presentation: (any DismissNode)?, frame known: Rect? = nil,
    clips: inout [Rect]
  ) -> Rect? {
    guard let window, anchorWindow === window, !anchorIsHidden, let presentation,
      anchorPresentation === presentation
    else { return nil }
    clips.removeAll(keepingCapacity: true)
    appendAnchorClips(to: &clips)
    var frame = known ?? anchorFrame
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
    let (minX, minY) = (Swift.max(x, other.x), Swift.max(y, other.y))
    let (width, height) = (Swift.min(maxX, other.maxX) - minX, Swift.min(maxY, other.maxY) - minY)
    guard other.isValid, width > 0, height > 0 else { return nil }
    return Rect(x: minX, y: minY, width: width, height: height)
  }

  var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
