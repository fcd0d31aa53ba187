import Testing

@testable import DismissScenarios

// MARK: - Helpers

private func parse(_ text: String) throws -> JSONValue {
  try JSONParser.parse(text)
}

/// Expects `bytes` to be rejected with exactly this path and message.
private func expectError(
  bytes: [UInt8], path: String, message: String, maxDepth: Int = JSONParser.defaultMaxDepth,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let value = try JSONParser.parse(bytes, maxDepth: maxDepth)
    Issue.record("expected an error, parsed \(value)", sourceLocation: sourceLocation)
  } catch let error as JSONError {
    #expect(error.path.description == path, sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(!"\(error)".contains("\n"), "error must be one line", sourceLocation: sourceLocation)
  } catch {
    Issue.record("not a JSONError: \(error)", sourceLocation: sourceLocation)
  }
}

private func expectError(
  _ text: String, path: String, message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectError(bytes: Array(text.utf8), path: path, message: message, sourceLocation: sourceLocation)
}

private func number(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> JSONNumber?
{
  do {
    guard case .number(let n) = try parse(text) else {
      Issue.record("not a number: \(text)", sourceLocation: sourceLocation)
      return nil
    }
    return n
  } catch {
    Issue.record("\(text): \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A small deterministic generator (SplitMix64) for the randomized tests.
private struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

// MARK: - Accepting

@Suite("JSON parsing")
struct JSONParsingTests {
  @Test func parsesAllValueKinds() throws {
    let value = try parse(
      #"{"s": "x", "n": -12.5, "i": 3, "t": true, "f": false, "z": null, "a": [1, [], {}], "o": {"k": "v"}}"#
    )
    let object = try #require(value.objectValue)
    #expect(object.keys == ["s", "n", "i", "t", "f", "z", "a", "o"])
    #expect(object["s"] == .string("x"))
    #expect(object["n"]?.doubleValue == -12.5)
    #expect(object["i"]?.numberValue?.intValue == 3)
    #expect(object["t"] == .bool(true))
    #expect(object["f"]?.boolValue == false)
    #expect(object["z"]?.isNull == true)
    #expect(object["a"] == .array([.number(1), .array([]), .object(JSONObject())]))
    #expect(object["o"] == ["k": "v"])
    #expect(object["missing"] == nil)
    #expect(object[1].key == "n")
  }

  @Test func keepsKeysInSourceOrder() throws {
    let object = try #require(try parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#).objectValue)
    #expect(object.keys == ["zeta", "alpha", "mid"])
    #expect(object.map(\.key) == ["zeta", "alpha", "mid"])
    #expect(object.index(forKey: "alpha") == 1)
  }

  @Test func scalarsAtTheTop() throws {
    #expect(try parse("null") == .null)
    #expect(try parse(" true ") == .bool(true))
    #expect(try parse("\"x\"") == .string("x"))
    #expect(try parse("7") == .number(7))
  }

  @Test func allFourWhitespaceCharacters() throws {
    #expect(try parse(" \t\r\n[ 1 ,\t2\r\n] \n") == [1, 2])
  }

  @Test func leadingByteOrderMarkIsTolerated() throws {
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    // Lines and columns count from after the BOM.
    expectError(
      bytes: [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), path: "(root)",
      message: "invalid JSON: expected ',' or ']' at line 1, column 4")
    // Only one, only at the start.
    expectError(
      bytes: [0xEF, 0xBB, 0xBF], path: "(root)",
      message: "invalid JSON: unexpected end of input, expected a value at line 1, column 1")
    expectError(
      bytes: Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8), path: "(root)",
      message: "invalid JSON: expected a value at line 1, column 2")
    // U+FEFF inside a string is an ordinary character.
    #expect(
      try JSONParser.parse(Array("\"".utf8) + [0xEF, 0xBB, 0xBF] + Array("\"".utf8)) == "\u{FEFF}")
  }

  @Test func utf16IsNamed() {
    expectError(
      bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], path: "(root)",
      message: "invalid JSON: the file is UTF-16; expected UTF-8 at line 1, column 1")
  }
}

// MARK: - Syntax errors

@Suite("JSON syntax errors")
struct JSONSyntaxErrorTests {
  @Test func emptyInput() {
    expectError(
      "", path: "(root)",
      message: "invalid JSON: unexpected end of input, expected a value at line 1, column 1")
    expectError(
      " \n ", path: "(root)",
      message: "invalid JSON: unexpected end of input, expected a value at line 2, column 2")
  }

  @Test func trailingCommas() {
    expectError(
      "[1,2,]", path: "(root)", message: "invalid JSON: trailing comma at line 1, column 5")
    expectError(
      #"{"a":1,}"#, path: "(root)", message: "invalid JSON: trailing comma at line 1, column 7")
    expectError(
      #"{"regions": [{"frame": [1, 2,\#n]}]}"#, path: "regions[0].frame",
      message: "invalid JSON: trailing comma at line 1, column 29")
    expectError("[,1]", path: "[0]", message: "invalid JSON: expected a value at line 1, column 2")
    expectError(
      "[1,,2]", path: "[1]", message: "invalid JSON: expected a value at line 1, column 4")
  }

  @Test func comments() {
    expectError(
      "// note\n1", path: "(root)",
      message: "invalid JSON: comments are not allowed at line 1, column 1")
    expectError(
      "[1 /* c */]", path: "(root)",
      message: "invalid JSON: comments are not allowed at line 1, column 4")
    expectError(
      #"{"a": /* c */ 1}"#, path: "a",
      message: "invalid JSON: comments are not allowed at line 1, column 7")
    expectError(
      "{ // c\n}", path: "(root)",
      message: "invalid JSON: comments are not allowed at line 1, column 3")
    expectError(
      "1 // c", path: "(root)",
      message: "invalid JSON: comments are not allowed at line 1, column 3")
  }

  @Test func nanAndInfinityLiterals() {
    expectError(
      "NaN", path: "(root)",
      message: "invalid JSON: NaN and Infinity are not allowed at line 1, column 1")
    expectError(
      "[1, Infinity]", path: "[1]",
      message: "invalid JSON: NaN and Infinity are not allowed at line 1, column 5")
    expectError(
      #"{"t": -Infinity}"#, path: "t",
      message: "invalid JSON: NaN and Infinity are not allowed at line 1, column 7")
  }

  @Test func wrongLiterals() {
    expectError("tru", path: "(root)", message: "invalid JSON: expected 'true' at line 1, column 1")
    expectError("[nul]", path: "[0]", message: "invalid JSON: expected 'null' at line 1, column 2")
    expectError(
      "fals", path: "(root)", message: "invalid JSON: expected 'false' at line 1, column 1")
    expectError(
      "True", path: "(root)", message: "invalid JSON: expected a value at line 1, column 1")
    expectError(
      "'a'", path: "(root)", message: "invalid JSON: expected a value at line 1, column 1")
    expectError(
      "[truex]", path: "(root)", message: "invalid JSON: expected ',' or ']' at line 1, column 6")
  }

  @Test func separators() {
    expectError(
      "[1 2]", path: "(root)", message: "invalid JSON: expected ',' or ']' at line 1, column 4")
    expectError(
      #"{"a":1 "b":2}"#, path: "(root)",
      message: "invalid JSON: expected ',' or '}' at line 1, column 8")
    expectError(#"{"a" 1}"#, path: "a", message: "invalid JSON: expected ':' at line 1, column 6")
    expectError(
      "{a:1}", path: "(root)",
      message: "invalid JSON: expected a key in double quotes at line 1, column 2")
    expectError(
      #"{"a":1,b:2}"#, path: "(root)",
      message: "invalid JSON: expected a key in double quotes at line 1, column 8")
    expectError(
      "[1}", path: "(root)", message: "invalid JSON: expected ',' or ']' at line 1, column 3")
    expectError(
      #"{"a":1]"#, path: "(root)", message: "invalid JSON: expected ',' or '}' at line 1, column 7")
  }

  @Test func pathIsWhereParsingWas() {
    let text = """
      {
        "regions": [
          { "id": "a", "frame": [0, 0, 10, 10] },
          { "id": "b", "frame": [0, 0, 10 10] }
        ]
      }
      """
    expectError(
      text, path: "regions[1].frame",
      message: "invalid JSON: expected ',' or ']' at line 4, column 37")
    expectError(
      #"{"events": [{"t": 0}, {"t": }]}"#, path: "events[1].t",
      message: "invalid JSON: expected a value at line 1, column 29")
  }

  @Test func columnsCountCharactersNotBytes() {
    expectError(
      #"["é😀", x]"#, path: "[1]", message: "invalid JSON: expected a value at line 1, column 8")
  }

  @Test func unexpectedEndInsideContainers() {
    expectError(
      "[", path: "[0]",
      message: "invalid JSON: unexpected end of input, expected a value at line 1, column 2")
    expectError(
      "[1", path: "(root)",
      message: "invalid JSON: unexpected end of input, expected ',' or ']' at line 1, column 3")
    expectError(
      #"{"a":"#, path: "a",
      message: "invalid JSON: unexpected end of input, expected a value at line 1, column 6")
    expectError(
      #"{"a""#, path: "a",
      message: "invalid JSON: unexpected end of input, expected ':' at line 1, column 5")
    expectError(
      "{", path: "(root)",
      message:
        "invalid JSON: unexpected end of input, expected a key in double quotes at line 1, column 2"
    )
  }

  @Test func onlyWhitespaceAfterTheValue() {
    expectError(
      "1 2", path: "(root)",
      message: "invalid JSON: expected end of input after the value at line 1, column 3")
    expectError(
      "{}\n}", path: "(root)",
      message: "invalid JSON: expected end of input after the value at line 2, column 1")
    expectError(
      "[]x", path: "(root)",
      message: "invalid JSON: expected end of input after the value at line 1, column 3")
    expectError(
      bytes: Array("1".utf8) + [0], path: "(root)",
      message: "invalid JSON: expected end of input after the value at line 1, column 2")
  }

  @Test func nonASCIIOutsideStrings() {
    expectError(
      bytes: [0x5B, 0xC3, 0xA9, 0x5D], path: "[0]",
      message: "invalid JSON: expected a value at line 1, column 2")
    expectError(
      "[1]\u{A0}", path: "(root)",
      message: "invalid JSON: expected end of input after the value at line 1, column 4")
  }
}

// MARK: - Numbers

@Suite("JSON numbers")
struct JSONNumberTests {
  @Test func negativeZero() throws {
    let n = try #require(number("-0"))
    #expect(n.value == 0)
    #expect(n.value.sign == .minus)
    #expect(n.isInteger)
    #expect(n.intValue == 0)
    #expect(JSONValue.number(n).formatted() == "-0")
    #expect(try #require(number("-0.0")).value.sign == .minus)
  }

  @Test func decimalsAreExact() throws {
    #expect(number("0.1")?.value == 0.1)
    #expect(number("-12.375")?.value == -12.375)
    #expect(number("0.30000000000000004")?.value == 0.30000000000000004)
    #expect(number("2.2250738585072011e-308")?.value == Double(bitPattern: 0x000F_FFFF_FFFF_FFFF))
    #expect(number("4.9406564584124654e-324")?.value == Double.leastNonzeroMagnitude)
    #expect(number("1.7976931348623157e308")?.value == Double.greatestFiniteMagnitude)
    #expect(number("123456789012345678")?.value == Double(123_456_789_012_345_678 as Int))
    #expect(number("12345678901234567890123")?.value == 12345678901234567890123.0)
    #expect(number("3.14159265358979323846264338327950288")?.value == 3.141592653589793)
  }

  @Test func exponents() throws {
    let n = try #require(number("1E2"))
    #expect(n.value == 100)
    #expect(!n.isInteger)
    #expect(n.intValue == nil)
    #expect(number("1e+2")?.value == 100)
    #expect(number("25e-1")?.value == 2.5)
    #expect(number("1e308")?.value == 1e308)
    #expect(number("0e999999999999")?.value == 0)
    #expect(number("1e-400")?.value == 0)
  }

  @Test func notFinite() {
    expectError("1e309", path: "(root)", message: "number is not finite")
    expectError("-1e309", path: "(root)", message: "number is not finite")
    expectError(
      #"{"events": [{"t": 0}, {"t": 1e999}]}"#, path: "events[1].t", message: "number is not finite"
    )
    expectError("[0, 1.8e308]", path: "[1]", message: "number is not finite")
    expectError(
      "[" + String(repeating: "9", count: 400) + "]", path: "[0]", message: "number is not finite")
  }

  @Test func malformedNumbers() {
    expectError(
      "01", path: "(root)",
      message: "invalid JSON: leading zeros are not allowed at line 1, column 1")
    expectError(
      "[-01]", path: "[0]",
      message: "invalid JSON: leading zeros are not allowed at line 1, column 2")
    expectError(
      "00", path: "(root)",
      message: "invalid JSON: leading zeros are not allowed at line 1, column 1")
    expectError(
      "1.", path: "(root)", message: "invalid JSON: expected a digit after '.' at line 1, column 3")
    expectError(
      "[1.]", path: "[0]", message: "invalid JSON: expected a digit after '.' at line 1, column 4")
    expectError(
      "1.e5", path: "(root)",
      message: "invalid JSON: expected a digit after '.' at line 1, column 3")
    expectError(".5", path: "(root)", message: "invalid JSON: expected a value at line 1, column 1")
    expectError("+1", path: "(root)", message: "invalid JSON: expected a value at line 1, column 1")
    expectError(
      "-", path: "(root)", message: "invalid JSON: expected a digit after '-' at line 1, column 2")
    expectError(
      "- 1", path: "(root)", message: "invalid JSON: expected a digit after '-' at line 1, column 2"
    )
    expectError(
      "1e", path: "(root)",
      message: "invalid JSON: expected a digit in the exponent at line 1, column 3")
    expectError(
      "1e+", path: "(root)",
      message: "invalid JSON: expected a digit in the exponent at line 1, column 4")
    expectError(
      "0x10", path: "(root)",
      message: "invalid JSON: expected end of input after the value at line 1, column 2")
  }

  @Test func integers() throws {
    #expect(number("7")?.intValue == 7)
    #expect(number("-42")?.intValue == -42)
    #expect(number("7.0")?.intValue == nil)
    #expect(number("7.0")?.isInteger == false)
    #expect(number("9007199254740991")?.intValue == 9_007_199_254_740_991)
    // Beyond 2^53 the Double is no longer exact, so there is no Int.
    let big = try #require(number("9007199254740993"))
    #expect(big.isInteger)
    #expect(big.intValue == nil)
    #expect(number("100000000000000000000000000000")?.intValue == nil)
    #expect(number("-9223372036854775809")?.value == -9223372036854775809.0)
  }

  @Test func builtNumbers() {
    #expect(JSONNumber(3.0).isInteger)
    #expect(JSONNumber(3.0).intValue == 3)
    #expect(!JSONNumber(3.5).isInteger)
    #expect(!JSONNumber(1e20).isInteger)
    #expect(!JSONNumber(Double.nan).isInteger)
    #expect(JSONNumber(5) == JSONNumber(5.0))
    #expect(JSONNumber(value: 5, isInteger: false) == JSONNumber(5))
  }
}

// MARK: - Strings and UTF-8

@Suite("JSON strings")
struct JSONStringTests {
  @Test func escapes() throws {
    #expect(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
    #expect(try parse(#""\u00e9\u00C9""#) == "éÉ")
    #expect(try parse(#""\u0000""#) == .string("\u{0}"))
    #expect(try parse(#""\uD83D\uDE00""#) == "😀")
    #expect(try parse(#""x\uDBFF\uDFFFy""#) == "x\u{10FFFF}y")
    #expect(try parse(#""\uFFFF""#) == "\u{FFFF}")
    #expect(try parse(#""\u20AC and \u0041""#) == "€ and A")
  }

  @Test func rawUnicode() throws {
    #expect(try parse("\"é€😀\"") == "é€😀")
    #expect(try parse("\"\u{7F}\"") == "\u{7F}")
  }

  @Test func loneSurrogates() {
    expectError(
      #""\uD83D""#, path: "(root)",
      message: #"invalid JSON: unpaired surrogate \uD83D at line 1, column 2"#)
    expectError(
      #"["\uD83Dx"]"#, path: "[0]",
      message: #"invalid JSON: unpaired surrogate \uD83D at line 1, column 3"#)
    expectError(
      #""\uD83D\u0041""#, path: "(root)",
      message: #"invalid JSON: unpaired surrogate \uD83D at line 1, column 2"#)
    expectError(
      #""\uD83D\uD83D""#, path: "(root)",
      message: #"invalid JSON: unpaired surrogate \uD83D at line 1, column 2"#)
    expectError(
      #""a\uDE00""#, path: "(root)",
      message: #"invalid JSON: unpaired surrogate \uDE00 at line 1, column 3"#)
  }

  @Test func badEscapes() {
    expectError(
      #""\x""#, path: "(root)", message: #"invalid JSON: invalid escape '\x' at line 1, column 2"#)
    expectError(
      #""\'""#, path: "(root)", message: #"invalid JSON: invalid escape '\'' at line 1, column 2"#)
    expectError(
      bytes: [0x22, 0x5C, 0xC3, 0xA9, 0x22], path: "(root)",
      message: "invalid JSON: invalid escape at line 1, column 2")
    expectError(
      #""\u12G4""#, path: "(root)",
      message: #"invalid JSON: expected 4 hex digits after '\u' at line 1, column 4"#)
    expectError(
      #""\u12""#, path: "(root)",
      message: #"invalid JSON: expected 4 hex digits after '\u' at line 1, column 4"#)
    expectError(
      #"{"k": "\"#, path: "k",
      message:
        #"invalid JSON: unexpected end of input, expected an escape character after '\' at line 1, column 9"#
    )
  }

  @Test func controlCharacters() {
    expectError(
      "\"a\nb\"", path: "(root)",
      message: "invalid JSON: unescaped control character U+000A in string at line 1, column 3")
    expectError(
      "[\"\t\"]", path: "[0]",
      message: "invalid JSON: unescaped control character U+0009 in string at line 1, column 3")
    expectError(
      bytes: [0x22, 0x00, 0x22], path: "(root)",
      message: "invalid JSON: unescaped control character U+0000 in string at line 1, column 2")
    expectError(
      bytes: Array(#"{"a":"#.utf8) + [0x22, 0x1F, 0x22, 0x7D], path: "a",
      message: "invalid JSON: unescaped control character U+001F in string at line 1, column 7")
  }

  @Test func unterminated() {
    expectError(
      #"["abc"#, path: "[0]",
      message: "invalid JSON: unterminated string starting at line 1, column 2")
    expectError(
      #"{"ab"#, path: "(root)",
      message: "invalid JSON: unterminated string starting at line 1, column 2")
  }

  @Test func invalidUTF8() {
    let cases: [[UInt8]] = [
      [0x80],  // lone continuation byte
      [0xC0, 0xAF],  // overlong '/'
      [0xC1, 0xBF],  // overlong
      [0xE0, 0x80, 0xAF],  // overlong 3-byte
      [0xF0, 0x80, 0x80, 0xAF],  // overlong 4-byte
      [0xED, 0xA0, 0x80],  // encoded surrogate U+D800
      [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
      [0xF5, 0x80, 0x80, 0x80],  // invalid lead byte
      [0xFF],
      [0xC3],  // truncated before the closing quote
      [0xE2, 0x82],  // truncated
      [0xE2, 0x28, 0xA1],  // bad continuation
      [0xF0, 0x9F, 0x98],  // truncated emoji
    ]
    for bad in cases {
      expectError(
        bytes: [0x5B, 0x22, 0x61] + bad + [0x22, 0x5D], path: "[0]",
        message: "invalid UTF-8 at line 1, column 4".withPrefix)
    }
    // Truncated at the very end of the input.
    expectError(
      bytes: [0x22, 0xE2, 0x82], path: "(root)",
      message: "invalid JSON: invalid UTF-8 at line 1, column 2")
    // Inside a key.
    expectError(
      bytes: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], path: "(root)",
      message: "invalid JSON: invalid UTF-8 at line 1, column 3")
  }
}

extension String {
  fileprivate var withPrefix: String { "invalid JSON: " + self }
}

// MARK: - Duplicate keys and depth

@Suite("JSON structure rules")
struct JSONStructureTests {
  @Test func duplicateKeys() {
    expectError(
      #"{"a": 1, "b": 2, "a": 3}"#, path: "a",
      message: #"duplicate key "a" at line 1, column 18 (first at line 1, column 2)"#)
    expectError(
      """
      {
        "regions": [
          { "id": "x" },
          { "id": "y",
            "kind": "control",
            "id": "z" }
        ]
      }
      """,
      path: "regions[1].id",
      message: #"duplicate key "id" at line 6, column 7 (first at line 4, column 7)"#)
    // Equal after unescaping.
    expectError(
      #"{"a": 1, "\u0061": 2}"#, path: "a",
      message: #"duplicate key "a" at line 1, column 10 (first at line 1, column 2)"#)
    expectError(
      #"{"odd key": 1, "odd key": 2}"#, path: #"["odd key"]"#,
      message: #"duplicate key "odd key" at line 1, column 16 (first at line 1, column 2)"#)
    // The same key in different objects is fine.
    #expect(throws: Never.self) { try parse(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#) }
  }

  @Test func depthLimit() throws {
    let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(throws: Never.self) { try parse(ok) }
    let deepPath = String(repeating: "[0]", count: 256)
    expectError(
      String(repeating: "[", count: 257) + String(repeating: "]", count: 257), path: deepPath,
      message: "invalid JSON: nesting deeper than 256 levels at line 1, column 257")
    expectError(
      String(repeating: "[", count: 10_000), path: deepPath,
      message: "invalid JSON: nesting deeper than 256 levels at line 1, column 257")
    let objects = String(repeating: #"{"a":"#, count: 100_000)
    expectError(
      objects, path: Array(repeating: "a", count: 256).joined(separator: "."),
      message: "invalid JSON: nesting deeper than 256 levels at line 1, column 1281")
    expectError(
      bytes: Array("[[[1]]]".utf8), path: "[0][0]",
      message: "invalid JSON: nesting deeper than 2 levels at line 1, column 3",
      maxDepth: 2)
  }

  @Test func randomCorruptionNeverCrashes() {
    // Not a fuzzer, but a cheap stand-in: flip, drop and insert bytes in a
    // valid document; every outcome must be a value or a one-line error.
    let seed = Array(
      #"{"name": "x\u00e9", "regions": [{"id": "a", "frame": [0, -1.5e3, 390, 844]}], "t": [true, false, null], "s": "😀\n"}"#
        .utf8)
    let alphabet =
      Array(#"{}[]",:0123456789.eE+-\u"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
    var rng = SplitMix(state: 42)
    var accepted = 0
    for _ in 0..<3000 {
      var bytes = seed
      for _ in 0..<(1 + rng.below(3)) {
        let i = rng.below(bytes.count)
        switch rng.below(3) {
        case 0: bytes[i] = alphabet[rng.below(alphabet.count)]
        case 1: bytes.remove(at: i)
        default: bytes.insert(alphabet[rng.below(alphabet.count)], at: i)
        }
      }
      do {
        let value = try JSONParser.parse(bytes)
        accepted += 1
        // Anything accepted must survive a print/parse round trip.
        #expect(try JSONParser.parse(value.formatted()) == value)
      } catch let error as JSONError {
        #expect(!error.message.isEmpty)
        #expect(!"\(error)".contains("\n"))
      } catch {
        Issue.record("not a JSONError: \(error)")
      }
    }
    #expect(accepted > 0)
  }
}

// MARK: - Paths

@Suite("JSON paths")
struct JSONPathTests {
  @Test func rendering() {
    #expect(JSONPath.root.description == "(root)")
    #expect(
      JSONPath().appending(key: "regions").appending(index: 3).appending(key: "parent").description
        == "regions[3].parent")
    #expect(JSONPath().appending(index: 0).appending(key: "a").description == "[0].a")
    #expect(JSONPath().appending(key: "odd key").description == #"["odd key"]"#)
    #expect(
      JSONPath().appending(key: "a").appending(key: "b-c").appending(key: "_d9").description
        == #"a["b-c"]._d9"#)
    #expect(JSONPath().appending(key: "1a").description == #"["1a"]"#)
    #expect(JSONPath().appending(key: "").description == #"[""]"#)
    #expect(JSONPath().appending(key: "é").description == #"["é"]"#)
    #expect(JSONPath().appending(key: "q\"\n").description == #"["q\"\n"]"#)
    #expect(JSONPath().appending(key: "x").components == [.key("x")])
  }

  @Test func errorDescription() {
    let error = JSONError(
      path: JSONPath().appending(key: "regions").appending(index: 3).appending(key: "parent"),
      message: #"no region "fomr""#)
    #expect("\(error)" == #"regions[3].parent: no region "fomr""#)
  }
}

// MARK: - Printing

@Suite("JSON printing")
struct JSONPrintingTests {
  @Test func prettyLayout() {
    let value: JSONValue = [
      "name": "tap",
      "frame": [0, 0, 390, 844.5],
      "empty": [],
      "none": [:],
      "nested": ["focus": nil, "open": ["menu"]],
      "flag": true,
    ]
    #expect(
      value.formatted(indent: 2) == """
        {
          "name": "tap",
          "frame": [
            0,
            0,
            390,
            844.5
          ],
          "empty": [],
          "none": {},
          "nested": {
            "focus": null,
            "open": [
              "menu"
            ]
          },
          "flag": true
        }
        """)
    #expect(
      value.formatted(indent: 0)
        == #"{"name":"tap","frame":[0,0,390,844.5],"empty":[],"none":{},"nested":{"focus":null,"open":["menu"]},"flag":true}"#
    )
    #expect(value.description == value.formatted(indent: 0))
    #expect(JSONValue.array([1, 2]).formatted(indent: 4) == "[\n    1,\n    2\n]")
  }

  @Test func numbers() {
    func printed(_ d: Double) -> String { JSONValue.number(d).formatted() }
    #expect(printed(100) == "100")
    #expect(printed(100.0) == "100")
    #expect(printed(-3) == "-3")
    #expect(printed(-0.0) == "-0")
    #expect(printed(0) == "0")
    #expect(printed(0.1) == "0.1")
    #expect(printed(-2.5) == "-2.5")
    #expect(printed(1e300) == "1e+300")
    #expect(printed(1e-7) == "1e-07")
    #expect(printed(9_007_199_254_740_992) == "9007199254740992")
    #expect(printed(-9_007_199_254_740_992) == "-9007199254740992")
    #expect(printed(1e16) == "1e+16")
    #expect(printed(.infinity) == "null")
    #expect(printed(.nan) == "null")
    #expect(JSONNumber(0.25).description == "0.25")
  }

  @Test func strings() {
    let value = JSONValue.string("q\" b\\ n\n r\r t\t \u{1} \u{1F} / é 😀 \u{7F}")
    #expect(value.formatted() == #""q\" b\\ n\n r\r t\t \u0001 \u001f / é 😀 \#u{7F}""#)
    #expect(JSONValue.object([("a\"b", 1)]).formatted(indent: 0) == #"{"a\"b":1}"#)
  }

  @Test func buildingObjectsInCode() {
    let effects: [JSONValue] = [["at": 1, "effect": "dismissLayer", "layer": "menu"]]
    let value = JSONValue.object([
      ("effects", .array(effects)),
      ("final", .object([("focus", .null), ("open", [])])),
    ])
    #expect(
      value.formatted(indent: 0)
        == #"{"effects":[{"at":1,"effect":"dismissLayer","layer":"menu"}],"final":{"focus":null,"open":[]}}"#
    )
    var object = JSONObject([("b", 1), ("a", 2)])
    object["c"] = 3
    object["b"] = "replaced"
    #expect(JSONValue.object(object).formatted(indent: 0) == #"{"b":"replaced","a":2,"c":3}"#)
    object["b"] = nil
    #expect(object.keys == ["a", "c"])
    #expect(object["c"] == 3)
    #expect(object.index(forKey: "c") == 1)
    #expect(!object.contains(key: "b"))
    #expect(JSONValue.number(2.5) == .number(JSONNumber(2.5)))
  }

  @Test func objectEqualityIsOrderSensitive() throws {
    #expect(try parse(#"{"a":1,"b":2}"#) == ["a": 1, "b": 2])
    #expect(try parse(#"{"a":1,"b":2}"#) != ["b": 2, "a": 1])
    #expect(try parse("[1, 1.0, 1e0]") == [1, 1, 1])
  }
}

// MARK: - Round trips

@Suite("JSON round trips")
struct JSONRoundTripTests {
  @Test func scenarioDocument() throws {
    let text = #"""
      {
        "name": "tapping the other field moves focus without hiding the keyboard",
        "policy": { "tapSlop": 10, "maxTapDuration": 0.75 },
        "regions": [
          { "id": "form", "kind": "container", "frame": [0, 0, 390, 844] },
          { "id": "more", "kind": "control", "frame": [330, 40, 44, 44], "action": { "toggle": "menu" } },
          { "id": "menu", "kind": "layer", "frame": [200, 90, 180, 200],
            "dismissOn": ["tapOutside", "escape"], "excluding": ["more"] }
        ],
        "initial": { "focus": "email", "open": [] },
        "events": [
          { "t": 0.00, "touch": 1, "phase": "down", "x": 100, "y": 180.5 },
          { "t": 0.08, "touch": "pen", "phase": "up", "x": -1e-3, "y": 1.5E+2 }
        ],
        "expect": { "effects": [], "final": { "focus": null, "open": [] } },
        "odd \"key\"\n": "tab\there \u00e9 \uD83D\uDE00"
      }
      """#
    let value = try parse(text)
    for indent in [0, 2, 3] {
      let printed = value.formatted(indent: indent)
      let reparsed = try parse(printed)
      #expect(reparsed == value)
      #expect(reparsed.formatted(indent: indent) == printed)
    }
    #expect(value.objectValue?.keys.first == "name")
  }

  @Test func randomValues() throws {
    var rng = SplitMix(state: 7)
    func randomString() -> String {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<rng.below(8) {
        let pick = rng.below(5)
        let raw: UInt32
        switch pick {
        case 0: raw = UInt32(rng.below(0x20))
        case 1: raw = UInt32(0x20 + rng.below(0x60))
        case 2: raw = UInt32(0x80 + rng.below(0xD800 - 0x80))
        case 3: raw = UInt32(0xE000 + rng.below(0x2000))
        default: raw = UInt32(0x10000 + rng.below(0x100000))
        }
        scalars.append(Unicode.Scalar(raw)!)
      }
      return String(scalars)
    }
    func randomNumber() -> Double {
      switch rng.below(4) {
      case 0: return Double(Int(truncatingIfNeeded: rng.next()) >> rng.below(64))
      case 1: return Double(rng.below(2000)) / 8 - 100
      default:
        while true {
          let d = Double(bitPattern: rng.next())
          if d.isFinite { return d }
        }
      }
    }
    func randomValue(_ depth: Int) -> JSONValue {
      switch rng.below(depth > 4 ? 4 : 6) {
      case 0: return .null
      case 1: return .bool(rng.below(2) == 0)
      case 2: return .number(randomNumber())
      case 3: return .string(randomString())
      case 4: return .array((0..<rng.below(5)).map { _ in randomValue(depth + 1) })
      default:
        var object = JSONObject()
        for _ in 0..<rng.below(5) { object[randomString()] = randomValue(depth + 1) }
        return .object(object)
      }
    }
    for _ in 0..<300 {
      let value = randomValue(0)
      for indent in [0, 2] {
        let printed = value.formatted(indent: indent)
        let reparsed = try parse(printed)
        #expect(reparsed == value, "\(printed)")
        #expect(reparsed.formatted(indent: indent) == printed)
      }
    }
  }
}

// MARK: - Speed

@Suite("JSON speed")
struct JSONSpeedTests {
  /// A guard against quadratic behaviour, with a bound loose enough for
  /// debug builds on a slow machine (release is well under 10 ms per 100 KB).
  @Test func largeInputIsLinear() throws {
    var text = #"{"regions": ["#
    for i in 0..<2000 {
      if i > 0 { text += ",\n" }
      text +=
        #"{"id": "r\#(i)", "kind": "control", "frame": [\#(i), 0.5, 44, 44], "note": "caf\u00e9 \#(i)"}"#
    }
    text += #"], "long": ""#
    text += String(repeating: "abcdefghij", count: 50_000)
    text += #"\n"}"#
    let bytes = Array(text.utf8)
    #expect(bytes.count > 600_000)
    let clock = ContinuousClock()
    var value: JSONValue = .null
    let elapsed = try clock.measure { value = try JSONParser.parse(bytes) }
    #expect(value.objectValue?["regions"]?.arrayValue?.count == 2000)
    #expect(value.objectValue?["long"]?.stringValue?.utf8.count == 500_001)
    #expect(elapsed < .seconds(2), "parsing \(bytes.count) bytes took \(elapsed)")
  }
}
