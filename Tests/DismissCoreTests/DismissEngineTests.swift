import DismissTestSupport
import Testing

@testable import DismissCore

/// A login form with a popover menu holding a submenu and a modal sheet.
private func loginScreen(policy: DismissPolicy = DismissPolicy()) -> TestScreen {
  var s = TestScreen(policy: policy)
  s.add("form", .container, Rect(x: 0, y: 0, width: 390, height: 844))
  s.add("email", .textInput, Rect(x: 16, y: 100, width: 358, height: 44), parent: "form")
  s.add("password", .textInput, Rect(x: 16, y: 160, width: 358, height: 44), parent: "form")
  s.add("login", .control, Rect(x: 16, y: 220, width: 358, height: 44), parent: "form")
  s.add("more", .control, Rect(x: 330, y: 40, width: 44, height: 44))
  let more = s["more"]
  s.add("menu", .layer, Rect(x: 200, y: 90, width: 180, height: 200)) { $0.excluded = [more] }
  s.add("share", .control, Rect(x: 210, y: 100, width: 160, height: 44), parent: "menu")
  s.add("submenu", .layer, Rect(x: 20, y: 100, width: 170, height: 100), parent: "menu")
  s.add("sheet", .layer, Rect(x: 0, y: 400, width: 390, height: 444)) {
    $0.backdrop = .infinite
  }
  s.add("note", .textInput, Rect(x: 16, y: 420, width: 358, height: 44), parent: "sheet")
  return s
}

/// Changes the `dismissOn` set of a registered layer.
private func setTriggers(_ triggers: DismissTriggers, of name: String, in s: inout TestScreen) {
  var region = s.engine.region(s[name])!
  region.dismissTriggers = triggers
  s.engine.update(s[name], to: region)
}

