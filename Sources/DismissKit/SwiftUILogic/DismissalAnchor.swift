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
