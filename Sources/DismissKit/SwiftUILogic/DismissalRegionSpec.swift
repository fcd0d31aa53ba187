import DismissCore

/// What a SwiftUI view registers: one region without frame and parent.
struct DismissalRegionSpec: Hashable {
  /// Its kind, keyboard attribute, hit-testability (`false` while disabled,
  /// S23) and, for a layer, its triggers, backdrop (modal: full-screen) and
  /// swallowing (rule 5).
  var template: Region
  var layerID: AnyHashable?
  /// For a trigger: the layer name that counts it as inside.
  var excludedFrom: AnyHashable?

  static func keyboard(_ behavior: KeyboardBehavior) -> DismissalRegionSpec {
    DismissalRegionSpec(template: Region(kind: .container, frame: .zero, keyboard: behavior))
  }

  static func layer(
    id: AnyHashable? = nil, dismissOn triggers: DismissTriggers = .default, isModal: Bool = false,
    swallows: Bool = false
  ) -> DismissalRegionSpec {
    let layer = Region.layer(
      frame: .zero, dismissOn: triggers, backdrop: isModal ? .infinite : nil,
      swallowsOutsideTouches: swallows)
    return DismissalRegionSpec(template: layer, layerID: id)
  }

  /// `dismissalExcluded(from:)`.
  static func excluded(from id: AnyHashable) -> DismissalRegionSpec {
    DismissalRegionSpec(template: Region(kind: .container, frame: .zero), excludedFrom: id)
  }

  /// A disabled view and its subtree are not hit.
  func enabled(_ isEnabled: Bool) -> DismissalRegionSpec {
    var spec = self
    spec.template.isHitTestable = isEnabled
    return spec
  }
}
