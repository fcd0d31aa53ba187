import DismissCore
import Testing

@testable import DismissKit

/// A touch's effects are carried out on the next turn
/// of the main queue, after UIKit delivered the touch to its views; the
/// engine's state changes at the event.
@MainActor
@Suite("Delivery")
struct DeliveryTests {
  @Test("a tap's resign waits for the next turn; the engine lets go of focus at the event")
  func resignWaits() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    screen.focus(field)
    screen.runsMainQueue = false
    screen.tap(screen.window)
    #expect(screen.host.resigned.isEmpty)
    #expect(!screen.engine.isFocused)
    screen.scheduler.runAll()
    #expect(screen.host.resigned == [ObjectIdentifier(field)])
  }

  @Test("the resign is skipped when the tapped view focused another input in between")
  func resignSkippedWhenFocusMovedOn() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    let other = screen.window.add("other", role: .textInput)
    screen.focus(field)
    screen.runsMainQueue = false
    screen.tap(screen.window)
    // The tapped row's action focuses another field during delivery.
    screen.focus(other)
    screen.scheduler.runAll()
    #expect(screen.host.resigned.isEmpty)
    #expect(screen.engine.isFocused)
  }

  @Test("the resign is skipped when the app ended editing itself in between")
  func resignSkippedWhenEditingEnded() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    screen.focus(field)
    screen.runsMainQueue = false
    screen.tap(screen.window)
    screen.endFocus(field)
    screen.scheduler.runAll()
    #expect(screen.host.resigned.isEmpty)
  }

  @Test("a layer's dismissal waits for the next turn; it is dismissing from the event on")
  func dismissalWaits() {
    let screen = FakeScreen()
    let layer = FakeLayer(screen.window.add("menu"))
    screen.register(layer)
    screen.reconcile()
    screen.runsMainQueue = false
    screen.tap(screen.window)
    #expect(layer.dismissCount == 0)
    #expect(screen.state(of: layer) == .dismissing)
    screen.scheduler.runAll()
    #expect(layer.dismissCount == 1)
    #expect(layer.reasons == [.tapOutside])
  }

  @Test("a layer the app removed while the touch was delivered is not dismissed again")
  func dismissalSkippedWhenTheAppRemovedIt() {
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    let layer = FakeLayer(menu)
    screen.register(layer)
    screen.reconcile()
    screen.runsMainQueue = false
    screen.tap(screen.window)
    menu.removeFromParent()  // the app's own Done button, same turn
    screen.scheduler.runAll()
    #expect(layer.dismissCount == 0)
  }

  @Test("effects keep their order: dismissals, then the resign, then a focus event's")
  func order() {
    let screen = FakeScreen()
    var log: [String] = []
    let field = screen.window.add("field", role: .textInput)
    let menu = FakeLayer(screen.window.add("menu"))
    menu.onDismiss = { log.append("menu") }
    screen.register(menu)
    screen.focus(field)
    screen.host.onResign = { log.append("resign") }
    screen.tap(screen.window)
    #expect(log == ["menu", "resign"])
  }
}

/// Points 5 and 6: the reason of a dismissal, the synchronous veto, and
/// what a source says when it is done.
@MainActor
@Suite("Reasons and veto")
struct ReasonAndVetoTests {
  @Test("the veto is asked after delivery with the reason; a refused layer stays where it was")
  func vetoKeepsThePlace() {
    let screen = FakeScreen()
    let lower = FakeLayer(screen.window.add("lower"))
    let upper = FakeLayer(screen.window.add("upper"))
    upper.shouldDismiss = { _ in false }
    screen.register(lower)
    screen.register(upper)
    screen.reconcile()
    screen.runsMainQueue = false
    screen.tap(screen.window)
    #expect(upper.askedReasons.isEmpty)
    #expect(screen.state(of: upper) == .dismissing)
    screen.scheduler.runAll()
    #expect(upper.askedReasons == [.tapOutside])
    #expect(screen.state(of: upper) == .open)
    // The tap outside both: the lower one goes, the upper one stays on top.
    #expect(screen.engine.openLayers == [screen.region(of: upper)])
    #expect(upper.dismissCount == 0)
    #expect(lower.dismissCount == 1)
    // Refused once is not refused for good: the next tap asks again.
    upper.shouldDismiss = { _ in true }
    screen.tap(screen.window)
    screen.scheduler.runAll()
    #expect(upper.dismissCount == 1)
  }

