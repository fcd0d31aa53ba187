import UIKit

/// `keyCommandsOverride` (K15): apps' controllers override `keyCommands`
/// with or without `super`'s (the apps' choice). Whether an override
/// without `super` hides a command added with `addKeyCommand(_:)` is
/// UIKit's: it fires anyway (no app can hide it: `callsSuper` is all there
/// is) or is hidden (as the `withoutSuper` value models). UI test: press B
/// (the added command), then A (the override's own, the witness).
final class KeyCommandsOverrideProbe: ProbeScreen {
  private let responder = KeyWitness()

  init() { super.init("keyCommandsOverride", emulated: "callsSuper") }

  required init?(coder: NSCoder) { nil }

  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: "a", modifierFlags: [], action: #selector(pressedA))]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addKeyCommand(UIKeyCommand(input: "b", modifierFlags: [], action: #selector(pressedB)))
    place(responder, CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-witness")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    responder.becomeFirstResponder()
  }

  @objc private func pressedB() {
    answer("callsSuper", "the added command fired past an override without super")
  }

  @objc private func pressedA() {
    answer("withoutSuper", "the added command was hidden; the override's own fired")
  }
}
