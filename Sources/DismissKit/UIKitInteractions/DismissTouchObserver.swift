#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The window's one touch observer (T1), for every scope in it (Escape is
  /// a key command, K4). On a screen's view, a finder: it joins its
  /// `DismissInteraction` to the window at the first touch (L1) and forwards
  /// that sequence itself (T17). It takes no part in recognition (T2, T19)
  /// and fails when idle, so that UIKit resets it (T15).
  @MainActor
  final class DismissTouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    /// A window's observer owns the window's attachment: both go with the
    /// window (a scene that disconnects). A finder has none.
    let attachment: DismissWindowAttachment?
    /// The window's coordinator; a finder's is the one it joined for this sequence.
    private weak var coordinator: WindowCoordinator?
    private weak var interaction: DismissInteraction?
    private var liveTouches: Set<ObjectIdentifier> = []

    private var sourceKey: ObjectIdentifier { ObjectIdentifier(self) }
    private var isFinder: Bool { attachment == nil }

    /// A window's observer, or the finder of `interaction` on a screen's view.
    init(attachment: DismissWindowAttachment?, finding interaction: DismissInteraction? = nil) {
      self.attachment = attachment
      coordinator = attachment?.coordinator
      self.interaction = interaction
      super.init(target: nil, action: nil)
      name = isFinder ? "DismissKit window finder" : "DismissKit touch observer"
      // `delaysTouchesBegan` is off by default (T2).
      cancelsTouchesInView = false
      delaysTouchesEnded = false
      requiresExclusiveTouchType = false
      delegate = self
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if isFinder, coordinator == nil { coordinator = interaction?.attachToWindow() }
      super.touchesBegan(touches, with: event)
      forward(touches, .began)
      if isFinder, coordinator == nil { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      forward(touches, .moved)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      forward(touches, .ended)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      forward(touches, .cancelled)
    }

    override func reset() {
      super.reset()
      // Removed or disabled mid-touch: those touches never end here.
      for key in liveTouches { coordinator?.touchCancelled(key, source: sourceKey) }
      liveTouches.removeAll()
      if isFinder { coordinator = nil }
    }

    /// The view a touch first hit is its target for its life (T4, T16).
    /// Once all have ended, it fails and the Escape command follows.
    private func forward(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
      for touch in touches {
        let key = ObjectIdentifier(touch)
        let location = touch.location(in: nil)
        let point = Point(x: location.x, y: location.y)
        switch phase {
        case .began:
          liveTouches.insert(key)
          // Beneath a shield, the view it was over.
          coordinator?.touchBegan(
            key, hit: (touch.view as? TouchShield)?.underlying ?? touch.view, at: point,
            time: touch.timestamp, pointer: PointerKind(touchTypeRawValue: touch.type.rawValue),
            source: sourceKey)
        case .moved:
          coordinator?.touchMoved(key, to: point, time: touch.timestamp, source: sourceKey)
        case .ended:
          liveTouches.remove(key)
          coordinator?.touchEnded(
            key, at: point, time: touch.timestamp, source: sourceKey,
            isHeld: Self.touchUpHold(of: touch))
        default:
          liveTouches.remove(key)
          coordinator?.touchCancelled(key, source: sourceKey)
        }
      }
      guard phase == .ended || phase == .cancelled else { return }
      if liveTouches.isEmpty && state == .possible { state = .failed }
      attachment?.refreshEscapeCommandAfterDelivery()
    }

    /// Whether another recognizer may still hold the touch-up (T12): one
    /// with `delaysTouchesEnded` still possible (a double tap waiting), until
    /// it fails, recognizes, resets or goes.
    static func touchUpHold(of touch: UITouch) -> (@MainActor () -> Bool)? {
      let holding = touch.gestureRecognizers?.filter { mayHoldTouchUp($0) } ?? []
      guard !holding.isEmpty else { return nil }
      return { [weak touch] in
        guard let current = touch?.gestureRecognizers else { return false }
        return holding.contains { held in mayHoldTouchUp(held) && current.contains { $0 === held } }
      }
    }

    private static func mayHoldTouchUp(_ recognizer: UIGestureRecognizer) -> Bool {
      recognizer.delaysTouchesEnded && recognizer.state == .possible && recognizer.isEnabled
        && recognizer.view != nil
    }

    // MARK: Never in the way

    // No failure-requirement method: UIKit's default sets up none, and a
    // `false` would not undo another recognizer's `true` (T19).

    override func canPrevent(_ other: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by other: UIGestureRecognizer) -> Bool { false }

    func gestureRecognizer(
      _ observer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
  }
#endif