  @Test("each trigger reaches the source as its reason")
  func reasons() {
    let policy = DismissPolicy()
    let screen = FakeScreen(policy: policy)
    let field = screen.window.add("field", role: .textInput)
    func layer(_ name: String, _ triggers: DismissTriggers) -> FakeLayer {
      let l = FakeLayer(screen.window.add(name), triggers: triggers)
      screen.register(l)
      return l
    }
    let escape = layer("escape", [.escape])
    screen.reconcile()
    screen.coordinator.escape(.key)
    #expect(escape.reasons == [.escape])
    let down = layer("down", [.touchDownOutside])
    screen.reconcile()
    let key = screen.newTouch()
    screen.down(screen.window, key)
    screen.up(key)
    #expect(down.reasons == [.touchDownOutside])
    let drag = layer("drag", [.dragOutside])
    screen.reconcile()
    let dragKey = screen.newTouch()
    screen.down(screen.window, dragKey)
    screen.move(dragKey, to: Point(x: 0, y: 40))
    screen.up(dragKey, at: Point(x: 0, y: 40))
    #expect(drag.reasons == [.dragOutside])
    let focus = layer("focus", [.focusOutside])
    screen.reconcile()
    screen.focus(field)
    #expect(focus.reasons == [.focusOutside])
  }

  @Test("an escape whose every dismissal is refused dismissed nothing, and keeps focus")
  func refusedEscape() {
    let screen = FakeScreen()
    let sheetView = screen.window.add("sheet")
    let field = sheetView.add("field", role: .textInput)
    let sheet = FakeLayer(sheetView)
    sheet.shouldDismiss = { $0 != .escape }
    screen.register(sheet)
    screen.focus(field)
    #expect(!screen.coordinator.escape(.accessibility))
    #expect(screen.host.resigned.isEmpty)
    #expect(screen.engine.isFocused)
    #expect(screen.state(of: sheet) == .open)
    sheet.shouldDismiss = { _ in true }
    #expect(screen.coordinator.escape(.accessibility))
    #expect(sheet.dismissCount == 1)
    // The sheet held the focused input: focus goes with it.
    #expect(screen.host.resigned == [ObjectIdentifier(field)])
  }

  @Test("a source that refuses later opens the layer again where it was")
  func lateRefusal() {
    let screen = FakeScreen()
    let lower = FakeLayer(screen.window.add("lower"), triggers: [.escape])
    let upper = FakeLayer(screen.window.add("upper"), dismissal: .manual)
    screen.register(lower)
    screen.register(upper)
    screen.reconcile()
    screen.tap(screen.window)
    #expect(screen.state(of: upper) == .dismissing)
    upper.finish(false)
    #expect(screen.state(of: upper) == .open)
    #expect(screen.engine.openLayers == [screen.region(of: lower), screen.region(of: upper)])
    screen.tap(screen.window)
    #expect(upper.dismissCount == 2)
  }

  @Test("a panel slid off screen and finished opens again when it slides back")
  func slidAwayAndBack() {
    let screen = FakeScreen()
    screen.host.windowBounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let panel = screen.window.add("panel")
    panel.frame = Rect(x: 0, y: 500, width: 390, height: 344)
    let layer = FakeLayer(panel, dismissal: .manual)
    screen.register(layer)
    screen.reconcile()
    screen.tap(screen.window)
    #expect(layer.dismissCount == 1)
    // The handler slides it below the screen and says it finished.
    panel.frame = Rect(x: 0, y: 844, width: 390, height: 344)
    layer.finish(true)
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    // The app slides it back: open again, and a tap outside dismisses it.
    panel.frame = Rect(x: 0, y: 500, width: 390, height: 344)
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    screen.tap(screen.window)
    #expect(layer.dismissCount == 2)
  }

  @Test("a dismissal finished while the view stays on screen does not reopen it at once")
  func finishedButVisible() {
    let screen = FakeScreen()
    let card = screen.window.add("card")
    let layer = FakeLayer(card, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    layer.finish(true)
    screen.tap(screen.window)
    #expect(screen.state(of: layer) == .closed)
    #expect(layer.dismissCount == 1)
    card.isHidden = true
    screen.reconcile()
    card.isHidden = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
  }
}
