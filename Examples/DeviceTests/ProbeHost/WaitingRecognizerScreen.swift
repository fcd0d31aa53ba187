import UIKit

/// T19: an app's pan whose delegate makes it wait for every other
/// recognizer to fail (the "waits for everything" pattern), on a view in a
/// window with DismissKit's `DismissInteraction`. The labels show when the
/// pan began, by the window's event count (`ProbeWindow`): during the drag,
/// or in the touch-up event or after it; and the recognizers it was made to
/// wait for.
final class WaitingRecognizerScreen: UIViewController, UIGestureRecognizerDelegate {
  private let began = UILabel()
  private let waits = UILabel()
  private var waitedFor: Set<String> = []
  private var panEvent: Int?
  private var touchUpEvent: Int?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let area = RecordingView(frame: CGRect(x: 20, y: 200, width: 340, height: 300))
    area.accessibilityIdentifier = "t19-area"
    // The view hears the touch-up itself, in the event that carries it.
    area.onPhase = { [weak self] phase, _ in
      guard let self, phase == "ended" || phase == "cancelled", touchUpEvent == nil else { return }
      touchUpEvent = eventCount
      show()
    }
    let pan = UIPanGestureRecognizer(target: self, action: #selector(panned))
    pan.cancelsTouchesInView = false
    pan.delaysTouchesEnded = false
    pan.delegate = self
    area.addGestureRecognizer(pan)
    view.addSubview(area)
    for (label, name, y) in [(began, "pan", 80.0), (waits, "waits", 120.0)] {
      label.frame = CGRect(x: 20, y: y, width: 340, height: 60)
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .footnote)
      label.accessibilityIdentifier = "t19-\(name)"
      view.addSubview(label)
    }
    show()
  }

  private var eventCount: Int { (view.window as? ProbeWindow)?.sendEventCount ?? 0 }

  @objc private func panned(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .began, panEvent == nil else { return }
    panEvent = eventCount
    show()
  }

  /// Waits for every other recognizer, DismissKit's on the window too.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    waitedFor.insert(String(describing: type(of: otherGestureRecognizer)))
    return true
  }

  private func show() {
    let when =
      switch (panEvent, touchUpEvent) {
      case (nil, nil): "not yet"
      case (nil, _): "not by touch-up"
      case (_, nil): "during the drag"
      case (let pan?, let up?): pan < up ? "during the drag" : "at touch-up"
      }
    began.text = "Pan began: \(when)"
    waits.text = "Waits for: \(waitedFor.sorted().joined(separator: ", "))"
  }
}
