import DismissCore
import DismissScenarios

/// A tap map laid over the phone: the outcome of each phone cell, the
/// outcomes, and how each is drawn (``Palette``).
public struct PhoneOverlay: Sendable {
  public var columns: Int
  public var rows: Int
  /// Row-major, the index of the cell's outcome in ``outcomes``; `nil` where
  /// nothing is coloured (the keyboard).
  public var cells: [Int?]
  /// The outcomes shown, sorted.
  public var outcomes: [TapOutcome]
  /// How each outcome is drawn.
  public var looks: [OutcomeLook]

  public init(columns: Int, rows: Int, cells: [Int?], outcomes: [TapOutcome]) {
    self.columns = columns
    self.rows = rows
    self.cells = cells
    self.outcomes = outcomes
    looks = Palette.looks(for: outcomes)
  }

  /// The legend: each outcome's look and label.
  public var legend: [(look: OutcomeLook, label: String)] {
    zip(looks, outcomes).map { ($0, $1.label) }
  }

  /// Lays the map over a phone canvas: each cell takes its outcome's colour,
  /// every fourth diagonal its stripes' colour (when it does two things),
  /// and blank cells in every
  /// other column its glyph (not the spaces between a label's words), so
  /// that outcomes of one colour still differ.
  func apply(to phone: inout Canvas) {
    guard columns == phone.width, rows == phone.height else { return }
    func isBlank(_ col: Int, _ row: Int) -> Bool {
      guard col >= 0, col < columns else { return true }
      let scalar = phone[col, row].scalar
      return scalar == " " || scalar == "·"
    }
    for row in 0..<rows {
      for col in 0..<columns {
        guard let outcome = cells[row * columns + col] else { continue }
        let look = looks[outcome]
        // Stripes only for outcomes that do two things; dots (dark grey)
        // for the fifth outcome of the same colours and beyond.
        let isStripe = look.stripes != nil && (col + row) % 4 == 0
        let isDot = look.isDotted && !isStripe && col % 4 == 2 && row % 2 == 0
        phone[col, row].overlay =
          isStripe
          ? look.stripeTone : isDot ? OverlayTone(category: .blocked, shade: 0) : look.tone
        if !isStripe, col % 2 == 1, isBlank(col - 1, row), isBlank(col, row), isBlank(col + 1, row)
        {
          phone[col, row].scalar = look.glyph
        }
      }
    }
  }
}

/// Draws the playground: pure functions from the playground's state to a
/// ``Canvas``, so that tests and replays need no terminal.
public enum PlaygroundRenderer {
  /// The whole terminal screen: header, phone, side panel, status row; or
  /// the too-small message.
  public static func render(
    _ playground: Playground, layout: ScreenLayout, overlay: PhoneOverlay? = nil,
    status: String? = nil, pointer: PointerKind? = nil
  ) -> Canvas {
    var canvas = Canvas(width: layout.columns, height: layout.rows)
    if let problem = layout.problem {
      drawProblem(problem, into: &canvas)
      return canvas
    }
    // Header.
    canvas.fill(CellRect(col: 0, row: 0, width: layout.columns, height: 1), style: .header)
    var title = " DismissKit playground"
    if playground.scenario.regions != DemoScreen.scenario.regions
      && !playground.scenario.name.isEmpty
    {
      title += " · " + playground.scenario.name
    }
    canvas.put(fit(title, layout.columns - 1), col: 0, row: 0, style: .header)
    let scale =
      "1 cell = \(number(layout.phone.pointsPerColumn))×\(number(layout.phone.pointsPerRow)) pt "
    if layout.columns - title.unicodeScalars.count > scale.unicodeScalars.count + 2 {
      canvas.put(scale, col: layout.columns - scale.unicodeScalars.count, row: 0, style: .header)
    }
    // Phone.
    let geometry = layout.phone
    let border = CellRect(
      col: layout.phoneColumn - 1, row: layout.phoneRow - 1, width: geometry.columns + 2,
      height: geometry.rows + 2)
    canvas.box(border, style: .phoneBorder)
    var phone = renderPhone(playground, geometry: geometry)
    overlay?.apply(to: &phone)
    for row in 0..<phone.height {
      for col in 0..<phone.width {
        canvas[col + layout.phoneColumn, row + layout.phoneRow] = phone[col, row]
      }
    }
    // Panel and status.
    drawPanel(playground, overlay: overlay, pointer: pointer, in: layout.panel, into: &canvas)
    let help =
      status
      ?? (playground.isKeyboardUp
        ? " typing · Tab next field · Esc escape · ^P policy · ^T tap map · ^R reset (keeps policy) · ^C quit"
        : " click, drag, wheel · Esc · Tab focus · p policy · m tap map · r reset (keeps policy) · q quit")
    canvas.fill(
      CellRect(col: 0, row: layout.rows - 1, width: layout.columns, height: 1), style: .status)
    canvas.put(fit(help, layout.columns), col: 0, row: layout.rows - 1, style: .status)
    return canvas
  }

