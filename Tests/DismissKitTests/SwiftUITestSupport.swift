import DismissCore
import Testing

@testable import DismissKit

/// A host that records what the coordinator asks of UIKit. Like UIKit, ending
/// editing posts "did end editing" at once, which the adapter reports back.
///
/// For the window's hub it plays the probe and the hosting view: `scope` is
/// the presentation view, window points reach the probe moved by
/// `probeOrigin`, and fake nodes give their role and frame (in window
/// coordinates). With a `hub`, ending editing goes through it, as the
/// adapter's does.
@MainActor
class SwiftUIFakeHost: DismissalHost {
  var endEditingCount = 0
  weak var coordinator: DismissalCoordinator?
  /// Whether ending editing reports the end of focus synchronously, as
  /// `UITextField.textDidEndEditingNotification` does.
  var reportsFocusEnd = true
  /// The presentation view, for the window's hub.
  weak var scope: FakeNode?
  /// Where the probe's origin is in the window.
  var probeOrigin = Point(x: 0, y: 0)
  /// Whether the root serves its presentation.
  var servesPresentation = true

  func endEditing() {
    endEditingCount += 1
    if let hub = coordinator?.hub {
      hub.resignFocus(from: coordinator)
    } else if reportsFocusEnd {
      coordinator?.focusEnded()
    }
  }

  var presentationNode: (any DismissNode)? { scope }

  func probePoint(fromWindow point: Point) -> Point {
    Point(x: point.x - probeOrigin.x, y: point.y - probeOrigin.y)
  }

  func probeFrame(of input: any DismissNode) -> Rect? {
    guard let frame = (input as? FakeNode)?.frame else { return nil }
    return Rect(
      x: frame.x - probeOrigin.x, y: frame.y - probeOrigin.y, width: frame.width,
      height: frame.height)
  }

  func role(of node: any DismissNode) -> DismissViewRole {
    (node as? FakeNode)?.role ?? .content
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
  weak var coordinator: DismissalCoordinator?
  /// Whether the change reaches the coordinator at once (else call
  /// `deliver()` to play SwiftUI's later update).
  var deliversImmediately: Bool

  init(_ value: Bool = true, deliversImmediately: Bool = true) {
    self.value = value
    self.deliversImmediately = deliversImmediately
  }

  /// What the modifier registers as `onDismiss`.
  var onDismiss: @MainActor () -> Void {
    { [weak self] in
      guard let self else { return }
      self.value = false
      self.writes.append(false)
      if self.deliversImmediately { self.deliver() }
    }
  }

  /// SwiftUI reports the binding's current value to the modifier.
  func deliver() { coordinator?.setPresented(value, for: token) }

  /// The app sets the binding.
  func set(_ newValue: Bool) {
    value = newValue
    deliver()
  }
}

/// A coordinator wired to a fake host, with a root at the window's origin.
@MainActor
func makeSwiftUICoordinator(policy: DismissPolicy = DismissPolicy()) -> (
  DismissalCoordinator, SwiftUIFakeHost
) {
  let coordinator = DismissalCoordinator(policy: policy)
  let host = SwiftUIFakeHost()
  host.coordinator = coordinator
  coordinator.host = host
  coordinator.space.rootFrame = Rect(x: 0, y: 0, width: 390, height: 844)
  return (coordinator, host)
}

extension DismissalCoordinator {
  /// A tap: down and up at the same point (probe coordinates).
  func tap(
    _ x: Double, _ y: Double, id: Int = 1, chain: TouchedViewChain = .empty, at time: Double = 0
  ) {
    touchBegan(TouchID(rawValue: id), atProbePoint: Point(x: x, y: y), time: time, chain: chain)
    touchEnded(TouchID(rawValue: id), atProbePoint: Point(x: x, y: y), time: time + 0.1)
  }

  /// Registers a layer tied to a fake binding.
  func register(
    layer binding: SwiftUIFakeBinding, spec: DismissalRegionSpec = .layer(),
    parent: DismissalToken? = nil, frame: Rect
  ) {
    binding.coordinator = self
    register(
      binding.token, spec: spec, parent: parent, frame: frame, isPresented: binding.value,
      onDismiss: binding.onDismiss)
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
