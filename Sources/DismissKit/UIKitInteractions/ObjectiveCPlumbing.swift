#if canImport(UIKit) && canImport(ObjectiveC) && !os(watchOS)
  // `@preconcurrency`: UIKit declares the accessibility notifications as
  // mutable globals, which Swift 6 refuses to read otherwise.
  @preconcurrency import UIKit
  // The recognizer subclass API (settable `state`, touch methods, `reset()`).
  import UIKit.UIGestureRecognizerSubclass

  // All the adapter's Objective-C plumbing, so that on Linux the emulated
  // UIKit can supply these members instead (Emulation/Sources/DismissKit).

  extension DismissWindowAttachment {
    static let escapeAction = #selector(UIViewController.dismissKitEscapeKeyPressed(_:))

    /// The bundle of the app or framework that defines the controller's
    /// class (N8): "the NSBundle object with which the specified class is
    /// associated".
    static func bundleIdentifier(of controller: UIViewController) -> String? {
      Bundle(for: type(of: controller)).bundleIdentifier
    }

    /// The observers go with the attachment (F13).
    func startObservingTextEditing() {
      for name in Self.editingNotifications {
        NotificationCenter.default.addObserver(
          self, selector: #selector(textEditingNotified(_:)), name: name, object: nil)
      }
    }

    func stopObservingTextEditing() { NotificationCenter.default.removeObserver(self) }

    @objc private func textEditingNotified(_ note: Notification) { editingChanged(note) }
  }

  extension UIViewController {
    @objc func dismissKitEscapeKeyPressed(_ command: UIKeyCommand) {
      viewIfLoaded?.window.flatMap(DismissWindowAttachment.existing(for:))?.escapeKeyCommandFired()
    }
  }

  /// The delegate's optional methods, told as around an interactive dismissal.
  extension UIPresentationController {
    var delegateRefuses: Bool { delegate?.presentationControllerShouldDismiss?(self) == false }
    func delegateDidAttemptDismiss() { delegate?.presentationControllerDidAttemptToDismiss?(self) }
    func delegateWillDismiss() { delegate?.presentationControllerWillDismiss?(self) }
    func delegateDidDismiss() { delegate?.presentationControllerDidDismiss?(self) }
  }

  /// The main run loop's observers and timers, for the adapters' scheduler.
  extension MainQueueScheduler {
    /// Once, in the main run loop's before-waiting observers, after all the
    /// others: the largest order runs last ("this value determines the
    /// order (from small to large) in which the observers are called",
    /// CFRunLoopObserverGetOrder), so after Core Animation's commit and
    /// SwiftUI's update of the pass (T18).
    func scheduleAfterUpdates(_ work: @escaping @MainActor () -> Void) {
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, false, CFIndex.max
      ) { _, _ in work() }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
      // Type-checked as main-actor isolated, as `async` is (T13).
      DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { work() }
    }
  }
#endif
