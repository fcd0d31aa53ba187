import DismissKit
import UIKit

/// L4: a popover (on an iPhone too) made dismissible with `makeDismissible()`,
/// whose presentation delegate refuses every dismissal; the window has
/// DismissKit's `DismissInteraction`. The popover's label counts
/// `presentationControllerDidAttemptToDismiss(_:)` calls: UIKit's own
/// outside-tap dismissal and DismissKit's may each report one tap.
final class RefusingPopoverScreen: UIViewController, UIPopoverPresentationControllerDelegate {
  private let opener = UIButton(type: .system)
  private let attempts = UILabel()
  private var attemptCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    opener.frame = CGRect(x: 40, y: 200, width: 200, height: 44)
    opener.setTitle("Open popover", for: .normal)
    opener.accessibilityIdentifier = "l4-open"
    opener.addAction(
      UIAction { [weak self] _ in self?.openPopover() }, for: .primaryActionTriggered)
    view.addSubview(opener)
  }

  private func openPopover() {
    let content = UIViewController()
    attempts.frame = CGRect(x: 16, y: 16, width: 200, height: 40)
    attempts.text = "Attempts: 0"
    attempts.accessibilityIdentifier = "l4-attempts"
    content.view.addSubview(attempts)
    content.preferredContentSize = CGSize(width: 240, height: 80)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = opener
    content.popoverPresentationController?.sourceRect = opener.bounds
    content.popoverPresentationController?.delegate = self
    present(content, animated: false)
    content.makeDismissible()
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
    false
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    attemptCount += 1
    attempts.text = "Attempts: \(attemptCount)"
  }
}
