import DismissCore
import DismissScenarios

/// The interactive playground without the terminal: it turns keys and mouse
/// reports into playground events and draws frames. The terminal loop feeds
/// it; tests drive it directly.
///
/// Mouse buttons are fingers: a press is a touch down at the centre of the
/// cell, motion with the button down moves it, the release lifts it (left,
/// middle and right are touches 1, 2 and 3, so holding one and pressing
/// another is a multi-touch). Presses on the drawn keyboard type instead:
/// the keyboard is its own window and the engine never sees those touches.
public struct DemoController: Sendable {
  /// The playground.
  public private(set) var playground: Playground
  /// The layout for the terminal's size.
  public private(set) var layout: ScreenLayout
  /// Whether the tap map is laid over the phone.
  public private(set) var showsTapMap = false
  /// Whether the person asked to quit.
  public private(set) var wantsToQuit = false
  /// Buttons whose press was a touch on the phone, with the pointer of
  /// their down (a touch keeps it for its whole life, rule 3).
  var touchingButtons: [Int: PointerKind] = [:]
  /// Whether the mouse is an Apple Pencil (`s`): its touches close layers
  /// like a finger's but never resign focus (rule 3), unless the policy's
  /// `pencilDismissesKeyboard` is on.
  public private(set) var mouseIsPencil = false
  var overlay: PhoneOverlay?

  /// Starts on a screen (the demo screen by default) for a terminal size.
  public init(scenario: Scenario = DemoScreen.scenario, columns: Int, rows: Int) {
    playground = Playground(scenario)
    playground.avoidsKeyboard = true
    layout = ScreenLayout.make(columns: columns, rows: rows, screen: playground.decor.screen)
    playground.note(
      "Tap with the mouse: every touch goes through the engine; each line says what it did and which rule decided."
    )
  }

  /// The terminal changed size.
  public mutating func resize(columns: Int, rows: Int) {
    layout = ScreenLayout.make(columns: columns, rows: rows, screen: playground.decor.screen)
    overlay = nil
  }

  /// The frame to draw now.
  public mutating func frame() -> Canvas {
    if showsTapMap && layout.problem == nil && overlay == nil {
      overlay = playground.overlay(geometry: layout.phone)
    }
    return PlaygroundRenderer.render(
      playground, layout: layout, overlay: showsTapMap ? overlay : nil,
      pointer: mouseIsPencil ? .pencil : .finger)
  }

  /// Handles one input at a time (seconds, from a monotonic clock).
  public mutating func handle(_ input: InputEvent, time: Double) {
    // Anything but a bare mouse move may change what a tap would do.
    if case .mouse(let mouse) = input, mouse.kind == .move {} else { overlay = nil }
    switch input {
    case .key(let key): handle(key, time: time)
    case .mouse(let mouse): handle(mouse, time: time)
    }
  }

  mutating func handle(_ key: Key, time: Double) {
    let typing = playground.isKeyboardUp
    switch key {
    case .control("c"), .control("d"):
      wantsToQuit = true
    case .character("q") where !typing || layout.problem != nil:
      wantsToQuit = true
    case _ where layout.problem != nil:
      return
    case .escape:
      try? playground.run(Scenario.Event(t: time, .escape(.key)))
    case .control("p"):
      playground.cyclePolicy()
    case .character("p") where !typing:
      playground.cyclePolicy()
    case .control("s"):
      togglePencil()
    case .character("s") where !typing:
      togglePencil()
    case .control("t"):
      toggleTapMap()
    case .character("m") where !typing:
      toggleTapMap()
    case .control("r"):
      reset()
    case .character("r") where !typing:
      reset()
    case .tab, .backTab:
      playground.focusNext(time: time)
    case .enter where typing:
      playground.returnKey(time: time)
    case .backspace where typing:
      playground.deleteBackward()
    case .character(let c) where typing:
      playground.type(String(c))
    case .character(let c):
      playground.note("key \(c): no field has focus (tap one to type)")
    default:
      break
    }
  }

  mutating func togglePencil() {
    mouseIsPencil.toggle()
    let text =
      !mouseIsPencil
      ? "the mouse is a finger again"
      : playground.policy.pencilDismissesKeyboard
        ? "the mouse is an Apple Pencil; pencilDismissesKeyboard is on, so it is a finger in every way (rule 3)"
        : "the mouse is an Apple Pencil: it closes layers like a finger, never the keyboard (rule 3)"
    playground.note(text)
  }

  mutating func toggleTapMap() {
    showsTapMap.toggle()
    overlay = nil
    playground.note(
      showsTapMap ? "tap map on: each cell shows what a tap there would do" : "tap map off")
  }

  /// `r`: the screen, the focus, the open layers, the texts and the log
  /// start again; the policy chosen with `p` stays, so that one can replay
  /// the same taps under it (the help and the log say so).
  mutating func reset() {
    let presetIndex = playground.presetIndex
    playground = Playground(playground.scenario, decor: playground.decor)
    playground.avoidsKeyboard = true
    touchingButtons.removeAll()
    while playground.presetIndex != presetIndex { playground.cyclePolicy() }
    playground.note(
      "reset: the screen is back to its starting state; the policy stays "
        + "(\(playground.presets[presetIndex].name); p cycles it)")
  }

  mutating func handle(_ mouse: MouseEvent, time: Double) {
    guard layout.problem == nil else { return }
    let cell = layout.phoneCell(column: mouse.column, row: mouse.row)
    let point = layout.phone.point(col: cell.col, row: cell.row)
    let onPhone = layout.isOnPhone(col: cell.col, row: cell.row)
    let touch = Scenario.TouchKey.number(mouse.button + 1)
    switch mouse.kind {
    case .press:
      guard onPhone else { return }
      if playground.isKeyboardUp {
        let keyboard = PlaygroundRenderer.keyboard(for: playground, geometry: layout.phone)
        if keyboard.area.contains(col: cell.col, row: cell.row) {
          if let cap = keyboard.key(col: cell.col, row: cell.row) { press(cap, time: time) }
          return
        }
      }
      let pointer: PointerKind = mouseIsPencil ? .pencil : .finger
      touchingButtons[mouse.button] = pointer
      try? playground.run(Scenario.Event(t: time, .touch(touch, .down, point, pointer)))
    case .drag:
      guard let pointer = touchingButtons[mouse.button] else { return }
      try? playground.run(Scenario.Event(t: time, .touch(touch, .move, point, pointer)))
    case .release:
      var button = mouse.button
      if touchingButtons[button] == nil, touchingButtons.count == 1,
        let only = touchingButtons.keys.first
      {
        button = only  // a terminal that does not say which button went up
      }
      guard let pointer = touchingButtons.removeValue(forKey: button) else { return }
      try? playground.run(Scenario.Event(t: time, .touch(.number(button + 1), .up, point, pointer)))
    case .wheelUp, .wheelDown:
      guard onPhone else { return }
      playground.scroll(at: point, by: mouse.kind == .wheelUp ? -40 : 40)
    case .move:
      break
    }
  }

  mutating func press(_ cap: KeyCap, time: Double) {
    switch cap {
    case .character(let c): playground.type(String(c))
    case .space: playground.type(" ")
    case .backspace: playground.deleteBackward()
    case .enter: playground.returnKey(time: time)
    }
  }
}
