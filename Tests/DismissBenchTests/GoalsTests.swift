import Testing

@testable import dismisskit_bench

/// The goals that `--markdown` and BENCHMARKS.md check against a run.
@Suite("Benchmark goals")
struct GoalsTests {
  /// A report of two sizes with the given tap and idle numbers.
  func report(
    tap10k: (Double, Double) = (800, 1_200), tap100k: (Double, Double) = (900, 1_300),
    idle: Double = 20, allocations: Double? = 0, heap: Double = 150
  ) -> BenchReport {
    var report = BenchReport()
    for (regions, tap) in [(10_000, tap10k), (100_000, tap100k)] {
      func add(_ kind: WorkloadKind, _ median: Double, _ p99: Double) {
        report.results.append(
          WorkloadResult(
            workload: kind.rawValue, regions: regions, median: median, p99: p99,
            allocationsPerEvent: allocations, batches: 1_000, eventsPerBatch: 100))
      }
      add(.tap, tap.0, tap.1)
      add(.drag, 1_000, 1_500)
      add(.idle, idle, idle * 2)
      add(.scrollFrame, 6_000, 9_000)
      add(.hostPath, 400, 600)
      report.baselines.append(
        BaselineResult(
          name: "seed-tree-search", regions: regions, median: tap.0 * Double(regions) / 20,
          engineTapMedian: tap.0))
      report.sizes.append(
        SizeResult(
          regions: regions, scene: "modal closed", depth: 5, engineBytesPerRegion: 120,
          heapBytesPerRegion: heap, refocusRate: 0.4))
    }
    return report
  }

  func check(_ report: BenchReport, _ goal: String) -> GoalCheck? {
    report.goalChecks.first { $0.goal.hasPrefix(goal) }
  }

  @Test("every goal is met by numbers within them")
  func allMet() {
    let checks = report().goalChecks
    #expect(checks.count == 8)
    #expect(checks.allSatisfy { $0.met == true }, "\(checks.filter { $0.met != true })")
  }

  @Test("each goal fails on its own number")
  func eachFails() {
    #expect(check(report(tap10k: (1_001, 1_200)), "tap median ≤ 1 µs")?.met == false)
    #expect(check(report(tap100k: (2_001, 2_500)), "tap median ≤ 2 µs")?.met == false)
    #expect(check(report(idle: 40.2), "idle event")?.met == false)
    #expect(check(report(idle: 40), "idle event")?.met == true)  // 20 ns per touch event
    #expect(check(report(allocations: 0.01), "zero heap")?.met == false)
    #expect(check(report(allocations: nil), "zero heap")?.met == nil)
    #expect(check(report(heap: 201), "≤ 200 bytes")?.met == false)
  }

  @Test("the p99 goal takes the worst ratio of any size, not the largest p99")
  func worstTail() {
    // 10 000: 6 × a small median; 100 000: a larger p99, but 1.4 ×.
    let r = report(tap10k: (200, 1_200), tap100k: (900, 1_300))
    let tail = check(r, "tap p99")
    #expect(tail?.met == false)
    #expect(tail?.measured == "at most 6.0 × (at 10 000 regions)")
  }

  @Test("the seeds' ratio must reach 50 × at 10 000 and grow with N")
  func seeds() {
    var r = report()
    #expect(check(r, "≥ 50 ×")?.met == true)  // 500 × and 5 000 ×
    r.baselines[1].median = r.baselines[0].median  // 100 000 no better than 10 000
    r.baselines[1].engineTapMedian = r.baselines[0].engineTapMedian * 100
    #expect(check(r, "≥ 50 ×")?.met == false)
  }

  @Test("the Markdown has the engine table, the per-event table and the goals")
  func markdown() {
    let text = report(tap10k: (1_001, 1_200)).markdown
    #expect(text.contains("| 10 000 | modal closed | 1 001 (1 200) |"))
    #expect(text.contains("| 10 000 | 501 |"))
    #expect(text.contains("| tap median ≤ 1 µs at 10 000 regions | 1 001 ns | **not met** |"))
  }
}
