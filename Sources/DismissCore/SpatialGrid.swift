/// A spatial index of rectangles keyed by small integer slots, answering
/// "which rectangles may contain this point" for hit testing (rules §2).
///
/// ## Design: an anisotropic, multi-level loose hash grid
///
/// Each axis has ``levelCount`` levels; along an axis, level `k` has cells
/// `32 * 2^k` points long (32 … 268 435 456). A rectangle is placed in exactly
/// one cell of one *level pair* `(kx, ky)`:
///
/// - `kx` is the lowest level whose cell length is at least the width, `ky`
///   the lowest at least the height. The axes are independent, so a wide,
///   short list row (358 × 44) lands in 512 × 64 cells rather than 512 × 512
///   ones, and a query near it sees about 3 rows instead of about 23.
/// - The cell is the one holding the rectangle's min corner.
/// - Cell coordinates are `floor(v / cellLength)`, clamped to
///   `-2^26 ..< 2^26`. That mapping is monotonic in `v`, and a level is only
///   accepted when `cell(maxX) <= cell(minX) + 1` (likewise for y), computed
///   with the same `x + width` that ``Rect/contains(_:)`` uses; otherwise the
///   level is raised. So for every point `p` the rectangle contains,
///   `cell(p.x)` is `cell(minX)` or `cell(minX) + 1`: a query looks at the
///   point's cell and its left, upper and upper-left neighbours in each
///   occupied level pair, and never misses a rectangle — even with huge
///   coordinates (which merely pile up in the clamped edge cells) or with
///   rounding in `x + width`.
/// - Each level pair remembers its *reach*: how far, at most, its rectangles
///   stick out of their cell into the next one, on each axis (it only grows,
///   until the pair empties). A query skips the left neighbour when the point
///   lies further into its cell than that reach (likewise upwards). A list row
///   starting at x = 16 in a 512-point cell never reaches the next cell, so
///   rows cost one or two probes instead of four. The comparison keeps a
///   margin far above the rounding error of the two subtractions involved and
///   is only used while cell coordinates are below 2^20 in magnitude, where
///   those subtractions are exact to within 2^-53 of a cell.
/// - Rectangles too large for the top level (wider or taller than
///   268 435 456 points, e.g. ``Rect/infinite``) go to an overflow list that
///   every query scans. Rectangles that contain no point (zero width or
///   height, or so small against their coordinates that `x + width == x`) are
///   *parked*: tracked for ``count`` but never reported.
///
/// ## Storage
///
/// - Cells live in an open-addressing hash table with linear probing and
///   backward-shift deletion (no tombstones), keyed by a packed `UInt64`
///   (level pair, cell x, cell y) and hashed with one multiply-xorshift. The
///   keys and the list heads are separate arrays so that probing for an
///   absent cell touches only the 8-byte keys. The table grows by doubling at
///   5/8 load and never shrinks; a cell is deleted when its last rectangle
///   leaves.
/// - Each cell holds a doubly linked list of slots. The links are arrays
///   indexed by slot (so there is no node pool: a slot *is* its node), which
///   makes removal O(1). The grid also remembers each slot's packed cell key,
///   so ``update(_:from:to:)`` is a no-op when a slot stays in its cell and
///   never depends on the `old` rectangle being exact.
/// - A bitmask of occupied x levels and, per x level, of occupied y levels
///   lets a query skip empty level pairs.
///
/// After warm-up (table and slot arrays grown to their working size), neither
/// queries nor updates allocate. Memory is proportional to the largest slot
/// plus the number of occupied cells: 16 bytes per slot plus 12 bytes per
/// table bucket (see ``approximateBytes``).
///
/// Slots are expected to be small, dense, non-negative integers: the per-slot
/// arrays are as long as the largest slot inserted.
///
/// ```swift
/// var grid = SpatialGrid()
/// grid.insert(0, Rect(x: 16, y: 100, width: 358, height: 44))
/// grid.forEachCandidate(at: Point(x: 20, y: 120)) { slot in print(slot) }  // 0
/// ```
@usableFromInline
struct SpatialGrid: Sendable {
  // MARK: Constants

