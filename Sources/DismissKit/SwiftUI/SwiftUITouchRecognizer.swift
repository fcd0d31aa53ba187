#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A passive touch observer for a window: it sees every touch of the
  /// window and never takes part in gesture recognition.
  ///
  /// It never recognizes (it fails once every touch it saw has ended), never
  /// cancels or delays touches in views (`cancelsTouchesInView`,
  /// `delaysTouchesBegan` and `delaysTouchesEnded` are off), can neither
  /// prevent nor be prevented by another recognizer, and recognizes
  /// simultaneously with all of them: buttons, list rows, scroll views and
  /// text fields get every tap exactly as without it.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUITouchRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    enum Phase {
      case began, moved, ended, cancelled
    }

    /// Touches as they arrive.
    var onTouches: ((Phase, Set<UITouch>) -> Void)?
    /// Touches that were still active when the recognizer was reset (the
    /// system stopped delivering them): they are cancelled.
    var onLostTouches: ((Set<ObjectIdentifier>) -> Void)?

    private var active: Set<ObjectIdentifier> = []

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      requiresExclusiveTouchType = false
      delegate = self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      for touch in touches { active.insert(ObjectIdentifier(touch)) }
      onTouches?(.began, touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      onTouches?(.moved, touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      for touch in touches { active.remove(ObjectIdentifier(touch)) }
      onTouches?(.ended, touches)
      if active.isEmpty && state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      for touch in touches { active.remove(ObjectIdentifier(touch)) }
      onTouches?(.cancelled, touches)
      if active.isEmpty && state == .possible { state = .failed }
    }

    override func reset() {
      super.reset()
      if !active.isEmpty {
        let lost = active
        active.removeAll()
        onLostTouches?(lost)
      }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }

  /// The one passive touch observer of a window, shared by the roots in it
  /// (the window's root content and the sheets, covers and popovers it
  /// presents); it hands every touch to each of them, and each keeps the
  /// touches of its own presentation.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIWindowHub {
    private static var hubs: [ObjectIdentifier: SwiftUIWindowHub] = [:]

    private weak var window: UIWindow?
    private let key: ObjectIdentifier
    private let recognizer = SwiftUITouchRecognizer()
    /// In attachment order.
    private var scopes: [Weak] = []

    private struct Weak {
      weak var scope: SwiftUIDismissalScope?
    }

    /// The hub of a window, created (and its observer installed) on demand.
    static func hub(for window: UIWindow) -> SwiftUIWindowHub {
      let key = ObjectIdentifier(window)
      if let hub = hubs[key], hub.window === window { return hub }
      let hub = SwiftUIWindowHub(window: window)
      hubs[key] = hub
      return hub
    }

    /// The hub of a window, if it has one.
    static func existingHub(for window: UIWindow) -> SwiftUIWindowHub? {
      guard let hub = hubs[ObjectIdentifier(window)], hub.window === window else { return nil }
      return hub
    }

    private init(window: UIWindow) {
      self.window = window
      key = ObjectIdentifier(window)
      recognizer.onTouches = { [weak self] phase, touches in
        self?.dispatch(phase, touches)
      }
      recognizer.onLostTouches = { [weak self] lost in
        self?.dispatchLost(lost)
      }
      window.addGestureRecognizer(recognizer)
    }

    /// Adds a root; resolves redundant roots.
    func add(_ scope: SwiftUIDismissalScope) {
      scopes.removeAll { $0.scope == nil || $0.scope === scope }
      scopes.append(Weak(scope: scope))
      resolveNesting()
    }

    /// Removes a root; the observer leaves the window with the last one.
    func remove(_ scope: SwiftUIDismissalScope) {
      scopes.removeAll { $0.scope == nil || $0.scope === scope }
      if scopes.isEmpty {
        window?.removeGestureRecognizer(recognizer)
        if Self.hubs[key] === self { Self.hubs[key] = nil }
      } else {
        resolveNesting()
      }
    }

    private func dispatch(_ phase: SwiftUITouchRecognizer.Phase, _ touches: Set<UITouch>) {
      for entry in scopes { entry.scope?.handle(phase, touches) }
    }

    private func dispatchLost(_ lost: Set<ObjectIdentifier>) {
      for entry in scopes { entry.scope?.cancelTouches(lost) }
    }

    private func resolveNesting() {
      let live = scopes.compactMap(\.scope).filter { $0.container != nil }
      let targets = ScopeNesting.forwardingTargets(live) { inner, outer in
        guard let innerView = inner.container, let outerView = outer.container else { return false }
        return innerView.isDescendant(of: outerView)
      }
      for scope in live { scope.forward(to: targets[scope]) }
    }
  }
#endif
