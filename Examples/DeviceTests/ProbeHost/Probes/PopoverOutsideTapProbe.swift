import UIKit
import UIKit.UIGestureRecognizerSubclass

/// `popoverOutsideTap` (L4): a tap outside a popover is seen by UIKit's own
/// dismissal and by the window's recognizer (as DismissKit's, which
/// carries out a touch's effects on a main-queue turn queued at its
/// touch-up). The line says whether UIKit asked its delegate
/// (should- or will-dismiss, whichever first) before that turn or after
/// it. UI test: open the popover, tap outside it.
final class PopoverOutsideTapProbe: ProbeScreen, UIPopoverPresentationControllerDelegate {
  private var events: [String] = []
  private let windowRecognizer = RecordingRecognizer()
  private weak var opener: UIButton?

  init() { super.init("popoverOutsideTap", emulated: "dismissKitFirst") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    windowRecognizer.onPhase = { [weak self] phase, _ in
      guard let self, phase == "ended" else { return }
      windowRecognizer.state = .failed
      guard presentedViewController != nil else { return }
      events.append("window touch-up")
      DispatchQueue.main.async { self.events.append("DismissKit's turn") }
    }
    opener = button("Open popover", CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-open")
    {
      [weak self] in self?.openPopover()
    }
  }

  private func openPopover() {
    let content = UIViewController()
    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 160, height: 40))
    label.text = "Popover"
    label.accessibilityIdentifier = "probe-popover"
    content.view.addSubview(label)
    content.preferredContentSize = CGSize(width: 200, height: 100)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = opener
    content.popoverPresentationController?.sourceRect = opener?.bounds ?? .zero
    content.popoverPresentationController?.delegate = self
    present(content, animated: false)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    view.window?.addGestureRecognizer(windowRecognizer)
  }

  /// A popover on an iPhone too.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    uikitReacted()
    return true
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    uikitReacted()
  }

  private func uikitReacted() {
    let seen = events.joined(separator: ", ")
    if events.isEmpty {
      answer("unknown", "the window's recognizer did not see the tap outside")
    } else {
      answer(events.contains("DismissKit's turn") ? "dismissKitFirst" : "uikitFirst", seen)
    }
  }
}