  /// Levels per axis; level `k` has cells `32 * 2^k` points long.
  static let levelCount = 24
  /// `log2` of the level-0 cell length (32 points).
  private static let baseExponent = 5
  /// The largest cell length, `32 * 2^(levelCount - 1)`: larger rectangles overflow.
  private static let maxCellLength = 268_435_456.0
  /// Cell coordinates are clamped to `-cellLimit ..< cellLimit` (27 bits).
  private static let cellLimit = 67_108_864.0
  private static let cellBias = 67_108_864
  /// Reach pruning is used only for cells whose unbiased coordinate is below
  /// this in magnitude.
  private static let exactCellLimit = 1 << 20
  /// Bit position of the level pair (plus one) in a packed cell key.
  private static let pairShift: UInt64 = 54
  private static let yShift: UInt64 = 27

  /// Link key of a slot that is not stored. Never a cell key: the
  /// level-pair field of a cell key is at least 1.
  private static let absentKey: UInt64 = 0
  /// Link key of a slot whose rectangle contains no point.
  private static let parkedKey: UInt64 = .max
  /// Link key of a slot in the overflow list.
  private static let overflowKey: UInt64 = .max - 1

  // MARK: Storage

  /// Hash table of cells: packed keys, `absentKey` where the bucket is empty.
  private var tableKeys: [UInt64]
  /// Hash table of cells: the first slot of each cell's list.
  private var tableHeads: [Int32]
  /// `tableKeys.count - 1` (the count is a power of two; the table is empty
  /// until the first cell is added).
  private var tableMask: Int
  /// `64 - log2(tableKeys.count)`: the hash's top bits index the table.
  private var tableShift: UInt64
  /// Occupied buckets.
  private var cellCount: Int

  /// Per slot: where it is stored and its neighbours in that list.
  private var links: [Links]
  /// First slot of the overflow list, or -1.
  private var overflowHead: Int32

  /// The per-pair tables below cover the levels `0 ..< pairStride` of each
  /// axis, level pair `(kx, ky)` at entry `kx * pairStride + ky`. They grow
  /// with the largest level stored (a screen of small views uses a few
  /// levels), so a small grid does not pay for all `levelCount²` pairs.
  private var pairStride: Int
  /// Per level pair entry: the number of slots stored there.
  private var pairCounts: [Int32]
  /// Per level pair entry `e`, at `2 * e` and `2 * e + 1`: the largest x and
  /// y reach of its rectangles (`maxX - start of the next cell`),
  /// `+infinity` once a rectangle outside the exact range was stored,
  /// `-infinity` when empty.
  private var pairReach: [Double]
  /// Bit `kx` is set when some level pair `(kx, _)` holds a slot.
  private var xLevelMask: UInt32
  /// Per `kx` below `pairStride`: bit `ky` is set when level pair `(kx, ky)`
  /// holds a slot.
  private var yLevelMasks: [UInt32]

  /// The number of slots stored (parked, overflowing and gridded alike).
  ///
  /// - Complexity: O(1).
  private(set) var count: Int

  // MARK: Creating

  /// Creates an empty grid.
  ///
  /// - Complexity: O(1); allocates nothing (the cell table is allocated
  ///   when the first cell is).
  init() {
    tableKeys = []
    tableHeads = []
    tableMask = 0
    tableShift = 0
    cellCount = 0
    links = []
    overflowHead = -1
    pairStride = 0
    pairCounts = []
    pairReach = []
    xLevelMask = 0
    yLevelMasks = []
    count = 0
  }

  // MARK: Changing

  /// Adds `slot` (>= 0) with `rect` (finite, non-negative size; any position
  /// and size). Inserting a slot that is already stored moves it to `rect`.
  ///
  /// - Complexity: O(1) amortized; allocates only when the slot arrays or the
  ///   cell table must grow.
  mutating func insert(_ slot: Int32, _ rect: Rect) {
    precondition(slot >= 0, "SpatialGrid slots are non-negative")
    let index = Int(slot)
    if index >= links.count {
      links.appendGrowingByHalf(Links.absent, count: index + 1 - links.count)
    }
    place(slot, rect)
  }

  /// Moves `slot` from `old` (the rectangle it was inserted or last updated
  /// with) to `new`. The grid remembers where each slot is, so a stale `old`
  /// does no harm; a slot that is not stored is inserted.
  ///
  /// - Complexity: O(1) amortized. When the slot stays in its cell (the usual
  ///   case for a row scrolled by a few points) it computes the cell, compares
  ///   one integer and raises the pair's reach: no table access, no allocation.
  mutating func update(_ slot: Int32, from old: Rect, to new: Rect) {
    let index = Int(slot)
    guard index >= 0, index < links.count, links[index].key != Self.absentKey else {
      insert(slot, new)
      return
    }
    place(slot, new)
  }

