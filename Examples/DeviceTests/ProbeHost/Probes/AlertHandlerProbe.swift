import UIKit

/// `alertHandler` (E52): whether a `UIAlertAction`'s handler runs when its
/// button is tapped (the alert still presented, its dismissal starting) or
/// once the dismissal completed (the presenter's `presentedViewController`
/// cleared). UI test: open the alert, tap OK.
final class AlertHandlerProbe: ProbeScreen {
  init() { super.init("alertHandler", emulated: "atOnce") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    button("Open alert", CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-open") {
      [weak self] in
      guard let self else { return }
      let alert = UIAlertController(title: "Probe", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
          guard let self else { return }
          let detail =
            "presented: \(presentedViewController != nil), "
            + "being dismissed: \(alert?.isBeingDismissed ?? false)"
          let presented = alert != nil && presentedViewController === alert
          answer(presented ? "atOnce" : "afterDismissal", detail)
        })
      present(alert, animated: true)
    }
  }
}
