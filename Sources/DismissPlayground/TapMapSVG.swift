import DismissCore
import DismissScenarios

/// Writes a tap map as an SVG picture, by hand: the tap outcomes as
/// coloured rectangles, every region of the scenario outlined and named on
/// top, and a legend.
public enum TapMapSVG {
  static let margin = 16.0
  static let headerHeight = 58.0
  static let minimumLegendWidth = 400.0

  /// The outline colour of each kind of region, in the colour language of
  /// ``Palette``: a text input is where focus goes (blue), a control acts
  /// (purple), a layer is what gets dismissed (orange).
  static func stroke(_ kind: RegionKind) -> String {
    switch kind {
    case .container: return "#555555"
    case .textInput: return "#08519c"
    case .control: return "#54278f"
    case .layer: return layerStroke
    }
  }

  /// Layers' and backdrops' outlines: a dark orange.
  static let layerStroke = "#a63603"

  /// The patterns of outcomes that are striped (they do two things) or
  /// dotted (a fifth outcome of the same colours, or more).
  static func patterns(_ map: TapMap) -> [String] {
    map.looks.enumerated().compactMap { index, look in
      guard look.stripes != nil || look.isDotted else { return nil }
      var text =
        "<pattern id=\"outcome\(index)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<rect width=\"8\" height=\"8\" fill=\"\(Palette.svgColour(of: look.category, shade: look.shade))\"/>"
      if let stripes = look.stripes {
        text +=
          "<rect width=\"3\" height=\"8\" fill=\"\(Palette.svgColour(of: stripes, shade: 0))\"/>"
      }
      if look.isDotted {
        text += "<circle cx=\"6\" cy=\"4\" r=\"1.3\" fill=\"#222222\" fill-opacity=\"0.6\"/>"
      }
      return text + "</pattern>"
    }
  }

