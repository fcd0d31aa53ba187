import DismissCore
import DismissPlayground
import DismissScenarios
import Testing

/// The one colour language, and outcomes that differ looking different.
@Suite("The palette")
struct PaletteTests {
  /// Relative luminance of `#rrggbb`, 0...1.
  func luminance(_ hex: String) -> Double {
    let digits = Array(hex.dropFirst())
    func channel(_ i: Int) -> Double {
      let value = Double(Int(String(digits[i..<i + 2]), radix: 16) ?? 0) / 255
      return value <= 0.039_28
        ? value / 12.92 : ((value + 0.055) / 1.055) * ((value + 0.055) / 1.055)
    }
    return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  }

  @Test("the meanings match the on-device debug overlay: blue, green, red, orange")
  func meanings() {
    #expect(Palette.name(of: .focus) == "blue")
    #expect(Palette.name(of: .keep) == "green")
    #expect(Palette.name(of: .resign) == "red")
    #expect(Palette.name(of: .dismiss) == "orange")
    let names = TapOutcome.Category.allCases.map { Palette.name(of: $0) }
    #expect(Set(names).count == names.count, "one colour per meaning")
    #expect(TapOutcome.Category.resign.summary.hasPrefix("red: "))
  }

  @Test("the shades of one colour are well apart, in the SVG")
  func shadesApart() {
    for category in TapOutcome.Category.allCases {
      let shades = (0..<Palette.shadeCount).map {
        luminance(Palette.svgColour(of: category, shade: $0))
      }
      for i in shades.indices {
        for j in shades.indices where j > i {
          #expect(abs(shades[i] - shades[j]) > 0.05, "\(category) shades \(i) and \(j)")
        }
      }
      let terminal = (0..<Palette.shadeCount).map {
        Palette.terminalColour(of: category, shade: $0)
      }
      #expect(Set(terminal).count == Palette.shadeCount, "\(category) in the terminal")
    }
  }

  @Test("every outcome of the demo's tap maps has a look of its own, and a fill of its own")
  func distinctLooks() throws {
    var session = ScenarioSession(DemoScreen.scenario)
    for _ in DemoScreen.scenario.events.indices {
      try session.step()
      let map = TapMap.compute(session, screen: DemoScreen.decor.screen, step: 10)
      let looks = map.looks.map { "\($0.category) \(String(describing: $0.stripes)) \($0.shade)" }
      #expect(Set(looks).count == looks.count)
      #expect(Set(map.fills).count == map.fills.count)
      #expect(Set(map.looks.map(\.glyph)).count == map.looks.count)
    }
  }

  @Test("a dismissal that also resigns is orange striped red; the terminal legend shows glyphs")
  func stripesAndGlyphs() throws {
    var session = ScenarioSession(DemoScreen.scenario)
    while session.nextEvent <= 3 { try session.step() }
    let outcome = session.probeTap(at: Point(x: 175, y: 170))
    #expect(outcome.category == .dismiss)
    #expect(outcome.secondCategory == .resign)
    let map = TapMap.compute(session, screen: DemoScreen.decor.screen, step: 10)
    let index = try #require(map.outcomes.firstIndex(of: outcome))
    #expect(map.fills[index] == "url(#outcome\(index))")
    let svg = TapMapSVG.render(map, session: session, stateDescription: "after event 3")
    #expect(svg.contains("<pattern id=\"outcome\(index)\""))
    #expect(svg.contains("fill=\"\(Palette.svgColour(of: .resign, shade: 0))\"/></pattern>"))

    var playground = Playground(DemoScreen.scenario)
    for event in DemoScreen.scenario.events.prefix(4) { try playground.run(event) }
    let layout = ScreenLayout.make(columns: 100, rows: 36, screen: playground.decor.screen)
    let overlay = playground.overlay(geometry: layout.phone)
    let text = PlaygroundRenderer.render(playground, layout: layout, overlay: overlay).lines
      .joined(separator: "\n")
    for (look, label) in overlay.legend {
      #expect(text.contains("\(look.glyph)  \(label.prefix(20))"), "\(label)")
    }
    #expect(overlay.legend.contains { $0.label == "dismiss menu (tapOutside) + resign focus" })
  }

  @Test("text on every tap-map colour is readable: white on dark colours, black on light ones")
  func readableText() {
    #expect(!Palette.isDark(terminalColour: 231))
    #expect(Palette.isDark(terminalColour: 16))
    #expect(Palette.isDark(terminalColour: 124))
    #expect(!Palette.isDark(terminalColour: 223))
    for category in TapOutcome.Category.allCases {
      for shade in 0..<Palette.shadeCount {
        var canvas = Canvas(width: 1, height: 1)
        canvas.put("x", col: 0, row: 0, style: .normal)
        var cell = canvas[0, 0]
        cell.overlay = OverlayTone(category: category, shade: shade)
        canvas[0, 0] = cell
        let bg = Palette.terminalColour(of: category, shade: shade)
        let fg = Palette.isDark(terminalColour: bg) ? 231 : 16
        #expect(canvas.ansi.contains("38;5;\(fg);48;5;\(bg)m"), "\(category) shade \(shade)")
        #expect(fg != bg)
      }
    }
  }

  @Test("an outcome that does one thing is drawn in its colour alone: no stripes")
  func noStripesForOneThing() throws {
    var playground = Playground(DemoScreen.scenario)
    for event in DemoScreen.scenario.events.prefix(6) { try playground.run(event) }
    let layout = ScreenLayout.make(columns: 100, rows: 36, screen: playground.decor.screen)
    let overlay = playground.overlay(geometry: layout.phone)
    let phone = PlaygroundRenderer.render(playground, layout: layout, overlay: overlay)
    for (index, look) in overlay.looks.enumerated() where look.stripes == nil {
      for row in 0..<overlay.rows {
        for col in 0..<overlay.columns where overlay.cells[row * overlay.columns + col] == index {
          let cell = phone[col + layout.phoneColumn, row + layout.phoneRow]
          #expect(cell.overlay == look.tone, "\(overlay.outcomes[index].label) at \(col), \(row)")
        }
      }
    }
  }
}
