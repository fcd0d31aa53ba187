import DismissCore

extension RootCoordinator {
  /// The open layer whose content a touch or focus in `presentation` is
  /// (rule 7, S32): the top-most open layer whose anchor is in a
  /// presentation beneath it in the presented chain (a sheet, picker or
  /// alert shown from the layer). `nil` when there is none; allocates only
  /// when two layers qualify.
  func presentingLayer(of presentation: (any DismissNode)?) -> RegionID? {
    guard let presentation, let host else { return nil }
    func presents(_ entry: Entry?) -> Bool {
      guard let anchor = entry?.anchor, anchor.anchorPresentation !== presentation else {
        return false
      }
      return host.presentation(presentation, isPresentedAbove: anchor)
    }
    var found: RegionID?
    for entry in layerEntries {
      guard let region = entry.region, withEngine({ $0.state(of: region) }) == .open,
        presents(entry)
      else { continue }
      // A second one: the top-most, in the engine's order.
      if found != nil { return withEngine { $0.openLayers }?.last { presents(self.entry(of: $0)) } }
      found = region
    }
    return found
  }
}