  /// The SVG text of a tap map of a session's state.
  ///
  /// - Parameters:
  ///   - map: the tap map, computed on `session`.
  ///   - session: the scenario stepped to the state the map shows.
  ///   - stateDescription: which state it is, for the title.
  public static func render(_ map: TapMap, session: ScenarioSession, stateDescription: String)
    -> String
  {
    let scenario = session.scenario
    let screen = map.screen
    let originX = margin
    let originY = headerHeight
    let legendX = originX + screen.width + 2 * margin
    let colours = map.fills
    // Wide enough for the longest outcome (12 pt text, about 6.8 pt a
    // character) and its share on the right.
    let longest = map.outcomes.map(\.label.count).max() ?? 0
    let legendWidth = max(Self.minimumLegendWidth, 30 + Double(longest) * 6.8 + 44)
    var out: [String] = []
    let placements = place(session: session, screen: screen)
    let closedLayers = placements.filter {
      !$0.present && $0.region.kind == .layer && $0.backdropOf == nil
    }
    .map(\.region.id)
    var height = 0.0

    // The legend first, to know the picture's height.
    var legend: [String] = []
    var y = 0.0
    func legendText(
      _ text: String, bold: Bool = false, size: Double = 12, colour: String = "#222222"
    ) {
      y += size + 6
      legend.append(
        "<text x=\"0\" y=\"\(n(y))\" font-size=\"\(n(size))\"\(bold ? " font-weight=\"bold\"" : "") fill=\"\(colour)\">\(escape(text))</text>"
      )
    }
    legendText("What a tap there would do", bold: true, size: 14)
    let area = Double(map.columns * map.rows)
    var counts = Array(repeating: 0, count: map.outcomes.count)
    for cell in map.cells { counts[cell] += 1 }
    for (index, outcome) in map.outcomes.enumerated() {
      y += 8
      let share = Double(counts[index]) / max(area, 1) * 100
      legend.append(
        "<g class=\"legend-entry\" data-category=\"\(outcome.category)\">"
          + "<rect x=\"0\" y=\"\(n(y))\" width=\"22\" height=\"14\" fill=\"\(colours[index])\" stroke=\"#333333\" stroke-width=\"0.5\"/>"
          + "<text x=\"30\" y=\"\(n(y + 11))\" font-size=\"12\">\(escape(outcome.label))</text>"
          + "<text x=\"\(n(legendWidth - 8))\" y=\"\(n(y + 11))\" font-size=\"10\" fill=\"#777777\" text-anchor=\"end\">\(n(share.rounded()))%</text></g>"
      )
      y += 14
    }
    y += 10
    legendText("Colours (as in the playground and the debug overlay)", bold: true)
    for category in TapOutcome.Category.allCases {
      let colour = Palette.svgColour(of: category, shade: 0)
      y += 4
      legend.append(
        "<rect x=\"0\" y=\"\(n(y))\" width=\"12\" height=\"10\" fill=\"\(colour)\" stroke=\"#333333\" stroke-width=\"0.5\"/>"
          + "<text x=\"20\" y=\"\(n(y + 9))\" font-size=\"11\">\(escape(category.summary))</text>")
      y += 12
    }
    legendText(
      "Striped: the tap does two things (orange, red stripes: layers and keyboard).", size: 11,
      colour: "#444444")
    legendText(
      "One colour, several outcomes: shades, then dots; each is named above.", size: 11,
      colour: "#444444")
    y += 10
    legendText("Regions (outline colour by kind)", bold: true)
    for kind in RegionKind.allCases {
      y += 4
      legend.append(
        "<rect x=\"0\" y=\"\(n(y))\" width=\"22\" height=\"10\" fill=\"none\" stroke=\"\(stroke(kind))\" stroke-width=\"1.5\"/>"
          + "<text x=\"30\" y=\"\(n(y + 9))\" font-size=\"11\">\(kind)</text>")
      y += 12
    }
    y += 4
    legend.append(
      "<rect x=\"0\" y=\"\(n(y))\" width=\"22\" height=\"10\" fill=\"none\" stroke=\"#777777\" stroke-width=\"1\" stroke-dasharray=\"3 2\"/>"
        + "<text x=\"30\" y=\"\(n(y + 9))\" font-size=\"11\">absent: in a closed layer</text>")
    y += 12
    y += 4
    legend.append(
      "<rect x=\"0\" y=\"\(n(y))\" width=\"22\" height=\"10\" fill=\"url(#hatch)\" stroke=\"\(layerStroke)\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>"
        + "<text x=\"30\" y=\"\(n(y + 9))\" font-size=\"11\">an open modal layer's backdrop (what it covers is faint)</text>"
    )
    y += 12
    if !closedLayers.isEmpty {
      legendText(
        "Closed layers: " + closedLayers.joined(separator: ", "), size: 11, colour: "#444444")
    }
    y += 10
    legendText("How", bold: true)
    for line in [
      "Each \(n(map.step)) × \(n(map.step)) pt square is the outcome of a tap",
      "(down, then up 0.05 s later, at its top-left point) made on a",
      "copy of the engine and the host model (rule 6).",
      "Policy: dismissKeyboardOn \(scenario.policy.dismissKeyboardOn),",
      "controlsKeyboard \(scenario.policy.controlsKeyboard), dragDismissesKeyboard "
        + (scenario.policy.dragDismissesKeyboard ? "on" : "off") + ",",
      "escapeDismissesKeyboard " + (scenario.policy.escapeDismissesKeyboard ? "on" : "off")
        + ", pencilDismissesKeyboard "
        + (scenario.policy.pencilDismissesKeyboard ? "on" : "off") + ".",
    ] {
      legendText(line, size: 11, colour: "#444444")
    }
    let width = legendX + legendWidth + margin
    height = max(originY + screen.height + 24 + margin, originY + y + margin)

    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    out.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
        + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">")
    out.append("<title>\(escape("Tap map: " + scenario.name))</title>")
    out.append(
      "<defs>" + patterns(map).joined()
        + "<pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#555555\" stroke-width=\"1\" stroke-opacity=\"0.35\"/></pattern></defs>"
    )
    out.append(
      "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>")
    out.append(
      "<text x=\"\(n(margin))\" y=\"24\" font-size=\"16\" font-weight=\"bold\">\(escape("Tap map · " + scenario.name))</text>"
    )
    let state = session.state
    let subtitle =
      stateDescription + " · focus: " + (state.focus ?? "none") + " · open: "
      + (state.open.isEmpty ? "none" : state.open.joined(separator: " › "))
    out.append(
      "<text x=\"\(n(margin))\" y=\"44\" font-size=\"12\" fill=\"#444444\">\(escape(subtitle))</text>"
    )

    // The outcomes.
    out.append(
      "<g id=\"tap-map\" transform=\"translate(\(n(originX - screen.minX)) \(n(originY - screen.minY)))\" shape-rendering=\"crispEdges\">"
    )
    for patch in map.patches {
      let f = patch.frame
      out.append(
        "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"\(colours[patch.outcome])\"/>"
      )
    }
    out.append("</g>")

    // The regions, back to front: absent ones (faint, unlabelled), plane 0,
    // then each open layer with its backdrop first (rule 2). Descendants of
    // clipping regions are clipped as the engine clips them.
    let translate = "translate(\(n(originX - screen.minX)) \(n(originY - screen.minY)))"
    out.append("<g id=\"regions\" transform=\"\(translate)\" font-size=\"10\">")
    var clipIDs: [String: String] = [:]
    for (index, region) in scenario.regions.enumerated() where region.clips {
      clipIDs[region.id] = "clip\(index)"
      let f = region.frame
      var element = "<clipPath id=\"clip\(index)\""
      if let outer = clippingAncestor(region.id, scenario), let outerID = clipIDs[outer] {
        element += " clip-path=\"url(#\(outerID))\""
      }
      element +=
        "><rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\"/></clipPath>"
      out.append(element)
    }
    for item in placements {
      let region = item.region
      if let layer = item.backdropOf {
        let b = item.frame
        out.append(
          "<g class=\"backdrop\" data-layer=\"\(escape(layer))\"><rect x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(b.width))\" "
            + "height=\"\(n(b.height))\" fill=\"url(#hatch)\" stroke=\"\(layerStroke)\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/></g>"
        )
        continue
      }
      let f = region.frame
      let present = item.present
      let dash =
        present
        ? (item.beneathModal ? " opacity=\"0.3\"" : "")
        : " stroke-dasharray=\"4 3\" opacity=\"0.35\""
      var element =
        "<g class=\"region\" data-id=\"\(escape(region.id))\" data-kind=\"\(region.kind)\""
      if !present { element += " data-absent=\"true\"" }
      if let clip = clippingAncestor(region.id, scenario), let clipID = clipIDs[clip] {
        element += " clip-path=\"url(#\(clipID))\""
      }
      element +=
        "><rect x=\"\(n(f.x + 0.5))\" y=\"\(n(f.y + 0.5))\" width=\"\(n(max(0, f.width - 1)))\" height=\"\(n(max(0, f.height - 1)))\" "
        + "fill=\"none\" stroke=\"\(present ? stroke(region.kind) : "#777777")\" stroke-width=\"\(region.kind == .layer ? "2" : "1.2")\"\(dash)/></g>"
      out.append(element)
    }
    out.append("</g>")
    // Labels on top of every outline, placed so that they do not overlap.
    out.append("<g id=\"labels\" transform=\"\(translate)\" font-size=\"10\">")
    for item in placements {
      guard let label = item.label else { continue }
      let anchor = label.anchorEnd ? " text-anchor=\"end\"" : ""
      out.append(
        "<text x=\"\(n(label.x))\" y=\"\(n(label.y))\"\(anchor) fill=\"\(label.colour)\" stroke=\"#ffffff\" stroke-width=\"2.5\" "
          + "stroke-opacity=\"0.85\" paint-order=\"stroke\">\(escape(label.text))</text>")
    }
    out.append("</g>")

    out.append("<g id=\"legend\" transform=\"translate(\(n(legendX)) \(n(originY - 18)))\">")
    out.append(contentsOf: legend)
    out.append("</g>")
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// A region or a backdrop to draw, and its label.
  struct Placement {
    var region: Scenario.Region
    var present: Bool
    /// For a backdrop: its layer (and `frame` is the backdrop's frame).
    var backdropOf: String?
    var frame: Rect
    var label: Label?
    /// Beneath an open modal layer's backdrop: drawn faint, not labelled.
    var beneathModal = false
  }

  struct Label {
    var x: Double
    var y: Double
    var anchorEnd: Bool
    var text: String
    var colour: String
  }

  /// What to draw, back to front (absent regions, plane 0, then each open
  /// layer's backdrop and content), with labels placed front to back so that
  /// they do not overlap.
  static func place(session: ScenarioSession, screen: Rect) -> [Placement] {
    let scenario = session.scenario
    let engine = session.engine
    var planes: [String: [Scenario.Region]] = [:]
    var base: [Scenario.Region] = []
    var items: [Placement] = []
    for region in scenario.regions {
      guard let id = session.id(of: region.id), engine.isPresent(id) else {
        items.append(Placement(region: region, present: false, frame: region.frame))
        continue
      }
      if let layer = nearestLayer(region.id, scenario) {
        planes[layer, default: []].append(region)
      } else {
        base.append(region)
      }
    }
    items += base.map { Placement(region: $0, present: true, frame: $0.frame) }
    for layer in engine.openLayers.compactMap({ session.name(of: $0) }) {
      if let region = scenario.regions.first(where: { $0.id == layer }),
        let backdrop = region.backdrop
      {
        let frame = backdrop == .infinite ? screen : backdrop
        items.append(Placement(region: region, present: true, backdropOf: layer, frame: frame))
      }
      items += (planes[layer] ?? []).map { Placement(region: $0, present: true, frame: $0.frame) }
    }
    // What an open modal layer's backdrop covers cannot be touched: faint.
    for index in items.indices where items[index].backdropOf != nil {
      let backdrop = items[index].frame
      for below in 0..<index where items[below].present && items[below].backdropOf == nil {
        let f = items[below].frame
        if f.minX >= backdrop.minX && f.maxX <= backdrop.maxX && f.minY >= backdrop.minY
          && f.maxY <= backdrop.maxY
        {
          items[below].beneathModal = true
        }
      }
    }
    // Labels, front to back.
    var taken: [Rect] = []
    func overlaps(_ box: Rect) -> Bool {
      taken.contains {
        $0.minX < box.maxX && box.minX < $0.maxX && $0.minY < box.maxY && box.minY < $0.maxY
      }
    }
    for index in items.indices.reversed() where items[index].present {
      let item = items[index]
      let region = item.region
      var text: String
      var colour = stroke(region.kind)
      var visible = item.frame
      if let layer = item.backdropOf {
        text = "\(layer)'s backdrop (modal)"
        colour = layerStroke
        visible = intersect(visible, screen)
      } else {
        var tags: [String] = []
        if region.kind == .layer {
          tags.append(region.backdrop != nil ? "layer, modal" : "layer")
          if !region.excluding.isEmpty {
            tags.append("excludes " + region.excluding.joined(separator: ", "))
          }
        }
        if let keyboard = region.keyboard { tags.append("keyboard: \(keyboard)") }
        if region.clips { tags.append("clips") }
        if !region.hitTestable { tags.append("not hit-testable") }
        text = tags.isEmpty ? region.id : region.id + " (" + tags.joined(separator: ", ") + ")"
        var current = region.parent
        var steps = 0
        while let name = current, let ancestor = scenario.regions.first(where: { $0.id == name }),
          steps <= scenario.regions.count
        {
          if ancestor.clips { visible = intersect(visible, ancestor.frame) }
          current = ancestor.parent
          steps += 1
        }
        visible = intersect(visible, screen)
        let wholeScreen =
          region.frame.minX <= screen.minX && region.frame.minY <= screen.minY
          && region.frame.maxX >= screen.maxX && region.frame.maxY >= screen.maxY
        if item.beneathModal && !wholeScreen { continue }
        if wholeScreen {
          // The whole screen: say so under it.
          items[index].label = Label(
            x: screen.minX + 2, y: screen.maxY + 14, anchorEnd: false,
            text: text + " is the whole screen",
            colour: colour)
          continue
        }
      }
      guard visible.width > 0, visible.height > 0 else { continue }
      let width = Double(text.count) * 5.6 + 2
      let height = 11.0
      let candidates: [(Rect, Label)] = [
        (
          Rect(x: visible.minX + 2, y: visible.minY + 1, width: width, height: height),
          Label(
            x: visible.minX + 3, y: visible.minY + 10, anchorEnd: false, text: text, colour: colour)
        ),
        (
          Rect(x: visible.maxX - 2 - width, y: visible.minY + 1, width: width, height: height),
          Label(
            x: visible.maxX - 3, y: visible.minY + 10, anchorEnd: true, text: text, colour: colour)
        ),
        (
          Rect(x: visible.minX + 2, y: visible.maxY - 1 - height, width: width, height: height),
          Label(
            x: visible.minX + 3, y: visible.maxY - 3, anchorEnd: false, text: text, colour: colour)
        ),
        (
          Rect(
            x: visible.maxX - 2 - width, y: visible.maxY - 1 - height, width: width, height: height),
          Label(
            x: visible.maxX - 3, y: visible.maxY - 3, anchorEnd: true, text: text, colour: colour)
        ),
      ]
      let fits = candidates.filter { box, _ in
        box.minX >= visible.minX && box.maxX <= visible.maxX + 0.5 && box.minY >= visible.minY
          && box.maxY <= visible.maxY + 0.5
      }
      if let (box, label) = fits.first(where: { !overlaps($0.0) }) {
        taken.append(box)
        items[index].label = label
      } else if fits.isEmpty, let (box, label) = candidates.first, !overlaps(box) {
        // Too small for its label: write it from the left edge anyway,
        // leftwards from the right edge of the screen if it would leave it.
        var label = label
        var box = box
        if box.maxX > screen.maxX {
          label.anchorEnd = true
          label.x = screen.maxX - 3
          box.x = screen.maxX - 2 - width
        }
        if !overlaps(box) {
          taken.append(box)
          items[index].label = label
        }
      }
    }
    return items
  }

  static func intersect(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = max(a.minX, b.minX)
    let y0 = max(a.minY, b.minY)
    let x1 = min(a.maxX, b.maxX)
    let y1 = min(a.maxY, b.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The nearest ancestor of a region that clips.
  static func clippingAncestor(_ id: String, _ scenario: Scenario) -> String? {
    var current = scenario.regions.first(where: { $0.id == id })?.parent
    var steps = 0
    while let name = current, let region = scenario.regions.first(where: { $0.id == name }),
      steps <= scenario.regions.count
    {
      if region.clips { return name }
      current = region.parent
      steps += 1
    }
    return nil
  }

  static func nearestLayer(_ id: String, _ scenario: Scenario) -> String? {
    var current: String? = id
    var steps = 0
    while let name = current, let region = scenario.regions.first(where: { $0.id == name }),
      steps <= scenario.regions.count
    {
      if region.kind == .layer { return name }
      current = region.parent
      steps += 1
    }
    return nil
  }

  /// A number for SVG: integers without a fraction, else two decimals.
  static func n(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e12 { return String(Int(value)) }
    return String((value * 100).rounded() / 100)
  }

  /// Text escaped for XML.
  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}
