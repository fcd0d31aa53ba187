import UIKit
import UIKit.UIGestureRecognizerSubclass

/// `resetRecognizers` (T12): whether a recognizer that failed stays in
/// `touch.gestureRecognizers` for the rest of the touch. One recognizer fails
/// at touch-down, another stays possible to the end; the view reads the list
/// at touch-up. UI test: a press of 0.3 s (down and up in separate events).
final class ResetRecognizersProbe: ProbeScreen {
  init() { super.init("resetRecognizers", emulated: "droppedFromTouch") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = place(
      RecordingView(), CGRect(x: 40, y: 200, width: 300, height: 200), id: "probe-target")
    let failing = RecordingRecognizer()
    failing.onPhase = { phase, _ in if phase == "began" { failing.state = .failed } }
    let waiting = RecordingRecognizer()
    target.addGestureRecognizer(failing)
    target.addGestureRecognizer(waiting)
    target.onPhase = { [weak self] phase, touches in
      guard phase == "ended", let touch = touches.first else { return }
      let list = touch.gestureRecognizers ?? []
      if list.contains(failing) {
        self?.answer("keptOnTouch", "the failed recognizer is still on the touch")
      } else if list.contains(waiting) {
        self?.answer("droppedFromTouch", "only the possible recognizer is on the touch")
      } else {
        self?.answer("unknown", "the touch lists neither recognizer (\(list.count) others)")
      }
      waiting.state = .failed
    }
  }
}
