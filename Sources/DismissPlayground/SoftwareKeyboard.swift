/// A key of the drawn software keyboard.
public enum KeyCap: Equatable, Sendable {
  case character(Character)
  case backspace
  case space
  case enter
}

/// The software keyboard drawn at the bottom of the phone while a field has
/// focus. Like the real one it is its own window: clicks on it type, and
/// never reach the engine.
public struct SoftwareKeyboard: Equatable, Sendable {
  /// The cells it covers (phone coordinates).
  public var area: CellRect
  /// Its keys and their cells.
  public var keys: [(cap: KeyCap, rect: CellRect)]
  /// The row of its hint line, if it has room for one.
  public var hintRow: Int?

  public static func == (a: SoftwareKeyboard, b: SoftwareKeyboard) -> Bool {
    a.area == b.area && a.hintRow == b.hintRow && a.keys.count == b.keys.count
      && zip(a.keys, b.keys).allSatisfy { $0.cap == $1.cap && $0.rect == $1.rect }
  }

  /// Lays the keys out in an area: four rows of keys at its bottom, spaced
  /// out when there is room, and a hint line above them when there is one
  /// more row.
  public init(area: CellRect) {
    self.area = area
    keys = []
    hintRow = nil
    guard area.height >= 4, area.width >= 12 else { return }
    let spacing = area.height >= 8 ? 2 : 1
    let used = 4 * spacing - (spacing - 1)
    let free = area.height - used
    if free >= 1 { hintRow = area.row0 }
    let top = area.row0 + (free >= 1 ? 1 + (free - 1) / 2 : 0)
    let keyWidth = area.width >= 32 ? 3 : 2
    let letterRows: [String] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    for (index, letters) in letterRows.enumerated() {
      let row = top + index * spacing
      var count = letters.count
      if index == 2 { count += 1 }  // backspace
      let width = count * keyWidth + (index == 2 ? keyWidth : 0)
      var col = area.col0 + (area.width - width) / 2
      for letter in letters {
        keys.append((.character(letter), CellRect(col: col, row: row, width: keyWidth, height: 1)))
        col += keyWidth
      }
      if index == 2 {
        col += keyWidth / 2
        keys.append(
          (.backspace, CellRect(col: col, row: row, width: keyWidth * 2 - keyWidth / 2, height: 1)))
      }
    }
    let row = top + 3 * spacing
    let spaceWidth = keyWidth * 5
    let enterWidth = keyWidth * 3
    let start = area.col0 + (area.width - spaceWidth - enterWidth - 1) / 2
    keys.append((.space, CellRect(col: start, row: row, width: spaceWidth, height: 1)))
    keys.append(
      (.enter, CellRect(col: start + spaceWidth + 1, row: row, width: enterWidth, height: 1)))
  }

  /// The key at a phone cell.
  public func key(col: Int, row: Int) -> KeyCap? {
    keys.first { $0.rect.contains(col: col, row: row) }?.cap
  }

  /// The label drawn on a key.
  static func label(_ cap: KeyCap, width: Int) -> String {
    switch cap {
    case .character(let c): return width >= 3 ? " \(c) " : " \(c)"
    case .backspace: return centre("⌫", width)
    case .space: return centre("space", width)
    case .enter: return centre("return", width)
    }
  }
}
