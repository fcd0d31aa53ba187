// A strict JSON reader and a deterministic printer, standard library only.
// Hand-written because Foundation's JSONSerialization (Swift 6.3, Linux)
// accepts duplicate keys and trailing commas and reports a syntax error by
// character offset, with no JSON path, line or column; and it writes an
// object's keys sorted or in no set order, where `--print` keeps them in
// the scenario format's order.
//
// Strict means RFC 8259 and nothing more: no comments, no trailing commas, no
// NaN or Infinity, no leading zeros, no raw control characters in strings,
// well-formed UTF-8 and \u escapes (surrogates must pair), only whitespace
// after the value. On top of the RFC, a key may appear only once per object,
// nesting is limited (the parser keeps its own stack, so deep input cannot
// overflow the thread's stack), and a number too large for a Double is an
// error instead of an infinity.
//
// Every error carries the JSON path of the value being read and a one-line
// message; for syntax errors the message ends with "at line L, column C"
// (1-based; columns count Unicode scalars).

// MARK: - Values

/// A JSON value. Objects keep their keys in source order.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// A number value from a `Double` (for building values in code).
  public static func number(_ value: Double) -> JSONValue { .number(JSONNumber(value)) }
  /// A number value from an `Int` (for building values in code).
  public static func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
  /// An object value from key/value pairs, kept in the given order.
  /// Duplicate keys are a programming error (trap).
  public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(pairs))
  }

  public var objectValue: JSONObject? {
    if case .object(let o) = self { return o }
    return nil
  }
  public var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }
  public var numberValue: JSONNumber? {
    if case .number(let n) = self { return n }
    return nil
  }
  /// The number as a `Double` (always finite for parsed values).
  public var doubleValue: Double? {
    if case .number(let n) = self { return n.value }
    return nil
  }
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// What kind of value this is, for messages: "an object", "an array",
  /// "a string", "a number", "a boolean" or "null".
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A JSON number: its `Double` value, and whether the literal was written as
/// an integer (no fraction, no exponent).
///
/// Equality compares `value` only (so `1`, `1.0` and `1e0` are equal, and so
/// are `0` and `-0`).
public struct JSONNumber: Equatable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The value; finite for every parsed number.
  public var value: Double
  /// True when the literal had neither a fraction nor an exponent (`12`,
  /// `-3`, `-0`; not `12.0` or `1e2`). For numbers built from a `Double`:
  /// true when the value is integral and within ±2^53, i.e. when it prints
  /// as an integer.
  public var isInteger: Bool

  public init(_ value: Double) {
    self.value = value
    self.isInteger = JSONNumber.isExactInteger(value)
  }

  public init(_ value: Int) {
    self.value = Double(value)
    self.isInteger = true
  }

  public init(value: Double, isInteger: Bool) {
    self.value = value
    self.isInteger = isInteger
  }

  public init(integerLiteral value: Int) { self.init(value) }
  public init(floatLiteral value: Double) { self.init(value) }

  /// The value as an `Int` when the literal was an integer and it is exactly
  /// representable (magnitude below 2^53); otherwise nil.
  public var intValue: Int? {
    guard isInteger, value.magnitude < JSONNumber.maxExactInteger else { return nil }
    return Int(value)
  }

  /// The number as the printer writes it.
  public var description: String {
    var out: [UInt8] = []
    JSONWriter.writeNumber(value, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  public static func == (a: JSONNumber, b: JSONNumber) -> Bool { a.value == b.value }

  /// Whether `value` is integral with magnitude at most 2^53 (without
  /// `rounded()`, which needs libm).
  static func isExactInteger(_ value: Double) -> Bool {
    value.magnitude <= maxExactInteger && Double(Int(value)) == value
  }

  /// 2^53: every integer of at most this magnitude is exact in a `Double`.
  static let maxExactInteger: Double = 9_007_199_254_740_992
}

/// A JSON object: key/value pairs in source order, with lookup by key.
/// Keys are unique. Equality is order-sensitive (so equal objects print
/// identically).
public struct JSONObject: Equatable, Sendable, RandomAccessCollection,
  ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral
{
  public typealias Element = (key: String, value: JSONValue)
  public typealias Index = Int

  /// The keys, in order.
  public private(set) var keys: [String] = []
  /// The values, in the order of `keys`.
  public private(set) var values: [JSONValue] = []
  private var positions: [String: Int] = [:]

  public init() {}

  /// An object with the given pairs in the given order. Duplicate keys are a
  /// programming error (trap), as for a `Dictionary` literal.
  public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
    for (key, value) in pairs {
      precondition(positions[key] == nil, "JSONObject: duplicate key \"\(key)\"")
      appendNew(key: key, value: value)
    }
  }

  public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
  public init(arrayLiteral elements: (String, JSONValue)...) { self.init(elements) }

  public var startIndex: Int { 0 }
  public var endIndex: Int { keys.count }
  public subscript(position: Int) -> Element { (keys[position], values[position]) }

  /// The value for `key`. Setting a value for an existing key replaces it in
  /// place; a new key is appended; setting nil removes the key.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let i = positions[key] else { return nil }
      return values[i]
    }
    set {
      if let i = positions[key] {
        if let newValue {
          values[i] = newValue
        } else {
          keys.remove(at: i)
          values.remove(at: i)
          positions.removeValue(forKey: key)
          for j in i..<keys.count { positions[keys[j]] = j }
        }
      } else if let newValue {
        appendNew(key: key, value: newValue)
      }
    }
  }

  /// The position of `key`, if present.
  public func index(forKey key: String) -> Int? { positions[key] }

  public func contains(key: String) -> Bool { positions[key] != nil }

  /// Appends a key known to be absent.
  mutating func appendNew(key: String, value: JSONValue) {
    positions[key] = keys.count
    keys.append(key)
    values.append(value)
  }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.keys == b.keys && a.values == b.values
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
  public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// Keys stay in the order written; duplicate keys trap.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}

