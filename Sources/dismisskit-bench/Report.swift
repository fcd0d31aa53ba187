/// One engine workload at one size.
struct WorkloadResult {
  var workload: String
  var regions: Int
  var median: Double
  var p99: Double
  var allocationsPerEvent: Double?
  var batches: Int
  var eventsPerBatch: Int
}

/// One baseline at one size, with the engine's `tap` median beside it.
struct BaselineResult {
  var name: String
  var regions: Int
  var median: Double
  var engineTapMedian: Double

  var ratio: Double { median / engineTapMedian }
}

/// What one size's scene is and what it costs in memory.
struct SizeResult {
  var regions: Int
  var scene: String
  var depth: Int
  /// ``DismissEngine/approximateBytesPerRegion``.
  var engineBytesPerRegion: Double
  /// Measured: heap in use (glibc `malloc_stats`, "in use" incl. mmap) after
  /// registering the scene minus before, divided by the regions.
  var heapBytesPerRegion: Double
  /// Taps of the `tap` workload that resigned focus (and were re-focused).
  var refocusRate: Double
}

struct BenchReport {
  var results: [WorkloadResult] = []
  var baselines: [BaselineResult] = []
  var sizes: [SizeResult] = []
  /// The `adapter-tap` rows (AdapterPath.swift).
  var adapterTaps: [AdapterTapResult] = []
  var checksum: UInt64 = 0

  /// The measured heap bytes per region at 10 000 regions when that size
  /// ran, else at the largest size.
  var bytesPerRegion: Double? {
    (sizes.first { $0.regions == 10_000 } ?? sizes.max { $0.regions < $1.regions })?
      .heapBytesPerRegion
  }

  func result(_ workload: WorkloadKind, _ regions: Int) -> WorkloadResult? {
    results.first { $0.workload == workload.rawValue && $0.regions == regions }
  }

  func baseline(_ name: String, _ regions: Int) -> BaselineResult? {
    baselines.first { $0.name == name && $0.regions == regions }
  }

  // MARK: Table

  /// The console output: the header, every table as text, how each
  /// workload was batched, and the checksum.
  func table(header: String) -> String {
    var lines = [header, ""]
    for table in tables { lines += [table.text, ""] }
    lines.append("Timed batches × events per batch")
    for size in sizes {
      let parts = WorkloadKind.allCases.compactMap { kind in
        result(kind, size.regions).map { "\(kind.rawValue) \($0.batches)×\($0.eventsPerBatch)" }
      }
      lines.append(pad(grouped(size.regions), 8) + parts.joined(separator: ", "))
    }
    lines.append("")
    lines.append("checksum \(checksum)")
    return lines.joined(separator: "\n")
  }

  // MARK: JSON

  /// `{"results": [...], "baselines": [...], "bytes_per_region": ...}`.
  var json: String {
    var out = "{\n  \"results\": [\n"
    out += results.map { r in
      "    {\"workload\": \"\(r.workload)\", \"regions\": \(r.regions), "
        + "\"median_ns\": \(jsonNumber(r.median)), \"p99_ns\": \(jsonNumber(r.p99)), "
        + "\"allocations_per_event\": \(r.allocationsPerEvent.map(jsonNumber) ?? "null")}"
    }.joined(separator: ",\n")
    for tap in adapterTaps { out += (out.hasSuffix("[\n") ? "" : ",\n") + tap.json }
    out += "\n  ],\n  \"baselines\": [\n"
    out += baselines.map { b in
      "    {\"name\": \"\(b.name)\", \"regions\": \(b.regions), "
        + "\"median_ns\": \(jsonNumber(b.median))}"
    }.joined(separator: ",\n")
    out += "\n  ],\n  \"bytes_per_region\": \(bytesPerRegion.map(jsonNumber) ?? "null")\n}\n"
    return out
  }
}

/// A number for JSON, to 0.1 (0.001 below 1); `null` when not finite.
func jsonNumber(_ value: Double) -> String {
  guard value.isFinite else { return "null" }
  let scale = abs(value) < 1 ? 1000.0 : 10.0
  return "\((value * scale).rounded() / scale)"
}

/// A number for the table: one decimal below 100, else whole.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "-" }
  if abs(value) < 100 { return "\((value * 10).rounded() / 10)" }
  return grouped(Int(value.rounded()))
}

/// An integer with thin-space thousands: 100 000.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var out = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { out += " " }
    out.append(digit)
  }
  return value < 0 ? "-" + out : out
}

/// Left-aligns `text` in a column of `width` characters.
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
