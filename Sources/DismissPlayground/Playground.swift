import DismissCore
import DismissScenarios

/// A line of the playground's log.
public struct LogEntry: Equatable, Sendable {
  /// What kind of line it is, for its colour.
  public enum Tone: Sendable, Equatable {
    /// An event that yielded effects.
    case effect
    /// An event the app acted on (rule 6, typing, scrolling).
    case host
    /// An event with no effect.
    case event
    /// Details (moves, ignored input).
    case quiet
  }

  /// The line.
  public var text: String
  /// Its tone.
  public var tone: Tone

  public init(_ text: String, _ tone: Tone) {
    self.text = text
    self.tone = tone
  }
}

/// A named policy the playground can switch to.
public struct PolicyPreset: Equatable, Sendable {
  /// A short name: which knob differs from the starting policy.
  public var name: String
  /// The policy.
  public var policy: DismissPolicy
}

/// The playground: a screen of engine regions (a scenario's), the engine, the
/// app around it (rule 6, plus typing and scrolling), and a log that says
/// what each event did and which rule decided.
///
/// Every touch goes through ``DismissEngine`` exactly as in a scenario; the
/// app applies the effects at once (a dismissed layer closes, a resign ends
/// the focus) and then acts on a tap as rule 6 says, like
/// ``ScenarioSession``. It is a value: copy it to ask what a tap would do.
///
/// ```swift
/// var playground = Playground(DemoScreen.scenario)
/// try playground.run(Scenario.Event(t: 0, .touch(.number(1), .down, Point(x: 100, y: 70), .finger)))
/// try playground.run(Scenario.Event(t: 0.1, .touch(.number(1), .up, Point(x: 100, y: 70), .finger)))
/// playground.state.focus  // "email"
/// ```
public struct Playground: Sendable {
  /// The screen and its starting state.
  public let scenario: Scenario
  /// What the regions look like.
  public let decor: ScreenDecor
  /// The engine, in the current state.
  public private(set) var engine: DismissEngine
  /// The regions: the scenario's, then any the app added, with their frames
  /// before scrolling.
  public private(set) var regions: [Scenario.Region]
  /// The text typed into each field.
  public private(set) var texts: [String: String] = [:]
  /// How far each scrolling list is scrolled, in points.
  public private(set) var scrollOffsets: [String: Double] = [:]
  /// What happened, one line per event (and per app action).
  public private(set) var log: [LogEntry] = []
  /// Every effect so far, stamped with the index of its event.
  public var effects: [Scenario.Effect] { record.effects }
  /// The number of engine events so far (the index of the next one).
  public private(set) var eventCount = 0
  /// The policies to cycle through; the first is the scenario's.
  public let presets: [PolicyPreset]
  /// The index of the current policy in ``presets``.
  public private(set) var presetIndex = 0
  /// The time of the last event.
  public private(set) var time = 0.0

  var ids: [String: RegionID] = [:]
  var names: [RegionID: String] = [:]
  var regionIndex: [String: Int] = [:]
  var record = HostRecord()
  var gestures: [TouchID: Gesture] = [:]

  /// What the app remembers about a touch that is down.
  struct Gesture: Sendable {
    var key: Scenario.TouchKey
    var target: HitPath
    var downPoint: Point
    var downTime: Double
    var isMulti: Bool
    /// A pencil that keeps out of the keyboard decision and of fingers'
    /// multi-touch (rule 3: `pencilDismissesKeyboard` off at its down).
    var isSeparatePencil = false
    /// The pointer of its down, which it keeps (rule 3).
    var pointer = PointerKind.finger
    var movedBeyondSlop = false
    /// Swallowed at its down (rule 5): the app never sees it.
    var isSwallowed = false
    /// The list this touch scrolls, and its offset at the down.
    var scrollList: String?
    var scrollStart = 0.0
  }