@Suite("DismissEngine")
struct DismissEngineTests {
  @Test("rule 4: a tap on the background resigns focus")
  func backgroundTapResigns() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    #expect(s.tap(at: Point(x: 200, y: 600)) == ["resign"])
    #expect(!s.engine.isFocused)
  }

  @Test("rule 4: a tap on another text input keeps the keyboard")
  func textInputKeeps() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    #expect(s.tap(at: Point(x: 100, y: 180)) == [])
    #expect(s.engine.isFocused)
  }

  @Test("rule 4: controlsKeyboard decides for controls")
  func controlsKeyboard() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    #expect(s.tap(at: Point(x: 100, y: 240)) == [])
    s.engine.policy.controlsKeyboard = .dismiss
    #expect(s.tap(at: Point(x: 100, y: 240)) == ["resign"])
  }

  @Test("rule 4: a keyboard attribute on an ancestor decides before the policy")
  func keyboardAttribute() {
    var s = TestScreen()
    s.add("bar", .container, Rect(x: 0, y: 0, width: 390, height: 50)) { $0.keyboard = .keep }
    s.add("bold", .control, Rect(x: 0, y: 0, width: 50, height: 50), parent: "bar") {
      $0.keyboard = .dismiss
    }
    s.add("field", .textInput, Rect(x: 0, y: 100, width: 390, height: 44))
    s.engine.setFocus(s["field"])
    #expect(s.tap(at: Point(x: 100, y: 10)) == [])
    #expect(s.tap(at: Point(x: 10, y: 10)) == ["resign"])
  }

  @Test("rule 1: maxX and maxY are exclusive")
  func edges() {
    var s = TestScreen()
    s.add("button", .control, Rect(x: 10, y: 10, width: 10, height: 10))
    #expect(s.engine.hitTest(Point(x: 10, y: 10)).hitRegion == s["button"])
    #expect(s.engine.hitTest(Point(x: 20, y: 10)).hitRegion == nil)
    #expect(s.engine.hitTest(Point(x: 10, y: 20)).hitRegion == nil)
  }

  @Test("rule 2: later in document order is in front; layers are above plane 0")
  func planes() {
    var s = loginScreen()
    // The menu was registered before the sheet but opened after it: on top.
    s.engine.open(s["sheet"])
    s.engine.open(s["menu"])
    #expect(s.engine.hitTest(Point(x: 220, y: 110)).hitRegion == s["share"])
    // Outside the menu, the sheet's backdrop covers the form.
    #expect(s.engine.hitTest(Point(x: 50, y: 240)).backdropLayer == s["sheet"])
  }

  @Test("rule 1: clipping and hit-testability")
  func clipping() {
    var s = TestScreen()
    s.add("list", .container, Rect(x: 0, y: 100, width: 390, height: 300)) {
      $0.clipsToBounds = true
    }
    s.add("row", .control, Rect(x: 0, y: 380, width: 390, height: 44), parent: "list")
    s.add("hidden", .container, Rect(x: 0, y: 0, width: 100, height: 100)) {
      $0.isHitTestable = false
    }
    s.add("inner", .control, Rect(x: 0, y: 0, width: 50, height: 50), parent: "hidden")
    #expect(s.engine.hitTest(Point(x: 10, y: 390)).hitRegion == s["row"])
    #expect(s.engine.hitTest(Point(x: 10, y: 410)).isEmpty)
    #expect(s.engine.hitTest(Point(x: 10, y: 10)).isEmpty)
  }

  @Test("rule 5: the trigger button is excluded, so it toggles")
  func excludedTrigger() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    #expect(s.tap(at: Point(x: 350, y: 60)) == [])
    #expect(s.tap(at: Point(x: 50, y: 600)) == ["dismiss menu"])
  }

  @Test("rule 5: nested layers are dismissed first, each with its own effect")
  func nested() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    s.engine.open(s["submenu"])
    s.engine.setFocus(s["email"])
    #expect(s.tap(at: Point(x: 50, y: 600)) == ["dismiss submenu", "dismiss menu", "resign"])
  }

  @Test("rule 5: a layer opened during a touch ignores it")
  func openedDuringTouch() {
    var s = loginScreen()
    s.engine.touchDown(1, at: Point(x: 50, y: 600), time: 0)
    s.engine.open(s["menu"])
    #expect(s.engine.touchUp(1, at: Point(x: 50, y: 600), time: 0.1) == [])
    #expect(s.engine.openLayers == [s["menu"]])
  }

  @Test("rule 5: a touch that went down while idle keeps its target when focus arrives")
  func idleTouchResolvesOnFocus() {
    var s = loginScreen()
    s.engine.touchDown(1, at: Point(x: 50, y: 600), time: 0)
    s.engine.setFocus(s["email"])
    #expect(s.engine.touchUp(1, at: Point(x: 50, y: 600), time: 0.1) == [.resignFocus])
  }

  @Test("an idle engine takes targets and decides nothing: taps, drags, second fingers, pencils")
  func idleTouches() {
    var s = loginScreen()
    let login = Point(x: 100, y: 240)
    // A lone tap takes its target and decides nothing.
    #expect(s.engine.touchDown(1, at: login, time: 0) == [])
    #expect(s.engine.target(of: 1)?.hitRegion == s["login"])
    #expect(s.engine.touchUp(1, at: login, time: 0.1) == [])
    #expect(s.engine.lastTapTarget?.hitRegion == s["login"])
    #expect(s.engine.target(of: 1) == nil)
    // An up of another id is ignored; the touch stays down.
    #expect(s.engine.touchDown(2, at: login, time: 1) == [])
    #expect(s.engine.touchUp(3, at: login, time: 1.1) == [])
    #expect(s.engine.target(of: 2)?.hitRegion == s["login"])
    // A drag is no tap.
    s.engine.touchMoved(2, to: Point(x: 100, y: 300), time: 1.2)
    #expect(s.engine.touchUp(2, at: Point(x: 100, y: 300), time: 1.3) == [])
    #expect(s.engine.lastTapTarget == nil)
    // A second finger makes both multi: neither is a tap.
    s.engine.touchDown(4, at: login, time: 2)
    s.engine.touchDown(5, at: login, time: 2)
    s.engine.touchUp(5, at: login, time: 2.1)
    #expect(s.engine.touchUp(4, at: login, time: 2.1) == [])
    #expect(s.engine.lastTapTarget == nil)
    // Too long is no tap either.
    s.engine.touchDown(6, at: login, time: 3)
    s.engine.touchUp(6, at: login, time: 4)
    #expect(s.engine.lastTapTarget == nil)
    // A pencil is tracked like a finger, whatever the policy says of the
    // keyboard, even by an idle engine.
    s.engine.policy.pencilDismissesKeyboard = false
    s.engine.touchDown(7, at: login, time: 5, pointer: .pencil)
    #expect(s.engine.target(of: 7)?.hitRegion == s["login"])
    s.engine.touchCancelled(7)
    s.engine.policy.pencilDismissesKeyboard = true
    s.engine.touchDown(8, at: login, time: 6, pointer: .pencil)
    #expect(s.engine.target(of: 8)?.hitRegion == s["login"])
    s.engine.touchCancelled(8)
    // Non-finite input is ignored.
    s.engine.touchDown(9, at: Point(x: .nan, y: 0), time: 7)
    s.engine.touchDown(10, at: login, time: .infinity)
    #expect(s.engine.target(of: 9) == nil && s.engine.target(of: 10) == nil)
    // A finger that went down idle is decided on the target it had then.
    s.engine.touchDown(11, at: Point(x: 50, y: 600), time: 8)
    s.engine.setFocus(s["email"])
    #expect(s.engine.touchUp(11, at: Point(x: 50, y: 600), time: 8.1) == [.resignFocus])
  }

  @Test("rule 5: a modal layer stops the pass after its dismissal")
  func modalStops() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    s.engine.open(s["sheet"])
    #expect(s.tap(at: Point(x: 50, y: 50)) == ["dismiss sheet"])
    #expect(s.engine.state(of: s["menu"]) == .open)
    #expect(s.engine.state(of: s["sheet"]) == .dismissing)
  }

  @Test("rule 7: touches on a layer being dismissed do nothing; a double tap dismisses one layer")
  func dismissingDoesNothing() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    s.engine.open(s["sheet"])
    #expect(s.tap(at: Point(x: 50, y: 50)) == ["dismiss sheet"])
    #expect(s.tap(at: Point(x: 50, y: 50)) == [])
    s.engine.close(s["sheet"])
    #expect(s.tap(at: Point(x: 50, y: 600)) == ["dismiss menu"])
  }

  @Test("rule 5: escape dismisses the first layer that reacts, keeping the keyboard")
  func escape() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    s.engine.open(s["menu"])
    s.engine.open(s["submenu"])
    #expect(s.describe(s.engine.escape()) == ["dismiss submenu"])
    s.engine.close(s["submenu"])
    #expect(s.describe(s.engine.escape(.accessibility)) == ["dismiss menu"])
    s.engine.close(s["menu"])
    // With no layer open, escape ends editing only when the policy says so
    // (default off: on iOS, Escape in a text field does not end editing).
    #expect(s.describe(s.engine.escape()) == [])
    #expect(s.engine.isFocused)
    s.engine.policy.escapeDismissesKeyboard = true
    #expect(s.describe(s.engine.escape()) == ["resign"])
  }

  @Test("rule 7: an escape passes over layers the host hides, as if closed")
  func escapePassingOver() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    s.engine.open(s["menu"])
    s.engine.open(s["sheet"])
    // The sheet is covered by a presentation in front: the menu goes.
    #expect(s.engine.escapeWouldAct(passingOver: [s["sheet"]]))
    #expect(s.describe(s.engine.escape(passingOver: [s["sheet"]])) == ["dismiss menu"])
    #expect(s.engine.state(of: s["sheet"]) == .open)
    // Every layer hidden: the keyboard rule of no layer open applies.
    s.engine.policy.escapeDismissesKeyboard = true
    #expect(s.describe(s.engine.escape(passingOver: [s["sheet"]])) == ["resign"])
  }
  @Test("rule 5: focus outside dismisses every reacting layer that does not hold the input")
  func focusOutside() {
    var s = loginScreen()
    setTriggers([.focusOutside], of: "sheet", in: &s)
    s.engine.open(s["sheet"])
    #expect(s.describe(s.engine.setFocus(s["note"])) == [])
    #expect(s.describe(s.engine.setFocus(s["email"])) == ["dismiss sheet"])
    #expect(s.engine.isFocused)
    // A layer that contains the input does not stop the pass.
    s.engine.open(s["sheet"])
    s.engine.open(s["menu"])
    #expect(s.describe(s.engine.setFocus(s["note"])) == [])
    s.engine.close(s["sheet"])
    let popover = s.engine.insert(
      .layer(frame: Rect(x: 0, y: 0, width: 1, height: 1), dismissOn: .all))
    s.engine.open(popover)
    s.engine.open(s["sheet"])
    #expect(s.engine.setFocus(s["note"]) == [.dismissLayer(popover, reason: .focusOutside)])
  }

  @Test("rule 3: slop, duration, multi-touch, pencil, cancel")
  func touches() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    let p = Point(x: 50, y: 600)
    // Exactly at the slop is still a tap.
    s.engine.touchDown(1, at: p, time: 0)
    s.engine.touchMoved(1, to: Point(x: 60, y: 600), time: 0.1)
    #expect(s.engine.touchUp(1, at: Point(x: 60, y: 600), time: 0.2) == [.resignFocus])
    s.engine.setFocus(s["email"])
    // Too long.
    s.engine.touchDown(2, at: p, time: 1)
    #expect(s.engine.touchUp(2, at: p, time: 1.76) == [])
    // Multi-touch.
    s.engine.touchDown(3, at: p, time: 2)
    s.engine.touchDown(4, at: p, time: 2.01)
    #expect(s.engine.touchUp(3, at: p, time: 2.05) == [])
    #expect(s.engine.touchUp(4, at: p, time: 2.06) == [])
    // A pencil tap keeps the keyboard (pencilDismissesKeyboard is off), and
    // a pencil and a finger never make each other multi.
    s.engine.touchDown(5, at: p, time: 3, pointer: .pencil)
    s.engine.touchDown(6, at: p, time: 3)
    #expect(s.engine.touchUp(5, at: p, time: 3.05) == [])
    #expect(s.engine.touchUp(6, at: p, time: 3.05) == [.resignFocus])
    s.engine.setFocus(s["email"])
    // Cancel.
    s.engine.touchDown(7, at: p, time: 4)
    #expect(s.engine.touchCancelled(7) == [])
    #expect(s.engine.touchUp(7, at: p, time: 4.05) == [])
  }

  @Test("host paths feed the same decisions as geometric hits")
  func hostPath() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    s.engine.setFocus(hitPath: [PathElement.unregistered(.textInput), .region(s["form"])])
    let inMenu: [PathElement] = [.unregistered(.control), .region(s["menu"])]
    s.engine.touchDown(1, at: Point(x: 0, y: 0), time: 0, hitPath: inMenu)
    #expect(s.engine.touchUp(1, at: Point(x: 0, y: 0), time: 0.1) == [])
    let outside: [PathElement] = [.unregistered(.container)]
    s.engine.touchDown(2, at: Point(x: 0, y: 0), time: 1, hitPath: outside)
    #expect(
      s.describe(s.engine.touchUp(2, at: Point(x: 0, y: 0), time: 1.1)) == [
        "dismiss menu", "resign",
      ])
  }

  @Test("bad input never traps")
  func badInput() {
    var s = TestScreen()
    let nan = Double.nan
    s.add("weird", .control, Rect(x: nan, y: 0, width: -5, height: .infinity))
    #expect(s.engine.hitTest(Point(x: 0, y: 0)).isEmpty)
    #expect(s.engine.hitTest(Point(x: nan, y: 0)).isEmpty)
    let orphan = s.engine.insert(Region(kind: .control, frame: .zero, parent: RegionID.none))
    #expect(orphan == .none)
    s.engine.remove(s["weird"])
    s.engine.remove(s["weird"])
    s.engine.setFrame(Rect(x: 0, y: 0, width: 1, height: 1), of: s["weird"])
    s.engine.open(s["weird"])
    #expect(s.engine.regionCount == 0)
  }

  @Test("removing a region removes its subtree, however deep, without recursion")
  func deepRemoval() {
    var engine = DismissEngine()
    let root = engine.insert(Region(kind: .container, frame: Rect(x: 0, y: 0, width: 1, height: 1)))
    var parent = root
    for depth in 1...10_000 {
      // Each region a column of its own, so a hit test meets one candidate
      // and walks all 10 000 ancestors.
      parent = engine.insert(
        Region(
          kind: .container, frame: Rect(x: Double(depth), y: 0, width: 1, height: 1), parent: parent
        ))
    }
    #expect(engine.hitTest(Point(x: 10_000.5, y: 0.5)).elements.count == 10_001)
    engine.remove(root)
    #expect(engine.regionCount == 0)
    #expect(engine.hitTest(Point(x: 10_000.5, y: 0.5)).isEmpty)
  }

  @Test("rule 3: a pencil closes layers like a finger but never resigns focus")
  func pencilClosesLayersButKeepsTheKeyboard() {
    var s = loginScreen()
    s.engine.setFocus(s["email"])
    s.engine.open(s["menu"])
    let background = Point(x: 50, y: 600)
    // A pencil tap on the background: the menu goes, the keyboard stays.
    #expect(s.tap(at: background, pointer: .pencil) == ["dismiss menu"])
    #expect(s.engine.isFocused)
    s.engine.close(s["menu"])
    // Nor does a pencil drag or a pencil down resign, whatever the policy.
    s.engine.policy.dragDismissesKeyboard = true
    s.engine.policy.dismissKeyboardOn = .touchDown
    #expect(s.engine.touchDown(1, at: background, time: 10, pointer: .pencil).isEmpty)
    #expect(s.engine.touchMoved(1, to: Point(x: 50, y: 700), time: 10.1).isEmpty)
    #expect(s.engine.isFocused)
    s.engine.touchUp(1, at: Point(x: 50, y: 700), time: 10.2)
    // With pencilDismissesKeyboard, a pencil is a finger in every way.
    s.engine.policy = DismissPolicy(pencilDismissesKeyboard: true)
    #expect(s.tap(at: background, pointer: .pencil) == ["resign"])
  }

  @Test("rule 3: pencils and fingers make each other multi only with pencilDismissesKeyboard")
  func pencilAndFingerMultiTouch() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    let p = Point(x: 50, y: 600)
    // A finger down, then a pencil: neither is multi, the finger's tap
    // dismisses the menu.
    s.engine.touchDown(1, at: p, time: 0)
    s.engine.touchDown(2, at: p, time: 0.01, pointer: .pencil)
    #expect(s.describe(s.engine.touchUp(1, at: p, time: 0.05)) == ["dismiss menu"])
    s.engine.touchUp(2, at: p, time: 0.06)
    s.engine.close(s["menu"])
    // Two pencil touches make each other multi.
    s.engine.open(s["menu"])
    s.engine.touchDown(3, at: p, time: 1, pointer: .pencil)
    s.engine.touchDown(4, at: p, time: 1.01, pointer: .pencil)
    #expect(s.engine.touchUp(3, at: p, time: 1.05).isEmpty)
    #expect(s.engine.touchUp(4, at: p, time: 1.06).isEmpty)
    // With pencilDismissesKeyboard on, a pencil and a finger are multi.
    s.engine.policy.pencilDismissesKeyboard = true
    s.engine.touchDown(5, at: p, time: 2)
    s.engine.touchDown(6, at: p, time: 2.01, pointer: .pencil)
    #expect(s.engine.touchUp(5, at: p, time: 2.05).isEmpty)
    #expect(s.engine.touchUp(6, at: p, time: 2.06).isEmpty)
    #expect(s.engine.openLayers == [s["menu"]])
  }

  @Test("rule 5: a layer that does not react to a trigger shields nothing")
  func nonReactingLayerShieldsNothing() {
    var s = loginScreen()
    // A toast above the menu that ignores every trigger.
    s.add("toast", .layer, Rect(x: 0, y: 780, width: 390, height: 60)) {
      $0.dismissTriggers = []
    }
    s.engine.open(s["menu"])
    s.engine.open(s["toast"])
    #expect(s.tap(at: Point(x: 50, y: 600)) == ["dismiss menu"])
    #expect(s.engine.openLayers == [s["toast"]])
    // The focus-outside pass passes over it too.
    s.engine.close(s["menu"])
    setTriggers([.focusOutside], of: "menu", in: &s)
    s.engine.open(s["menu"])
    s.engine.open(s["toast"])
    #expect(s.describe(s.engine.setFocus(s["email"])) == ["dismiss menu"])
  }

  @Test("rule 5: the pass stops after a modal layer even when it does not react")
  func nonReactingModalStopsThePass() {
    var s = loginScreen()
    setTriggers([.escape], of: "sheet", in: &s)
    s.engine.open(s["menu"])
    s.engine.open(s["sheet"])
    #expect(s.tap(at: Point(x: 50, y: 50)) == [])
    #expect(s.engine.openLayers == [s["menu"], s["sheet"]])
  }

  @Test("rule 5: one tap on a dimmed area closes one modal of two stacked")
  func touchNeverReachesBeneathTheModalOpenAtItsDown() {
    var s = loginScreen()
    s.add("confirm", .layer, Rect(x: 40, y: 500, width: 310, height: 200)) {
      $0.backdrop = .infinite
      $0.dismissTriggers = [.touchDownOutside, .tapOutside]
    }
    s.engine.open(s["menu"])
    s.engine.open(s["sheet"])
    s.engine.open(s["confirm"])
    let dimmed = Point(x: 20, y: 300)
    // The down closes the confirmation; the host removes it at once.
    #expect(s.describe(s.engine.touchDown(1, at: dimmed, time: 0)) == ["dismiss confirm"])
    s.engine.close(s["confirm"])
    // The up is a tap, but the sheet and the menu were beneath the modal
    // open at the down: they take no part.
    #expect(s.engine.touchUp(1, at: dimmed, time: 0.05).isEmpty)
    #expect(s.engine.openLayers == [s["menu"], s["sheet"]])
    // The next tap reaches the sheet.
    #expect(s.tap(at: dimmed) == ["dismiss sheet"])
  }

  @Test("rule 5: every dismissal carries its trigger; inner layers carry their outer's")
  func reasons() {
    var s = loginScreen()
    s.engine.open(s["menu"])
    s.engine.open(s["submenu"])
    s.engine.touchDown(1, at: Point(x: 50, y: 600), time: 0)
    #expect(
      s.engine.touchUp(1, at: Point(x: 50, y: 600), time: 0.05) == [
        .dismissLayer(s["submenu"], reason: .tapOutside),
        .dismissLayer(s["menu"], reason: .tapOutside),
      ])
    s.engine.close(s["menu"])
    s.engine.open(s["menu"])
    #expect(s.engine.escape() == [.dismissLayer(s["menu"], reason: .escape)])
    for reason in DismissReason.allCases {
      #expect(DismissReason(reason.trigger) == reason)
      #expect(DismissTriggers.all.contains(reason.trigger))
      #expect(reason.description == reason.name)
    }
    #expect(DismissReason(DismissTriggers.default) == nil)
    #expect(DismissReason([]) == nil)
  }

  /// A touch on an idle engine takes its target at its down, with the
  /// frames of that moment: moving the card away afterwards keeps it, and a
  /// card that gets its frame only after the down is not its target. (A
  /// host brings its frames in step before the down.)
  @Test func aTouchFromIdleKeepsTheTargetOfItsDown() throws {
    var engine = DismissEngine(policy: DismissPolicy(dragDismissesKeyboard: true))
    let card = engine.insert(
      Region(kind: .container, frame: Rect(x: 0, y: 0, width: 100, height: 100), keyboard: .keep))
    engine.touchDown(TouchID(rawValue: 1), at: Point(x: 50, y: 50), time: 0)
    #expect(engine.target(of: TouchID(rawValue: 1))?.elements.first == .region(card))
    engine.setFrame(Rect(x: 200, y: 0, width: 100, height: 100), of: card)
    engine.setFocus(hitPath: [.unregistered(.textInput)])
    #expect(engine.target(of: TouchID(rawValue: 1))?.elements.first == .region(card))
    #expect(engine.touchMoved(TouchID(rawValue: 1), to: Point(x: 50, y: 90), time: 0.1) == [])

    var other = DismissEngine(policy: DismissPolicy(dragDismissesKeyboard: true))
    let late = other.insert(Region(kind: .container, frame: .zero, keyboard: .keep))
    other.touchDown(TouchID(rawValue: 1), at: Point(x: 50, y: 50), time: 0)
    other.setFrame(Rect(x: 0, y: 0, width: 100, height: 100), of: late)
    other.setFocus(hitPath: [.unregistered(.textInput)])
    #expect(
      other.touchMoved(TouchID(rawValue: 1), to: Point(x: 50, y: 90), time: 0.1) == [.resignFocus])
  }

  /// Whether an escape would act follows rule 5's escape pass: a layer
  /// that ignores Escape is passed over, a modal layer that escape does not
  /// dismiss ends the pass, and when nothing is dismissed otherwise, focus
  /// and the policy decide.
  @Test func escapeWouldActFollowsTheEscapePass() throws {
    var engine = DismissEngine()
    #expect(!engine.escapeWouldAct())
    engine.setFocus(hitPath: [.unregistered(.textInput)])
    #expect(!engine.escapeWouldAct())
    #expect(engine.escapeWouldAct(escapeDismissesKeyboard: true))
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let toast = engine.insert(.layer(frame: frame, dismissOn: [.tapOutside]))
    engine.open(toast)
    // Every open layer passed over: the keyboard rule of no layer open.
    #expect(!engine.escapeWouldAct())
    #expect(engine.escapeWouldAct(escapeDismissesKeyboard: true))
    let menu = engine.insert(.layer(frame: frame, dismissOn: .default))
    engine.open(menu)
    engine.close(toast)
    engine.open(toast)
    // The toast ignores Escape: it goes to the menu beneath it.
    #expect(engine.escapeWouldAct())
    let dialog = engine.insert(.layer(frame: frame, dismissOn: [.tapOutside], backdrop: .infinite))
    engine.open(dialog)
    #expect(!engine.escapeWouldAct(escapeDismissesKeyboard: true))
    #expect(engine.escape() == [])
    engine.close(dialog)
    #expect(engine.escape() == [.dismissLayer(menu, reason: .escape)])
  }

  @Test(
    "rule 5: escape spares a layer that holds one ignoring it; a modal such layer ends the pass")
  func escapeSparesOuterLayers() {
    var engine = DismissEngine()
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let menu = engine.insert(.layer(frame: frame))
    let panel = engine.insert(.layer(frame: frame))
    let help = engine.insert(.layer(frame: frame, parent: panel, dismissOn: []))
    for layer in [menu, panel, help] { engine.open(layer) }
    #expect(engine.escape() == [.dismissLayer(menu, reason: .escape)])
    engine.close(menu)
    engine.close(panel)
    let dialog = engine.insert(.layer(frame: frame, backdrop: .infinite))
    let confirm = engine.insert(.layer(frame: frame, parent: dialog, dismissOn: []))
    for layer in [menu, dialog, confirm] { engine.open(layer) }
    #expect(!engine.escapeWouldAct(escapeDismissesKeyboard: true))
    #expect(engine.escape() == [])
  }

  @Test("rule 5: a host asks whether a touch would be swallowed, with no event")
  func swallowsQuery() {
    var s = loginScreen()
    var menu = s.engine.region(s["menu"])!
    menu.swallowsOutsideTouches = true
    s.engine.update(s["menu"], to: menu)
    #expect(s.engine.hasSwallowingLayers && !s.engine.isSwallowingTouches)
    #expect(!s.engine.swallows(hitPath: [PathElement.unregistered(.control)]))
    s.engine.open(s["menu"])
    #expect(s.engine.isSwallowingTouches)
    #expect(s.engine.swallows(hitPath: [PathElement.unregistered(.control)]))
    #expect(!s.engine.swallows(hitPath: [PathElement.region(s["menu"])]))
    // A question, not an event: the tap is still decided as before.
    #expect(s.tap(at: Point(x: 100, y: 600)) == ["swallow 1", "dismiss menu"])
    #expect(!s.engine.isSwallowingTouches)
    #expect(!s.engine.swallows(hitPath: [PathElement.unregistered(.control)]))
  }

  @Test(
    "rule 5: swallowing follows insert, update and remove; a dismissing layer's surface swallows nothing"
  )
  func swallowingFollowsRegionChanges() {
    var s = loginScreen()
    let outside = Point(x: 100, y: 600)
    var menu = s.engine.region(s["menu"])!
    menu.swallowsOutsideTouches = true
    s.engine.update(s["menu"], to: menu)
    #expect(s.engine.region(s["menu"])?.swallowsOutsideTouches == true)
    s.engine.open(s["menu"])
    #expect(s.tap(at: outside) == ["swallow 1", "dismiss menu"])
    s.engine.close(s["menu"])
    // The count of swallowing layers, which lets a screen without one skip
    // the walk, follows every change.
    #expect(s.engine.swallowingLayers == 1)
    menu.kind = .container
    s.engine.update(s["menu"], to: menu)
    #expect(s.engine.swallowingLayers == 0)
    var sheet = s.engine.region(s["sheet"])!
    sheet.swallowsOutsideTouches = true
    s.engine.update(s["sheet"], to: sheet)
    #expect(s.engine.swallowingLayers == 1)
    s.engine.remove(s["sheet"])
    #expect(s.engine.swallowingLayers == 0)
    let popover = s.engine.insert(
      .layer(frame: Rect(x: 0, y: 0, width: 100, height: 50), swallowsOutsideTouches: true))
    let tip = s.engine.insert(.layer(frame: Rect(x: 0, y: 700, width: 390, height: 100)))
    #expect(s.engine.swallowingLayers == 1)
    s.engine.open(popover)
    s.engine.open(tip)
    #expect(s.engine.escape() == [.dismissLayer(tip, reason: .escape)])
    // On the surface of a layer being dismissed a touch does nothing (rule 7).
    #expect(s.engine.touchDown(9, at: Point(x: 100, y: 750), time: 100) == [])
    #expect(s.engine.touchDown(10, at: outside, time: 100) == [.swallowTouch(10)])
  }
}
