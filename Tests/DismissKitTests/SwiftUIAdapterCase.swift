import DismissCore
import DismissTestSupport

@testable import DismissKit

/// A generated SwiftUI adapter case: a fake SwiftUI app (marked views, the
/// UIKit text fields and controls SwiftUI draws, layers tied to bindings, a
/// sheet without a root of its own) and a timeline of steps, for
/// ``SwiftUIAdapterHarness``.
struct SwiftUIAdapterCase: Sendable, CustomStringConvertible {
  /// What a marked content view is.
  enum Mark: Sendable, CustomStringConvertible {
    /// `keyboardBehavior(_:)`.
    case keyboard(KeyboardBehavior)
    /// `dismissalExcluded(from:)` of a root layer (its trigger button).
    case excluded(Int)

    var description: String {
      switch self {
      case .keyboard(let behavior): "keyboard(\(behavior))"
      case .excluded(let layer): "excluded from L\(layer)"
      }
    }
  }

  /// A marked view of the root's content.
  struct Container: Sendable {
    var frame: Rect
    /// An earlier container around this one.
    var parent: Int?
    var mark: Mark
  }

  /// A UIKit view SwiftUI draws in the hosting view: a `UITextField`
  /// (`TextField`) or a `UIControl` (`Toggle`), not marked.
  struct Leaf: Sendable {
    var isField: Bool
    /// Inside its container's frame.
    var frame: Rect
    /// The container it is drawn in, or `nil` for the root's content.
    var container: Int?
  }

  /// A `dismissible(isPresented:...)` layer. Its top third is a control,
  /// its middle third a text field, its bottom third plain content.
  struct Layer: Sendable {
    var frame: Rect
    /// An earlier layer it is drawn in (a submenu); the sheet's layers are
    /// in the sheet's marked view, or in an earlier sheet layer.
    var parent: Int?
    var triggers: DismissTriggers
    var isModal: Bool
    /// In the sheet (inherits the root through the environment).
    var inSheet: Bool
    /// `if isPresented { ….dismissible(isPresented:) }`: the modifier's view
    /// exists only while the binding is `true`; else the modifier stays and
    /// reports the binding.
    var isConditional: Bool
    /// The binding's setter refuses `false`.
    var refuses: Bool
    /// SwiftUI delivers the binding's change only at a later view update
    /// (not at the end of the turn that wrote it).
    var updatesLate: Bool
    /// The reasons `shouldDismiss` says no to.
    var vetoes: Set<DismissReason>
  }

  /// A root inside the window's root (a reusable screen with its own
  /// `dismissesKeyboardOnTapOutside(policy:)`): it forwards to the window's
  /// root and sets the policy of the touches that land in it.
  struct InnerRoot: Sendable {
    var frame: Rect
    var policy: DismissPolicy
  }

  /// A text field of the app.
  enum Field: Sendable, Equatable, CustomStringConvertible {
    case leaf(Int)
    case layer(Int)
    case sheet

    var description: String {
      switch self {
      case .leaf(let i): "leaf\(i)"
      case .layer(let l): "L\(l).field"
      case .sheet: "sheet.field"
      }
    }
  }

  /// How a marked view's anchor stops being measurable.
  enum AnchorChange: Sendable, Equatable {
    /// The view moved to another window.
    case otherWindow
    /// `hidden()`.
    case hidden
    /// The view went away without `dismantleUIView` (its anchor is
    /// deallocated; the registration stays).
    case deallocated
  }

