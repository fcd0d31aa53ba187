import DismissCore

/// The invisible `UIView` behind a marked SwiftUI view (S2, S3), asked about
/// its geometry only when an event needs it; tests use fakes.
@MainActor
protocol DismissalAnchor: AnyObject {
  /// `view.window`, compared by identity; `nil` while in none.
  var anchorWindow: AnyObject? { get }
  /// `convert(bounds, to: nil)`, the space of `touch.location(in: nil)` (S1).
  var anchorFrameInWindow: Rect { get }
  /// Whether it or a superview is hidden (S6).
  var anchorIsHidden: Bool { get }
  /// Appends the window frames of every clipping ancestor, nearest first (S4).
  func appendClippingFrames(to frames: inout [Rect])
  /// The view of the outermost parentless view controller above it (S7), or
  /// `nil` when none owns a view above it.
  var anchorPresentation: (any DismissNode)? { get }
}
