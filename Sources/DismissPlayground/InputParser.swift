/// A mouse report (xterm SGR mode: `ESC [ < b ; x ; y M` or `m`).
public struct MouseEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A button went down.
    case press
    /// A button went up.
    case release
    /// The mouse moved with a button down.
    case drag
    /// The mouse moved with no button down.
    case move
    /// The wheel turned: towards the top of the content, or the bottom.
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  /// 0 left, 1 middle, 2 right.
  public var button: Int
  /// The cell, 0-based.
  public var column: Int
  public var row: Int

  public init(_ kind: Kind, button: Int = 0, column: Int, row: Int) {
    self.kind = kind
    self.button = button
    self.column = column
    self.row = row
  }
}

/// A key.
public enum Key: Equatable, Sendable {
  /// A printable character.
  case character(Character)
  /// The Escape key alone.
  case escape
  case enter
  case tab
  case backTab
  case backspace
  /// Control plus a letter: `.control("c")` for Ctrl-C.
  case control(Character)
  case up, down, left, right
  /// An escape sequence the playground does not use.
  case unknown
}

/// One thing the person did.
public enum InputEvent: Equatable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
}

/// Turns the bytes a terminal sends into keys and mouse reports.
///
/// The Escape key sends the byte ESC alone, and escape sequences (mouse
/// reports, arrows) start with it: a lone ESC at the end of the bytes read
/// so far stays pending until more bytes come or ``flush()`` is called
/// after a short timeout, which makes it the Escape key.
public struct InputParser: Sendable {
  var buffer: [UInt8] = []

  public init() {}

  /// Whether bytes are waiting (an incomplete sequence): call ``flush()``
  /// if nothing more arrives shortly.
  public var hasPending: Bool { !buffer.isEmpty }

  /// Takes bytes; returns the complete events among them.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    buffer.append(contentsOf: bytes)
    return parse(final: false)
  }

  /// Ends waiting: a pending lone ESC is the Escape key; an incomplete
  /// sequence is dropped.
  public mutating func flush() -> [InputEvent] {
    parse(final: true)
  }

  mutating func parse(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var i = 0
    let bytes = buffer
    parsing: while i < bytes.count {
      let b = bytes[i]
      switch b {
      case 0x1B:
        guard i + 1 < bytes.count else {
          if final {
            events.append(.key(.escape))
            i += 1
            continue
          }
          break parsing
        }
        let next = bytes[i + 1]
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
          // A CSI or SS3 sequence: parameters, then a final byte 0x40...0x7E.
          var end = i + 2
          while end < bytes.count && !(0x40...0x7E ~= bytes[end]) { end += 1 }
          guard end < bytes.count else {
            if final {
              events.append(.key(.escape))
              i = bytes.count
              continue
            }
            break parsing
          }
          events.append(
            contentsOf: sequence(
              Array(bytes[(i + 2)..<end]), final: bytes[end], ss3: next == UInt8(ascii: "O")))
          i = end + 1
        } else {
          // ESC then something else: Escape, then that key (Alt+key).
          events.append(.key(.escape))
          i += 1
        }
      case 0x0D, 0x0A:
        events.append(.key(.enter))
        i += 1
      case 0x09:
        events.append(.key(.tab))
        i += 1
      case 0x7F, 0x08:
        events.append(.key(.backspace))
        i += 1
      case 0x00..<0x20:
        events.append(.key(.control(Character(Unicode.Scalar(b + 0x60)))))
        i += 1
      default:
        // UTF-8.
        let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard i + length <= bytes.count else {
          if final { i = bytes.count }
          break parsing
        }
        let text = String(decoding: bytes[i..<(i + length)], as: UTF8.self)
        if let c = text.first, c != "\u{FFFD}" { events.append(.key(.character(c))) }
        i += length
      }
    }
    buffer.removeFirst(min(i, buffer.count))
    return events
  }

  func sequence(_ parameters: [UInt8], final: UInt8, ss3: Bool) -> [InputEvent] {
    if !ss3, parameters.first == UInt8(ascii: "<") {
      let numbers = String(decoding: parameters.dropFirst(), as: UTF8.self).split(separator: ";")
        .compactMap { Int($0) }
      guard numbers.count == 3 else { return [] }
      let code = numbers[0]
      let column = numbers[1] - 1
      let row = numbers[2] - 1
      if code & 64 != 0 {
        switch code & 3 {
        case 0: return [.mouse(MouseEvent(.wheelUp, column: column, row: row))]
        case 1: return [.mouse(MouseEvent(.wheelDown, column: column, row: row))]
        default: return []
        }
      }
      let button = code & 3
      if code & 32 != 0 {
        return [
          .mouse(MouseEvent(button == 3 ? .move : .drag, button: button, column: column, row: row))
        ]
      }
      let kind: MouseEvent.Kind = final == UInt8(ascii: "M") ? .press : .release
      return [.mouse(MouseEvent(kind, button: button, column: column, row: row))]
    }
    switch final {
    case UInt8(ascii: "A"): return [.key(.up)]
    case UInt8(ascii: "B"): return [.key(.down)]
    case UInt8(ascii: "C"): return [.key(.right)]
    case UInt8(ascii: "D"): return [.key(.left)]
    case UInt8(ascii: "Z"): return [.key(.backTab)]
    default: return [.key(.unknown)]
    }
  }
}
