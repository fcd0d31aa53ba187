#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The UIKit side of a window's ``DismissWindowHub``, shared by every
  /// DismissKit scope in the window (UIKit interactions and SwiftUI roots):
  /// the one passive touch observer on the window, the one observer of the
  /// window's text inputs (UIKit's begin and end editing notifications of
  /// `UITextField` and `UITextView`, for inputs in this window), and ending
  /// editing (the focused responder, or `endEditing(true)` on the window;
  /// never `UIApplication.shared`).
  ///
  /// Scopes find it by their window: a `DismissInteraction` on a window at
  /// once, one on a screen's view through its ``DismissWindowFinder``, a
  /// SwiftUI root through its probe view. It goes away with its last scope.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class DismissWindowAttachment: NSObject, DismissHubPlatform {
    private static var attachments: [ObjectIdentifier: DismissWindowAttachment] = [:]

    /// The window's hub.
    let hub = DismissWindowHub()
    private weak var window: UIWindow?
    private let observer = DismissTouchObserver()

    /// The attachment of a window, created (its observers installed) on
    /// demand.
    static func attachment(for window: UIWindow) -> DismissWindowAttachment {
      if let existing = existing(for: window) { return existing }
      attachments = attachments.filter { $0.value.window != nil }
      let attachment = DismissWindowAttachment(window: window)
      attachments[ObjectIdentifier(window)] = attachment
      return attachment
    }

    /// The attachment of a window, if it has one.
    static func existing(for window: UIWindow) -> DismissWindowAttachment? {
      guard let attachment = attachments[ObjectIdentifier(window)], attachment.window === window
      else { return nil }
      return attachment
    }

    private init(window: UIWindow) {
      self.window = window
      super.init()
      hub.platform = self
      observer.hub = hub
      window.addGestureRecognizer(observer)
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

    /// Registers a scope's client. When nothing in the window is known to
    /// have focus, a text input of `scope` that already has it (it began
    /// editing before the window had an attachment) is adopted.
    func add(_ client: any DismissHubClient, scope: UIView) {
      hub.add(client)
      guard !hub.focus.hasResponder,
        let input = DismissViewClassifier.textInputs(in: scope).first(where: \.isFirstResponder)
      else { return }
      hub.focusDidBegin(input, input: input)
    }

    /// Unregisters a scope's client; the last one takes the observers away.
    func remove(_ client: any DismissHubClient) {
      hub.remove(client)
      guard hub.isEmpty else { return }
      window?.removeGestureRecognizer(observer)
      NotificationCenter.default.removeObserver(self)
      Self.attachments = Self.attachments.filter { $0.value !== self && $0.value.window != nil }
    }

    // MARK: - DismissHubPlatform

    func resignFocus(_ responder: AnyObject?) -> Bool {
      if let responder = responder as? UIResponder, responder.isFirstResponder {
        return responder.resignFirstResponder() || !responder.isFirstResponder
      }
      window?.endEditing(true)
      return true
    }

    var now: Double { ProcessInfo.processInfo.systemUptime }

    // MARK: - Focus

    @objc private func textInputDidBeginEditing(_ notification: Notification) {
      guard let input = notification.object as? UIView, input.window === window else { return }
      hub.focusDidBegin(input, input: input)
    }

    @objc private func textInputDidEndEditing(_ notification: Notification) {
      // Not filtered by window: an input may leave its window as it ends
      // editing. The hub ignores an end for a responder it does not track.
      guard let input = notification.object as? UIView else { return }
      hub.focusDidEnd(input)
    }
  }
#endif