  /// Sets up a scenario's screen and starting state (its events are not
  /// run). `decor` defaults to the demo screen's looks for the demo screen,
  /// and to plain looks for any other scenario.
  public init(_ scenario: Scenario, decor: ScreenDecor? = nil) {
    self.scenario = scenario
    self.decor = decor ?? ScreenDecor.forScenario(scenario)
    // The scenario model builds the engine, so the playground's screen is the
    // scenarios' screen to the bit.
    let session = ScenarioSession(scenario)
    engine = session.engine
    regions = scenario.regions
    for (index, region) in scenario.regions.enumerated() {
      regionIndex[region.id] = index
      if let id = session.id(of: region.id) {
        ids[region.id] = id
        names[id] = region.id
      }
    }
    presets = Playground.presets(from: scenario.policy)
  }

  /// The policies the playground cycles through: the starting one, then one
  /// knob changed at a time, then all three.
  public static func presets(from base: DismissPolicy) -> [PolicyPreset] {
    func with(_ change: (inout DismissPolicy) -> Void) -> DismissPolicy {
      var policy = base
      change(&policy)
      return policy
    }
    return [
      PolicyPreset(name: "starting policy", policy: base),
      PolicyPreset(
        name: "dismissKeyboardOn: touchDown", policy: with { $0.dismissKeyboardOn = .touchDown }),
      PolicyPreset(
        name: "dismissKeyboardOn: never", policy: with { $0.dismissKeyboardOn = .never }),
      PolicyPreset(
        name: "controlsKeyboard: dismiss", policy: with { $0.controlsKeyboard = .dismiss }),
      PolicyPreset(
        name: "dragDismissesKeyboard: on", policy: with { $0.dragDismissesKeyboard = true }),
      PolicyPreset(
        name: "all three changed",
        policy: with {
          $0.dismissKeyboardOn = .touchDown
          $0.controlsKeyboard = .dismiss
          $0.dragDismissesKeyboard = true
        }),
    ]
  }

  // MARK: - State

  /// The focus and the open layers now.
  public var state: Scenario.State {
    Scenario.State(
      focus: engine.focusedRegion.flatMap { names[$0] },
      open: engine.openLayers.compactMap { names[$0] })
  }

  /// The policy in use.
  public var policy: DismissPolicy { engine.policy }

  /// The engine identifier of a region.
  public func id(of region: String) -> RegionID? { ids[region] }

  /// The id of an engine region.
  public func name(of id: RegionID) -> String? { names[id] }

  /// A region by id.
  public func region(_ id: String) -> Scenario.Region? { regionIndex[id].map { regions[$0] } }

  /// Whether a field has focus, so the software keyboard is up.
  public var isKeyboardUp: Bool { engine.isFocused }

  /// The touches that are down now.
  public var activeTouches: [Scenario.TouchKey] { gestures.values.map(\.key) }

  // MARK: - Events through the engine

  /// Runs one event as a scenario's event runs: the engine decides, the app
  /// applies the effects and reacts to a tap (rule 6). Throws for a focus
  /// event naming a text input that is not present (or a region the screen
  /// does not have).
  public mutating func run(_ event: Scenario.Event) throws {
    defer { updateKeyboardLift() }
    let index = eventCount
    eventCount += 1
    time = max(time, event.t)
    switch event.kind {
    case .touch(let key, .down, let point, let pointer):
      touchDown(key, point, event.t, pointer, index: index)
    case .touch(let key, .move, let point, _):
      touchMoved(key, point, event.t, index: index)
    case .touch(let key, .up, let point, _):
      touchUp(key, point, event.t, index: index)
    case .cancel(let key):
      let touch = touchID(key)
      apply(engine.touchCancelled(touch), at: index)
      if gestures.removeValue(forKey: touch) != nil {
        append("touch \(key) cancelled → nothing (rule 3: a cancelled touch does nothing)", .event)
      }
    case .escape(let source):
      escape(source, index: index)
    case .focus(let input):
      try focus(input, index: index)
    case .open(let layer):
      guard let id = ids[layer] else { throw unknown(layer, index, "open") }
      engine.open(id)
      append("the app opens \(layer)", .host)
    case .close(let layer):
      guard let id = ids[layer] else { throw unknown(layer, index, "close") }
      engine.close(id)
      append("the app closes \(layer)", .host)
    }
  }

