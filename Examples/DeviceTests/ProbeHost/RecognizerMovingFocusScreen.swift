import UIKit

/// T22: an app's tap recognizer on a "Next" label makes the second field
/// first responder; the window has DismissKit's `DismissInteraction`. The
/// labels show the focused field and how often the keyboard began to hide
/// (`keyboardWillHideNotification`): a drop and rise counts one.
final class RecognizerMovingFocusScreen: UIViewController {
  private let first = UITextField()
  private let second = UITextField()
  private let focus = UILabel()
  private let hides = UILabel()
  private var hideCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for (field, name, y) in [(first, "a", 100.0), (second, "b", 160.0)] {
      field.frame = CGRect(x: 20, y: y, width: 300, height: 40)
      field.borderStyle = .roundedRect
      field.placeholder = "Field \(name.uppercased())"
      field.accessibilityIdentifier = "t22-field-\(name)"
      field.addTarget(self, action: #selector(focusChanged), for: .editingDidBegin)
      field.addTarget(self, action: #selector(focusChanged), for: .editingDidEnd)
      view.addSubview(field)
    }
    let next = UILabel(frame: CGRect(x: 20, y: 220, width: 120, height: 44))
    next.text = "Next"
    next.accessibilityIdentifier = "t22-next"
    next.isUserInteractionEnabled = true
    next.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(moveFocus)))
    view.addSubview(next)
    for (label, name, y) in [(focus, "focus", 280.0), (hides, "hides", 320.0)] {
      label.frame = CGRect(x: 20, y: y, width: 300, height: 30)
      label.accessibilityIdentifier = "t22-\(name)"
      view.addSubview(label)
    }
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide),
      name: UIResponder.keyboardWillHideNotification, object: nil)
    focusChanged()
    hides.text = "Keyboard hides: 0"
  }

  @objc private func moveFocus() { second.becomeFirstResponder() }

  @objc private func focusChanged() {
    focus.text =
      first.isFirstResponder
      ? "Focused: A" : second.isFirstResponder ? "Focused: B" : "Focused: none"
  }

  @objc private func keyboardWillHide() {
    hideCount += 1
    hides.text = "Keyboard hides: \(hideCount)"
  }
}
