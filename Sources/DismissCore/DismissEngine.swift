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
/// Regions are an array of records, and a hit test scans it: a real screen
/// has hundreds of regions, not the tens of thousands an index would pay
/// for; the scan reads a packed array of frames. Every touch, idle or not,
/// takes its target at its down, so a host brings the frames in step
/// before it. In steady state no event allocates memory; the returned
/// effects array is the engine's own buffer, reused by the next event.
public struct DismissEngine: Sendable {
  /// The knobs of the rules. Changing it takes effect at the next event.
  public var policy: DismissPolicy

  /// One record per slot; a removed region's slot is reused, with a new
  /// generation so that its old identifier stops matching.
  var slots: [Slot] = []
  /// The frames of the slots, apart: a hit test scans them, so they are
  /// packed together (a freed slot's frame is empty and never matches).
  var frames: [Rect] = []
  var freeSlots: [Int32] = []
  var liveCount = 0
  var nextDocumentOrder = 0

  /// The layer facts of the slots that are layers (`Slot.layer`).
  var layers: [Layer] = []
  var freeLayers: [Int32] = []
  /// How many registered layers swallow outside touches: with none, a down
  /// skips the swallow walk (rule 5) at the cost of one comparison.
  var swallowingLayers = 0
  /// Presented layers (open or being dismissed), by slot, bottom to top. A
  /// layer's plane is its index here plus one.
  var stack: [Int32] = []

  var hasFocus = false
  /// The focused input and its ancestors, as known when focus was set.
  var focusPath: [PathEntry] = []

  /// Touch records, active or free, and their target paths (a free
  /// record's path keeps its buffer). Apart, so that a record is plain
  /// data: reading one copies no reference.
  var touches: [Touch] = []
  var touchPaths: [[PathEntry]] = []
  /// The target of the last tap, for hosts that act on taps (the scenario
  /// runner), while `hasLastTap`.
  var lastTapPath: [PathEntry] = []
  var hasLastTap = false

  /// Counts events: a layer remembers when it opened and a touch when it
  /// went down, so that a touch never dismisses a layer opened after it.
  var sequence: UInt64 = 0
  var effects: [DismissEffect] = []
  var scratchPath: [PathEntry] = []
  var focusLayerDismissed = false

  /// Whether the last touch or escape asked to resign on its own: its
  /// target's keyboard decision under the policy (rules 3, 4, 5), whether or
  /// not an input was focused. A resign among its effects that it did not
  /// ask for came only because a dismissed layer held the focused input: a
  /// host that refuses every such layer does not carry it out (rule 7). An
  /// idle engine asks nothing.
  public internal(set) var lastEventAskedToResign = false

  /// Creates an engine with no regions, no focus and the given policy.
  public init(policy: DismissPolicy = DismissPolicy()) {
    self.policy = policy
  }

  /// Reserves storage for a number of regions, so that registering them
  /// does not reallocate.
  ///
  /// - Complexity: O(n).
  public mutating func reserveCapacity(regions n: Int) {
    slots.reserveCapacity(n)
    frames.reserveCapacity(n)
  }
}

/// A region's record.
struct Slot: Sendable {
  /// Document order: later is in front within a plane.
  var order: Int
  /// Slot of the parent, or -1.
  var parent: Int32
  /// Index into `layers`, or -1 when the region is not a layer.
  var layer: Int32 = -1
  var generation: UInt32
  var kind: RegionKind
  var isAlive = true
  var isHitTestable: Bool
  var clips: Bool
  var keyboard: KeyboardBehavior?
}

/// A layer's facts.
struct Layer: Sendable {
  var slot: Int32
  var triggers: DismissTriggers
  var backdrop: Rect?
  var swallows: Bool
  var excluded: [RegionID]
  var state = LayerState.closed
  var openSequence: UInt64 = 0
}

/// One element of a target path, snapshotted when the target was taken: a
/// touch keeps its target for its whole life.
struct PathEntry: Hashable, Sendable {
  /// The region's slot, or -1 for a view the host describes itself.
  var slot: Int32
  var generation: UInt32
  var kind: RegionKind
  var keyboard: KeyboardBehavior?
  /// The backdrop of the layer `slot`: inside no region.
  var isBackdrop = false
}

struct Touch: Sendable {
  var id = 0
  var isActive = false
  var down = Point(x: 0, y: 0)
  var downTime = 0.0
  var downSequence: UInt64 = 0
  /// The opening sequence of the top-most modal layer open at the down, or
  /// 0: layers opened before it take no part in any pass of this touch
  /// (rule 5: a touch never reaches beneath a modal layer open at its down).
  var floorSequence: UInt64 = 0
  var isDrag = false
  var isMulti = false
  /// Went down outside a swallowing layer (rule 5): no keyboard decision,
  /// and no host action at its up, for its whole life.
  var isSwallowed = false
  /// A pencil that keeps out of the keyboard decision and of fingers'
  /// multi-touch (`pencilDismissesKeyboard` was off at its down).
  var isPencil = false
}

extension Array {
  /// Removes every element and keeps the storage. The engine's paths and
  /// effects hold a few elements: a pop each costs less than
  /// `removeAll(keepingCapacity:)`, a generic call of some 200 instructions.
  mutating func empty() {
    while popLast() != nil {}
  }
}
