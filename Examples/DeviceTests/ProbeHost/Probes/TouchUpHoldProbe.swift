import UIKit

/// `touchUpHold` (T12): whether the window decides to hold a view's touch-up
/// before or after its `delaysTouchesEnded` recognizers see the ended phase.
/// A tap recognizer that does not cancel touches recognizes as it sees the
/// touch-up: a held touch-up is then cancelled ("If the gesture recognizer
/// subsequently recognizes its gesture, these touch objects are cancelled",
/// `delaysTouchesEnded`), one not held is delivered. UI test: one tap.
final class TouchUpHoldProbe: ProbeScreen {
  init() { super.init("touchUpHold", emulated: "decidedBeforeRecognizers") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = place(
      RecordingView(), CGRect(x: 40, y: 200, width: 300, height: 200), id: "probe-target")
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    tap.delaysTouchesEnded = true
    target.addGestureRecognizer(tap)
    target.onPhase = { [weak self] phase, _ in
      if phase == "ended" { self?.answer("decidedAfterRecognizers", "the view got its touch-up") }
      if phase == "cancelled" {
        self?.answer("decidedBeforeRecognizers", "the view's touch-up was held, then cancelled")
      }
    }
  }
}
