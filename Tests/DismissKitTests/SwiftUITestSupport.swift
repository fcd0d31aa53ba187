import DismissCore
import Testing

@testable import DismissKit

/// A stand-in for the invisible `UIView` behind a marked view: its window,
/// frame in window coordinates, clipping ancestors, visibility and
/// presentation are set by the test, and every read of its frame is
/// counted (UIKit's work).
@MainActor
final class FakeAnchor: DismissalAnchor {
  weak var window: FakeNode?
  var frame: Rect
  var isHidden = false
  /// The frames of the clipping ancestors, in window coordinates.
  var clips: [Rect] = []
  weak var presentation: FakeNode?
  /// How often DismissKit asked for the frame.
  private(set) var frameReads = 0

  init(frame: Rect, window: FakeNode?, presentation: FakeNode?) {
    self.frame = frame
    self.window = window
    self.presentation = presentation
  }

  var anchorWindow: AnyObject? { window }
  var anchorFrame: Rect {
    frameReads += 1
    return frame
  }
  var anchorIsHidden: Bool { isHidden }
  func appendAnchorClips(to frames: inout [Rect]) { frames.append(contentsOf: clips) }
  var anchorPresentation: (any DismissNode)? { presentation }
  /// No view tree: every touch counts, registration order is draw order.
  func canBeTouched(on hit: any DismissNode) -> Bool { true }
  var isVoiceOverInside: Bool { false }
}

/// A host that records what the coordinator asks of UIKit. Like UIKit, ending
/// editing posts "did end editing" at once, which the adapter reports back.
///
/// Its window is `window` (a fake node); the root's presentation is
/// `presentationView` inside it, and `content` a view of the root's
/// content there. Frames given to the helpers below are in the root's
/// space, whose origin is `probeOrigin` in the window; anchors and inputs
/// get their window frames from it.
@MainActor
class SwiftUIFakeHost: RootHost {
  var endEditingCount = 0
  /// Runs at each resign, after the count.
  var onResign: (() -> Void)?
  weak var coordinator: RootCoordinator?
  /// Whether ending editing reports the end of focus synchronously, as
  /// `UITextField.textDidEndEditingNotification` does.
  var reportsFocusEnd = true
  /// The scope view for the window's hub.
  weak var scope: FakeNode?
  /// Where the root's origin is in the window.
  var probeOrigin = Point(x: 0, y: 0)
  /// The window, unless a test gives its own.
  let ownWindow = FakeNode("window")
  weak var windowNode: FakeNode?
  /// The root's presentation, unless a test gives its own.
  let defaultPresentation = FakeNode("root presentation")
  /// A plain view of the root's content (what a touch on SwiftUI content
  /// hits: the hosting view).
  let content = FakeNode("content")
  /// The anchors the helpers made, kept alive as SwiftUI keeps the views.
  var anchors: [DismissalToken: FakeAnchor] = [:]

  init() {
    defaultPresentation.isPresentation = true
    ownWindow.add(defaultPresentation)
    defaultPresentation.add(content)
  }

  var windowFake: FakeNode { windowNode ?? ownWindow }

  var presentationNode: (any DismissNode)? { scope }

  var window: AnyObject? { windowFake }

  var probeAnchor: (any DismissalAnchor)? { nil }

  /// Where the root's own views are: the content, unless a test scopes it.
  var rootView: FakeNode { scope.flatMap { $0 === windowFake ? nil : $0 } ?? content }

  func presentation(of node: (any DismissNode)?) -> (any DismissNode)? {
    node.map { ($0 as? FakeNode)?.presentation } ?? rootView.presentation
  }

  /// Each presentation's presenter, for presentations shown from another.
  var presenters: [ObjectIdentifier: FakeNode] = [:]

  func isPresented(_ presentation: any DismissNode, above anchor: any DismissalAnchor) -> Bool {
    let presenter = (anchor as? FakeAnchor)?.presentation
    var next = presenters[ObjectIdentifier(presentation)]
    while let current = next {
      if current === presenter { return true }
      next = presenters[ObjectIdentifier(current)]
    }
    return false
  }

  func frameInWindow(of input: any DismissNode) -> Rect? {
    (input as? FakeNode)?.frame
  }

  func role(of node: any DismissNode) -> DismissViewRole {
    (node as? FakeNode)?.role ?? .content
  }

  func platformRole(at point: Point, hit: any DismissNode) -> DismissViewRole { .content }

  func windowDidRemove() {}

  /// A frame of the root's space, in window coordinates.
  func windowFrame(_ frame: Rect) -> Rect {
    Rect(
      x: frame.x + probeOrigin.x, y: frame.y + probeOrigin.y, width: frame.width,
      height: frame.height)
  }

  /// A point of the root's space, in window coordinates.
  func windowPoint(_ point: Point) -> Point {
    Point(x: point.x + probeOrigin.x, y: point.y + probeOrigin.y)
  }

