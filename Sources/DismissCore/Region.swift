/// The description of a region, as registered with
/// ``DismissEngine/insert(_:)``.
///
/// A region is a rectangle in screen coordinates with a kind and an optional
/// parent. Frames are absolute, not relative to the parent.
///
/// ```swift
/// var engine = DismissEngine()
/// let form = engine.insert(Region(kind: .container, frame: Rect(x: 0, y: 0, width: 390, height: 844)))
/// let email = engine.insert(
///   Region(kind: .textInput, frame: Rect(x: 16, y: 100, width: 358, height: 44), parent: form))
/// var menu = Region(kind: .layer, frame: Rect(x: 200, y: 90, width: 180, height: 200))
/// menu.excluded = [moreButton]  // its trigger toggles it instead of closing and reopening it
/// ```
public struct Region: Hashable, Sendable {
  /// What the region is.
  public var kind: RegionKind

  /// The frame in screen coordinates. A frame with a non-finite component or
  /// a negative size is stored as an empty frame: the region is never hit.
  public var frame: Rect

  /// The parent region, or `nil` for a root. The parent must be a live
  /// region of the same engine.
  public var parent: RegionID?

  /// Whether the region and its subtree take part in hit testing (`false`
  /// for hidden or disabled views, `allowsHitTesting(false)`).
  public var isHitTestable: Bool = true

  /// Whether the region limits its descendants to its frame.
  public var clipsToBounds: Bool = false

  /// Overrides the keyboard decision for the region's subtree.
  public var keyboard: KeyboardBehavior?

  /// For a layer: what dismisses it. Default `[.tapOutside, .escape]`.
  /// Ignored for other kinds.
  public var dismissTriggers: DismissTriggers = .default

  /// For a layer: the frame of its backdrop, a surface directly beneath its
  /// content while it is open, or `nil` for none. A layer with a backdrop is
  /// modal: it blocks touches from reaching anything beneath it.
  /// ``Rect/infinite`` covers the whole screen. Ignored for other kinds.
  public var backdrop: Rect?

  /// For a layer: whether a touch that goes down outside it while it is
  /// open, and that no layer above takes first, reaches nothing beneath
  /// (``DismissEffect/swallowTouch(_:)``), as with UIKit's menus and
  /// popovers. Default `false`. Ignored for other kinds.
  public var swallowsOutsideTouches = false

  /// For a layer: regions that count as inside it (typically its trigger
  /// button). Ignored for other kinds.
  public var excluded: [RegionID] = []

  /// The region's place in document order: later regions are in front of
  /// earlier ones in the same plane. `nil` (the default) puts it after every
  /// region inserted so far.
  public var documentOrder: Int?

  /// Creates a region description.
  public init(
    kind: RegionKind,
    frame: Rect,
    parent: RegionID? = nil,
    isHitTestable: Bool = true,
    clipsToBounds: Bool = false,
    keyboard: KeyboardBehavior? = nil
  ) {
    self.kind = kind
    self.frame = frame
    self.parent = parent
    self.isHitTestable = isHitTestable
    self.clipsToBounds = clipsToBounds
    self.keyboard = keyboard
  }

  /// Creates the description of a layer.
  public static func layer(
    frame: Rect,
    parent: RegionID? = nil,
    dismissOn triggers: DismissTriggers = .default,
    backdrop: Rect? = nil,
    swallowsOutsideTouches: Bool = false,
    excluding excluded: [RegionID] = []
  ) -> Region {
    var region = Region(kind: .layer, frame: frame, parent: parent)
    region.dismissTriggers = triggers
    region.backdrop = backdrop
    region.swallowsOutsideTouches = swallowsOutsideTouches
    region.excluded = excluded
    return region
  }

  /// Whether the region is a layer with a backdrop.
  public var isModal: Bool { kind == .layer && backdrop != nil }
}

/// The state of a layer in the engine.
public enum LayerState: UInt8, Hashable, Sendable {
  /// Not presented: the layer and its content are absent.
  case closed
  /// Presented and open: it takes part in every decision.
  case open
  /// Asked to go away by a ``DismissEffect/dismissLayer(_:reason:)`` effect and not
  /// yet closed by the host (its exit animation is running): still on
  /// screen, but touches on it do nothing.
  case dismissing
}
