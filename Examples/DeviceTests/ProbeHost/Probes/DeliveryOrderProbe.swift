import UIKit
import UIKit.UIGestureRecognizerSubclass

/// `deliveryOrder` (E4, T12): whether the window's own recognizer (as
/// DismissKit's: it never recognizes) sees a touch's phases after the other
/// recognizers on the touch or before them. One recognizer on the window,
/// one on the tapped view, both recording. UI test: one tap.
final class DeliveryOrderProbe: ProbeScreen {
  private var order: [String] = []
  private let windowRecognizer = RecordingRecognizer()

  init() { super.init("deliveryOrder", emulated: "windowLast") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = place(
      RecordingView(), CGRect(x: 40, y: 200, width: 300, height: 200), id: "probe-target")
    let viewRecognizer = RecordingRecognizer()
    viewRecognizer.onPhase = { [weak self] phase, _ in
      self?.order.append("view \(phase)")
      if phase == "ended" { viewRecognizer.state = .failed }
    }
    target.addGestureRecognizer(viewRecognizer)
    windowRecognizer.onPhase = { [weak self] phase, _ in
      guard let self else { return }
      order.append("window \(phase)")
      if phase == "ended" { windowRecognizer.state = .failed }
    }
    target.onPhase = { [weak self] phase, _ in
      if phase == "ended" { self?.after(0.2) { self?.decide() } }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    view.window?.addGestureRecognizer(windowRecognizer)
  }

  private func decide() {
    let seen = order.joined(separator: ", ")
    func windowFirst(_ phase: String) -> Bool? {
      guard let window = order.firstIndex(of: "window \(phase)"),
        let view = order.firstIndex(of: "view \(phase)")
      else { return nil }
      return window < view
    }
    switch (windowFirst("began"), windowFirst("ended")) {
    case (false, false): answer("windowLast", seen)
    case (true, true): answer("windowFirst", seen)
    case (nil, _), (_, nil): answer("unknown", "a recognizer missed a phase: \(seen)")
    default: answer("mixed", seen)
    }
  }
}
