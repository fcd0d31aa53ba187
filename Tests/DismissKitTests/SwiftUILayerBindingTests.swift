import DismissCore
import Testing

@testable import DismissKit

/// The binding sync state machine of `dismissible(isPresented:)`: the
/// binding opens and closes the layer; the engine's dismissal writes `false`
/// into the binding once; the binding's change closes the layer.
@MainActor
struct SwiftUILayerBindingTests {

  @Test func theTriggerTogglesInsteadOfClosingAndReopening() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let trigger = DismissalToken()
    coordinator.register(
      trigger, spec: .excluded(from: "more"), frame: SwiftUITestFrames.moreButton)
    let menu = SwiftUIFakeBinding(true)
    coordinator.register(layer: menu, spec: .layer(id: "more"), frame: SwiftUITestFrames.menu)
    // The tap on the trigger: DismissKit leaves the layer alone...
    coordinator.tap(350, 70)
    #expect(menu.writes == [])
    // ...and the button's own action toggles it.
    menu.set(false)
    let id = try #require(coordinator.region(for: menu.token))
    #expect(coordinator.engine.state(of: id) == .closed)
  }

  @Test func aSubmenuRegisteredBeforeItsMenuOpensWithIt() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    let submenu = SwiftUIFakeBinding()
    coordinator.register(layer: submenu, parent: menu.token, frame: SwiftUITestFrames.submenu)
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    let menuID = try #require(coordinator.region(for: menu.token))
    let submenuID = try #require(coordinator.region(for: submenu.token))
    #expect(coordinator.engine.openLayers == [menuID, submenuID])
  }

  @Test func reopeningAMenuReopensTheSubmenuItsAppKeptPresented() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    let submenu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.register(layer: submenu, parent: menu.token, frame: SwiftUITestFrames.submenu)
    let submenuID = try #require(coordinator.region(for: submenu.token))
    // The app hides the menu (the views stay, faded out) and shows it again.
    menu.set(false)
    #expect(coordinator.engine.state(of: submenuID) == .closed)
    menu.set(true)
    #expect(coordinator.engine.state(of: submenuID) == .open)
  }

  @Test func theBindingTurningTrueAgainWhileDismissingReopensTheLayer() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding(true, deliversImmediately: false)
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    let id = try #require(coordinator.region(for: menu.token))
    coordinator.tap(50, 500)
    #expect(coordinator.engine.state(of: id) == .dismissing)
    menu.set(true)
    #expect(coordinator.engine.state(of: id) == .open)
    coordinator.tap(50, 500, id: 2)
    #expect(menu.writes == [false, false])
  }

  @Test func theTouchThatOpensALayerDoesNotCloseIt() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding(false)
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.touchBegan(1, at: Point(x: 350, y: 70), time: 0)
    menu.set(true)  // the button's action ran during the touch
    coordinator.touchEnded(1, at: Point(x: 350, y: 70), time: 0.1)
    #expect(menu.writes == [])
  }

}
