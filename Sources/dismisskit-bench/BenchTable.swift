/// A table of the report: built once, printed as text on the console and
/// as Markdown for BENCHMARKS.md (`--markdown`).
struct BenchTable {
  /// What the table shows; the text's first line, the Markdown's heading.
  var title: String
  /// A sentence under the title, if any.
  var note: String?
  var columns: [String]
  /// Which columns hold numbers (right-aligned in Markdown).
  var numeric: [Bool]
  var rows: [[String]]

  /// Columns padded to their widest cell.
  var text: String {
    let widths = columns.indices.map { column in
      ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var out = ""
      for (column, cell) in cells.enumerated() {
        out += column == cells.count - 1 ? cell : pad(cell, widths[column] + 2)
      }
      return out
    }
    return ([title] + (note.map { [$0] } ?? []) + [line(columns)] + rows.map(line))
      .joined(separator: "\n")
  }

  /// A heading, the note, and a pipe table.
  var markdown: String {
    var lines = ["### \(title)", ""]
    if let note { lines += [note, ""] }
    lines.append("| " + columns.joined(separator: " | ") + " |")
    lines.append("|" + numeric.map { $0 ? "--:|" : ":--|" }.joined())
    lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
    return lines.joined(separator: "\n")
  }
}

extension BenchReport {
  /// The engine's medians and p99s per gesture, one row per size: the table
  /// the README quotes.
  var engineTable: BenchTable {
    let kinds = WorkloadKind.allCases
    return BenchTable(
      title: "Engine: ns per gesture, median (p99)",
      note:
        "A tap is a down and an up; a drag is a down, 20 moves and an up; a scroll frame is "
        + "100 `setFrame` calls and a tap.",
      columns: ["regions", "scene"]
        + kinds.map { $0 == .scrollFrame ? "\($0.rawValue) (per frame)" : $0.rawValue },
      numeric: [true, false] + kinds.map { _ in true },
      rows: sizes.map { size in
        [grouped(size.regions), size.scene]
          + kinds.map { kind in
            result(kind, size.regions).map { "\(format($0.median)) (\(format($0.p99)))" } ?? "-"
          }
      })
  }

  /// The same medians per touch event.
  var perTouchEventTable: BenchTable {
    let kinds = WorkloadKind.allCases.filter { $0.touchEventsPerGesture != nil }
    return BenchTable(
      title: "Engine: ns per touch event, median",
      note:
        "The medians above divided by the touch events of a gesture (2 for a tap, 22 for a "
        + "drag): the rules' and scenario files' *event* is one down, move or up.",
      columns: ["regions"] + kinds.map(\.rawValue),
      numeric: [true] + kinds.map { _ in true },
      rows: sizes.map { size in
        [grouped(size.regions)]
          + kinds.map { medianPerTouchEvent($0, size.regions).map(format) ?? "-" }
      })
  }

  /// The baseline beside the engine's tap.
  var baselineTable: BenchTable {
    let names = ["seed-tree-search"]
    return BenchTable(
      title: "Baseline: ns per tap decision, median (times the engine's tap)",
      note: nil,
      columns: ["regions", "engine tap"] + names,
      numeric: [true, true, true],
      rows: sizes.compactMap { size in
        guard let tap = result(.tap, size.regions) else { return nil }
        return [grouped(size.regions), format(tap.median)]
          + names.map { name in
            baseline(name, size.regions).map { "\(format($0.median)) (\(format($0.ratio)) ×)" }
              ?? "-"
          }
      })
  }

  /// Memory per region and allocations per event.
  var memoryTable: BenchTable {
    BenchTable(
      title: "Memory and allocations",
      note: nil,
      columns: [
        "regions", "depth", "heap B/region", "engine B/region", "refocus", "allocations per event",
      ],
      numeric: [true, true, true, true, true, false],
      rows: sizes.map { size in
        let allocations = WorkloadKind.allCases.compactMap { kind in
          result(kind, size.regions)?.allocationsPerEvent.map { "\(kind.rawValue) \(format($0))" }
        }
        return [
          grouped(size.regions), "\(size.depth)", format(size.heapBytesPerRegion),
          format(size.engineBytesPerRegion), "\(format(size.refocusRate * 100)) %",
          allocations.isEmpty ? "not measured" : allocations.joined(separator: ", "),
        ]
      })
  }

  /// Every goal and whether this run meets it.
  var goalTable: BenchTable {
    BenchTable(
      title: "Goals", note: nil, columns: ["goal", "measured in this run", ""],
      numeric: [false, false, false],
      rows: goalChecks.map { check in
        let status =
          switch check.met {
          case true?: "met"
          case false?: "**not met**"
          case nil: "not measured"
          }
        return [check.goal, check.measured, status]
      })
  }

  /// The report's tables, in the order they are printed.
  var tables: [BenchTable] { [engineTable, perTouchEventTable, baselineTable, memoryTable] }
}

extension BenchReport {
  /// The report as Markdown (`--markdown FILE`), for BENCHMARKS.md and the
  /// README (`Scripts/benchmarks.sh` puts it in place): the same tables as
  /// the console, then the goals checked against the run.
  var markdown: String {
    (tables + [goalTable]).map(\.markdown).joined(separator: "\n\n") + "\n"
  }
}
