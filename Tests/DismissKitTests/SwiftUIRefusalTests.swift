import DismissCore
import Testing

@testable import DismissKit

/// Why a layer closed, saying no, and when DismissKit acts: the veto and
/// the reason on `dismissible`, a binding whose setter refuses `false`, and
/// effects carried out on the next main-queue turn.
@MainActor
struct SwiftUIRefusalTests {

  /// An escape whose every dismissal is refused dismissed nothing.
  @Test func anEscapeThatIsRefusedSaysSo() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let editor = SwiftUIFakeBinding()
    editor.shouldDismiss = { _ in false }
    coordinator.register(layer: editor, frame: SwiftUITestFrames.menu)
    #expect(coordinator.escape(.accessibility) == false)
    #expect(editor.writes == [])
  }

  /// The reasons of nested layers: the submenu closes with its menu's.
  @Test func aSubmenuClosesWithItsMenusReason() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    let submenu = SwiftUIFakeBinding()
    coordinator.register(
      layer: menu, spec: .layer(dismissOn: [.tapOutside, .dragOutside]),
      frame: SwiftUITestFrames.menu)
    coordinator.register(layer: submenu, parent: menu.token, frame: SwiftUITestFrames.submenu)
    coordinator.touchBegan(1, at: Point(x: 20, y: 600), time: 0)
    coordinator.touchMoved(1, to: Point(x: 20, y: 500), time: 0.1)
    #expect(submenu.reasons == [.dragOutside])
    #expect(menu.reasons == [.dragOutside])
  }

  /// A submenu the app shows while its menu's dismissal waits for the
  /// app's answer opens when the menu is refused. Before, it registered
  /// closed (its menu was not open) and stayed closed while SwiftUI showed
  /// it. Found by the SwiftUI adapter property tests.
  @Test func aSubmenuShownDuringARefusedDismissalOpensWithItsMenu() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = SwiftUIFakeBinding()
    menu.refusesFalse = true
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.escape(.key)
    #expect(menu.writes == [false])
    let submenu = SwiftUIFakeBinding()
    coordinator.register(layer: submenu, parent: menu.token, frame: SwiftUITestFrames.submenu)
    let submenuID = try #require(coordinator.region(for: submenu.token))
    #expect(coordinator.engine.state(of: submenuID) == .closed)
    // The next event finds the menu refused: the submenu opens with it.
    coordinator.settleLayers()
    #expect(coordinator.engine.state(of: submenuID) == .open)
    coordinator.tap(10, 600)
    #expect(submenu.writes == [false])
  }
}
