import UIKit

/// `equalKeyCommands` (K8): of two Escape commands on one responder (the
/// screen's controller, above a first responder), whether the first or the
/// last added fires. UI test: press Escape, then W (the witness: keys reach
/// the app).
final class EqualKeyCommandsProbe: ProbeScreen {
  private let witness = KeyWitness()

  init() { super.init("equalKeyCommands", emulated: "firstAddedWins") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let escape = UIKeyCommand.inputEscape
    addKeyCommand(UIKeyCommand(input: escape, modifierFlags: [], action: #selector(firstEscape)))
    addKeyCommand(UIKeyCommand(input: escape, modifierFlags: [], action: #selector(lastEscape)))
    place(witness, CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-witness")
    witness.add("w")
    witness.onKey = { [weak self] _ in
      self?.answer("neither", "Escape fired neither command; W fired")
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    witness.becomeFirstResponder()
  }

  @objc private func firstEscape() { answer("firstAddedWins") }

  @objc private func lastEscape() { answer("lastAddedWins") }
}
