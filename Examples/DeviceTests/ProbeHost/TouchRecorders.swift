import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A view that reports each phase it is sent ("began", "moved", "ended",
/// "cancelled") with its touches.
final class RecordingView: UIView {
  var onPhase: ((String, Set<UITouch>) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    onPhase?("began", touches)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    onPhase?("moved", touches)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    onPhase?("ended", touches)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    onPhase?("cancelled", touches)
  }
}

/// A recognizer that reports each phase it sees and its resets, and does
/// nothing else unless its `onPhase` sets its state: as DismissKit's own, it
/// neither cancels nor delays the view's touches unless told to, prevents
/// no other recognizer and is prevented by none.
final class RecordingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
  var onPhase: ((String, Set<UITouch>) -> Void)?
  var onReset: (() -> Void)?

  init() {
    super.init(target: nil, action: nil)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
    delegate = self
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    onPhase?("began", touches)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    onPhase?("moved", touches)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    onPhase?("ended", touches)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    onPhase?("cancelled", touches)
  }

  override func reset() {
    super.reset()
    onReset?()
  }
}
