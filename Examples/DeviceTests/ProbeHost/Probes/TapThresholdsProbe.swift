import UIKit

/// `tapThresholds` (E16): how far a tap may move (the emulation: 10 pt,
/// 5 pt or 20 pt, per axis from touch-down) and how long after a tap the
/// next may begin for a double tap (0.35 s, 0.25 s or 0.6 s). Each touch on
/// the left target (a tap recognizer) gives its travel and whether it was a
/// tap; each pair of touches on the right one (a double-tap recognizer) the
/// time between them and whether it was a double tap. The line names the
/// value every sample agrees with. UI test: drags of growing travel on the
/// left, then a double tap and two single taps on the right.
final class TapThresholdsProbe: ProbeScreen {
  private struct Sample {
    var measured: Double
    var recognized = false
  }

  /// (value, movement in points, interval in seconds), as the emulation has them.
  private static let values: [(String, Double, Double)] = [
    ("standard", 10, 0.35), ("tight", 5, 0.25), ("loose", 20, 0.6),
  ]
  private var travels: [Sample] = []
  private var intervals: [Sample] = []
  private var start: CGPoint = .zero
  private var lastEnd: TimeInterval?
  private var pairOpen = false

  init() { super.init("tapThresholds", emulated: "standard") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let single = place(
      RecordingView(), CGRect(x: 16, y: 200, width: 170, height: 300), id: "probe-target")
    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
    tap.cancelsTouchesInView = false
    tap.delaysTouchesEnded = false  // the view sees every touch-up
    single.addGestureRecognizer(tap)
    single.onPhase = { [weak self] phase, touches in
      guard let self, let touch = touches.first, phase == "began" || !travels.isEmpty else {
        return
      }
      let point = touch.location(in: nil)
      switch phase {
      case "began":
        start = point
        travels.append(Sample(measured: 0))
      case "moved", "ended", "cancelled":
        let travel = Double(max(abs(point.x - start.x), abs(point.y - start.y)))
        travels[travels.count - 1].measured = max(travels[travels.count - 1].measured, travel)
      default: break
      }
    }
    let double = place(
      RecordingView(), CGRect(x: 200, y: 200, width: 170, height: 300), id: "probe-double")
    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(doubleTapped))
    doubleTap.numberOfTapsRequired = 2
    doubleTap.cancelsTouchesInView = false
    doubleTap.delaysTouchesEnded = false
    double.addGestureRecognizer(doubleTap)
    double.onPhase = { [weak self] phase, touches in
      guard let self, let touch = touches.first else { return }
      if phase == "began" {
        // The second touch of a pair: past 1.5 s, a pair under no reading.
        if pairOpen, let end = lastEnd, touch.timestamp - end < 1.5 {
          intervals.append(Sample(measured: touch.timestamp - end))
          pairOpen = false
        } else {
          pairOpen = true
        }
      }
      if phase == "ended" || phase == "cancelled" { lastEnd = touch.timestamp }
    }
  }

  @objc private func tapped() {
    guard !travels.isEmpty else { return }
    travels[travels.count - 1].recognized = true
    update()
  }

  @objc private func doubleTapped() {
    if !intervals.isEmpty { intervals[intervals.count - 1].recognized = true }
    update()
  }

  /// Called again at each tap: the UI test reads the line after its last
  /// gesture, so the line says what all samples say so far.
  private func update() {
    after(0.4) { [weak self] in self?.classify() }
  }

  private func classify() {
    let agreeing = Self.values.filter { _, movement, interval in
      travels.allSatisfy { $0.recognized == ($0.measured <= movement) }
        && intervals.allSatisfy { $0.recognized == ($0.measured <= interval) }
    }
    let measured =
      "taps: "
      + travels.map { String(format: "%.1f pt %@", $0.measured, $0.recognized ? "yes" : "no") }
      .joined(separator: ", ") + "; double taps: "
      + intervals.map { String(format: "%.2f s %@", $0.measured, $0.recognized ? "yes" : "no") }
      .joined(separator: ", ")
    switch agreeing.count {
    case 1: answer(agreeing[0].0, measured, final: false)
    case 0: answer("other", measured, final: false)
    default: answer("unknown", "several values agree: " + measured, final: false)
    }
  }
}
