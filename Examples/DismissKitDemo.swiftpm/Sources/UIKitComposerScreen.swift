import DismissKit
import SwiftUI
import UIKit

/// A UIKit screen inside the SwiftUI app: a message list with the chat
/// composer in its `inputAccessoryView` (the pattern of MessageKit and
/// InputBarAccessoryView), a `UIAlertController` with a text field, and a
/// UIKit popup closed by a tap outside it.
///
/// The composer lives in the keyboard's own window, not in the app's: a tap
/// on the messages must still end its editing, a tap on its Send button must
/// not. Typing in the alert's text field and tapping the alert must never end
/// the alert's editing: the alert is a system presentation.
struct UIKitComposerScreen: View {
  @EnvironmentObject private var log: DecisionLog

  var body: some View {
    ComposerScreenRepresentable(log: log)
      .ignoresSafeArea(.keyboard)
      .navigationTitle("UIKit")
      .navigationBarTitleDisplayMode(.inline)
  }
}

struct ComposerScreenRepresentable: UIViewControllerRepresentable {
  let log: DecisionLog

  func makeUIViewController(context: Context) -> ComposerViewController {
    ComposerViewController(log: log)
  }

  func updateUIViewController(_ controller: ComposerViewController, context: Context) {}
}

/// The composer bar: a text field and a Send button that keeps the
/// keyboard (a `UIControl`: DismissKit's default for controls is keep).
final class ComposerBar: UIView {
  let field = UITextField()
  let sendButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    autoresizingMask = .flexibleHeight
    field.placeholder = "Message (input accessory)"
    field.borderStyle = .roundedRect
    field.accessibilityIdentifier = "composer-field"
    sendButton.setTitle("Send", for: .normal)
    sendButton.accessibilityIdentifier = "composer-send"
    let stack = UIStackView(arrangedSubviews: [field, sendButton])
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  // Sized by its content, as an input accessory view must be.
  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 52) }
}

final class ComposerViewController: UIViewController, KeyboardDismissing, UITableViewDataSource {
  private let log: DecisionLog
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let composer = ComposerBar(frame: CGRect(x: 0, y: 0, width: 320, height: 52))
  private var messages = (1...30).map { "UIKit message \($0)" }
  private weak var popup: UIView?

  init(log: DecisionLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { composer }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let alertButton = UIButton(type: .system)
    alertButton.setTitle("Rename… (UIAlertController)", for: .normal)
    alertButton.accessibilityIdentifier = "show-alert"
    alertButton.addAction(UIAction { [weak self] _ in self?.showAlert() }, for: .touchUpInside)
    let popupButton = UIButton(type: .system)
    popupButton.setTitle("Info popup", for: .normal)
    popupButton.accessibilityIdentifier = "show-popup"
    popupButton.addAction(
      UIAction { [weak self] _ in self?.togglePopup(from: popupButton) }, for: .touchUpInside)
    let buttons = UIStackView(arrangedSubviews: [alertButton, popupButton])
    buttons.distribution = .equalSpacing
    buttons.translatesAutoresizingMaskIntoConstraints = false

    tableView.dataSource = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    tableView.keyboardDismissMode = .none
    tableView.accessibilityIdentifier = "composer-messages"
    tableView.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(buttons)
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      buttons.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      buttons.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      buttons.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      tableView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    composer.sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
    // One line: taps outside text inputs end editing, here and in the
    // composer (which lives in the keyboard's window).
    dismissKeyboardOnTapOutside()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Shows the composer at the bottom while the keyboard is down.
    becomeFirstResponder()
  }

  private func send() {
    guard let text = composer.field.text, !text.isEmpty else { return }
    messages.append(text)
    composer.field.text = ""
    tableView.reloadData()
    tableView.scrollToRow(
      at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
  }

  private func showAlert() {
    let alert = UIAlertController(
      title: "Rename", message: "Tap the alert's title while typing: editing goes on.",
      preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "New name"
      field.accessibilityIdentifier = "alert-field"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Rename", style: .default) { [weak self] _ in
        self?.title = alert.textFields?.first?.text
      })
    present(alert, animated: true)
  }

  private func togglePopup(from button: UIView) {
    if let popup {
      popup.removeFromSuperview()
      return
    }
    let label = UILabel()
    label.text = "A UIKit layer: a tap outside closes it."
    label.numberOfLines = 0
    label.textAlignment = .center
    label.backgroundColor = .tertiarySystemBackground
    label.layer.cornerRadius = 12
    label.layer.masksToBounds = true
    label.accessibilityIdentifier = "popup"
    label.isUserInteractionEnabled = true
    label.frame = CGRect(
      x: 40, y: button.frame.maxY + 60, width: view.bounds.width - 80, height: 80)
    view.addSubview(label)
    label.addInteraction(
      DismissibleLayerInteraction(excluding: [button]) { [weak self] view, reason, completion in
        // The handler learns why, and says when the layer is gone.
        self?.log.recordDismissal(of: "the UIKit popup", reason: reason, source: "layer handler")
        view.removeFromSuperview()
        completion(true)
      })
    popup = label
  }

  // MARK: UITableViewDataSource

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
