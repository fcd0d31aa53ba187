import DismissCore
import DismissTestSupport

@testable import DismissKit

/// A generated adapter case: a fake app (a window's views, its layers and
/// how the app treats their dismissals) and a timeline of steps, for
/// ``AdapterHarness``.
struct AdapterCase: Sendable, CustomStringConvertible {
  /// A plain view of the window's content.
  struct ContentView: Sendable {
    var role: DismissViewRole
    var frame: Rect
    /// Index of the parent content view, or `nil` for the content root.
    var parent: Int?
  }

  /// How the app carries out a dismissal.
  enum Dismissal: Sendable, CustomStringConvertible {
    /// Removes the view and reports that it finished, at once.
    case removeNow
    /// Runs an exit animation: a later ``Step/finish(_:finished:)`` ends
    /// it, or nothing does.
    case animated
    /// Refuses in its completion (a draft to save first).
    case refuseLater

    var description: String {
      switch self {
      case .removeNow: "removeNow"
      case .animated: "animated"
      case .refuseLater: "refuseLater"
      }
    }
  }

  /// A layer the app can present: an overlay view with one control and
  /// one text input inside.
  struct Layer: Sendable {
    var frame: Rect
    /// Index of the enclosing layer (the view goes inside its view).
    var parent: Int?
    var triggers: DismissTriggers
    /// A dimming view over the whole window, beneath the layer's content.
    var isModal: Bool
    /// A content view that counts as inside (its trigger button).
    var excluded: Int?
    var dismissal: Dismissal
    /// The reasons the app vetoes synchronously (`shouldDismiss` says no).
    var vetoes: Set<DismissReason>
  }

  /// One step of the timeline.
  enum Step: Sendable, Equatable, CustomStringConvertible {
    /// A touch goes down at a point; the view it hits is the front-most
    /// view there.
    case down(Int, Point, PointerKind)
    case move(Int, Point)
    case up(Int, Point)
    case cancel(Int)
    /// The up of a touch that began before the observer was installed.
    case strayUp(Int, Point)
    /// A tap on a system presentation over the app (an alert).
    case systemTap(Point)
    /// A text input of the content (index) or of a layer (`-1 - layer`)
    /// begins editing.
    case focus(Int)
    /// The chat composer in the keyboard's own window (an
    /// `inputAccessoryView`) begins editing: an input outside every view
    /// of the app's window.
    case focusComposer
    /// The focused input ends editing by itself (the app resigns it).
    case endFocus
    case escape(EscapeSource)
    /// The app presents a layer.
    case present(Int)
    /// The app removes a layer's view without being asked; `notified`:
    /// the adapter hears of it at once (`willMove(to: nil)`), else only at
    /// its next event (a view deallocated or moved without it).
    case remove(Int, notified: Bool)
    /// A layer's exit animation ends (`true`) or is interrupted and the
    /// layer stays (`false`).
    case finish(Int, finished: Bool)
    /// The main queue turns: what the adapter deferred runs.
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
      case .focus(let i): i >= 0 ? "focus input\(i)" : "focus L\(-1 - i).field"
      case .focusComposer: "focus the composer in the keyboard's window"
      case .endFocus: "end editing"
      case .escape(let source): "escape (\(source))"
      case .present(let l): "present L\(l)"
      case .remove(let l, let notified): "remove L\(l)" + (notified ? "" : " quietly")
      case .finish(let l, let finished):
        "L\(l) animation " + (finished ? "finishes" : "interrupted")
      case .turn: "turn"
      }
    }
  }

  var policy: DismissPolicy
  var content: [ContentView]
  var layers: [Layer]
  var steps: [Step]

  var description: String {
    var lines = ["policy: \(policy)"]
    for (i, view) in content.enumerated() {
      lines.append(
        "  view\(i): \(view.role) \(view.frame)" + (view.parent.map { " in view\($0)" } ?? ""))
    }
    for (i, layer) in layers.enumerated() {
      var line = "  L\(i): \(layer.frame) \(layer.triggers)"
      if layer.isModal { line += " modal" }
      if let parent = layer.parent { line += " in L\(parent)" }
      if let excluded = layer.excluded { line += " excluding view\(excluded)" }
      line += " \(layer.dismissal)"
      if !layer.vetoes.isEmpty {
        line += " vetoes \(layer.vetoes.sorted { $0.rawValue < $1.rawValue })"
      }
      lines.append(line)
    }
    for (i, step) in steps.enumerated() { lines.append("  [\(i)] \(step)") }
    return lines.joined(separator: "\n")
  }
}