  func unknown(_ name: String, _ index: Int, _ key: String) -> ScenarioError {
    ScenarioError(
      path: JSONPath.root.appending(key: "events").appending(index: index).appending(key: key),
      message: "no region \(JSONValue.string(name))")
  }

  mutating func touchID(_ key: Scenario.TouchKey) -> TouchID { record.touchID(key) }

  /// Records an event's effects and applies them as the app does: a
  /// dismissed layer closes at once, a resign has already ended the focus.
  mutating func apply(_ yielded: [DismissEffect], at index: Int) {
    record.apply(yielded, at: index, names: names, to: &engine)
  }

  mutating func touchDown(
    _ key: Scenario.TouchKey, _ point: Point, _ t: Double, _ pointer: PointerKind, index: Int
  ) {
    let touch = touchID(key)
    gestures.removeValue(forKey: touch)  // a down for an active id restarts it
    record.swallowedTouches.remove(touch)
    // Pencil and finger touches never make each other multi (rule 3).
    let isSeparatePencil = pointer == .pencil && !engine.policy.pencilDismissesKeyboard
    let others = gestures.filter { $0.value.isSeparatePencil == isSeparatePencil }.keys
    let isMulti = !others.isEmpty
    for other in others { gestures[other]?.isMulti = true }
    let before = Snapshot(self)
    let yielded = Array(engine.touchDown(touch, at: point, time: t, pointer: pointer))
    let target = engine.target(of: touch) ?? engine.hitTest(point)
    apply(yielded, at: index)
    var gesture = Gesture(key: key, target: target, downPoint: point, downTime: t, isMulti: isMulti)
    gesture.isSeparatePencil = isSeparatePencil
    gesture.pointer = pointer
    gesture.isSwallowed = record.swallowedTouches.contains(touch)
    // A swallowed touch reaches no view: it scrolls nothing (rule 7).
    if !isMulti, !gesture.isSwallowed, let list = scrollList(in: target) {
      gesture.scrollList = list
      gesture.scrollStart = scrollOffsets[list] ?? 0
    }
    gestures[touch] = gesture
    if isMulti {
      append(
        "touch \(key) down on \(describe(target)) while another touch is down → multi-touch: "
          + "no tap, no drag, no touch-down rule (rule 3)"
          + (gesture.isSwallowed
            ? "; " + explain(yielded, trigger: .touchDown, target: target, before: before) : ""),
        .event)
    } else if !yielded.isEmpty {
      append(
        "\(pointer == .pencil ? "pencil" : "touch") down on \(describe(target)) → "
          + explain(
            yielded, trigger: .touchDown, target: target, before: before,
            separatePencil: isSeparatePencil), .effect)
    }
  }

  mutating func touchMoved(_ key: Scenario.TouchKey, _ point: Point, _ t: Double, index: Int) {
    let touch = touchID(key)
    let before = Snapshot(self)
    let yielded = Array(engine.touchMoved(touch, to: point, time: t))
    apply(yielded, at: index)
    guard var gesture = gestures[touch] else { return }
    if let list = gesture.scrollList {
      setScroll(of: list, to: gesture.scrollStart - (point.y - gesture.downPoint.y))
    }
    let slop = engine.policy.tapSlop.isFinite ? max(0, engine.policy.tapSlop) : 0
    if !gesture.movedBeyondSlop && !gesture.isMulti
      && gesture.downPoint.squaredDistance(to: point) > slop * slop
    {
      gesture.movedBeyondSlop = true
      let pencil = gesture.isSeparatePencil
      var text = "\(pencil ? "pencil drag" : "drag") on \(describe(gesture.target))"
      if let list = gesture.scrollList { text += " (scrolls \(list))" }
      if yielded.isEmpty {
        text +=
          " → "
          + explainQuiet(
            trigger: .drag, target: gesture.target, before: before, separatePencil: pencil)
        append(text, .event)
      } else {
        text +=
          " → "
          + explain(
            yielded, trigger: .drag, target: gesture.target, before: before,
            separatePencil: pencil)
        append(text, .effect)
      }
    }
    gestures[touch] = gesture
  }

