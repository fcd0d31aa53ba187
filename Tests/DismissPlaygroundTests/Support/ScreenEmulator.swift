/// A tiny terminal: enough of VT100/xterm to turn the playground's output
/// back into screen text (cursor positioning, erasing, SGR ignored, modes
/// recorded).
struct ScreenEmulator {
  let columns: Int
  let rows: Int
  private(set) var grid: [[Unicode.Scalar]]
  private(set) var row = 0
  private(set) var column = 0
  /// Private modes turned on and off, in order: `?1049h`, `?1000l`...
  private(set) var modes: [String] = []
  private var pending: [UInt8] = []

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The screen's rows, trailing blanks removed.
  var lines: [String] {
    grid.map { scalars in
      var line = String(String.UnicodeScalarView(scalars))
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The whole screen as one string.
  var text: String { lines.joined(separator: "\n") }

  /// The text from a column rightwards (the side panel), its lines joined
  /// and every run of blanks made one space, so that wrapped log lines read
  /// as one.
  func flowingText(fromColumn start: Int) -> String {
    var words: [Substring] = []
    for line in lines {
      let scalars = Array(line.unicodeScalars)
      guard scalars.count > start else { continue }
      let tail = String(String.UnicodeScalarView(scalars[start...]))
      words.append(contentsOf: tail.split(separator: " "))
    }
    return words.joined(separator: " ")
  }

  /// The 0-based cell where a string starts on screen, if it is there.
  func find(_ needle: String) -> (column: Int, row: Int)? {
    for (r, line) in lines.enumerated() {
      let scalars = Array(line.unicodeScalars)
      let target = Array(needle.unicodeScalars)
      guard target.count <= scalars.count else { continue }
      for c in 0...(scalars.count - target.count)
      where Array(scalars[c..<(c + target.count)]) == target {
        return (c, r)
      }
    }
    return nil
  }

  mutating func feed(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
    var i = 0
    let data = pending
    while i < data.count {
      let b = data[i]
      if b == 0x1B {
        guard i + 1 < data.count else { break }
        if data[i + 1] == UInt8(ascii: "[") {
          var end = i + 2
          while end < data.count && !(0x40...0x7E ~= data[end]) { end += 1 }
          guard end < data.count else { break }
          csi(Array(data[(i + 2)..<end]), final: data[end])
          i = end + 1
        } else {
          i += 2
        }
        continue
      }
      if b == 0x0D {
        column = 0
        i += 1
        continue
      }
      if b == 0x0A {
        row = min(rows - 1, row + 1)
        i += 1
        continue
      }
      if b < 0x20 {
        i += 1
        continue
      }
      let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
      guard i + length <= data.count else { break }
      let text = String(decoding: data[i..<(i + length)], as: UTF8.self)
      for scalar in text.unicodeScalars { put(scalar) }
      i += length
    }
    pending.removeFirst(i)
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    if column < columns && row < rows { grid[row][column] = scalar }
    column += 1
  }

  private mutating func csi(_ parameters: [UInt8], final: UInt8) {
    let text = String(decoding: parameters, as: UTF8.self)
    if text.hasPrefix("?") {
      if final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
        for mode in text.dropFirst().split(separator: ";") {
          modes.append("?\(mode)\(Character(Unicode.Scalar(final)))")
        }
      }
      return
    }
    let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, _ fallback: Int) -> Int {
      index < numbers.count ? (numbers[index] ?? fallback) : fallback
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      row = max(0, min(rows - 1, number(0, 1) - 1))
      column = max(0, min(columns - 1, number(1, 1) - 1))
    case UInt8(ascii: "J"):
      if number(0, 0) == 2 {
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
      }
    case UInt8(ascii: "K"):
      if row < rows {
        for c in column..<columns { grid[row][c] = " " }
      }
    default:
      break  // SGR and the rest: no effect on the text
    }
  }
}

extension ScreenEmulator: CustomStringConvertible {
  /// The screen text, so that failed expectations print the screen.
  var description: String { "\n" + text }
}
