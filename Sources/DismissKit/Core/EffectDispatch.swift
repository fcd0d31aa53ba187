import DismissCore

/// Carrying out the engine's effects.
///
/// - ``DismissEffect/dismissLayer(_:reason:)``: the layer's source dismisses it
///   (its own closure, `removeFromSuperview`, `dismiss(animated:)`). The
///   layer is `.dismissing` in the engine until the source reports that it
///   finished, or until its node stops being visible; then the engine
///   closes it. A refused dismissal opens it again. A second effect for a
///   layer that is already leaving is ignored, and so is a late or repeated
///   completion. A presentation inside an enclosing presentation dismissed
///   in the same event is not dismissed on its own: UIKit takes it away with
///   the enclosing one.
/// - ``DismissEffect/resignFocus``: the window's hub resigns the focused
///   responder (or ends editing in the window). If the responder refuses,
///   the hub sets focus again so that the engine matches the screen.
extension DismissCoordinator {
  /// Carries out the effects of one event, in order.
  func apply(_ effects: [DismissEffect]) {
    guard !effects.isEmpty else { return }
    let batch: [RegionID] = effects.compactMap {
      if case .dismissLayer(let id, _) = $0 { return id }
      return nil
    }
    var resign = false
    for effect in effects {
      switch effect {
      case .dismissLayer(let id, _): dismissLayer(id, batch: batch)
      case .resignFocus: resign = true
      }
    }
    if resign { resignFocus() }
  }

  private func dismissLayer(_ id: RegionID, batch: [RegionID]) {
    guard let index = registry.index(of: id), let source = registry.registrations[index].source
    else {
      close(id)
      return
    }
    guard registry.registrations[index].phase != .leaving else { return }
    registry.setPhase(.leaving, at: index)
    if let ancestor = registry.coveringAncestor(of: index, in: batch) {
      registry.setCoveredBy(ancestor, at: index)
      return
    }
    lastToken &+= 1
    let token = lastToken
    registry.setDismissalToken(token, at: index)
    source.dismissLayer { [weak self] finished in
      self?.dismissalDidEnd(id, token: token, finished: finished)
    }
  }

  /// A source reported the end of a dismissal.
  func dismissalDidEnd(_ id: RegionID, token: UInt64, finished: Bool) {
    guard let index = registry.index(of: id), token != 0,
      registry.registrations[index].dismissalToken == token
    else { return }
    registry.setDismissalToken(0, at: index)
    if finished {
      close(id)
      return
    }
    reopen(at: index)
    for j in registry.registrations.indices where registry.registrations[j].coveredBy == id {
      reopen(at: j)
    }
  }

  private func resignFocus() {
    hub?.resignFocus(from: self)
  }
}
