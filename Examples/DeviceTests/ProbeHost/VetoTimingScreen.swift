import DismissKit
import UIKit

/// V1: a draft card made a dismissible layer and a Save button outside it,
/// the window served by DismissKit's `DismissInteraction`. The label lists,
/// in order, the button's action and the card's veto: the veto is asked
/// once UIKit delivered the tap.
final class VetoTimingScreen: UIViewController {
  private let log = UILabel()
  private var entries: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let card = UIView(frame: CGRect(x: 20, y: 120, width: 300, height: 200))
    card.backgroundColor = .secondarySystemBackground
    let layer = DismissibleLayerInteraction()
    layer.shouldDismiss = { [weak self] _ in
      self?.record("veto")
      return true
    }
    card.addInteraction(layer)
    view.addSubview(card)
    let save = UIButton(type: .system)
    save.frame = CGRect(x: 20, y: 400, width: 200, height: 44)
    save.setTitle("Save", for: .normal)
    save.accessibilityIdentifier = "v1-save"
    save.addAction(UIAction { [weak self] _ in self?.record("action") }, for: .touchUpInside)
    view.addSubview(save)
    log.frame = CGRect(x: 20, y: 480, width: 300, height: 40)
    log.accessibilityIdentifier = "v1-log"
    log.text = "Log:"
    view.addSubview(log)
  }

  private func record(_ entry: String) {
    entries.append(entry)
    log.text = "Log: " + entries.joined(separator: ", ")
  }
}
