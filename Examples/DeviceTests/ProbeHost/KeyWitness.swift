import UIKit

/// A plain view that can be first responder, with key commands of its own:
/// the first responder of the key probes, and their witness that key
/// presses reach the app at all (a command on it that fires shows it).
final class KeyWitness: UIView {
  var commands: [UIKeyCommand] = []
  var onKey: ((String) -> Void)?

  override var canBecomeFirstResponder: Bool { true }

  override var keyCommands: [UIKeyCommand]? { commands }

  /// A command for `input` that reports it to `onKey`.
  func add(_ input: String) {
    commands.append(
      UIKeyCommand(input: input, modifierFlags: [], action: #selector(witnessKeyCommand(_:))))
  }

  @objc func witnessKeyCommand(_ command: UIKeyCommand) {
    onKey?(command.input ?? "")
  }
}
