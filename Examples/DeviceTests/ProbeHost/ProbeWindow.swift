import UIKit

/// The probe app's window: it counts its `sendEvent(_:)` calls, so that a
/// probe can tell whether UIKit did something inside the delivery of an
/// event or after it, and can carry key commands of its own (the end of
/// every view's responder chain but the application's).
final class ProbeWindow: UIWindow {
  /// How many `sendEvent(_:)` calls are running now.
  private(set) var sendEventDepth = 0
  /// How many have started: which event a probe is in.
  private(set) var sendEventCount = 0
  /// Key commands a probe puts on the window, and what they call.
  var probeKeyCommands: [UIKeyCommand] = []
  var onKeyCommand: ((String) -> Void)?

  override func sendEvent(_ event: UIEvent) {
    sendEventDepth += 1
    sendEventCount += 1
    super.sendEvent(event)
    sendEventDepth -= 1
  }

  override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + probeKeyCommands
  }

  @objc func probeWindowKeyCommand(_ command: UIKeyCommand) {
    onKeyCommand?(command.input ?? "")
  }
}
