import DismissCore
import DismissTestSupport
import Testing

/// The engine's API under bad and extreme input: it never traps, never
/// hangs, and either rejects or safely ignores what makes no sense. Each
/// behaviour here is documented in `Docs/Reliability.md`.
@Suite("Hostile input")
struct HostileInputTests {
  static let screen = Rect(x: 0, y: 0, width: 400, height: 800)
  static let weird: [Double] = [
    .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300,
    -1e300,
    .leastNonzeroMagnitude, -0.0,
  ]

  /// A focused field, an open menu and a background, for the tests that
  /// need an engine that is not idle.
  static func busyScreen() -> TestScreen {
    var screen = TestScreen()
    screen.add("background", .container, Self.screen)
    screen.add(
      "field", .textInput, Rect(x: 16, y: 100, width: 358, height: 44), parent: "background")
    screen.add("menu", .layer, Rect(x: 200, y: 300, width: 150, height: 200))
    screen.add("item", .control, Rect(x: 200, y: 300, width: 150, height: 50), parent: "menu")
    screen.engine.setFocus(screen["field"])
    screen.engine.open(screen["menu"])
    return screen
  }

  // MARK: - Coordinates and times

  @Test("touches at non-finite points are ignored: not tracked, no effect, no multi-touch")
  func nonFinitePoints() {
    var screen = Self.busyScreen()
    for (i, x) in Self.weird.enumerated() where !x.isFinite {
      let touch = TouchID(rawValue: 100 + i)
      let result1 = screen.engine.touchDown(touch, at: Point(x: x, y: 10), time: 0)
      #expect(result1.isEmpty)
      let result2 = screen.engine.touchDown(touch, at: Point(x: 10, y: x), time: 0)
      #expect(result2.isEmpty)
      #expect(screen.engine.target(of: touch) == nil)
      let result3 = screen.engine.touchUp(touch, at: Point(x: 10, y: 10), time: 0.1)
      #expect(result3.isEmpty)
    }
    // A NaN touch down does not make the next finger a multi-touch.
    screen.engine.touchDown(1, at: Point(x: .nan, y: .nan), time: 1)
    let result4 = screen.tap(at: Point(x: 50, y: 700))
    #expect(result4 == ["dismiss menu", "resign"])
  }

  @Test("a move or an up at a non-finite point neither drags nor taps")
  func nonFiniteMovesAndUps() {
    var policy = DismissPolicy()
    policy.dragDismissesKeyboard = true
    var screen = Self.busyScreen()
    screen.engine.policy = policy
    screen.engine.touchDown(1, at: Point(x: 50, y: 700), time: 0)
    let result5 = screen.engine.touchMoved(1, to: Point(x: .nan, y: 700), time: 0.01)
    #expect(result5.isEmpty)
    let result6 = screen.engine.touchMoved(1, to: Point(x: .infinity, y: 700), time: 0.02)
    #expect(result6.isEmpty)
    // Still a tap candidate: a finite move beyond the slop drags.
    let result7 = screen.engine.touchMoved(1, to: Point(x: 90, y: 700), time: 0.03)
    #expect(screen.describe(result7) == ["resign"])
    screen.engine.touchDown(2, at: Point(x: 50, y: 700), time: 1)
    let result8 = screen.engine.touchUp(2, at: Point(x: .nan, y: 700), time: 1.1)
    #expect(result8.isEmpty)
    #expect(screen.engine.state(of: screen["menu"]) == .open)
  }

