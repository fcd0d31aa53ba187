import DismissCore

/// Writes a ``Scenario`` as a scenario file, in the layout of the bundled
/// files: one key per line at the top, one region, event or effect per line.
///
/// What it writes reads back through ``ScenarioReader`` as an equal
/// scenario, for every scenario the reader accepts. Keys that hold their
/// default are left out (`policy` keys, `hitTestable: true`, `clips: false`,
/// a layer's default `dismissOn`, `swallowsOutsideTouches: false`, an empty
/// `excluding`, an empty `initial`).
///
/// ```swift
/// let text = ScenarioWriter.write(scenario)   // a JSON file, ending in a newline
/// try ScenarioReader.read(Array(text.utf8)) == scenario  // true
/// ```
///
/// Two things the format cannot say are written as their nearest form: a
/// ``DismissCore/PointerKind/indirectPointer`` touch is written as a finger
/// (it behaves as one), and integer touch ids beyond ±2^53 are written as
/// numbers that the reader rejects.
public enum ScenarioWriter {
  /// The scenario as a JSON value, keys in the order of the format's tables.
  public static func json(_ scenario: Scenario) -> JSONValue {
    var top: [(String, JSONValue)] = [("name", .string(scenario.name))]
    if let description = scenario.description { top.append(("description", .string(description))) }
    let policy = json(scenario.policy)
    if case .object(let object) = policy, !object.isEmpty { top.append(("policy", policy)) }
    top.append(("regions", .array(scenario.regions.map(json))))
    if scenario.initial != Scenario.State() { top.append(("initial", json(scenario.initial))) }
    top.append(("events", .array(scenario.events.map(json))))
    if let expect = scenario.expect {
      var pairs: [(String, JSONValue)] = []
      if let effects = expect.effects { pairs.append(("effects", .array(effects.map(\.json)))) }
      if let final = expect.final { pairs.append(("final", final.json)) }
      top.append(("expect", .object(pairs)))
    }
    return .object(top)
  }

  /// The scenario file's text, ending in a newline.
  public static func write(_ scenario: Scenario) -> String {
    var out = "{\n"
    guard case .object(let top) = json(scenario) else { return "" }
    for (index, (key, value)) in top.enumerated() {
      out += "  " + JSONValue.string(key).description + ": "
      switch (key, value) {
      case ("regions", .array(let items)), ("events", .array(let items)):
        out += lines(items, indent: "  ")
      case ("expect", .object(let expect)):
        out += "{\n"
        for (i, (k, v)) in expect.enumerated() {
          out += "    " + JSONValue.string(k).description + ": "
          if case .array(let items) = v {
            out += lines(items, indent: "    ")
          } else {
            out += line(v)
          }
          out += i == expect.count - 1 ? "\n" : ",\n"
        }
        out += "  }"
      default:
        out += line(value)
      }
      out += index == top.count - 1 ? "\n" : ",\n"
    }
    return out + "}\n"
  }

  /// The file's bytes.
  public static func bytes(_ scenario: Scenario) -> [UInt8] { Array(write(scenario).utf8) }

  // MARK: - Parts

  static func json(_ policy: DismissPolicy) -> JSONValue {
    let defaults = DismissPolicy()
    var pairs: [(String, JSONValue)] = []
    if policy.tapSlop != defaults.tapSlop { pairs.append(("tapSlop", .number(policy.tapSlop))) }
    if policy.maxTapDuration != defaults.maxTapDuration {
      pairs.append(("maxTapDuration", .number(policy.maxTapDuration)))
    }
    if policy.dismissKeyboardOn != defaults.dismissKeyboardOn {
      let name: String
      switch policy.dismissKeyboardOn {
      case .tap: name = "tap"
      case .touchDown: name = "touchDown"
      case .never: name = "never"
      }
      pairs.append(("dismissKeyboardOn", .string(name)))
    }
    if policy.controlsKeyboard != defaults.controlsKeyboard {
      pairs.append(("controlsKeyboard", .string(name(policy.controlsKeyboard))))
    }
    if policy.dragDismissesKeyboard != defaults.dragDismissesKeyboard {
      pairs.append(("dragDismissesKeyboard", .bool(policy.dragDismissesKeyboard)))
    }
    if policy.escapeDismissesKeyboard != defaults.escapeDismissesKeyboard {
      pairs.append(("escapeDismissesKeyboard", .bool(policy.escapeDismissesKeyboard)))
    }
    if policy.pencilDismissesKeyboard != defaults.pencilDismissesKeyboard {
      pairs.append(("pencilDismissesKeyboard", .bool(policy.pencilDismissesKeyboard)))
    }
    return .object(pairs)
  }

