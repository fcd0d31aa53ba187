import DismissCore
import Testing

@testable import DismissKit

/// Anchors, not frames: a marked view's geometry comes from UIKit, measured
/// at the event in window coordinates and cut by its clipping ancestors;
/// nothing is measured while views move.
@MainActor
struct SwiftUIAnchorTests {
  let window = FakeNode("window")
  let otherWindow = FakeNode("other window")
  let presentation = FakeNode("root view")
  let sheet = FakeNode("sheet view")

  init() {
    presentation.isPresentation = true
    sheet.isPresentation = true
    window.add(presentation)
    window.add(sheet)
  }

  private func measure(_ anchor: FakeAnchor, in presentation: FakeNode? = nil) -> Rect? {
    var clips: [Rect] = []
    return anchor.visibleFrame(
      in: window, presentation: presentation ?? self.presentation, clips: &clips)
  }

  @Test func anAnchorIsItsWindowFrame() {
    let anchor = FakeAnchor(
      frame: Rect(x: 10, y: 20, width: 30, height: 40), window: window,
      presentation: presentation)
    #expect(measure(anchor) == Rect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func hiddenWindowlessOtherWindowAndOtherPresentationAnchorsAreAbsent() {
    let frame = Rect(x: 10, y: 20, width: 30, height: 40)
    let hidden = FakeAnchor(frame: frame, window: window, presentation: presentation)
    hidden.isHidden = true
    #expect(measure(hidden) == nil)
    #expect(measure(FakeAnchor(frame: frame, window: nil, presentation: presentation)) == nil)
    #expect(
      measure(FakeAnchor(frame: frame, window: otherWindow, presentation: presentation)) == nil)
    // A presentation above covers the ones beneath, and the other way round.
    #expect(
      measure(FakeAnchor(frame: frame, window: window, presentation: presentation), in: sheet)
        == nil)
    #expect(measure(FakeAnchor(frame: frame, window: window, presentation: sheet)) == nil)
    #expect(measure(FakeAnchor(frame: frame, window: window, presentation: nil)) == nil)
    #expect(
      measure(FakeAnchor(frame: .infinite, window: window, presentation: presentation)) != nil)
  }

  @Test func clippingAncestorsCutTheFrame() {
    let row = FakeAnchor(
      frame: Rect(x: 0, y: 80, width: 390, height: 44), window: window, presentation: presentation)
    // A list from y 100 to 680, inside a card from x 0 to 200.
    row.clips = [
      Rect(x: 0, y: 100, width: 390, height: 580), Rect(x: 0, y: 0, width: 200, height: 844),
    ]
    #expect(measure(row) == Rect(x: 0, y: 100, width: 200, height: 24))
    // Scrolled out of the list entirely: absent.
    row.frame = Rect(x: 0, y: 40, width: 390, height: 44)
    #expect(measure(row) == nil)
  }

  /// A keep region scrolled out of its clipped list no longer keeps the
  /// keyboard where it was drawn (above the list's top); the same row
  /// scrolled back in does.
  @Test func aMarkedViewScrolledOutOfItsClippedListIsAbsent() throws {
    let (coordinator, host) = makeSwiftUICoordinator()
    let row = DismissalToken()
    coordinator.register(
      row, spec: .keyboard(.keep), frame: Rect(x: 0, y: 120, width: 390, height: 44))
    let anchor = try #require(host.anchors[row])
    anchor.clips = [SwiftUITestFrames.list]
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(100, 140)
    #expect(host.endEditingCount == 0)
    // The list scrolls the row to y 60..<104, under the navigation bar:
    // only 100..<104 is still on screen.
    coordinator.setFrame(Rect(x: 0, y: 60, width: 390, height: 44), for: row)
    coordinator.tap(100, 80, id: 2)
    #expect(host.endEditingCount == 1)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(100, 102, id: 3)
    #expect(host.endEditingCount == 1)
  }

  /// Scrolling is free: moving every anchor a hundred times costs DismissKit
  /// nothing (no frame read, no engine change); the next touch that needs
  /// geometry reads each anchor once.
  @Test func scrollFramesCostNothing() throws {
    let (coordinator, host) = makeSwiftUICoordinator()
    var tokens: [DismissalToken] = []
    for i in 0..<50 {
      let token = DismissalToken()
      coordinator.register(
        token, spec: .keyboard(.keep), frame: Rect(x: 0, y: Double(i) * 44, width: 390, height: 44))
      tokens.append(token)
    }
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    let afterFocus = coordinator.measuredAnchorCount
    #expect(afterFocus == 50)
    let reads = host.anchors.values.map(\.frameReads).reduce(0, +)
    let engine = coordinator.engine
    for frame in 1...100 {
      for (i, token) in tokens.enumerated() {
        coordinator.setFrame(
          Rect(x: 0, y: Double(i) * 44 - Double(frame) * 4, width: 390, height: 44), for: token)
      }
    }
    #expect(coordinator.measuredAnchorCount == afterFocus)
    #expect(host.anchors.values.map(\.frameReads).reduce(0, +) == reads)
    for token in tokens {
      let id = try #require(coordinator.region(for: token))
      #expect(coordinator.engine.region(id)?.frame == engine.region(id)?.frame)
    }
    coordinator.tap(100, 300)
    #expect(coordinator.measuredAnchorCount == afterFocus + 50)
  }

  /// An idle root (no focus, no open layer) measures each anchor once per
  /// touch, at the down, and decides nothing.
  @Test func anIdleRootMeasuresOncePerTouch() {
    let (coordinator, host) = makeSwiftUICoordinator()
    for i in 0..<10 {
      coordinator.register(
        DismissalToken(), spec: .keyboard(.keep),
        frame: Rect(x: 0, y: Double(i) * 44, width: 390, height: 44))
    }
    for id in 1...20 { coordinator.tap(Double(id), 300, id: id) }
    #expect(coordinator.measuredAnchorCount == 200)
    #expect(host.anchors.values.allSatisfy { $0.frameReads == 20 })
    #expect(coordinator.engine.isIdle)
    #expect(host.endEditingCount == 0)
  }

  /// A marked view whose anchor moves to another window (the view moved to
  /// another scene's window) is absent from this window's touches, and
  /// present again when it comes back.
  @Test func anAnchorMovingBetweenWindowsIsOnlyPresentInItsWindow() throws {
    let (coordinator, host) = makeSwiftUICoordinator()
    let send = DismissalToken()
    coordinator.register(send, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    let anchor = try #require(host.anchors[send])
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(350, 720)
    #expect(host.endEditingCount == 0)
    anchor.window = otherWindow
    coordinator.tap(350, 720, id: 2)
    #expect(host.endEditingCount == 1)
    anchor.window = host.windowFake
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.tap(350, 720, id: 3)
    #expect(host.endEditingCount == 1)
  }

  /// A split view's detail column: its views are offset from the root (the
  /// column starts at x 320 on an iPad), and their anchors say so in window
  /// coordinates, the space of the touch. A `.global` frame of the column's
  /// hosting view would have put the Send button at x 0.
  @Test func aDetailColumnOffsetFromTheRootIsMeasuredInTheWindow() throws {
    let (coordinator, host) = makeSwiftUICoordinator()
    let column = host.content.add("detail column hosting view")
    let send = DismissalToken()
    let anchor = FakeAnchor(
      frame: Rect(x: 320 + 640, y: 1_000, width: 60, height: 44), window: host.windowFake,
      presentation: host.content.presentation)
    host.anchors[send] = anchor
    coordinator.register(send, spec: .keyboard(.keep), anchor: anchor)
    coordinator.focusBegan(
      at: {
        let field = column.add("detail field", role: .textInput)
        field.frame = Rect(x: 320 + 16, y: 1_000, width: 600, height: 44)
        return field
      }())
    let sendPoint = Point(x: 320 + 640 + 30, y: 1_020)
    coordinator.touchBegan(1, at: sendPoint, time: 0, hit: column)
    coordinator.touchEnded(1, at: sendPoint, time: 0.1)
    #expect(host.endEditingCount == 0)
    // Where the button would be in the column's own space: background.
    coordinator.touchBegan(2, at: Point(x: 670, y: 1_020), time: 1, hit: column)
    coordinator.touchEnded(2, at: Point(x: 670, y: 1_020), time: 1.1)
    #expect(host.endEditingCount == 1)
  }

  /// A touch that went down while nothing could be decided keeps, if focus
  /// begins during it, the target of its down: the anchors measured then,
  /// not where they were last measured (here: never). Before, the drag that
  /// followed on a `keyboardBehavior(.keep)` card dismissed the keyboard,
  /// as if the touch had hit nothing. Found by the SwiftUI adapter property
  /// tests.
  @Test func aTouchFromIdleTakesItsTargetWithTheAnchorsAsTheyAre() {
    let (coordinator, host) = makeSwiftUICoordinator(
      policy: DismissPolicy(dragDismissesKeyboard: true))
    let card = DismissalToken()
    coordinator.register(card, spec: .keyboard(.keep), frame: SwiftUITestFrames.list)
    let point = host.windowPoint(Point(x: 200, y: 300))
    coordinator.touchBegan(TouchID(rawValue: 1), at: point, time: 0, hit: host.content)
    #expect(coordinator.measuredAnchorCount == 1)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchMoved(
      TouchID(rawValue: 1), to: Point(x: point.x, y: point.y + 80), time: 0.1)
    coordinator.touchEnded(TouchID(rawValue: 1), at: Point(x: point.x, y: point.y + 80), time: 0.2)
    #expect(host.endEditingCount == 0)
    #expect(coordinator.engine.isFocused)
  }
}
