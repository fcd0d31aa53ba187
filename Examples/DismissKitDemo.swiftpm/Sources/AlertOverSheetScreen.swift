import DismissKit
import SwiftUI
import UIKit

/// First-hour check 6 (ledger K13): a UIKit form sheet made dismissible
/// (`makeDismissible()`), with a "Discard changes?" `UIAlertController` over
/// it. With a hardware keyboard, Escape goes to the front-most presentation:
/// the alert is a system surface, so Escape cancels the alert (UIKit's own
/// handling) and leaves the sheet up. With no alert, Escape closes the
/// sheet.
struct AlertOverSheetScreen: View {
  @EnvironmentObject private var log: DecisionLog

  var body: some View {
    AlertOverSheetRepresentable(log: log)
      .navigationTitle("Alert over a sheet")
      .navigationBarTitleDisplayMode(.inline)
  }
}

struct AlertOverSheetRepresentable: UIViewControllerRepresentable {
  let log: DecisionLog

  func makeUIViewController(context: Context) -> AlertOverSheetController {
    AlertOverSheetController(log: log)
  }

  func updateUIViewController(_ controller: AlertOverSheetController, context: Context) {}
}

final class AlertOverSheetController: UIViewController {
  private let log: DecisionLog
  /// The window's interaction, added while this screen is shown: a
  /// presented sheet is outside this screen's view, so the window serves
  /// it, as a UIKit app's scene delegate would.
  private weak var windowInteraction: DismissInteraction?

  init(log: DecisionLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let open = UIButton(type: .system)
    open.setTitle("Edit in a form sheet", for: .normal)
    open.accessibilityIdentifier = "k13-open-sheet"
    open.addAction(UIAction { [weak self] _ in self?.showEditor() }, for: .touchUpInside)
    let note = UILabel()
    note.numberOfLines = 0
    note.font = .preferredFont(forTextStyle: .footnote)
    note.text =
      "Must happen (hardware keyboard): in the sheet, tap Discard…, then press Escape: the alert "
      + "is cancelled and the sheet stays. Escape again closes the sheet."
    let stack = UIStackView(arrangedSubviews: [open, note])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let window = view.window, windowInteraction == nil else { return }
    let interaction = DismissInteraction()
    window.addInteraction(interaction)
    windowInteraction = interaction
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if presentedViewController != nil { return }
    if let interaction = windowInteraction { interaction.view?.removeInteraction(interaction) }
  }

  private func showEditor() {
    let editor = SheetEditorController()
    let navigation = UINavigationController(rootViewController: editor)
    navigation.modalPresentationStyle = .formSheet
    present(navigation, animated: true)
    let layer = navigation.makeDismissible()
    layer.onDismiss = log.dismissal(of: "the UIKit form sheet")
  }
}

/// The sheet: a field, and a Discard button that asks first.
final class SheetEditorController: UIViewController {
  private let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Editor"
    field.borderStyle = .roundedRect
    field.placeholder = "Draft"
    field.accessibilityIdentifier = "k13-field"
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    let discard = UIBarButtonItem(
      title: "Discard…", primaryAction: UIAction { [weak self] _ in self?.askToDiscard() })
    discard.accessibilityIdentifier = "k13-discard"
    navigationItem.leftBarButtonItem = discard
  }

  private func askToDiscard() {
    let alert = UIAlertController(
      title: "Discard changes?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
    alert.addAction(
      UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
        self?.dismiss(animated: true)
      })
    present(alert, animated: true)
  }
}
