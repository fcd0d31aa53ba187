import UIKit

/// The baseline's window recognizer: it watches every touch, never
/// recognizes, blocks nothing, and fails when its touches end. With
/// `endsEditing`, the naive code DismissKit replaces: it also ends editing
/// in its window when a touch ends, wherever the touch was.
@MainActor
final class InertRecognizer: UIGestureRecognizer {
  private let endsEditing: Bool

  init(endsEditing: Bool = false) {
    self.endsEditing = endsEditing
    super.init(target: nil, action: nil)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if endsEditing { _ = view?.endEditing(true) }
    if state == .possible { state = .failed }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if state == .possible { state = .failed }
  }
}
