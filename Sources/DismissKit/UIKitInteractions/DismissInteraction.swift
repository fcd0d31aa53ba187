#if canImport(UIKit) && !os(watchOS)
  import DismissCore
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
  /// one-line form); it then serves touches on that view and the overlay
  /// layers inside it. An interaction inside the scope of another one stays
  /// inactive: the outer one already serves its touches.
  ///
  /// ## How it sees touches
  /// Every DismissKit scope in a window (this interaction, another one on a
  /// screen, a SwiftUI `dismissesKeyboardOnTapOutside()` root in a hosting
  /// controller) shares one passive gesture recognizer on the window. The
  /// recognizer never recognizes, never cancels or delays a touch, and never
  /// blocks or waits for another recognizer: a tap on a button, a row or any
  /// control reaches it exactly as without DismissKit, first tap included.
  /// What a touch hit is UIKit's `touch.view` and its superviews, taken when
  /// the touch goes down. Each touch is decided once, by the nearest scope
  /// up from the view it hit: touches in a SwiftUI root's presentation are
  /// the SwiftUI root's, the others this interaction's (see Docs/UIKit.md,
  /// "One window, one decision").
  ///
  /// An interaction on a screen's view is usually added before the view is
  /// in a window; it joins its window at the first touch on the view there,
  /// through a recognizer on the view that does nothing else.
  ///
  /// ## What a tap does to the keyboard
  /// Walking from the view a tap hit up to the window, the first view that
  /// decides, decides (see ``DismissViewRole``):
  /// - a text input keeps the keyboard: `UITextField` (including
  ///   `UISearchTextField` and a search bar's field) when enabled, and
  ///   `UITextView` when editable; other `UITextInput` views (a web view's
  ///   content, a read-only text view with links) are content unless you
  ///   mark them with ``roleProvider``;
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
  /// The window learns which text input has focus from UIKit's
  /// `textDidBeginEditingNotification` and `textDidEndEditingNotification`
  /// of `UITextField` and `UITextView` (inputs in the window), and from
  /// ``focusDidChange(to:)`` for any other responder. The keyboard belongs
  /// to the window: a tap this interaction decides ends editing of a focused
  /// input anywhere in the window. Editing ends by resigning that responder,
  /// or with `endEditing(true)` on the window.
  ///
  /// ## Lifetime
  /// The view owns the interaction. Removing it, or the view going away,
  /// takes it out of its window's hub; the window's recognizer and
  /// notification observers go with the last DismissKit scope of the
  /// window. Nothing needs tearing down.
  ///
  /// ## Misuse
  /// Adding a second `DismissInteraction` to the same view is logged as a
  /// fault (subsystem `DismissKit`; Xcode shows it as a runtime issue), and
  /// the second interaction does nothing. Nothing ever stops the app.
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

    /// Whether DismissKit's own Escape key command serves this interaction
    /// (default `true`). The command sits on the window's root view
    /// controller and each presented one, only while an escape would dismiss a layer or end
    /// editing, after every key command nearer the first responder. Turn it
    /// off when you handle Escape with your own `UIKeyCommand` and call
    /// ``performEscape(_:)`` with ``EscapeSource/key``.
    public var handlesEscapeKey: Bool {
      get { coordinator.handlesEscapeKey }
      set { coordinator.handlesEscapeKey = newValue }
    }

    let coordinator: InteractionCoordinator
    /// Attaches an interaction on a screen's view to its window's hub.
    private var finder: DismissWindowFinder?
    /// The window attachment the coordinator is registered with.
    private weak var attachment: DismissWindowAttachment?
    /// Set when this is a second interaction on one view: it does nothing.
    private var isRejected = false
    private var didLogInactive = false

    /// Creates an interaction with a policy.
    ///
    /// ```swift
    /// window.addInteraction(DismissInteraction(policy: DismissPolicy(dragDismissesKeyboard: true)))
    /// ```
    public init(policy: DismissPolicy = DismissPolicy()) {
      coordinator = InteractionCoordinator(policy: policy, directory: .shared)
      super.init()
      coordinator.host = self
    }

    // MARK: - UIInteraction

    /// Called by UIKit before the interaction moves to a view or leaves
    /// one: leaving takes it out of its window's hub and forgets every
    /// touch, layer and focus.
    public func willMove(to view: UIView?) {
      guard let current = self.view else { return }
      if let finder {
        current.removeGestureRecognizer(finder)
        self.finder = nil
      }
      attachment?.remove(coordinator)
      attachment = nil
      coordinator.detach()
    }

    /// Called by UIKit after the interaction moved to a view: joins the
    /// view's window (at once for a window, or a view already in one;
    /// otherwise at the first touch on the view).
    public func didMove(to view: UIView?) {
      self.view = view
      isRejected = false
      guard let view else { return }
      if view.interactions.contains(where: { $0 !== self && $0 is DismissInteraction }) {
        isRejected = true
        MisuseReporter.shared.report(
          "A view has two DismissInteractions; the second one does nothing. "
            + "Add one per window (or one per screen), once.")
        return
      }
      if !(view is UIWindow) {
        let finder = DismissWindowFinder()
        finder.interaction = self
        view.addGestureRecognizer(finder)
        self.finder = finder
      }
      attachToWindow()
    }

    /// Registers the coordinator with the hub of the window the view is in
    /// now, unless it already is. Returns the hub when it just attached.
    @discardableResult
    func attachToWindow() -> DismissWindowHub? {
      guard !isRejected, let view, let window = (view as? UIWindow) ?? view.window else {
        return nil
      }
      let target = DismissWindowAttachment.attachment(for: window)
      if target === attachment && target.hub.contains(coordinator) { return nil }
      attachment?.remove(coordinator)
      attachment = target
      target.add(coordinator, scope: view)
      return target.hub
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
    ///
    /// In a window that other DismissKit scopes share (a SwiftUI root), the
    /// escape goes to the scope whose top-most open layer is in front.
    @discardableResult
    public func performEscape(_ source: EscapeSource = .accessibility) -> Bool {
      attachToWindow()
      guard let hub = coordinator.hub else { return coordinator.escape(source) }
      let dismissed = hub.escape(source)
      refreshEscapeCommand()
      return dismissed
    }

    /// Installs or removes the window's Escape key command (a layer was
    /// registered, an escape went through).
    func refreshEscapeCommand() {
      attachment?.refreshEscapeCommand()
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

    /// The accessibility escape (VoiceOver's two-finger Z): call it from
    /// `accessibilityPerformEscape()` of a view or view controller. It sends
    /// an ``EscapeSource/accessibility`` escape to the interaction that
    /// serves the responder's view, and returns whether something was
    /// dismissed.
    ///
    /// Like all of DismissKit's UI API it runs on the main actor.
    /// `accessibilityPerformEscape()` is declared on `NSObject` without an
    /// actor, but UIKit calls it on the main thread: assert the isolation
    /// and return the answer, so that VoiceOver's two-finger Z goes on to
    /// the next handler (a navigation controller's pop) when DismissKit
    /// dismissed nothing (no layer open, or the layer's `shouldDismiss`
    /// refused):
    ///
    /// ```swift
    /// override func accessibilityPerformEscape() -> Bool {
    ///   MainActor.assumeIsolated { DismissInteraction.performAccessibilityEscape(from: self) }
    /// }
    /// ```
    ///
    /// `MainActor.assumeIsolated` back-deploys to iOS 13 with Xcode 15.3
    /// (Swift 5.10) or later; the iOS 17.0 SDK of Xcode 15.0 marks it iOS 17
    /// only, and the iOS 16.5 SDK lacks it (swiftlang/swift PR #70474,
    /// ViewInspector issue #333).
    ///
    /// - Parameter responder: A view, or a view controller (its view).
    public static func performAccessibilityEscape(from responder: UIResponder) -> Bool {
      let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
      guard let view else { return false }
      return performEscape(from: view, source: .accessibility)
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
      attachToWindow()
      guard let hub = coordinator.hub else {
        DismissLog.info("focusDidChange(to:) on an interaction whose view is in no window; ignored")
        return
      }
      guard let responder else {
        if let current = hub.focus.responder { hub.focusDidEnd(current) }
        return
      }
      if let input = responder as? UIView {
        guard let scope = self.view, input.isDescendant(of: scope) else {
          DismissLog.info(
            "focusDidChange(to:) named a view outside the interaction's view; ignored")
          return
        }
        hub.focusDidBegin(input, input: input, reportedBy: coordinator)
      } else {
        hub.focusDidBegin(responder, input: nil, reportedBy: coordinator)
      }
    }

    // MARK: - Roles

    /// The role DismissKit gives a view unless ``roleProvider`` says
    /// otherwise:
    /// - ``DismissViewRole/textInput`` for an enabled `UITextField`
    ///   (`UISearchTextField` included) and an editable `UITextView`; not
    ///   for other `UITextInput` adopters (a web view's content view, a
    ///   read-only text view), which are content;
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
      DismissViewClassifier.defaultRole(for: view)
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
                "A DismissInteraction inside another one's view stays inactive; the outer one serves its touches."
              )
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

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension DismissInteraction: InteractionHost {
    var scopeNode: (any DismissNode)? { view }

    func role(of node: any DismissNode) -> DismissViewRole {
      guard let view = node as? UIView else { return .content }
      if let provider = roleProvider, let role = provider(view) { return role }
      return Self.defaultRole(for: view)
    }

    func isInScope(_ node: any DismissNode) -> Bool {
      guard let node = node as? UIView, let scope = view else { return false }
      return node.isDescendant(of: scope)
    }

    /// Hidden or alpha below 0.01 on the view or an ancestor, as UIKit's
    /// hit testing skips them ("ignores views that are hidden, that have
    /// disabled user interactions, or have an alpha level less than 0.01",
    /// Apple, `UIView.hitTest(_:with:)`); a frame entirely outside the
    /// window's bounds (`convert(_:to: nil)`, window coordinates) is gone.
    func presence(of node: any DismissNode) -> NodePresence {
      guard let node = node as? UIView, let window = node.window, isInScope(node) else {
        return .gone
      }
      var transparent = false
      var hidden = false
      var current: UIView? = node
      while let v = current {
        if v.isHidden { hidden = true }
        if v.alpha < 0.01 { transparent = true }
        current = v.superview
      }
      return NodePresence(
        isInWindow: true, isHidden: hidden, isTransparent: transparent,
        frameInWindow: Self.rect(node.convert(node.bounds, to: nil)),
        windowBounds: Self.rect(window.bounds))
    }

    private static func rect(_ r: CGRect) -> Rect {
      Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height))
    }

    func frame(of node: any DismissNode, contains point: Point) -> Bool {
      guard let view = node as? UIView, view.window != nil else { return false }
      let frame = view.convert(view.bounds, to: nil)
      return frame.contains(CGPoint(x: point.x, y: point.y))
    }

  }
#endif
