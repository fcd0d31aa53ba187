/// The platform-neutral decision engine of DismissKit.
///
/// The engine holds what is on screen (regions, by frame or described by the
/// host), which layers are open and whether a text input has focus. It takes
/// events (touches, escapes, focus changes, layers opening and closing) and
/// answers each with the effects that the dismissal rules call for, as
/// values. It calls no UI code and is deterministic: the same inputs always
/// give the same effects.
///
/// ```swift
/// var engine = DismissEngine()
/// let field = engine.insert(Region(kind: .textInput, frame: Rect(x: 16, y: 100, width: 358, height: 44)))
/// engine.setFocus(field)
/// engine.touchDown(1, at: Point(x: 200, y: 600), time: 0)
/// let effects = engine.touchUp(1, at: Point(x: 200, y: 600), time: 0.1)
/// // effects == [.resignFocus]: a tap on the background dismisses the keyboard.
/// ```
///
/// The engine is a plain value type with no isolation: an adapter owns one on
/// the main actor, and tests, the command-line tool and the benchmark drive
/// it directly.
///
/// ## Bad input
/// The engine never traps on input. A frame with a non-finite component or a
/// negative size is stored as empty (never hit); a point with a non-finite
/// coordinate hits nothing; an identifier that names no live region is
/// ignored; opening a region that is not a layer does nothing. Nothing
/// recurses, so region trees of any depth are safe.
///
/// ## Cost
/// Regions live in one flat array of records. An engine that has never
/// held more than 128 regions hit-tests by scanning them (cheaper than any
/// index at that size, and it needs no memory beyond the records); a larger
/// one builds a spatial grid and a hit-test cache, and a geometric hit test
/// looks at the few regions near the point. An idle engine (no focus, no
/// presented layer) records a touch in a few nanoseconds and hit-tests only
/// if it stops being idle while the touch is down. In steady state no event
/// allocates memory; the returned effects array is the engine's own buffer,
/// reused by the next event.
public struct DismissEngine: Sendable {
  /// The knobs of the rules. Changing it takes effect at the next event.
  public var policy: DismissPolicy {
    didSet { cachePolicy() }
  }
  /// `policy.effectiveTapSlop` squared and `policy.effectiveMaxTapDuration`,
  /// kept in step with `policy` (touch ups and moves read them).
  @usableFromInline var tapSlopSquared = 100.0
  @usableFromInline var tapDurationLimit = 0.75
  /// Whether pencil touches keep out of the keyboard decision and of
  /// fingers' multi-touch: `!policy.pencilDismissesKeyboard`.
  @usableFromInline var pencilKeepsKeyboard = true

  // MARK: Region storage.

  /// One record per slot: a region's frame, links and attributes together,
  /// so that a hit test reads one record per candidate and a small engine
  /// holds its regions in a single allocation.
  @usableFromInline var slots: [Slot] = []
  @usableFromInline var freeSlots: [Int32] = []
  @usableFromInline var liveCount = 0
  @usableFromInline var nextDocumentOrder = 0

  // MARK: Index: spatial grid and hit-test cache.

  /// The slots of live regions by frame, while `isIndexed`.
  var grid = SpatialGrid()
  /// Per slot while `isIndexed`, else empty: what a hit test needs from a
  /// region's ancestry (see ``HitInfo``); an entry is valid while its stamp
  /// equals `hitVersion`.
  @usableFromInline var hitInfos: [HitInfo] = []
  /// Whether `grid` and `hitInfos` are in use. An engine that has never
  /// held more than ``scanLimit`` slots hit-tests by scanning every frame
  /// and walking each candidate's ancestors: at that size a scan costs less
  /// than hashing grid cells, and the engine needs no memory beyond its
  /// regions. The index is built when the slots first outnumber the limit,
  /// and kept from then on (slots are never released). Stored, not derived
  /// from `hitInfos`: a hit test moves the cache out of the engine while it
  /// runs.
  @usableFromInline var isIndexed = false
  /// Bumped by every change that can change a ``HitInfo``: hit-testability,
  /// clipping, parents, kinds, and which layers are presented in what order.
  /// Frames are not cached, so moving regions (scrolling) keeps the cache.
  @usableFromInline var hitVersion: UInt32 = 1

  // MARK: Layers.

  @usableFromInline var layers: [LayerInfo] = []
  /// Per layer index: the regions that count as inside the layer.
  @usableFromInline var layerExcluded: [[RegionID]] = []
  @usableFromInline var freeLayers: [Int32] = []
  /// Presented layers (open or dismissing), bottom to top. A layer's plane is
  /// its index here plus one.
  @usableFromInline var stack: [Int32] = []

  // MARK: Focus.