  mutating func touchUp(_ key: Scenario.TouchKey, _ point: Point, _ t: Double, index: Int) {
    let touch = touchID(key)
    let before = Snapshot(self)
    let yielded = Array(engine.touchUp(touch, at: point, time: t))
    let tap = engine.lastTapTarget
    apply(yielded, at: index)
    let gesture = gestures.removeValue(forKey: touch)
    guard let tap else {
      if let gesture {
        append("lift: " + whyNotATap(gesture, point, t), .quiet)
      }
      return
    }
    let pencil = gesture?.isSeparatePencil ?? false
    var parts: [String] = []
    if !yielded.isEmpty {
      parts.append(
        explain(yielded, trigger: .tap, target: tap, before: before, separatePencil: pencil))
    }
    let swallowed = gesture?.isSwallowed ?? false
    // A swallowed tap reaches no view of the app (rule 6).
    let host = swallowed ? (lines: [], effects: []) : hostTap(tap, at: index)
    parts.append(contentsOf: host.lines)
    if swallowed {
      parts.append("swallowed at its down: the app never sees it, no keyboard decision (rule 5)")
    } else if yielded.isEmpty && host.effects.isEmpty {
      let quiet = explainQuiet(trigger: .tap, target: tap, before: before, separatePencil: pencil)
      if !quiet.isEmpty { parts.append(quiet) }
    }
    let tone: LogEntry.Tone =
      !(yielded.isEmpty && host.effects.isEmpty) ? .effect : host.lines.isEmpty ? .event : .host
    let what = gesture?.pointer == .pencil ? "pencil tap" : "tap"
    append(
      "\(what) on \(describe(tap)) → "
        + (parts.isEmpty ? "nothing" : parts.joined(separator: "; ")),
      tone)
  }

  func whyNotATap(_ gesture: Gesture, _ point: Point, _ t: Double) -> String {
    if gesture.isMulti { return "part of a multi-touch, not a tap (rule 3)" }
    if gesture.movedBeyondSlop { return "the end of a drag, not a tap (rule 3)" }
    let slop = engine.policy.tapSlop
    if gesture.downPoint.squaredDistance(to: point) > slop * slop {
      return "lifted farther than tapSlop \(number(slop)) from its down point: not a tap (rule 3)"
    }
    let duration = t - gesture.downTime
    return "held \(number(duration)) s, longer than maxTapDuration "
      + "\(number(engine.policy.maxTapDuration)) s: not a tap (rule 3)"
  }

  mutating func escape(_ source: EscapeSource, index: Int) {
    let before = Snapshot(self)
    let yielded = Array(engine.escape(source))
    apply(yielded, at: index)
    let what = source == .key ? "escape" : "accessibility escape"
    if yielded.isEmpty {
      append(
        "\(what) → " + explainQuiet(trigger: .escape, target: HitPath(), before: before), .event)
    } else {
      append(
        "\(what) → " + explain(yielded, trigger: .escape, target: HitPath(), before: before),
        .effect)
    }
  }

