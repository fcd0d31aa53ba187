import DismissCore
import DismissTestSupport
import UIKit

/// A generated case for ``SwiftUIPropertyHarness``: a SwiftUI screen (a
/// root in the window or in a presented cover; marked views; the
/// `UITextField`s and `UISwitch`es SwiftUI draws; layers tied to bindings),
/// the switches it runs under, and a timeline of steps.
struct SwiftUIPropertyCase: SteppedCase, Sendable {
  enum Mark: Sendable, Equatable {
    /// `keyboardBehavior(_:)`.
    case keyboard(KeyboardBehavior)
    /// `dismissalExcluded(from:)` of a layer (its trigger).
    case excluded(Int)
  }

  /// A marked view; `frame` in window coordinates.
  struct Marked: Sendable {
    var frame: Rect
    /// An earlier marked view around it.
    var parent: Int?
    var mark: Mark
  }

  /// A platform view SwiftUI draws in the hosting view: a `TextField` or a
  /// `Toggle`, inside the marked view `parent` (whole), overlapping no other.
  struct Leaf: Sendable {
    var isField: Bool
    var frame: Rect
    var parent: Int?
  }

  /// A `dismissible(isPresented:)` layer: its top third a field, its middle
  /// third a toggle, its bottom third plain content (where its nested layers go).
  struct Layer: Sendable {
    var frame: Rect
    var parent: Int?
    var triggers: DismissTriggers
    var isModal: Bool
    /// `if isPresented { … }`: its views exist only while SwiftUI shows it;
    /// else the modifier stays and reports the binding.
    var isConditional: Bool
    /// The stand-in's setter keeps `true` when DismissKit writes `false` (S25).
    var refuses: Bool
    /// SwiftUI applies the binding's change at a later view update only.
    var updatesLate: Bool
    /// Reasons `shouldDismiss` refuses.
    var vetoes: Set<DismissReason>
  }

  enum Step: Sendable, Equatable, CustomStringConvertible {
    case down(Int, Point, pencil: Bool)
    case move(Int, Point)
    case up(Int)
    case cancel(Int)
    /// The app ends editing (`@FocusState` set to `nil`).
    case endFocus
    case escape(EscapeSource)
    /// The app sets a layer's binding to `true` / `false`.
    case present(Int)
    case remove(Int)
    /// SwiftUI runs a view update: late binding changes are applied.
    case viewUpdate
    case turn

    var description: String {
      switch self {
      case .down(let k, let p, let pencil):
        "down t\(k) (\(p.x), \(p.y))" + (pencil ? " pencil" : "")
      case .move(let k, let p): "move t\(k) (\(p.x), \(p.y))"
      case .up(let k): "up t\(k)"
      case .cancel(let k): "cancel t\(k)"
      case .endFocus: "end editing"
      case .escape(let source): "escape (\(source))"
      case .present(let l): "app sets L\(l) true"
      case .remove(let l): "app sets L\(l) false"
      case .viewUpdate: "view update"
      case .turn: "turn"
      }
    }
  }

  var variants: UIKitEmulation.Variants
  var policy: DismissPolicy
  /// The root is in a `.fullScreen` cover presented over the window's root.
  var inCover: Bool
  var marked: [Marked]
  var leaves: [Leaf]
  var layers: [Layer]
  var steps: [Step]

  var description: String {
    var lines = [
      "switches: \(variants)", "policy: \(policy)", inCover ? "root in a cover" : "root",
    ]
    for (i, m) in marked.enumerated() {
      lines.append("  c\(i): \(m.mark) \(m.frame)" + (m.parent.map { " in c\($0)" } ?? ""))
    }
    for (i, leaf) in leaves.enumerated() {
      lines.append(
        "  leaf\(i): \(leaf.isField ? "field" : "toggle") \(leaf.frame)"
          + (leaf.parent.map { " in c\($0)" } ?? ""))
    }
    for (i, layer) in layers.enumerated() {
      var line = "  L\(i): \(layer.frame) \(layer.triggers)"
      if layer.isModal { line += " modal" }
      if let parent = layer.parent { line += " in L\(parent)" }
      line += layer.isConditional ? " conditional" : " persistent"
      if layer.refuses { line += " refuses" }
      if layer.updatesLate { line += " updates late" }
      if !layer.vetoes.isEmpty {
        line += " vetoes \(layer.vetoes.sorted { $0.rawValue < $1.rawValue })"
      }
      lines.append(line)
    }
    for (i, step) in steps.enumerated() { lines.append("  [\(i)] \(step)") }
    return lines.joined(separator: "\n")
  }
}