  @usableFromInline var hasFocus = false
  /// The focused input and its ancestors, as known when focus was set.
  @usableFromInline var focusPath: [PathEntry] = []

  // MARK: Touches.

  /// Touch record 0, held inline: one finger, the common case, never
  /// touches an array (no uniqueness check, no bounds check), which keeps
  /// an idle engine's touches to a few stores.
  @usableFromInline var firstTouch = TouchRecord.inactive
  /// Touch records 1 and up, for multi-touch.
  @usableFromInline var otherTouches: [TouchRecord] = []
  /// The target paths of the touch records, by record index.
  @usableFromInline var touchPaths: [[PathEntry]] = [[]]
  @usableFromInline var activeTouchCount = 0
  /// Active touches whose target is not resolved yet (they went down while
  /// the engine was idle).
  @usableFromInline var unresolvedTouchCount = 0
  /// The target of the last tap, for hosts that act on taps (the scenario
  /// runner): valid when `lastTapState` says so.
  @usableFromInline var lastTapPath: [PathEntry] = []
  @usableFromInline var lastTapPoint = Point(x: 0, y: 0)
  @usableFromInline var lastTapState: LastTapState = .none

  // MARK: Per event.

  /// Counts events; layers remember when they opened and touches when they
  /// went down, so that a touch never dismisses a layer opened after it.
  @usableFromInline var sequence: UInt64 = 0
  @usableFromInline var effects: [DismissEffect] = []
  @usableFromInline var scratchPath: [PathEntry] = []
  /// The grid's candidates during a hit test (kept for its capacity).
  @usableFromInline var candidates: [Int32] = []
  @usableFromInline var focusLayerDismissed = false

  /// Creates an engine with no regions, no focus and the given policy.
  public init(policy: DismissPolicy = DismissPolicy()) {
    self.policy = policy
    cachePolicy()
  }

  /// Reserves storage for a number of regions, so that registering them
  /// does not reallocate.
  ///
  /// - Complexity: O(n).
  public mutating func reserveCapacity(regions n: Int) {
    slots.reserveCapacity(n)
    if n > Self.scanLimit { hitInfos.reserveCapacity(n) }
  }

  /// The most slots an engine hit-tests by scanning them all; with more, it
  /// builds its index (see `isIndexed`). Measured with callgrind on
  /// `dismisskit-bench --only tap` (instructions per tap, scan / index):
  /// 2 269 / 2 979 at 8 regions, 2 695 / 3 617 at 32, 4 314 / 4 425 at
  /// 128, 4 953 / 4 775 at 192, 5 607 / 4 444 at 256. A scroll frame costs
  /// less by scan at every size measured (no grid to update).
  @usableFromInline static let scanLimit = 128

  /// Builds the grid and the hit-test cache from every live slot.
  ///
  /// - Complexity: O(*n*) for *n* slots; once in an engine's life.
  mutating func buildIndex() {
    guard !isIndexed else { return }
    isIndexed = true
    hitInfos.append(contentsOf: repeatElement(.invalid, count: slots.count))
    for i in slots.indices where slots[i].flags & Flags.alive != 0 {
      grid.insert(Int32(i), slots[i].frame)
    }
  }

  /// Derives the cached policy values.
  @usableFromInline
  mutating func cachePolicy() {
    let slop = policy.effectiveTapSlop
    tapSlopSquared = slop * slop
    tapDurationLimit = policy.effectiveMaxTapDuration
    pencilKeepsKeyboard = !policy.pencilDismissesKeyboard
  }
}

/// A region's record: everything the engine keeps per slot.
@usableFromInline
struct Slot: Sendable {
  @usableFromInline var frame: Rect
  /// Document order: later is in front within a plane.
  @usableFromInline var order: Int
  /// Slot of the parent, or -1.
  @usableFromInline var parent: Int32
  /// Children form a doubly linked list (removal is O(1)): the first
  /// child, and each child's siblings; -1 where there is none.
  @usableFromInline var firstChild: Int32
  @usableFromInline var nextSibling: Int32
  @usableFromInline var previousSibling: Int32
  /// Index into `layers`, or -1.
  @usableFromInline var layerIndex: Int32
  /// Bumped when the slot is freed, so stale identifiers stop matching.
  @usableFromInline var generation: UInt32
  @usableFromInline var kind: RegionKind
  /// Bits of `Flags`; 0 for a free slot.
  @usableFromInline var flags: UInt8
  /// 0: no attribute, else `KeyboardBehavior.rawValue + 1`.
  @usableFromInline var keyboard: UInt8

