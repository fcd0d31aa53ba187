import DismissCore

/// Reads scenario files strictly: every rule of the format is checked, and
/// the first problem is reported with its JSON path. Unknown keys are errors,
/// so that a typo never silently changes a test.
///
/// ```swift
/// do {
///   let scenario = try ScenarioReader.read(bytes)
/// } catch {
///   print(error.line(file: "login.json"))  // login.json: regions[3].parent: no region "fomr"
/// }
/// ```
public enum ScenarioReader {
  /// Parses and validates a scenario file's bytes.
  ///
  /// - Complexity: O(*n* + *r* · *d*) for a file of *n* bytes and *r*
  ///   regions at depth *d*.
  ///
  /// - Throws: ``ScenarioError``, and nothing else.
  public static func read(_ bytes: [UInt8]) throws -> Scenario {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch let error as JSONError {
      throw ScenarioError(path: error.path, message: error.message)
    }
    return try read(json)
  }

  /// Validates a parsed scenario.
  public static func read(_ json: JSONValue) throws -> Scenario {
    var decoder = Decoder()
    return try decoder.scenario(json)
  }
}

// MARK: - Decoding

private struct Field {
  let path: JSONPath
  let value: JSONValue
}

/// The keys of one object: required and optional ones, checked for unknown
/// keys before anything else so that a typo is reported as such.
private struct ObjectFields {
  let path: JSONPath
  let object: JSONObject

  init(_ value: JSONValue, at path: JSONPath, allowed: [String]) throws {
    guard case .object(let object) = value else {
      throw ScenarioError(path: path, message: "expected an object, found \(value.kindDescription)")
    }
    for key in object.keys where !allowed.contains(key) {
      throw ScenarioError(
        path: path.appending(key: key),
        message: "unknown key \(quoted(key)) (expected \(list(allowed)))")
    }
    self.path = path
    self.object = object
  }

  func optional(_ key: String) -> Field? {
    object[key].map { Field(path: path.appending(key: key), value: $0) }
  }

  func required(_ key: String) throws -> Field {
    guard let field = optional(key) else {
      throw ScenarioError(path: path, message: "missing required key \"\(key)\"")
    }
    return field
  }

  func has(_ key: String) -> Bool { object[key] != nil }
}