// MARK: - Paths and errors

/// Where a value sits in a document: `regions[3].parent`. The root renders as
/// `(root)`; keys that are not identifiers render as `["odd key"]`.
public struct JSONPath: Equatable, Sendable, CustomStringConvertible {
  public enum Component: Equatable, Sendable {
    case key(String)
    case index(Int)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) { self.components = components }

  public static let root = JSONPath()

  public var isRoot: Bool { components.isEmpty }

  public func appending(key: String) -> JSONPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  public func appending(index: Int) -> JSONPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  public var description: String {
    if components.isEmpty { return "(root)" }
    var out: [UInt8] = []
    for component in components {
      switch component {
      case .index(let i):
        out.append(UInt8(ascii: "["))
        out.append(contentsOf: String(i).utf8)
        out.append(UInt8(ascii: "]"))
      case .key(let key):
        if JSONPath.isIdentifier(key) {
          if !out.isEmpty { out.append(UInt8(ascii: ".")) }
          out.append(contentsOf: key.utf8)
        } else {
          out.append(UInt8(ascii: "["))
          JSONWriter.writeString(key, into: &out)
          out.append(UInt8(ascii: "]"))
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// ASCII letter or underscore, then letters, digits or underscores.
  static func isIdentifier(_ key: String) -> Bool {
    var first = true
    for b in key.utf8 {
      let letter = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
      let digit = b >= 0x30 && b <= 0x39
      if !(letter || (!first && digit)) { return false }
      first = false
    }
    return !first
  }
}

/// A JSON error: the path of the value concerned and a one-line message.
/// `description` is `"<path>: <message>"`.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: JSONPath
  public var message: String

  public init(path: JSONPath, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): \(message)" }
}

// MARK: - Parser

public struct JSONParser {
  /// The default limit on nesting of arrays and objects.
  public static let defaultMaxDepth = 256

  /// Parses one JSON document (UTF-8, optional leading BOM).
  public static func parse(
    _ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth
  ) throws -> JSONValue {
    var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
    return try reader.parseDocument()
  }

  /// Parses one JSON document from a string.
  public static func parse(
    _ text: String, maxDepth: Int = JSONParser.defaultMaxDepth
  ) throws -> JSONValue {
    try parse(Array(text.utf8), maxDepth: maxDepth)
  }
}

private enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
  static let star: UInt8 = 0x2A
}

/// One open array or object on the parser's explicit stack.
private struct Frame {
  var isObject: Bool
  var elements: [JSONValue] = []
  var object = JSONObject()
  /// Byte offsets of the object's keys, parallel to `object.keys`.
  var keyOffsets: [Int] = []
  var pendingKey = ""
  var pendingKeyOffset = 0
  /// Whether a member/element is being read (so the path includes it).
  var inElement = false

  init(isObject: Bool) { self.isObject = isObject }
}

private struct JSONReader {
  let bytes: [UInt8]
  let end: Int
  /// Where the text starts (after a BOM); lines and columns count from here.
  let start: Int
  let maxDepth: Int
  var pos: Int
  var stack: [Frame] = []
  var scratch: [UInt8] = []

  init(bytes: [UInt8], maxDepth: Int) {
    self.bytes = bytes
    self.end = bytes.count
    self.maxDepth = maxDepth
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      start = 3
    } else {
      start = 0
    }
    pos = start
  }

  // MARK: Driver

  mutating func parseDocument() throws -> JSONValue {
    if end - start >= 2
      && ((bytes[start] == 0xFF && bytes[start + 1] == 0xFE)
        || (bytes[start] == 0xFE && bytes[start + 1] == 0xFF))
    {
      throw syntax("the file is UTF-16; expected UTF-8", at: start)
    }
    var value: JSONValue
    readValue: while true {
      skipWhitespace()
      guard pos < end else { throw unexpected("a value") }
      switch bytes[pos] {
      case ASCII.openBrace:
        try checkDepth()
        pos += 1
        stack.append(Frame(isObject: true))
        skipWhitespace()
        if pos < end && bytes[pos] == ASCII.closeBrace {
          pos += 1
          stack.removeLast()
          value = .object(JSONObject())
        } else {
          try readKey()
          continue readValue
        }
      case ASCII.openBracket:
        try checkDepth()
        pos += 1
        stack.append(Frame(isObject: false))
        skipWhitespace()
        if pos < end && bytes[pos] == ASCII.closeBracket {
          pos += 1
          stack.removeLast()
          value = .array([])
        } else {
          stack[stack.count - 1].inElement = true
          continue readValue
        }
      case ASCII.quote:
        value = .string(try readString())
      case ASCII.minus, ASCII.zero...ASCII.nine:
        value = .number(try readNumber())
      case UInt8(ascii: "t"):
        try readLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try readLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try readLiteral("null")
        value = .null
      default:
        throw unexpected("a value")
      }

      // A value is complete: attach it to its container, then read what
      // follows it, closing containers as they end.
      while true {
        guard !stack.isEmpty else {
          skipWhitespace()
          guard pos == end else { throw unexpected("end of input after the value") }
          return value
        }
        let top = stack.count - 1
        if stack[top].isObject {
          stack[top].object.appendNew(key: stack[top].pendingKey, value: value)
          stack[top].keyOffsets.append(stack[top].pendingKeyOffset)
          stack[top].inElement = false
          skipWhitespace()
          if pos < end && bytes[pos] == ASCII.comma {
            let comma = pos
            pos += 1
            skipWhitespace()
            if pos < end && bytes[pos] == ASCII.closeBrace {
              throw syntax("trailing comma", at: comma)
            }
            try readKey()
            continue readValue
          } else if pos < end && bytes[pos] == ASCII.closeBrace {
            pos += 1
            value = .object(stack.removeLast().object)
          } else {
            throw unexpected("',' or '}'")
          }
        } else {
          stack[top].elements.append(value)
          stack[top].inElement = false
          skipWhitespace()
          if pos < end && bytes[pos] == ASCII.comma {
            let comma = pos
            pos += 1
            skipWhitespace()
            if pos < end && bytes[pos] == ASCII.closeBracket {
              throw syntax("trailing comma", at: comma)
            }
            stack[top].inElement = true
            continue readValue
          } else if pos < end && bytes[pos] == ASCII.closeBracket {
            pos += 1
            value = .array(stack.removeLast().elements)
          } else {
            throw unexpected("',' or ']'")
          }
        }
      }
    }
  }

  /// Reads `"key"` and the `:` after it (whitespace already skipped).
  mutating func readKey() throws {
    guard pos < end && bytes[pos] == ASCII.quote else {
      throw unexpected("a key in double quotes")
    }
    let keyOffset = pos
    let key = try readString()
    let top = stack.count - 1
    stack[top].pendingKey = key
    stack[top].pendingKeyOffset = keyOffset
    stack[top].inElement = true
    if let first = stack[top].object.index(forKey: key) {
      let (line, column) = location(of: keyOffset)
      let (firstLine, firstColumn) = location(of: stack[top].keyOffsets[first])
      throw JSONError(
        path: currentPath(),
        message: "duplicate key \(JSONWriter.quoted(key)) at line \(line), column \(column)"
          + " (first at line \(firstLine), column \(firstColumn))")
    }
    skipWhitespace()
    guard pos < end && bytes[pos] == ASCII.colon else { throw unexpected("':'") }
    pos += 1
  }

  mutating func checkDepth() throws {
    if stack.count >= maxDepth {
      throw syntax("nesting deeper than \(maxDepth) levels", at: pos)
    }
  }

  mutating func skipWhitespace() {
    while pos < end {
      let b = bytes[pos]
      guard b == ASCII.space || b == ASCII.newline || b == ASCII.carriageReturn || b == ASCII.tab
      else { return }
      pos += 1
    }
  }

  // MARK: Scalars

  mutating func readLiteral(_ word: StaticString) throws {
    guard startsWith(word) else { throw unexpected("'\(word)'") }
    pos += word.utf8CodeUnitCount
  }

  mutating func readNumber() throws -> JSONNumber {
    let numberStart = pos
    var negative = false
    if bytes[pos] == ASCII.minus {
      negative = true
      pos += 1
      guard pos < end && isDigit(bytes[pos]) else {
        if startsWith("Infinity") {
          throw syntax("NaN and Infinity are not allowed", at: numberStart)
        }
        throw syntax("expected a digit after '-'", at: pos)
      }
    }
    let digitsStart = pos
    if bytes[pos] == ASCII.zero {
      pos += 1
      if pos < end && isDigit(bytes[pos]) {
        throw syntax("leading zeros are not allowed", at: numberStart)
      }
    } else {
      while pos < end && isDigit(bytes[pos]) { pos += 1 }
    }
    let integerDigits = pos - digitsStart
    var isInteger = true
    if pos < end && bytes[pos] == ASCII.dot {
      isInteger = false
      pos += 1
      guard pos < end && isDigit(bytes[pos]) else {
        throw syntax("expected a digit after '.'", at: pos)
      }
      while pos < end && isDigit(bytes[pos]) { pos += 1 }
    }
    if pos < end && (bytes[pos] | 0x20) == UInt8(ascii: "e") {
      isInteger = false
      pos += 1
      if pos < end && (bytes[pos] == ASCII.plus || bytes[pos] == ASCII.minus) { pos += 1 }
      guard pos < end && isDigit(bytes[pos]) else {
        throw syntax("expected a digit in the exponent", at: pos)
      }
      while pos < end && isDigit(bytes[pos]) { pos += 1 }
    }

    let value: Double
    if isInteger && integerDigits <= 18 {
      // Exact in an Int; Int-to-Double conversion rounds correctly.
      var n = 0
      for i in digitsStart..<pos { n = n &* 10 &+ Int(bytes[i] &- ASCII.zero) }
      value = negative ? (n == 0 ? -0.0 : -Double(n)) : Double(n)
    } else {
      guard let parsed = Double(String(decoding: bytes[numberStart..<pos], as: UTF8.self)) else {
        throw syntax("unreadable number", at: numberStart)
      }
      value = parsed
    }
    guard value.isFinite else {
      throw JSONError(path: currentPath(), message: "number is not finite")
    }
    return JSONNumber(value: value, isInteger: isInteger)
  }

  /// Reads a string starting at the opening quote.
  mutating func readString() throws -> String {
    let open = pos
    pos += 1
    var runStart = pos
    var escaped = false
    scratch.removeAll(keepingCapacity: true)
    while true {
      guard pos < end else {
        let (line, column) = location(of: open)
        throw JSONError(
          path: currentPath(),
          message: "invalid JSON: unterminated string starting at line \(line), column \(column)")
      }
      let b = bytes[pos]
      if b == ASCII.quote {
        let result: String
        if escaped {
          scratch.append(contentsOf: bytes[runStart..<pos])
          result = String(decoding: scratch, as: UTF8.self)
        } else {
          result = String(decoding: bytes[runStart..<pos], as: UTF8.self)
        }
        pos += 1
        return result
      } else if b == ASCII.backslash {
        escaped = true
        scratch.append(contentsOf: bytes[runStart..<pos])
        try readEscape()
        runStart = pos
      } else if b < 0x20 {
        throw syntax("unescaped control character U+\(hex4(UInt32(b))) in string", at: pos)
      } else if b < 0x80 {
        pos += 1
      } else {
        try skipUTF8Sequence()
      }
    }
  }

  /// Validates one multi-byte UTF-8 sequence at `pos` (RFC 3629: no overlong
  /// forms, no surrogates, nothing above U+10FFFF) and steps over it.
  mutating func skipUTF8Sequence() throws {
    let b0 = bytes[pos]
    var length = 0
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch b0 {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: throw syntax("invalid UTF-8", at: pos)
    }
    guard end - pos >= length else { throw syntax("invalid UTF-8", at: pos) }
    let b1 = bytes[pos + 1]
    guard b1 >= low && b1 <= high else { throw syntax("invalid UTF-8", at: pos) }
    for i in 2..<length where bytes[pos + i] & 0xC0 != 0x80 {
      throw syntax("invalid UTF-8", at: pos)
    }
    pos += length
  }

  /// Reads one escape sequence at `pos` (the backslash) into `scratch`.
  mutating func readEscape() throws {
    let escapeStart = pos
    guard pos + 1 < end else {
      pos += 1
      throw unexpected("an escape character after '\\'")
    }
    let c = bytes[pos + 1]
    pos += 2
    switch c {
    case ASCII.quote, ASCII.backslash, ASCII.slash: scratch.append(c)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHex4()
      var scalar: UInt32
      if unit >= 0xD800 && unit <= 0xDBFF {
        guard end - pos >= 6 && bytes[pos] == ASCII.backslash && bytes[pos + 1] == UInt8(ascii: "u")
        else {
          throw syntax("unpaired surrogate \\u\(hex4(unit))", at: escapeStart)
        }
        pos += 2
        let second = try readHex4()
        guard second >= 0xDC00 && second <= 0xDFFF else {
          throw syntax("unpaired surrogate \\u\(hex4(unit))", at: escapeStart)
        }
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
      } else if unit >= 0xDC00 && unit <= 0xDFFF {
        throw syntax("unpaired surrogate \\u\(hex4(unit))", at: escapeStart)
      } else {
        scalar = unit
      }
      appendUTF8(scalar)
    default:
      if c >= 0x21 && c <= 0x7E {
        throw syntax("invalid escape '\\\(Character(Unicode.Scalar(c)))'", at: escapeStart)
      }
      throw syntax("invalid escape", at: escapeStart)
    }
  }

  mutating func readHex4() throws -> UInt32 {
    guard end - pos >= 4 else { throw syntax("expected 4 hex digits after '\\u'", at: pos) }
    var value: UInt32 = 0
    for i in 0..<4 {
      let b = bytes[pos + i]
      let digit: UInt8
      switch b {
      case ASCII.zero...ASCII.nine: digit = b - ASCII.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
      default: throw syntax("expected 4 hex digits after '\\u'", at: pos)
      }
      value = value << 4 | UInt32(digit)
    }
    pos += 4
    return value
  }

  mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      scratch.append(UInt8(scalar))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | (scalar >> 6)))
      scratch.append(UInt8(0x80 | (scalar & 0x3F)))
    case 0x800..<0x10000:
      scratch.append(UInt8(0xE0 | (scalar >> 12)))
      scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
      scratch.append(UInt8(0x80 | (scalar & 0x3F)))
    default:
      scratch.append(UInt8(0xF0 | (scalar >> 18)))
      scratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
      scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
      scratch.append(UInt8(0x80 | (scalar & 0x3F)))
    }
  }

  // MARK: Errors

  func isDigit(_ b: UInt8) -> Bool { b >= ASCII.zero && b <= ASCII.nine }

  func startsWith(_ word: StaticString) -> Bool {
    word.withUTF8Buffer { w in
      guard end - pos >= w.count else { return false }
      for i in 0..<w.count where bytes[pos + i] != w[i] { return false }
      return true
    }
  }

  /// The path of the value being read: every open container, plus the
  /// member or element of the innermost one if it is being read.
  func currentPath() -> JSONPath {
    var components: [JSONPath.Component] = []
    components.reserveCapacity(stack.count)
    for frame in stack where frame.inElement {
      components.append(frame.isObject ? .key(frame.pendingKey) : .index(frame.elements.count))
    }
    return JSONPath(components)
  }

  /// 1-based line and column of a byte offset; columns count scalars.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var i = start
    while i < offset && i < end {
      let b = bytes[i]
      if b == ASCII.newline {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    return (line, column)
  }

  func syntax(_ what: String, at offset: Int) -> JSONError {
    let (line, column) = location(of: offset)
    return JSONError(
      path: currentPath(), message: "invalid JSON: \(what) at line \(line), column \(column)")
  }

  /// The error for finding something other than `expected` at `pos`.
  func unexpected(_ expected: String) -> JSONError {
    guard pos < end else {
      return syntax("unexpected end of input, expected \(expected)", at: pos)
    }
    let b = bytes[pos]
    if b == ASCII.slash && pos + 1 < end
      && (bytes[pos + 1] == ASCII.slash || bytes[pos + 1] == ASCII.star)
    {
      return syntax("comments are not allowed", at: pos)
    }
    if startsWith("NaN") || startsWith("Infinity") {
      return syntax("NaN and Infinity are not allowed", at: pos)
    }
    return syntax("expected \(expected)", at: pos)
  }

  func hex4(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(digits[Int((value >> UInt32(shift)) & 0xF)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}

// MARK: - Printer

extension JSONValue: CustomStringConvertible {
  /// Pretty JSON: keys in stored order, `indent` spaces per level, no trailing
  /// newline. With `indent` 0 or less the output is compact, on one line.
  ///
  /// Integral numbers within ±2^53 print as integers (`100`, `-0`); others
  /// use the shortest round-trip form (`0.1`, `1e+300`). Non-finite numbers,
  /// which parsing never produces, print as `null`. Strings escape `"`, `\`
  /// and control characters; everything else is written as UTF-8.
  ///
  /// The printer recurses once per nesting level; parsed values are at most
  /// `JSONParser.defaultMaxDepth` deep.
  public func formatted(indent: Int = 2) -> String {
    var out: [UInt8] = []
    JSONWriter.write(self, into: &out, indent: max(indent, 0), level: 0)
    return String(decoding: out, as: UTF8.self)
  }

  /// The compact form.
  public var description: String { formatted(indent: 0) }
}

enum JSONWriter {
  static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int, level: Int) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let n): writeNumber(n.value, into: &out)
    case .string(let s): writeString(s, into: &out)
    case .array(let elements):
      if elements.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      out.append(ASCII.openBracket)
      for (i, element) in elements.enumerated() {
        if i > 0 { out.append(ASCII.comma) }
        newline(into: &out, indent: indent, level: level + 1)
        write(element, into: &out, indent: indent, level: level + 1)
      }
      newline(into: &out, indent: indent, level: level)
      out.append(ASCII.closeBracket)
    case .object(let object):
      if object.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(ASCII.openBrace)
      for i in object.indices {
        if i > 0 { out.append(ASCII.comma) }
        newline(into: &out, indent: indent, level: level + 1)
        writeString(object.keys[i], into: &out)
        out.append(ASCII.colon)
        if indent > 0 { out.append(ASCII.space) }
        write(object.values[i], into: &out, indent: indent, level: level + 1)
      }
      newline(into: &out, indent: indent, level: level)
      out.append(ASCII.closeBrace)
    }
  }

  static func newline(into out: inout [UInt8], indent: Int, level: Int) {
    guard indent > 0 else { return }
    out.append(ASCII.newline)
    out.append(contentsOf: repeatElement(ASCII.space, count: indent * level))
  }

  static func writeNumber(_ value: Double, into out: inout [UInt8]) {
    if !value.isFinite {
      out.append(contentsOf: "null".utf8)
    } else if JSONNumber.isExactInteger(value) {
      if value == 0 && value.sign == .minus { out.append(ASCII.minus) }
      out.append(contentsOf: String(Int(value)).utf8)
    } else {
      out.append(contentsOf: value.description.utf8)
    }
  }

  static func writeString(_ string: String, into out: inout [UInt8]) {
    out.append(ASCII.quote)
    for b in string.utf8 {
      switch b {
      case ASCII.quote:
        out.append(ASCII.backslash)
        out.append(ASCII.quote)
      case ASCII.backslash:
        out.append(ASCII.backslash)
        out.append(ASCII.backslash)
      case 0x0A:
        out.append(ASCII.backslash)
        out.append(UInt8(ascii: "n"))
      case 0x0D:
        out.append(ASCII.backslash)
        out.append(UInt8(ascii: "r"))
      case 0x09:
        out.append(ASCII.backslash)
        out.append(UInt8(ascii: "t"))
      case 0x08:
        out.append(ASCII.backslash)
        out.append(UInt8(ascii: "b"))
      case 0x0C:
        out.append(ASCII.backslash)
        out.append(UInt8(ascii: "f"))
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: "\\u00".utf8)
        out.append(hex[Int(b >> 4)])
        out.append(hex[Int(b & 0xF)])
      default: out.append(b)
      }
    }
    out.append(ASCII.quote)
  }

  /// `string` as a JSON string literal.
  static func quoted(_ string: String) -> String {
    var out: [UInt8] = []
    writeString(string, into: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
