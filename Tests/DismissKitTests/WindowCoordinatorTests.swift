import DismissCore
import DismissTestSupport
import Testing

@testable import DismissKit

@MainActor
@Suite("WindowCoordinator")
struct WindowCoordinatorTests {
  /// A form: a field, a button, a Send button that keeps the keyboard (a
  /// button with a keep override, as `defaultRole(for:)` classifies it), a
  /// formatting bar that keeps it for its whole subtree, a table cell with
  /// a label, and the background.
  @MainActor
  final class Form {
    let screen: FakeScreen
    let field: FakeNode
    let other: FakeNode
    let button: FakeNode
    let send: FakeNode
    let barSpacer: FakeNode
    let cellLabel: FakeNode
    let background: FakeNode

    init(policy: DismissPolicy = DismissPolicy()) {
      screen = FakeScreen(policy: policy)
      background = screen.window.add("background")
      field = background.add("field", role: .textInput)
      other = background.add("other field", role: .textInput)
      button = background.add("button", role: .control)
      send = background.add("send", role: .keyboard(.keep))
      barSpacer = background.add("format bar", role: .keyboard(.keep)).add("spacer")
      cellLabel = background.add("table").add("cell").add("label")
    }
  }

  @Test("a tap on the background ends editing")
  func tapBackground() {
    let form = Form()
    form.screen.focus(form.field)
    form.screen.tap(form.background)
    #expect(form.screen.host.resigned == [ObjectIdentifier(form.field)])
    #expect(!form.screen.engine.isFocused)
  }

  @Test("a tap on a table cell ends editing: cells are content")
  func tapCell() {
    let form = Form()
    form.screen.focus(form.field)
    form.screen.tap(form.cellLabel)
    #expect(form.screen.host.resigned.count == 1)
  }

  @Test("a role override can make cells keep the keyboard")
  func roleOverride() {
    let form = Form()
    form.screen.host.roleOverride = { $0.name == "cell" ? .control : nil }
    form.screen.focus(form.field)
    form.screen.tap(form.cellLabel)
    #expect(form.screen.host.resigned.isEmpty)
  }

  @Test("text inputs, controls and keep overrides keep the keyboard")
  func keeps() {
    let form = Form()
    form.screen.focus(form.field)
    form.screen.tap(form.other)
    form.screen.tap(form.button)
    form.screen.tap(form.send)
    form.screen.tap(form.barSpacer)
    #expect(form.screen.host.resigned.isEmpty)
    #expect(form.screen.engine.isFocused)
  }

  @Test("with controlsKeyboard dismiss, a button ends editing, Send still keeps")
  func controlsDismiss() {
    let form = Form(policy: DismissPolicy(controlsKeyboard: .dismiss))
    form.screen.focus(form.field)
    form.screen.tap(form.send)
    #expect(form.screen.host.resigned.isEmpty)
    form.screen.tap(form.button)
    #expect(form.screen.host.resigned.count == 1)
  }

  @Test("without focus nothing is resigned")
  func noFocus() {
    let form = Form()
    form.screen.tap(form.background)
    form.screen.focus(form.field)
    form.screen.endFocus(form.field)
    form.screen.tap(form.background)
    #expect(form.screen.host.resigned.isEmpty)
  }

  @Test("a late end for the previous field keeps the new focus")
  func focusMoves() {
    let form = Form()
    form.screen.focus(form.field)
    form.screen.focus(form.other)
    form.screen.endFocus(form.field)
    #expect(form.screen.engine.isFocused)
    form.screen.tap(form.background)
    #expect(form.screen.host.resigned == [ObjectIdentifier(form.other)])
  }

  @Test("a trackpad click is a tap")
  func indirectPointer() {
    let form = Form()
    form.screen.focus(form.field)
    let click = form.screen.newTouch()
    form.screen.down(form.background, click, pointer: .indirectPointer)
    form.screen.up(click)
    #expect(form.screen.host.resigned.count == 1)
  }

  @Test("with dismissKeyboardOn touchDown, the down ends editing")
  func touchDown() {
    let form = Form(policy: DismissPolicy(dismissKeyboardOn: .touchDown))
    form.screen.focus(form.field)
    let touch = form.screen.newTouch()
    form.screen.down(form.background, touch)
    #expect(form.screen.host.resigned.count == 1)
    form.screen.up(touch)
    #expect(form.screen.host.resigned.count == 1)
  }