  /// A new anchor in the root's presentation, kept alive by the host.
  func makeAnchor(_ frame: Rect, for token: DismissalToken) -> FakeAnchor {
    let anchor = FakeAnchor(
      frame: windowFrame(frame), window: windowFake,
      presentation: rootView.presentation)
    anchors[token] = anchor
    return anchor
  }

  /// A text field of the root's presentation at `frame` (root space).
  func makeField(_ frame: Rect) -> FakeNode {
    let field = rootView.add("field", role: .textInput)
    field.frame = windowFrame(frame)
    return field
  }
}

/// A stand-in for a SwiftUI `Binding<Bool>` of a layer: DismissKit writes
/// `false` into it, and SwiftUI later reports the change back to the
/// modifier, which tells the coordinator.
@MainActor
final class SwiftUIFakeBinding {
  var value: Bool
  var writes: [Bool] = []
  let token = DismissalToken()
  weak var coordinator: RootCoordinator?
  /// Whether the change reaches the coordinator at once (else call
  /// `deliver()` to play SwiftUI's later update).
  var deliversImmediately: Bool
  /// Whether the app's setter refuses `false` (a confirmation first).
  var refusesFalse = false
  /// The app's veto and its reason-aware callback, as given to
  /// `dismissible(...)`.
  var shouldDismiss: (@MainActor (DismissReason) -> Bool)?
  var reasons: [DismissReason] = []

  init(_ value: Bool = true, deliversImmediately: Bool = true) {
    self.value = value
    self.deliversImmediately = deliversImmediately
  }

  /// What the modifier registers as `onDismiss`.
  var onDismiss: @MainActor () -> Void {
    { [weak self] in
      guard let self else { return }
      self.writes.append(false)
      if self.refusesFalse { return }
      self.value = false
      if self.deliversImmediately { self.deliver() }
    }
  }

  /// What the modifier hands the coordinator.
  var actions: LayerBinding {
    LayerBinding(
      isPresented: { [weak self] in self?.value ?? false }, dismiss: onDismiss,
      shouldDismiss: shouldDismiss,
      onDismiss: { [weak self] reason in self?.reasons.append(reason) })
  }

  /// SwiftUI reports the binding's current value to the modifier.
  func deliver() { coordinator?.setPresented(value, for: token) }

  /// The app sets the binding.
  func set(_ newValue: Bool) {
    value = newValue
    deliver()
  }
}

/// The hosts `makeSwiftUICoordinator` made: tests that drop the host still
/// need its window, presentation and anchors, as an app's views outlive the
/// events they take part in.
@MainActor private var keptHosts: [SwiftUIFakeHost] = []

/// A window of a fake SwiftUI screen: every node is in it and the app's;
/// a resign ends focus at once and counts as the host's `endEditing`.
@MainActor
final class SwiftUIFakePlatform: WindowPlatform {
  weak var host: SwiftUIFakeHost?
  func resignFocus(_ responder: AnyObject?) -> Bool {
    host?.endEditingCount += 1
    host?.onResign?()
    return true
  }
  func isFocused(_ responder: AnyObject) -> Bool { true }
  func surface(of node: any DismissNode) -> NodeSurface { .app }
  func isInWindow(_ node: any DismissNode) -> Bool { true }
  func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool { false }
  func isServed(_ node: any DismissNode) -> Bool { false }
  func presence(of node: any DismissNode) -> NodePresence { .gone }
  func frame(of node: any DismissNode, contains point: Point) -> Bool { false }
  func coordinatorDidBecomeEmpty() {}
  /// How often DismissKit said the Escape command may have to change.
  private(set) var escapeChecks = 0
  func escapeMayHaveChanged() { escapeChecks += 1 }
}

/// Runs work at once.
@MainActor
final class ImmediateScheduler: DismissScheduler {
  func schedule(_ work: @escaping @MainActor () -> Void) { work() }
}

/// A root wired to a fake host, with its scope the fake window, in a
/// window coordinator of its own; `scheduler` `nil` runs effects at once.
@MainActor
func makeSwiftUICoordinator(
  policy: DismissPolicy = DismissPolicy(), scheduler: (any DismissScheduler)? = nil
) -> (RootCoordinator, SwiftUIFakeHost) {
  let coordinator = RootCoordinator(policy: policy)
  let host = SwiftUIFakeHost()
  host.scope = host.windowFake
  host.coordinator = coordinator
  coordinator.host = host
  let platform = SwiftUIFakePlatform()
  platform.host = host
  let window = WindowCoordinator(platform: platform, scheduler: scheduler ?? ImmediateScheduler())
  window.add(coordinator)
  keptHosts.append(host)
  keptWindows.append((window, platform))
  return (coordinator, host)
}

@MainActor private var keptWindows: [(WindowCoordinator, SwiftUIFakePlatform)] = []

/// A stand-in for a `UITouch` object: only its identity matters.
final class SwiftUIFakeTouch {}
@MainActor private var fakeTouches: [Int: SwiftUIFakeTouch] = [:]
private let fakeObserver = ObjectIdentifier(SwiftUIFakeTouch.self)

