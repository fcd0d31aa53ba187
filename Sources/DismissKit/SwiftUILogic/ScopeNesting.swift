/// Which roots of one window are redundant: a root whose presentation view
/// is, or is inside, the presentation view of another root.
///
/// One `dismissesKeyboardOnTapOutside(policy:)` serves a whole presentation;
/// a second one inside it would see the same touches and focus changes and
/// decide twice. Sheets, full-screen covers and popovers are separate
/// presentations (their views are not inside the presenter's), and so are the
/// tabs of a `TabView`, so a root in each is right. A redundant root is
/// reported as misuse and forwards its registrations to the root that holds
/// it.
///
/// ```swift
/// let targets = ScopeNesting.forwardingTargets(
///   [outer, inner], isInside: { a, b in a.container.isDescendant(of: b.container) })
/// // targets == [inner: outer]
/// ```
enum ScopeNesting {
  /// For each redundant root, the root it should forward to: the outermost
  /// root that holds it. Of two roots with the same view (`isInside` both
  /// ways), the one listed first stays; so list roots in attachment order.
  static func forwardingTargets<Scope: Hashable>(
    _ scopes: [Scope], isInside: (_ inner: Scope, _ outer: Scope) -> Bool
  ) -> [Scope: Scope] {
    var targets: [Scope: Scope] = [:]
    for (i, scope) in scopes.enumerated() {
      var target: Scope?
      for (j, other) in scopes.enumerated() where j != i && isInside(scope, other) {
        // `other` holds `scope`; with the same view both ways, the earlier stays.
        if isInside(other, scope) && j > i { continue }
        // Prefer the outermost holder.
        if let current = target, isInside(current, other) == false { continue }
        target = other
      }
      if let target { targets[scope] = target }
    }
    // Forward to a root that stays, never to one that forwards itself.
    for (scope, first) in targets {
      var target = first
      var hops = 0
      while let further = targets[target], further != scope, hops < scopes.count {
        target = further
        hops += 1
      }
      targets[scope] = target
    }
    return targets
  }
}