  static func drawProblem(_ problem: String, into canvas: inout Canvas) {
    let lines = wrap(problem, max(10, canvas.width - 2), indent: "")
    let top = max(0, (canvas.height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < canvas.height {
      canvas.put(centre(line, canvas.width), col: 0, row: top + index, style: .warning)
    }
  }

  // MARK: - The phone

  /// What a region is drawn as, in drawing order.
  enum Item {
    case region(Scenario.Region)
    case backdrop(String)
  }

  /// The present regions and the open layers' backdrops, back to front:
  /// plane 0 in document order, then each open layer (bottom to top) with
  /// its backdrop first and its content in document order (rule 2).
  static func drawingOrder(_ playground: Playground) -> [Item] {
    let engine = playground.engine
    var planes: [String: [Scenario.Region]] = [:]
    var base: [Scenario.Region] = []
    for region in playground.regions {
      guard let id = playground.id(of: region.id), engine.isPresent(id) else { continue }
      if let layer = nearestLayer(region.id, playground) {
        planes[layer, default: []].append(region)
      } else {
        base.append(region)
      }
    }
    var items = base.map(Item.region)
    for layer in engine.openLayers.compactMap({ playground.name(of: $0) }) {
      if let id = playground.id(of: layer), engine.region(id)?.backdrop != nil {
        items.append(.backdrop(layer))
      }
      items.append(contentsOf: (planes[layer] ?? []).map(Item.region))
    }
    return items
  }

  /// The nearest layer ancestor-or-self of a region.
  static func nearestLayer(_ id: String, _ playground: Playground) -> String? {
    var current: String? = id
    var steps = 0
    while let name = current, let region = playground.region(name),
      steps <= playground.regions.count
    {
      if region.kind == .layer { return name }
      current = region.parent
      steps += 1
    }
    return nil
  }

  /// The phone's screen alone, one cell per `geometry` cell.
  public static func renderPhone(_ playground: Playground, geometry: PhoneGeometry) -> Canvas {
    var canvas = Canvas(width: geometry.columns, height: geometry.rows)
    canvas.fill(canvas.bounds, style: .screen)
    let engine = playground.engine
    var pendingScrollBars: [(String, CellRect)] = []
    func flushScrollBars() {
      for (list, rect) in pendingScrollBars { drawScrollBar(list, rect, playground, into: &canvas) }
      pendingScrollBars.removeAll()
    }
    for item in drawingOrder(playground) {
      switch item {
      case .backdrop(let layer):
        flushScrollBars()
        guard let id = playground.id(of: layer), let backdrop = engine.region(id)?.backdrop else {
          continue
        }
        let frame = backdrop == .infinite ? geometry.screen : backdrop
        canvas.dim(geometry.cells(frame), dotBlanks: true)
      case .region(let region):
        guard let id = playground.id(of: region.id), let current = engine.region(id) else {
          continue
        }
        if region.kind == .layer { flushScrollBars() }
        let full = geometry.cells(current.frame)
        let clip = clipRect(region, playground, geometry).intersection(canvas.bounds)
        let visible = full.intersection(clip)
        guard !visible.isEmpty else { continue }
        draw(region, full: full, clip: clip, playground, geometry, into: &canvas)
        if playground.decor.look(of: region.id) == .scrollList {
          pendingScrollBars.append((region.id, visible))
        }
        if !isHitTestable(region, playground) { canvas.dim(visible, dotBlanks: false) }
      }
    }
    flushScrollBars()
    if playground.isKeyboardUp {
      drawKeyboard(keyboard(for: playground, geometry: geometry), into: &canvas)
    }
    return canvas
  }

  /// The software keyboard's layout on a phone.
  public static func keyboard(for playground: Playground, geometry: PhoneGeometry)
    -> SoftwareKeyboard
  {
    var area = geometry.cells(playground.decor.keyboard)
    area = area.intersection(
      CellRect(col: 0, row: 0, width: geometry.columns, height: geometry.rows))
    if area.height < 4 {
      area.row0 = max(0, area.row1 - 4)
    }
    return SoftwareKeyboard(area: area)
  }

  /// The cells a region may draw in: the phone, cut by clipping ancestors.
  static func clipRect(
    _ region: Scenario.Region, _ playground: Playground, _ geometry: PhoneGeometry
  ) -> CellRect {
    var clip = CellRect(col0: -10, row0: -10, col1: 10_000, row1: 10_000)
    var current = region.parent
    var steps = 0
    while let name = current, let ancestor = playground.region(name),
      steps <= playground.regions.count
    {
      if ancestor.clips, let id = playground.id(of: name),
        let frame = playground.engine.region(id)?.frame
      {
        clip = clip.intersection(geometry.cells(frame))
      }
      current = ancestor.parent
      steps += 1
    }
    return clip
  }

  static func isHitTestable(_ region: Scenario.Region, _ playground: Playground) -> Bool {
    var current: Scenario.Region? = region
    var steps = 0
    while let r = current, steps <= playground.regions.count {
      if !r.hitTestable { return false }
      current = r.parent.flatMap { playground.region($0) }
      steps += 1
    }
    return true
  }

  static func draw(
    _ region: Scenario.Region, full: CellRect, clip: CellRect, _ playground: Playground,
    _ geometry: PhoneGeometry, into canvas: inout Canvas
  ) {
    let visible = full.intersection(clip)
    var look = playground.decor.look(of: region.id)
    if let sent = playground.sentTexts[region.id] { look = .row(sent) }
    if look == .generic {
      switch region.kind {
      case .container:
        if full.col0 <= 0 && full.row0 <= 0 && full.col1 >= geometry.columns
          && full.row1 >= geometry.rows
        {
          look = .background
        }
      case .textInput:
        look =
          ScreenDecor.looksSecure(region.id)
          ? .secureField(placeholder: region.id) : .field(placeholder: region.id)
      case .control: look = .button(region.id)
      case .layer: look = .popover(region.id)
      }
    }
    let row = full.labelRow
    switch look {
    case .background:
      canvas.fill(visible, style: .screen)
    case .bar(let title):
      canvas.fill(visible, style: .bar)
      canvas.put(fit(" " + title, full.width), col: full.col0, row: row, style: .bar, clip: clip)
    case .field(let placeholder), .secureField(let placeholder):
      let focused = playground.state.focus == region.id
      let style: CellStyle = focused ? .focusedField : .field
      canvas.fill(visible, style: style)
      guard full.width >= 3 else { break }
      let inner = full.width - 2
      var text = playground.texts[region.id] ?? ""
      if case .secureField = look {
        // A password field shows a dot per character, as a secure text
        // field does.
        text = String(repeating: "•", count: text.count)
      }
      canvas.put("[", col: full.col0, row: row, style: style, clip: clip)
      canvas.put("]", col: full.col1 - 1, row: row, style: style, clip: clip)
      if text.isEmpty && !focused {
        canvas.put(
          fit(placeholder, inner), col: full.col0 + 1, row: row, style: .placeholder, clip: clip)
      } else if text.isEmpty {
        // The cursor, and the placeholder moved to the right end.
        let hint = fit(placeholder, max(0, inner - 2))
        canvas.put(
          hint, col: full.col1 - 1 - hint.unicodeScalars.count, row: row, style: .placeholder,
          clip: clip)
        canvas.put("_", col: full.col0 + 1, row: row, style: style, clip: clip)
      } else {
        var shown = text + (focused ? "_" : "")
        let scalars = Array(shown.unicodeScalars)
        if scalars.count > inner {
          var view = String.UnicodeScalarView()
          view.append("…")
          view.append(contentsOf: scalars.suffix(inner - 1))
          shown = String(view)
        }
        canvas.put(shown, col: full.col0 + 1, row: row, style: style, clip: clip)
      }
    case .button(let title):
      canvas.fill(visible, style: .button)
      let length = title.unicodeScalars.count
      if length + 2 <= full.width || length > full.width {
        guard full.width >= 3 else { break }
        canvas.put(
          "(" + centre(title, full.width - 2) + ")", col: full.col0, row: row, style: .button,
          clip: clip)
      } else {
        // Room for the title but not the parentheses: the title alone.
        canvas.put(centre(title, full.width), col: full.col0, row: row, style: .button, clip: clip)
      }
    case .item(let title):
      canvas.fill(visible, style: .layer)
      canvas.put(fit(" " + title, full.width), col: full.col0, row: row, style: .layer, clip: clip)
    case .label(let text):
      let style =
        canvas.bounds.contains(col: full.col0, row: row) ? canvas[full.col0, row].style : .screen
      canvas.put(fit(" " + text, full.width), col: full.col0, row: row, style: style, clip: clip)
    case .scrollList:
      canvas.fill(visible, style: .row)
    case .row(let text):
      canvas.fill(visible, style: .row)
      canvas.put(fit(" " + text, full.width - 1), col: full.col0, row: row, style: .row, clip: clip)
    case .popover(let title):
      canvas.fill(visible, style: .layer)
      canvas.box(full, style: .layer, title: title, clip: clip)
    case .sheet(let title):
      canvas.fill(visible, style: .sheet)
      canvas.box(full, style: .sheet, title: title, clip: clip)
    case .generic:
      // A container that is not the whole screen: a box with its id.
      if full.height >= 2 && full.width >= 4 {
        canvas.box(full, style: .container, title: region.id, clip: clip)
      } else {
        canvas.put(
          fit(region.id, full.width), col: full.col0, row: row, style: .container, clip: clip)
      }
    }
  }

  /// A scroll bar on the right edge of a scrolling list.
  static func drawScrollBar(
    _ list: String, _ visible: CellRect, _ playground: Playground, into canvas: inout Canvas
  ) {
    let range = playground.scrollRange(of: list)
    guard range > 0, visible.height >= 2 else { return }
    let offset = playground.scrollOffsets[list] ?? 0
    let height = visible.height
    guard let frame = playground.region(list)?.frame else { return }
    let thumb = max(1, Int((Double(height) * frame.height / (frame.height + range)).rounded()))
    let top = Int((Double(height - thumb) * offset / range).rounded())
    let col = visible.col1 - 1
    for row in visible.row0..<visible.row1 {
      let inThumb = row - visible.row0 >= top && row - visible.row0 < top + thumb
      canvas.put(inThumb ? "┃" : "│", col: col, row: row, style: .row)
    }
  }

  static func drawKeyboard(_ keyboard: SoftwareKeyboard, into canvas: inout Canvas) {
    canvas.fill(keyboard.area, style: .keyboard)
    if let row = keyboard.hintRow {
      canvas.put(
        centre("keyboard (its own window)", keyboard.area.width),
        col: keyboard.area.col0, row: row, style: .keyboard)
    }
    for (cap, rect) in keyboard.keys {
      canvas.put(
        SoftwareKeyboard.label(cap, width: rect.width), col: rect.col0, row: rect.row0, style: .key)
    }
  }

  // MARK: - The side panel

  static func drawPanel(
    _ playground: Playground, overlay: PhoneOverlay?, pointer: PointerKind?, in panel: CellRect,
    into canvas: inout Canvas
  ) {
    guard panel.width >= 10, panel.height >= 4 else { return }
    let width = panel.width - 1
    var lines: [(text: String, style: CellStyle, look: OutcomeLook?)] = []
    func line(_ text: String, _ style: CellStyle) { lines.append((text, style, nil)) }
    let preset = playground.presets[playground.presetIndex]
    let policy = playground.policy
    line(
      "Policy (p) \(playground.presetIndex + 1)/\(playground.presets.count): \(preset.name)",
      .panelTitle)
    line(
      "  dismissKeyboardOn \(policy.dismissKeyboardOn) · controlsKeyboard \(policy.controlsKeyboard)",
      .panelLabel)
    line("  dragDismissesKeyboard \(policy.dragDismissesKeyboard ? "on" : "off")", .panelLabel)
    let state = playground.state
    line("Focus: " + (state.focus.map { "\($0) (keyboard up)" } ?? "none"), .panelLabel)
    line(
      "Open:  " + (state.open.isEmpty ? "none" : state.open.joined(separator: " › ")), .panelLabel)
    if let pointer {
      line("Mouse (s): " + (pointer == .pencil ? "Apple Pencil" : "finger"), .panelLabel)
    }
    if let overlay {
      line("Tap map (m): what a tap on each cell would do", .panelTitle)
      for (look, label) in overlay.legend { lines.append((label, .normal, look)) }
    }
    var row = panel.row0
    for (text, style, look) in lines {
      if let look {
        guard row < panel.row1 else { break }
        // The swatch: the glyph on the colour, then the stripes' colour.
        var swatch = Cell(look.glyph, .normal)
        swatch.overlay = look.tone
        canvas[panel.col0, row] = swatch
        var second = Cell(" ", .normal)
        second.overlay = look.stripeTone ?? look.tone
        canvas[panel.col0 + 1, row] = second
        canvas.put(fit(text, width - 3), col: panel.col0 + 3, row: row, style: .normal)
        row += 1
        continue
      }
      for piece in wrap(text, width) where row < panel.row1 {
        canvas.put(piece, col: panel.col0, row: row, style: style)
        row += 1
      }
    }
    guard row + 2 <= panel.row1 else { return }
    canvas.put(String(repeating: "─", count: width), col: panel.col0, row: row, style: .faint)
    canvas.put(" Log ", col: panel.col0 + 2, row: row, style: .panelTitle)
    row += 1
    // The newest entries that fit whole, oldest first (the newest one cut
    // to its end if it is taller than the panel).
    var wrapped: [(String, CellStyle)] = []
    let room = panel.row1 - row
    for entry in playground.log.reversed() {
      let style: CellStyle
      switch entry.tone {
      case .effect: style = .logEffect
      case .host: style = .logHost
      case .event: style = .logEvent
      case .quiet: style = .logQuiet
      }
      let pieces = wrap("• " + entry.text, width)
      if !wrapped.isEmpty && wrapped.count + pieces.count > room { break }
      wrapped.insert(contentsOf: pieces.map { ($0, style) }, at: 0)
      if wrapped.count >= room { break }
    }
    for (text, style) in wrapped.suffix(panel.row1 - row) {
      canvas.put(text, col: panel.col0, row: row, style: style)
      row += 1
    }
  }
}
