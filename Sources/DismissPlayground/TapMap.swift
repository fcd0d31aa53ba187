import DismissCore
import DismissScenarios

/// What a tap would do at every point of a screen: the screen sampled on a
/// grid, each sample classified by making the tap on a copy of the state.
///
/// A tap's outcome depends on the point only through its hit path (the
/// touch's target, rule 2), so samples with the same hit path share one
/// probe; pass `cacheByHitPath: false` to probe every sample (a test checks
/// that both give the same map).
public struct TapMap: Sendable {
  /// The area sampled, in points.
  public var screen: Rect
  /// The distance between samples, in points.
  public var step: Double
  /// The number of samples across and down.
  public var columns: Int
  public var rows: Int
  /// The outcomes found, sorted (category, then label).
  public var outcomes: [TapOutcome]
  /// For each sample (row-major), the index of its outcome.
  public var cells: [Int]

  /// Samples a screen every `step` points: the sample for the square at
  /// (x, y) is the point (x, y), the square's top-left corner, so frames on
  /// the grid's lines are drawn exactly.
  public static func compute(
    _ probe: some TapProbing, screen: Rect, step: Double = 2, cacheByHitPath: Bool = true
  ) -> TapMap {
    let step = step > 0 ? step : 2
    let columns = max(1, Int((screen.width / step).rounded(.up)))
    let rows = max(1, Int((screen.height / step).rounded(.up)))
    // The hit path is the hit region and its ancestors (or a backdrop alone,
    // or nothing): its first element names it.
    var indexByHit: [PathElement?: Int] = [:]
    var found: [TapOutcome: Int] = [:]
    var raw: [Int] = []
    raw.reserveCapacity(columns * rows)
    var list: [TapOutcome] = []
    func index(of outcome: TapOutcome) -> Int {
      if let index = found[outcome] { return index }
      found[outcome] = list.count
      list.append(outcome)
      return list.count - 1
    }
    for row in 0..<rows {
      for col in 0..<columns {
        let point = Point(x: screen.minX + Double(col) * step, y: screen.minY + Double(row) * step)
        if cacheByHitPath {
          let hit = probe.hitTest(point).elements.first
          if let known = indexByHit[hit] {
            raw.append(known)
          } else {
            let new = index(of: probe.probeTap(at: point))
            indexByHit[hit] = new
            raw.append(new)
          }
        } else {
          raw.append(index(of: probe.probeTap(at: point)))
        }
      }
    }
    // Sort the outcomes and renumber the cells.
    let order = list.indices.sorted { list[$0] < list[$1] }
    var renumber = Array(repeating: 0, count: list.count)
    for (new, old) in order.enumerated() { renumber[old] = new }
    return TapMap(
      screen: screen, step: step, columns: columns, rows: rows, outcomes: order.map { list[$0] },
      cells: raw.map { renumber[$0] })
  }

  /// The outcome of the sample nearest at or before a point.
  public func outcome(at point: Point) -> TapOutcome? {
    let col = Int(((point.x - screen.minX) / step).rounded(.down))
    let row = Int(((point.y - screen.minY) / step).rounded(.down))
    guard col >= 0, col < columns, row >= 0, row < rows else { return nil }
    return outcomes[cells[row * columns + col]]
  }

  /// A rectangle of samples with one outcome.
  public struct Patch: Equatable, Sendable {
    /// In points.
    public var frame: Rect
    /// The index of the outcome in ``TapMap/outcomes``.
    public var outcome: Int
  }

  /// The samples merged into rectangles: runs of equal outcomes along each
  /// row, then runs with the same extent stacked down.
  public var patches: [Patch] {
    struct Run: Hashable {
      var col0: Int
      var col1: Int
      var outcome: Int
    }
    var open: [Run: (row0: Int, rows: Int)] = [:]
    var result: [Patch] = []
    func close(_ run: Run, _ span: (row0: Int, rows: Int)) {
      let x = screen.minX + Double(run.col0) * step
      let y = screen.minY + Double(span.row0) * step
      let width = min(Double(run.col1 - run.col0) * step, screen.maxX - x)
      let height = min(Double(span.rows) * step, screen.maxY - y)
      result.append(
        Patch(frame: Rect(x: x, y: y, width: width, height: height), outcome: run.outcome))
    }
    for row in 0..<rows {
      var runs: [Run] = []
      var col = 0
      while col < columns {
        let value = cells[row * columns + col]
        var end = col + 1
        while end < columns && cells[row * columns + end] == value { end += 1 }
        runs.append(Run(col0: col, col1: end, outcome: value))
        col = end
      }
      var next: [Run: (row0: Int, rows: Int)] = [:]
      for run in runs {
        if let span = open.removeValue(forKey: run) {
          next[run] = (span.row0, span.rows + 1)
        } else {
          next[run] = (row, 1)
        }
      }
      for (run, span) in open { close(run, span) }
      open = next
    }
    for (run, span) in open { close(run, span) }
    return result.sorted { ($0.frame.y, $0.frame.x) < ($1.frame.y, $1.frame.x) }
  }
}

// MARK: - Colours

extension TapMap {
  /// How each outcome is drawn (``Palette``): its colour, stripes, shade.
  public var looks: [OutcomeLook] { Palette.looks(for: outcomes) }

  /// The SVG fill of each outcome: its colour, or the pattern that adds its
  /// stripes or dots (``TapMapSVG`` defines the patterns).
  public var fills: [String] {
    looks.enumerated().map { index, look in
      look.stripes == nil && !look.isDotted
        ? Palette.svgColour(of: look.category, shade: look.shade) : "url(#outcome\(index))"
    }
  }
}