  /// A record with no children, no siblings and no layer entry.
  @inlinable
  init(
    frame: Rect, order: Int, parent: Int32, kind: RegionKind, flags: UInt8, keyboard: UInt8,
    generation: UInt32
  ) {
    self.frame = frame
    self.order = order
    self.parent = parent
    self.firstChild = -1
    self.nextSibling = -1
    self.previousSibling = -1
    self.layerIndex = -1
    self.generation = generation
    self.kind = kind
    self.flags = flags
    self.keyboard = keyboard
  }
}

/// What a hit test needs to know about a region besides its frame, derived
/// from its ancestors: whether it is present and hit-testable with all of
/// them, its plane, and its nearest clipping ancestor. Cached per slot, so a
/// hit test walks no ancestors in steady state.
@usableFromInline
struct HitInfo: Sendable {
  /// Valid while equal to the engine's `hitVersion`; 0 is never valid.
  @usableFromInline var stamp: UInt32
  /// -1: the region or an ancestor is not hit-testable, or a layer
  /// ancestor-or-self is not presented. Else its plane.
  @usableFromInline var plane: Int32
  /// The nearest strict ancestor that clips, or -1.
  @usableFromInline var clip: Int32

  @inlinable
  init(stamp: UInt32, plane: Int32, clip: Int32) {
    self.stamp = stamp
    self.plane = plane
    self.clip = clip
  }

  @usableFromInline static let invalid = HitInfo(stamp: 0, plane: -1, clip: -1)
}

@usableFromInline
enum Flags {
  @usableFromInline static let alive: UInt8 = 1
  @usableFromInline static let hitTestable: UInt8 = 2
  @usableFromInline static let clips: UInt8 = 4
}

@usableFromInline
enum LastTapState: Sendable {
  case none
  /// `lastTapPath` holds the target.
  case resolved
  /// The tap went down and up while the engine was idle: its target is the
  /// hit test at `lastTapPoint` in the current scene, which has not changed
  /// since (every change resolves it first).
  case unresolved
}

/// A layer's facts. Plain data (its excluded regions live in
/// `layerExcluded`), so that reading a field in place copies nothing.
@usableFromInline
struct LayerInfo: Sendable {
  @usableFromInline var slot: Int32
  @usableFromInline var triggers: DismissTriggers
  @usableFromInline var backdrop: Rect?
  @usableFromInline var state: LayerState = .closed
  @usableFromInline var openSequence: UInt64 = 0
}

/// One element of a target path, snapshotted when the target was taken: a
/// touch keeps its target for its whole life.
@usableFromInline
struct PathEntry: Hashable, Sendable {
  /// The region's slot, or -1 for an unregistered view.
  @usableFromInline var slot: Int32
  @usableFromInline var generation: UInt32
  /// `RegionKind.rawValue`, or `PathEntry.backdropKind`.
  @usableFromInline var kind: UInt8
  /// 0: none, else `KeyboardBehavior.rawValue + 1`.
  @usableFromInline var keyboard: UInt8

  @usableFromInline static let backdropKind: UInt8 = 0xFF

  @inlinable
  init(slot: Int32, generation: UInt32, kind: UInt8, keyboard: UInt8) {
    self.slot = slot
    self.generation = generation
    self.kind = kind
    self.keyboard = keyboard
  }
}

@usableFromInline
struct TouchRecord: Sendable {
  @usableFromInline var id: Int
  @usableFromInline var isActive: Bool
  @usableFromInline var downPoint: Point
  @usableFromInline var downTime: Double
  @usableFromInline var downSequence: UInt64
  /// The opening sequence of the top-most modal layer open at the down, or
  /// 0: layers opened before it take no part in any pass of this touch
  /// (rule 5: a touch never reaches beneath a modal layer open at its down).
  @usableFromInline var floorSequence: UInt64
  @usableFromInline var isDrag: Bool
  @usableFromInline var isMulti: Bool
  @usableFromInline var isResolved: Bool
  /// A pencil touch that keeps out of the keyboard decision and of fingers'
  /// multi-touch (`pencilDismissesKeyboard` was off at its down).
  @usableFromInline var isPencil: Bool

  @inlinable
  init(
    id: Int, isActive: Bool, downPoint: Point, downTime: Double, downSequence: UInt64,
    floorSequence: UInt64 = 0, isDrag: Bool, isMulti: Bool, isResolved: Bool,
    isPencil: Bool = false
  ) {
    self.id = id
    self.isActive = isActive
    self.downPoint = downPoint
    self.downTime = downTime
    self.downSequence = downSequence
    self.floorSequence = floorSequence
    self.isDrag = isDrag
    self.isMulti = isMulti
    self.isResolved = isResolved
    self.isPencil = isPencil
  }

  @usableFromInline static let inactive = TouchRecord(
    id: 0, isActive: false, downPoint: Point(x: 0, y: 0), downTime: 0, downSequence: 0,
    isDrag: false, isMulti: false, isResolved: false)
}