extension RootCoordinator {
  var registrationCount: Int { entries.count }

  /// The window's engine.
  var engine: DismissEngine { window?.engine ?? DismissEngine() }

  private func touchKey(_ touch: TouchID) -> ObjectIdentifier {
    let object = fakeTouches[touch.rawValue] ?? SwiftUIFakeTouch()
    fakeTouches[touch.rawValue] = object
    return ObjectIdentifier(object)
  }

  /// A touch down through the window (`hit` defaults to the content).
  func touchBegan(
    _ touch: TouchID, at point: Point, time: Double, pointer: PointerKind = .finger,
    hit: (any DismissNode)? = nil
  ) {
    window?.touchBegan(
      touchKey(touch), hit: hit ?? fakeHost?.content, at: point, time: time, pointer: pointer,
      source: fakeObserver)
  }

  func touchMoved(_ touch: TouchID, to point: Point, time: Double) {
    window?.touchMoved(touchKey(touch), to: point, time: time, source: fakeObserver)
  }

  func touchEnded(_ touch: TouchID, at point: Point, time: Double) {
    window?.touchEnded(touchKey(touch), at: point, time: time, source: fakeObserver)
  }

  func touchCancelled(_ touch: TouchID) {
    window?.touchCancelled(touchKey(touch), source: fakeObserver)
  }

  /// A text input began editing.
  func focusBegan(at input: FakeNode) { window?.focusDidBegin(input, input: input) }

  /// The focused input ended editing.
  func focusEnded() {
    if let responder = window?.focus.responder { window?.focusDidEnd(responder) }
  }

  /// An escape through the window.
  @discardableResult
  func escape(_ source: EscapeSource) -> Bool { window?.escape(source) ?? false }

  /// `nil` while waiting for its parent, or unregistered.
  func region(for token: DismissalToken) -> RegionID? { entries[token]?.region }

  func token(for region: RegionID) -> DismissalToken? {
    entries.first { $0.value.region == region }?.key
  }

  /// The fake host.
  var fakeHost: SwiftUIFakeHost? { host as? SwiftUIFakeHost }

  /// Measures the anchors as a touch on the root's content would.
  func measure() { measure(hit: nil, at: nil) }

  /// Registers a marked view with a new fake anchor at `frame` (the root's
  /// space), in the root's presentation.
  func register(
    _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken? = nil,
    frame: Rect, isPresented: Bool = true, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    let anchor = fakeHost?.makeAnchor(frame, for: token)
    register(
      token, spec: spec, parent: parent, anchor: anchor, isPresented: isPresented,
      actions: onDismiss.map { LayerBinding(isPresented: { false }, dismiss: $0) })
  }

  /// A scroll frame or a layout change: the anchor moves; nothing tells
  /// DismissKit.
  func setFrame(_ frame: Rect, for token: DismissalToken) {
    guard let host = fakeHost else { return }
    host.anchors[token]?.frame = host.windowFrame(frame)
  }

  /// A text field at `inputFrame` (the root's space) began editing.
  func focusBegan(inputFrame: Rect) {
    guard let host = fakeHost else { return }
    focusBegan(at: host.makeField(inputFrame))
  }

  /// A tap on the root's content: down and up at the same point (the
  /// root's space).
  func tap(_ x: Double, _ y: Double, id: Int = 1, hit: FakeNode? = nil, at time: Double = 0) {
    let point = fakeHost?.windowPoint(Point(x: x, y: y)) ?? Point(x: x, y: y)
    touchBegan(TouchID(rawValue: id), at: point, time: time, hit: hit ?? fakeHost?.content)
    touchEnded(TouchID(rawValue: id), at: point, time: time + 0.1)
  }

  /// Registers a layer tied to a fake binding.
  func register(
    layer binding: SwiftUIFakeBinding, spec: DismissalRegionSpec = .layer(),
    parent: DismissalToken? = nil, frame: Rect
  ) {
    binding.coordinator = self
    let anchor = fakeHost?.makeAnchor(frame, for: binding.token)
    register(
      binding.token, spec: spec, parent: parent, anchor: anchor, isPresented: binding.value,
      actions: binding.actions)
  }
}

/// Frames used across the SwiftUI tests (a 390 × 844 screen).
enum SwiftUITestFrames {
  static let field = Rect(x: 16, y: 700, width: 300, height: 44)
  static let send = Rect(x: 320, y: 700, width: 60, height: 44)
  /// Holds the field and the Send button.
  static let inputBar = Rect(x: 0, y: 690, width: 390, height: 64)
  static let list = Rect(x: 0, y: 100, width: 390, height: 580)
  static let menu = Rect(x: 200, y: 100, width: 180, height: 200)
  static let submenu = Rect(x: 40, y: 150, width: 160, height: 120)
  static let moreButton = Rect(x: 330, y: 50, width: 44, height: 44)
}
