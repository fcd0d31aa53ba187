import DismissCore
import Testing

@testable import DismissKit

/// The screens of the example app, end to end through the coordinator with
/// UIKit faked: what a SwiftUI developer sees.
@MainActor
struct RootCoordinatorTests {

  /// A chat: the Send button keeps the keyboard, the message list dismisses
  /// on a tap but not while scrolling.
  @Test func chatSendKeepsTheKeyboard() {
    let (coordinator, host) = makeSwiftUICoordinator()
    let send = DismissalToken()
    coordinator.register(send, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    for id in 1...3 { coordinator.tap(350, 720, id: id) }
    #expect(host.endEditingCount == 0)
    // A scroll of the messages.
    coordinator.touchBegan(9, at: Point(x: 200, y: 400), time: 1)
    coordinator.touchMoved(9, to: Point(x: 200, y: 300), time: 1.1)
    coordinator.touchEnded(9, at: Point(x: 200, y: 250), time: 1.2)
    #expect(host.endEditingCount == 0)
    coordinator.tap(200, 400, id: 10)
    #expect(host.endEditingCount == 1)
  }

  @Test func chatWithDragDismissal() {
    let (coordinator, host) = makeSwiftUICoordinator(
      policy: DismissPolicy(dragDismissesKeyboard: true))
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchBegan(1, at: Point(x: 200, y: 400), time: 0)
    coordinator.touchMoved(1, to: Point(x: 200, y: 300), time: 0.1)
    #expect(host.endEditingCount == 1)
  }

  /// Pencil touches (Scribble) never end editing by default.
  @Test func pencilIsIgnored() {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchBegan(1, at: Point(x: 200, y: 400), time: 0, pointer: .pencil)
    coordinator.touchEnded(1, at: Point(x: 200, y: 400), time: 0.1)
    #expect(host.endEditingCount == 0)
  }

  /// Two fingers are not a tap.
  @Test func multiTouchIsNotATap() {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchBegan(1, at: Point(x: 100, y: 400), time: 0)
    coordinator.touchBegan(2, at: Point(x: 200, y: 400), time: 0.01)
    coordinator.touchEnded(1, at: Point(x: 100, y: 400), time: 0.1)
    coordinator.touchEnded(2, at: Point(x: 200, y: 400), time: 0.1)
    #expect(host.endEditingCount == 0)
  }

  @Test func cancelledTouchesDoNothing() {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchBegan(1, at: Point(x: 100, y: 400), time: 0)
    coordinator.touchCancelled(1)
    coordinator.touchEnded(1, at: Point(x: 100, y: 400), time: 0.1)
    #expect(host.endEditingCount == 0)
  }

  /// A policy change reaches the engine at the next event.
  @Test func touchDownPolicy() {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.policy = DismissPolicy(dismissKeyboardOn: .touchDown)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchBegan(1, at: Point(x: 100, y: 400), time: 0)
    #expect(host.endEditingCount == 1)
    #expect(coordinator.policy.dismissKeyboardOn == .touchDown)
  }
}
