import DismissCore
import Testing

@testable import DismissKit

/// A window served by a UIKit interaction (its coordinator) that hosts a
/// SwiftUI root (its `RootCoordinator`), both registered with the
/// window's hub, as in an app that adds `DismissInteraction` to its window
/// and uses `dismissesKeyboardOnTapOutside()` in a hosting controller.
///
/// Window coordinates: the hosting view covers y 100..<744; the SwiftUI
/// presentation's `.global` space starts at its top-left corner.
@MainActor
final class MixedWindow {
  let screen = FakeScreen()
  let hosting: FakeNode
  let swiftUIField: FakeNode
  let swiftUIContent: FakeNode
  let navigationBar: FakeNode
  let uiKitField: FakeNode
  let root: RootCoordinator
  let rootHost = SwiftUIFakeHost()

  /// The Send button, marked `.keyboardBehavior(.keep)`, in `.global`
  /// coordinates of the presentation.
  static let send = Rect(x: 320, y: 600, width: 60, height: 44)
  /// A SwiftUI menu, in `.global` coordinates.
  static let menu = Rect(x: 200, y: 0, width: 180, height: 200)
  static let origin = Point(x: 0, y: 100)

  init() {
    let window = screen.window
    navigationBar = window.add("navigation bar")
    uiKitField = navigationBar.add("UIKit search field", role: .textInput)
    hosting = window.add("hosting view")
    hosting.frame = Rect(x: 0, y: 100, width: 390, height: 644)
    swiftUIContent = hosting.add("SwiftUI content")
    swiftUIField = swiftUIContent.add("SwiftUI text field", role: .textInput)
    swiftUIField.frame = Rect(x: 16, y: 700, width: 300, height: 44)
    root = RootCoordinator()
    rootHost.scope = hosting
    rootHost.coordinator = root
    rootHost.probeOrigin = Self.origin
    root.host = rootHost
    screen.hub.add(root)
    root.register(DismissalToken(), spec: .keyboard(.keep), frame: Self.send)
  }

  var hub: DismissWindowHub { screen.hub }
  var uiKit: InteractionCoordinator { screen.coordinator }

  /// A tap on a node at a window point.
  func tap(_ node: FakeNode, at point: Point) {
    let key = screen.newTouch()
    screen.down(node, key, at: point)
    screen.up(key, at: point)
  }

  /// A point of the presentation's `.global` space, in window coordinates.
  static func window(_ point: Point) -> Point {
    Point(x: point.x + origin.x, y: point.y + origin.y)
  }
}

/// Records what hub clients heard, in a log that outlives them and that
/// several clients may share.
@MainActor
final class EventLog {
  var events: [String] = []
}

/// A client that records what the hub hands it. With a `log`, it also
/// writes each event there, prefixed with its `name` and without its detail
/// (whether it owned the touch or focus, the escape's source).
@MainActor
final class RecordingClient: DismissHubClient {
  weak var hub: DismissWindowHub?
  weak var scope: FakeNode?
  let name: String
  let log: EventLog?
  var isActiveInHub = true
  var takesEscapeKey = true
  weak var frontLayer: FakeNode?
  private(set) var events: [String] = []

  init(_ scope: FakeNode, name: String = "client", log: EventLog? = nil) {
    self.scope = scope
    self.name = name
    self.log = log
  }

  var hubScope: (any DismissNode)? { scope }

  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool
  ) { record("down", isOwner ? nil : "outside") }
  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double) { record("move") }
  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double) { record("up") }
  func touchCancelled(_ key: ObjectIdentifier) { record("cancel") }
  func focusDidBegin(at input: (any DismissNode)?, isOwner: Bool) {
    record("focus", isOwner ? nil : "elsewhere")
  }
  func restoreFocus(at input: (any DismissNode)?, isOwner: Bool) {
    record("focus restored", isOwner ? nil : "elsewhere")
  }
  func focusDidEnd() { record("focus ended") }
  func frontOpenLayer() -> (any DismissNode)? { frontLayer }
  var escapeWouldAct: Bool { frontLayer != nil }
  var escapeDismissesKeyboard: Bool { false }
  func escape(_ source: EscapeSource) -> Bool {
    record("escape", "\(source)")
    return true
  }

  /// Records `event`, with its detail in `events` only.
  private func record(_ event: String, _ detail: String? = nil) {
    events.append(detail.map { "\(event) \($0)" } ?? event)
    log?.events.append("\(name) \(event)")
  }
}

