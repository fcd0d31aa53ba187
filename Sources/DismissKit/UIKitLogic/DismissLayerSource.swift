/// How a layer blocks what is beneath it.
@MainActor
enum LayerModality {
  /// Not modal: touches outside it reach the layers beneath.
  case none
  /// Modal with a dimming view: a touch on that node is a touch on the
  /// layer's backdrop.
  case backdrop(any DismissNode)
  /// Modal over the whole screen: every touch that is not inside the layer
  /// (or inside a layer presented after it) counts as a touch on its
  /// backdrop.
  case fullScreen
}

/// A layer an app registered (an overlay view or a presented view
/// controller), as the platform-neutral logic sees it.
///
/// Sources announce themselves in a ``LayerDirectory``; the coordinator
/// whose scope holds a source's node registers it with its engine, opens it
/// while its node is visible and closes it when it goes. Everything here is
/// read again before each event, so a source may change at any time.
@MainActor
protocol DismissLayerSource: AnyObject {
  /// The layer's content (its view), or `nil` when it is gone.
  var layerNode: (any DismissNode)? { get }
  /// What dismisses the layer.
  var layerTriggers: DismissTriggers { get }
  /// Nodes that count as inside the layer (its trigger button).
  var layerExcludedNodes: [any DismissNode] { get }
  /// How the layer blocks what is beneath it.
  var layerModality: LayerModality { get }
  /// Surfaces on top of the layer that belong to it (what a presented view
  /// controller presents in turn): touches on them are inside the layer.
  var layerCoveredNodes: [any DismissNode] { get }
  /// Where to start looking for the layer that encloses this one (the
  /// superview, or the presenting view controller's view).
  var layerParentAnchor: (any DismissNode)? { get }
  /// Whether this layer is a presentation that goes away with an enclosing
  /// presentation (a view controller presented by a presented one).
  var layerIsPresentation: Bool { get }
  /// Whether dismissing this layer also takes away the presentations inside
  /// it (UIKit's `dismiss(animated:)` on the presenting view controller).
  var layerDismissalCoversNestedPresentations: Bool { get }
  /// Whether the layer may be dismissed now, for `reason`: the app's
  /// synchronous veto (`shouldDismiss`). Asked at the event, before
  /// anything moves; `false` keeps the layer open where it is
  /// (``DismissEngine/refuseDismissal(_:)``).
  func layerShouldDismiss(_ reason: DismissReason) -> Bool
  /// Dismisses the layer, for `reason`, once the event that dismissed it
  /// has been delivered. Call `completion(true)` when it is gone (its exit
  /// animation finished), `completion(false)` when it stays (the app
  /// refused); or never, and the layer closes when its node stops being
  /// visible.
  func dismissLayer(
    reason: DismissReason, completion: @escaping @MainActor (_ finished: Bool) -> Void)
}
