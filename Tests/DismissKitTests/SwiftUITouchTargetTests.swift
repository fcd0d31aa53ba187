import DismissCore
import Testing

@testable import DismissKit

/// Combining what UIKit says is under a touch (text inputs, controls) with
/// the engine's geometric hit test of the registered SwiftUI regions.
@MainActor
struct SwiftUITouchTargetTests {
  @Test func nothingOnTheChainLeavesTheHitTestToTheEngine() {
    var engine = DismissEngine()
    #expect(TouchTarget.resolve([], at: Point(x: 1, y: 1), in: engine) == .geometric)
    engine.setFocus(hitPath: [.unregistered(.textInput)])
    #expect(TouchTarget.resolve([], at: Point(x: 1, y: 1), in: engine) == .geometric)
  }

  /// Idle or not, the chain comes first, then the geometric path: the
  /// touch takes its whole target at its down, so should focus begin
  /// during it, a control decides the keyboard (`controlsKeyboard`) and the
  /// card around it still holds the touch.
  @Test func anIdleEngineGetsTheChainThenTheGeometricPathToo() {
    var engine = DismissEngine()
    let card = engine.insert(Region(kind: .container, frame: SwiftUITestFrames.inputBar))
    #expect(engine.isIdle)
    let point = SwiftUITestFrames.field.center
    #expect(
      TouchTarget.resolve([.unregistered(.textInput)], at: point, in: engine)
        == .path([.unregistered(.textInput), .region(card)]))
    #expect(
      TouchTarget.resolve([.unregistered(.control)], at: point, in: engine)
        == .path([.unregistered(.control), .region(card)]))
  }

  /// A tap on a UIKit control (a `Toggle`'s `UISwitch`) that began while
  /// nothing could be decided keeps the keyboard that came up during it,
  /// as controls do (`controlsKeyboard: .keep`). Before, an idle engine got
  /// no path for a control and the tap hit nothing: it dismissed the
  /// keyboard. Found by the SwiftUI adapter property tests.
  @Test func aControlTouchedWhileIdleKeepsTheKeyboardThatCameUpDuringIt() {
    let (coordinator, host) = makeSwiftUICoordinator()
    let toggle = host.content.add("switch", role: .control)
    let point = Point(x: 100, y: 330)
    coordinator.touchBegan(
      TouchID(rawValue: 1), at: point, time: 0, hit: toggle, chain: [.unregistered(.control)])
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchEnded(TouchID(rawValue: 1), at: point, time: 0.1)
    #expect(host.endEditingCount == 0)
    #expect(coordinator.engine.isFocused)
  }

  @Test func aBusyEngineGetsTheChainThenTheGeometricPath() {
    var engine = DismissEngine()
    let menu = engine.insert(.layer(frame: SwiftUITestFrames.menu))
    engine.open(menu)
    let point = Point(x: 250, y: 150)
    #expect(
      TouchTarget.resolve([.unregistered(.textInput)], at: point, in: engine)
        == .path([.unregistered(.textInput), .region(menu)]))
    #expect(
      TouchTarget.resolve(
        [.unregistered(.control), .unregistered(.textInput)], at: Point(x: 5, y: 5), in: engine)
        == .path([.unregistered(.control), .unregistered(.textInput)]))
  }

  @Test func aTapOnATextFieldKeepsTheKeyboardEvenInADismissArea() {
    let (coordinator, host) = makeSwiftUICoordinator()
    let bar = DismissalToken()
    coordinator.register(bar, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.inputBar)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    // UIKit says the touch is inside a UITextField.
    coordinator.tap(100, 720, chain: [.unregistered(.textInput)])
    #expect(host.endEditingCount == 0)
    // The same point without a text input in UIKit: the area dismisses.
    coordinator.tap(100, 720)
    #expect(host.endEditingCount == 1)
  }

  @Test func aTapOnAUIKitControlFollowsThePolicy() {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(200, 300, chain: [.unregistered(.control)])  // a Toggle's UISwitch
    #expect(host.endEditingCount == 0)

    coordinator.policy = DismissPolicy(controlsKeyboard: .dismiss)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(200, 300, chain: [.unregistered(.control)])
    #expect(host.endEditingCount == 1)
  }

  /// The tap that focuses a field when nothing had focus: the field begins
  /// editing before the touch ends. The text input on the chain keeps the
  /// keyboard it just raised.
  @Test func theTapThatFocusesAFieldDoesNotDismissIt() {
    let (coordinator, host) = makeSwiftUICoordinator()
    let field = Point(x: 100, y: 720)
    coordinator.touchBegan(1, at: field, time: 0, chain: [.unregistered(.textInput)])
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchEnded(1, at: field, time: 0.1)
    #expect(host.endEditingCount == 0)
    #expect(coordinator.engine.isFocused)
  }

  @Test func aTextFieldInsideALayerIsInsideIt() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    // The search field of the menu.
    coordinator.tap(250, 120, chain: [.unregistered(.textInput)])
    #expect(menu.writes == [])
    coordinator.tap(50, 500)
    #expect(menu.writes == [false])
  }
}
