#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// A clear view in front of the window's views while an open layer
  /// swallows outside touches (rule 5). A touch that the coordinator says is
  /// swallowed is hit-tested to it, so no view of the app gets it: no
  /// action, selection, focus or scroll (W1), as behind UIKit's popovers'
  /// dimming view (W2). Every other touch goes where UIKit sends it.
  @MainActor
  final class TouchShield: UIView {
    private weak var coordinator: WindowCoordinator?
    /// The view the last swallowed touch was over: its path is decided there.
    private weak var underlying: UIView?

    /// Puts a shield in front of `window`'s views while a layer that
    /// swallows is registered, open or not: one shown by the app without an
    /// event of DismissKit's swallows from the first touch.
    static func update(
      _ shield: inout TouchShield?, in window: UIWindow?, coordinator: WindowCoordinator
    ) {
      guard let window, coordinator.engine.hasSwallowingLayers else {
        shield?.removeFromSuperview()
        shield = nil
        return
      }
      guard let current = shield else {
        let made = TouchShield(frame: window.bounds)
        made.coordinator = coordinator
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        made.accessibilityElementsHidden = true
        window.addSubview(made)
        shield = made
        return
      }
      if current.superview !== window { window.addSubview(current) }
      // Kept in front of views the app added since.
      if window.subviews.last !== current { window.bringSubviewToFront(current) }
    }

    /// The view a touch on `view` is decided on: beneath a shield, the view
    /// it was over.
    static func decidingView(for view: UIView?) -> UIView? {
      (view as? TouchShield)?.underlying ?? view
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let window, let coordinator else { return nil }
      var beneath: UIView = window
      for view in window.subviews.reversed() where view !== self {
        guard let hit = view.hitTest(convert(point, to: view), with: event) else { continue }
        beneath = hit
        break
      }
      let at = convert(point, to: window)
      guard coordinator.swallows(hit: beneath, at: Point(x: at.x, y: at.y)) else { return nil }
      underlying = beneath
      return self
    }
  }
#endif