  /// Removes `slot`, inserted with `rect`. Removing a slot that is not stored
  /// does nothing.
  ///
  /// - Complexity: O(1) amortized; never allocates.
  mutating func remove(_ slot: Int32, _ rect: Rect) {
    let index = Int(slot)
    guard index >= 0, index < links.count else { return }
    let key = links[index].key
    guard key != Self.absentKey else { return }
    unlink(slot, from: key)
    links[index].key = Self.absentKey
    count -= 1
  }

  // MARK: Querying

  /// Calls `body` with every slot whose rectangle *may* contain `point`: a
  /// superset of those that do, each slot at most once, in no particular
  /// order. Never reports a removed slot or one whose rectangle contains no
  /// point. `body` must not change the grid.
  ///
  /// - Complexity: O(occupied level pairs + candidates + overflow slots):
  ///   one to four hash probes per occupied level pair; never allocates. In a
  ///   realistic screen of 100 000 rectangles that is about 7 level pairs,
  ///   14 probes and 15 candidates (10 of which contain the point).
  func forEachCandidate(at point: Point, _ body: (Int32) -> Void) {
    var xLevels = xLevelMask
    while xLevels != 0 {
      let kx = xLevels.trailingZeroBitCount
      xLevels &= xLevels - 1
      let x = Self.locate(point.x, level: kx)
      let xBits = UInt64(truncatingIfNeeded: x.cell)
      var yLevels = yLevelMasks[kx]
      while yLevels != 0 {
        let ky = yLevels.trailingZeroBitCount
        yLevels &= yLevels - 1
        let y = Self.locate(point.y, level: ky)
        let pair = kx &* Self.levelCount &+ ky
        let entry = pairEntry(kx, ky)
        // A neighbour matters only if it exists and the pair's rectangles
        // may reach from it to the point.
        let left = x.cell > 0 && !(x.offset >= pairReach[2 &* entry] + x.margin)
        let up = y.cell > 0 && !(y.offset >= pairReach[2 &* entry &+ 1] + y.margin)
        let key =
          UInt64(truncatingIfNeeded: pair &+ 1) << Self.pairShift
          | UInt64(truncatingIfNeeded: y.cell) << Self.yShift | xBits
        visitCell(key, body)
        if left { visitCell(key &- 1, body) }
        if up {
          let above = key &- (1 << Self.yShift)
          visitCell(above, body)
          if left { visitCell(above &- 1, body) }
        }
      }
    }
    var slot = overflowHead
    while slot >= 0 {
      body(slot)
      slot = links[Int(slot)].next
    }
  }

  /// Bytes of heap memory held per stored slot, roughly: the capacities of
  /// all arrays divided by ``count`` (by 1 when empty).
  ///
  /// - Complexity: O(1).
  var approximateBytes: Int {
    let tableBytes = tableKeys.capacity * 8 + tableHeads.capacity * 4
    let slotBytes = links.capacity * MemoryLayout<Links>.stride
    let levelBytes = pairCounts.capacity * 4 + pairReach.capacity * 8 + yLevelMasks.capacity * 4
    return (tableBytes + slotBytes + levelBytes) / Swift.max(count, 1)
  }

  // MARK: Placement

  /// The cell length of a level, `32 * 2^level`, built from its bits.
  @inline(__always)
  private static func length(level: Int) -> Double {
    Double(bitPattern: UInt64(truncatingIfNeeded: 1023 + baseExponent + level) << 52)
  }

