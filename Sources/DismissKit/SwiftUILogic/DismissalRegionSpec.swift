import DismissCore

/// What a SwiftUI view registers: one region without frame and parent.
struct DismissalRegionSpec: Hashable {
  var kind: RegionKind
  var keyboard: KeyboardBehavior?
  /// `false` while disabled: it and its subtree are not hit (S23).
  var isHitTestable: Bool = true
  var triggers: DismissTriggers = .default
  /// For a layer: whether it is modal (full-screen backdrop).
  var isModal: Bool = false
  /// For a layer: whether a touch outside it reaches nothing beneath (rule 5).
  var swallows = false
  var layerID: AnyHashable?
  /// For a trigger: the layer name that counts it as inside.
  var excludedFrom: AnyHashable?

  static func keyboard(_ behavior: KeyboardBehavior) -> DismissalRegionSpec {
    DismissalRegionSpec(kind: .container, keyboard: behavior)
  }

  static func layer(
    id: AnyHashable? = nil, dismissOn triggers: DismissTriggers = .default, isModal: Bool = false,
    swallows: Bool = false
  ) -> DismissalRegionSpec {
    DismissalRegionSpec(
      kind: .layer, triggers: triggers, isModal: isModal, swallows: swallows, layerID: id)
  }

  /// `dismissalExcluded(from:)`.
  static func excluded(from id: AnyHashable) -> DismissalRegionSpec {
    DismissalRegionSpec(kind: .container, excludedFrom: id)
  }

  /// A disabled view and its subtree are not hit.
  func enabled(_ isEnabled: Bool) -> DismissalRegionSpec {
    var spec = self
    spec.isHitTestable = isEnabled
    return spec
  }

  /// Its region; a layer's excluded regions are set apart.
  func region(frame: Rect, parent: RegionID?) -> Region {
    var region = Region(
      kind: kind, frame: frame, parent: parent, isHitTestable: isHitTestable, keyboard: keyboard)
    // A layer's own; other kinds have the defaults here.
    region.dismissTriggers = triggers
    region.backdrop = isModal ? .infinite : nil
    region.swallowsOutsideTouches = swallows
    return region
  }
}
