import DismissCore

extension RootCoordinator {
  /// The open layer whose content a touch or focus in `presentation` is
  /// (rule 7, S32): the top-most open layer whose anchor is in a
  /// presentation beneath it in the presented chain (a sheet, picker or
  /// alert shown from the layer). `nil` when there is none.
  func presentingLayer(of presentation: (any DismissNode)?) -> RegionID? {
    guard let presentation, let host, readEngine({ hasOpenLayer(in: &$0) }) else { return nil }
    for layer in readEngine({ $0.openLayers }).reversed() {
      guard let token = tokensByRegion[layer],
        let own = entries[token]?.anchor?.anchorPresentation, own !== presentation,
        host.presentation(presentation, isPresentedFrom: own)
      else { continue }
      return layer
    }
    return nil
  }
}
