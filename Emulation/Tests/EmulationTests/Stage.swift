import Testing
import UIKit

@testable import DismissKit

/// Every emulated test, one at a time: the emulation's switches, the
/// adapter's window attachments and the main queue are shared.
@Suite(.serialized) enum Emulated {}

typealias Variants = UIKitEmulation.Variants

extension Variants {
  /// The defaults with one change.
  static func with(_ change: (inout Variants) -> Void) -> Variants {
    var variants = Variants()
    change(&variants)
    return variants
  }

  /// Each value of one switch but its default, the others at their defaults.
  static func others<Value: CaseIterable & Equatable>(
    _ keyPath: WritableKeyPath<Variants, Value>
  ) -> [Variants] {
    Value.allCases.filter { $0 != Variants()[keyPath: keyPath] }.map { value in
      .with { $0[keyPath: keyPath] = value }
    }
  }

  /// The defaults, then every other value of each given switch, one switch
  /// at a time: `Variants.oneAtATime(Variants.others(\.deliveryOrder))`.
  static func oneAtATime(_ lists: [Variants]...) -> [Variants] {
    [Variants()] + lists.flatMap { $0 }
  }
}

/// A window in a scene, with a root view controller, a DismissInteraction
/// on the window (unless told otherwise), made key.
@MainActor
final class Stage {
  let scene = UIWindowScene()
  let window: UIWindow
  let root: UIViewController
  private(set) var interaction: DismissInteraction?
  nonisolated(unsafe) private var tokens: [any NSObjectProtocol] = []
  /// Keyboard show and hide notifications, in order.
  private(set) var keyboard: [String] = []
  /// Times a text input resigned with no other taking over: the oracle
  /// for "no drop and rise", whatever notifications UIKit posts (E33).
  var drops: Int { UIKitEmulation.keyboardDrops }

  init(
    _ variants: Variants = Variants(), root: UIViewController = UIViewController(),
    policy: DismissPolicy? = DismissPolicy(), windowInteraction: Bool = true
  ) {
    UIKitEmulation.begin(variants)
    window = UIWindow(windowScene: scene)
    self.root = root
    window.rootViewController = root
    if windowInteraction, let policy {
      let interaction = DismissInteraction(policy: policy)
      window.addInteraction(interaction)
      self.interaction = interaction
    }
    window.makeKeyAndVisible()
    for (name, label) in [
      (UIResponder.keyboardWillShowNotification, "show"),
      (UIResponder.keyboardWillHideNotification, "hide"),
    ] {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] _ in MainActor.assumeIsolated { self?.keyboard.append(label) }
        })
    }
  }

  deinit {
    for token in tokens { NotificationCenter.default.removeObserver(token) }
  }

  /// Adds `view` with `frame` to `parent` (the root controller's view).
  @discardableResult
  func add<V: UIView>(_ view: V, _ frame: CGRect, to parent: UIView? = nil) -> V {
    view.frame = frame
    (parent ?? root.view).addSubview(view)
    return view
  }

  func field(_ frame: CGRect, to parent: UIView? = nil) -> UITextField {
    add(UITextField(), frame, to: parent)
  }

  func button(
    _ frame: CGRect, to parent: UIView? = nil, action: @escaping @MainActor () -> Void = {}
  )
    -> UIButton
  {
    let button = add(UIButton(type: .system), frame, to: parent)
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return button
  }

  func tap(_ view: UIView) { UIKitEmulation.tap(view) }
  func tap(_ x: CGFloat, _ y: CGFloat) { UIKitEmulation.tap(in: window, at: CGPoint(x: x, y: y)) }

  /// A tap, then the main run loop until effects and transitions are done.
  func tapAndSettle(_ view: UIView) async {
    tap(view)
    await settle()
  }

  func tapAndSettle(_ x: CGFloat, _ y: CGFloat) async {
    tap(x, y)
    await settle()
  }

  func settle(passes: Int = 4) async { await UIKitEmulation.settle(passes: passes) }

  /// Presses Escape and lets the effects run.
  @discardableResult
  func escape() async -> Bool {
    let handled = UIKitEmulation.pressKey(UIKeyCommand.inputEscape, in: window)
    await settle()
    return handled
  }

  /// The window's key commands for Escape installed by DismissKit, on
  /// every controller of the presentation chain (not SwiftUI shortcuts).
  var escapeCommandCount: Int {
    var count = 0
    var controller: UIViewController? = root
    while let c = controller {
      let escapes = (c.keyCommands ?? []).filter { $0.input == UIKeyCommand.inputEscape }
      count += escapes.filter { $0.action?.name.hasPrefix("dismissKit") == true }.count
      controller = c.presentedViewController
    }
    return count
  }
}

/// A view that records the touch phases it gets and whether its touch-up
/// was inside it (a table row that selects on touch-up).
@MainActor
final class RecordingView: UIView {
  var phases: [String] = []
  var log: ((String) -> Void)?
  var selections = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("began")
    log?("view began")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("ended")
    log?("view ended")
    if let touch = touches.first, bounds.contains(touch.location(in: self)) { selections += 1 }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("cancelled")
  }
}

/// An interaction that records what UIKit tells it.
@MainActor
final class RecordingInteraction: NSObject, UIInteraction {
  weak var view: UIView?
  var calls: [String] = []
  func willMove(to view: UIView?) { calls.append(view == nil ? "willMove(nil)" : "willMove(view)") }
  func didMove(to view: UIView?) {
    self.view = view
    calls.append(view == nil ? "didMove(nil)" : "didMove(view)")
  }
}

/// A recognizer that records its phases and stays possible (or fails or
/// recognizes when told).
@MainActor
final class RecordingRecognizer: UIGestureRecognizer {
  var phases: [String] = []
  var log: ((String) -> Void)?
  var failOnEnd = false
  /// Like DismissKit's observer: a recognized gesture does not fail it.
  var unpreventable = false
  var resets = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    phases.append("began")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    phases.append("moved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    phases.append("ended")
    log?("recognizer ended")
    if failOnEnd { state = .failed }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    phases.append("cancelled")
  }
  override func reset() { resets += 1 }
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    !unpreventable
  }
}