/// Generates ``SwiftUIPropertyCase``s from a seed, switches included.
struct SwiftUIPropertyCaseGenerator: SeededDraws {
  var rng: SeededRandomNumberGenerator

  init(seed: UInt64) { rng = SeededRandomNumberGenerator(seed: seed) }

  /// The switches these screens meet: the window's hold of a touch-up (T12)
  /// and its recognizers' order (E4), when recognizers reset (T15), what
  /// UIKit's hit test gives over a platform view (S10), when SwiftUI applies
  /// a tapped field's focus (T18) and a presented controller's `next` (K6,
  /// Escape from the cover). K12 stays at `includeAdded`: the layer's Escape
  /// shortcut that stands in for a hidden command is SwiftUI's side.
  mutating func variants() -> UIKitEmulation.Variants {
    var v = UIKitEmulation.Variants()
    v.touchUpHold = pick(UIKitEmulation.Variants.TouchUpHold.allCases)
    v.deliveryOrder = pick(UIKitEmulation.Variants.DeliveryOrder.allCases)
    v.resetTiming = pick(UIKitEmulation.Variants.ResetTiming.allCases)
    v.hostingHitTest = pick(UIKitEmulation.Variants.HostingHitTest.allCases)
    v.stateApplication = pick(UIKitEmulation.Variants.StateApplication.allCases)
    v.presentedNext = pick(UIKitEmulation.Variants.PresentedNext.allCases)
    return v
  }

  /// A rectangle inside `outer`, on the grid.
  mutating func rect(in outer: Rect) -> Rect {
    let columns = max(1, Int(outer.width / 5))
    let rows = max(1, Int(outer.height / 5))
    let width = int(max(1, columns / 4)...columns)
    let height = int(max(1, rows / 4)...rows)
    return Rect(
      x: outer.x + Double(int(0...(columns - width))) * 5,
      y: outer.y + Double(int(0...(rows - height))) * 5, width: Double(width) * 5,
      height: Double(height) * 5)
  }

  private func onScreen(_ r: Rect) -> Rect {
    Rect(x: r.x, y: r.y, width: min(r.width, 390 - r.x), height: min(r.height, 844 - r.y))
  }

