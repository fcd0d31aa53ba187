/// The colour language of DismissKit's pictures, written down once: the
/// playground's tap map in the terminal (`m`), the SVG of `dismisskit
/// tapmap`, and the on-device debug overlay (`dismissalDebugOverlay()`)
/// use the same colour for the same meaning.
///
/// | colour | meaning |
/// |---|---|
/// | blue | focus moves to a text input (there, a tap keeps the keyboard up) |
/// | green | the keyboard stays |
/// | red | the keyboard is dismissed (resign focus) |
/// | orange | layers are dismissed |
/// | purple | a control acts: it opens or closes a layer |
/// | dark grey | nothing: a modal layer's backdrop takes the tap |
/// | light grey | nothing |
///
/// An outcome that does two things (dismisses a menu and the keyboard) is
/// drawn in the colour of the first, striped with the colour of the second.
/// Outcomes that share their colours differ by shade (four, well apart) and,
/// beyond four, by a dotted pattern; each has its own glyph in the terminal.
///
/// ```swift
/// Palette.name(of: .dismiss)                 // "orange"
/// Palette.svgColour(of: .resign, shade: 0)   // "#e31a1c"
/// ```
public enum Palette {
  /// The colour's name, for legends and help.
  public static func name(of category: TapOutcome.Category) -> String {
    switch category {
    case .dismiss: "orange"
    case .resign: "red"
    case .focus: "blue"
    case .control: "purple"
    case .keep: "green"
    case .blocked: "dark grey"
    case .nothing: "light grey"
    }
  }

  /// SVG fills, well apart: mid, light, dark, mid-light.
  static func svgShades(of category: TapOutcome.Category) -> [String] {
    switch category {
    case .dismiss: ["#fd8d3c", "#fdd0a2", "#d94801", "#fdae6b"]
    case .resign: ["#e31a1c", "#fcbba1", "#99000d", "#fb6a4a"]
    case .focus: ["#4292c6", "#c6dbef", "#08519c", "#9ecae1"]
    case .control: ["#9e9ac8", "#dadaeb", "#54278f", "#bcbddc"]
    case .keep: ["#41ab5d", "#c7e9c0", "#006d2c", "#a1d99b"]
    case .blocked: ["#737373", "#525252", "#969696", "#252525"]
    case .nothing: ["#f0f0f0", "#d9d9d9", "#ffffff", "#e5e5e5"]
    }
  }

  /// Terminal backgrounds (the xterm 256-colour palette), in the same order.
  static func terminalShades(of category: TapOutcome.Category) -> [Int] {
    switch category {
    case .dismiss: [208, 223, 166, 215]
    case .resign: [196, 217, 124, 203]
    case .focus: [33, 153, 25, 75]
    case .control: [141, 189, 91, 183]
    case .keep: [71, 157, 28, 114]
    case .blocked: [242, 239, 245, 237]
    case .nothing: [254, 251, 231, 252]
    }
  }

  /// Whether an xterm 256-colour index is dark (relative luminance below
  /// 0.25): text on it is drawn white.
  public static func isDark(terminalColour index: Int) -> Bool {
    let rgb: (Double, Double, Double)
    switch index {
    case 16..<232:
      let n = index - 16
      func level(_ v: Int) -> Double { v == 0 ? 0 : Double(55 + v * 40) / 255 }
      rgb = (level(n / 36), level(n / 6 % 6), level(n % 6))
    case 232..<256:
      let v = Double(8 + (index - 232) * 10) / 255
      rgb = (v, v, v)
    default:
      return index == 0 || (index >= 1 && index <= 6) || index == 8
    }
    func linear(_ c: Double) -> Double {
      c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) * ((c + 0.055) / 1.055)
    }
    return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2) < 0.25
  }

  /// The number of shades each colour has.
  public static let shadeCount = 4

  /// The SVG fill of a colour's shade (shades repeat beyond four).
  public static func svgColour(of category: TapOutcome.Category, shade: Int) -> String {
    let shades = svgShades(of: category)
    return shades[shade % shades.count]
  }

  /// The terminal colour of a colour's shade.
  public static func terminalColour(of category: TapOutcome.Category, shade: Int) -> Int {
    let shades = terminalShades(of: category)
    return shades[shade % shades.count]
  }

  /// A look in words, as the console lists it beside the picture:
  /// `orange, red stripes`, `orange (shade 2)`.
  public static func words(for look: OutcomeLook) -> String {
    var text = name(of: look.category)
    if let stripes = look.stripes { text += ", \(name(of: stripes)) stripes" }
    if look.shade > 0 { text += " (shade \(look.shade % shadeCount + 1))" }
    if look.isDotted { text += ", dotted" }
    return text
  }

  /// How each of a list of outcomes is drawn: its colours, its shade among
  /// the outcomes of the same colours, and its glyph (`1`...`9`, `a`...`z`).
  public static func looks(for outcomes: [TapOutcome]) -> [OutcomeLook] {
    var used: [String: Int] = [:]
    let glyphs = Array("123456789abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    return outcomes.enumerated().map { index, outcome in
      let key = "\(outcome.category)/\(outcome.secondCategory.map { "\($0)" } ?? "")"
      let shade = used[key, default: 0]
      used[key] = shade + 1
      return OutcomeLook(
        category: outcome.category, stripes: outcome.secondCategory, shade: shade,
        glyph: index < glyphs.count ? glyphs[index] : "*")
    }
  }
}

/// How one outcome of a tap map is drawn (``Palette/looks(for:)``).
public struct OutcomeLook: Hashable, Sendable {
  /// The main colour.
  public var category: TapOutcome.Category
  /// The colour of the stripes: what else the tap does.
  public var stripes: TapOutcome.Category?
  /// The shade among outcomes of the same colours (0 is the first).
  public var shade: Int
  /// The outcome's mark in the terminal map and legend.
  public var glyph: Unicode.Scalar

  /// Whether it is dotted too: a fifth outcome of the same colours or more.
  public var isDotted: Bool { shade >= Palette.shadeCount }

  /// The main colour's terminal tone.
  public var tone: OverlayTone { OverlayTone(category: category, shade: shade) }
  /// The stripes' terminal tone.
  public var stripeTone: OverlayTone? { stripes.map { OverlayTone(category: $0, shade: 0) } }
}