@MainActor
@Suite("DismissWindowHub")
struct DismissWindowHubTests {
  final class Observer {}

  // MARK: - Touches: one decider

  @Test("a tap on a SwiftUI button marked keep is the SwiftUI root's alone: the keyboard stays")
  func swiftUITouchIsDecidedBySwiftUI() {
    let mixed = MixedWindow()
    mixed.screen.focus(mixed.swiftUIField)
    mixed.tap(mixed.swiftUIContent, at: MixedWindow.window(MixedWindow.send.center))
    #expect(mixed.screen.host.resigned.isEmpty)
    #expect(mixed.rootHost.endEditingCount == 0)
    #expect(mixed.root.engine.isFocused)
    #expect(mixed.uiKit.engine.isFocused)
    // The UIKit coordinator never saw the touch.
    #expect(mixed.uiKit.engine.lastTapTarget == nil)
    // The same tap on the SwiftUI background ends editing, once.
    mixed.tap(mixed.swiftUIContent, at: MixedWindow.window(Point(x: 100, y: 300)))
    #expect(mixed.screen.host.resigned == [ObjectIdentifier(mixed.swiftUIField)])
    #expect(mixed.rootHost.endEditingCount == 1)
    #expect(!mixed.root.engine.isFocused)
    #expect(!mixed.uiKit.engine.isFocused)
  }

  @Test("a tap on UIKit views outside the SwiftUI root ends the editing of a SwiftUI field")
  func uiKitTouchEndsSwiftUIEditing() {
    let mixed = MixedWindow()
    mixed.screen.focus(mixed.swiftUIField)
    mixed.tap(mixed.navigationBar, at: Point(x: 100, y: 40))
    #expect(mixed.screen.host.resigned == [ObjectIdentifier(mixed.swiftUIField)])
    #expect(mixed.rootHost.endEditingCount == 0)
    #expect(!mixed.root.engine.isFocused)
    #expect(!mixed.uiKit.engine.isFocused)
  }

  @Test("a tap on the SwiftUI background ends the editing of a UIKit field")
  func swiftUITouchEndsUIKitEditing() {
    let mixed = MixedWindow()
    mixed.screen.focus(mixed.uiKitField)
    #expect(mixed.hub.focusOwner() === mixed.uiKit)
    mixed.tap(mixed.swiftUIContent, at: MixedWindow.window(Point(x: 100, y: 300)))
    #expect(mixed.screen.host.resigned == [ObjectIdentifier(mixed.uiKitField)])
    #expect(!mixed.uiKit.engine.isFocused)
  }

  @Test("a touch hitting a SwiftUI text field is a text input for the SwiftUI root")
  func swiftUITextInput() {
    let mixed = MixedWindow()
    mixed.screen.focus(mixed.swiftUIField)
    mixed.tap(mixed.swiftUIField, at: Point(x: 50, y: 720))
    #expect(mixed.screen.host.resigned.isEmpty)
    #expect(mixed.root.engine.isFocused)
  }

  @Test("the nearest active scope decides; an inactive one is passed over")
  func nearestActiveScope() {
    let window = FakeNode("window")
    let screen = window.add("screen")
    let cell = screen.add("cell")
    let outer = RecordingClient(window)
    let inner = RecordingClient(screen)
    let hub = DismissWindowHub()
    hub.add(outer)
    hub.add(inner)
    #expect(hub.client(for: cell) === inner)
    #expect(hub.client(for: window) === outer)
    #expect(hub.client(for: FakeNode("elsewhere")) == nil)
    #expect(hub.client(for: nil) == nil)
    inner.isActiveInHub = false
    #expect(hub.client(for: cell) === outer)
  }

