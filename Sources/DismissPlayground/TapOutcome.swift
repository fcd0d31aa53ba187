import DismissCore
import DismissScenarios

/// What a tap at a point would do, found by making the tap on a copy of the
/// engine and the app model: the engine's effects, then what the app did
/// (rule 6). Nothing here decides; it reads what happened.
public struct TapOutcome: Hashable, Sendable, Comparable {
  /// The broad kind of outcome, which picks the colour family.
  public enum Category: Int, Hashable, Sendable, CaseIterable {
    /// Layers are dismissed (maybe with a resign and an app action).
    case dismiss
    /// The keyboard goes away.
    case resign
    /// A text input gets the focus.
    case focus
    /// A control opens or closes a layer.
    case control
    /// Nothing happens and the keyboard stays up.
    case keep
    /// Nothing happens: a modal layer's backdrop takes the tap, or a layer
    /// swallows it.
    case blocked
    /// Nothing happens.
    case nothing

    /// What the category means, for legends: its colour (``Palette``) and
    /// what it says.
    public var summary: String {
      let meaning =
        switch self {
        case .dismiss: "layers are dismissed"
        case .resign: "the keyboard is dismissed (resign focus)"
        case .focus: "focus moves to a text input"
        case .control: "a control acts (opens or closes a layer)"
        case .keep: "the keyboard stays, nothing else happens"
        case .blocked: "nothing: a modal layer's backdrop takes the tap, or a layer swallows it"
        case .nothing: "nothing"
        }
      return Palette.name(of: self) + ": " + meaning
    }
  }

  /// Layers the engine dismissed, in effect order.
  public var dismissed: [String] = []
  /// Why each of ``dismissed`` was dismissed (rule 5), in the same order.
  public var reasons: [DismissReason?] = []
  /// Whether the engine resigned the focus.
  public var resigned = false
  /// The text input the app focused (rule 6), if focus changed.
  public var focused: String?
  /// Layers the app opened (a control's action).
  public var opened: [String] = []
  /// Layers the app closed (a control's action), beyond the dismissed ones.
  public var closed: [String] = []
  /// The focus before, kept: the tap changed nothing about it.
  public var keptFocus: String?
  /// The modal layer whose backdrop took the tap, when nothing happened.
  public var blockedBy: String?
  /// The layer being dismissed that the tap landed on, when nothing happened.
  public var dismissingLayer: String?
  /// Another touch was down, so this one was part of a multi-touch.
  public var multiTouch = false
  /// The tap was swallowed (rule 5): the app never saw it.
  public var swallowed = false

  public init() {}

  /// The kind of outcome.
  public var category: Category {
    if !dismissed.isEmpty { return .dismiss }
    if resigned { return .resign }
    if focused != nil { return .focus }
    if !opened.isEmpty || !closed.isEmpty { return .control }
    if keptFocus != nil { return .keep }
    if blockedBy != nil || swallowed { return .blocked }
    return .nothing
  }

  /// What else the outcome does, beyond its category, for the stripes of
  /// its colour (``Palette``): a dismissal that also resigns focus is
  /// striped with the resign colour.
  public var secondCategory: Category? {
    switch category {
    case .dismiss:
      if resigned { return .resign }
      if focused != nil { return .focus }
      if !opened.isEmpty || !closed.isEmpty { return .control }
      return nil
    case .resign:
      if focused != nil { return .focus }
      if !opened.isEmpty || !closed.isEmpty { return .control }
      return nil
    case .focus:
      return !opened.isEmpty || !closed.isEmpty ? .control : nil
    case .control, .keep, .blocked, .nothing:
      return nil
    }
  }

  /// The outcome in a few words, each dismissal worded by its reason:
  /// `dismiss submenu, menu (tapOutside) + resign focus`.
  public var label: String {
    var parts: [String] = []
    if !dismissed.isEmpty {
      // Consecutive dismissals with one reason share it: a layer dismissed
      // with the layer around it carries that layer's reason (rule 5).
      var groups: [(layers: [String], reason: DismissReason?)] = []
      for (index, layer) in dismissed.enumerated() {
        let reason = index < reasons.count ? reasons[index] : nil
        if let last = groups.last, last.reason == reason {
          groups[groups.count - 1].layers.append(layer)
        } else {
          groups.append(([layer], reason))
        }
      }
      parts.append(
        "dismiss "
          + groups.map { group in
            group.layers.joined(separator: ", ") + (group.reason.map { " (\($0.name))" } ?? "")
          }.joined(separator: ", "))
    }
    if resigned { parts.append("resign focus") }
    if let focused { parts.append("focus " + focused) }
    for layer in opened { parts.append("open " + layer) }
    for layer in closed { parts.append("close " + layer) }
    if !parts.isEmpty { return parts.joined(separator: " + ") + (swallowed ? " (swallowed)" : "") }
    var text = keptFocus != nil ? "keyboard stays" : "nothing"
    if let blockedBy { text += " (blocked by modal \(blockedBy))" }
    if let dismissingLayer { text += " (\(dismissingLayer) is being dismissed)" }
    if multiTouch { text += " (another touch is down: multi-touch)" }
    if swallowed { text += " (swallowed)" }
    return text
  }

