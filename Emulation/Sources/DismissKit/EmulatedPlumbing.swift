// The Linux side of Sources/DismissKit/UIKitInteractions/ObjectiveCPlumbing.swift: the
// same members, without the Objective-C runtime. Part of the emulation's
// DismissKit target only (the repository's sources come in through the
// link `Shipped`); nothing here ships.
import UIKit

extension DismissWindowAttachment {
  static var escapeAction: Selector {
    Selector("dismissKitEscapeKeyPressed:") { object in
      guard let controller = object as? UIViewController else { return nil }
      return { _ in
        let window = controller.viewIfLoaded?.window
        window.flatMap(DismissWindowAttachment.existing(for:))?.escapeKeyCommandFired()
      }
    }
  }

  /// `Bundle(for:)` as the emulated UIKit answers it (ClassBundles.swift).
  static func bundleIdentifier(of controller: UIViewController) -> String? {
    UIKitEmulation.bundleIdentifier(of: type(of: controller))
  }

  private static var editingObservers: [ObjectIdentifier: [any NSObjectProtocol]] = [:]

  /// The block form, with no queue: the block runs synchronously on the
  /// posting thread, as the selector form's method does.
  func startObservingTextEditing() {
    // A freed attachment's tokens, at a reused address: its blocks were
    // inert (weak), as Apple drops a freed object's selector observers.
    stopObservingTextEditing()
    Self.editingObservers[ObjectIdentifier(self)] = Self.editingNotifications.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
        [weak self] notification in
        nonisolated(unsafe) let notification = notification
        MainActor.assumeIsolated { self?.editingChanged(notification) }
      }
    }
  }

  func stopObservingTextEditing() {
    for token in Self.editingObservers.removeValue(forKey: ObjectIdentifier(self)) ?? [] {
      NotificationCenter.default.removeObserver(token)
    }
  }
}

/// The emulated delegate protocol has the documented defaults in place of
/// optional requirements.
extension UIPresentationController {
  var delegateRefuses: Bool { delegate?.presentationControllerShouldDismiss(self) == false }
  func delegateDidAttemptDismiss() { delegate?.presentationControllerDidAttemptToDismiss(self) }
  func delegateWillDismiss() { delegate?.presentationControllerWillDismiss(self) }
  func delegateDidDismiss() { delegate?.presentationControllerDidDismiss(self) }
}

/// The emulation's run loop: its before-waiting observers by order, and its
/// timers on the emulated clock.
extension MainQueueScheduler {
  func scheduleAfterUpdates(_ work: @escaping @MainActor () -> Void) {
    UIKitEmulation.performBeforeWaiting(order: Int.max, work)
  }

  func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void) {
    UIKitEmulation.schedule(after: seconds, work)
  }
}
