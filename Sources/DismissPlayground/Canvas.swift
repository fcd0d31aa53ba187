/// What a cell of the playground's screen looks like, by meaning; the
/// terminal maps each to colours, the text output drops it.
public enum CellStyle: UInt8, Sendable, CaseIterable {
  case normal
  case faint
  case header
  case phoneBorder
  case screen
  case bar
  case container
  case field
  case placeholder
  case focusedField
  case button
  case row
  case layer
  case sheet
  case backdrop
  case keyboard
  case key
  case panelTitle
  case panelLabel
  case logEvent
  case logEffect
  case logHost
  case logQuiet
  case status
  case warning
}

/// The colour a tap-map overlay gives a cell: an outcome's colour
/// (``Palette``) and shade.
public struct OverlayTone: Hashable, Sendable {
  public var category: TapOutcome.Category
  public var shade: Int

  public init(category: TapOutcome.Category, shade: Int = 0) {
    self.category = category
    self.shade = shade
  }
}

/// One terminal cell: a character and its style.
public struct Cell: Equatable, Sendable {
  public var scalar: Unicode.Scalar
  public var style: CellStyle
  /// Drawn beneath a modal backdrop or not hit-testable.
  public var dimmed = false
  /// A tap-map overlay colour.
  public var overlay: OverlayTone?

  public init(_ scalar: Unicode.Scalar = " ", _ style: CellStyle = .normal) {
    self.scalar = scalar
    self.style = style
  }
}

/// A rectangle of cells: columns `col0..<col1`, rows `row0..<row1`.
public struct CellRect: Equatable, Sendable {
  public var col0: Int
  public var row0: Int
  public var col1: Int
  public var row1: Int

  public init(col0: Int, row0: Int, col1: Int, row1: Int) {
    self.col0 = col0
    self.row0 = row0
    self.col1 = col1
    self.row1 = row1
  }

  public init(col: Int, row: Int, width: Int, height: Int) {
    self.init(col0: col, row0: row, col1: col + width, row1: row + height)
  }

  public var width: Int { max(0, col1 - col0) }
  public var height: Int { max(0, row1 - row0) }
  public var isEmpty: Bool { width == 0 || height == 0 }

  public func contains(col: Int, row: Int) -> Bool {
    col >= col0 && col < col1 && row >= row0 && row < row1
  }

  public func intersection(_ other: CellRect) -> CellRect {
    CellRect(
      col0: max(col0, other.col0), row0: max(row0, other.row0),
      col1: min(col1, other.col1), row1: min(row1, other.row1))
  }

  public func offsetBy(cols: Int, rows: Int) -> CellRect {
    CellRect(col0: col0 + cols, row0: row0 + rows, col1: col1 + cols, row1: row1 + rows)
  }

  /// The row where a one-line label goes: the middle one, upper on a tie.
  public var labelRow: Int { row0 + (height - 1) / 2 }
}