  /// The cell coordinate of `value` on a level, biased to `0 ..< 2^27`:
  /// `floor(value / (32 * 2^level))` clamped. Monotonic in `value`; never
  /// traps (NaN maps to the lowest cell, infinities to the edge cells).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func cell(_ value: Double, level: Int) -> Int {
    // 2^-(5 + level): a power of two, so the product is value / cellLength
    // exactly (barring underflow, which only ever rounds towards zero and
    // keeps the mapping monotonic).
    let scale = Double(bitPattern: UInt64(truncatingIfNeeded: 1023 - baseExponent - level) << 52)
    var c = value * scale
    if !(c >= -cellLimit) { c = -cellLimit }
    if c > cellLimit - 1 { c = cellLimit - 1 }
    // floor without libm: truncate (in range after the clamp), then step
    // down for negative fractions.
    var floor = Int(c)
    if Double(floor) > c { floor -= 1 }
    return floor &+ cellBias
  }

  /// The cell of a query coordinate on a level, how far the coordinate lies
  /// into that cell (`-infinity`, meaning "never prune", outside the exact
  /// range), and the safety margin for comparing that offset with a reach.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func locate(
    _ value: Double, level: Int
  ) -> (cell: Int, offset: Double, margin: Double) {
    let c = cell(value, level: level)
    let unbiased = c &- cellBias
    let length = length(level: level)
    // Within the exact range the cell start is exact and `value - start`
    // is below one cell length in magnitude, so it rounds by at most
    // length * 2^-53; so does a reach (see `fit`). A margin of
    // length * 2^-40 covers both errors with room to spare.
    let offset =
      unbiased.magnitude < exactCellLimit ? value - Double(unbiased) * length : -.infinity
    return (c, offset, length * 0x1p-40)
  }

  /// The lowest level whose cells are at least `size` long, or
  /// `levelCount` when none is.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func level(forSize size: Double) -> Int {
    if size <= 32 { return 0 }
    guard size <= maxCellLength else { return levelCount }  // also NaN, infinity
    // ceil(log2(size)) from the bits of a normal, positive double.
    let bits = size.bitPattern
    let exponent = Int(truncatingIfNeeded: bits >> 52) &- 1023
    let fraction = bits & 0x000F_FFFF_FFFF_FFFF
    return exponent &+ (fraction == 0 ? 0 : 1) &- baseExponent
  }

  /// The lowest level at or above `start` where `[minimum, maximum)` spans
  /// at most two adjacent cells, with the (biased) cell of `minimum` and the
  /// reach of `maximum` into the next cell; `levelCount` when none does.
  ///
  /// - Complexity: O(1) (extra steps only when rounding or clamping makes
  ///   the size-based level too low).
  @inline(__always)
  private static func fit(
    _ minimum: Double, _ maximum: Double, from start: Int
  ) -> (level: Int, cell: Int, reach: Double) {
    var level = start
    while level < levelCount {
      let low = cell(minimum, level: level)
      if cell(maximum, level: level) &- low <= 1 {
        let unbiased = low &- cellBias
        // maximum < start of cell low + 2, so this difference is below one
        // cell length and rounds by at most length * 2^-53.
        let reach =
          unbiased.magnitude < exactCellLimit
          ? maximum - Double(unbiased &+ 1) * length(level: level) : .infinity
        return (level, low, reach)
      }
      level += 1
    }
    return (levelCount, 0, .infinity)
  }

  /// Where a rectangle goes: a cell key (with its reaches), `parkedKey` or
  /// `overflowKey`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func placement(
    of rect: Rect
  ) -> (key: UInt64, reachX: Double, reachY: Double, xLevel: Int, yLevel: Int) {
    let minX = rect.x
    let minY = rect.y
    // The same sums as Rect.contains, so "contains some point" and the cell
    // bounds agree with it exactly.
    let maxX = rect.x + rect.width
    let maxY = rect.y + rect.height
    guard minX < maxX, minY < maxY else { return (parkedKey, 0, 0, 0, 0) }
    let x = fit(minX, maxX, from: level(forSize: rect.width))
    guard x.level < levelCount else { return (overflowKey, 0, 0, 0, 0) }
    let y = fit(minY, maxY, from: level(forSize: rect.height))
    guard y.level < levelCount else { return (overflowKey, 0, 0, 0, 0) }
    let pair = UInt64(truncatingIfNeeded: x.level * levelCount + y.level + 1)
    let key =
      pair << pairShift | UInt64(truncatingIfNeeded: y.cell) << yShift
      | UInt64(truncatingIfNeeded: x.cell)
    return (key, x.reach, y.reach, x.level, y.level)
  }

  /// The x and y levels of a cell key (its top bits hold the level pair
  /// `kx * levelCount + ky`, plus one).
  @inline(__always)
  private static func levels(of key: UInt64) -> (kx: Int, ky: Int) {
    let pair = Int(truncatingIfNeeded: key >> pairShift) &- 1
    return (pair / levelCount, pair % levelCount)
  }

  /// The entry of level pair `(kx, ky)` in the per-pair tables (which must
  /// cover both levels).
  @inline(__always)
  private func pairEntry(_ kx: Int, _ ky: Int) -> Int {
    kx &* pairStride &+ ky
  }

  /// Grows the per-pair tables (and `yLevelMasks`) to cover levels `kx` and
  /// `ky`.
  ///
  /// - Complexity: O(`pairStride²`); happens at most `levelCount` times in a
  ///   grid's life.
  @inline(never)
  private mutating func coverLevels(_ kx: Int, _ ky: Int) {
    let stride = Swift.max(kx, ky, pairStride - 1) + 1
    var counts = [Int32](repeating: 0, count: stride * stride)
    var reach = [Double](repeating: -.infinity, count: 2 * stride * stride)
    for kx in 0..<pairStride {
      for ky in 0..<pairStride {
        let old = kx * pairStride + ky
        let new = kx * stride + ky
        counts[new] = pairCounts[old]
        reach[2 * new] = pairReach[2 * old]
        reach[2 * new + 1] = pairReach[2 * old + 1]
      }
    }
    yLevelMasks += Array(repeating: 0, count: stride - pairStride)
    pairStride = stride
    pairCounts = counts
    pairReach = reach
  }

  /// Puts a stored or absent slot where `rect` belongs.
  ///
  /// - Complexity: O(1) amortized.
  @inline(__always)
  private mutating func place(_ slot: Int32, _ rect: Rect) {
    let index = Int(slot)
    let new = Self.placement(of: rect)
    let old = links[index].key
    if old != new.key {
      if old == Self.absentKey {
        count += 1
      } else {
        unlink(slot, from: old)
      }
      link(slot, to: new.key)
      links[index].key = new.key
    }
    if new.key != Self.parkedKey && new.key != Self.overflowKey {
      let entry = pairEntry(new.xLevel, new.yLevel)
      if new.reachX > pairReach[2 &* entry] { pairReach[2 &* entry] = new.reachX }
      if new.reachY > pairReach[2 &* entry &+ 1] { pairReach[2 &* entry &+ 1] = new.reachY }
    }
  }

  // MARK: Lists

  /// Pushes `slot` on the front of the list for `key`.
  ///
  /// - Complexity: O(1) amortized.
  private mutating func link(_ slot: Int32, to key: UInt64) {
    if key == Self.parkedKey { return }
    let index = Int(slot)
    links[index].previous = -1
    let head: Int32
    if key == Self.overflowKey {
      head = overflowHead
      overflowHead = slot
    } else {
      let bucket = findOrInsertCell(key)
      head = tableHeads[bucket]
      tableHeads[bucket] = slot
      let (kx, ky) = Self.levels(of: key)
      if kx >= pairStride || ky >= pairStride { coverLevels(kx, ky) }
      let entry = pairEntry(kx, ky)
      if pairCounts[entry] == 0 {
        yLevelMasks[kx] |= 1 << UInt32(ky)
        xLevelMask |= 1 << UInt32(kx)
      }
      pairCounts[entry] += 1
    }
    links[index].next = head
    if head >= 0 { links[Int(head)].previous = slot }
  }

  /// Takes `slot` out of the list for `key`, deleting the cell when it
  /// empties.
  ///
  /// - Complexity: O(1) amortized.
  private mutating func unlink(_ slot: Int32, from key: UInt64) {
    if key == Self.parkedKey { return }
    let index = Int(slot)
    let next = links[index].next
    let previous = links[index].previous
    if next >= 0 { links[Int(next)].previous = previous }
    if previous >= 0 {
      links[Int(previous)].next = next
    } else if key == Self.overflowKey {
      overflowHead = next
    } else {
      let bucket = findCell(key)
      if bucket >= 0 {
        if next >= 0 {
          tableHeads[bucket] = next
        } else {
          deleteCell(at: bucket)
        }
      }
    }
    links[index].next = -1
    links[index].previous = -1
    if key != Self.overflowKey {
      let (kx, ky) = Self.levels(of: key)
      let entry = pairEntry(kx, ky)
      pairCounts[entry] -= 1
      if pairCounts[entry] == 0 {
        pairReach[2 * entry] = -.infinity
        pairReach[2 * entry + 1] = -.infinity
        yLevelMasks[kx] &= ~(1 << UInt32(ky))
        if yLevelMasks[kx] == 0 { xLevelMask &= ~(1 << UInt32(kx)) }
      }
    }
  }

  // MARK: Cell table

  /// The home bucket of a key: a multiply-xorshift hash's top bits.
  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    var h = key ^ (key >> 31)
    h &*= 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: h >> tableShift)
  }

  /// Calls `body` with every slot in the cell for `key`, if there is one.
  @inline(__always)
  private func visitCell(_ key: UInt64, _ body: (Int32) -> Void) {
    var bucket = home(key)
    while true {
      let k = tableKeys[bucket]
      if k == key { break }
      if k == Self.absentKey { return }
      bucket = (bucket &+ 1) & tableMask
    }
    var slot = tableHeads[bucket]
    while slot >= 0 {
      body(slot)
      slot = links[Int(slot)].next
    }
  }

  /// The bucket holding `key`, or -1.
  private func findCell(_ key: UInt64) -> Int {
    var bucket = home(key)
    while true {
      let k = tableKeys[bucket]
      if k == key { return bucket }
      if k == Self.absentKey { return -1 }
      bucket = (bucket &+ 1) & tableMask
    }
  }

  /// The bucket holding `key`, adding an empty cell (and growing the table
  /// at 5/8 load) when there is none.
  private mutating func findOrInsertCell(_ key: UInt64) -> Int {
    if tableKeys.isEmpty { allocateTable(capacity: 16) }
    var bucket = home(key)
    while true {
      let k = tableKeys[bucket]
      if k == key { return bucket }
      if k == Self.absentKey { break }
      bucket = (bucket &+ 1) & tableMask
    }
    if (cellCount + 1) * 8 > tableKeys.count * 5 {
      grow()
      bucket = home(key)
      while tableKeys[bucket] != Self.absentKey { bucket = (bucket &+ 1) & tableMask }
    }
    tableKeys[bucket] = key
    tableHeads[bucket] = -1
    cellCount += 1
    return bucket
  }

  /// Empties a bucket, shifting later members of its cluster back so that
  /// every key stays reachable from its home without tombstones.
  private mutating func deleteCell(at bucket: Int) {
    var hole = bucket
    var probe = bucket
    while true {
      probe = (probe &+ 1) & tableMask
      let k = tableKeys[probe]
      if k == Self.absentKey { break }
      // The entry may move back to the hole unless its home lies cyclically
      // in (hole, probe].
      if (probe &- home(k)) & tableMask >= (probe &- hole) & tableMask {
        tableKeys[hole] = k
        tableHeads[hole] = tableHeads[probe]
        hole = probe
      }
    }
    tableKeys[hole] = Self.absentKey
    tableHeads[hole] = -1
    cellCount -= 1
  }

  /// Replaces the table by an empty one of `capacity` (a power of two)
  /// buckets.
  private mutating func allocateTable(capacity: Int) {
    tableKeys = Array(repeating: Self.absentKey, count: capacity)
    tableHeads = Array(repeating: -1, count: capacity)
    tableMask = capacity - 1
    tableShift = UInt64(64 - capacity.trailingZeroBitCount)
  }

  /// Doubles the table and reinserts every cell.
  private mutating func grow() {
    let oldKeys = tableKeys
    let oldHeads = tableHeads
    allocateTable(capacity: oldKeys.count * 2)
    for i in 0..<oldKeys.count where oldKeys[i] != Self.absentKey {
      var bucket = home(oldKeys[i])
      while tableKeys[bucket] != Self.absentKey { bucket = (bucket &+ 1) & tableMask }
      tableKeys[bucket] = oldKeys[i]
      tableHeads[bucket] = oldHeads[i]
    }
  }

  /// A slot's entry: its packed cell key (or `absentKey`, `parkedKey`,
  /// `overflowKey`) and its neighbours in that cell's list (-1 for none).
  private struct Links: Sendable {
    var key: UInt64
    var next: Int32
    var previous: Int32

    static let absent = Links(key: SpatialGrid.absentKey, next: -1, previous: -1)
  }
}
