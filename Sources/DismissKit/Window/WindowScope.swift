import DismissCore

/// A UIKit `DismissInteraction` (its view) or a SwiftUI root (its screen and what it
/// presented); the innermost around a touch's view decides it, with its policy and roles (P1).
@MainActor
protocol WindowScope: AnyObject {
  /// The view whose subtree it serves; `nil` while detached.
  var scopeNode: (any DismissNode)? { get }
  /// Whether it serves now (attached, not a second one).
  var isServing: Bool { get }
  /// Whether Escape-key presses are for it (an interaction with
  /// `handlesEscapeKey` off takes only the app's command).
  var takesEscapeKey: Bool { get }
  var policy: DismissPolicy { get }
  /// The role of a UIKit view on a touch's path.
  func role(of node: any DismissNode) -> DismissViewRole
  /// The coordinator dropped it, its view out of the window (a per-screen
  /// interaction, L12; a root whose screen and presentations are gone, S28).
  func windowDidRemove()
}

extension WindowScope { var takesEscapeKey: Bool { true } }
