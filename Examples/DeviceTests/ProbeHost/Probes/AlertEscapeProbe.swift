import UIKit

/// `alertEscape` (K13): whether Escape over an alert is the alert's Cancel,
/// handled by the system before the app's key commands, or is left to the
/// responder chain, where the app's Escape command (on the window: the end
/// of every chain in it but the application's) fires and the alert stays.
/// UI test: open the alert, press Escape.
final class AlertEscapeProbe: ProbeScreen {
  private var cancelled = false
  private var appEscape = false

  init() { super.init("alertEscape", emulated: "systemCancelsAlert") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    button("Open alert", CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-open") {
      [weak self] in
      guard let self, let window = view.window as? ProbeWindow else { return }
      window.probeKeyCommands = [
        UIKeyCommand(
          input: UIKeyCommand.inputEscape, modifierFlags: [],
          action: #selector(ProbeWindow.probeWindowKeyCommand(_:)))
      ]
      window.onKeyCommand = { [weak self] _ in
        self?.appEscape = true
        self?.after(0.5) { self?.decide() }
      }
      let alert = UIAlertController(title: "Probe", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
          self?.cancelled = true
          self?.after(0.5) { self?.decide() }
        })
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }
  }

  private func decide() {
    // An alert left up would hide the result label from the UI test.
    if presentedViewController is UIAlertController { dismiss(animated: false) }
    let detail = "alert cancelled: \(cancelled), app's Escape fired: \(appEscape)"
    switch (cancelled, appEscape) {
    case (true, false): answer("systemCancelsAlert", detail)
    case (false, true): answer("leftToResponderChain", detail)
    default: answer("both", detail)
    }
  }
}