  @Test(
    "non-finite and backwards times: a down is ignored, an up is no tap unless its duration is finite"
  )
  func strangeTimes() {
    var screen = Self.busyScreen()
    let result9 = screen.engine.touchDown(1, at: Point(x: 50, y: 700), time: .nan)
    #expect(result9.isEmpty)
    #expect(screen.engine.target(of: 1) == nil)
    let result10 = screen.engine.touchDown(1, at: Point(x: 50, y: 700), time: -.infinity)
    #expect(result10.isEmpty)
    #expect(screen.engine.target(of: 1) == nil)
    screen.engine.touchDown(2, at: Point(x: 50, y: 700), time: 5)
    let result11 = screen.engine.touchUp(2, at: Point(x: 50, y: 700), time: .nan)
    #expect(result11.isEmpty)
    screen.engine.touchDown(3, at: Point(x: 50, y: 700), time: 5)
    let result12 = screen.engine.touchUp(3, at: Point(x: 50, y: 700), time: .infinity)
    #expect(result12.isEmpty)
    // An up before its down (a clock that went backwards) lasted "at most"
    // maxTapDuration: a tap.
    screen.engine.touchDown(4, at: Point(x: 50, y: 700), time: 5)
    let result13 = screen.engine.touchUp(4, at: Point(x: 50, y: 700), time: 1)
    #expect(screen.describe(result13) == ["dismiss menu", "resign"])
  }

  @Test("a policy with non-finite or negative knobs uses 0 slop and the default duration")
  func strangePolicy() {
    for slop in [Double.nan, .infinity, -.infinity, -5] {
      var screen = Self.busyScreen()
      screen.engine.policy.tapSlop = slop
      screen.engine.policy.maxTapDuration = slop
      // Slop 0: any move drags; the up is no tap.
      screen.engine.touchDown(1, at: Point(x: 50, y: 700), time: 0)
      screen.engine.touchMoved(1, to: Point(x: 50.5, y: 700), time: 0.1)
      let result14 = screen.engine.touchUp(1, at: Point(x: 50, y: 700), time: 0.2)
      #expect(result14.isEmpty)
      // Duration 0.75: a 0.7 s press is still a tap.
      screen.engine.touchDown(2, at: Point(x: 50, y: 700), time: 1)
      let result15 = screen.engine.touchUp(2, at: Point(x: 50, y: 700), time: 1.7)
      #expect(screen.describe(result15).count == 2)
    }
    // A huge slop: no move ever drags (the squared slop is infinite).
    var screen = Self.busyScreen()
    screen.engine.policy.tapSlop = 1e300
    screen.engine.policy.dragDismissesKeyboard = true
    screen.engine.touchDown(1, at: Point(x: 50, y: 700), time: 0)
    let result16 = screen.engine.touchMoved(1, to: Point(x: 1e300, y: -1e300), time: 0.1)
    #expect(result16.isEmpty)
    let result17 = screen.engine.touchUp(1, at: Point(x: 1e300, y: -1e300), time: 0.2)
    #expect(screen.describe(result17).count == 2)
  }

  // MARK: - Frames

