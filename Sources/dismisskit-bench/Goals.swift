/// The performance goals of the benchmark, for screens of real size (10 000
/// regions and more are reported, not goals), checked against a report's
/// numbers, so that BENCHMARKS.md says met or not met from the
/// run it shows rather than from a copy made by hand.
struct GoalCheck {
  var goal: String
  var measured: String
  /// `nil` when the run did not measure what the goal needs.
  var met: Bool?
}

extension WorkloadKind {
  /// The touch events of one gesture of the workload (an *event* of the
  /// rules and of scenario files is one down, move or up); `nil` for the
  /// scroll frame, which is reported per frame.
  var touchEventsPerGesture: Int? {
    switch self {
    case .tap, .idle, .hostPath: 2
    case .drag: 22
    case .scrollFrame: nil
    }
  }
}

extension BenchReport {
  /// The median per touch event: the gesture's median divided by its
  /// touch events.
  func medianPerTouchEvent(_ kind: WorkloadKind, _ regions: Int) -> Double? {
    guard let r = result(kind, regions), let events = kind.touchEventsPerGesture else { return nil }
    return r.median / Double(events)
  }

  /// Every goal, with what this report measured for it.
  var goalChecks: [GoalCheck] {
    var checks: [GoalCheck] = []
    func tapGoal(_ regions: Int, limit: Double, text: String) {
      guard let tap = result(.tap, regions) else {
        checks.append(GoalCheck(goal: text, measured: "not run", met: nil))
        return
      }
      checks.append(
        GoalCheck(goal: text, measured: "\(format(tap.median)) ns", met: tap.median <= limit))
    }
    tapGoal(1_000, limit: 2_000, text: "tap median ≤ 2 µs at 1 000 regions")

    let taps = sizes.compactMap { result(.tap, $0.regions) }
    if let worst = taps.max(by: { $0.p99 / $0.median < $1.p99 / $1.median }) {
      let ratio = worst.p99 / worst.median
      checks.append(
        GoalCheck(
          goal: "tap p99 ≤ 5 × median",
          measured: "at most \(format(ratio)) × (at \(grouped(worst.regions)) regions)",
          met: ratio <= 5))
    }

    if let scroll = result(.scrollFrame, 1_000) {
      checks.append(
        GoalCheck(
          goal: "scroll frame (100 moved regions) ≤ 20 µs at 1 000 regions",
          measured: "\(format(scroll.median / 1_000)) µs", met: scroll.median <= 20_000))
    } else {
      checks.append(
        GoalCheck(
          goal: "scroll frame (100 moved regions) ≤ 20 µs at 1 000 regions",
          measured: "not run", met: nil))
    }

    let allocations = results.compactMap { r in r.allocationsPerEvent.map { (r, $0) } }
    if allocations.isEmpty {
      checks.append(
        GoalCheck(
          goal: "zero heap allocations per event and per frame update",
          measured: "not measured in this run (Scripts/measure-allocations.sh)", met: nil))
    } else {
      let worst = allocations.map(\.1).max() ?? 0
      let at = Set(allocations.map(\.0.regions)).sorted().map(grouped).joined(separator: ", ")
      checks.append(
        GoalCheck(
          goal: "zero heap allocations per event and per frame update",
          measured: "at most \(jsonNumber(worst)) per event, every workload, at \(at) regions",
          met: worst < 0.001))
    }

    if let worst = sizes.filter({ $0.heapBytesPerRegion.isFinite }).max(by: {
      $0.heapBytesPerRegion < $1.heapBytesPerRegion
    }) {
      checks.append(
        GoalCheck(
          goal: "≤ 200 bytes per registered region",
          measured:
            "at most \(format(worst.heapBytesPerRegion)) (at \(grouped(worst.regions)) regions)",
          met: worst.heapBytesPerRegion <= 200))
    }

    return checks
  }
}
