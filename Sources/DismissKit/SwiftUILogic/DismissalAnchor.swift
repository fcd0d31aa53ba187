import DismissCore

/// The invisible `UIView` behind a marked SwiftUI view (S2, S3), asked about
/// its geometry only when an event needs it; tests use fakes.
@MainActor
protocol DismissalAnchor: AnyObject {
  /// `view.window`, compared by identity; `nil` while in none.
  var anchorWindow: AnyObject? { get }
  /// `convert(bounds, to: nil)`, the space of `touch.location(in: nil)` (S1).
  var boundsInWindow: Rect { get }
  /// Whether it or a superview is hidden (S6).
  var anchorIsHidden: Bool { get }
  /// Appends the window frames of every clipping ancestor, nearest first (S4).
  func appendClippingFrames(to frames: inout [Rect])
  /// The front-most presentation holding it (S7, S33), or `nil`.
  var anchorPresentation: (any DismissNode)? { get }
  /// The view SwiftUI draws the marked view into (the hosting view): a touch
  /// counts for the anchor only on it or inside it, never on a UIKit bar
  /// drawn over it (S30). `nil`: any touch counts.
  var anchorHost: (any DismissNode)? { get }
  /// The anchor in the view tree, for UIKit's draw order between anchors
  /// (S30). `nil`: registration order.
  var anchorNode: (any DismissNode)? { get }
}
