#if canImport(UIKit) && canImport(ObjectiveC) && !os(watchOS)
  import UIKit
  // Makes the recognizer's subclass API visible to the adapter's other
  // files: a settable `state`, the touch methods, `reset()`.
  import UIKit.UIGestureRecognizerSubclass

  // The UIKit adapter's Objective-C plumbing, and nothing else: selectors,
  // `@objc` thunks, the selector form of notification observers, calls of
  // optional protocol requirements. The rest of the adapter is plain Swift
  // on UIKit; on Linux, the emulated UIKit's package supplies these members
  // without the Objective-C runtime (Emulation/Sources/DismissKit).

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension DismissWindowAttachment {
    /// DismissKit's Escape key command; its action is implemented by every
    /// view controller (K4).
    static func makeEscapeKeyCommand() -> UIKeyCommand {
      UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [],
        action: #selector(UIViewController.dismissKitEscapeKeyPressed(_:)))
    }

    /// Observes the begin and end editing notifications of `UITextField`
    /// and `UITextView`, delivered synchronously on the posting (main)
    /// thread (F1).
    func startObservingTextEditing() {
      let observed: [(Notification.Name, Selector)] = [
        (UITextField.textDidBeginEditingNotification, #selector(textInputDidBeginEditing(_:))),
        (UITextView.textDidBeginEditingNotification, #selector(textInputDidBeginEditing(_:))),
        (UITextField.textDidEndEditingNotification, #selector(textInputDidEndEditing(_:))),
        (UITextView.textDidEndEditingNotification, #selector(textInputDidEndEditing(_:))),
      ]
      for (name, selector) in observed {
        NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
      }
    }

    func stopObservingTextEditing() {
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func textInputDidBeginEditing(_ notification: Notification) {
      textInputBeganEditing(notification.object)
    }

    @objc private func textInputDidEndEditing(_ notification: Notification) {
      textInputEndedEditing(notification.object)
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension UIViewController {
    /// The action of DismissKit's Escape key command: UIKit sends it to the
    /// first view controller on the responder chain.
    @objc func dismissKitEscapeKeyPressed(_ command: UIKeyCommand) {
      dismissKitEscapeKeyCommandFired()
    }
  }

  /// The presentation delegate's optional methods, asked as UIKit asks
  /// before an interactive dismissal (L4).
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  enum PresentationDelegate {
    /// `false` only when the delegate implements
    /// `presentationControllerShouldDismiss(_:)` and answers `false`.
    static func shouldDismiss(_ presentation: UIPresentationController) -> Bool {
      presentation.delegate?.presentationControllerShouldDismiss?(presentation) != false
    }

    static func didAttemptToDismiss(_ presentation: UIPresentationController) {
      presentation.delegate?.presentationControllerDidAttemptToDismiss?(presentation)
    }
  }
#endif
