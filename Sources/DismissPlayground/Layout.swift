import DismissCore

/// How the phone's points map onto terminal cells. A cell shows what is at
/// its centre: a region covers the cells whose centres its frame contains,
/// and a click on a cell is a touch at the cell's centre, so what is drawn
/// in a cell is what a click there touches.
public struct PhoneGeometry: Equatable, Sendable {
  /// The screen in points.
  public var screen: Rect
  /// Points per terminal column.
  public var pointsPerColumn: Double
  /// Points per terminal row.
  public var pointsPerRow: Double

  public init(screen: Rect, pointsPerColumn: Double, pointsPerRow: Double) {
    self.screen = screen
    self.pointsPerColumn = pointsPerColumn
    self.pointsPerRow = pointsPerRow
  }

  /// The phone's size in cells.
  public var columns: Int { cells(screen).col1 }
  public var rows: Int { cells(screen).row1 }

  /// The cells whose centres a frame contains (phone coordinates: cell 0, 0
  /// is the screen's top-left corner).
  public func cells(_ frame: Rect) -> CellRect {
    guard frame.isValid else { return CellRect(col0: 0, row0: 0, col1: 0, row1: 0) }
    func index(_ value: Double, _ scale: Double) -> Int {
      let raw = (value / scale - 0.5).rounded(.up)
      return Int(min(max(raw, -10), 10_000))
    }
    return CellRect(
      col0: index(frame.minX, pointsPerColumn), row0: index(frame.minY, pointsPerRow),
      col1: index(frame.maxX, pointsPerColumn), row1: index(frame.maxY, pointsPerRow))
  }

  /// The point at the centre of a cell: where a click on it touches.
  public func point(col: Int, row: Int) -> Point {
    Point(x: (Double(col) + 0.5) * pointsPerColumn, y: (Double(row) + 0.5) * pointsPerRow)
  }

  /// The cell that shows a point.
  public func cell(of point: Point) -> (col: Int, row: Int) {
    (Int((point.x / pointsPerColumn).rounded(.down)), Int((point.y / pointsPerRow).rounded(.down)))
  }
}

/// Where everything goes in a terminal of a given size: a header row, the
/// phone in a border on the left, the side panel on the right, a status row.
public struct ScreenLayout: Equatable, Sendable {
  /// The terminal's size.
  public var columns: Int
  public var rows: Int
  /// The phone's scale.
  public var phone: PhoneGeometry
  /// The terminal cell of the phone's cell 0, 0 (0-based).
  public var phoneColumn: Int
  public var phoneRow: Int
  /// The side panel.
  public var panel: CellRect
  /// Why the terminal is too small, if it is.
  public var problem: String?

  /// The narrowest side panel.
  public static let minimumPanelWidth = 28
  /// The fewest cells the phone may be drawn in.
  public static let minimumPhoneColumns = 30
  public static let minimumPhoneRows = 16

  /// The layout for a terminal size and a screen in points: one cell is
  /// 10 x 20 points when it fits, else the phone shrinks to fit (down to
  /// 30 x 16 cells); smaller terminals get a `problem`.
  public static func make(columns: Int, rows: Int, screen: Rect) -> ScreenLayout {
    let width = max(screen.width, 1)
    let height = max(screen.height, 1)
    let availableColumns = columns - 3 - minimumPanelWidth
    let availableRows = rows - 4
    let sx = max(10, (width / Double(max(availableColumns, 1))).rounded(.up))
    let sy = max(20, (height / Double(max(availableRows, 1))).rounded(.up))
    let geometry = PhoneGeometry(screen: screen, pointsPerColumn: sx, pointsPerRow: sy)
    let needColumns =
      min(Int((width / 10).rounded(.up)), minimumPhoneColumns) + 3 + minimumPanelWidth
    let needRows = min(Int((height / 20).rounded(.up)), minimumPhoneRows) + 4
    var layout = ScreenLayout(
      columns: columns, rows: rows, phone: geometry, phoneColumn: 1, phoneRow: 2,
      panel: CellRect(col0: 0, row0: 0, col1: 0, row1: 0), problem: nil)
    if columns < needColumns || rows < needRows || geometry.columns > availableColumns
      || geometry.rows > availableRows
    {
      layout.problem =
        "Terminal too small: \(columns)×\(rows). The playground needs at least \(needColumns)×\(needRows): "
        + "make the window bigger, or press q to quit."
      return layout
    }
    let panelColumn = geometry.columns + 3
    layout.panel = CellRect(col0: panelColumn, row0: 1, col1: columns, row1: rows - 1)
    return layout
  }

  /// The smallest terminal size that draws a screen: the size `make` asks
  /// for, grown where the phone's rounding still leaves it too tight.
  public static func minimumSize(for screen: Rect) -> (columns: Int, rows: Int) {
    let width = max(screen.width, 1)
    let height = max(screen.height, 1)
    var columns =
      min(Int((width / 10).rounded(.up)), minimumPhoneColumns) + 3 + minimumPanelWidth
    var rows = min(Int((height / 20).rounded(.up)), minimumPhoneRows) + 4
    // `make` refuses while the phone's cells do not fit; a few steps at most.
    for _ in 0..<64 {
      let layout = make(columns: columns, rows: rows, screen: screen)
      guard layout.problem != nil else { break }
      if layout.phone.columns > columns - 3 - minimumPanelWidth { columns += 1 }
      if layout.phone.rows > rows - 4 { rows += 1 }
    }
    return (columns, rows)
  }

  /// The phone cell under a terminal cell (0-based), which may lie outside
  /// the phone.
  public func phoneCell(column: Int, row: Int) -> (col: Int, row: Int) {
    (column - phoneColumn, row - phoneRow)
  }

  /// Whether a phone cell is on the phone.
  public func isOnPhone(col: Int, row: Int) -> Bool {
    col >= 0 && col < phone.columns && row >= 0 && row < phone.rows
  }

  /// The terminal cell (0-based) that shows a point.
  public func terminalCell(of point: Point) -> (column: Int, row: Int) {
    let cell = phone.cell(of: point)
    return (cell.col + phoneColumn, cell.row + phoneRow)
  }
}
