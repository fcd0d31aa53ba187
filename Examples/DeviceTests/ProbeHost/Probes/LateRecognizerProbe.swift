import UIKit

/// `lateRecognizer` (T17): whether a recognizer added to a view during a
/// touch gets that touch's later phases. The view adds one at its
/// touch-down; recognizers see each phase before the view ("A window
/// delivers touch events to a gesture recognizer before it delivers them to
/// the hit-tested view", `UIGestureRecognizer`), so at the view's touch-up
/// the late one has seen it or never will. UI test: a press of 0.5 s.
final class LateRecognizerProbe: ProbeScreen {
  private var late: RecordingRecognizer?
  private var lateSaw: [String] = []

  init() { super.init("lateRecognizer", emulated: "skipsSequence") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = place(
      RecordingView(), CGRect(x: 40, y: 200, width: 300, height: 200), id: "probe-target")
    target.onPhase = { [weak self] phase, _ in
      guard let self else { return }
      if phase == "began", late == nil {
        let recognizer = RecordingRecognizer()
        recognizer.onPhase = { [weak self] phase, _ in self?.lateSaw.append(phase) }
        target.addGestureRecognizer(recognizer)
        late = recognizer
      }
      if phase == "ended" || phase == "cancelled" {
        let saw = lateSaw.joined(separator: ", ")
        answer(
          lateSaw.isEmpty ? "skipsSequence" : "getsLaterPhases",
          "the late recognizer saw: \(saw.isEmpty ? "nothing" : saw)")
      }
    }
  }
}
