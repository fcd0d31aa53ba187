import DismissCore

/// Where a layer's backdrop is (modal layers).
@MainActor
enum LayerModality {
  case none
  /// Modal with a dimming view: a touch on that node is on the backdrop.
  case backdrop(any DismissNode)
  /// Modal over the whole screen (rule 2).
  case fullScreen

  var isModal: Bool { if case .none = self { false } else { true } }
}

/// A layer the app registered (an overlay view or a presented controller),
/// read again before each event; announced in a ``LayerDirectory``.
@MainActor
protocol DismissLayerSource: AnyObject {
  /// The layer's view, or `nil` when gone.
  var layerNode: (any DismissNode)? { get }
  var layerTriggers: DismissTriggers { get }
  /// Nodes counted inside the layer (its trigger button).
  var layerExcludedNodes: [any DismissNode] { get }
  var layerModality: LayerModality { get }
  /// Surfaces presented on top of it that count as inside it.
  var layerCoveredNodes: [any DismissNode] { get }
  /// Where to look for the enclosing layer (superview or presenter's view).
  var layerParentAnchor: (any DismissNode)? { get }
  /// Whether a touch outside it reaches no view beneath (rule 5).
  var layerSwallowsOutsideTouches: Bool { get }
  /// `nil` unless a presentation, which goes with an enclosing one; then
  /// whether dismissing it takes its nested presentations too (L3).
  var layerDismissesNestedPresentations: Bool? { get }
  /// The app's synchronous veto, asked at the event; `false` keeps it open.
  func layerShouldDismiss(_ reason: DismissReason) -> Bool
  /// Dismisses the layer after the event's delivery; `completion(true)` when gone,
  /// `(false)` when refused, or never: it closes when its node stops being visible (L10).
  func dismissLayer(
    reason: DismissReason, completion: @escaping @MainActor (_ finished: Bool) -> Void)
}
