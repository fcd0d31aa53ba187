#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Ends editing when a person taps outside text inputs, and dismisses
  /// registered layers on a tap outside them or on Escape, as DismissKit's
  /// rules say, for a whole window or for one screen.
  ///
  /// Add one to each window, once, and every screen in it is served:
  ///
  /// ```swift
  /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
  ///            options connectionOptions: UIScene.ConnectionOptions) {
  ///   guard let windowScene = scene as? UIWindowScene else { return }
  ///   let window = UIWindow(windowScene: windowScene)
  ///   window.rootViewController = RootViewController()
  ///   window.addInteraction(DismissInteraction())
  ///   window.makeKeyAndVisible()
  ///   self.window = window
  /// }
  /// ```
  ///
  /// Or add one to a single screen's view (see ``KeyboardDismissing`` for a
  /// one-line form); it then serves touches on that view and the text inputs
  /// and overlay layers inside it. An interaction inside the scope of
  /// another one stays inactive: the outer one already serves its touches.
  ///
  /// ## How it sees touches
  /// The interaction installs a passive gesture recognizer on its view. The
  /// recognizer never recognizes, never cancels or delays a touch, and never
  /// blocks or waits for another recognizer: a tap on a button, a row or any
  /// control reaches it exactly as without DismissKit, first tap included.
  /// What a touch hit is UIKit's `touch.view` and its superviews, taken when
  /// the touch goes down.
  ///
  /// ## What a tap does to the keyboard
  /// Walking from the view a tap hit up to the window, the first view that
  /// decides, decides (see ``DismissViewRole``):
  /// - a text input keeps the keyboard: `UITextField` (including
  ///   `UISearchTextField`) when enabled, `UITextView` when editable, and any
  ///   other `UITextInput` view that can become first responder;
  /// - a view with a ``KeyboardBehaviorInteraction`` keeps or dismisses it;
  /// - a `UIControl` (buttons, switches, segmented controls, steppers, bar
  ///   button items) follows ``DismissPolicy/controlsKeyboard``: keep, by
  ///   default;
  /// - anything else is content: table and collection view cells, scroll
  ///   views, labels, the background. A tap that reaches no deciding view
  ///   ends editing. A cell's selection still happens: the recognizer never
  ///   blocks it.
  ///
  /// Set ``roleProvider`` to change any of these choices.
  ///
  /// ## Focus
  /// The interaction learns which text input has focus from UIKit's
  /// `textDidBeginEditingNotification` and `textDidEndEditingNotification`
  /// of `UITextField` and `UITextView` (inputs inside its view only), and
  /// from ``focusDidChange(to:)`` for any other responder. It ends editing
  /// by resigning that responder, or with `endEditing(true)` on its view.
  ///
  /// ## Lifetime
  /// The view owns the interaction. Removing it, or the view going away,
  /// removes the recognizer and the notification observers; nothing needs
  /// tearing down.
  ///
  /// ## Misuse
  /// Adding a second `DismissInteraction` to the same view stops a DEBUG
  /// build with an assertion; a release build logs a fault (subsystem
  /// `DismissKit`) and the second interaction does nothing.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  public final class DismissInteraction: NSObject, UIInteraction {
    /// The view the interaction is attached to: a window, or a screen's
    /// view.
    public private(set) weak var view: UIView?

    /// The knobs of the rules, with the rules' defaults.
    ///
    /// ```swift
    /// interaction.policy.dismissKeyboardOn = .touchDown
    /// ```
    public var policy: DismissPolicy {
      get { coordinator.policy }
      set { coordinator.policy = newValue }
    }

    /// Overrides the role of views on a touch's path; return `nil` to keep
    /// the default role (``defaultRole(for:)``).
    ///
    /// ```swift
    /// // Table cells keep the keyboard, like controls.
    /// interaction.roleProvider = { view in
    ///   view is UITableViewCell ? .control : nil
    /// }
    /// ```
    public var roleProvider: (@MainActor (UIView) -> DismissViewRole?)?

    /// Whether the hardware Escape key is observed (default `true`). Turn
    /// it off when you handle Escape with your own `UIKeyCommand` and call
    /// ``performEscape(_:)`` with ``EscapeSource/key``, so that one press is
    /// not seen twice.
    public var handlesEscapeKey: Bool {
      get { observer.handlesEscapeKey }
      set { observer.handlesEscapeKey = newValue }
    }

    let coordinator: DismissCoordinator
    private let observer = DismissTouchObserver()
    /// Set when this is a second interaction on one view: it does nothing.
    private var isRejected = false
    private var didLogInactive = false

    /// Creates an interaction with a policy.
    ///
    /// ```swift
    /// window.addInteraction(DismissInteraction(policy: DismissPolicy(dragDismissesKeyboard: true)))
    /// ```
    public init(policy: DismissPolicy = DismissPolicy()) {
      coordinator = DismissCoordinator(policy: policy, directory: .shared)
      super.init()
      coordinator.host = self
      observer.coordinator = coordinator
    }

    // MARK: - UIInteraction

    /// Called by UIKit before the interaction moves to a view or leaves
    /// one: leaving removes the recognizer and the observers and forgets
    /// every touch, layer and focus.
    public func willMove(to view: UIView?) {
      guard let current = self.view else { return }
      current.removeGestureRecognizer(observer)
      NotificationCenter.default.removeObserver(self)
      coordinator.detach()
    }

    /// Called by UIKit after the interaction moved to a view: installs the
    /// recognizer and the focus observers.
    public func didMove(to view: UIView?) {
      self.view = view
      isRejected = false
      guard let view else { return }
      if view.interactions.contains(where: { $0 !== self && $0 is DismissInteraction }) {
        isRejected = true
        MisuseReporter.standard.report(
          "A view has two DismissInteractions; the second one does nothing. "
            + "Add one per window (or one per screen), once.")
        return
      }
      view.addGestureRecognizer(observer)
      let center = NotificationCenter.default
      let begin = #selector(textInputDidBeginEditing(_:))
      let end = #selector(textInputDidEndEditing(_:))
      center.addObserver(
        self, selector: begin, name: UITextField.textDidBeginEditingNotification, object: nil)
      center.addObserver(
        self, selector: begin, name: UITextView.textDidBeginEditingNotification, object: nil)
      center.addObserver(
        self, selector: end, name: UITextField.textDidEndEditingNotification, object: nil)
      center.addObserver(
        self, selector: end, name: UITextView.textDidEndEditingNotification, object: nil)
    }

    // MARK: - Escape

    /// Sends an escape to the rules: the top-most open layer that reacts to
    /// escape is dismissed; with no layer open, editing ends (unless the
    /// policy's ``DismissPolicy/escapeDismissesKeyboard`` is off). Returns
    /// whether something was dismissed.
    ///
    /// Call it from your own `UIKeyCommand` for Escape (with
    /// ``handlesEscapeKey`` off), or for the accessibility escape use
    /// ``performAccessibilityEscape(from:)``:
    ///
    /// ```swift
    /// @objc func escapeKeyPressed(_ command: UIKeyCommand) {
    ///   dismissInteraction.performEscape(.key)
    /// }
    /// ```
    @discardableResult
    public func performEscape(_ source: EscapeSource = .accessibility) -> Bool {
      coordinator.escape(source)
    }

    /// Sends an escape to the interaction that serves `view` (on the view or
    /// one of its superviews, usually the window). Returns whether something
    /// was dismissed; `false` when no interaction serves the view.
    ///
    /// ```swift
    /// @objc func escapeKeyPressed(_ command: UIKeyCommand) {
    ///   DismissInteraction.performEscape(from: view, source: .key)
    /// }
    /// ```
    @discardableResult
    public static func performEscape(
      from view: UIView, source: EscapeSource = .accessibility
    ) -> Bool {
      serving(view)?.performEscape(source) ?? false
    }

    /// The accessibility escape (VoiceOver's two-finger Z) in one line: call
    /// it from `accessibilityPerformEscape()` of a view or view controller.
    /// It sends an ``EscapeSource/accessibility`` escape to the interaction
    /// that serves the responder's view, and returns whether something was
    /// dismissed.
    ///
    /// ```swift
    /// override func accessibilityPerformEscape() -> Bool {
    ///   DismissInteraction.performAccessibilityEscape(from: self)
    /// }
    /// ```
    ///
    /// `accessibilityPerformEscape()` is not isolated to the main actor in
    /// the SDK, so this method is not either; UIKit calls it on the main
    /// thread, and elsewhere it does nothing and returns `false`.
    ///
    /// - Parameter responder: A view, or a view controller (its view).
    nonisolated public static func performAccessibilityEscape(from responder: UIResponder) -> Bool
    {
      guard Thread.isMainThread else { return false }
      return onMainActor {
        let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view else { return false }
        return performEscape(from: view, source: .accessibility)
      }
    }

    // MARK: - Focus

    /// Reports that a responder took focus (or, with `nil`, that focus
    /// ended), for text inputs that do not post `UITextField` or
    /// `UITextView` editing notifications: a custom `UITextInput` view, a
    /// web view's content.
    ///
    /// ```swift
    /// override func becomeFirstResponder() -> Bool {
    ///   let became = super.becomeFirstResponder()
    ///   if became { dismissInteraction.focusDidChange(to: self) }
    ///   return became
    /// }
    /// ```
    public func focusDidChange(to responder: UIResponder?) {
      guard let responder else {
        if let current = coordinator.focus.responder { coordinator.focusDidEnd(current) }
        return
      }
      if let input = responder as? UIView {
        guard let scope = self.view, input.isDescendant(of: scope) else {
          DismissLog.info("focusDidChange(to:) named a view outside the interaction's view; ignored")
          return
        }
        coordinator.focusDidBegin(input, node: input)
      } else {
        coordinator.focusDidBegin(responder, node: nil)
      }
    }

    @objc private func textInputDidBeginEditing(_ notification: Notification) {
      guard let input = notification.object as? UIView, let scope = view,
        input.isDescendant(of: scope)
      else { return }
      coordinator.focusDidBegin(input, node: input)
    }

    @objc private func textInputDidEndEditing(_ notification: Notification) {
      guard let input = notification.object as? UIView else { return }
      coordinator.focusDidEnd(input)
    }

    // MARK: - Roles

    /// The role DismissKit gives a view unless ``roleProvider`` says
    /// otherwise:
    /// - ``DismissViewRole/textInput`` for an enabled `UITextField`
    ///   (`UISearchTextField` included), an editable `UITextView`, and any
    ///   other `UITextInput` view that can become first responder;
    /// - ``DismissViewRole/keyboard(_:)`` for a view with a
    ///   ``KeyboardBehaviorInteraction``;
    /// - ``DismissViewRole/control`` for a `UIControl` (a disabled text
    ///   field included);
    /// - ``DismissViewRole/content`` for everything else, table and
    ///   collection view cells included.
    ///
    /// ```swift
    /// interaction.roleProvider = { view in
    ///   view is MyCanvasView ? .keyboard(.keep) : DismissInteraction.defaultRole(for: view)
    /// }
    /// ```
    public static func defaultRole(for view: UIView) -> DismissViewRole {
      if let field = view as? UITextField {
        if field.isEnabled { return .textInput }
      } else if let textView = view as? UITextView {
        #if !os(tvOS)
          if textView.isEditable { return .textInput }
        #else
          _ = textView
        #endif
      } else if let input = view as? UIView & UITextInput, input.canBecomeFirstResponder {
        return .textInput
      }
      for interaction in view.interactions {
        if let behavior = interaction as? KeyboardBehaviorInteraction {
          return .keyboard(behavior.behavior)
        }
      }
      if view is UIControl { return .control }
      return .content
    }

    // MARK: - Internals

    /// Whether this interaction serves its view: attached, not a second one
    /// on its view, and not inside the scope of another interaction.
    var isServing: Bool {
      guard let view, !isRejected else { return false }
      var ancestor = view.superview
      while let current = ancestor {
        for interaction in current.interactions {
          if let other = interaction as? DismissInteraction, !other.isRejected {
            if !didLogInactive {
              didLogInactive = true
              DismissLog.info(
                "A DismissInteraction inside another one's view stays inactive; the outer one serves its touches.")
            }
            return false
          }
        }
        ancestor = current.superview
      }
      return true
    }

    /// The interaction that serves `view`: on it or its nearest ancestor.
    static func serving(_ view: UIView) -> DismissInteraction? {
      var current: UIView? = view
      while let v = current {
        for interaction in v.interactions {
          if let d = interaction as? DismissInteraction, d.isServing { return d }
        }
        current = v.superview
      }
      return nil
    }
  }

  /// Runs `body` synchronously where the caller already is on the main
  /// thread but not isolated to the main actor (an override of a
  /// nonisolated UIKit method). `MainActor.assumeIsolated` does the same but
  /// is not in the iOS 16.5 SDK's standard library; a synchronous function's
  /// isolation does not change how it is called.
  private func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      unsafeBitCast(body, to: (() -> T).self)()
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension DismissInteraction: DismissHost {
    func role(of node: any DismissNode) -> DismissViewRole {
      guard let view = node as? UIView else { return .content }
      if let provider = roleProvider, let role = provider(view) { return role }
      return Self.defaultRole(for: view)
    }

    func isInScope(_ node: any DismissNode) -> Bool {
      guard let node = node as? UIView, let scope = view else { return false }
      return node.isDescendant(of: scope)
    }

    func presence(of node: any DismissNode) -> NodePresence {
      guard let node = node as? UIView, node.window != nil, isInScope(node) else { return .gone }
      var transparent = false
      var current: UIView? = node
      while let v = current {
        if v.isHidden { return .gone }
        if v.alpha < 0.01 { transparent = true }
        current = v.superview
      }
      return transparent ? .transparent : .visible
    }

    func frame(of node: any DismissNode, contains point: Point) -> Bool {
      guard let view = node as? UIView, view.window != nil else { return false }
      let frame = view.convert(view.bounds, to: nil)
      return frame.contains(CGPoint(x: point.x, y: point.y))
    }

    func resignFocus(_ responder: AnyObject?) -> Bool {
      if let responder = responder as? UIResponder, responder.isFirstResponder {
        return responder.resignFirstResponder() || !responder.isFirstResponder
      }
      view?.endEditing(true)
      return true
    }
  }
#endif
