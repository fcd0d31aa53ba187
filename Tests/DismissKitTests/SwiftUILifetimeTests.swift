import DismissCore
import Testing

@testable import DismissKit

/// Registrations live as long as their views: once a view disappears,
/// nothing it registered takes part in any decision, and nothing fires.
@MainActor
struct SwiftUILifetimeTests {
  @Test func aRemovedLayerNeverHearsFromTheEngineAgain() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    var dismissals = 0
    let menu = DismissalToken()
    coordinator.register(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu, isPresented: true,
      onDismiss: { dismissals += 1 })
    let id = try #require(coordinator.region(for: menu))

    coordinator.unregister(menu)
    #expect(coordinator.engine.contains(id) == false)
    #expect(coordinator.engine.openLayers == [])
    #expect(coordinator.engine.isIdle)
    coordinator.tap(10, 600)
    coordinator.escape(.key)
    coordinator.escape(.accessibility)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(10, 600, id: 2)
    // Late updates from a view that is going away are ignored.
    coordinator.setFrame(SwiftUITestFrames.list, for: menu)
    coordinator.setPresented(true, for: menu)
    coordinator.update(menu, spec: .layer(isModal: true))
    #expect(dismissals == 0)
    #expect(coordinator.registrationCount == 0)
    #expect(coordinator.engine.regionCount == 0)
  }

  @Test func aRemovedKeepRegionNoLongerKeepsTheKeyboard() {
    let (coordinator, host) = makeSwiftUICoordinator()
    let send = DismissalToken()
    coordinator.register(send, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(350, 720)
    #expect(host.endEditingCount == 0)
    coordinator.unregister(send)
    coordinator.tap(350, 720, id: 2)
    #expect(host.endEditingCount == 1)
  }

  @Test func aLayerRemovedWhileATouchIsDownIsNotDismissedByIt() {
    let (coordinator, _) = makeSwiftUICoordinator()
    var dismissals = 0
    let menu = DismissalToken()
    coordinator.register(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu, isPresented: true,
      onDismiss: { dismissals += 1 })
    coordinator.touchBegan(1, at: Point(x: 10, y: 600), time: 0)
    coordinator.unregister(menu)
    coordinator.touchEnded(1, at: Point(x: 10, y: 600), time: 0.1)
    #expect(dismissals == 0)
  }

  @Test func removingALayerClosesTheLayersInsideAndForgetsTheirRegions() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    let submenu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.register(layer: submenu, parent: menu.token, frame: SwiftUITestFrames.submenu)
    let submenuID = try #require(coordinator.region(for: submenu.token))
    coordinator.unregister(menu.token)
    #expect(coordinator.engine.openLayers == [])
    #expect(coordinator.token(for: submenuID) == nil)
    coordinator.tap(10, 600)
    #expect(menu.writes == [])
    #expect(submenu.writes == [])
    // The submenu's own disappearance follows.
    coordinator.unregister(submenu.token)
    #expect(coordinator.registrationCount == 0)
  }

  @Test func theHostIsHeldWeakly() {
    let coordinator = RootCoordinator()
    do {
      let host = SwiftUIFakeHost()
      coordinator.host = host
    }
    #expect(coordinator.host == nil)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(10, 10)
    #expect(coordinator.engine.isFocused == false)
  }

  @Test func anIdleCoordinatorRecordsTouchesWithoutDecisions() {
    let (coordinator, host) = makeSwiftUICoordinator()
    let send = DismissalToken()
    coordinator.register(send, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    for id in 1...100 { coordinator.tap(Double(id), 300, id: id) }
    #expect(host.endEditingCount == 0)
    #expect(coordinator.engine.isIdle)
  }
}
