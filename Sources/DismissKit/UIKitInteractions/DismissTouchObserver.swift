#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// A gesture recognizer that watches touches and never takes part in
  /// gesture recognition.
  ///
  /// It never recognizes, never cancels or delays a touch
  /// (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded` are
  /// all off), never prevents and is never prevented by another recognizer,
  /// never requires or is required to fail, and recognizes simultaneously
  /// with all of them, so buttons, table cells, list rows, scroll views and
  /// the app's own recognizers behave exactly as without it. It moves itself
  /// to `.failed` once all its touches are over, so that UIKit resets it.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  class PassiveTouchRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    /// The touches seen and not over yet.
    private var liveTouches: Set<ObjectIdentifier> = []

    /// The hub the touches go to; `nil`: nowhere.
    var destination: DismissWindowHub? { nil }

    /// Identifies this recognizer to the hub, as the source of its touches.
    private var sourceKey: ObjectIdentifier { ObjectIdentifier(self) }

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      requiresExclusiveTouchType = false
      delegate = self
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      for touch in touches { liveTouches.insert(ObjectIdentifier(touch)) }
      forward(touches, .began)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      forward(touches, .moved)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      for touch in touches { liveTouches.remove(ObjectIdentifier(touch)) }
      forward(touches, .ended)
      failWhenIdle()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      for touch in touches { liveTouches.remove(ObjectIdentifier(touch)) }
      forward(touches, .cancelled)
      failWhenIdle()
    }

    override func reset() {
      super.reset()
      // Touches still down when UIKit resets the recognizer (it was removed
      // or disabled) will never end here: cancel them.
      for key in liveTouches { destination?.touchCancelled(key, source: sourceKey) }
      liveTouches.removeAll()
    }

    /// Fails once no touch is down, so that UIKit resets the recognizer.
    func failWhenIdle() {
      if liveTouches.isEmpty && state == .possible { state = .failed }
    }

    /// Hands touches to the destination hub: the view each touch first hit
    /// (its target for its whole life), its location in window
    /// coordinates, its timestamp and its type.
    private func forward(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
      guard let hub = destination else { return }
      for touch in touches {
        let key = ObjectIdentifier(touch)
        let point = touch.location(in: nil)
        let location = Point(x: Double(point.x), y: Double(point.y))
        switch phase {
        case .began:
          hub.touchBegan(
            key, hit: touch.view, at: location, time: touch.timestamp,
            pointer: PointerKind(touchTypeRawValue: touch.type.rawValue), source: sourceKey)
        case .moved:
          hub.touchMoved(key, to: location, time: touch.timestamp, source: sourceKey)
        case .ended:
          hub.touchEnded(key, at: location, time: touch.timestamp, source: sourceKey)
        default:
          hub.touchCancelled(key, source: sourceKey)
        }
      }
    }

    // MARK: Never in the way

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
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
  }

  /// The one passive touch observer of a window: it hands every touch of
  /// the window to the window's ``DismissWindowHub``, which gives each one
  /// to the scope that decides it (a UIKit interaction, a SwiftUI root).
  ///
  /// It does not watch key presses: nothing documents hardware presses
  /// reaching a gesture recognizer on a window (presses go to the
  /// responder chain, and `allowedPressTypes` defaults to `select`), and an
  /// observer cannot keep a press from the app's own key command. The
  /// Escape key is a `UIKeyCommand` (see `DismissWindowAttachment`).
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class DismissTouchObserver: PassiveTouchRecognizer {
    /// Receives the touches.
    weak var hub: DismissWindowHub?
    /// Refreshes the Escape key command after touches end.
    weak var attachment: DismissWindowAttachment?

    override var destination: DismissWindowHub? { hub }

    override init() {
      super.init()
      name = "DismissKit touch observer"
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      attachment?.refreshEscapeCommandAfterDelivery()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      attachment?.refreshEscapeCommandAfterDelivery()
    }
  }

  /// Attaches a per-screen `DismissInteraction` to the hub of the window
  /// its view is in, at the first touch on the view there.
  ///
  /// A view controller's view gets its interaction in `viewDidLoad`, before
  /// it is in a window, and UIKit tells an interaction nothing when its view
  /// moves to one. So the interaction keeps this recognizer on its view: at
  /// a touch, when the interaction is not yet attached to the hub of the
  /// view's current window, it attaches it (the hub installs the window's
  /// observer) and hands over the touches of this sequence itself, since the
  /// window's new observer does not see touches that began before it was
  /// installed. Otherwise it fails at once: the window's observer has the
  /// touch, and the hub takes each touch from one observer only.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class DismissWindowFinder: PassiveTouchRecognizer {
    /// The interaction to attach.
    weak var interaction: DismissInteraction?
    /// The hub the current touch sequence is handed to, until it ends.
    private weak var forwardingHub: DismissWindowHub?

    override var destination: DismissWindowHub? { forwardingHub }

    override init() {
      super.init()
      name = "DismissKit window finder"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if forwardingHub == nil { forwardingHub = interaction?.attachToWindow() }
      super.touchesBegan(touches, with: event)
      if forwardingHub == nil { state = .failed }
    }

    override func reset() {
      super.reset()
      forwardingHub = nil
    }
  }
#endif