  /// A focus event: the app moves focus (Tab, or a scenario's `focus`).
  mutating func focus(_ input: String?, index: Int) throws {
    guard let input else {
      apply(engine.setFocus(nil), at: index)
      append("the app clears the focus", .host)
      return
    }
    guard let id = ids[input] else { throw unknown(input, index, "focus") }
    guard engine.isPresent(id) else {
      throw ScenarioError(
        path: JSONPath.root.appending(key: "events").appending(index: index).appending(
          key: "focus"),
        message:
          "\(JSONValue.string(input)) is not present at this point (a layer holding it is closed)")
    }
    let before = Snapshot(self)
    let yielded = Array(engine.setFocus(id))
    apply(yielded, at: index)
    let text = "the app focuses \(input)"
    if yielded.isEmpty {
      append(text, .host)
    } else {
      append(
        text + " → " + explain(yielded, trigger: .focus, target: HitPath(), before: before), .effect
      )
    }
  }

  /// Rule 6: what the app does with a tap (``HostTap``, as the scenario
  /// runner applies it), in words; and the playground's extra: Send sends
  /// the message.
  mutating func hostTap(_ target: HitPath, at index: Int) -> (
    lines: [String], effects: [DismissEffect]
  ) {
    let action = HostTap(
      target: target, engine: engine, region: { names[$0].flatMap(region) }, id: { ids[$0] })
    switch action {
    case .nothing:
      return ([], [])
    case .backdrop(let layer):
      guard let layer = names[layer] else { return ([], []) }
      return (["\(layer)'s backdrop takes the tap (rule 6: it does nothing)"], [])
    case .focus(let input):
      let name = names[input] ?? input.description
      let before = Snapshot(self)
      let yielded = Array(engine.setFocus(input))
      apply(yielded, at: index)
      var line =
        before.focus == name
        ? "the app keeps \(name) focused" : "the app focuses \(name) (rule 6)"
      if !yielded.isEmpty {
        line += ", " + explain(yielded, trigger: .focus, target: HitPath(), before: before)
      }
      return ([line], yielded)
    case .control(let control):
      if names[control] == decor.sendButton, let sent = sendMessage() {
        return (["the app sends “\(sent)”"], [])
      }
      return ([], [])
    case .act(let action, let layer, let control):
      let name = names[control] ?? control.description
      let done = engine.perform(action, on: layer) ? "opens" : "closes"
      let verb =
        switch action {
        case .open: "opens"
        case .close: "closes"
        case .toggle: "toggles"
        }
      return (["the app \(done) \(action.layer) (rule 6: \(name) \(verb) it)"], [])
    }
  }

  // MARK: - The app around the engine

  /// Types text into the focused field. Returns whether a field took it.
  @discardableResult
  public mutating func type(_ text: String) -> Bool {
    guard let field = engine.focusedRegion.flatMap({ names[$0] }) else { return false }
    texts[field, default: ""] += text
    return true
  }