/// A grid of cells that the playground draws into; turned into plain text
/// lines (tests, replays) or into terminal output with colours.
public struct Canvas: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(), count: self.width * self.height)
  }

  public var bounds: CellRect { CellRect(col: 0, row: 0, width: width, height: height) }

  public subscript(col: Int, row: Int) -> Cell {
    get { cells[row * width + col] }
    set { cells[row * width + col] = newValue }
  }

  /// Writes text from a cell, one scalar per cell, clipped to `clip` and
  /// the canvas. Returns the column after the last scalar.
  @discardableResult
  public mutating func put(
    _ text: String, col: Int, row: Int, style: CellStyle, clip: CellRect? = nil
  ) -> Int {
    let limit = clip.map { $0.intersection(bounds) } ?? bounds
    var c = col
    for scalar in text.unicodeScalars {
      if limit.contains(col: c, row: row) { self[c, row] = Cell(scalar, style) }
      c += 1
    }
    return c
  }

  /// Fills a rectangle with a character.
  public mutating func fill(_ rect: CellRect, _ scalar: Unicode.Scalar = " ", style: CellStyle) {
    let r = rect.intersection(bounds)
    guard !r.isEmpty else { return }
    for row in r.row0..<r.row1 {
      for col in r.col0..<r.col1 { self[col, row] = Cell(scalar, style) }
    }
  }

  /// Draws a single-line box on the edge of a rectangle, clipped, with an
  /// optional title in the top edge.
  public mutating func box(
    _ rect: CellRect, style: CellStyle, title: String? = nil, clip: CellRect? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let limit = (clip ?? bounds).intersection(bounds)
    func set(_ col: Int, _ row: Int, _ s: Unicode.Scalar) {
      if limit.contains(col: col, row: row) { self[col, row] = Cell(s, style) }
    }
    for col in rect.col0 + 1..<rect.col1 - 1 {
      set(col, rect.row0, "─")
      set(col, rect.row1 - 1, "─")
    }
    for row in rect.row0 + 1..<rect.row1 - 1 {
      set(rect.col0, row, "│")
      set(rect.col1 - 1, row, "│")
    }
    set(rect.col0, rect.row0, "┌")
    set(rect.col1 - 1, rect.row0, "┐")
    set(rect.col0, rect.row1 - 1, "└")
    set(rect.col1 - 1, rect.row1 - 1, "┘")
    if let title, rect.width > 4 {
      let text = fit(" " + title + " ", rect.width - 2)
      put(text, col: rect.col0 + 1, row: rect.row0, style: style, clip: limit)
    }
  }

  /// Dims cells (beneath a backdrop); blank ones show a light dot.
  public mutating func dim(_ rect: CellRect, dotBlanks: Bool) {
    let r = rect.intersection(bounds)
    guard !r.isEmpty else { return }
    for row in r.row0..<r.row1 {
      for col in r.col0..<r.col1 {
        self[col, row].dimmed = true
        if dotBlanks && self[col, row].scalar == " " { self[col, row].scalar = "·" }
      }
    }
  }

  /// The text of each row, trailing blanks removed.
  public var lines: [String] {
    (0..<height).map { row in
      var scalars = String.UnicodeScalarView()
      for col in 0..<width { scalars.append(self[col, row].scalar) }
      var line = String(scalars)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Terminal output that draws the whole canvas from the top-left corner:
  /// each row is positioned, written in full with its colours, and ends
  /// with the attributes reset, so no clear is needed between frames.
  public var ansi: String {
    var out = ""
    out.reserveCapacity(width * height * 4)
    for row in 0..<height {
      out += "\u{1B}[\(row + 1);1H"
      var current: String? = nil
      for col in 0..<width {
        let cell = self[col, row]
        let sgr = Canvas.sgr(for: cell)
        if sgr != current {
          out += "\u{1B}[0;" + sgr + "m"
          current = sgr
        }
        out.unicodeScalars.append(cell.scalar)
      }
      out += "\u{1B}[0m"
    }
    return out
  }

  /// The SGR parameters of a cell (256-colour palette).
  static func sgr(for cell: Cell) -> String {
    var (fg, bg, bold) = colours(cell.style)
    if cell.dimmed {
      fg = 244
      if bg != nil { bg = 236 }
    }
    if let overlay = cell.overlay {
      let colour = Palette.terminalColour(of: overlay.category, shade: overlay.shade)
      bg = colour
      // White text on dark colours, black on light ones.
      fg = Palette.isDark(terminalColour: colour) ? 231 : 16
    }
    var parts: [String] = []
    if bold { parts.append("1") }
    parts.append("38;5;\(fg)")
    if let bg { parts.append("48;5;\(bg)") }
    return parts.joined(separator: ";")
  }

  static func colours(_ style: CellStyle) -> (fg: Int, bg: Int?, bold: Bool) {
    switch style {
    case .normal: return (252, nil, false)
    case .faint: return (242, nil, false)
    case .header: return (231, 24, true)
    case .phoneBorder: return (245, nil, false)
    case .screen: return (252, 235, false)
    case .bar: return (231, 238, true)
    case .container: return (246, 235, false)
    case .field: return (16, 253, false)
    case .placeholder: return (245, 253, false)
    case .focusedField: return (16, 229, false)
    case .button: return (231, 31, true)
    case .row: return (252, 237, false)
    case .layer: return (16, 250, false)
    case .sheet: return (16, 254, false)
    case .backdrop: return (240, 233, false)
    case .keyboard: return (250, 239, false)
    case .key: return (16, 252, false)
    case .panelTitle: return (231, nil, true)
    case .panelLabel: return (110, nil, false)
    case .logEvent: return (252, nil, false)
    case .logEffect: return (215, nil, true)
    case .logHost: return (114, nil, false)
    case .logQuiet: return (244, nil, false)
    case .status: return (16, 250, false)
    case .warning: return (231, 124, true)
    }
  }
}

/// Text cut to a number of cells, with an ellipsis when it is longer.
func fit(_ text: String, _ width: Int) -> String {
  guard width > 0 else { return "" }
  let scalars = Array(text.unicodeScalars)
  if scalars.count <= width { return text }
  var view = String.UnicodeScalarView()
  view.append(contentsOf: scalars.prefix(width - 1))
  view.append("…")
  return String(view)
}

/// Text padded with spaces (or cut) to exactly a number of cells.
func pad(_ text: String, _ width: Int) -> String {
  let fitted = fit(text, width)
  let count = fitted.unicodeScalars.count
  return count < width ? fitted + String(repeating: " ", count: width - count) : fitted
}

/// Text centred in a number of cells.
func centre(_ text: String, _ width: Int) -> String {
  let fitted = fit(text, width)
  let count = fitted.unicodeScalars.count
  let left = (width - count) / 2
  return String(repeating: " ", count: max(0, left)) + fitted
    + String(repeating: " ", count: max(0, width - count - left))
}

/// Splits text into lines of at most `width` cells, at spaces when it can.
func wrap(_ text: String, _ width: Int, indent: String = "  ") -> [String] {
  guard width > indent.count + 4 else { return [fit(text, max(1, width))] }
  var lines: [String] = []
  var current: [Unicode.Scalar] = []
  var limit = width
  for scalar in text.unicodeScalars {
    current.append(scalar)
    if current.count > limit {
      // Break at the last space if there is one in the second half.
      var cut = current.count - 1
      if let space = current.lastIndex(of: " "), space > limit / 3 { cut = space }
      var head = String.UnicodeScalarView()
      head.append(contentsOf: current[..<cut])
      lines.append(String(head))
      var rest = Array(current[cut...])
      while rest.first == " " { rest.removeFirst() }
      current = Array(indent.unicodeScalars) + rest
      limit = width
    }
  }
  var tail = String.UnicodeScalarView()
  tail.append(contentsOf: current)
  if !current.isEmpty || lines.isEmpty { lines.append(String(tail)) }
  return lines
}
