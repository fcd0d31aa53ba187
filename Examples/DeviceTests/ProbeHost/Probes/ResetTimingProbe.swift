import UIKit
import UIKit.UIGestureRecognizerSubclass

/// `resetTiming` (T15): when UIKit calls `reset()` after a recognizer fails
/// during a touch: before the window's `sendEvent(_:)` of that event
/// returns, or on a later main-queue turn. The recognizer fails at
/// touch-down; `ProbeWindow` counts the `sendEvent(_:)` calls. UI test: a
/// press of 0.5 s (so that the touch-up is a later event).
final class ResetTimingProbe: ProbeScreen {
  init() { super.init("resetTiming", emulated: "endOfSendEvent") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = place(
      RecordingView(), CGRect(x: 40, y: 200, width: 300, height: 200), id: "probe-target")
    let failing = RecordingRecognizer()
    var failedIn: Int?
    failing.onPhase = { [weak self] phase, _ in
      guard phase == "began", let window = self?.view.window as? ProbeWindow else { return }
      guard window.sendEventDepth > 0 else {
        self?.answer("unknown", "the recognizer saw the touch outside UIWindow.sendEvent")
        return
      }
      failedIn = window.sendEventCount
      failing.state = .failed
    }
    failing.onReset = { [weak self] in
      guard let failed = failedIn, let window = self?.view.window as? ProbeWindow else { return }
      if window.sendEventDepth == 0 {
        self?.answer("nextMainQueueTurn", "reset outside sendEvent")
      } else if window.sendEventCount == failed {
        self?.answer("endOfSendEvent", "reset in the sendEvent of the failure")
      } else {
        self?.answer("laterSendEvent", "reset in a later event's sendEvent")
      }
    }
    target.addGestureRecognizer(failing)
  }
}