  @Test("a tap on a layer's trigger does not close it; a tap outside does")
  func excludedTrigger() {
    let screen = FakeScreen()
    let trigger = screen.window.add("more", role: .control)
    let menu = FakeLayer(screen.window.add("menu"), excluding: [trigger])
    screen.register(menu)
    screen.tap(trigger)
    #expect(menu.dismissCount == 0)
    screen.tap(screen.window)
    #expect(menu.dismissCount == 1)
  }

  @Test("the touch that opens a layer never closes it")
  func openingTouch() {
    let screen = FakeScreen()
    let menuView = FakeNode("menu")
    let menu = FakeLayer(menuView)
    screen.register(menu)
    let touch = screen.newTouch()
    screen.down(screen.window, touch)
    screen.window.add(menuView)  // the app shows the menu while the finger is down
    screen.up(touch)
    #expect(menu.dismissCount == 0)
    #expect(screen.state(of: menu) == .open)
    screen.tap(screen.window)
    #expect(menu.dismissCount == 1)
  }

  @Test("a drag outside dismisses a layer that reacts to dragOutside")
  func dragOutside() {
    let screen = FakeScreen()
    let tooltip = FakeLayer(screen.window.add("tooltip"), triggers: [.dragOutside])
    screen.register(tooltip)
    let touch = screen.newTouch()
    screen.down(screen.window, touch)
    screen.move(touch, to: Point(x: 40, y: 0))
    #expect(tooltip.dismissCount == 1)
  }

  @Test("focus moving to an input outside dismisses a focusOutside layer")
  func focusOutside() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    let popoverView = screen.window.add("popover")
    let inner = popoverView.add("inner field", role: .textInput)
    let popover = FakeLayer(popoverView, triggers: [.focusOutside])
    screen.register(popover)
    screen.focus(inner)
    #expect(popover.dismissCount == 0)
    screen.focus(field)
    #expect(popover.dismissCount == 1)
  }

  @Test("escape dismisses the top layer, then the keyboard, and says so")
  func escape() {
    let screen = FakeScreen(policy: DismissPolicy(escapeDismissesKeyboard: true))
    let field = screen.window.add("field", role: .textInput)
    let lower = FakeLayer(screen.window.add("lower"))
    let upper = FakeLayer(screen.window.add("upper"))
    screen.register(lower)
    screen.register(upper)
    screen.focus(field)
    #expect(screen.coordinator.escape(.key))
    #expect(upper.dismissCount == 1 && lower.dismissCount == 0)
    #expect(screen.coordinator.escape(.accessibility))
    #expect(lower.dismissCount == 1)
    #expect(screen.host.resigned.isEmpty)
    #expect(screen.coordinator.escape(.key))
    #expect(screen.host.resigned.count == 1)
    #expect(!screen.coordinator.escape(.key))
  }

  @Test("a layer that does not react to escape absorbs it")
  func escapeAbsorbed() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    let banner = FakeLayer(screen.window.add("banner"), triggers: [.tapOutside])
    screen.register(banner)
    screen.focus(field)
    #expect(!screen.coordinator.escape(.key))
    #expect(screen.host.resigned.isEmpty)
  }

  @Test("after a layer's owner is released, nothing holds it and nothing fires")
  func lifetime() {
    let screen = FakeScreen()
    var menuView: FakeNode? = screen.window.add("menu")
    var menu: FakeLayer? = FakeLayer(menuView!, dismissal: .manual)
    let weakMenu = WeakReference(menu)
    let weakView = WeakReference(menuView)
    var fired = 0
    menu?.onDismiss = { fired += 1 }
    screen.register(menu!)
    screen.reconcile()
    #expect(screen.state(of: menu!) == .open)
    // The view controller that owned the overlay goes away.
    menuView?.removeFromParent()
    menuView = nil
    menu = nil
    #expect(weakMenu.object == nil)
    #expect(weakView.object == nil)
    screen.tap(screen.window)
    _ = screen.coordinator.escape(.key)
    #expect(fired == 0)
    #expect(screen.engine.regionCount == 0)
    #expect(screen.coordinator.layers.isEmpty)
  }

  @Test("a released focused responder is not kept and not resigned")
  func releasedResponder() {
    let screen = FakeScreen()
    var field: FakeNode? = screen.window.add("field", role: .textInput)
    let weakField = WeakReference(field)
    screen.focus(field!)
    field?.removeFromParent()
    field = nil
    #expect(weakField.object == nil)
    screen.tap(screen.window)
    // The engine still thought focus was up: the host ends editing in its
    // scope, with no responder to name.
    #expect(screen.host.resigned == [nil])
  }
}
