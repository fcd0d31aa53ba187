/// Which responder has focus, as the platform reported it (UIKit's begin and
/// end editing notifications, or the app), held weakly.
///
/// The tracker never walks the view tree: it only remembers what it was
/// told, so that a resign goes to the responder that has focus.
struct FocusTracker {
  /// The focused responder, while it is alive.
  private(set) weak var responder: AnyObject?
  /// The node focus was reported at (the responder itself for a view).
  private(set) weak var node: (any DismissNode)?

  /// Counts every change of focus (a begin, an end, a clear), so that work
  /// scheduled for later can tell whether focus moved on in between.
  private(set) var generation: UInt64 = 0

  /// Whether a live responder is tracked.
  var hasResponder: Bool { responder != nil }

  /// Records that `responder` took focus.
  mutating func begin(_ responder: AnyObject, node: (any DismissNode)?) {
    self.responder = responder
    self.node = node
    generation &+= 1
  }

  /// Records that `responder` lost focus; returns whether it was the
  /// tracked one (a late end for an earlier responder changes nothing).
  mutating func end(_ responder: AnyObject) -> Bool {
    guard self.responder === responder else { return false }
    clear()
    return true
  }

  /// Forgets the focus.
  mutating func clear() {
    responder = nil
    node = nil
    generation &+= 1
  }
}