  private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  mutating func makeCase(steps count: Int) -> SwiftUIPropertyCase {
    let variants = variants()
    let policy = policy()
    var layers: [SwiftUIPropertyCase.Layer] = []
    for i in 0..<int(1...4) {
      var triggers = DismissTriggers()
      for trigger in DismissReason.allCases where chance(0.45) { triggers.insert(trigger.trigger) }
      if chance(0.3) { triggers = .default }
      // Refusals for every trigger, touches included; a draft card refuses
      // every touch outside it (rule 7, B9).
      var vetoes: Set<DismissReason> = []
      if chance(0.25) { vetoes.insert(pick(DismissReason.allCases)) }
      if chance(0.2) { vetoes.formUnion([.tapOutside, .touchDownOutside, .dragOutside]) }
      let parent = i > 0 && chance(0.3) ? int(0...(i - 1)) : nil
      // A nested layer is drawn in its layer's plain bottom third.
      let frame =
        parent.map { p -> Rect in
          let f = layers[p].frame
          let third = (f.height / 3).rounded(.down)
          return rect(
            in: Rect(x: f.x, y: f.y + 2 * third, width: f.width, height: f.height - 2 * third))
        } ?? onScreen(rect(smallest: 9))
      layers.append(
        SwiftUIPropertyCase.Layer(
          frame: frame, parent: parent, triggers: triggers,
          isModal: parent == nil && chance(0.2), isConditional: chance(0.8),
          refuses: chance(0.15), updatesLate: chance(0.2), vetoes: vetoes))
    }
    var marked: [SwiftUIPropertyCase.Marked] = []
    for i in 0..<int(1...5) {
      let parent: Int? = i > 0 && chance(0.35) ? int(0...(i - 1)) : nil
      let frame = parent.map { rect(in: marked[$0].frame) } ?? onScreen(rect(smallest: 6))
      let mark: SwiftUIPropertyCase.Mark =
        chance(0.25)
        ? .excluded(int(0...(layers.count - 1))) : .keyboard(chance(0.5) ? .keep : .dismiss)
      marked.append(SwiftUIPropertyCase.Marked(frame: frame, parent: parent, mark: mark))
    }
    // Leaves whole inside their marked view and clear of every other marked
    // view and leaf: UIKit hits a platform view where the rules see it.
    var leaves: [SwiftUIPropertyCase.Leaf] = []
    for _ in 0..<int(1...5) {
      for _ in 0..<8 {
        let parent: Int? = chance(0.5) ? int(0...(marked.count - 1)) : nil
        let frame = parent.map { rect(in: marked[$0].frame) } ?? onScreen(rect(smallest: 4))
        var chain: Set<Int> = []
        var current = parent
        while let c = current {
          chain.insert(c)
          current = marked[c].parent
        }
        let clear =
          marked.indices.allSatisfy {
            chain.contains($0) || !Self.overlaps(marked[$0].frame, frame)
          }
          && leaves.allSatisfy { !Self.overlaps($0.frame, frame) }
        guard clear, frame.width >= 5, frame.height >= 5 else { continue }
        leaves.append(SwiftUIPropertyCase.Leaf(isField: chance(0.6), frame: frame, parent: parent))
        break
      }
    }
    var steps: [SwiftUIPropertyCase.Step] = []
    var down: [(key: Int, at: Point)] = []
    var nextKey = 1
    var keyEscapes = 0
    if chance(0.6) { steps += [.present(int(0...(layers.count - 1))), .turn] }
    while steps.count < count {
      let roll = int(0...99)
      if roll < 24 || (roll < 50 && down.isEmpty) {
        let p = chance(0.35) ? point() : targetPoint(marked, leaves, layers)
        down.append((nextKey, p))
        steps.append(.down(nextKey, p, pencil: chance(0.12)))
        nextKey += 1
      } else if roll < 34 {
        let i = int(0...(down.count - 1))
        let p =
          chance(0.5)
          ? Point(x: down[i].at.x + Double(int(-3...3)), y: down[i].at.y)
          : Point(x: down[i].at.x + Double(int(-60...60)), y: down[i].at.y + Double(int(-60...60)))
        down[i].at = Point(x: min(max(p.x, 0), 389), y: min(max(p.y, 0), 843))
        steps.append(.move(down[i].key, down[i].at))
      } else if roll < 50 {
        steps.append(.up(down.remove(at: int(0...(down.count - 1))).key))
      } else if roll < 52 {
        if down.isEmpty { continue }
        steps.append(.cancel(down.remove(at: int(0...(down.count - 1))).key))
      } else if roll < 55 {
        if !down.isEmpty { continue }
        steps.append(.endFocus)
      } else if roll < 63 {
        if !down.isEmpty { continue }
        // The window counts Escape presses less than 0.1 s apart (real
        // time) once: one key press per case, the rest from VoiceOver.
        let key = keyEscapes == 0 && chance(0.5)
        if key { keyEscapes += 1 }
        steps.append(.escape(key ? .key : .accessibility))
      } else if roll < 80 {
        // SwiftUI shows a layer between touches: a hosting view passes a
        // touch-up to a platform view that appeared under the finger.
        if !down.isEmpty { continue }
        steps.append(.present(int(0...(layers.count - 1))))
      } else if roll < 84 {
        steps.append(.remove(int(0...(layers.count - 1))))
      } else if roll < 88 {
        if !down.isEmpty { continue }
        steps.append(.viewUpdate)
      } else {
        steps.append(.turn)
      }
    }
    while let touch = down.popLast() { steps.append(.up(touch.key)) }
    return SwiftUIPropertyCase(
      variants: variants, policy: policy, inCover: chance(0.3), marked: marked, leaves: leaves,
      layers: layers, steps: steps)
  }

  /// The centre of a marked view, a leaf, or a layer's field, toggle or plain part.
  private mutating func targetPoint(
    _ marked: [SwiftUIPropertyCase.Marked], _ leaves: [SwiftUIPropertyCase.Leaf],
    _ layers: [SwiftUIPropertyCase.Layer]
  ) -> Point {
    var frames = marked.map(\.frame) + leaves.map(\.frame)
    for layer in layers {
      let third = (layer.frame.height / 3).rounded(.down)
      for i in 0..<3 {
        frames.append(
          Rect(
            x: layer.frame.x, y: layer.frame.y + Double(i) * third, width: layer.frame.width,
            height: third))
      }
    }
    let frame = pick(frames)
    return Point(
      x: min(389, (frame.x + frame.width / 2).rounded()),
      y: min(843, (frame.y + frame.height / 2).rounded()))
  }
}