  /// Deletes the last character of the focused field.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    guard let field = engine.focusedRegion.flatMap({ names[$0] }) else { return false }
    if texts[field]?.isEmpty == false { texts[field]!.removeLast() }
    return true
  }

  /// The app moves focus to the next present text input in document order
  /// (what Tab does): a focus event, with its focus-outside pass.
  public mutating func focusNext(time t: Double) {
    let inputs = regions.filter { region in
      region.kind == .textInput && ids[region.id].map { engine.isPresent($0) } == true
    }.map(\.id)
    guard !inputs.isEmpty else {
      append("Tab: no text input on screen", .quiet)
      return
    }
    let current = engine.focusedRegion.flatMap { names[$0] }
    let next =
      current.flatMap { inputs.firstIndex(of: $0) }.map { inputs[($0 + 1) % inputs.count] }
      ?? inputs[0]
    let index = eventCount
    eventCount += 1
    time = max(time, t)
    try? focus(next, index: index)
    updateKeyboardLift()
  }

  /// The return key: sends the message in the message field, else moves to
  /// the next field.
  public mutating func returnKey(time t: Double) {
    if let field = engine.focusedRegion.flatMap({ names[$0] }), field == decor.messageField {
      if let sent = sendMessage() { append("return: the app sends “\(sent)”", .host) }
      return
    }
    focusNext(time: t)
  }

  /// Scrolls the list under a point (the mouse wheel): the app moves its
  /// rows with `setFrame`; no touch, so the engine decides nothing.
  @discardableResult
  public mutating func scroll(at point: Point, by delta: Double) -> Bool {
    guard let list = scrollList(in: engine.hitTest(point)) else { return false }
    let before = scrollOffsets[list] ?? 0
    setScroll(of: list, to: before + delta)
    if scrollOffsets[list] != before {
      append("wheel: \(list) scrolls (not a touch: the engine decides nothing)", .quiet)
    }
    return true
  }

  /// Switches to the next policy preset.
  public mutating func cyclePolicy() {
    presetIndex = (presetIndex + 1) % presets.count
    engine.policy = presets[presetIndex].policy
    append("policy: \(presets[presetIndex].name) — \(describe(engine.policy))", .host)
  }

  /// Adds a line to the log.
  public mutating func note(_ text: String) { append(text, .quiet) }

  mutating func append(_ text: String, _ tone: LogEntry.Tone) {
    log.append(LogEntry(text, tone))
    if log.count > 500 { log.removeFirst(log.count - 400) }
  }

  /// The scrolling list on a hit path, if any.
  func scrollList(in path: HitPath) -> String? {
    for element in path.elements {
      if case .region(let id) = element, let name = names[id], decor.look(of: name) == .scrollList {
        return name
      }
    }
    return nil
  }

  /// How far a list can scroll: its content's height beyond its own.
  public func scrollRange(of list: String) -> Double {
    guard let frame = region(list)?.frame else { return 0 }
    var bottom = frame.maxY
    for region in regions where isDescendant(region.id, of: list) {
      bottom = max(bottom, region.frame.maxY)
    }
    return bottom - frame.maxY
  }

  mutating func setScroll(of list: String, to offset: Double) {
    let clamped = min(max(0, offset), scrollRange(of: list))
    guard clamped != (scrollOffsets[list] ?? 0) else { return }
    scrollOffsets[list] = clamped
    for region in regions where isDescendant(region.id, of: list) {
      guard let id = ids[region.id] else { continue }
      engine.setFrame(shownFrame(of: region), of: id)
    }
  }

  /// Where a region is now: its frame in the file, moved up by the lists
  /// that scroll it and by the keyboard lift.
  func shownFrame(of region: Scenario.Region) -> Rect {
    var frame = region.frame
    for (list, offset) in scrollOffsets where offset > 0 && isDescendant(region.id, of: list) {
      frame.y -= offset
    }
    frame.y -= keyboardLift
    return frame
  }

  // MARK: - Keeping the focused field above the keyboard

  /// How far the app moves its content up so that the focused field and its
  /// row stay above the drawn keyboard, in points; 0 while the keyboard is
  /// down. Only with ``avoidsKeyboard``.
  public private(set) var keyboardLift = 0.0

  /// Whether the app lifts its content above the keyboard as iOS apps do
  /// (SwiftUI keeps content out of the keyboard's safe area by default;
  /// UIKit apps pin it to `keyboardLayoutGuide`). The interactive
  /// playground turns it on; replays of scenario files keep it off, since
  /// their touches are at the file's coordinates.
  // Sources: Apple's SwiftUI documentation of `SafeAreaRegions.keyboard`
  // ("the safe area matching the current extent of any software keyboard
  // displayed over the view content"), and Apple's UIKit sample "Adjusting
  // your layout with keyboard layout guide" (`UIView.keyboardLayoutGuide`,
  // iOS 15). The playground only draws this; no adapter relies on it.
  public var avoidsKeyboard = false

  /// The space kept between a lifted field and the keyboard, in points.
  static let keyboardMargin = 8.0

  /// Lifts the content when the focused field would be under the keyboard,
  /// and lowers it when the keyboard goes: every region's frame moves with
  /// `setFrame`, as the views of an app move, so the engine hit-tests what
  /// is drawn.
  mutating func updateKeyboardLift() {
    guard avoidsKeyboard else { return }
    var lift = 0.0
    var field: String?
    if let focus = engine.focusedRegion, let name = names[focus], let region = region(name) {
      var frame = region.frame
      for (list, offset) in scrollOffsets where offset > 0 && isDescendant(name, of: list) {
        frame.y -= offset
      }
      let overlap = frame.maxY + Self.keyboardMargin - decor.keyboard.minY
      // Never so far that the field's top leaves the screen.
      lift = max(0, min(overlap, frame.minY - decor.screen.minY))
      field = name
    }
    guard lift != keyboardLift else { return }
    keyboardLift = lift
    for region in regions {
      guard let id = ids[region.id] else { continue }
      engine.setFrame(shownFrame(of: region), of: id)
    }
    if lift > 0, let field {
      append(
        "the app moves its content up \(number(lift)) pt so that \(field) stays above the keyboard "
          + "(as iOS apps do; the engine sees the new frames)", .host)
    } else {
      append("the keyboard is down: the app moves its content back", .host)
    }
  }

  /// Whether `id` is a strict descendant of `ancestor`.
  public func isDescendant(_ id: String, of ancestor: String) -> Bool {
    var current = region(id)?.parent
    var steps = 0
    while let parent = current, steps < regions.count {
      if parent == ancestor { return true }
      current = region(parent)?.parent
      steps += 1
    }
    return false
  }

  /// The Send button's app action: the message field's text becomes a new
  /// row at the bottom of the list (a region inserted into the engine), the
  /// field is cleared and the list scrolls to the end. Returns the text sent.
  mutating func sendMessage() -> String? {
    guard let field = decor.messageField, let text = texts[field], !text.isEmpty,
      let list = regions.first(where: { decor.look(of: $0.id) == .scrollList }),
      let listID = ids[list.id]
    else { return nil }
    var bottom = list.frame.minY
    var height = 40.0
    for region in regions where region.parent == list.id {
      bottom = max(bottom, region.frame.maxY)
      height = region.frame.height
    }
    var n = regions.count + 1
    while regionIndex["sent\(n)"] != nil { n += 1 }
    let name = "sent\(n)"
    let region = Scenario.Region(
      id: name, kind: .container,
      frame: Rect(x: list.frame.minX, y: bottom, width: list.frame.width, height: height),
      parent: list.id)
    // Inserted last, so it is in front of everything in its plane, like a
    // view added to the list.
    let id = engine.insert(
      DismissCore.Region(kind: .container, frame: region.frame, parent: listID))
    ids[name] = id
    names[id] = name
    regionIndex[name] = regions.count
    regions.append(region)
    sentTexts[name] = "Me: " + text
    texts[field] = ""
    let offset = scrollOffsets[list.id] ?? 0
    scrollOffsets[list.id] = -1  // force the frames of every row, the new one included
    setScroll(of: list.id, to: max(offset, scrollRange(of: list.id)))
    return text
  }

  /// The text of rows the app added.
  public private(set) var sentTexts: [String: String] = [:]

  // MARK: - Describing things

  /// A short description of a hit path: the hit region's id, a backdrop, or
  /// nothing.
  public func describe(_ path: HitPath) -> String {
    if let layer = path.backdropLayer { return "\(names[layer] ?? "?")'s backdrop" }
    if let hit = path.hitRegion { return names[hit] ?? "an unknown region" }
    return "nothing (no region there)"
  }

  func describe(_ point: Point) -> String { "(\(number(point.x)), \(number(point.y)))" }

  /// The three knobs the presets change.
  public func describe(_ policy: DismissPolicy) -> String {
    "dismissKeyboardOn \(policy.dismissKeyboardOn), controlsKeyboard \(policy.controlsKeyboard), "
      + "dragDismissesKeyboard \(policy.dragDismissesKeyboard ? "on" : "off")"
  }
}

/// A number as a person writes it: `10`, `0.75`.
func number(_ value: Double) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  let scaled = (value * 100).rounded() / 100
  return String(scaled)
}