  enum Step: Sendable, Equatable, CustomStringConvertible {
    case down(Int, Point, PointerKind)
    case move(Int, Point)
    case up(Int, Point)
    case cancel(Int)
    /// The up of a touch that began before the observer was installed.
    case strayUp(Int, Point)
    /// A tap on a system alert over the app.
    case systemTap(Point)
    /// A text field begins editing (only one that is not covered: a tap
    /// or a Tab on a visible field).
    case focus(Field)
    /// The composer in the keyboard's window begins editing.
    case focusElsewhere
    /// The app ends editing itself.
    case endFocus
    case escape(EscapeSource)
    /// The app sets a layer's binding to `true` / `false`.
    case present(Int)
    case remove(Int)
    /// The app presents / dismisses the sheet.
    case showSheet
    case hideSheet
    /// A container and what is inside it move (a scroll): nothing tells
    /// DismissKit.
    case scroll(Int, Double)
    case anchorAway(Int, AnchorChange)
    case anchorBack(Int)
    /// The inner root appears (`true`) or goes (`false`).
    case innerRoot(Bool)
    /// SwiftUI runs a view update: late binding changes are delivered.
    case viewUpdate
    /// The main queue turns (and SwiftUI updates its views after it).
    case turn

    var description: String {
      switch self {
      case .down(let k, let p, let pointer):
        "down t\(k) (\(p.x), \(p.y))" + (pointer == .pencil ? " pencil" : "")
      case .move(let k, let p): "move t\(k) (\(p.x), \(p.y))"
      case .up(let k, let p): "up t\(k) (\(p.x), \(p.y))"
      case .cancel(let k): "cancel t\(k)"
      case .strayUp(let k, let p): "stray up t\(k) (\(p.x), \(p.y))"
      case .systemTap(let p): "tap on the alert (\(p.x), \(p.y))"
      case .focus(let field): "focus \(field)"
      case .focusElsewhere: "focus the composer in the keyboard's window"
      case .endFocus: "end editing"
      case .escape(let source): "escape (\(source))"
      case .present(let l): "app sets L\(l) true"
      case .remove(let l): "app sets L\(l) false"
      case .showSheet: "show the sheet"
      case .hideSheet: "hide the sheet"
      case .scroll(let c, let dy): "scroll c\(c) by \(dy)"
      case .anchorAway(let c, let change): "c\(c) anchor: \(change)"
      case .anchorBack(let c): "c\(c) anchor back"
      case .innerRoot(let shown): shown ? "the inner root appears" : "the inner root goes"
      case .viewUpdate: "view update"
      case .turn: "turn"
      }
    }
  }

  var policy: DismissPolicy
  var containers: [Container]
  var leaves: [Leaf]
  var layers: [Layer]
  /// The sheet's marked view's keyboard attribute; `nil`: the app has no
  /// sheet.
  var sheetKeyboard: KeyboardBehavior?
  var innerRoot: InnerRoot?
  var steps: [Step]

  /// The sheet's marked view and its text field.
  static let sheetFrame = Rect(x: 0, y: 60, width: 390, height: 784)
  static let sheetField = Rect(x: 20, y: 120, width: 350, height: 44)

  var description: String {
    var lines = ["policy: \(policy)"]
    for (i, c) in containers.enumerated() {
      lines.append("  c\(i): \(c.mark) \(c.frame)" + (c.parent.map { " in c\($0)" } ?? ""))
    }
    for (i, leaf) in leaves.enumerated() {
      lines.append(
        "  leaf\(i): \(leaf.isField ? "field" : "control") \(leaf.frame)"
          + (leaf.container.map { " in c\($0)" } ?? ""))
    }
    for (i, layer) in layers.enumerated() {
      var line = "  L\(i): \(layer.frame) \(layer.triggers)"
      if layer.isModal { line += " modal" }
      if layer.inSheet { line += " in the sheet" }
      if let parent = layer.parent { line += " in L\(parent)" }
      line += layer.isConditional ? " conditional" : " persistent"
      if layer.refuses { line += " refuses" }
      if layer.updatesLate { line += " updates late" }
      if !layer.vetoes.isEmpty {
        line += " vetoes \(layer.vetoes.sorted { $0.rawValue < $1.rawValue })"
      }
      lines.append(line)
    }
    if let sheetKeyboard { lines.append("  sheet: keyboard(\(sheetKeyboard))") }
    if let innerRoot { lines.append("  inner root: \(innerRoot.frame) \(innerRoot.policy)") }
    for (i, step) in steps.enumerated() { lines.append("  [\(i)] \(step)") }
    return lines.joined(separator: "\n")
  }
}

