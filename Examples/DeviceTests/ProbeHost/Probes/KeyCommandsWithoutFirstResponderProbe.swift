import UIKit

/// `keyCommandsWithoutFirstResponder` (K9): whether a key command on the key
/// window's top view controller fires while nothing is first responder.
/// UI test: press K with no first responder; tap "Focus witness" (a view
/// becomes first responder); press W. K firing answers; W firing without K
/// shows that keys reach the app and K was not dispatched.
final class KeyCommandsWithoutFirstResponderProbe: ProbeScreen {
  private let witness = KeyWitness()

  init() {
    super.init("keyCommandsWithoutFirstResponder", emulated: "fromTopViewController")
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    addKeyCommand(UIKeyCommand(input: "k", modifierFlags: [], action: #selector(pressedK)))
    place(witness, CGRect(x: 40, y: 260, width: 200, height: 44), id: "probe-witness")
    witness.add("w")
    witness.onKey = { [weak self] _ in
      self?.answer("notDispatched", "K did nothing; W on a first responder fired")
    }
    button("Focus witness", CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-step") {
      [weak self] in _ = self?.witness.becomeFirstResponder()
    }
  }

  @objc private func pressedK() {
    answer("fromTopViewController", "K fired with no first responder")
  }
}
