#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// A clear view in front of the window's views: a touch the coordinator
  /// swallows (rule 5) is hit-tested to it, so no view of the app gets it
  /// (W1), as behind UIKit's popovers' dimming view (W2).
  @MainActor
  final class TouchShield: UIView {
    weak var coordinator: WindowCoordinator?
    /// The view the last swallowed touch was over: its path is decided there.
    private(set) weak var underlying: UIView?

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
