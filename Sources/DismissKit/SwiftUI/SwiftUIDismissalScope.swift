#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The UIKit side of one `dismissesKeyboardOnTapOutside(policy:)` root:
  /// it learns its window from its probe view, receives the window's touches
  /// from the window's passive observer, follows the text inputs of its
  /// presentation through UIKit's editing notifications, and performs
  /// `resignFocus` with `window.endEditing(true)`. Every decision is the
  /// engine's, through the platform-neutral ``DismissalCoordinator``.
  ///
  /// SwiftUI keeps it in `@StateObject` (it never publishes) and hands it to
  /// the views inside through the environment; they write registrations and
  /// frames into it directly, so geometry never goes through view state.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIDismissalScope: NSObject, ObservableObject, DismissalHost {
    /// This root's coordinator (unused while it forwards to another root).
    let coordinator: DismissalCoordinator
    /// Whether the hidden Escape-key button is enabled.
    let escapeKey: SwiftUIEscapeKeyState

    private weak var probe: UIView?
    private(set) weak var window: UIWindow?
    /// The view of the nearest view controller around the probe: the
    /// hosting view of this presentation.
    private(set) weak var container: UIView?
    /// The root this one forwards to when it is redundant.
    private weak var forwardTarget: SwiftUIDismissalScope?
    private weak var focusedInput: UIView?
    private var trackedTouches: Set<ObjectIdentifier> = []
    private var isObservingFocus = false
    private var reportedNesting = false

    nonisolated override init() {
      coordinator = DismissalCoordinator()
      escapeKey = SwiftUIEscapeKeyState()
      super.init()
    }

    /// The root that does the work: this one, or the one it forwards to.
    var active: SwiftUIDismissalScope {
      var scope = self
      var hops = 0
      while let next = scope.forwardTarget, hops < 16 {
        scope = next
        hops += 1
      }
      return scope
    }

    // MARK: - From the views

    func setPolicy(_ policy: DismissPolicy) { coordinator.policy = policy }

    func setRootFrame(_ frame: Rect) { coordinator.space.rootFrame = frame }

    func register(
      _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken?, frame: Rect,
      isPresented: Bool, onDismiss: (@MainActor () -> Void)?
    ) {
      active.coordinator.register(
        token, spec: spec, parent: parent, frame: frame, isPresented: isPresented,
        onDismiss: onDismiss)
    }

    func unregister(_ token: DismissalToken) { active.coordinator.unregister(token) }

    func setFrame(_ frame: Rect, for token: DismissalToken) {
      active.coordinator.setFrame(frame, for: token)
    }

    func update(_ token: DismissalToken, spec: DismissalRegionSpec) {
      active.coordinator.update(token, spec: spec)
    }

    func setPresented(_ isPresented: Bool, for token: DismissalToken) {
      active.coordinator.setPresented(isPresented, for: token)
    }

    func escape(_ source: EscapeSource) { active.coordinator.escape(source) }

    /// The `dismissKeyboard` action: ends editing in the probe's window.
    func dismissKeyboard() {
      let scope = active
      if let window = scope.window {
        window.endEditing(true)
      } else if let window {
        window.endEditing(true)
      }
    }

    // MARK: - DismissalHost

    func endEditing() { window?.endEditing(true) }

    // MARK: - Probe

    /// The probe moved to a window (or out of one).
    func probe(_ probe: UIView, didMoveTo newWindow: UIWindow?) {
      if let old = window, old !== newWindow { detach() }
      self.probe = probe
      guard let newWindow else { return }
      if window === newWindow, container != nil { return }
      window = newWindow
      container = Self.presentationView(of: probe)
      coordinator.host = self
      coordinator.onIdleChange = { [weak self] idle in
        self?.escapeKey.setEnabled(!idle)
      }
      startObservingFocus()
      SwiftUIWindowHub.hub(for: newWindow).add(self)
      adoptFocusedInput()
    }

    /// The probe left the hierarchy for good.
    func probeDismantled(_ probe: UIView) {
      guard self.probe === probe || self.probe == nil else { return }
      detach()
      self.probe = nil
    }

    private func detach() {
      if let window { SwiftUIWindowHub.existingHub(for: window)?.remove(self) }
      stopObservingFocus()
      for id in trackedTouches { coordinator.touchCancelled(Self.touchID(id)) }
      trackedTouches.removeAll()
      window = nil
      container = nil
      focusedInput = nil
      coordinator.focusEnded()
    }

    /// Forwards to another root (or stops forwarding), moving the
    /// registrations made so far.
    func forward(to target: SwiftUIDismissalScope?) {
      guard target !== forwardTarget, target !== self else { return }
      forwardTarget = target
      guard let target else { return }
      if !reportedNesting {
        reportedNesting = true
        DismissalMisuse.report(
          "dismissesKeyboardOnTapOutside(policy:) is applied inside the presentation of another "
            + "dismissesKeyboardOnTapOutside(policy:) root; apply it once per window, sheet, "
            + "full-screen cover or popover. The inner one is ignored.")
      }
      coordinator.transferRegistrations(to: target.active.coordinator)
      for id in trackedTouches { coordinator.touchCancelled(Self.touchID(id)) }
      trackedTouches.removeAll()
      coordinator.focusEnded()
    }

    /// The view of the nearest view controller above a view: for the probe,
    /// the hosting view of its presentation (a sheet's, a popover's, or the
    /// window's root), or the window when no controller owns a view above it.
    static func presentationView(of view: UIView) -> UIView {
      var current = view
      while let superview = current.superview {
        if superview.next is UIViewController { return superview }
        current = superview
      }
      return current
    }

    // MARK: - Touches

    /// Touches from the window's observer: only those that start in this
    /// presentation are followed.
    func handle(_ phase: SwiftUITouchRecognizer.Phase, _ touches: Set<UITouch>) {
      guard forwardTarget == nil, let probe, let container else { return }
      for touch in touches {
        let key = ObjectIdentifier(touch)
        let id = Self.touchID(key)
        switch phase {
        case .began:
          guard let chain = Self.chain(from: touch.view, upTo: container) else { continue }
          trackedTouches.insert(key)
          coordinator.touchBegan(
            id, atProbePoint: SwiftUIGeometry.point(touch.location(in: probe)),
            time: touch.timestamp, pointer: SwiftUIGeometry.pointer(of: touch), chain: chain)
        case .moved:
          guard trackedTouches.contains(key) else { continue }
          coordinator.touchMoved(
            id, toProbePoint: SwiftUIGeometry.point(touch.location(in: probe)),
            time: touch.timestamp)
        case .ended:
          guard trackedTouches.remove(key) != nil else { continue }
          coordinator.touchEnded(
            id, atProbePoint: SwiftUIGeometry.point(touch.location(in: probe)),
            time: touch.timestamp)
        case .cancelled:
          guard trackedTouches.remove(key) != nil else { continue }
          coordinator.touchCancelled(id)
        }
      }
    }

    /// Touches the system stopped delivering.
    func cancelTouches(_ lost: Set<ObjectIdentifier>) {
      for key in lost where trackedTouches.remove(key) != nil {
        coordinator.touchCancelled(Self.touchID(key))
      }
    }

    private static func touchID(_ key: ObjectIdentifier) -> TouchID {
      TouchID(rawValue: Int(bitPattern: key))
    }

    /// The text inputs and controls from a touched view up to the
    /// presentation view, or `nil` when the view is not in the presentation.
    static func chain(from view: UIView?, upTo container: UIView) -> TouchedViewChain? {
      var kinds: [RegionKind] = []
      var current = view
      while let view = current {
        if view === container { return kinds.isEmpty ? .empty : TouchedViewChain(kinds) }
        if view is UITextField || view is UITextView {
          // A disabled field or a read-only text view is content.
          if isTextInput(view) { kinds.append(.textInput) }
        } else if view is UIControl {
          kinds.append(.control)
        }
        current = view.superview
      }
      return nil
    }

    /// An enabled `UITextField` (`UISearchTextField` included) or an
    /// editable `UITextView`: what SwiftUI's text inputs are on iOS 15 and 16.
    static func isTextInput(_ view: UIView) -> Bool {
      if let field = view as? UITextField { return field.isEnabled }
      if let textView = view as? UITextView { return textView.isEditable }
      return false
    }

    // MARK: - Focus

    private func startObservingFocus() {
      guard !isObservingFocus else { return }
      isObservingFocus = true
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(textInputDidBeginEditing(_:)),
        name: UITextField.textDidBeginEditingNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textInputDidBeginEditing(_:)),
        name: UITextView.textDidBeginEditingNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textInputDidEndEditing(_:)),
        name: UITextField.textDidEndEditingNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textInputDidEndEditing(_:)),
        name: UITextView.textDidEndEditingNotification, object: nil)
    }

    private func stopObservingFocus() {
      guard isObservingFocus else { return }
      isObservingFocus = false
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func textInputDidBeginEditing(_ notification: Notification) {
      guard let input = notification.object as? UIView else { return }
      began(input)
    }

    @objc private func textInputDidEndEditing(_ notification: Notification) {
      guard let input = notification.object as? UIView, input === focusedInput else { return }
      focusedInput = nil
      coordinator.focusEnded()
    }

    private func began(_ input: UIView) {
      guard forwardTarget == nil, let probe, let container, input.window === window,
        input.isDescendant(of: container)
      else { return }
      focusedInput = input
      coordinator.focusBegan(
        inputFrameInProbe: SwiftUIGeometry.rect(input.convert(input.bounds, to: probe)))
    }

    /// A text input that already had focus when the root attached.
    private func adoptFocusedInput() {
      guard let container, focusedInput == nil else { return }
      if let input = Self.firstTextInput(in: container, where: { $0.isFirstResponder }) {
        began(input)
      }
    }

    /// Depth-first search of the text inputs in a view, without recursion.
    static func firstTextInput(in root: UIView, where predicate: (UIView) -> Bool) -> UIView? {
      var stack = [root]
      var visited = 0
      while let view = stack.popLast(), visited < 20_000 {
        visited += 1
        if isTextInput(view) && predicate(view) { return view }
        stack.append(contentsOf: view.subviews)
      }
      return nil
    }

    // MARK: - Debug overlay

    /// What taps would do on a grid over `frame` (`.global`).
    func debugSamples(in frame: Rect, spacing: Double) -> [DismissalDebugSample] {
      let scope = active
      return scope.coordinator.debugSamples(
        in: frame, spacing: spacing, textInputs: scope.visibleTextInputFrames())
    }

    /// The frames of the visible text inputs of the presentation, in engine
    /// coordinates.
    private func visibleTextInputFrames() -> [Rect] {
      guard let container, let probe else { return [] }
      var frames: [Rect] = []
      var stack = [container]
      var visited = 0
      while let view = stack.popLast(), visited < 20_000 {
        visited += 1
        if view.isHidden || view.alpha < 0.01 { continue }
        if Self.isTextInput(view) {
          frames.append(
            coordinator.space.engineRect(
              fromProbe: SwiftUIGeometry.rect(view.convert(view.bounds, to: probe))))
        }
        stack.append(contentsOf: view.subviews)
      }
      return frames
    }
  }

  /// Whether the hidden Escape-key button of a root is enabled: only while
  /// the engine is not idle, so that Escape stays the app's the rest of the
  /// time. Only the button observes it.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIEscapeKeyState: ObservableObject {
    @Published private(set) var isEnabled = false

    nonisolated init() {}

    func setEnabled(_ enabled: Bool) {
      if isEnabled != enabled { isEnabled = enabled }
    }
  }
#endif
