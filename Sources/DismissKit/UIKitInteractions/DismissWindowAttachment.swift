#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The UIKit side of a window's ``DismissWindowHub``, shared by every
  /// DismissKit scope in the window (UIKit interactions and SwiftUI roots):
  /// the one passive touch observer on the window, the one observer of the
  /// window's text inputs (UIKit's begin and end editing notifications of
  /// `UITextField` and `UITextView`, for inputs in this window and in the
  /// scene's other windows without a hub of their own, the keyboard's
  /// window included: see ``FocusWindows``), the Escape key command, and
  /// ending editing (the focused responder, or `endEditing(true)` on the
  /// window; never `UIApplication.shared`).
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
      observer.attachment = self
      observer.hub = hub
      window.addGestureRecognizer(observer)
      startObservingTextEditing()
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
      if hub.isEmpty { tearDown() }
    }

    /// Takes the window's observers and key command away.
    private func tearDown() {
      window?.removeGestureRecognizer(observer)
      stopObservingTextEditing()
      setEscapeCommand(on: [])
      Self.attachments = Self.attachments.filter { $0.value !== self && $0.value.window != nil }
    }

    // MARK: - Escape key

    /// DismissKit's Escape key command, on the window's root view
    /// controller and on each view controller presented from it, while an
    /// escape would do something.
    ///
    /// Hardware key presses go "to responder objects in the responder
    /// chain" (Apple, *Handling key presses made on a physical keyboard*);
    /// nothing documents them reaching a gesture recognizer. A key command
    /// added to a view controller "is applied to the active responder
    /// chain", and UIKit "searches the responder chain (starting with the
    /// first responder)" (Apple, `UIViewController.addKeyCommand(_:)`). A
    /// view controller's next responder is "its view's superview" (Apple,
    /// `UIResponder.next`), so a presented controller's chain goes through
    /// its container to the window, not through the root: each presentation
    /// gets the command on its own outermost controller. There it comes
    /// after every key command of the responders nearer the first
    /// responder: an app's own Escape command or SwiftUI `cancelAction`
    /// shortcut on a screen is found first. It leaves
    /// `wantsPriorityOverSystemBehavior` off, so text input handles Escape
    /// first (Apple: "the system delivers physical keyboard events to the
    /// text input or focus systems first"), and it is installed only while
    /// the UIKit escape target would dismiss a layer or end editing
    /// (``DismissWindowHub/escapeKeyWouldAct``), so the rest of the time
    /// Escape is entirely the app's.
    private struct EscapeCommandHolder {
      weak var controller: UIViewController?
      let command: UIKeyCommand
    }
    private var escapeCommandHolders: [EscapeCommandHolder] = []

    /// Installs or removes the Escape key commands after an event.
    func refreshEscapeCommand() {
      let wants = hub.escapeTarget() is InteractionCoordinator && hub.escapeKeyWouldAct
      var controllers: [UIViewController] = []
      if wants, let root = window?.rootViewController {
        var next: UIViewController? = root
        while let controller = next, controllers.count < 64 {
          controllers.append(controller)
          next = controller.presentedViewController
        }
      }
      setEscapeCommand(on: controllers)
    }

    private func setEscapeCommand(on controllers: [UIViewController]) {
      var kept: [EscapeCommandHolder] = []
      for holder in escapeCommandHolders {
        guard let controller = holder.controller else { continue }
        if controllers.contains(where: { $0 === controller }) {
          kept.append(holder)
        } else {
          controller.removeKeyCommand(holder.command)
        }
      }
      for controller in controllers where !kept.contains(where: { $0.controller === controller }) {
        let command = Self.makeEscapeKeyCommand()
        command.wantsPriorityOverSystemBehavior = false
        controller.addKeyCommand(command)
        kept.append(EscapeCommandHolder(controller: controller, command: command))
      }
      escapeCommandHolders = kept
    }

    /// Refreshes the key command once the event being delivered is over
    /// (the engines are then in step).
    func refreshEscapeCommandAfterDelivery() {
      hub.scheduleAfterDelivery { [weak self] in self?.refreshEscapeCommand() }
    }

    /// The Escape key command fired.
    func escapeKeyCommandFired() {
      hub.escapeKeyPressed()
      refreshEscapeCommand()
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

    func isInWindow(_ node: any DismissNode) -> Bool {
      guard let view = node as? UIView, let window else { return false }
      return view === window || view.window === window
    }

    func hubDidBecomeEmpty() { tearDown() }

    /// What a view is to the window (see ``NodeSurface``), from public API
    /// only: a view with a DismissKit layer or keyboard behavior is the
    /// app's; the root view of a view controller (`view.next` is the view
    /// controller: "if the view is the root view of a view controller, the
    /// next responder is the view controller", Apple, *Using responders and
    /// the responder chain`) and the container view of a presentation are
    /// the app's, unless the controller is, or is inside, a
    /// `UIAlertController` or a `UIActivityViewController`.
    func surface(of node: any DismissNode) -> NodeSurface {
      guard let view = node as? UIView, view !== window else { return .unknown }
      for interaction in view.interactions
      where interaction is DismissibleLayerInteraction || interaction is KeyboardBehaviorInteraction
      {
        return .app
      }
      if let controller = view.next as? UIViewController {
        return Self.isSystemPresentation(controller) ? .system : .app
      }
      var presented = window?.rootViewController?.presentedViewController
      var steps = 0
      while let controller = presented, steps < 64 {
        if controller.presentationController?.containerView === view {
          return Self.isSystemPresentation(controller) ? .system : .app
        }
        presented = controller.presentedViewController
        steps += 1
      }
      return .unknown
    }

    /// Whether a view controller is, or is inside, an alert or a share
    /// sheet (public classes: `is` checks, no class names).
    static func isSystemPresentation(_ controller: UIViewController) -> Bool {
      var current: UIViewController? = controller
      var steps = 0
      while let c = current, steps < 64 {
        if c is UIAlertController { return true }
        #if !os(tvOS)
          if c is UIActivityViewController { return true }
        #endif
        current = c.parent
        steps += 1
      }
      return false
    }

    // MARK: - Focus

    /// A `UITextField` or `UITextView` began editing (its notification).
    func textInputBeganEditing(_ object: Any?) {
      guard let input = object as? UIView, let window else { return }
      let inputWindow = input.window
      let accepted = FocusWindows.accepts(
        inputWindow: inputWindow, inputScene: inputWindow?.windowScene,
        inputWindowHasHub: inputWindow.map { Self.existing(for: $0) != nil } ?? false,
        window: window, scene: window.windowScene, windowIsKey: window.isKeyWindow)
      guard accepted, DismissViewClassifier.isTextInput(input) else { return }
      hub.focusDidBegin(input, input: input)
      refreshEscapeCommandAfterDelivery()
    }

    /// A `UITextField` or `UITextView` ended editing (its notification).
    func textInputEndedEditing(_ object: Any?) {
      // Not filtered by window: an input may leave its window as it ends
      // editing. The hub ignores an end for a responder it does not track.
      guard let input = object as? UIView else { return }
      hub.focusDidEnd(input)
      refreshEscapeCommandAfterDelivery()
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension UIViewController {
    /// DismissKit's Escape key command reached this view controller (the
    /// first on the responder chain): the press goes to the hub of its
    /// window.
    func dismissKitEscapeKeyCommandFired() {
      guard let window = viewIfLoaded?.window,
        let attachment = DismissWindowAttachment.existing(for: window)
      else { return }
      attachment.escapeKeyCommandFired()
    }
  }
#endif
