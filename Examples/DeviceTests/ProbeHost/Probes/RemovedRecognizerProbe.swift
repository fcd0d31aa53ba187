import UIKit

/// `removedRecognizer` (E17): whether a `delaysTouchesEnded` recognizer
/// removed while it holds a view's touch-up lets the view have it, or the
/// touch-up is lost. The recognizer stays possible past the touch-up (so it
/// holds it) and is removed 0.2 s later. UI test: one tap.
final class RemovedRecognizerProbe: ProbeScreen {
  private var viewSaw: [String] = []

  init() { super.init("removedRecognizer", emulated: "releasesHeldTouches") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = place(
      RecordingView(), CGRect(x: 40, y: 200, width: 300, height: 200), id: "probe-target")
    let holder = RecordingRecognizer()
    holder.delaysTouchesEnded = true
    target.addGestureRecognizer(holder)
    target.onPhase = { [weak self] phase, _ in self?.viewSaw.append(phase) }
    holder.onPhase = { [weak self] phase, _ in
      guard phase == "ended" else { return }
      self?.after(0.2) { [weak self] in
        guard let self else { return }
        if viewSaw.contains("ended") {
          answer("unknown", "the touch-up was not held: \(viewSaw.joined(separator: ", "))")
          return
        }
        target.removeGestureRecognizer(holder)
        after(0.5) { [weak self] in self?.decide() }
      }
    }
  }

  private func decide() {
    let saw = viewSaw.joined(separator: ", ")
    if viewSaw.contains("ended") {
      answer("releasesHeldTouches", "the view saw: \(saw)")
    } else if viewSaw.contains("cancelled") {
      answer("cancelsHeldTouches", "the view saw: \(saw)")
    } else {
      answer("dropsHeldTouches", "the view saw: \(saw)")
    }
  }
}
