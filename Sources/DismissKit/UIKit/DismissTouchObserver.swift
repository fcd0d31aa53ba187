#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A gesture recognizer that watches every touch on its view and never
  /// recognizes.
  ///
  /// It never cancels or delays a touch (`cancelsTouchesInView`,
  /// `delaysTouchesBegan`, `delaysTouchesEnded` are all off), never prevents
  /// and is never prevented by another recognizer, and recognizes
  /// simultaneously with all of them, so buttons, table cells, scroll views
  /// and the app's own recognizers behave exactly as without it. It hands
  /// each touch's begin, moves, end or cancel to the coordinator, with the
  /// view the touch first hit (its target for its whole life), its location
  /// in window coordinates, its timestamp and its type; and moves itself to
  /// `.failed` once all its touches are over, so that UIKit resets it.
  ///
  /// It also sees hardware key presses that reach its view's responder
  /// chain, and reports the Escape key.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class DismissTouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    /// Receives the touches.
    weak var coordinator: DismissCoordinator?
    /// Whether the Escape key is reported.
    var handlesEscapeKey = true
    private var liveTouches: Set<ObjectIdentifier> = []

    /// Creates an observer.
    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      requiresExclusiveTouchType = false
      name = "DismissKit touch observer"
      delegate = self
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      for touch in touches {
        let key = ObjectIdentifier(touch)
        liveTouches.insert(key)
        coordinator?.touchBegan(
          key, hit: touch.view, at: Self.location(of: touch), time: touch.timestamp,
          pointer: PointerKind(touchTypeRawValue: touch.type.rawValue))
      }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      for touch in touches {
        coordinator?.touchMoved(
          ObjectIdentifier(touch), to: Self.location(of: touch), time: touch.timestamp)
      }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      for touch in touches {
        let key = ObjectIdentifier(touch)
        liveTouches.remove(key)
        coordinator?.touchEnded(key, at: Self.location(of: touch), time: touch.timestamp)
      }
      failWhenIdle()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      for touch in touches {
        let key = ObjectIdentifier(touch)
        liveTouches.remove(key)
        coordinator?.touchCancelled(key)
      }
      failWhenIdle()
    }

    override func reset() {
      super.reset()
      // Touches still down when UIKit resets the recognizer (it was
      // removed or disabled) will never end here: cancel them.
      for key in liveTouches { coordinator?.touchCancelled(key) }
      liveTouches.removeAll()
    }

    // MARK: Presses

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
      super.pressesBegan(presses, with: event)
      guard handlesEscapeKey else { return }
      if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) {
        coordinator?.escape(.key)
      }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
      super.pressesEnded(presses, with: event)
      failWhenIdle()
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
      super.pressesCancelled(presses, with: event)
      failWhenIdle()
    }

    // MARK: Never in the way

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    // MARK: Helpers

    private func failWhenIdle() {
      if liveTouches.isEmpty && state == .possible { state = .failed }
    }

    private static func location(of touch: UITouch) -> Point {
      let point = touch.location(in: nil)
      return Point(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
