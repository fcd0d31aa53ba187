import DismissCore

/// Shrinks a failing property-test case: drops events, then regions, then
/// simplifies what is left (starting state, policy, attributes), keeping
/// each change only while the case still fails.
///
/// ```swift
/// let small = Shrinker.shrink(failing) { candidate in fails(candidate) }
/// ```
public enum Shrinker {
  /// The smallest case found that still fails. `stillFails` must be
  /// deterministic; it is called a few hundred times at most for
  /// generated cases.
  public static func shrink(_ testCase: RefCase, budget: Int = 3000, stillFails: (RefCase) -> Bool)
    -> RefCase
  {
    var best = testCase
    var calls = 0
    func attempt(_ candidate: RefCase) -> Bool {
      guard calls < budget, candidate != best else { return false }
      calls += 1
      if stillFails(candidate) {
        best = candidate
        return true
      }
      return false
    }
    var progress = true
    while progress && calls < budget {
      progress = false
      // Events: chunks from halves down to single events.
      var chunk = max(1, best.events.count / 2)
      while chunk >= 1 {
        var start = 0
        while start < best.events.count {
          var candidate = best
          candidate.events.removeSubrange(start..<min(best.events.count, start + chunk))
          if attempt(candidate) { progress = true } else { start += chunk }
        }
        chunk /= 2
      }
      // Regions, from the last.
      var r = best.scene.regions.count - 1
      while r >= 0 {
        if r < best.scene.regions.count, attempt(removing(region: r, from: best)) {
          progress = true
        }
        r -= 1
      }
      // Simplifications.
      for simplify in simplifications(of: best) where attempt(simplify) { progress = true }
    }
    return best
  }

  /// The case without one region: its children move to its parent, and
  /// every reference to it goes (events naming it are dropped).
  public static func removing(region removed: Int, from testCase: RefCase) -> RefCase {
    var c = testCase
    func renumber(_ i: Int) -> Int? { i == removed ? nil : (i > removed ? i - 1 : i) }
    let removedParent = c.scene.regions[removed].parent
    var regions: [RefScene.Region] = []
    for (i, old) in c.scene.regions.enumerated() where i != removed {
      var r = old
      var parent = r.parent
      if parent == removed { parent = removedParent }
      r.parent = parent.flatMap(renumber)
      r.excluding = r.excluding.compactMap(renumber)
      if let action = r.action {
        switch action {
        case .open(let l): r.action = renumber(l).map { .open($0) }
        case .close(let l): r.action = renumber(l).map { .close($0) }
        case .toggle(let l): r.action = renumber(l).map { .toggle($0) }
        }
      }
      regions.append(r)
    }
    c.scene.regions = regions
    c.scene.initialFocus = c.scene.initialFocus.flatMap(renumber)
    c.scene.initialOpen = c.scene.initialOpen.compactMap(renumber)
    c.events = c.events.compactMap { event in
      var e = event
      switch event.kind {
      case .focus(let input?):
        guard let i = renumber(input) else { return nil }
        e.kind = .focus(i)
      case .open(let l):
        guard let i = renumber(l) else { return nil }
        e.kind = .open(i)
      case .close(let l):
        guard let i = renumber(l) else { return nil }
        e.kind = .close(i)
      case .setFrame(let region, let frame):
        guard let i = renumber(region) else { return nil }
        e.kind = .setFrame(i, frame)
      case .refuse(let l):
        guard let i = renumber(l) else { return nil }
        e.kind = .refuse(i)
      default:
        break
      }
      return e
    }
    // Ids follow their index, so that the shrunk file reads r0, r1, ...
    for i in c.scene.regions.indices where c.scene.regions[i].id.hasPrefix("r") {
      c.scene.regions[i].id = "r\(i)"
    }
    return c
  }

  static func simplifications(of c: RefCase) -> [RefCase] {
    var out: [RefCase] = []
    func with(_ change: (inout RefCase) -> Void) {
      var copy = c
      change(&copy)
      if copy != c { out.append(copy) }
    }
    with { $0.scene.initialFocus = nil }
    with { $0.scene.initialOpen = [] }
    with { if !$0.scene.initialOpen.isEmpty { $0.scene.initialOpen.removeLast() } }
    with { $0.scene.policy = DismissPolicy() }
    for i in c.scene.regions.indices {
      with { $0.scene.regions[i].parent = nil }
      with { $0.scene.regions[i].hitTestable = true }
      with { $0.scene.regions[i].clips = false }
      with { $0.scene.regions[i].keyboard = nil }
      with { $0.scene.regions[i].action = nil }
      with { $0.scene.regions[i].excluding = [] }
      with { $0.scene.regions[i].backdrop = nil }
      with { $0.scene.regions[i].swallowsOutsideTouches = false }
      with { $0.scene.regions[i].dismissOn = .default }
    }
    // Times: round down to a tenth where that keeps the order.
    with { c in
      var last = -Double.infinity
      for i in c.events.indices {
        let t = max(last, (c.events[i].t * 10).rounded(.down) / 10)
        c.events[i].t = t
        last = t
      }
    }
    return out
  }
}
