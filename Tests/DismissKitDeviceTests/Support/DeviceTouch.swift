#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  @testable import DismissKit
  import UIKit

  /// Touches for the window's coordinator, with what UIKit would give DismissKit for a
  /// real finger at a point: `touch.view` is what the window's hit test
  /// returns there (UIKit's event handling guide: the hit-test view becomes
  /// the touch's view), the location is in window coordinates (what
  /// `touch.location(in: nil)` returns), the time is on the
  /// `systemUptime` clock (`UITouch.timestamp`'s). No event is synthesized:
  /// the views themselves never see these touches; DismissKit's decision
  /// and what UIKit then reports are what the checks look at.
  ///
  /// DismissKit decides at the touch and carries out its effects (a resign,
  /// a layer's dismissal) on the next turn of the main queue, after UIKit
  /// has delivered the touch to its views (`WindowCoordinator.scheduler`,
  /// `MainQueueScheduler`): right after ``tap(at:in:pointer:)`` returns
  /// nothing has moved yet; ``nextMainQueueTurn()`` lets it happen.
  ///
  /// This is the one place that knows how the window's coordinator takes touches
  /// (`WindowCoordinator.touchBegan(_:hit:at:time:pointer:source:)`): when it
  /// changes, only this file changes.
  @MainActor
  enum DeviceTouch {
    /// Stands for the window's touch observer as the touches' source.
    private static let source = NSObject()

    /// The coordinator DismissKit attached to `window`, if any scope attached one.
    static func coordinator(of window: UIWindow) -> WindowCoordinator? {
      DismissWindowAttachment.existing(for: window)?.coordinator
    }

    /// The view a touch at `point` (window coordinates) would have.
    static func hitView(at point: CGPoint, in window: UIWindow) -> UIView? {
      window.hitTest(point, with: nil)
    }

    /// A finger tap at `point`: down, then up 0.1 s later at the same point.
    /// Returns the view it hit, or `nil` when the window has no coordinator.
    @discardableResult
    static func tap(
      at point: CGPoint, in window: UIWindow, pointer: PointerKind = .finger
    ) -> UIView? {
      guard let coordinator = coordinator(of: window) else { return nil }
      let hit = hitView(at: point, in: window)
      let touch = NSObject()
      let key = ObjectIdentifier(touch)
      let location = Point(x: Double(point.x), y: Double(point.y))
      let time = ProcessInfo.processInfo.systemUptime
      let sourceKey = ObjectIdentifier(source)
      coordinator.touchBegan(
        key, hit: hit, at: location, time: time, pointer: pointer, source: sourceKey)
      coordinator.touchEnded(key, at: location, time: time + 0.1, source: sourceKey)
      withExtendedLifetime(touch) {}
      return hit
    }

    /// A tap at the center of `view`'s frame in its window.
    @discardableResult
    static func tap(_ view: UIView, pointer: PointerKind = .finger) -> UIView? {
      guard let window = view.window else { return nil }
      let frame = view.windowFrame
      return tap(at: CGPoint(x: frame.midX, y: frame.midY), in: window, pointer: pointer)
    }

    /// Returns once the main queue has run every block scheduled before
    /// the call: the effects of the taps made so far have been carried out
    /// (the main queue is serial, FIFO; the effects were scheduled there
    /// during the tap).
    static func nextMainQueueTurn() async {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
      }
    }

    /// Whether DismissKit's coordinator of `window` tracks a focused responder.
    static func tracksFocus(in window: UIWindow) -> Bool {
      coordinator(of: window)?.focus.hasResponder ?? false
    }
  }
#endif