  @Test("a touch reported by two observers is taken from the first only")
  func twoObservers() {
    let window = FakeNode("window")
    let client = RecordingClient(window)
    let hub = DismissWindowHub()
    hub.add(client)
    let observerA = Observer()
    let observerB = Observer()
    let a = ObjectIdentifier(observerA)
    let b = ObjectIdentifier(observerB)
    let touch = Observer()
    let key = ObjectIdentifier(touch)
    let point = Point(x: 1, y: 1)
    hub.touchBegan(key, hit: window, at: point, time: 0, pointer: .finger, source: b)
    hub.touchBegan(key, hit: window, at: point, time: 0, pointer: .finger, source: a)
    hub.touchMoved(key, to: point, time: 0.01, source: a)
    hub.touchMoved(key, to: point, time: 0.01, source: b)
    hub.touchEnded(key, at: point, time: 0.02, source: a)
    hub.touchEnded(key, at: point, time: 0.02, source: b)
    #expect(client.events == ["down", "move", "up"])
    #expect(hub.touchCount == 0)
  }

  @Test("a touch no scope serves is not tracked, unless a scope has an open layer")
  func unservedTouch() {
    let window = FakeNode("window")
    let screen = window.add("screen")
    let elsewhere = window.add("elsewhere")
    let client = RecordingClient(screen)
    let hub = DismissWindowHub()
    hub.add(client)
    let source = ObjectIdentifier(Observer.self)
    let touch = Observer()
    hub.touchBegan(
      ObjectIdentifier(touch), hit: elsewhere, at: .init(x: 0, y: 0), time: 0, pointer: .finger,
      source: source)
    #expect(client.events.isEmpty)
    #expect(hub.touchCount == 0)
    client.frontLayer = screen
    hub.touchBegan(
      ObjectIdentifier(touch), hit: elsewhere, at: .init(x: 0, y: 0), time: 0, pointer: .finger,
      source: source)
    hub.touchCancelled(ObjectIdentifier(touch), source: source)
    #expect(client.events == ["down outside", "cancel"])
  }

  @Test("a removed client hears nothing more, not even about its touches")
  func removedClient() {
    let window = FakeNode("window")
    let client = RecordingClient(window)
    let hub = DismissWindowHub()
    hub.add(client)
    #expect(client.hub === hub)
    let source = ObjectIdentifier(Observer.self)
    let touch = Observer()
    hub.touchBegan(
      ObjectIdentifier(touch), hit: window, at: .init(x: 0, y: 0), time: 0, pointer: .finger,
      source: source)
    hub.remove(client)
    #expect(client.hub == nil)
    #expect(hub.isEmpty)
    hub.touchEnded(ObjectIdentifier(touch), at: .init(x: 0, y: 0), time: 1, source: source)
    #expect(client.events == ["down"])
    #expect(hub.touchCount == 0)
  }

  // MARK: - Layers across engines

  @Test("a tap decided by UIKit closes an open SwiftUI layer; a tap inside it does not")
  func swiftUILayerHearsOutsideTouches() {
    let mixed = MixedWindow()
    let menu = SwiftUIFakeBinding()
    mixed.root.register(layer: menu, frame: MixedWindow.menu)
    // Inside the menu: the SwiftUI root decides, nothing closes.
    mixed.tap(mixed.swiftUIContent, at: MixedWindow.window(MixedWindow.menu.center))
    #expect(menu.writes.isEmpty)
    // On the navigation bar: UIKit decides, the menu hears a touch outside.
    mixed.tap(mixed.navigationBar, at: Point(x: 100, y: 40))
    #expect(menu.writes == [false])
  }

  @Test("a tap decided by the SwiftUI root closes an open UIKit layer, keyboard untouched")
  func uiKitLayerHearsOutsideTouches() {
    let mixed = MixedWindow()
    let popup = FakeLayer(mixed.screen.window.add("UIKit popup"))
    mixed.screen.register(popup)
    mixed.screen.focus(mixed.swiftUIField)
    mixed.tap(mixed.swiftUIContent, at: MixedWindow.window(MixedWindow.send.center))
    #expect(popup.dismissCount == 1)
    // The Send button kept the keyboard: UIKit heard the touch only as
    // outside its layer.
    #expect(mixed.screen.host.resigned.isEmpty)
    #expect(mixed.uiKit.engine.isFocused)
  }

