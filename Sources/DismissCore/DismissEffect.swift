/// What the engine asks its host to do. Effects are values: the engine calls
/// no UI code.
///
/// An event yields its effects in order: at the down of a swallowed touch
/// ``swallowTouch(_:)``, then layer dismissals, top-most first (and every
/// open layer inside a dismissed layer before it), then at most one
/// ``resignFocus``.
///
/// ```swift
/// switch effect {
/// case .swallowTouch(let touch): keepFromViews(touch)
/// case .dismissLayer(let layer, let reason): close(layer, because: reason)
/// case .resignFocus: endEditing()
/// }
/// ```
public enum DismissEffect: Hashable, Sendable {
  /// Dismiss this layer (run its exit animation, then report
  /// ``DismissEngine/close(_:)``, or ``DismissEngine/refuseDismissal(_:)``
  /// when the app keeps it). From this effect on, the engine treats the
  /// layer as being dismissed: it is no longer open, and touches on its
  /// surfaces do nothing. `reason` is the trigger that dismissed it; a
  /// layer dismissed with a layer around it carries that layer's reason.
  case dismissLayer(RegionID, reason: DismissReason)
  /// End editing: the focused text input resigns, the keyboard goes away.
  /// The engine forgets the focus at once.
  case resignFocus
  /// Keep this touch from every view of the app for its whole life: it went
  /// down outside an open layer that swallows outside touches
  /// (``Region/swallowsOutsideTouches``), as a touch outside a UIKit menu
  /// closes the menu without pressing what is beneath. The touch still
  /// dismisses layers, and makes no keyboard decision.
  case swallowTouch(TouchID)
}
