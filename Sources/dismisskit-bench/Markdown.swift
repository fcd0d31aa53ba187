/// The report as Markdown tables, for BENCHMARKS.md and the README
/// (`--markdown FILE`; `Scripts/benchmarks.sh` puts them in place).
extension BenchReport {
  /// The engine's medians and p99s per gesture, one row per size: the table
  /// the README quotes.
  var engineMarkdownTable: String {
    var lines = [
      "| regions | scene | "
        + WorkloadKind.allCases.map { "\($0.rawValue)\($0 == .scrollFrame ? " (per frame)" : "")" }
        .joined(separator: " | ") + " |",
      "|--:|:--|" + String(repeating: "--:|", count: WorkloadKind.allCases.count),
    ]
    for size in sizes {
      var row = "| \(grouped(size.regions)) | \(size.scene) |"
      for kind in WorkloadKind.allCases {
        if let r = result(kind, size.regions) {
          row += " \(format(r.median)) (\(format(r.p99))) |"
        } else {
          row += " - |"
        }
      }
      lines.append(row)
    }
    return lines.joined(separator: "\n")
  }

  var markdown: String {
    var out: [String] = []
    out.append("### Engine: ns per gesture, median (p99)")
    out.append("")
    out.append(
      "A tap is a down and an up; a drag is a down, 20 moves and an up; a scroll frame is "
        + "100 `setFrame` calls and a tap.")
    out.append("")
    out.append(engineMarkdownTable)
    out.append("")
    out.append("### Engine: ns per touch event, median")
    out.append("")
    out.append(
      "The medians above divided by the touch events of a gesture (2 for a tap, 22 for a "
        + "drag): the rules' and scenario files' *event* is one down, move or up.")
    out.append("")
    let perEvent = WorkloadKind.allCases.filter { $0.touchEventsPerGesture != nil }
    out.append("| regions | " + perEvent.map(\.rawValue).joined(separator: " | ") + " |")
    out.append("|--:|" + String(repeating: "--:|", count: perEvent.count))
    for size in sizes {
      var row = "| \(grouped(size.regions)) |"
      for kind in perEvent {
        row += " \(medianPerTouchEvent(kind, size.regions).map(format) ?? "-") |"
      }
      out.append(row)
    }
    out.append("")
    out.append("### Baselines: ns per tap decision, median (times the engine's tap)")
    out.append("")
    out.append("| regions | engine tap | seed-tree-search | linear-scan |")
    out.append("|--:|--:|--:|--:|")
    for size in sizes {
      guard let tap = result(.tap, size.regions) else { continue }
      var row = "| \(grouped(size.regions)) | \(format(tap.median)) |"
      for name in ["seed-tree-search", "linear-scan"] {
        if let b = baseline(name, size.regions) {
          row += " \(format(b.median)) (\(format(b.ratio)) ×) |"
        } else {
          row += " - |"
        }
      }
      out.append(row)
    }
    out.append("")
    out.append("### Memory and allocations")
    out.append("")
    out.append(
      "| regions | depth | heap B/region | engine B/region | refocus | allocations per event |")
    out.append("|--:|--:|--:|--:|--:|:--|")
    for size in sizes {
      let allocations = WorkloadKind.allCases.compactMap { kind in
        result(kind, size.regions)?.allocationsPerEvent.map { "\(kind.rawValue) \(format($0))" }
      }
      out.append(
        "| \(grouped(size.regions)) | \(size.depth) | \(format(size.heapBytesPerRegion)) | "
          + "\(format(size.engineBytesPerRegion)) | \(format(size.refocusRate * 100)) % | "
          + "\(allocations.isEmpty ? "not measured" : allocations.joined(separator: ", ")) |")
    }
    out.append("")
    out.append("### Goals")
    out.append("")
    out.append("| goal | measured in this run | |")
    out.append("|:--|:--|:--|")
    for check in goalChecks {
      let status =
        switch check.met {
        case true?: "met"
        case false?: "**not met**"
        case nil: "not measured"
        }
      out.append("| \(check.goal) | \(check.measured) | \(status) |")
    }
    return out.joined(separator: "\n") + "\n"
  }
}
