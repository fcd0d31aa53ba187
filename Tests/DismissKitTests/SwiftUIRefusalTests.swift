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

  /// A resign is skipped when focus changed between the tap and the next
  /// turn: the tapped view was another field, which took focus.
  @Test func aResignIsSkippedWhenFocusMovedOn() {
    let scheduler = ManualScheduler()
    let (coordinator, host) = makeSwiftUICoordinator(scheduler: scheduler)
    let hub = DismissWindowHub(scheduler: scheduler)
    host.scope = host.content
    hub.add(coordinator)
    let first = host.makeField(SwiftUITestFrames.field)
    let second = host.makeField(Rect(x: 16, y: 200, width: 300, height: 44))
    hub.focusDidBegin(first, input: first)
    // A tap the engine sees as background (the second field's own view is
    // not on the touch's chain here), then the second field begins editing
    // as UIKit delivers the touch to it.
    coordinator.tap(100, 500)
    hub.focusDidBegin(second, input: second)
    scheduler.runAll()
    #expect(host.endEditingCount == 0)
    #expect(coordinator.engine.isFocused)
  }

  /// A hub and a root with an editor that refuses Escape, its field focused.
  private func focusedEditorRefusingEscape() -> (
    ManualScheduler, RootCoordinator, SwiftUIFakeHost, DismissWindowHub, SwiftUIFakeBinding
  ) {
    let scheduler = ManualScheduler()
    let (coordinator, host) = makeSwiftUICoordinator(scheduler: scheduler)
    let hub = DismissWindowHub(scheduler: scheduler)
    host.scope = host.content
    hub.add(coordinator)
    let editor = SwiftUIFakeBinding()
    editor.shouldDismiss = { $0 != .escape }
    coordinator.register(layer: editor, frame: SwiftUITestFrames.menu)
    let field = host.makeField(Rect(x: 220, y: 120, width: 100, height: 30))
    hub.focusDidBegin(field, input: field)
    return (scheduler, coordinator, host, hub, editor)
  }

  /// An escape whose layer the app vetoes does nothing: the field inside
  /// the layer keeps focus. Before, the layer stayed and its field lost the
  /// keyboard (the UIKit adapter already gave focus back). Found by the
  /// SwiftUI adapter property tests.
  @Test func aVetoedEscapeKeepsTheFocusedFieldOfTheLayer() throws {
    let (scheduler, coordinator, host, hub, editor) = focusedEditorRefusingEscape()
    #expect(coordinator.engine.isFocused)
    #expect(hub.escape(.key) == false)
    scheduler.runAll()
    #expect(host.endEditingCount == 0)
    #expect(coordinator.engine.isFocused)
    #expect(
      coordinator.engine.state(of: try #require(coordinator.region(for: editor.token))) == .open)
    #expect(editor.writes == [])
  }

  /// An escape whose every dismissal is refused leaves everything as it was
  /// (rule 7): a hint that only focus moving out closes, opened after the
  /// focus, stays open although the engine gets the focus back. Found by
  /// the emulated property harness.
  @Test func aRefusedEscapeIsNoFocusChange() throws {
    let (scheduler, coordinator, host, hub, _) = focusedEditorRefusingEscape()
    let hint = SwiftUIFakeBinding()
    coordinator.register(
      layer: hint, spec: .layer(dismissOn: [.focusOutside]), frame: SwiftUITestFrames.submenu)
    #expect(hub.escape(.key) == false)
    scheduler.runAll()
    #expect(coordinator.engine.isFocused)
    #expect(hint.writes == [])
    // Control: focus really moving out closes the hint.
    let other = host.makeField(Rect(x: 10, y: 700, width: 100, height: 30))
    hub.focusDidBegin(other, input: other)
    scheduler.runAll()
    #expect(hint.writes == [false])
  }

  /// A tap on a system alert while a refused write waits to be checked
  /// decides nothing: the hub asks for the surface first. Before, the tap
  /// reached the root, which settled the write (the layer opened again) and
  /// took the alert's tap as a tap outside it. Found by the SwiftUI adapter
  /// property tests.
  @Test func aTapOnAnAlertWhileAWriteWaitsDecidesNothing() throws {
    let scheduler = ManualScheduler()
    let window = FakeNode("window")
    let platform = FakeHost(scope: window)
    platform.reportsSurfaces = true
    let (coordinator, host) = makeSwiftUICoordinator(scheduler: scheduler)
    host.windowNode = window
    window.add(host.defaultPresentation)
    host.defaultPresentation.surface = .app
    host.scope = window
    let hub = DismissWindowHub(platform: platform, scheduler: scheduler)
    hub.add(coordinator)
    let alert = window.add("alert")
    alert.surface = .system
    let alertButton = alert.add("OK", role: .control)
    let editor = SwiftUIFakeBinding()
    editor.refusesFalse = true
    coordinator.register(layer: editor, frame: SwiftUITestFrames.menu)
    let id = try #require(coordinator.region(for: editor.token))
    let source = ObjectIdentifier(hub)
    let first = ObjectIdentifier(FakeNode("touch 1"))
    hub.touchBegan(
      first, hit: host.content, at: Point(x: 10, y: 600), time: 0, pointer: .finger,
      source: source)
    hub.touchEnded(first, at: Point(x: 10, y: 600), time: 0.1, source: source)
    scheduler.runAll()
    #expect(editor.writes == [false])
    #expect(coordinator.engine.state(of: id) == .dismissing)
    let second = ObjectIdentifier(alertButton)
    hub.touchBegan(
      second, hit: alertButton, at: Point(x: 10, y: 600), time: 1, pointer: .finger,
      source: source)
    hub.touchEnded(second, at: Point(x: 10, y: 600), time: 1.1, source: source)
    scheduler.runAll()
    #expect(editor.writes == [false])
    #expect(scheduler.pendingCount == 0)
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
    coordinator.settleWrittenDismissals()
    #expect(coordinator.engine.state(of: submenuID) == .open)
    coordinator.tap(10, 600)
    #expect(submenu.writes == [false])
  }
}
