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
  /// // In scene(_:willConnectTo:options:):
  /// window.addInteraction(DismissInteraction())
  /// ```
  ///
  /// Or add one to a single screen's view (see ``KeyboardDismissing``); the
  /// innermost interaction around a view decides its touches. Its recognizer
  /// never recognizes, cancels or delays a touch. The view owns the
  /// interaction; nothing needs tearing down. See <doc:GettingStartedWithUIKit>.
  ///
  /// - Important: A second `DismissInteraction` on the same view is logged as
  ///   a fault (a runtime issue in Xcode) and does nothing.
  @MainActor
  public final class DismissInteraction: NSObject, UIInteraction {
    /// The view the interaction is attached to: a window, or a screen's view.
    public private(set) weak var view: UIView?

    /// The knobs of the rules, with the rules' defaults.
    public var policy: DismissPolicy

    /// Overrides the role of views on a touch's path; return `nil` to keep
    /// the default role (``defaultRole(for:)``).
    public var roleProvider: (@MainActor (UIView) -> DismissViewRole?)?

    /// Whether DismissKit's Escape key command serves this interaction
    /// (default `true`); it is there only while an escape would act, after
    /// the key commands nearer the focused view. Turn it off when your own
    /// `UIKeyCommand` calls ``performEscape(_:)`` with ``EscapeSource/key``.
    public var handlesEscapeKey = true

    /// On a screen's view: joins the window at the first touch there.
    private var finder: DismissTouchObserver?
    private(set) weak var attachment: DismissWindowAttachment?
    private var isRejected = false

    /// Creates an interaction with a policy.
    public init(policy: DismissPolicy = DismissPolicy()) {
      self.policy = policy
      super.init()
    }

    // MARK: - UIInteraction

    /// Called by UIKit before the interaction moves: it leaves its window.
    public func willMove(to view: UIView?) {
      if let finder { self.view?.removeGestureRecognizer(finder) }
      finder = nil
      attachment?.remove(self)
      attachment = nil
    }

    /// Called by UIKit after the interaction moved: it joins the view's window.
    public func didMove(to view: UIView?) {
      self.view = view
      isRejected = view?.interactions.contains { $0 !== self && $0 is DismissInteraction } == true
      if isRejected {
        MisuseReporter.shared.report(
          "A view has two DismissInteractions; the second one does nothing. "
            + "Add one per window (or one per screen), once.")
      }
      guard let view, !isRejected else { return }
      finder = view is UIWindow ? nil : DismissTouchObserver(attachment: nil, finding: self)
      if let finder { view.addGestureRecognizer(finder) }
      attachToWindow()
    }

    /// Returns the coordinator of the view's window when this call just joined it.
    @discardableResult
    func attachToWindow() -> WindowCoordinator? {
      guard !isRejected, let view, let window = (view as? UIWindow) ?? view.window,
        case let target = DismissWindowAttachment.attachment(for: window), target !== attachment
      else { return nil }
      attachment?.remove(self)
      attachment = target
      target.add(self, view: view)
      return target.coordinator
    }

    // MARK: - Escape

    /// Sends an escape: the top-most open layer that reacts to escape is
    /// dismissed; with none open, editing ends (unless
    /// ``DismissPolicy/escapeDismissesKeyboard`` is off). A layer under a
    /// presentation shown over it takes none. In a window shared with a
    /// SwiftUI root, the scope whose top layer is in front gets it.
    ///
    /// - Parameter source: The key, or the accessibility escape (default).
    /// - Returns: Whether something was dismissed.
    @discardableResult
    public func performEscape(_ source: EscapeSource = .accessibility) -> Bool {
      attachToWindow()
      guard let attachment else { return false }
      defer { attachment.refreshEscapeCommand() }
      return attachment.coordinator.escape(source)
    }

    /// Sends an escape from `source` to the interaction that serves `view`
    /// (on it or a superview). Returns whether something was dismissed;
    /// `false` when no interaction serves the view.
    @discardableResult
    public static func performEscape(
      from view: UIView, source: EscapeSource = .accessibility
    ) -> Bool {
      serving(view)?.performEscape(source) ?? false
    }

    /// The accessibility escape (VoiceOver's two-finger Z), for a view's or
    /// view controller's `accessibilityPerformEscape()`, on the main thread:
    ///
    /// ```swift
    /// override func accessibilityPerformEscape() -> Bool {
    ///   MainActor.assumeIsolated { DismissInteraction.performAccessibilityEscape(from: self) }
    /// }
    /// ```
    ///
    /// - Parameter responder: A view, or a view controller (its view).
    /// - Returns: Whether something was dismissed.
    public static func performAccessibilityEscape(from responder: UIResponder) -> Bool {
      let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
      return view.map { performEscape(from: $0, source: .accessibility) } ?? false
    }

    // MARK: - Focus

    /// Reports that `responder` took focus (`nil`: focus ended), for inputs
    /// that post no `UITextField` or `UITextView` editing notifications: a
    /// custom `UITextInput` view, a web view's content.
    public func focusDidChange(to responder: UIResponder?) {
      attachToWindow()
      guard let coordinator = attachment?.coordinator else {
        return DismissLog.info("focusDidChange(to:): the interaction is in no window; ignored")
      }
      guard let responder else {
        if let current = coordinator.focus.responder { coordinator.focusDidEnd(current) }
        return
      }
      let input = responder as? UIView
      if let input, !(view.map(input.isDescendant(of:)) ?? false) {
        return DismissLog.info("focusDidChange(to:) named a view outside the interaction; ignored")
      }
      coordinator.focusDidBegin(responder, input: input, reportedBy: self)
    }

    // MARK: - Roles

    /// The role DismissKit gives a view unless ``roleProvider`` says
    /// otherwise, in this order:
    /// - ``DismissViewRole/textInput``: an enabled `UITextField` or an editable
    ///   `UITextView` (other `UITextInput` views, a web view's, are content);
    /// - ``DismissViewRole/keyboard(_:)``: a view with a ``KeyboardBehaviorInteraction``;
    /// - ``DismissViewRole/control``: a `UIControl`, a disabled text field included;
    /// - ``DismissViewRole/content``: everything else, cells included.
    public static func defaultRole(for view: UIView) -> DismissViewRole {
      DismissViewClassifier.defaultRole(for: view)
    }

    // MARK: - Internals

    /// Attached, and not a second one on its view.
    var isServing: Bool { view != nil && !isRejected }

    /// The innermost one on `view` or its superviews: its policy and roles
    /// decide there (P1).
    static func serving(_ view: UIView) -> DismissInteraction? {
      // A loop, not a `sequence`: it runs for every layer at every event.
      var current: UIView? = view
      while let candidate = current {
        for case let found as DismissInteraction in candidate.interactions where !found.isRejected {
          return found
        }
        current = candidate.superview
      }
      return nil
    }
  }

  extension DismissInteraction: WindowScope {
    var scopeNode: (any DismissNode)? { view }
    var takesEscapeKey: Bool { handlesEscapeKey }
    /// Its view left the window: the next touch or call joins again.
    func windowDidRemove() { attachment = nil }

    func role(of node: any DismissNode) -> DismissViewRole {
      guard let view = node as? UIView else { return .content }
      return roleProvider?(view) ?? Self.defaultRole(for: view)
    }
  }
#endif
