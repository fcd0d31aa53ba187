#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds of `CLOCK_MONOTONIC`.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// The distribution of per-event times over batches.
struct Summary {
  /// Nanoseconds per event of each batch, sorted.
  var samples: [Double]

  init(_ samples: [Double]) {
    self.samples = samples.sorted()
  }

  /// The nearest-rank percentile `p` (0 ... 100) of the batch samples.
  func percentile(_ p: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(samples.count)).rounded(.up))
    return samples[min(max(rank, 1), samples.count) - 1]
  }

  var median: Double {
    guard !samples.isEmpty else { return .nan }
    let n = samples.count
    return n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2
  }

  var p99: Double { percentile(99) }
  var minimum: Double { samples.first ?? .nan }
}

/// Something to time: `run(count)` performs `count` events and returns a
/// checksum of what they produced, so that the optimizer cannot drop them.
protocol BenchWorkload {
  mutating func run(_ count: Int) -> UInt64
}

/// How a workload is timed: `batches` batches, each of a fixed number of
/// events or of as many events as last about `batchNanoseconds` (at most
/// `maximumEvents`), after `warmUpEvents` untimed events.
struct Timing {
  var batches: Int
  var batchNanoseconds: Double
  var fixedEvents: Int?
  var maximumEvents: Int
  var warmUpEvents: Int
}

/// The outcome of timing a workload.
struct Measurement {
  var summary: Summary
  var eventsPerBatch: Int
  var batches: Int
}

/// Warms a workload up, sizes its batches, then runs it in timed batches
/// (one clock read before and after each batch): nanoseconds per event for
/// each batch.
func measure<W: BenchWorkload>(
  _ workload: inout W, _ timing: Timing, checksum: inout UInt64
) -> Measurement {
  checksum &+= workload.run(timing.warmUpEvents)
  let events =
    timing.fixedEvents
    ?? eventsPerBatch(
      &workload, batchNanoseconds: timing.batchNanoseconds, maximum: timing.maximumEvents,
      checksum: &checksum)
  var samples: [Double] = []
  samples.reserveCapacity(timing.batches)
  for _ in 0..<timing.batches {
    let start = monotonicNanoseconds()
    checksum &+= workload.run(events)
    let end = monotonicNanoseconds()
    samples.append(Double(end &- start) / Double(events))
  }
  return Measurement(summary: Summary(samples), eventsPerBatch: events, batches: timing.batches)
}

/// Times a few events of a workload and picks how many events a batch needs
/// to last about `batchNanoseconds`, between 1 and `maximum`.
func eventsPerBatch<W: BenchWorkload>(
  _ workload: inout W, batchNanoseconds: Double, maximum: Int, checksum: inout UInt64
) -> Int {
  var count = 1
  while true {
    let start = monotonicNanoseconds()
    checksum &+= workload.run(count)
    let elapsed = Double(monotonicNanoseconds() &- start)
    if elapsed >= batchNanoseconds / 8 || count >= maximum {
      let perEvent = max(elapsed / Double(count), 1)
      return min(max(Int(batchNanoseconds / perEvent), 1), maximum)
    }
    count *= 4
  }
}
