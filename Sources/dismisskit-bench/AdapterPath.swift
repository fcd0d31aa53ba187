/// `--adapter`: a touch through the SwiftUI adapter's platform-neutral path
/// (the window's hub, the root's coordinator, the measurement of every
/// anchor, the engine, the effect dispatch) with fake anchors, next to the
/// same taps on the coordinator's engine alone.
///
/// With `--events N`, one size, untimed, printing a checksum: run it twice
/// under valgrind's DHAT (`--events N1`, `--events N2`) and divide the
/// difference of the block counts by N2 − N1 for allocations per touch.
@MainActor
func runAdapter(sizes: [Int], seed: UInt64, quick: Bool, untimedEvents: Int?) {
  if let events = untimedEvents {
    var bench = AdapterTouchBenchmark(anchors: sizes[0], seed: seed)
    var checksum = bench.run(1_000)
    checksum &+= bench.run(events)
    print("adapter", sizes[0], events, checksum)
    return
  }
  let timing = Timing(
    batches: quick ? 20 : 300, batchNanoseconds: 100_000, fixedEvents: nil, maximumEvents: 1_000,
    warmUpEvents: quick ? 100 : 1_000)
  print(
    "SwiftUI adapter path: ns per tap (median, p99 over \(timing.batches) batches); seed \(seed)")
  print("anchors   adapter median   adapter p99   engine-only median   refocus")
  for size in sizes {
    var checksum: UInt64 = 0
    var adapter = AdapterWorkload(bench: AdapterTouchBenchmark(anchors: size, seed: seed))
    let a = measure(&adapter, timing, checksum: &checksum)
    var engine = AdapterEngineWorkload(bench: AdapterTouchBenchmark(anchors: size, seed: seed))
    let e = measure(&engine, timing, checksum: &checksum)
    let refocus = Double(adapter.bench.refocuses) / Double(max(adapter.bench.taps, 1))
    let columns = [
      grouped(size), format(a.summary.median), format(a.summary.p99), format(e.summary.median),
      format(refocus),
    ]
    let widths = [8, 16, 13, 20, 9]
    print(
      zip(columns, widths).map { $0 + String(repeating: " ", count: max(1, $1 - $0.count + 1)) }
        .joined())
    if checksum == 42 { print("") }  // keeps the work observable
  }
}

@MainActor
private struct AdapterWorkload: @preconcurrency BenchWorkload {
  var bench: AdapterTouchBenchmark
  mutating func run(_ count: Int) -> UInt64 { bench.run(count) }
}

@MainActor
private struct AdapterEngineWorkload: @preconcurrency BenchWorkload {
  var bench: AdapterTouchBenchmark
  mutating func run(_ count: Int) -> UInt64 { bench.runEngine(count) }
}

/// The sizes of the `adapter-tap` rows of the default run.
let adapterTapSizes = [100, 1_000]

/// One `adapter-tap` row of the report: a tap through the SwiftUI adapter's
/// path at one number of anchors (an event is one tap).
struct AdapterTapResult {
  var anchors: Int
  var median: Double
  var p99: Double
  var allocationsPerEvent: Double?

  var json: String {
    "    {\"workload\": \"adapter-tap\", \"anchors\": \(anchors), "
      + "\"median_ns\": \(jsonNumber(median)), \"p99_ns\": \(jsonNumber(p99)), "
      + "\"allocations_per_event\": \(allocationsPerEvent.map(jsonNumber) ?? "null")}"
  }
}

/// The `adapter-tap` rows of the default run, timed as `--adapter` times
/// them. Allocations come from the `--allocations` file's
/// `"adapter-tap-N"` entries (measured as `measure-allocations.sh` measures
/// the engine's workloads, with `--adapter --regions N --events E`).
@MainActor
func measureAdapterTaps(seed: UInt64, quick: Bool, allocationsPath: String?)
  -> [AdapterTapResult]
{
  let allocations = allocationsPath.flatMap(readFile)
  let timing = Timing(
    batches: quick ? 20 : 300, batchNanoseconds: 100_000, fixedEvents: nil, maximumEvents: 1_000,
    warmUpEvents: quick ? 100 : 1_000)
  var checksum: UInt64 = 0
  let results = adapterTapSizes.map { size in
    var adapter = AdapterWorkload(bench: AdapterTouchBenchmark(anchors: size, seed: seed))
    let measurement = measure(&adapter, timing, checksum: &checksum)
    return AdapterTapResult(
      anchors: size, median: measurement.summary.median, p99: measurement.summary.p99,
      allocationsPerEvent: allocations.flatMap { number(after: "adapter-tap-\(size)", in: $0) })
  }
  if checksum == 42 { print("") }  // keeps the work observable
  return results
}

/// The console lines of the `adapter-tap` rows.
func adapterTapTable(_ results: [AdapterTapResult]) -> String {
  var lines = [
    "SwiftUI adapter path (adapter-tap): ns per tap",
    pad("anchors", 10) + pad("median", 12) + pad("p99", 12) + "allocations per tap",
  ]
  for r in results {
    lines.append(
      pad(grouped(r.anchors), 10) + pad(format(r.median), 12) + pad(format(r.p99), 12)
        + (r.allocationsPerEvent.map(format) ?? "not measured"))
  }
  return lines.joined(separator: "\n")
}

/// The number after `"key":` in a JSON text, if any.
private func number(after key: String, in text: String) -> Double? {
  guard let end = find("\"\(key)\"", in: text) else { return nil }
  let rest = text[end...].drop { $0 == " " || $0 == ":" || $0 == "\n" }
  return Double(rest.prefix { "0123456789.-+eE".contains($0) })
}
