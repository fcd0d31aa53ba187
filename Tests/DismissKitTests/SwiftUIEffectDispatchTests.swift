import DismissCore
import Testing

@testable import DismissKit

/// Carrying out the engine's effects: layer dismissals to their bindings,
/// top-most first, then at most one resign to the host.
@MainActor
struct SwiftUIEffectDispatchTests {
  @Test func layersAreDismissedBeforeTheKeyboard() {
    let (coordinator, host) = makeSwiftUICoordinator()
    var log: [String] = []
    host.onResign = { log.append("resign") }
    let a = DismissalToken()
    let b = DismissalToken()
    coordinator.register(
      a, spec: .layer(), frame: Rect(x: 0, y: 0, width: 100, height: 100), isPresented: true,
      onDismiss: { log.append("a") })
    coordinator.register(
      b, spec: .layer(), frame: Rect(x: 200, y: 0, width: 100, height: 100), isPresented: true,
      onDismiss: { log.append("b") })
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(150, 500)
    #expect(log == ["b", "a", "resign"])
    #expect(host.endEditingCount == 1)
  }

  @Test func aResignEndsEditingThroughTheHostOnce() {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(200, 300)
    #expect(host.endEditingCount == 1)
    #expect(coordinator.engine.isFocused == false)
    // No focus, no resign.
    coordinator.tap(200, 300)
    #expect(host.endEditingCount == 1)
  }

  @Test func escapeResignsWithNoLayerOpenAndOnlyClosesTheTopLayerOtherwise() {
    let (coordinator, host) = makeSwiftUICoordinator(
      policy: DismissPolicy(escapeDismissesKeyboard: true))
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.escape(.key)
    #expect(menu.writes == [false])
    #expect(host.endEditingCount == 0)
    coordinator.escape(.accessibility)
    #expect(host.endEditingCount == 1)
  }

  @Test func aLayerWithoutABindingIsClosedAtOnce() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let layer = DismissalToken()
    coordinator.register(layer, spec: .layer(), frame: SwiftUITestFrames.menu, isPresented: true)
    let id = try #require(coordinator.region(for: layer))
    coordinator.tap(10, 600)
    #expect(coordinator.engine.state(of: id) == .closed)
  }

  /// The window's Escape key command is wanted only while a layer is open:
  /// a focused field alone leaves Escape to the app (its
  /// `keyboardShortcut(.cancelAction)`), since `escapeDismissesKeyboard` is
  /// off by default.
  @Test func theEscapeKeyIsWantedOnlyWhileALayerIsOpen() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let window = try #require(coordinator.window)
    let platform = try #require(window.platform as? SwiftUIFakePlatform)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    #expect(!window.escapeKeyWouldAct)
    coordinator.focusEnded()
    let checks = platform.escapeChecks
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    // The registration tells the window, whose command follows.
    #expect(platform.escapeChecks > checks)
    #expect(window.escapeKeyWouldAct)
    coordinator.tap(10, 600)
    #expect(!window.escapeKeyWouldAct)
  }

  /// A layer on top that does not react to Escape (a toast) is passed over
  /// by the rules: the button stays on and Escape dismisses the menu
  /// beneath it; with only the toast left, the button is off and the app's
  /// own `.cancelAction` gets the key.
  @Test func theEscapeKeyPassesOverATopLayerThatIgnoresEscape() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let window = try #require(coordinator.window)
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    #expect(window.escapeKeyWouldAct)
    let toast = SwiftUIFakeBinding()
    coordinator.register(
      layer: toast, spec: .layer(dismissOn: [.tapOutside]), frame: SwiftUITestFrames.send)
    #expect(window.escapeKeyWouldAct)
    #expect(coordinator.escape(.key) == true)
    #expect(menu.writes == [false])
    #expect(!window.escapeKeyWouldAct)
  }

  @Test func aHostThatEndsFocusWhileEffectsRunIsSafe() {
    let (coordinator, host) = makeSwiftUICoordinator()
    host.reportsFocusEnd = true
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, frame: SwiftUITestFrames.menu)
    coordinator.focusBegan(inputFrame: Rect(x: 220, y: 120, width: 100, height: 30))
    coordinator.tap(10, 600)
    #expect(menu.writes == [false])
    #expect(host.endEditingCount == 1)
    #expect(coordinator.engine.isIdle)
  }
}
