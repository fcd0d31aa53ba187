import Testing

@testable import DismissCore

/// SplitMix64: a small, seeded, deterministic generator, so that a failure
/// can be replayed from its seed.
private struct SplitMix64 {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0 ..< bound` (bound > 0).
  mutating func int(_ bound: Int) -> Int {
    Int(truncatingIfNeeded: next() % UInt64(bound))
  }

  /// A uniform double in `range`.
  mutating func double(_ range: Range<Double>) -> Double {
    let unit = Double(next() >> 11) * 0x1p-53
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }

  mutating func bool() -> Bool { next() & 1 == 1 }
}

/// The slots the grid reports at a point, failing on duplicates.
private func candidates(
  _ grid: SpatialGrid, at point: Point, sourceLocation: SourceLocation = #_sourceLocation
) -> Set<Int32> {
  var list: [Int32] = []
  grid.forEachCandidate(at: point) { list.append($0) }
  let set = Set(list)
  #expect(
    set.count == list.count, "duplicate candidates at \(point)", sourceLocation: sourceLocation)
  return set
}

/// Rectangles of every shape the grid must handle.
private func randomRect(_ rng: inout SplitMix64) -> Rect {
  switch rng.int(14) {
  case 0:  // tiny, around the screen, sometimes negative
    return Rect(
      x: rng.double(-200..<600), y: rng.double(-200..<1000),
      width: rng.double(0..<8), height: rng.double(0..<8))
  case 1:  // controls
    return Rect(x: rng.double(-100..<400), y: rng.double(-2000..<2000), width: 44, height: 44)
  case 2:  // text inputs
    return Rect(x: rng.double(0..<200), y: rng.double(-2000..<2000), width: 200, height: 30)
  case 3:  // list rows, on a 44-point pitch like a real list
    return Rect(x: 16, y: Double(rng.int(200) - 100) * 44, width: 358, height: 44)
  case 4:  // whole screens
    return Rect(x: rng.double(-10..<10), y: rng.double(-900..<900), width: 390, height: 844)
  case 5:  // scroll content
    return Rect(x: 0, y: rng.double(-4_400_000..<0), width: 390, height: 4_400_000)
  case 6:  // empty
    return rng.bool()
      ? Rect(x: rng.double(0..<390), y: rng.double(0..<844), width: 0, height: rng.double(0..<100))
      : Rect(x: rng.double(0..<390), y: rng.double(0..<844), width: rng.double(0..<100), height: 0)
  case 7:  // far away
    return Rect(
      x: rng.double(-100..<400), y: (rng.bool() ? 1 : -1) * rng.double(2_000_000..<3_000_000),
      width: rng.double(0..<400), height: rng.double(0..<100))
  case 8:  // huge coordinates, small and large sizes
    return Rect(
      x: rng.double(-1e12..<1e12), y: rng.double(-1e12..<1e12),
      width: rng.bool() ? rng.double(0..<100) : rng.double(0..<1e11),
      height: rng.bool() ? rng.double(0..<100) : rng.double(0..<1e11))
  case 9:  // aligned to cell boundaries, sizes that are powers of two
    let size = Double(32 << rng.int(6))
    return Rect(
      x: Double(rng.int(40) - 20) * 32, y: Double(rng.int(40) - 20) * 32,
      width: rng.bool() ? size : size / 2, height: rng.bool() ? size : size * 2)
  case 10:  // larger than every level, or the infinite backdrop
    return rng.bool()
      ? Rect.infinite
      : Rect(x: rng.double(-1e9..<0), y: rng.double(-1e9..<0), width: 1e15, height: 3e8)
  case 11:  // absurd coordinates: rounding and clamping
    return Rect(
      x: (rng.bool() ? 1 : -1) * 1e300, y: rng.double(-1e17..<1e17),
      width: rng.bool() ? 1 : 1e300, height: rng.double(0..<1e4))
  case 12:  // nested containers of many shapes
    return Rect(
      x: rng.double(-50..<390), y: rng.double(-3000..<3000),
      width: rng.double(0..<400), height: rng.double(0..<3000))
  default:  // mid-size, anywhere within a few screens
    return Rect(
      x: rng.double(-2000..<2000), y: rng.double(-5000..<5000),
      width: rng.double(0..<1000), height: rng.double(0..<1000))
  }
}

/// A rectangle moved the way a scroll moves it, or somewhere else entirely.
private func moved(_ rect: Rect, _ rng: inout SplitMix64) -> Rect {
  switch rng.int(4) {
  case 0, 1:
    var r = rect
    r.y += rng.double(-8..<8)
    return r
  case 2:
    var r = rect
    r.x += rng.double(-100..<100)
    r.y += rng.double(-2000..<2000)
    return r
  default:
    return randomRect(&rng)
  }
}

/// Points inside, on the edges of and around the stored rectangles.
private func randomPoint(_ rng: inout SplitMix64, model: [Rect?]) -> Point {
  if rng.int(3) != 0, let r = model[rng.int(model.count)] {
    switch rng.int(4) {
    case 0: return Point(x: r.minX, y: r.minY)
    case 1: return Point(x: r.maxX.nextDown, y: r.maxY.nextDown)
    case 2: return Point(x: r.maxX, y: r.minY)  // outside: maxX is exclusive
    default:
      return Point(
        x: r.minX + rng.double(0..<1) * r.width, y: r.minY + rng.double(0..<1) * r.height)
    }
  }
  switch rng.int(5) {
  case 0: return Point(x: rng.double(0..<390), y: rng.double(0..<844))
  case 1: return Point(x: Double(rng.int(30) - 10) * 32, y: Double(rng.int(60) - 20) * 32)
  case 2: return Point(x: rng.double(-1e12..<1e12), y: rng.double(-1e12..<1e12))
  case 3: return Point(x: rng.bool() ? 1e300 : -1e300, y: rng.double(-1e17..<1e17))
  default: return Point(x: rng.double(-3e6..<3e6), y: rng.double(-5e6..<5e6))
  }
}

/// Checks one query against brute force over the model: every reported slot
/// is stored and reported once, every stored rect containing the point is
/// reported.
private func check(
  _ grid: SpatialGrid, _ model: [Rect?], at point: Point,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var seen = Array(repeating: false, count: model.count)
  grid.forEachCandidate(at: point) { slot in
    let index = Int(slot)
    guard index < model.count, model[index] != nil else {
      Issue.record("slot \(slot) reported but not stored", sourceLocation: sourceLocation)
      return
    }
    if seen[index] {
      Issue.record("slot \(slot) reported twice at \(point)", sourceLocation: sourceLocation)
    }
    seen[index] = true
  }
  for index in model.indices where !seen[index] {
    if let rect = model[index], rect.contains(point) {
      Issue.record(
        "slot \(index) \(rect) contains \(point) but was missed", sourceLocation: sourceLocation)
    }
  }
}

@Suite struct SpatialGridTests {
  @Test(arguments: [1 as UInt64, 0xDEAD_BEEF, 20_260_101])
  func randomOperationsMatchBruteForce(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var grid = SpatialGrid()
    var model: [Rect?] = Array(repeating: nil, count: 200)
    var liveCount = 0
    for _ in 0..<2000 {
      let slot = rng.int(model.count)
      if let old = model[slot] {
        if rng.int(4) == 0 {
          grid.remove(Int32(slot), old)
          model[slot] = nil
          liveCount -= 1
        } else {
          let new = moved(old, &rng)
          grid.update(Int32(slot), from: old, to: new)
          model[slot] = new
        }
      } else {
        let rect = randomRect(&rng)
        grid.insert(Int32(slot), rect)
        model[slot] = rect
        liveCount += 1
      }
      #expect(grid.count == liveCount)
      for _ in 0..<3 {
        check(grid, model, at: randomPoint(&rng, model: model))
      }
    }
    // Empty it again: nothing is reported any more.
    for slot in model.indices {
      if let rect = model[slot] { grid.remove(Int32(slot), rect) }
    }
    #expect(grid.count == 0)
    for _ in 0..<100 {
      #expect(candidates(grid, at: randomPoint(&rng, model: model)).isEmpty)
    }
  }

  @Test func edgesFollowRectContains() {
    var grid = SpatialGrid()
    let a = Rect(x: 0, y: 0, width: 32, height: 32)  // exactly one level-0 cell
    let b = Rect(x: 32, y: 0, width: 32, height: 32)
    let c = Rect(x: -64, y: -64, width: 64, height: 64)
    grid.insert(0, a)
    grid.insert(1, b)
    grid.insert(2, c)
    let model: [Rect?] = [a, b, c]
    for point in [
      Point(x: 0, y: 0), Point(x: 31.999, y: 31.999), Point(x: 32, y: 0), Point(x: 63.9, y: 31.9),
      Point(x: 64, y: 0), Point(x: -0.0001, y: -0.0001), Point(x: -64, y: -64),
      Point(x: 0, y: 32), Point(x: -1e-300, y: 0),
    ] {
      check(grid, model, at: point)
    }
    #expect(candidates(grid, at: Point(x: 0, y: 0)).contains(0))
    #expect(candidates(grid, at: Point(x: 32, y: 0)).contains(1))
    #expect(candidates(grid, at: Point(x: -1, y: -1)).contains(2))
  }

  @Test func extremeCoordinatesNeverTrapOrMiss() {
    var grid = SpatialGrid()
    let rects: [Rect] = [
      .infinite,
      Rect(x: 1e300, y: 1e300, width: 1e300, height: 1e300),
      Rect(x: -1e300, y: -1e300, width: 10, height: 10),
      Rect(x: 1e12, y: -1e12, width: 44, height: 44),
      Rect(x: -3_000_000, y: -3_000_000, width: 390, height: 4_400_000),
      Rect(x: 1.7e308, y: 0, width: 1.7e308, height: 10),  // maxX overflows to infinity
      Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 1),
      Rect(x: 1e17, y: 1e17, width: 1, height: 1),  // x + 1 == x: contains nothing
    ]
    for (slot, rect) in rects.enumerated() { grid.insert(Int32(slot), rect) }
    let model = rects.map { Optional($0) }
    let points: [Point] = [
      Point(x: 0, y: 0), Point(x: 1.5e300, y: 1.5e300), Point(x: -1e300, y: -1e300),
      Point(x: 1e12 + 43, y: -1e12 + 1), Point(x: -2_999_999, y: 1_000_000),
      Point(x: 1.75e308, y: 5), Point(x: 1e200, y: 0.5), Point(x: 1e17, y: 1e17),
      Point(x: .infinity, y: .infinity), Point(x: -.infinity, y: 0),
      Point(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude),
    ]
    for point in points { check(grid, model, at: point) }
    #expect(candidates(grid, at: Point(x: 1.5e300, y: 1.5e300)).contains(1))
    // -1e300 + 10 == -1e300: that rect contains no point, so it is never reported.
    #expect(!candidates(grid, at: Point(x: -1e300, y: -1e300)).contains(2))
    #expect(candidates(grid, at: Point(x: 1e12 + 1, y: -1e12 + 1)).contains(3))
  }

  @Test func removedAndMovedSlotsAreNotReported() {
    var grid = SpatialGrid()
    let row = Rect(x: 16, y: 100, width: 358, height: 44)
    grid.insert(7, row)
    #expect(candidates(grid, at: Point(x: 20, y: 120)) == [7])
    let far = Rect(x: 16, y: 1_000_000, width: 358, height: 44)
    grid.update(7, from: row, to: far)
    #expect(candidates(grid, at: Point(x: 20, y: 120)).isEmpty)
    #expect(candidates(grid, at: Point(x: 20, y: 1_000_001)) == [7])
    grid.remove(7, far)
    #expect(grid.count == 0)
    #expect(candidates(grid, at: Point(x: 20, y: 1_000_001)).isEmpty)
    grid.remove(7, far)  // removing twice does nothing
    grid.remove(99, far)  // never inserted
    #expect(grid.count == 0)
    grid.insert(7, row)  // slot reuse
    #expect(grid.count == 1)
    #expect(candidates(grid, at: Point(x: 20, y: 120)) == [7])
    grid.update(8, from: row, to: row)  // updating an unknown slot inserts it
    #expect(grid.count == 2)
    #expect(candidates(grid, at: Point(x: 20, y: 120)) == [7, 8])
  }

  @Test func manySlotsInOneCellAndManyCells() {
    var grid = SpatialGrid()
    var rng = SplitMix64(seed: 42)
    var model: [Rect?] = []
    // 300 identical rects share one cell; 3000 others each get their own.
    for slot in 0..<3300 {
      let rect =
        slot < 300
        ? Rect(x: 5, y: 5, width: 20, height: 20)
        : Rect(x: Double(slot % 97) * 50, y: Double(slot) * 50, width: 10, height: 10)
      grid.insert(Int32(slot), rect)
      model.append(rect)
    }
    var order = Array(0..<model.count)
    for i in order.indices.reversed() { order.swapAt(i, rng.int(i + 1)) }
    for (n, slot) in order.enumerated() {
      grid.remove(Int32(slot), model[slot]!)
      model[slot] = nil
      if n % 800 == 0 {
        for (other, rect) in model.enumerated() {
          guard let rect else { continue }
          let found = candidates(grid, at: Point(x: rect.x, y: rect.y))
          #expect(found.contains(Int32(other)))
          #expect(found.allSatisfy { model[Int($0)] != nil })
        }
      }
    }
    #expect(grid.count == 0)
  }

  /// Rows scrolled a few points per frame mostly stay in their cells; the
  /// rows' edges must stay findable all the way.
  @Test func scrollingRowsStayFindable() {
    var grid = SpatialGrid()
    var model: [Rect?] = []
    for i in 0..<60 {
      let row = Rect(x: 16, y: Double(i) * 44 - 1000, width: 358, height: 44)
      grid.insert(Int32(i), row)
      model.append(row)
    }
    for frame in 0..<120 {
      let dy = frame < 60 ? -2.75 : 3.5
      for i in model.indices {
        let old = model[i]!
        var new = old
        new.y += dy
        grid.update(Int32(i), from: old, to: new)
        model[i] = new
      }
      for y in stride(from: -1100.0, to: 1800, by: 37) {
        check(grid, model, at: Point(x: 200, y: y))
      }
      for case let row? in model.prefix(60).dropFirst(frame % 7).prefix(3) {
        check(grid, model, at: Point(x: 373.9, y: row.maxY.nextDown))
        check(grid, model, at: Point(x: 16, y: row.minY))
      }
    }
  }

  /// The grid must prune: in a realistic scene of 10 000 rectangles, an
  /// on-screen query sees a handful of them, and memory stays small.
  @Test func realisticSceneHasFewCandidates() {
    var grid = SpatialGrid()
    var model: [Rect?] = []
    func add(_ rect: Rect) {
      grid.insert(Int32(model.count), rect)
      model.append(rect)
    }
    add(Rect(x: 0, y: 0, width: 390, height: 844))
    add(Rect(x: 0, y: -110_000, width: 390, height: 4_400_000))
    var y = -110_000.0
    while model.count < 10_000 {
      add(Rect(x: 16, y: y, width: 358, height: 44))
      add(Rect(x: 314, y: y, width: 44, height: 44))
      if model.count % 3 == 0 { add(Rect(x: 24, y: y + 7, width: 200, height: 30)) }
      y += 44
    }
    var rng = SplitMix64(seed: 7)
    var total = 0
    let queries = 2000
    for _ in 0..<queries {
      let point = Point(x: rng.double(0..<390), y: rng.double(0..<844))
      grid.forEachCandidate(at: point) { _ in total += 1 }
      if rng.int(20) == 0 { check(grid, model, at: point) }
    }
    let average = Double(total) / Double(queries)
    #expect(average < 12, "average candidates \(average)")
    #expect(grid.approximateBytes <= 64, "bytes per slot \(grid.approximateBytes)")
  }
}
