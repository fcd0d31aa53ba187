/// The focused responder as the platform reported it (F1), held weakly;
/// it never walks the view tree.
struct FocusTracker {
  private(set) weak var responder: AnyObject?
  private(set) weak var node: (any DismissNode)?
  /// The scope that reported a focused responder that is not a view.
  weak var reporter: (any WindowScope)?
  /// The responder whose focus ended with no touch of the app's since: an
  /// alert may take it and give it back (F12), which is no new focus.
  weak var quietlyEnded: AnyObject?

  /// Bumped on every change, so later work can tell focus moved on.
  private(set) var generation: UInt64 = 0

  var hasResponder: Bool { responder != nil }

  /// Returns whether it is focus given back to the responder that quietly ended.
  @discardableResult
  mutating func begin(
    _ responder: AnyObject, node: (any DismissNode)?, reporter: (any WindowScope)? = nil
  ) -> Bool {
    defer { quietlyEnded = nil }
    (self.responder, self.node, self.reporter) = (responder, node, reporter)
    generation &+= 1
    return responder === quietlyEnded
  }

  /// Returns whether `responder` was the tracked one.
  mutating func end(_ responder: AnyObject) -> Bool {
    guard self.responder === responder else { return false }
    clear()
    quietlyEnded = responder
    return true
  }

  mutating func clear() {
    (responder, node, reporter) = (nil, nil, nil)
    generation &+= 1
  }
}
