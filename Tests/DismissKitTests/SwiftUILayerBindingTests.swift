import DismissCore
import Testing

@testable import DismissKit

/// The binding sync state machine of `dismissible(isPresented:)`: the
/// binding opens and closes the layer; the engine's dismissal writes `false`
/// into the binding once; the binding's change closes the layer.
@MainActor
struct SwiftUILayerBindingTests {
  @Test func aPresentedLayerOpensWhenItRegisters() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding(true)
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    let id = try #require(coordinator.region(for: menu.token))
    #expect(coordinator.engine.openLayers == [id])
  }

  @Test func aLayerFollowsItsBinding() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding(false)
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    let id = try #require(coordinator.region(for: menu.token))
    #expect(coordinator.engine.state(of: id) == .closed)
    menu.set(true)
    #expect(coordinator.engine.state(of: id) == .open)
    menu.set(false)
    #expect(coordinator.engine.state(of: id) == .closed)
    #expect(menu.writes == [])
  }

  @Test func aTapOutsideWritesFalseIntoTheBindingOnce() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    // SwiftUI delivers the change later, not inside the touch.
    let menu = SwiftUIFakeBinding(true, deliversImmediately: false)
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    let id = try #require(coordinator.region(for: menu.token))

    coordinator.tap(50, 500)
    #expect(menu.value == false)
    #expect(menu.writes == [false])
    #expect(coordinator.engine.state(of: id) == .dismissing)
    // A second tap before SwiftUI delivers: the layer is already going.
    coordinator.tap(50, 500, id: 2)
    #expect(menu.writes == [false])

    menu.deliver()
    #expect(coordinator.engine.state(of: id) == .closed)
  }

  @Test func aTapInsideDoesNothing() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.tap(250, 150)
    #expect(menu.writes == [])
  }

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

  @Test func withoutExclusionTheTriggerTapClosesTheLayer() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding(true)
    coordinator.register(layer: menu, spec: .layer(id: "more"), frame: SwiftUITestFrames.menu)
    coordinator.tap(350, 70)
    #expect(menu.writes == [false])
  }

  @Test func dismissingAMenuDismissesItsSubmenuFirst() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    let submenu = SwiftUIFakeBinding()
    var order: [String] = []
    coordinator.register(
      menu.token, spec: .layer(), frame: SwiftUITestFrames.menu, isPresented: true,
      onDismiss: {
        order.append("menu")
        menu.set(false)
      })
    menu.coordinator = coordinator
    coordinator.register(
      submenu.token, spec: .layer(), parent: menu.token, frame: SwiftUITestFrames.submenu,
      isPresented: true,
      onDismiss: {
        order.append("submenu")
        submenu.set(false)
      })
    submenu.coordinator = coordinator
    let menuID = try #require(coordinator.region(for: menu.token))
    let submenuID = try #require(coordinator.region(for: submenu.token))
    #expect(coordinator.engine.openLayers == [menuID, submenuID])

    // A tap in the submenu is inside the menu too.
    coordinator.tap(100, 200)
    #expect(order == [])
    coordinator.tap(50, 600)
    #expect(order == ["submenu", "menu"])
    #expect(coordinator.engine.openLayers == [])
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

  @Test func aModalLayerBlocksTapsFromReachingWhatIsBeneath() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    let modal = SwiftUIFakeBinding()
    coordinator.register(
      layer: modal, spec: .layer(dismissOn: [.escape], isModal: true),
      frame: Rect(x: 40, y: 300, width: 310, height: 240))
    // The modal does not react to taps outside, and blocks them: nothing closes.
    coordinator.tap(10, 10)
    #expect(menu.writes == [])
    #expect(modal.writes == [])
    coordinator.escape(.key)
    #expect(modal.writes == [false])
    #expect(menu.writes == [])
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

  @Test func focusOutsideDismissesALayerThatAsksForIt() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    coordinator.register(
      layer: menu, spec: .layer(dismissOn: [.tapOutside, .focusOutside]),
      frame: SwiftUITestFrames.menu)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    #expect(menu.writes == [false])
  }
}