  public static func < (a: TapOutcome, b: TapOutcome) -> Bool {
    a.category.rawValue != b.category.rawValue
      ? a.category.rawValue < b.category.rawValue : a.label < b.label
  }

  /// Reads an outcome from the state before and after a probe tap.
  static func make(
    before: Scenario.State, after: Scenario.State, effects: some Sequence<Scenario.Effect>,
    hit: HitPath, names: (RegionID) -> String?, layerState: (RegionID) -> LayerState,
    otherTouches: Bool
  ) -> TapOutcome {
    var outcome = TapOutcome()
    for effect in effects {
      if let layer = effect.layer {
        outcome.dismissed.append(layer)
        outcome.reasons.append(effect.reason)
      } else if effect.touch != nil {
        outcome.swallowed = true
      } else {
        outcome.resigned = true
      }
    }
    if let focus = after.focus, focus != before.focus || outcome.resigned {
      outcome.focused = focus
    }
    outcome.opened = after.open.filter { !before.open.contains($0) }
    outcome.closed = before.open.filter {
      !after.open.contains($0) && !outcome.dismissed.contains($0)
    }
    if outcome.category == .nothing || outcome.category == .keep {
      if let focus = before.focus, focus == after.focus { outcome.keptFocus = focus }
      if let layer = hit.backdropLayer { outcome.blockedBy = names(layer) }
      for element in hit.elements {
        if case .region(let id) = element, layerState(id) == .dismissing {
          outcome.dismissingLayer = names(id)
          break
        }
      }
      outcome.multiTouch = otherTouches
    }
    return outcome
  }
}

/// Something that can say what a tap at a point would do: a scenario
/// session or the live playground. Both run events through the engine and
/// the host model of rule 6, so one probe serves both.
public protocol TapProbing {
  /// The engine, in the current state.
  var engine: DismissEngine { get }
  /// The focus and open layers now.
  var state: Scenario.State { get }
  /// Every effect so far.
  var effects: [Scenario.Effect] { get }
  /// The touches that are down now.
  var activeTouches: [Scenario.TouchKey] { get }
  /// The time of the latest event.
  var time: Double { get }
  /// The scenario id of an engine region.
  func name(of id: RegionID) -> String?
  /// Runs one event through the engine and the host model.
  mutating func runEvent(_ event: Scenario.Event) throws
}

/// The probe's touch key: a string no scenario file is likely to use.
let probeKey = Scenario.TouchKey.name("tap-map probe")

extension TapProbing {
  /// The hit path at a point in the current state.
  public func hitTest(_ point: Point) -> HitPath { engine.hitTest(point) }

  /// What a tap (down, then up 0.05 s later at the same point) would do:
  /// the tap is made on a copy, with the same engine and host model.
  public func probeTap(at point: Point) -> TapOutcome {
    var copy = self
    let before = copy.state
    let hit = copy.engine.hitTest(point)
    let count = copy.effects.count
    let others = !copy.activeTouches.isEmpty
    let t = copy.time + 1
    try? copy.runEvent(Scenario.Event(t: t, .touch(probeKey, .down, point, .finger)))
    try? copy.runEvent(Scenario.Event(t: t + 0.05, .touch(probeKey, .up, point, .finger)))
    return TapOutcome.make(
      before: before, after: copy.state, effects: copy.effects[count...], hit: hit,
      names: { copy.name(of: $0) }, layerState: { copy.engine.state(of: $0) }, otherTouches: others)
  }
}

extension ScenarioSession: TapProbing {
  public mutating func runEvent(_ event: Scenario.Event) throws { try perform(event) }
}

extension Playground: TapProbing {
  public mutating func runEvent(_ event: Scenario.Event) throws { try run(event) }

  /// The tap map over the phone's cells (the keyboard's cells stay clear:
  /// taps there type).
  public func overlay(geometry: PhoneGeometry) -> PhoneOverlay {
    let keyboard =
      isKeyboardUp ? PlaygroundRenderer.keyboard(for: self, geometry: geometry).area : nil
    var cache: [HitPath: TapOutcome] = [:]
    var found: [TapOutcome?] = []
    var seen: Set<TapOutcome> = []
    for row in 0..<geometry.rows {
      for col in 0..<geometry.columns {
        if let keyboard, keyboard.contains(col: col, row: row) {
          found.append(nil)
          continue
        }
        let point = geometry.point(col: col, row: row)
        let hit = hitTest(point)
        let outcome = cache[hit] ?? probeTap(at: point)
        cache[hit] = outcome
        seen.insert(outcome)
        found.append(outcome)
      }
    }
    let outcomes = seen.sorted()
    var index: [TapOutcome: Int] = [:]
    for (i, outcome) in outcomes.enumerated() { index[outcome] = i }
    return PhoneOverlay(
      columns: geometry.columns, rows: geometry.rows, cells: found.map { $0.flatMap { index[$0] } },
      outcomes: outcomes)
  }
}
