import DismissTestSupport
import Testing

@testable import DismissCore

/// Rule 7: an app may refuse a dismissal, and the layer is open again at
/// once, as it was before the event.
@Suite("Refusing a dismissal")
struct RefuseDismissalTests {
  /// A sheet holding a menu, above a popover.
  func screen() -> TestScreen {
    var s = TestScreen()
    s.add("background", .container, Rect(x: 0, y: 0, width: 390, height: 844))
    s.add("popover", .layer, Rect(x: 0, y: 0, width: 390, height: 100))
    s.add("sheet", .layer, Rect(x: 0, y: 300, width: 390, height: 544))
    s.add("draft", .textInput, Rect(x: 16, y: 320, width: 358, height: 44), parent: "sheet")
    s.add("menu", .layer, Rect(x: 200, y: 400, width: 180, height: 200), parent: "sheet")
    s.engine.open(s["popover"])
    s.engine.open(s["sheet"])
    s.engine.open(s["menu"])
    return s
  }

  @Test("the layer is open again at its place; the layers dismissed with it stay dismissed")
  func refusedLayerKeepsItsPlace() {
    var s = screen()
    #expect(
      s.tap(at: Point(x: 50, y: 200)) == ["dismiss menu", "dismiss sheet", "dismiss popover"])
    s.engine.refuseDismissal(s["sheet"])
    #expect(s.engine.state(of: s["sheet"]) == .open)
    #expect(s.engine.state(of: s["menu"]) == .dismissing)
    #expect(s.engine.state(of: s["popover"]) == .dismissing)
    s.engine.close(s["menu"])
    s.engine.close(s["popover"])
    #expect(s.engine.openLayers == [s["sheet"]])
    // A later outside tap dismisses it again.
    #expect(s.tap(at: Point(x: 50, y: 200)) == ["dismiss sheet"])
  }

  @Test("the same place in the stack and the same opening time, unlike opening it again")
  func refusalIsNotReopening() {
    var s = screen()
    s.engine.close(s["menu"])
    // A touch goes down outside everything; the sheet is dismissed by an
    // escape meanwhile, and its dismissal refused.
    s.engine.touchDown(1, at: Point(x: 50, y: 200), time: 0)
    #expect(s.describe(s.engine.escape()) == ["dismiss sheet"])
    s.engine.refuseDismissal(s["sheet"])
    // The touch went down after the sheet opened, so its tap dismisses it:
    // a refused layer keeps its opening time. (Opened again, it would be
    // skipped as opened during the touch.)
    #expect(
      s.engine.touchUp(1, at: Point(x: 50, y: 200), time: 0.05) == [
        .dismissLayer(s["sheet"], reason: .tapOutside),
        .dismissLayer(s["popover"], reason: .tapOutside),
      ])
    s.engine.refuseDismissal(s["sheet"])
    s.engine.refuseDismissal(s["popover"])
    // Bottom to top, as before.
    #expect(s.engine.openLayers == [s["popover"], s["sheet"]])
  }

  @Test("anything that is not a layer being dismissed is ignored")
  func refusingWhatIsNotDismissingDoesNothing() {
    var s = screen()
    s.engine.refuseDismissal(s["sheet"])  // open
    s.engine.refuseDismissal(s["draft"])  // not a layer
    s.engine.close(s["menu"])
    s.engine.refuseDismissal(s["menu"])  // closed
    #expect(s.engine.openLayers == [s["popover"], s["sheet"]])
    let stale = s["menu"]
    s.engine.remove(stale)
    s.engine.refuseDismissal(stale)  // gone
    #expect(s.engine.openLayers == [s["popover"], s["sheet"]])
  }

  @Test("focus resigned with a refused layer stays resigned")
  func refusalDoesNotRestoreFocus() {
    var s = screen()
    s.engine.setFocus(s["draft"])
    #expect(s.describe(s.engine.escape()) == ["dismiss menu"])
    s.engine.close(s["menu"])
    #expect(s.describe(s.engine.escape()) == ["dismiss sheet", "resign"])
    s.engine.refuseDismissal(s["sheet"])
    #expect(!s.engine.isFocused)
    #expect(s.engine.openLayers == [s["popover"], s["sheet"]])
  }

  /// Rule 7: a host tells a resign the event asked for from one that came
  /// only with a dismissed layer holding the input, which it drops when it
  /// refuses that layer.
  @Test("whether the event asked to resign on its own")
  func askedToResign() {
    var s = screen()
    s.add("button", .control, Rect(x: 0, y: 200, width: 100, height: 44))
    s.engine.setFocus(s["draft"])
    // A tap on a control outside the sheet: only the sheet held the input.
    #expect(
      s.tap(at: Point(x: 50, y: 220)) == [
        "dismiss menu", "dismiss sheet", "dismiss popover", "resign",
      ])
    #expect(!s.engine.lastEventAskedToResign)
    s.engine.refuseDismissal(s["sheet"])
    s.engine.close(s["menu"])
    s.engine.close(s["popover"])
    s.engine.setFocus(s["draft"])
    // A tap on the background asks for it itself.
    #expect(s.tap(at: Point(x: 200, y: 150)) == ["dismiss sheet", "resign"])
    #expect(s.engine.lastEventAskedToResign)
  }
}