/// Generates ``AdapterCase``s from a seed: small screens, and timelines of
/// touches (finger and pencil, multi-touch, cancels, strays), focus changes,
/// layers presented and removed, dismissals that finish, never finish or are
/// interrupted, vetoes, system alerts and turns of the main queue.
struct AdapterCaseGenerator: AdapterCaseGenerating {
  var rng: SeededRandomNumberGenerator

  init(seed: UInt64) { rng = SeededRandomNumberGenerator(seed: seed) }

  mutating func makeCase(steps count: Int) -> AdapterCase {
    var policy = DismissPolicy()
    policy.dismissKeyboardOn = pick([.tap, .tap, .touchDown, .never])
    policy.controlsKeyboard = chance(0.8) ? .keep : .dismiss
    policy.dragDismissesKeyboard = chance(0.3)
    policy.escapeDismissesKeyboard = chance(0.3)
    policy.pencilDismissesKeyboard = chance(0.3)
    var content: [AdapterCase.ContentView] = []
    for i in 0..<int(2...7) {
      let role: DismissViewRole = pick([
        .textInput, .textInput, .control, .control, .content, .keyboard(.keep),
        .keyboard(.dismiss),
      ])
      let parent: Int? = i > 0 && chance(0.3) ? int(0...(i - 1)) : nil
      content.append(AdapterCase.ContentView(role: role, frame: rect(), parent: parent))
    }
    var layers: [AdapterCase.Layer] = []
    let controls = content.indices.filter { content[$0].role == .control }
    for i in 0..<int(1...4) {
      var triggers = DismissTriggers()
      for trigger in DismissReason.allCases where chance(0.45) { triggers.insert(trigger.trigger) }
      if chance(0.3) { triggers = .default }
      var vetoes: Set<DismissReason> = []
      if chance(0.2) { vetoes.insert(pick(DismissReason.allCases)) }
      layers.append(
        AdapterCase.Layer(
          frame: rect(), parent: i > 0 && chance(0.25) ? int(0...(i - 1)) : nil,
          triggers: triggers, isModal: chance(0.2),
          excluded: !controls.isEmpty && chance(0.4) ? pick(controls) : nil,
          dismissal: pick([.removeNow, .removeNow, .animated, .refuseLater]), vetoes: vetoes))
    }
    var steps: [AdapterCase.Step] = []
    var down: [(key: Int, at: Point)] = []
    var nextKey = 1
    while steps.count < count {
      let roll = int(0...99)
      if roll < 22 || (roll < 50 && down.isEmpty) {
        let key = !down.isEmpty && chance(0.04) ? pick(down).key : nextKey
        if key == nextKey { nextKey += 1 }
        let p = point()
        down.removeAll { $0.key == key }
        down.append((key, p))
        steps.append(.down(key, p, chance(0.15) ? .pencil : .finger))
      } else if roll < 34 {
        let i = int(0...(down.count - 1))
        let p =
          chance(0.5)
          ? Point(x: down[i].at.x + Double(int(-3...3)), y: down[i].at.y)
          : Point(x: down[i].at.x + Double(int(-60...60)), y: down[i].at.y + Double(int(-60...60)))
        down[i].at = p
        steps.append(.move(down[i].key, p))
      } else if roll < 50 {
        let touch = down.remove(at: int(0...(down.count - 1)))
        steps.append(.up(touch.key, touch.at))
      } else if roll < 52 {
        if down.isEmpty { continue }
        steps.append(.cancel(down.remove(at: int(0...(down.count - 1))).key))
      } else if roll < 53 {
        steps.append(.strayUp(nextKey + 10_000, point()))
      } else if roll < 55 {
        if !down.isEmpty { continue }
        steps.append(.systemTap(point()))
      } else if roll < 62 {
        let inputs = content.indices.filter { content[$0].role == .textInput }
        if chance(0.15) {
          steps.append(.focusComposer)
        } else if chance(0.3) || inputs.isEmpty {
          steps.append(.focus(-1 - int(0...(layers.count - 1))))
        } else {
          steps.append(.focus(pick(inputs)))
        }
      } else if roll < 64 {
        steps.append(.endFocus)
      } else if roll < 67 {
        steps.append(.escape(chance(0.7) ? .key : .accessibility))
      } else if roll < 77 {
        steps.append(.present(int(0...(layers.count - 1))))
      } else if roll < 80 {
        steps.append(.remove(int(0...(layers.count - 1)), notified: chance(0.5)))
      } else if roll < 85 {
        steps.append(.finish(int(0...(layers.count - 1)), finished: chance(0.7)))
      } else {
        steps.append(.turn)
      }
      if chance(0.75), steps.last != .turn { steps.append(.turn) }
    }
    return AdapterCase(policy: policy, content: content, layers: layers, steps: steps)
  }
}