  static func json(_ region: Scenario.Region) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("id", .string(region.id)),
      ("kind", .string(name(region.kind))),
      ("frame", json(region.frame)),
    ]
    if let parent = region.parent { pairs.append(("parent", .string(parent))) }
    if !region.hitTestable { pairs.append(("hitTestable", false)) }
    if region.clips { pairs.append(("clips", true)) }
    if let keyboard = region.keyboard { pairs.append(("keyboard", .string(name(keyboard)))) }
    if region.kind == .control, let action = region.action {
      switch action {
      case .open(let layer): pairs.append(("action", .object([("open", .string(layer))])))
      case .close(let layer): pairs.append(("action", .object([("close", .string(layer))])))
      case .toggle(let layer): pairs.append(("action", .object([("toggle", .string(layer))])))
      }
    }
    if region.kind == .layer {
      if region.dismissOn != .default {
        let names: [(DismissTriggers, String)] = [
          (.tapOutside, "tapOutside"), (.touchDownOutside, "touchDownOutside"),
          (.dragOutside, "dragOutside"), (.escape, "escape"), (.focusOutside, "focusOutside"),
        ]
        let listed = names.filter { region.dismissOn.contains($0.0) }.map { JSONValue.string($0.1) }
        pairs.append(("dismissOn", .array(listed)))
      }
      if let backdrop = region.backdrop {
        pairs.append(("backdrop", backdrop == .infinite ? true : json(backdrop)))
      }
      if region.swallowsOutsideTouches { pairs.append(("swallowsOutsideTouches", true)) }
      if !region.excluding.isEmpty {
        pairs.append(("excluding", .array(region.excluding.map(JSONValue.string))))
      }
    }
    return .object(pairs)
  }

  static func json(_ state: Scenario.State) -> JSONValue { state.json }

  static func json(_ event: Scenario.Event) -> JSONValue {
    var pairs: [(String, JSONValue)] = [("t", .number(event.t))]
    switch event.kind {
    case .touch(let key, let phase, let point, let pointer):
      pairs += [
        ("touch", json(key)), ("phase", .string(phase.rawValue)), ("x", .number(point.x)),
        ("y", .number(point.y)),
      ]
      if pointer == .pencil { pairs.append(("pointer", "pencil")) }
    case .cancel(let key):
      pairs += [("touch", json(key)), ("phase", "cancel")]
    case .escape(let source):
      pairs.append(("escape", .string(source == .key ? "key" : "accessibility")))
    case .focus(let input):
      pairs.append(("focus", input.map(JSONValue.string) ?? .null))
    case .open(let layer):
      pairs.append(("open", .string(layer)))
    case .close(let layer):
      pairs.append(("close", .string(layer)))
    }
    return .object(pairs)
  }

  static func json(_ key: Scenario.TouchKey) -> JSONValue {
    switch key {
    case .number(let n): return .number(n)
    case .name(let s): return .string(s)
    }
  }

  static func json(_ rect: Rect) -> JSONValue {
    [.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)]
  }

  static func name(_ kind: RegionKind) -> String {
    switch kind {
    case .container: return "container"
    case .textInput: return "textInput"
    case .control: return "control"
    case .layer: return "layer"
    }
  }

  static func name(_ keyboard: KeyboardBehavior) -> String {
    keyboard == .keep ? "keep" : "dismiss"
  }

  // MARK: - Layout

  /// An array with one element per line.
  static func lines(_ items: [JSONValue], indent: String) -> String {
    if items.isEmpty { return "[]" }
    return "[\n" + items.map { indent + "  " + line($0) }.joined(separator: ",\n") + "\n" + indent
      + "]"
  }

  /// A value on one line, with a space after `:` and `,` as the bundled
  /// files have it.
  static func line(_ value: JSONValue) -> String {
    switch value {
    case .array(let items):
      return "[" + items.map(line).joined(separator: ", ") + "]"
    case .object(let object):
      return "{"
        + object.map { JSONValue.string($0.key).description + ": " + line($0.value) }
        .joined(separator: ", ") + "}"
    default:
      return value.description
    }
  }
}
