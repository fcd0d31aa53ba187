@_spi(Benchmarks) import DismissKit

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