private func list(_ names: [String]) -> String {
  switch names.count {
  case 0: return "nothing"
  case 1: return names[0]
  default: return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}

private func quoted(_ s: String) -> String { JSONValue.string(s).description }

private func string(_ field: Field) throws -> String {
  guard case .string(let s) = field.value else {
    throw ScenarioError(
      path: field.path, message: "expected a string, found \(field.value.kindDescription)")
  }
  return s
}

private func bool(_ field: Field) throws -> Bool {
  guard case .bool(let b) = field.value else {
    throw ScenarioError(
      path: field.path, message: "expected true or false, found \(field.value.kindDescription)")
  }
  return b
}

private func number(_ field: Field) throws -> Double {
  guard case .number(let n) = field.value else {
    throw ScenarioError(
      path: field.path, message: "expected a number, found \(field.value.kindDescription)")
  }
  guard n.value.isFinite else {
    throw ScenarioError(path: field.path, message: "number is not finite")
  }
  return n.value
}

private func array(_ field: Field) throws -> [Field] {
  guard case .array(let items) = field.value else {
    throw ScenarioError(
      path: field.path, message: "expected an array, found \(field.value.kindDescription)")
  }
  return items.enumerated().map {
    Field(path: field.path.appending(index: $0.offset), value: $0.element)
  }
}

private func oneOf<T>(_ field: Field, _ what: String, _ options: [(String, T)]) throws -> T {
  let s = try string(field)
  for (name, value) in options where name == s { return value }
  throw ScenarioError(
    path: field.path,
    message: "unknown \(what) \(quoted(s)) (expected \(list(options.map(\.0))))")
}

private func frame(_ field: Field) throws -> Rect {
  let items = try array(field)
  guard items.count == 4 else {
    throw ScenarioError(
      path: field.path, message: "expected 4 numbers [x, y, width, height], found \(items.count)")
  }
  var numbers: [Double] = []
  for item in items { numbers.append(try number(item)) }
  if numbers[2] < 0 {
    throw ScenarioError(
      path: items[2].path, message: "width must be >= 0, found \(JSONValue.number(numbers[2]))")
  }
  if numbers[3] < 0 {
    throw ScenarioError(
      path: items[3].path, message: "height must be >= 0, found \(JSONValue.number(numbers[3]))")
  }
  return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
}

private let triggerNames: [(String, DismissTriggers)] = [
  ("tapOutside", .tapOutside), ("touchDownOutside", .touchDownOutside),
  ("dragOutside", .dragOutside), ("escape", .escape), ("focusOutside", .focusOutside),
]

private struct Decoder {
  var regionIndex: [String: Int] = [:]
  var regions: [Scenario.Region] = []
  var regionPaths: [JSONPath] = []

  mutating func scenario(_ json: JSONValue) throws -> Scenario {
    let top = try ObjectFields(
      json, at: .root,
      allowed: ["name", "description", "policy", "regions", "initial", "events", "expect"])
    // `if let` rather than `Optional.map`: typed throws through `map` needs
    // a newer standard library than iOS 15's.
    var name = ""
    if let f = top.optional("name") { name = try string(f) }
    var description: String?
    if let f = top.optional("description") { description = try string(f) }
    var policy = DismissPolicy()
    if let f = top.optional("policy") { policy = try self.policy(f) }
    try readRegions(try top.required("regions"))
    var initial = Scenario.State()
    if let f = top.optional("initial") { initial = try self.initial(f) }
    let events = try readEvents(try top.required("events"))
    var expect: Scenario.Expectation?
    if let f = top.optional("expect") { expect = try expectation(f, events: events) }
    return Scenario(
      name: name, description: description, policy: policy, regions: regions, initial: initial,
      events: events, expect: expect)
  }

  func policy(_ field: Field) throws -> DismissPolicy {
    let o = try ObjectFields(
      field.value, at: field.path,
      allowed: [
        "tapSlop", "maxTapDuration", "dismissKeyboardOn", "controlsKeyboard",
        "dragDismissesKeyboard", "escapeDismissesKeyboard", "pencilDismissesKeyboard",
      ])
    var policy = DismissPolicy()
    if let f = o.optional("tapSlop") {
      policy.tapSlop = try number(f)
      if policy.tapSlop < 0 {
        throw ScenarioError(
          path: f.path, message: "tapSlop must be >= 0, found \(JSONValue.number(policy.tapSlop))")
      }
    }
    if let f = o.optional("maxTapDuration") {
      policy.maxTapDuration = try number(f)
      if policy.maxTapDuration <= 0 {
        throw ScenarioError(
          path: f.path,
          message: "maxTapDuration must be > 0, found \(JSONValue.number(policy.maxTapDuration))")
      }
    }
    if let f = o.optional("dismissKeyboardOn") {
      policy.dismissKeyboardOn = try oneOf(
        f, "dismissKeyboardOn", [("tap", .tap), ("touchDown", .touchDown), ("never", .never)])
    }
    if let f = o.optional("controlsKeyboard") {
      policy.controlsKeyboard = try oneOf(
        f, "controlsKeyboard", [("keep", .keep), ("dismiss", .dismiss)])
    }
    if let f = o.optional("dragDismissesKeyboard") { policy.dragDismissesKeyboard = try bool(f) }
    if let f = o.optional("escapeDismissesKeyboard") {
      policy.escapeDismissesKeyboard = try bool(f)
    }
    if let f = o.optional("pencilDismissesKeyboard") {
      policy.pencilDismissesKeyboard = try bool(f)
    }
    return policy
  }

  mutating func readRegions(_ field: Field) throws {
    let items = try array(field)
    // Pass 1: each region on its own, ids unique.
    var actionFields: [Int: Field] = [:]
    var excludingFields: [Int: [Field]] = [:]
    var parentFields: [Int: Field] = [:]
    for item in items {
      let o = try ObjectFields(
        item.value, at: item.path,
        allowed: [
          "id", "kind", "frame", "parent", "hitTestable", "clips", "keyboard", "action",
          "dismissOn", "backdrop", "swallowsOutsideTouches", "excluding",
        ])
      let idField = try o.required("id")
      let id = try string(idField)
      if id.isEmpty { throw ScenarioError(path: idField.path, message: "id must not be empty") }
      if let first = regionIndex[id] {
        throw ScenarioError(
          path: idField.path, message: "duplicate id \(quoted(id)) (first at \(regionPaths[first]))"
        )
      }
      let kind: RegionKind = try oneOf(
        try o.required("kind"), "kind",
        [
          ("container", .container), ("textInput", .textInput), ("control", .control),
          ("layer", .layer),
        ])
      var region = Scenario.Region(id: id, kind: kind, frame: try frame(try o.required("frame")))
      if let f = o.optional("hitTestable") { region.hitTestable = try bool(f) }
      if let f = o.optional("clips") { region.clips = try bool(f) }
      if let f = o.optional("keyboard") {
        region.keyboard = try oneOf(f, "keyboard value", [("keep", .keep), ("dismiss", .dismiss)])
      }
      let index = regions.count
      if let f = o.optional("parent") {
        _ = try string(f)
        parentFields[index] = f
      }
      if let f = o.optional("action") {
        guard kind == .control else {
          throw ScenarioError(
            path: f.path, message: "only a control has an action; \(quoted(id)) is a \(kind)")
        }
        actionFields[index] = f
      }
      for key in ["dismissOn", "backdrop", "swallowsOutsideTouches", "excluding"]
      where kind != .layer && o.has(key) {
        throw ScenarioError(
          path: item.path.appending(key: key),
          message: "only a layer has \"\(key)\"; \(quoted(id)) is a \(kind)")
      }
      if let f = o.optional("dismissOn") {
        var triggers: DismissTriggers = []
        for entry in try array(f) {
          let trigger = try oneOf(entry, "trigger", triggerNames)
          if triggers.contains(trigger) {
            throw ScenarioError(path: entry.path, message: "trigger listed twice")
          }
          triggers.insert(trigger)
        }
        region.dismissOn = triggers
      }
      if let f = o.optional("backdrop") {
        switch f.value {
        case .bool(true): region.backdrop = .infinite
        case .array: region.backdrop = try frame(f)
        default:
          throw ScenarioError(
            path: f.path,
            message:
              "expected true or a frame [x, y, width, height], found \(f.value.kindDescription)")
        }
      }
      if let f = o.optional("swallowsOutsideTouches") {
        region.swallowsOutsideTouches = try bool(f)
      }
      if let f = o.optional("excluding") { excludingFields[index] = try array(f) }
      regionIndex[id] = index
      regions.append(region)
      regionPaths.append(item.path)
    }
    // Pass 2: references.
    for (index, f) in parentFields.sorted(by: { $0.key < $1.key }) {
      let parent = try string(f)
      guard regionIndex[parent] != nil else {
        throw ScenarioError(path: f.path, message: "no region \(quoted(parent))")
      }
      regions[index].parent = parent
    }
    // No cycles: follow parents at most `count` steps.
    for index in regions.indices {
      var seen = [regions[index].id]
      var current = regions[index].parent
      while let p = current {
        if p == regions[index].id {
          throw ScenarioError(
            path: regionPaths[index].appending(key: "parent"),
            message: "parent cycle: \((seen + [p]).joined(separator: " -> "))")
        }
        if seen.count > regions.count { break }  // a cycle further up; reported at its own region
        seen.append(p)
        current = regions[regionIndex[p]!].parent
      }
    }
    for (index, f) in actionFields.sorted(by: { $0.key < $1.key }) {
      let o = try ObjectFields(f.value, at: f.path, allowed: ["open", "close", "toggle"])
      guard o.object.count == 1, let (key, value) = o.object.first.map({ ($0.key, $0.value) })
      else {
        throw ScenarioError(
          path: f.path, message: "expected exactly one of \"open\", \"close\" or \"toggle\"")
      }
      let target = Field(path: f.path.appending(key: key), value: value)
      let layer = try layerReference(target)
      switch key {
      case "open": regions[index].action = .open(layer)
      case "close": regions[index].action = .close(layer)
      default: regions[index].action = .toggle(layer)
      }
    }
    for (index, fields) in excludingFields.sorted(by: { $0.key < $1.key }) {
      for f in fields {
        let id = try string(f)
        guard regionIndex[id] != nil else {
          throw ScenarioError(path: f.path, message: "no region \(quoted(id))")
        }
        regions[index].excluding.append(id)
      }
    }
  }

  func layerReference(_ field: Field) throws -> String {
    let id = try string(field)
    guard let index = regionIndex[id] else {
      throw ScenarioError(path: field.path, message: "no region \(quoted(id))")
    }
    guard regions[index].kind == .layer else {
      throw ScenarioError(
        path: field.path, message: "\(quoted(id)) is a \(regions[index].kind), not a layer")
    }
    return id
  }

  func textInputReference(_ field: Field) throws -> String {
    let id = try string(field)
    guard let index = regionIndex[id] else {
      throw ScenarioError(path: field.path, message: "no region \(quoted(id))")
    }
    guard regions[index].kind == .textInput else {
      throw ScenarioError(
        path: field.path, message: "\(quoted(id)) is a \(regions[index].kind), not a textInput")
    }
    return id
  }

  /// The nearest layer strictly enclosing a region.
  func enclosingLayer(of id: String) -> String? {
    var current = regions[regionIndex[id]!].parent
    while let p = current {
      let region = regions[regionIndex[p]!]
      if region.kind == .layer { return p }
      current = region.parent
    }
    return nil
  }

  func initial(_ field: Field) throws -> Scenario.State {
    let o = try ObjectFields(field.value, at: field.path, allowed: ["focus", "open"])
    var state = Scenario.State()
    if let f = o.optional("open") {
      for entry in try array(f) {
        let layer = try layerReference(entry)
        if state.open.contains(layer) {
          throw ScenarioError(path: entry.path, message: "layer \(quoted(layer)) is listed twice")
        }
        if let enclosing = enclosingLayer(of: layer), !state.open.contains(enclosing) {
          throw ScenarioError(
            path: entry.path,
            message:
              "layer \(quoted(layer)) cannot open: its enclosing layer \(quoted(enclosing)) is not open before it"
          )
        }
        state.open.append(layer)
      }
    }
    if let f = o.optional("focus"), !f.value.isNull {
      let input = try textInputReference(f)
      var current: String? = input
      while let id = current {
        if regions[regionIndex[id]!].kind == .layer && !state.open.contains(id) {
          throw ScenarioError(
            path: f.path,
            message: "\(quoted(input)) is not present: layer \(quoted(id)) is not open")
        }
        current = regions[regionIndex[id]!].parent
      }
      state.focus = input
    }
    return state
  }

  func readEvents(_ field: Field) throws -> [Scenario.Event] {
    var events: [Scenario.Event] = []
    var lastTime = -Double.infinity
    // The pointer of each touch that is down: a move or up must name it.
    var downPointers: [Scenario.TouchKey: PointerKind] = [:]
    for item in try array(field) {
      guard case .object(let object) = item.value else {
        throw ScenarioError(
          path: item.path, message: "expected an object, found \(item.value.kindDescription)")
      }
      let forms = ["touch", "escape", "focus", "open", "close"].filter { object[$0] != nil }
      guard let form = forms.first else {
        throw ScenarioError(
          path: item.path,
          message: "an event needs one of \"touch\", \"escape\", \"focus\", \"open\" or \"close\"")
      }
      if forms.count > 1 {
        throw ScenarioError(
          path: item.path,
          message: "an event has exactly one form; this one has \"\(forms[0])\" and \"\(forms[1])\""
        )
      }
      var allowed = ["t", form]
      if form == "touch" {
        if case .string("cancel") = object["phase"] ?? .null {
          allowed += ["phase"]
        } else {
          allowed += ["phase", "x", "y", "pointer"]
        }
      }
      let o = try ObjectFields(item.value, at: item.path, allowed: allowed)
      let tField = try o.required("t")
      let t = try number(tField)
      if t < lastTime {
        throw ScenarioError(
          path: tField.path,
          message:
            "time goes backwards (\(JSONValue.number(t)) after \(JSONValue.number(lastTime)))")
      }
      lastTime = t
      let f = try o.required(form)
      let kind: Scenario.Event.Kind
      switch form {
      case "touch":
        let key = try touchKey(f)
        let phaseField = try o.required("phase")
        let phaseName = try string(phaseField)
        if phaseName == "cancel" {
          downPointers[key] = nil
          kind = .cancel(key)
        } else {
          let phase: Scenario.Event.Phase = try oneOf(
            phaseField, "phase",
            // "cancel" is handled above; it is listed for the error message.
            [("down", .down), ("move", .move), ("up", .up), ("cancel", .down)])
          let point = Point(x: try number(try o.required("x")), y: try number(try o.required("y")))
          var pointer = PointerKind.finger
          let pointerField = o.optional("pointer")
          if let p = pointerField {
            pointer = try oneOf(p, "pointer", [("finger", .finger), ("pencil", .pencil)])
          }
          if phase == .down {
            downPointers[key] = pointer
          } else if let downPointer = downPointers[key], downPointer != pointer {
            // A touch keeps the pointer of its down (rule 3).
            let name = { (kind: PointerKind) in kind == .pencil ? "\"pencil\"" : "\"finger\"" }
            throw ScenarioError(
              path: pointerField?.path ?? item.path,
              message:
                "touch \(key) went down with pointer \(name(downPointer)); its \(phaseName) must "
                + "name the same pointer, found \(name(pointer))"
                + (pointerField == nil ? " (the default)" : ""))
          }
          if phase == .up { downPointers[key] = nil }
          kind = .touch(key, phase, point, pointer)
        }
      case "escape":
        kind = .escape(
          try oneOf(f, "escape source", [("key", .key), ("accessibility", .accessibility)]))
      case "focus":
        kind = .focus(f.value.isNull ? nil : try textInputReference(f))
      case "open":
        kind = .open(try layerReference(f))
      default:
        kind = .close(try layerReference(f))
      }
      events.append(Scenario.Event(t: t, kind))
    }
    return events
  }

  func touchKey(_ f: Field) throws -> Scenario.TouchKey {
    switch f.value {
    case .number(let n):
      guard let int = n.intValue, n.isInteger else {
        throw ScenarioError(
          path: f.path, message: "a touch id is an integer or a string, found \(n)")
      }
      return .number(int)
    case .string(let s): return .name(s)
    default:
      throw ScenarioError(
        path: f.path,
        message: "a touch id is an integer or a string, found \(f.value.kindDescription)")
    }
  }

  func expectation(_ field: Field, events: [Scenario.Event]) throws -> Scenario.Expectation {
    let eventCount = events.count
    let o = try ObjectFields(field.value, at: field.path, allowed: ["effects", "final"])
    var expectation = Scenario.Expectation()
    if let f = o.optional("effects") {
      var effects: [Scenario.Effect] = []
      for item in try array(f) {
        guard case .object(let object) = item.value else {
          throw ScenarioError(
            path: item.path, message: "expected an object, found \(item.value.kindDescription)")
        }
        var allowed = ["at", "effect"]
        switch object["effect"] {
        case .string("dismissLayer"): allowed += ["layer", "reason"]
        case .string("swallowTouch"): allowed += ["touch"]
        default: break
        }
        let e = try ObjectFields(item.value, at: item.path, allowed: allowed)
        let atField = try e.required("at")
        guard case .number(let n) = atField.value, n.isInteger, let at = n.intValue else {
          throw ScenarioError(path: atField.path, message: "expected an event index (an integer)")
        }
        guard at >= 0 && at < eventCount else {
          throw ScenarioError(
            path: atField.path, message: "no event \(at) (the scenario has \(eventCount) events)")
        }
        let kind = try oneOf(
          try e.required("effect"), "effect",
          [("dismissLayer", 0), ("resignFocus", 1), ("swallowTouch", 2)])
        switch kind {
        case 0:
          let layer = try layerReference(try e.required("layer"))
          let reason = try e.optional("reason").map {
            try oneOf($0, "reason", DismissReason.allCases.map { ($0.name, $0) })
          }
          effects.append(Scenario.Effect(at: at, dismissLayer: layer, reason: reason))
        case 1:
          effects.append(.resignFocus(at: at))
        default:
          let touchField = try e.required("touch")
          let touch = try touchKey(touchField)
          let touches = events.compactMap { event -> Scenario.TouchKey? in
            if case .touch(let key, _, _, _) = event.kind { return key }
            return nil
          }
          guard touches.contains(touch) else {
            throw ScenarioError(path: touchField.path, message: "no touch \(touch) in the events")
          }
          effects.append(.swallowTouch(at: at, touch: touch))
        }
      }
      expectation.effects = effects
    }
    if let f = o.optional("final") {
      let s = try ObjectFields(f.value, at: f.path, allowed: ["focus", "open"])
      var state = Scenario.State()
      let focus = try s.required("focus")
      if !focus.value.isNull { state.focus = try textInputReference(focus) }
      for entry in try array(try s.required("open")) {
        state.open.append(try layerReference(entry))
      }
      expectation.final = state
    }
    return expectation
  }
}