/// Generates ``SwiftUIAdapterCase``s from a seed.
struct SwiftUIAdapterCaseGenerator: SeededDraws {
  var rng: SeededRandomNumberGenerator

  init(seed: UInt64) { rng = SeededRandomNumberGenerator(seed: seed) }

  /// A rectangle inside `outer`.
  mutating func rect(in outer: Rect) -> Rect {
    let width = max(5, (outer.width * Double(int(2...8)) / 10).rounded())
    let height = max(5, (outer.height * Double(int(2...8)) / 10).rounded())
    let x = outer.x + Double(int(0...Int(outer.width - width)))
    let y = outer.y + Double(int(0...Int(outer.height - height)))
    return Rect(x: x, y: y, width: width, height: height)
  }

  mutating func makeCase(steps count: Int) -> SwiftUIAdapterCase {
    let policy = policy()
    var innerRoot: SwiftUIAdapterCase.InnerRoot?
    if chance(0.4) {
      var inner = self.policy()
      // A pencil's part in the keyboard decision is fixed at its down, by
      // the policy then; the inner root keeps the outer one's.
      inner.pencilDismissesKeyboard = policy.pencilDismissesKeyboard
      // A reusable screen: a band across the window.
      let frame = Rect(
        x: 0, y: Double(int(0...100)) * 5, width: 390, height: Double(int(40...100)) * 5)
      innerRoot = SwiftUIAdapterCase.InnerRoot(frame: frame, policy: inner)
    }
    let hasSheet = chance(0.5)
    var layers: [SwiftUIAdapterCase.Layer] = []
    for i in 0..<int(1...4) {
      var triggers = DismissTriggers()
      for trigger in DismissReason.allCases where chance(0.45) { triggers.insert(trigger.trigger) }
      if chance(0.3) { triggers = .default }
      var vetoes: Set<DismissReason> = []
      if chance(0.2) { vetoes.insert(pick(DismissReason.allCases)) }
      let inSheet = hasSheet && chance(0.3)
      let parents = (0..<i).filter { layers[$0].inSheet == inSheet }
      layers.append(
        SwiftUIAdapterCase.Layer(
          frame: rect(smallest: 6), parent: !parents.isEmpty && chance(0.3) ? pick(parents) : nil,
          triggers: triggers, isModal: chance(0.2), inSheet: inSheet,
          isConditional: chance(0.6), refuses: chance(0.15), updatesLate: chance(0.2),
          vetoes: vetoes))
    }
    let rootLayers = layers.indices.filter { !layers[$0].inSheet }
    var containers: [SwiftUIAdapterCase.Container] = []
    for i in 0..<int(1...5) {
      let parent: Int? = i > 0 && chance(0.35) ? int(0...(i - 1)) : nil
      let frame = parent.map { rect(in: containers[$0].frame) } ?? rect(smallest: 6)
      let mark: SwiftUIAdapterCase.Mark =
        !rootLayers.isEmpty && chance(0.25)
        ? .excluded(pick(rootLayers)) : .keyboard(chance(0.5) ? .keep : .dismiss)
      containers.append(SwiftUIAdapterCase.Container(frame: frame, parent: parent, mark: mark))
    }
    var leaves: [SwiftUIAdapterCase.Leaf] = []
    for _ in 0..<int(0...2) {
      leaves.append(
        SwiftUIAdapterCase.Leaf(isField: chance(0.6), frame: rect(smallest: 6), container: nil))
    }
    for c in containers.indices {
      for _ in 0..<int(0...2) {
        leaves.append(
          SwiftUIAdapterCase.Leaf(
            isField: chance(0.6), frame: rect(in: containers[c].frame), container: c))
      }
    }
    let fields: [SwiftUIAdapterCase.Field] =
      leaves.indices.filter { leaves[$0].isField }.map { .leaf($0) }
      + layers.indices.map { .layer($0) } + (hasSheet ? [.sheet] : [])

    var steps: [SwiftUIAdapterCase.Step] = []
    var down: [(key: Int, at: Point)] = []
    var nextKey = 1
    // Most cases start with something to decide: a layer shown, a field
    // focused.
    if chance(0.6) { steps += [.present(int(0...(layers.count - 1))), .turn] }
    if chance(0.4) { steps += [.focus(pick(fields)), .turn] }
    while steps.count < count {
      let roll = int(0...99)
      if roll < 22 || (roll < 46 && down.isEmpty) {
        let key = !down.isEmpty && chance(0.04) ? pick(down).key : nextKey
        if key == nextKey { nextKey += 1 }
        let p = point()
        down.removeAll { $0.key == key }
        down.append((key, p))
        steps.append(.down(key, p, chance(0.15) ? .pencil : .finger))
      } else if roll < 32 {
        let i = int(0...(down.count - 1))
        let p =
          chance(0.5)
          ? Point(x: down[i].at.x + Double(int(-3...3)), y: down[i].at.y)
          : Point(x: down[i].at.x + Double(int(-60...60)), y: down[i].at.y + Double(int(-60...60)))
        down[i].at = p
        steps.append(.move(down[i].key, p))
      } else if roll < 46 {
        let touch = down.remove(at: int(0...(down.count - 1)))
        steps.append(.up(touch.key, touch.at))
        // The tapped button's action shows or hides a layer in the same
        // event, before DismissKit's turn (a menu item closing its menu).
        if chance(0.15) {
          let l = int(0...(layers.count - 1))
          steps.append(chance(0.6) ? .remove(l) : .present(l))
        }
      } else if roll < 48 {
        if down.isEmpty { continue }
        steps.append(.cancel(down.remove(at: int(0...(down.count - 1))).key))
      } else if roll < 49 {
        steps.append(.strayUp(nextKey + 10_000, point()))
      } else if roll < 51 {
        if !down.isEmpty { continue }
        steps.append(.systemTap(point()))
      } else if roll < 59 {
        steps.append(chance(0.12) ? .focusElsewhere : .focus(pick(fields)))
      } else if roll < 61 {
        steps.append(.endFocus)
      } else if roll < 64 {
        steps.append(.escape(chance(0.7) ? .key : .accessibility))
      } else if roll < 76 {
        steps.append(.present(int(0...(layers.count - 1))))
      } else if roll < 78 {
        steps.append(.remove(int(0...(layers.count - 1))))
      } else if roll < 81 {
        if !hasSheet { continue }
        steps.append(chance(0.6) ? .showSheet : .hideSheet)
      } else if roll < 83 {
        steps.append(.scroll(int(0...(containers.count - 1)), Double(int(-12...12)) * 5))
      } else if roll < 85 {
        let c = int(0...(containers.count - 1))
        steps.append(
          chance(0.5)
            ? .anchorBack(c) : .anchorAway(c, pick([.otherWindow, .hidden, .deallocated])))
      } else if roll < 87 {
        steps.append(.viewUpdate)
      } else if roll < 88 {
        if innerRoot == nil { continue }
        steps.append(.innerRoot(chance(0.6)))
      } else {
        steps.append(.turn)
      }
      if chance(0.75), steps.last != .turn { steps.append(.turn) }
    }
    return SwiftUIAdapterCase(
      policy: policy, containers: containers, leaves: leaves, layers: layers,
      sheetKeyboard: hasSheet ? (chance(0.5) ? .keep : .dismiss) : nil, innerRoot: innerRoot,
      steps: steps)
  }
}