  @Test("a SwiftUI field inside a presented UIKit layer is inside it for focusOutside")
  func focusInsideUIKitLayer() {
    let mixed = MixedWindow()
    let sheetView = mixed.screen.window.add("presented sheet")
    let sheetHosting = sheetView.add("sheet hosting view")
    let field = sheetHosting.add("sheet field", role: .textInput)
    let sheet = FakeLayer(sheetView, triggers: [.focusOutside])
    mixed.screen.register(sheet)
    let sheetRoot = RootCoordinator()
    let sheetHost = SwiftUIFakeHost()
    sheetHost.scope = sheetHosting
    sheetHost.coordinator = sheetRoot
    sheetRoot.host = sheetHost
    mixed.hub.add(sheetRoot)
    mixed.screen.focus(field)
    #expect(mixed.hub.focusOwner() === sheetRoot)
    #expect(sheet.dismissCount == 0)
    // A field outside the sheet takes focus: the sheet closes.
    mixed.screen.focus(mixed.uiKitField)
    #expect(sheet.dismissCount == 1)
  }

  // MARK: - Focus

  @Test("the owner of a focused input learns where it is; the others that focus is elsewhere")
  func focusOwnership() {
    let window = FakeNode("window")
    let a = RecordingClient(window)
    let swiftUI = window.add("hosting")
    let field = swiftUI.add("field", role: .textInput)
    let b = RecordingClient(swiftUI)
    let hub = DismissWindowHub()
    hub.add(a)
    hub.add(b)
    hub.focusDidBegin(field, input: field)
    #expect(hub.focusOwner() === b)
    #expect(a.events == ["focus elsewhere"])
    #expect(b.events == ["focus"])
    // A client that joins while focus is up hears it at once.
    let late = RecordingClient(window.add("late"))
    hub.add(late)
    #expect(late.events == ["focus elsewhere"])
    // A late end for another responder changes nothing.
    hub.focusDidEnd(window)
    #expect(b.events == ["focus"])
    hub.focusDidEnd(field)
    #expect(a.events == ["focus elsewhere", "focus ended"])
    #expect(b.events == ["focus", "focus ended"])
  }

  @Test("a responder that is not a view belongs to the client that reported it")
  func reportedResponder() {
    let window = FakeNode("window")
    let a = RecordingClient(window)
    let b = RecordingClient(window.add("screen"))
    let hub = DismissWindowHub()
    hub.add(a)
    hub.add(b)
    let canvas = Observer()
    hub.focusDidBegin(canvas, input: nil, reportedBy: b)
    #expect(hub.focusOwner() === b)
    #expect(b.events == ["focus"])
    #expect(a.events == ["focus elsewhere"])
  }

  @Test("a refused resign gives focus back to the client that asked, and to it only")
  func refusedResign() {
    let mixed = MixedWindow()
    mixed.screen.focus(mixed.uiKitField)
    mixed.screen.host.refusesResign = true
    mixed.tap(mixed.navigationBar, at: Point(x: 100, y: 40))
    #expect(mixed.screen.host.resigned == [ObjectIdentifier(mixed.uiKitField)])
    #expect(mixed.uiKit.engine.isFocused)
    #expect(mixed.root.engine.isFocused)
    #expect(mixed.hub.focus.responder === mixed.uiKitField)
  }

  @Test("focus that moves on while a resign is under way stays")
  func focusMovesDuringResign() {
    let mixed = MixedWindow()
    mixed.screen.focus(mixed.uiKitField)
    mixed.screen.host.onResign = { [weak mixed] in
      guard let mixed else { return }
      mixed.screen.focus(mixed.swiftUIField)
    }
    mixed.tap(mixed.navigationBar, at: Point(x: 100, y: 40))
    #expect(mixed.screen.host.resigned == [ObjectIdentifier(mixed.uiKitField)])
    #expect(mixed.hub.focus.responder === mixed.swiftUIField)
    #expect(mixed.uiKit.engine.isFocused)
    #expect(mixed.root.engine.isFocused)
  }

  @Test("dismissKeyboard with no focused responder still ends editing in the window")
  func resignWithoutResponder() {
    let mixed = MixedWindow()
    #expect(mixed.hub.resignFocus())
    #expect(mixed.screen.host.resigned == [nil])
  }

  // MARK: - Escape