  @Test("frames with a non-finite component or a negative size are stored empty and never hit")
  func badFrames() {
    var engine = DismissEngine()
    var ids: [RegionID] = []
    for v in Self.weird where !v.isFinite {
      ids.append(
        engine.insert(Region(kind: .control, frame: Rect(x: v, y: 0, width: 100, height: 100))))
      ids.append(
        engine.insert(Region(kind: .control, frame: Rect(x: 0, y: 0, width: v, height: 100))))
      ids.append(
        engine.insert(Region(kind: .control, frame: Rect(x: 0, y: v, width: 100, height: v))))
    }
    ids.append(
      engine.insert(Region(kind: .control, frame: Rect(x: 10, y: 10, width: -5, height: 100))))
    ids.append(
      engine.insert(Region(kind: .control, frame: Rect(x: 10, y: 10, width: 100, height: -0.5))))
    for id in ids {
      #expect(engine.contains(id))
      #expect(engine.region(id)?.frame == .zero)
    }
    for p in [Point(x: 0, y: 0), Point(x: 20, y: 20), Point(x: 50, y: 50), Point(x: -1, y: -1)] {
      #expect(engine.hitTest(p).isEmpty)
    }
    // setFrame and update sanitize the same way.
    let good = engine.insert(Region(kind: .control, frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    engine.setFrame(Rect(x: .nan, y: 0, width: 10, height: 10), of: good)
    #expect(engine.hitTest(Point(x: 1, y: 1)).isEmpty)
    let result18 = engine.update(
      good, to: Region(kind: .control, frame: Rect(x: 0, y: 0, width: -1, height: 10)))
    #expect(result18)
    #expect(engine.hitTest(Point(x: 1, y: 1)).isEmpty)
  }

  @Test("a layer with a bad backdrop frame has an empty backdrop but stays modal")
  func badBackdrop() {
    var screen = TestScreen()
    screen.add("background", .container, Self.screen)
    screen.add("lower", .layer, Rect(x: 0, y: 0, width: 400, height: 100))
    screen.add("sheet", .layer, Rect(x: 0, y: 400, width: 400, height: 400)) {
      $0.backdrop = Rect(x: .nan, y: 0, width: 10, height: 10)
    }
    screen.engine.open(screen["lower"])
    screen.engine.open(screen["sheet"])
    // The backdrop is never hit: the background is.
    #expect(screen.engine.hitTest(Point(x: 10, y: 300)).hitRegion == screen["background"])
    // Modal: the pass stops after dismissing the sheet.
    let result19 = screen.tap(at: Point(x: 10, y: 300))
    #expect(result19 == ["dismiss sheet"])
  }

  @Test("huge coordinates: the hit test agrees with a brute-force one")
  func hugeCoordinates() {
    let values: [Double] = [
      0, 1, -1, .leastNonzeroMagnitude, 0.1, 3e8, 268_435_456, 268_435_457, 1e15,
      9.007_199_254_740_993e15, 1e300,
      1.7e308, -1e300,
      -1.7e308,
    ]
    var rng = SeededRandomNumberGenerator(seed: 1)
    func value() -> Double { values[Int.random(in: 0..<values.count, using: &rng)] }
    var regions: [RefScene.Region] = []
    for i in 0..<300 {
      let frame = Rect(x: value(), y: value(), width: abs(value()), height: abs(value()))
      regions.append(RefScene.Region(id: "r\(i)", kind: .control, frame: frame))
    }
    let scene = RefScene(regions: regions)
    var engine = DismissEngine()
    let ids = EngineHarness.build(scene, into: &engine)
    let model = ReferenceModel(scene)
    for _ in 0..<2000 {
      let p = Point(x: value() + (Bool.random(using: &rng) ? 0 : value()), y: value())
      let hit = engine.hitTest(p).hitRegion
      let expected: RegionID? =
        if case .path(let path) = model.hitTest(p) { ids[path[0]] } else { nil }
      #expect(hit == expected, "at \(p)")
      if hit != expected { return }
    }
  }

  @Test("a rectangle overflowing to infinity (x + width = inf) contains every point right of x")
  func overflowingRectangle() {
    var engine = DismissEngine()
    let wide = engine.insert(
      Region(kind: .control, frame: Rect(x: 1e308, y: 0, width: 1.7e308, height: 10)))
    #expect(engine.hitTest(Point(x: 1.7e308, y: 5)).hitRegion == wide)
    #expect(engine.hitTest(Point(x: 9e307, y: 5)).isEmpty)
    // `Rect.infinite` (a full-screen backdrop) spans ±greatestFiniteMagnitude / 2:
    // every point a screen can have, but not literally every finite point.
    let infinite = engine.insert(Region(kind: .container, frame: .infinite))
    #expect(engine.hitTest(Point(x: -8.9e307, y: 8.9e307)).hitRegion == infinite)
    #expect(!Rect.infinite.contains(Point(x: -1e308, y: 0)))
  }

  // MARK: - Identifiers

  @Test("stale and unknown region identifiers are ignored by every call")
  func staleIdentifiers() {
    var screen = Self.busyScreen()
    let removed = screen.add("gone", .layer, Rect(x: 0, y: 0, width: 10, height: 10))
    screen.engine.remove(removed)
    let foreign: RegionID = {
      var other = DismissEngine()
      for _ in 0..<50 { other.insert(Region(kind: .layer, frame: Self.screen)) }
      return other.insert(Region(kind: .layer, frame: Self.screen))
    }()
    let before = screen.engine
    for id in [removed, RegionID.none, foreign] {
      #expect(!screen.engine.contains(id))
      #expect(screen.engine.region(id) == nil)
      #expect(screen.engine.state(of: id) == .closed)
      #expect(!screen.engine.isPresent(id))
      let result20 = screen.engine.insert(Region(kind: .control, frame: Self.screen, parent: id))
      #expect(result20 == .none)
      let result21 = screen.engine.setFocus(id)
      #expect(result21.isEmpty)
      screen.engine.open(id)
      screen.engine.close(id)
      screen.engine.remove(id)
      screen.engine.setFrame(Self.screen, of: id)
      let result22 = screen.engine.update(id, to: Region(kind: .layer, frame: Self.screen))
      #expect(!result22)
      screen.engine.setExcluded([screen["item"]], of: id)
    }
    #expect(screen.engine.openLayers == before.openLayers)
    #expect(screen.engine.focusedRegion == before.focusedRegion)
    #expect(screen.engine.regionCount == before.regionCount)
    // Stale identifiers in a layer's excluded list are dropped.
    screen.engine.setExcluded([removed, .none, foreign, screen["field"]], of: screen["menu"])
    #expect(screen.engine.region(screen["menu"])?.excluded == [screen["field"]])
    // Host paths naming stale regions skip them.
    let effects = screen.engine.touchDown(
      7, at: Point(x: 0, y: 0), time: 0,
      hitPath: [.region(removed), .backdrop(of: foreign), .region(.none)])
    #expect(screen.describe(effects).isEmpty)
    #expect(screen.engine.target(of: 7) == HitPath())
  }

  @Test("unknown touch ids are ignored; a down for an active id restarts it; extreme ids work")
  func touchIdentifiers() {
    var screen = Self.busyScreen()
    let result23 = screen.engine.touchMoved(42, to: Point(x: 0, y: 0), time: 0)
    #expect(result23.isEmpty)
    let result24 = screen.engine.touchUp(42, at: Point(x: 0, y: 0), time: 0)
    #expect(result24.isEmpty)
    let result25 = screen.engine.touchCancelled(42)
    #expect(result25.isEmpty)
    for id in [Int.min, Int.max, 0, -1] {
      var copy = screen
      copy.engine.touchDown(TouchID(rawValue: id), at: Point(x: 50, y: 700), time: 0)
      // Restarted, not multi: still a tap.
      copy.engine.touchDown(TouchID(rawValue: id), at: Point(x: 50, y: 700), time: 0.1)
      let result26 = copy.engine.touchUp(TouchID(rawValue: id), at: Point(x: 50, y: 700), time: 0.2)
      #expect(copy.describe(result26).count == 2)
    }
  }

  @Test("many simultaneous touches: all multi, none taps, all forgotten when they end")
  func manyTouches() {
    var screen = Self.busyScreen()
    for i in 0..<1000 {
      screen.engine.touchDown(TouchID(rawValue: i), at: Point(x: 50, y: 700), time: 0)
    }
    for i in 0..<1000 {
      let result27 = screen.engine.touchUp(
        TouchID(rawValue: i), at: Point(x: 50, y: 700), time: 0.1)
      #expect(result27.isEmpty)
    }
    let result28 = screen.tap(at: Point(x: 50, y: 700))
    #expect(result28 == ["dismiss menu", "resign"])
  }

  // MARK: - Changes while touches are down

  @Test(
    "removing the region a touch targets: the touch keeps its (now partial) target and does not crash"
  )
  func removeTargetDuringTouch() {
    var screen = Self.busyScreen()
    screen.engine.touchDown(1, at: Point(x: 210, y: 310), time: 0)  // on item, inside menu
    screen.engine.remove(screen["item"])
    #expect(screen.engine.target(of: 1) == HitPath([.region(screen["menu"])]))
    // Still inside the menu (the layer is alive): nothing is dismissed; the
    // keyboard decision uses the target as it was at the down (a control:
    // keep).
    let result29 = screen.engine.touchUp(1, at: Point(x: 210, y: 310), time: 0.1)
    #expect(result29.isEmpty)
    #expect(screen.engine.lastTapTarget == HitPath([.region(screen["menu"])]))
    // Removing the layer itself under a touch: it closes without effects.
    screen.engine.touchDown(2, at: Point(x: 210, y: 360), time: 1)
    screen.engine.remove(screen["menu"])
    #expect(screen.engine.openLayers.isEmpty)
    #expect(screen.engine.target(of: 2) == HitPath())
    let result30 = screen.engine.touchUp(2, at: Point(x: 210, y: 360), time: 1.1)
    #expect(screen.describe(result30) == ["resign"])
  }

  @Test(
    "removing the focused input clears nothing by itself, and a slot reused meanwhile is not confused with it"
  )
  func removeFocusedInputAndReuseSlot() {
    var screen = Self.busyScreen()
    let field = screen["field"]
    screen.engine.touchDown(1, at: Point(x: 20, y: 110), time: 0)  // on the field
    screen.engine.remove(field)
    #expect(screen.engine.focusedRegion == nil)
    #expect(screen.engine.isFocused)  // the host has not said focus went away
    // A new region takes the freed slot; the touch's target is not it.
    let newcomer = screen.engine.insert(Region(kind: .container, frame: Self.screen))
    #expect(newcomer != field)
    #expect(screen.engine.target(of: 1)?.elements.contains(.region(newcomer)) == false)
    // The tap still counts as a tap on a text input (keep), but is outside the menu.
    let result31 = screen.engine.touchUp(1, at: Point(x: 20, y: 110), time: 0.1)
    #expect(screen.describe(result31) == ["dismiss menu"])
  }

  @Test(
    "frame changes and region updates while touches are down keep each touch's target as at its down"
  )
  func changesDuringTouch() {
    var screen = TestScreen()
    screen.add("a", .control, Rect(x: 0, y: 0, width: 100, height: 100))
    screen.add("b", .textInput, Rect(x: 200, y: 0, width: 100, height: 100))
    // Idle engine: the target is taken lazily, and must still be "a".
    screen.engine.touchDown(1, at: Point(x: 50, y: 50), time: 0)
    screen.engine.setFrame(Rect(x: 0, y: 0, width: 10, height: 10), of: screen["a"])
    screen.engine.setFrame(Rect(x: 0, y: 0, width: 100, height: 100), of: screen["b"])
    #expect(screen.engine.target(of: 1)?.hitRegion == screen["a"])
    var region = screen.engine.region(screen["a"])!
    region.kind = .layer
    let result32 = screen.engine.update(screen["a"], to: region)
    #expect(result32)
    #expect(screen.engine.target(of: 1)?.hitRegion == screen["a"])
    // Cycles are refused.
    var b = screen.engine.region(screen["b"])!
    b.parent = screen["a"]
    let result33 = screen.engine.update(screen["b"], to: b)
    #expect(result33)
    var a = screen.engine.region(screen["a"])!
    a.parent = screen["b"]
    let result34 = screen.engine.update(screen["a"], to: a)
    #expect(!result34)
    a.parent = screen["a"]
    let result35 = screen.engine.update(screen["a"], to: a)
    #expect(!result35)
  }

  // MARK: - Re-entrancy: the host acting between effects

  @Test("the host may close, open, remove and send events while it walks an event's effects")
  func hostActsBetweenEffects() {
    var screen = TestScreen()
    screen.add("background", .container, Self.screen)
    screen.add("field", .textInput, Rect(x: 0, y: 0, width: 400, height: 50), parent: "background")
    screen.add("menu", .layer, Rect(x: 0, y: 100, width: 400, height: 300)) {
      $0.dismissTriggers = .all
    }
    screen.add("field2", .textInput, Rect(x: 0, y: 100, width: 400, height: 50), parent: "menu")
    screen.add("submenu", .layer, Rect(x: 0, y: 200, width: 400, height: 100), parent: "menu") {
      $0.dismissTriggers = .all
    }
    screen.add("other", .layer, Rect(x: 0, y: 500, width: 400, height: 100))
    screen.engine.open(screen["menu"])
    screen.engine.setFocus(screen["field2"])
    screen.engine.open(screen["submenu"])
    let effects = screen.engine.escape()
    #expect(screen.describe(effects) == ["dismiss submenu"])
    let tap = screen.engine.touchDown(1, at: Point(x: 10, y: 700), time: 0)
    #expect(screen.describe(tap) == ["dismiss menu", "resign"])
    var seen: [String] = []
    for effect in tap {
      seen += screen.describe([effect])
      // Between effects: close the parent first, reopen something, send
      // more events, remove regions.
      screen.engine.close(screen["menu"])
      screen.engine.open(screen["other"])
      _ = screen.engine.escape()
      _ = screen.engine.touchDown(2, at: Point(x: 10, y: 10), time: 0.01)
      screen.engine.remove(screen["submenu"])
      _ = screen.engine.setFocus(screen["field"])
    }
    // The array being walked is a value: later events did not change it.
    #expect(seen == ["dismiss menu", "resign"])
    #expect(screen.engine.state(of: screen["menu"]) == .closed)
    #expect(!screen.engine.contains(screen["submenu"]))
  }

  @Test("a dismissing layer that the host never closes: touches on it do nothing, it can reopen")
  func dismissingForever() {
    var screen = Self.busyScreen()
    let result36 = screen.tap(at: Point(x: 50, y: 700))
    #expect(result36 == ["dismiss menu", "resign"])
    #expect(screen.engine.state(of: screen["menu"]) == .dismissing)
    let result37 = screen.tap(at: Point(x: 210, y: 310))
    #expect(result37.isEmpty)
    let result38 = screen.engine.escape()
    #expect(result38.isEmpty)
    screen.engine.open(screen["menu"])
    #expect(screen.engine.state(of: screen["menu"]) == .open)
    let result39 = screen.tap(at: Point(x: 50, y: 700))
    #expect(result39 == ["dismiss menu"])
  }

  @Test("document orders at the ends of Int keep later regions in front")
  func extremeDocumentOrder() {
    var engine = DismissEngine()
    var back = Region(kind: .container, frame: Self.screen)
    back.documentOrder = Int.max - 1
    let first = engine.insert(back)
    #expect(engine.hitTest(Point(x: 1, y: 1)).hitRegion == first)
    var min = Region(kind: .container, frame: Self.screen)
    min.documentOrder = Int.min
    engine.insert(min)
    #expect(engine.hitTest(Point(x: 1, y: 1)).hitRegion == first)
    // A region inserted with no explicit order goes in front of all so far.
    let front = engine.insert(Region(kind: .control, frame: Self.screen))
    #expect(engine.hitTest(Point(x: 1, y: 1)).hitRegion == front)
    // The default order saturates at Int.max instead of wrapping to Int.min;
    // ties go to the later region.
    let later = engine.insert(Region(kind: .control, frame: Self.screen))
    #expect(engine.hitTest(Point(x: 1, y: 1)).hitRegion == later)
  }

  // MARK: - Size

  @Test("100 000 regions: insert, hit-test, tap, move, remove them all")
  func hundredThousandRegions() {
    var engine = DismissEngine()
    engine.reserveCapacity(regions: 100_000)
    let root = engine.insert(
      Region(kind: .container, frame: Rect(x: 0, y: 0, width: 4000, height: 250_000)))
    var rng = SeededRandomNumberGenerator(seed: 3)
    var last = root
    var fields: [RegionID] = []
    for i in 1..<100_000 {
      let frame = Rect(
        x: Double(i % 10) * 400, y: Double(i / 10) * 25, width: 400, height: 25)
      let kind: RegionKind = i % 7 == 0 ? .textInput : i % 3 == 0 ? .control : .container
      last = engine.insert(Region(kind: kind, frame: frame, parent: root))
      if kind == .textInput { fields.append(last) }
    }
    #expect(engine.regionCount == 100_000)
    let menu = engine.insert(.layer(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    engine.open(menu)
    engine.setFocus(fields[fields.count / 2])
    for i in 0..<200 {
      let p = Point(
        x: Double.random(in: 0..<4000, using: &rng), y: Double.random(in: 0..<250_000, using: &rng))
      #expect(engine.hitTest(p).hitRegion != nil)
      engine.touchDown(TouchID(rawValue: i), at: p, time: Double(i))
      engine.touchUp(TouchID(rawValue: i), at: p, time: Double(i) + 0.1)
    }
    engine.setFrame(Rect(x: 0, y: 0, width: 1, height: 1), of: last)
    engine.remove(root)
    #expect(engine.regionCount == 1)
    #expect(engine.hitTest(Point(x: 500, y: 500)).isEmpty)
  }

  @Test("a region tree 10 000 deep: no recursion, focus, taps and removal work")
  func tenThousandDeep() {
    var engine = DismissEngine()
    let layer = engine.insert(
      .layer(frame: Rect(x: 0, y: 0, width: 400, height: 800), dismissOn: .all))
    var parent = layer
    var ids: [RegionID] = []
    for i in 0..<10_000 {
      // Ancestors have empty frames, so one region is a candidate at a
      // point (the cost of a hit test is candidates × depth).
      let frame = i == 9_999 ? Rect(x: 0, y: 0, width: 100, height: 100) : .zero
      parent = engine.insert(
        Region(kind: i == 9_999 ? .textInput : .container, frame: frame, parent: parent))
      ids.append(parent)
    }
    let leaf = parent
    engine.open(layer)
    #expect(engine.isPresent(leaf))
    #expect(engine.hitTest(Point(x: 50, y: 50)).elements.count == 10_001)
    engine.setFocus(leaf)
    // A tap on the leaf is inside the layer: nothing.
    engine.touchDown(1, at: Point(x: 50, y: 50), time: 0)
    let result40 = engine.touchUp(1, at: Point(x: 50, y: 50), time: 0.1)
    #expect(result40.isEmpty)
    // Outside (touchDownOutside): the layer goes, with the focus inside it.
    let result41 = engine.touchDown(2, at: Point(x: 300, y: 900), time: 1)
    #expect(result41 == [.dismissLayer(layer, reason: .touchDownOutside), .resignFocus])
    // Re-parenting deep inside refuses cycles.
    var top = engine.region(ids[0])!
    top.parent = leaf
    let result42 = engine.update(ids[0], to: top)
    #expect(!result42)
    engine.remove(layer)
    #expect(engine.regionCount == 0)
  }

  @Test("300 nested layers, all open: escape, a tap outside all, closing")
  func deeplyNestedLayers() {
    let depth = 300
    var engine = DismissEngine()
    var parent: RegionID? = nil
    var layers: [RegionID] = []
    for _ in 0..<depth {
      let layer = engine.insert(
        .layer(frame: Rect(x: 0, y: 0, width: 400, height: 400), parent: parent))
      engine.open(layer)
      layers.append(layer)
      parent = layer
    }
    #expect(engine.openLayers.count == depth)
    let result43 = engine.escape()
    #expect(result43 == [.dismissLayer(layers[depth - 1], reason: .escape)])
    engine.close(layers[depth - 1])
    // A tap outside everything dismisses all the others, inner first.
    engine.touchDown(1, at: Point(x: 500, y: 500), time: 0)
    let effects = engine.touchUp(1, at: Point(x: 500, y: 500), time: 0.1)
    #expect(effects.count == depth - 1)
    #expect(effects.first == .dismissLayer(layers[depth - 2], reason: .tapOutside))
    #expect(effects.last == .dismissLayer(layers[0], reason: .tapOutside))
    engine.close(layers[0])
    #expect(engine.openLayers.isEmpty)
    #expect(engine.isIdle)
  }
}
