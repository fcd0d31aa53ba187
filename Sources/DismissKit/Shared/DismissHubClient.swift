import DismissCore

/// A scope a window's ``DismissWindowHub`` serves: a UIKit interaction's
/// coordinator or a SwiftUI root; it turns the hub's events into engine events.
@MainActor
protocol DismissHubClient: AnyObject {
  /// The hub the client is registered with; the hub sets it.
  var hub: DismissWindowHub? { get set }
  /// The view whose subtree the client serves; `nil` while detached.
  var hubScope: (any DismissNode)? { get }
  /// Whether the client serves its scope now (not nested in another's scope).
  var isActiveInHub: Bool { get }
  /// Whether it serves only part of ``hubScope`` (a SwiftUI root: its screen
  /// and what is presented above it), so it is inside a client on the same view.
  var isNarrowerThanScope: Bool { get }

  /// A touch went down (window coordinates). `isOwner`: this client decides
  /// it; otherwise it landed outside everything of this client, which only
  /// lets its open layers react and never touches the keyboard.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool)
  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double)
  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double)
  func touchCancelled(_ key: ObjectIdentifier)

  /// A text input took focus at `input` (`nil`: not a view); `isOwner`: this
  /// client serves it.
  func focusDidBegin(at input: (any DismissNode)?, isOwner: Bool)
  /// The focus a refused resign or escape kept, as it was before the event:
  /// its focus-outside pass dismisses nothing (rule 7).
  func restoreFocus(at input: (any DismissNode)?, isOwner: Bool)
  func focusDidEnd()

  /// The node of the top-most open layer, to compare across clients.
  func frontOpenLayer() -> (any DismissNode)?
  /// Whether a touch now could lead to a decision, so the hub first checks it
  /// is not on a system presentation. Default: a layer is open.
  var needsSurfaceCheck: Bool { get }
  /// The node of the layer an escape would take first, to tell whether a
  /// presentation covers it (rule 7). Default: ``frontOpenLayer()``.
  var escapeLayerNode: (any DismissNode)? { get }
  /// Whether an escape that reaches no layer ends editing (the policy's
  /// `escapeDismissesKeyboard`).
  var escapeDismissesKeyboard: Bool { get }
  /// Whether Escape-key presses are for this client (a UIKit interaction
  /// with `handlesEscapeKey` off takes only the app's command).
  var takesEscapeKey: Bool { get }
  /// An escape comes: bring the layers in step before it is routed.
  func willEscape()
  /// An escape; returns whether it dismissed something.
  func escape(_ source: EscapeSource) -> Bool
  /// Whether an escape now would dismiss a layer or end editing; the Escape
  /// key command is installed only then, so Escape otherwise reaches the
  /// app's own commands (K8).
  var escapeWouldAct: Bool { get }
  /// The hub took the client out, its scope out of the window (a per-screen
  /// interaction, L12; a root whose screen and presentations are gone,
  /// S28): forget every touch, layer and focus.
  func hubDidRemove()
}

extension DismissHubClient {
  var escapeLayerNode: (any DismissNode)? { frontOpenLayer() }
  var needsSurfaceCheck: Bool { frontOpenLayer() != nil }
  var isNarrowerThanScope: Bool { false }
  func willEscape() {}
  func hubDidRemove() {}
}