  @Test("each Escape press closes the top layer, then the next, then ends editing")
  func escapePressesCloseOneLayerEach() {
    let mixed = MixedWindow()
    // Escape ends editing only when the policy says so (off by default).
    mixed.root.policy.escapeDismissesKeyboard = true
    mixed.screen.coordinator.policy.escapeDismissesKeyboard = true
    let menu = SwiftUIFakeBinding()
    mixed.root.register(layer: menu, frame: MixedWindow.menu)
    let submenu = SwiftUIFakeBinding()
    mixed.root.register(
      layer: submenu, parent: menu.token, frame: Rect(x: 220, y: 20, width: 100, height: 100))
    mixed.screen.focus(mixed.swiftUIField)
    #expect(mixed.hub.escapeKeyPressed())
    #expect(submenu.writes == [false])
    #expect(menu.writes.isEmpty)
    // Layers were open: the keyboard stayed.
    #expect(mixed.screen.host.resigned.isEmpty)
    // The next press closes the menu; the one after, the keyboard.
    #expect(mixed.hub.escapeKeyPressed())
    #expect(menu.writes == [false])
    #expect(mixed.hub.escapeKeyPressed())
    #expect(mixed.screen.host.resigned == [ObjectIdentifier(mixed.swiftUIField)])
    #expect(mixed.rootHost.endEditingCount == 1)
  }

  @Test("Escape goes to the engine whose top layer is in front")
  func escapeGoesToTheFront() {
    let mixed = MixedWindow()
    let menu = SwiftUIFakeBinding()
    mixed.root.register(layer: menu, frame: MixedWindow.menu)
    // A UIKit overlay added to the window after the hosting view: in front.
    let overlay = FakeLayer(mixed.screen.window.add("overlay"))
    mixed.screen.register(overlay)
    #expect(mixed.hub.escape(.accessibility))
    #expect(overlay.dismissCount == 1)
    #expect(menu.writes.isEmpty)
    #expect(mixed.hub.escape(.accessibility))
    #expect(menu.writes == [false])
    #expect(!mixed.hub.escape(.accessibility))
  }

  @Test("with no layer open, Escape goes to the owner of the focused input")
  func escapeWithoutLayers() {
    let window = FakeNode("window")
    let a = RecordingClient(window)
    let hosting = window.add("hosting")
    let field = hosting.add("field")
    let b = RecordingClient(hosting)
    let hub = DismissWindowHub()
    hub.add(a)
    hub.add(b)
    #expect(!hub.escape(.key))
    hub.focusDidBegin(field, input: field)
    #expect(hub.escape(.accessibility))
    #expect(b.events.last == "escape accessibility")
    #expect(!a.events.contains { $0.hasPrefix("escape") })
  }

  @Test("an observed Escape press skips a client that takes Escape from its own key command")
  func escapeKeyNotObserved() {
    let screen = FakeScreen()
    screen.coordinator.handlesEscapeKey = false
    let menu = FakeLayer(screen.window.add("menu"))
    screen.register(menu)
    #expect(!screen.hub.escapeKeyPressed())
    #expect(menu.dismissCount == 0)
    // The app's own key command reaches it.
    #expect(screen.hub.escape(.key))
    #expect(menu.dismissCount == 1)
  }
}

@MainActor
@Suite("NodeOrder")
struct NodeOrderTests {
  @Test("later siblings, and everything inside them, are in front")
  func siblings() {
    let window = FakeNode("window")
    let content = window.add("content")
    let deep = content.add("stack").add("label")
    let sheet = window.add("sheet")
    #expect(NodeOrder.isInFront(sheet, of: content))
    #expect(!NodeOrder.isInFront(content, of: sheet))
    #expect(NodeOrder.isInFront(sheet, of: deep))
    #expect(!NodeOrder.isInFront(deep, of: sheet))
  }

  @Test("a view is in front of its ancestors")
  func descendants() {
    let window = FakeNode("window")
    let card = window.add("card")
    let button = card.add("button")
    #expect(NodeOrder.isInFront(button, of: card))
    #expect(!NodeOrder.isInFront(card, of: button))
    #expect(NodeOrder.isInFront(button, of: window))
  }

  @Test("the same node, or nodes of different trees, are not in front of each other")
  func unrelated() {
    let a = FakeNode("a")
    let b = FakeNode("b")
    #expect(!NodeOrder.isInFront(a, of: a))
    #expect(!NodeOrder.isInFront(a, of: b))
    #expect(!NodeOrder.isInFront(b, of: a))
  }
}
