import DismissCore

/// The invisible `UIView` behind a marked SwiftUI view, as the
/// platform-neutral adapter logic sees it: where it is in its window, what
/// clips it, and which presentation it is in. UIKit answers each question
/// only when an event needs it; nothing is reported while the view moves.
///
/// The SwiftUI adapter's anchor is a `UIView` in a background
/// `UIViewRepresentable` of the marked view (`keyboardBehavior`,
/// `dismissible`, `dismissalExcluded`) or of a root; tests use fakes.
///
/// ```swift
/// var clips: [Rect] = []
/// let frame = AnchorMeasurement.visibleFrame(
///   of: sendAnchor, in: window, presentation: touchedPresentation, clips: &clips)
/// // nil: hidden, in no window, in another window or presentation, or clipped away
/// ```
@MainActor
protocol DismissalAnchor: AnyObject {
  /// The window the anchor's view is in (`view.window`), compared by
  /// identity; `nil` while it is in none.
  var anchorWindow: AnyObject? { get }
  /// The anchor's bounds in window coordinates (`convert(bounds, to: nil)`),
  /// the space of `touch.location(in: nil)`.
  var anchorFrameInWindow: Rect { get }
  /// Whether the anchor, or one of its superviews, is hidden.
  var anchorIsHidden: Bool { get }
  /// Appends, in window coordinates, the bounds of every ancestor that clips
  /// the anchor (`clipsToBounds`, scroll views), nearest first.
  func appendClippingFrames(to frames: inout [Rect])
  /// The presentation the anchor is in: the view of the outermost view
  /// controller above it that has no parent (the window's root view
  /// controller, or a presented one: a sheet, a full-screen cover, a
  /// popover). `nil` when no view controller owns a view above it.
  var anchorPresentation: (any DismissNode)? { get }
}

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
