import DismissCore
import Testing

@testable import DismissKit

/// Which focus a window takes, which touches
/// decide nothing, what counts as a text input.
@MainActor
@Suite("Window boundaries")
struct WindowBoundariesTests {
  // MARK: - Point 2: text inputs in other windows of the scene

  @Test("a composer in the keyboard's window: a tap on the list ends its editing")
  func inputAccessoryComposer() {
    let screen = FakeScreen()
    let list = screen.window.add("message list")
    let menu = FakeLayer(
      screen.window.add("reactions menu"), triggers: [.tapOutside, .focusOutside])
    screen.register(menu)
    screen.reconcile()
    // The keyboard's window: not under the app's window.
    let keyboardWindow = FakeNode("keyboard window")
    let composer = keyboardWindow.add("composer text view", role: .textInput)
    screen.focus(composer)
    // Outside every layer of the app's window: the menu closes.
    #expect(menu.reasons == [.focusOutside])
    #expect(screen.engine.isFocused)
    screen.tap(list)
    #expect(screen.host.resigned == [ObjectIdentifier(composer)])
  }

  // MARK: - Point 4: system presentations decide nothing

  @Test("the first marked view up decides; a view on the window outside all is the system's")
  func surfaceWalk() {
    let window = FakeNode("window")
    let root = window.add("root view")
    root.surface = .app
    let button = root.add("button")
    let alert = window.add("alert container")
    alert.surface = .system
    let alertField = alert.add("alert view").add("alert field")
    let menu = window.add("menu platter")
    let item = menu.add("menu item")
    let surface: (any DismissNode) -> NodeSurface = { ($0 as? FakeNode)?.surface ?? .unknown }
    #expect(!NodeSurface.isSystemSurface(button, surface: surface))
    #expect(NodeSurface.isSystemSurface(alertField, surface: surface))
    #expect(NodeSurface.isSystemSurface(item, surface: surface))
    #expect(!NodeSurface.isSystemSurface(window, surface: surface))
    // An app layer added straight to the window is marked: the app's.
    let toast = window.add("toast")
    toast.surface = .app
    #expect(!NodeSurface.isSystemSurface(toast.add("label"), surface: surface))
  }

  @Test("a class is the app's unless an Apple framework other than SwiftUI defines it (N8)")
  func appBundles() {
    for app in [
      nil, "com.example.Chat", "com.example.ChatKit", "com.apple.SwiftUI", "com.apple.SwiftUICore",
    ] {
      #expect(NodeSurface.isAppBundle(app))
    }
    for apple in ["com.apple.UIKitCore", "com.apple.PhotosUI", "com.apple.SafariServices"] {
      #expect(!NodeSurface.isAppBundle(apple))
    }
  }

  @Test("a tap on a system menu's item does not close the app's card beneath as outside")
  func menuOverCard() {
    let screen = FakeScreen()
    screen.host.reportsSurfaces = true
    let root = screen.window.add("root view")
    root.surface = .app
    let card = FakeLayer(root.add("card"))
    screen.register(card)
    screen.reconcile()
    let item = screen.window.add("menu platter").add("menu item")
    screen.tap(item)
    #expect(card.dismissCount == 0)
    #expect(screen.state(of: card) == .open)
    screen.tap(root)
    #expect(card.dismissCount == 1)
  }

  @Test("an idle window asks nothing about surfaces")
  func idleAsksNothing() {
    let screen = FakeScreen()
    screen.host.reportsSurfaces = true
    screen.tap(screen.window.add("content"))
    #expect(screen.host.surfaceQueries == 0)
  }
}
