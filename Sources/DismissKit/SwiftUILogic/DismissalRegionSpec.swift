import DismissCore

/// What a SwiftUI view registers with the engine: the description of one
/// region, without its frame and parent (which the coordinator tracks).
///
/// ```swift
/// let send = DismissalRegionSpec.keyboard(.keep)
/// let menu = DismissalRegionSpec.layer(id: "menu", dismissOn: [.tapOutside, .escape])
/// let trigger = DismissalRegionSpec.excluded(from: "menu")
/// ```
struct DismissalRegionSpec: Hashable {
  /// The engine kind: `.container` for marked views, `.layer` for layers.
  var kind: RegionKind
  /// The keyboard attribute of the region's subtree.
  var keyboard: KeyboardBehavior?
  /// `false` while the view is disabled: it and its subtree are not hit.
  var isHitTestable: Bool = true
  /// For a layer: its triggers.
  var triggers: DismissTriggers = .default
  /// For a layer: whether it has a full-screen backdrop (is modal).
  var isModal: Bool = false
  /// For a layer: the name that `dismissalExcluded(from:)` refers to.
  var layerID: AnyHashable?
  /// For a trigger: the name of the layers that count it as inside them.
  var excludedFrom: AnyHashable?

  /// A container with a keyboard attribute: `keyboardBehavior(_:)`.
  static func keyboard(_ behavior: KeyboardBehavior) -> DismissalRegionSpec {
    DismissalRegionSpec(kind: .container, keyboard: behavior)
  }

  /// A layer: `dismissible(isPresented:id:dismissOn:isModal:)`.
  static func layer(
    id: AnyHashable? = nil, dismissOn triggers: DismissTriggers = .default, isModal: Bool = false
  ) -> DismissalRegionSpec {
    DismissalRegionSpec(kind: .layer, triggers: triggers, isModal: isModal, layerID: id)
  }

  /// A view that counts as inside the layers named `id`:
  /// `dismissalExcluded(from:)`.
  static func excluded(from id: AnyHashable) -> DismissalRegionSpec {
    DismissalRegionSpec(kind: .container, excludedFrom: id)
  }

  /// This spec for a view that is enabled or not (SwiftUI's `isEnabled`):
  /// a disabled view and its subtree are not hit.
  func enabled(_ isEnabled: Bool) -> DismissalRegionSpec {
    var spec = self
    spec.isHitTestable = isEnabled
    return spec
  }

  /// The engine region for this spec.
  func region(frame: Rect, parent: RegionID?, excluded: [RegionID]) -> Region {
    if kind == .layer {
      var region = Region.layer(
        frame: frame, parent: parent, dismissOn: triggers,
        backdrop: isModal ? .infinite : nil, excluding: excluded)
      region.isHitTestable = isHitTestable
      region.keyboard = keyboard
      return region
    }
    return Region(
      kind: kind, frame: frame, parent: parent, isHitTestable: isHitTestable, keyboard: keyboard)
  }
}
