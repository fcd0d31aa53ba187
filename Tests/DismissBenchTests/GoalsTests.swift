import Testing

@testable import dismisskit_bench

/// The goals that `--markdown` and BENCHMARKS.md check against a run.
@Suite("Benchmark goals")
struct GoalsTests {
  /// A report of two sizes with the given tap and idle numbers.
  func report(
    tap1k: (Double, Double) = (1_500, 2_500), tap10k: (Double, Double) = (12_000, 16_000),
    scroll1k: Double = 4_000, allocations: Double? = 0, heap: Double = 150
  ) -> BenchReport {
    var report = BenchReport()
    for (regions, tap) in [(1_000, tap1k), (10_000, tap10k)] {
      func add(_ kind: WorkloadKind, _ median: Double, _ p99: Double) {
        report.results.append(
          WorkloadResult(
            workload: kind.rawValue, regions: regions, median: median, p99: p99,
            allocationsPerEvent: allocations, batches: 1_000, eventsPerBatch: 100))
      }
      add(.tap, tap.0, tap.1)
      add(.drag, 1_000, 1_500)
      add(.idle, 100, 200)
      add(.scrollFrame, regions == 1_000 ? scroll1k : 15_000, 20_000)
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
    #expect(checks.count == 5)
    #expect(checks.allSatisfy { $0.met == true }, "\(checks.filter { $0.met != true })")
  }

  @Test("each goal fails on its own number")
  func eachFails() {
    #expect(check(report(tap1k: (2_001, 2_500)), "tap median ≤ 2 µs")?.met == false)
    // 10 000 regions is reported, not a goal.
    #expect(check(report(tap10k: (50_000, 60_000)), "tap median ≤ 2 µs")?.met == true)
    #expect(check(report(scroll1k: 20_001), "scroll frame")?.met == false)
    #expect(check(report(allocations: 0.01), "zero heap")?.met == false)
    #expect(check(report(allocations: nil), "zero heap")?.met == nil)
    #expect(check(report(heap: 201), "≤ 200 bytes")?.met == false)
  }

  @Test("the p99 goal takes the worst ratio of any size, not the largest p99")
  func worstTail() {
    // 1 000: 6 × a small median; 10 000: a larger p99, but 1.3 ×.
    let r = report(tap1k: (200, 1_200), tap10k: (12_000, 16_000))
    let tail = check(r, "tap p99")
    #expect(tail?.met == false)
    #expect(tail?.measured == "at most 6.0 × (at 1 000 regions)")
  }

  @Test("the Markdown has the engine table, the per-event table and the goals")
  func markdown() {
    let text = report(tap1k: (2_001, 2_400)).markdown
    #expect(text.contains("| 1 000 | modal closed | 2 001 (2 400) |"))
    #expect(text.contains("| 1 000 | 1 001 |"))
    #expect(text.contains("| tap median ≤ 2 µs at 1 000 regions | 2 001 ns | **not met** |"))
  }
}
