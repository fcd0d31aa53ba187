/// The focused responder as the platform reported it (F1), held weakly;
/// it never walks the view tree.
struct FocusTracker {
  private(set) weak var responder: AnyObject?
  private(set) weak var node: (any DismissNode)?

  /// Bumped on every change, so later work can tell focus moved on.
  private(set) var generation: UInt64 = 0

  var hasResponder: Bool { responder != nil }

  mutating func begin(_ responder: AnyObject, node: (any DismissNode)?) {
    self.responder = responder
    self.node = node
    generation &+= 1
  }

  /// Returns whether `responder` was the tracked one.
  mutating func end(_ responder: AnyObject) -> Bool {
    guard self.responder === responder else { return false }
    clear()
    return true
  }

  mutating func clear() {
    responder = nil
    node = nil
    generation &+= 1
  }
}
