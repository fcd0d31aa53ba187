/// Which roots of a window are redundant: inside another root's
/// presentation view, they would decide twice. Sheets, covers, popovers and
/// tabs are separate presentations. A redundant root is reported as misuse
/// and forwards to the root holding it.
enum ScopeNesting {
  /// For each redundant root, the outermost root holding it; of two with the
  /// same view, the one listed first stays.
  static func forwardingTargets<Scope: Hashable>(
    _ scopes: [Scope], isInside: (_ inner: Scope, _ outer: Scope) -> Bool
  ) -> [Scope: Scope] {
    var targets: [Scope: Scope] = [:]
    for (i, scope) in scopes.enumerated() {
      var target: Scope?
      for (j, other) in scopes.enumerated() where j != i && isInside(scope, other) {
        if isInside(other, scope) && j > i { continue }
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
