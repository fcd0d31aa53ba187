import DismissCore

extension ScenarioRunner.Outcome {
  /// What came out, as JSON of exactly the shape of a scenario's `expect`:
  /// `{"effects": [...], "final": {"focus": ..., "open": [...]}}`.
  public var json: JSONValue {
    .object([
      ("effects", .array(effects.map(\.json))),
      ("final", final.json),
    ])
  }

  /// The differences from an expectation, as readable lines; empty when the
  /// outcome matches. Absent parts of the expectation are not checked.
  public func differences(from expectation: Scenario.Expectation) -> [String] {
    var lines: [String] = []
    if let expected = expectation.effects,
      expected.count != effects.count || !zip(expected, effects).allSatisfy({ $0.matches($1) })
    {
      // An actual effect that matches the expected one at its place is shown
      // as expected (its reason left out where the file leaves it out), so
      // the diff shows only what really differs.
      let shown = effects.indices.map { i in
        i < expected.count && expected[i].matches(effects[i])
          ? expected[i].description : effects[i].description
      }
      lines.append("effects differ (- expected, + actual):")
      lines += diff(expected.map(\.description), shown).map { "  " + $0 }
    }
    if let expected = expectation.final {
      if expected.focus != final.focus {
        lines.append(
          "final.focus: expected \(expected.focus.map { "\"\($0)\"" } ?? "null"), got \(final.focus.map { "\"\($0)\"" } ?? "null")"
        )
      }
      if expected.open != final.open {
        lines.append(
          "final.open: expected [\(expected.open.joined(separator: ", "))], got [\(final.open.joined(separator: ", "))]"
        )
      }
    }
    return lines
  }
}

extension Scenario.Effect {
  /// `{"at": 1, "effect": "dismissLayer", "layer": "menu", "reason": "tapOutside"}`
  /// (without `reason` when it is not known),
  /// `{"at": 1, "effect": "resignFocus"}` or
  /// `{"at": 0, "effect": "swallowTouch", "touch": 1}`.
  public var json: JSONValue {
    if let layer {
      var pairs: [(String, JSONValue)] = [
        ("at", .number(at)), ("effect", .string("dismissLayer")), ("layer", .string(layer)),
      ]
      if let reason { pairs.append(("reason", .string(reason.name))) }
      return .object(pairs)
    }
    if let touch {
      return .object([
        ("at", .number(at)), ("effect", .string("swallowTouch")),
        ("touch", ScenarioWriter.json(touch)),
      ])
    }
    return .object([("at", .number(at)), ("effect", .string("resignFocus"))])
  }
}

extension Scenario.State {
  /// `{"focus": id or null, "open": [ids]}`.
  public var json: JSONValue {
    .object([
      ("focus", focus.map(JSONValue.string) ?? .null),
      ("open", .array(open.map(JSONValue.string))),
    ])
  }
}

/// A line diff by longest common subsequence: unchanged lines with two
/// spaces, removed with `- `, added with `+ `.
func diff(_ old: [String], _ new: [String]) -> [String] {
  let n = old.count
  let m = new.count
  var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
  for i in stride(from: n - 1, through: 0, by: -1) {
    for j in stride(from: m - 1, through: 0, by: -1) {
      lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
    }
  }
  var out: [String] = []
  var i = 0
  var j = 0
  while i < n || j < m {
    if i < n && j < m && old[i] == new[j] {
      out.append("  " + old[i])
      i += 1
      j += 1
    } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
      out.append("+ " + new[j])
      j += 1
    } else {
      out.append("- " + old[i])
      i += 1
    }
  }
  return out
}
