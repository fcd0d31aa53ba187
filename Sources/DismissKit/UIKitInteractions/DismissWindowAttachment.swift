#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The UIKit side of a window's coordinator, shared by its scopes (L7):
  /// touch observer, editing observers, Escape command. The window owns it
  /// through its touch observer (never `UIApplication.shared`).
  @MainActor
  final class DismissWindowAttachment: NSObject, WindowPlatform {
    let coordinator = WindowCoordinator()
    private weak var window: UIWindow?
    /// In front of the window's views while a swallowing layer is registered.
    private weak var shield: TouchShield?
    private weak var observer: DismissTouchObserver?

    static func attachment(for window: UIWindow) -> DismissWindowAttachment {
      existing(for: window) ?? DismissWindowAttachment(window: window)
    }

    static func existing(for window: UIWindow) -> DismissWindowAttachment? {
      window.gestureRecognizers?.lazy.compactMap { ($0 as? DismissTouchObserver)?.attachment }.first
    }

    private init(window: UIWindow) {
      self.window = window
      super.init()
      coordinator.platform = self
      let observer = DismissTouchObserver(attachment: self)
      window.addGestureRecognizer(observer)
      self.observer = observer
      startObservingTextEditing()
    }

    /// Adopts an input of `scope` that began editing before the attachment.
    func add(_ scope: any WindowScope, view: UIView) {
      coordinator.add(scope)
      guard !coordinator.focus.hasResponder,
        let input = DismissViewClassifier.textInputs(in: view).first(where: \.isFirstResponder)
      else { return }
      coordinator.focusDidBegin(input, input: input)
    }

    func remove(_ scope: any WindowScope) {
      coordinator.remove(scope)
      if coordinator.isEmpty { coordinatorDidBecomeEmpty() }
    }

    // MARK: - Escape key

    /// One command for every scope of the window, on the app's front-most
    /// presented controller (K6, K9), while an escape would act were no
    /// alert, menu or share sheet in front (K13). Commands nearer the first
    /// responder win (K4); with `wantsPriorityOverSystemBehavior` off (its
    /// default), text input first (K7). Open SwiftUI layers also carry a
    /// shortcut, for where a hosting controller hides this one (K12, K17).
    private let escapeCommand = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [],
      action: DismissWindowAttachment.escapeAction)
    private weak var escapeCommandOwner: UIViewController?

    /// Brings the Escape command and the touch shield in step with the
    /// layers, which asking whether an escape would act reconciles.
    func refreshEscapeCommand() {
      let wouldAct = coordinator.escapeKeyWouldAct
      updateShield()
      guard wouldAct else { return setEscapeCommand(on: nil) }
      let front = frontController(passingOverSystem: true)
      let taken = !isAppInFront && front.map(appEscapeCommandFollows) == true
      setEscapeCommand(on: taken ? nil : front)
    }

    /// A shield in front while a swallowing layer is registered, open or
    /// not: one shown without an event of DismissKit's swallows at once.
    private func updateShield() {
      guard let window, coordinator.engine.hasSwallowingLayers else {
        shield?.removeFromSuperview()
        shield = nil
        return
      }
      let current = shield ?? TouchShield(frame: window.bounds)
      if shield == nil {
        current.coordinator = coordinator
        current.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        current.accessibilityElementsHidden = true
        shield = current
      }
      if current.superview !== window { window.addSubview(current) }
      // Kept in front of views the app added since.
      if window.subviews.last !== current { window.bringSubviewToFront(current) }
    }

    /// No alert, menu or share sheet is in front (K13).
    private var isAppInFront: Bool { frontController().map(isAppPresentation) ?? false }

    /// Where the Escape command goes: the presentation holding the focused
    /// input unless hidden (K6, N9); else the top of the root's own
    /// presentations, where UIKit looks with no first responder (K9).
    private func frontController(passingOverSystem: Bool = false) -> UIViewController? {
      guard let root = window?.rootViewController else { return nil }
      let shown = PresentationFinder.shown(above: root, appsOnly: passingOverSystem)
      let focused = coordinator.focus.responder as? UIView
      return focused.flatMap { PresentationFinder.holder(of: $0, in: shown) }
        ?? shown.reduce(root) { top, next in next.presentingViewController === top ? next : top }
    }

    /// Whether an Escape command of the app's is on `controller` or after it
    /// on the chain: beneath a system presentation, where DismissKit acts on
    /// no press, its command would take Escape from the app's (K8, K15).
    private func appEscapeCommandFollows(_ controller: UIViewController) -> Bool {
      let commands = sequence(first: controller as UIResponder, next: \.next).prefix(64)
        .flatMap { $0.keyCommands ?? [] }
      return commands.contains { $0.input == UIKeyCommand.inputEscape && $0 !== escapeCommand }
    }

    /// The window's root, or a presentation the app owns (S26).
    private func isAppPresentation(_ controller: UIViewController) -> Bool {
      controller === window?.rootViewController || PresentationFinder.isApp(controller)
    }

    private func setEscapeCommand(on controller: UIViewController?) {
      guard controller !== escapeCommandOwner else { return }
      escapeCommandOwner?.removeKeyCommand(escapeCommand)
      controller?.addKeyCommand(escapeCommand)
      escapeCommandOwner = controller
    }

    /// After delivery, when the engine is in step (T3); `alsoNow` for focus
    /// changes outside any touch (DismissKit's own resign), too.
    func refreshEscapeCommandAfterDelivery(alsoNow: Bool = false) {
      if alsoNow { refreshEscapeCommand() }
      // One refresh per turn: it runs after every effect scheduled before it.
      guard !isRefreshPending else { return }
      isRefreshPending = true
      coordinator.scheduleAfterDelivery { [weak self] in
        self?.isRefreshPending = false
        self?.refreshEscapeCommand()
      }
    }

    private var isRefreshPending = false

    /// Acts only with no system presentation in front (K13); refreshes after
    /// delivery too, as a refused dismissal may present a confirmation.
    func escapeKeyCommandFired() {
      if isAppInFront { coordinator.escape(.key, keyPress: true) }
      refreshEscapeCommandAfterDelivery(alsoNow: true)
    }

    // MARK: - WindowPlatform

    func resignFocus(_ responder: AnyObject?) -> Bool {
      if let responder = responder as? UIResponder, responder.isFirstResponder {
        return responder.resignFirstResponder() || !responder.isFirstResponder
      }
      window?.endEditing(true)
      return true
    }

    /// A view that is not first responder any more lost focus (T18).
    func isFocused(_ responder: AnyObject) -> Bool {
      (responder as? UIResponder)?.isFirstResponder ?? true
    }

    func isInWindow(_ node: any DismissNode) -> Bool {
      guard let view = node as? UIView, let window else { return false }
      return view === window || view.window === window
    }

    /// The window keeps nothing of DismissKit's (L12).
    func coordinatorDidBecomeEmpty() {
      stopObservingTextEditing()
      setEscapeCommand(on: nil)
      if let observer { window?.removeGestureRecognizer(observer) }
    }

    func escapeMayHaveChanged() { refreshEscapeCommandAfterDelivery() }

    /// A `DismissInteraction` of this window is on the view or a superview.
    func isServed(_ node: any DismissNode) -> Bool {
      guard let view = node as? UIView, view.window === window else { return false }
      return DismissInteraction.serving(view)?.attachment === self
    }

    /// Hidden or nearly transparent as hit testing sees it (T8); a frame
    /// entirely off the window is gone (T14).
    func presence(of node: any DismissNode) -> NodePresence {
      // Served or not, the registry asked before (`isServed`).
      guard let view = node as? UIView, let window, view.window === window else { return .gone }
      let (hidden, transparent) = view.visibility
      return NodePresence(
        isHidden: hidden, isTransparent: transparent, frameInWindow: view.boundsInWindow,
        windowBounds: Rect(window.bounds))
    }

    func frame(of node: any DismissNode, contains point: Point) -> Bool {
      guard let view = node as? UIView, view.window != nil else { return false }
      return view.boundsInWindow.contains(point)
    }

    /// Marked views and the root controller's are the app's (N1); a
    /// presentation's views and container are its owner's (S26, N2–N4); a
    /// loose controller's by its class, else the views around (N2); the
    /// rest unknown (N5).
    func surface(of node: any DismissNode) -> NodeSurface {
      guard let view = node as? UIView, view !== window else { return .unknown }
      let isMarked = view.interactions.contains {
        $0 is DismissibleLayerInteraction || $0 is KeyboardBehaviorInteraction
      }
      if isMarked { return .app }
      guard
        let controller = view.next as? UIViewController
          ?? PresentationFinder.presentedChain(above: window?.rootViewController).first(where: {
            $0.presentationController?.containerView === view
          })
      else { return .unknown }
      let outermost = PresentationFinder.outermost(controller)
      if isAppPresentation(outermost) { return .app }
      return outermost.presentingViewController == nil ? .unknown : .system
    }

    /// Hidden by a presentation in front (rule 7, N9); the views a
    /// full-screen one removed (S28) too.
    func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool {
      guard let view = node as? UIView, let root = window?.rootViewController else { return false }
      let shown = PresentationFinder.shown(above: root, appsOnly: passingOverSystem)
      return PresentationFinder.holder(of: view, in: shown) == nil
    }

    // MARK: - Focus

    /// UIKit's editing notifications, the begins first; `object` is the input (F1).
    static let editingNotifications = [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
    ]

    /// An end is not filtered by window: an input may leave it as it ends.
    func editingChanged(_ notification: Notification) {
      guard let input = notification.object as? UIView else { return }
      if Self.editingNotifications.prefix(2).contains(notification.name) {
        guard let window, DismissViewClassifier.isTextInput(input),
          Self.takesFocus(in: input.window, for: window)
        else { return }
        coordinator.focusDidBegin(input, input: input)
      } else {
        coordinator.focusDidEnd(input)
      }
      refreshEscapeCommandAfterDelivery(alsoNow: true)
    }

    /// Whether `window`'s attachment takes an input in `inputWindow` as focus:
    /// its own window's, and those of same-scene windows without one of their
    /// own, such as the keyboard's holding an `inputAccessoryView` (F2, F8,
    /// F10); one in a window without a scene while `window` is key (F9).
    static func takesFocus(in inputWindow: UIWindow?, for window: UIWindow) -> Bool {
      if inputWindow === window { return true }
      guard let inputWindow, existing(for: inputWindow) == nil else { return false }
      guard let scene = inputWindow.windowScene else { return window.isKeyWindow }
      return scene === window.windowScene
    }
  }
#endif
