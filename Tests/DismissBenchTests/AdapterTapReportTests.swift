import Foundation
import Testing

@testable import dismisskit_bench

/// The `adapter-tap` rows of the JSON report, beside the engine's rows.
@Suite("Adapter tap report")
struct AdapterTapReportTests {
  func rows(of report: BenchReport) throws -> [[String: Any]] {
    let data = Data(report.json.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object["results"] as? [[String: Any]])
  }

  @Test("one row per size after the engine's, with anchors and allocations")
  func rowsFollowTheEngineRows() throws {
    var report = BenchReport()
    report.results.append(
      WorkloadResult(
        workload: "tap", regions: 100, median: 700, p99: 900, allocationsPerEvent: nil,
        batches: 10, eventsPerBatch: 10))
    report.adapterTaps = [
      AdapterTapResult(anchors: 100, median: 40_000, p99: 60_000, allocationsPerEvent: 1.0276),
      AdapterTapResult(anchors: 1_000, median: 400_000, p99: 500_000, allocationsPerEvent: nil),
    ]
    let rows = try rows(of: report)
    #expect(rows.count == 3)
    #expect(rows[0]["workload"] as? String == "tap")
    #expect(rows[1]["workload"] as? String == "adapter-tap")
    #expect(rows[1]["anchors"] as? Int == 100)
    #expect(rows[1]["median_ns"] as? Double == 40_000)
    #expect(rows[1]["p99_ns"] as? Double == 60_000)
    #expect(rows[1]["allocations_per_event"] as? Double == 1.0)
    #expect(rows[2]["anchors"] as? Int == 1_000)
    #expect(rows[2]["allocations_per_event"] is NSNull)
  }

  @Test("a report with only adapter rows is still JSON")
  func onlyAdapterRows() throws {
    var report = BenchReport()
    report.adapterTaps = [
      AdapterTapResult(anchors: 100, median: 1, p99: 2, allocationsPerEvent: nil),
      AdapterTapResult(anchors: 1_000, median: 3, p99: 4, allocationsPerEvent: nil),
    ]
    #expect(try rows(of: report).count == 2)
  }
}
