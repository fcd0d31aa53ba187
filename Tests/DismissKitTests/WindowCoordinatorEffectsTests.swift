import DismissCore
import DismissTestSupport
import Testing

@testable import DismissKit

@MainActor
@Suite("WindowCoordinator effects")
struct WindowCoordinatorEffectsTests {
  @Test("a tap outside runs the layer's dismissal once; finishing closes it")
  func dismissThenClose() {
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    let layer = FakeLayer(menu, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    #expect(layer.dismissCount == 1)
    #expect(screen.state(of: layer) == .dismissing)
    layer.finish()
    #expect(screen.state(of: layer) == .closed)
    // Its view is still there (the app did not remove it): it does not
    // open again until it has gone away once.
    screen.tap(screen.window)
    #expect(layer.dismissCount == 1)
    #expect(screen.state(of: layer) == .closed)
  }

  @Test("touches on a layer being dismissed do nothing")
  func touchesOnDismissingLayer() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    let menu = screen.window.add("menu")
    let item = menu.add("item")
    let layer = FakeLayer(menu, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    screen.focus(field)
    screen.tap(item)
    #expect(screen.host.resigned.isEmpty)
    #expect(layer.dismissCount == 1)
  }

  @Test("a double tap on a dimming view never dismisses two layers")
  func doubleTapOnDimmingView() {
    let screen = FakeScreen()
    let lowerDimming = screen.window.add("lower dimming")
    let lower = FakeLayer(lowerDimming.add("lower card"), dismissal: .manual)
    lower.backdrop = lowerDimming
    let upperDimming = screen.window.add("upper dimming")
    let upper = FakeLayer(upperDimming.add("upper card"), dismissal: .manual)
    upper.backdrop = upperDimming
    screen.register(lower)
    screen.register(upper)
    screen.tap(upperDimming)
    screen.tap(upperDimming)  // the exit animation still runs
    #expect(upper.dismissCount == 1)
    #expect(lower.dismissCount == 0)
    #expect(screen.state(of: lower) == .open)
    // The animation ends and the app removes the view: the next tap on the
    // lower dimming view dismisses the lower layer.
    upper.finish()
    upperDimming.removeFromParent()
    screen.tap(lowerDimming)
    #expect(lower.dismissCount == 1)
  }

  @Test("a second tap on a fading dimming view, no longer hit by UIKit, does nothing")
  func doubleTapOnFadingDimmingView() {
    let screen = FakeScreen()
    let background = screen.window.add("background")
    let field = background.add("field", role: .textInput)
    let menu = FakeLayer(screen.window.add("menu"), dismissal: .manual)
    let dimming = screen.window.add("dimming")
    dimming.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    let card = FakeLayer(dimming.add("card"), dismissal: .manual)
    card.backdrop = dimming
    screen.register(menu)
    screen.register(card)
    screen.focus(field)
    screen.tap(dimming)
    #expect(card.dismissCount == 1)
    // The exit animation fades the dimming view: UIKit now hits the
    // background beneath it.
    dimming.isTransparent = true
    screen.tap(background)
    #expect(menu.dismissCount == 0)
    #expect(screen.host.resigned.count == 1)  // the first tap's resign only
    #expect(screen.state(of: card) == .dismissing)
    // The animation ends: the app removes the dimming view.
    dimming.removeFromParent()
    screen.tap(background)
    #expect(menu.dismissCount == 1)
  }

  @Test("a double tap outside a full-screen modal layer dismisses it once")
  func doubleTapFullScreen() {
    let screen = FakeScreen()
    let background = screen.window.add("background")
    let lower = FakeLayer(screen.window.add("menu"), dismissal: .manual)
    let sheet = FakeLayer(screen.window.add("sheet"), dismissal: .manual)
    sheet.isFullScreen = true
    screen.register(lower)
    screen.register(sheet)
    screen.tap(background)
    screen.tap(background)
    #expect(sheet.dismissCount == 1)
    #expect(lower.dismissCount == 0)
  }

  @Test("late and repeated completions are ignored")
  func lateCompletion() {
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    let layer = FakeLayer(menu, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    let first = layer.pending[0]
    // The app hides the view itself before the animation reports.
    menu.isHidden = true
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    menu.isHidden = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    // The first dismissal's completion arrives late: the reopened layer
    // stays open.
    first(true)
    first(true)
    #expect(screen.state(of: layer) == .open)
  }

  @Test("a refused dismissal opens the layer again")
  func refused() {
    let screen = FakeScreen()
    let layer = FakeLayer(screen.window.add("sheet"), dismissal: .refuse)
    screen.register(layer)
    screen.tap(screen.window)
    #expect(layer.dismissCount == 1)
    #expect(screen.state(of: layer) == .open)
    screen.tap(screen.window)
    #expect(layer.dismissCount == 2)
  }

  @Test("a presentation inside a dismissed presentation goes with it")
  func nestedPresentations() {
    let screen = FakeScreen()
    let sheetView = screen.window.add("sheet")
    let popoverView = screen.window.add("popover")
    let sheet = FakeLayer(sheetView, dismissal: .manual)
    sheet.isPresentation = true
    sheet.coversNested = true
    let popover = FakeLayer(popoverView, dismissal: .manual)
    popover.isPresentation = true
    popover.coversNested = true
    popover.usesParentAsAnchor = false
    popover.anchor = sheetView
    screen.register(sheet)
    screen.register(popover)
    screen.reconcile()
    // A tap outside both dismisses the popover, then the sheet, in one
    // event: the popover's own dismissal is not run, UIKit takes it away
    // with the sheet.
    screen.tap(screen.window)
    #expect(popover.dismissCount == 0)
    #expect(sheet.dismissCount == 1)
    #expect(screen.state(of: popover) == .dismissing)
    sheet.finish()
    #expect(screen.state(of: sheet) == .closed)
    #expect(screen.state(of: popover) == .closed)
  }

  @Test("when the enclosing presentation refuses, the nested one stays dismissed and goes alone")
  func nestedRefused() {
    let screen = FakeScreen()
    let sheetView = screen.window.add("sheet")
    let sheet = FakeLayer(sheetView, dismissal: .refuse)
    sheet.isPresentation = true
    sheet.coversNested = true
    let popover = FakeLayer(screen.window.add("popover"), dismissal: .manual)
    popover.isPresentation = true
    popover.usesParentAsAnchor = false
    popover.anchor = sheetView
    screen.register(sheet)
    screen.register(popover)
    screen.reconcile()
    screen.tap(screen.window)
    #expect(sheet.dismissCount == 1)
    // Rule 7: the sheet is open again where it was; the popover dismissed
    // with it stays dismissed, and since UIKit will not take it away with
    // the sheet now, its own dismissal runs.
    #expect(screen.state(of: sheet) == .open)
    #expect(popover.dismissCount == 1)
    #expect(popover.reasons == [.tapOutside])
    #expect(screen.state(of: popover) == .dismissing)
    #expect(screen.engine.openLayers == [screen.region(of: sheet)])
  }

  @Test("view layers nested in each other are each dismissed, inner first")
  func nestedViews() {
    let screen = FakeScreen()
    let outerView = screen.window.add("outer")
    let innerView = outerView.add("inner")
    var order: [String] = []
    let outer = FakeLayer(outerView)
    outer.onDismiss = { order.append("outer") }
    let inner = FakeLayer(innerView)
    inner.onDismiss = { order.append("inner") }
    screen.register(outer)
    screen.register(inner)
    screen.tap(screen.window)
    #expect(order == ["inner", "outer"])
    #expect(screen.engine.openLayers.isEmpty)
  }

  @Test("resign goes to the tracked responder; a refusal restores focus")
  func resign() {
    let screen = FakeScreen()
    let field = screen.window.add("field", role: .textInput)
    screen.focus(field)
    screen.host.refusesResign = true
    screen.tap(screen.window)
    #expect(screen.host.resigned == [ObjectIdentifier(field)])
    #expect(screen.engine.isFocused)
    screen.host.refusesResign = false
    screen.tap(screen.window)
    #expect(screen.host.resigned.count == 2)
    #expect(!screen.engine.isFocused)
  }

  @Test("dismissing the layer that holds the focused input also resigns")
  func layerWithFocus() {
    let screen = FakeScreen()
    let sheet = screen.window.add("sheet")
    let field = sheet.add("field", role: .textInput)
    let layer = FakeLayer(sheet, triggers: [.escape])
    screen.register(layer)
    screen.focus(field)
    #expect(screen.coordinator.escape(.key))
    #expect(layer.dismissCount == 1)
    #expect(screen.host.resigned == [ObjectIdentifier(field)])
  }

  /// Found by the adapter property tests (Docs/Reliability.md, Findings 6).
  @Test("a layer whose dismissal removed its view opens again when the view is shown again")
  func finishedWhileGoneOpensAgain() {
    let screen = FakeScreen()
    let popover = screen.window.add("popover")
    let layer = FakeLayer(popover)  // removes its view and finishes at once
    screen.register(layer)
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    #expect(screen.coordinator.escape(.key))
    #expect(popover.dismissNodeParent == nil)
    // The app shows the same view again before any other event.
    screen.window.add(popover)
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    // And a tap outside dismisses it again.
    screen.tap(screen.window)
    #expect(layer.dismissCount == 2)
  }
}
