import DismissCore
import DismissTestSupport
import UIKit

/// A generated case for ``PropertyHarness``: a screen of real emulated
/// views (fields, buttons, views marked with a keyboard behaviour, plain
/// content), the layers the app can show (cards with a button and a field,
/// nested or modal, excluding a trigger button), the switches of the
/// emulation it runs under, and a timeline of steps.
struct PropertyCase: SteppedCase, Sendable {
  enum ContentKind: String, Sendable, CaseIterable {
    case field, button, dismissButton, keep, dismiss, plain
    /// Only views that are not controls hold other views.
    var holdsViews: Bool { self == .keep || self == .dismiss || self == .plain }
  }

  /// A view of the root screen; `frame` in window coordinates.
  struct ContentView: Sendable {
    var kind: ContentKind
    var frame: Rect
    /// Index of the enclosing content view (a lower index: indices are in
    /// document order), or `nil` for the root view.
    var parent: Int?
  }

  /// How the app carries out a dismissal.
  enum Dismissal: String, Sendable {
    /// The default: the view and its dimming view are removed at once.
    case removeNow
    /// An exit animation: a later `finish` step ends it, or nothing does.
    case animated
    /// The handler refuses (a draft to save first).
    case refuseLater
  }

  /// A card: a view with a button (top half) and a field (bottom half).
  struct Layer: Sendable {
    var frame: Rect
    /// Index of the enclosing layer (the card goes inside its card).
    var parent: Int?
    var triggers: DismissTriggers
    /// A dimming view over the window, beneath the card (top-level cards).
    var isModal: Bool
    /// A content button that counts as inside (its trigger); a tap on it
    /// toggles the card when `toggles`.
    var excluded: Int?
    var toggles: Bool
    var dismissal: Dismissal
    /// Reasons `shouldDismiss` refuses.
    var vetoes: Set<DismissReason>
    /// A form sheet presented from the root controller and made a layer by
    /// `makeDismissible` (full-screen modal, dismissed by
    /// `dismiss(animated: true)`), with a button and a field; `frame`,
    /// `parent`, `isModal`, `excluded` and `dismissal` do not apply.
    var isSheet = false
  }

  /// Touches come from the system, each in its own pass of the run loop
  /// (where UIKit resets the recognizers, T15): a touch step ends with a
  /// pass. The app's steps may share one.
  enum Step: Sendable, Equatable, CustomStringConvertible {
    /// A finger (or pencil) goes down at a point, through `UIWindow.sendEvent`.
    case down(Int, Point, pencil: Bool)
    case move(Int, Point)
    /// The finger lifts where it is.
    case up(Int)
    case cancel(Int)
    /// The app gives focus to a field (`becomeFirstResponder`): a content
    /// field (index) or a card's (`-1 - layer`).
    case focus(Int)
    /// The app ends editing (`resignFirstResponder`).
    case endFocus
    /// Escape: the hardware key (`UIKitEmulation.pressKey`) or VoiceOver's
    /// escape (`accessibilityPerformEscape` along the responder chain).
    case escape(EscapeSource)
    /// The app shows a card (adds it to its superview).
    case present(Int)
    /// The app removes a card's view without being asked.
    case remove(Int)
    /// A card's exit animation ends (`true`) or is interrupted and the card
    /// stays (`false`).
    case finish(Int, finished: Bool)
    /// A system alert comes over the app (presented by the root), a finger
    /// taps at a point of it (`0...1` of its view's width and height), the
    /// alert goes: nothing of the app is dismissed or resigned (rule 7).
    /// With `field`, the alert has a text field that the app focuses first
    /// (over the cards: focus there is inside them, S32).
    case systemTap(Double, Double, field: Bool)
    /// The app presents a form sheet (its own controller, a button and a
    /// field) from the screen of an open card, from a button in it: what a
    /// layer presents is inside it (rule 7, S32), and the cards beneath
    /// take no escape while it is up (rule 7, K2).
    case sheetFromCard(Int)
    /// The app dismisses that sheet.
    case sheetGoes
    /// A card's button shows a system menu (`UIButton.menu`); the person
    /// chooses a row (the first presents a sheet from the card) or taps
    /// outside the menu at a point (`0...1` of the window): nothing of the
    /// app is dismissed or resigned (rule 7, S26, N4).
    case menu(Int, row: Int?, Double, Double)
    /// One pass of the main run loop.
    case turn

    var description: String {
      switch self {
      case .down(let k, let p, let pencil):
        "down t\(k) (\(p.x), \(p.y))" + (pencil ? " pencil" : "")
      case .move(let k, let p): "move t\(k) (\(p.x), \(p.y))"
      case .up(let k): "up t\(k)"
      case .cancel(let k): "cancel t\(k)"
      case .focus(let i): i >= 0 ? "focus view\(i)" : "focus L\(-1 - i).field"
      case .endFocus: "end editing"
      case .escape(let source): "escape (\(source))"
      case .present(let l): "present L\(l)"
      case .remove(let l): "remove L\(l)"
      case .finish(let l, let finished):
        "L\(l) animation " + (finished ? "finishes" : "interrupted")
      case .systemTap(let x, let y, let field):
        "tap on a system alert" + (field ? " with its field focused" : "")
          + " at (\(x), \(y)) of it"
      case .sheetFromCard(let l): "a sheet presented from L\(l)"
      case .sheetGoes: "the sheet presented from a card goes"
      case .menu(let l, let row, let x, let y):
        "the menu of L\(l).item, then " + (row.map { "row \($0)" } ?? "a tap at (\(x), \(y))")
      case .turn: "turn"
      }
    }
  }

  var variants: UIKitEmulation.Variants
  var policy: DismissPolicy
  var content: [ContentView]
  var layers: [Layer]
  var steps: [Step]

  var description: String {
    var lines = ["switches: \(variants)", "policy: \(policy)"]
    for (i, view) in content.enumerated() {
      lines.append(
        "  view\(i): \(view.kind) \(view.frame)" + (view.parent.map { " in view\($0)" } ?? ""))
    }
    for (i, layer) in layers.enumerated() {
      var line = "  L\(i): " + (layer.isSheet ? "sheet" : "\(layer.frame)") + " \(layer.triggers)"
      if layer.isModal { line += " modal" }
      if let parent = layer.parent { line += " in L\(parent)" }
      if let excluded = layer.excluded {
        line += " excluding view\(excluded)" + (layer.toggles ? " (toggles)" : "")
      }
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

/// Generates ``PropertyCase``s from a seed, switches included.
struct PropertyCaseGenerator: SeededDraws {
  var rng: SeededRandomNumberGenerator

  init(seed: UInt64) { rng = SeededRandomNumberGenerator(seed: seed) }

  /// The switches these screens meet: when the window holds a touch-up
  /// (T12), when recognizers are reset (T15), where a presented
  /// controller's `next` goes (K6, for Escape from the sheet) and when
  /// `isBeingDismissed` is true (L5, the sheet's and the alert's
  /// dismissals). T17, K8, L12, E4, E33, K17, T18 and S10 would be
  /// vacuous here (no recognizer is added during a touch, none but
  /// DismissKit's is on one, DismissKit's is the only Escape command, no
  /// view is deallocated during a case, nothing reads keyboard
  /// notifications, no controller overrides `keyCommands`, no SwiftUI
  /// content; the random taps draw E4). Three stay at their defaults, as the
  /// adapter depends on them and their "if wrong" outcomes are pinned by
  /// their own tests: K9 (with no first responder an Escape press reaches
  /// no command under `notDispatched`), N6 (a sheet's dimming view on
  /// the window is taken for the system's) and E26 (a removed layer's
  /// field kept first responder stays focused). E49 stays at two passes
  /// (the harness waits four).
  mutating func variants() -> UIKitEmulation.Variants {
    var v = UIKitEmulation.Variants()
    v.touchUpHold = pick(UIKitEmulation.Variants.TouchUpHold.allCases)
    v.resetTiming = pick(UIKitEmulation.Variants.ResetTiming.allCases)
    v.presentedNext = pick(UIKitEmulation.Variants.PresentedNext.allCases)
    v.beingDismissed = pick(UIKitEmulation.Variants.BeingDismissed.allCases)
    v.systemMenus = pick(UIKitEmulation.Variants.SystemMenus.allCases)
    v.alertTextFields = pick(UIKitEmulation.Variants.AlertTextFields.allCases)
    return v
  }

  mutating func makeCase(steps count: Int) -> PropertyCase {
    let variants = variants()
    let policy = policy()
    var content: [PropertyCase.ContentView] = []
    for i in 0..<int(2...7) {
      let kind = pick([
        PropertyCase.ContentKind.field, .field, .button, .button, .dismissButton, .keep, .dismiss,
        .plain,
      ])
      // Document order: the parent is the previous view or one of its
      // ancestors, so that a higher index is in front (rule 2, UIKit's
      // `hitTest` going through subviews back to front).
      var chain: [Int] = []
      var current: Int? = i > 0 ? i - 1 : nil
      while let c = current {
        if content[c].kind.holdsViews { chain.append(c) }
        current = content[c].parent
      }
      let parent = !chain.isEmpty && chance(0.4) ? pick(chain) : nil
      let frame = parent.map { rect(inside: content[$0].frame) } ?? onScreen(rect())
      content.append(PropertyCase.ContentView(kind: kind, frame: frame, parent: parent))
    }
    var layers: [PropertyCase.Layer] = []
    let buttons = content.indices.filter {
      content[$0].kind == .button || content[$0].kind == .dismissButton
    }
    for i in 0..<int(1...4) {
      var triggers = DismissTriggers()
      for trigger in DismissReason.allCases where chance(0.45) { triggers.insert(trigger.trigger) }
      if chance(0.3) { triggers = .default }
      var vetoes: Set<DismissReason> = []
      if chance(0.2) { vetoes.insert(pick(DismissReason.allCases)) }
      // A draft card refusing every touch outside it (B9).
      if chance(0.1) { vetoes.formUnion([.tapOutside, .touchDownOutside, .dragOutside]) }
      let parent = i > 0 && chance(0.25) ? int(0...(i - 1)) : nil
      let excluded = !buttons.isEmpty && chance(0.4) ? pick(buttons) : nil
      layers.append(
        PropertyCase.Layer(
          frame: parent.map { rect(inside: layers[$0].frame) } ?? onScreen(rect()), parent: parent,
          triggers: triggers,
          isModal: parent == nil && chance(0.25), excluded: excluded,
          toggles: excluded != nil && chance(0.5),
          dismissal: pick([.removeNow, .removeNow, .animated, .refuseLater]), vetoes: vetoes))
    }
    if chance(0.6) {
      var triggers = DismissTriggers()
      for trigger in DismissReason.allCases where chance(0.45) { triggers.insert(trigger.trigger) }
      if chance(0.3) { triggers = .default }
      layers.append(
        PropertyCase.Layer(
          frame: Rect(x: 0, y: 0, width: 0, height: 0), parent: nil, triggers: triggers,
          isModal: true, excluded: nil, toggles: false, dismissal: .removeNow,
          vetoes: chance(0.2) ? [pick(DismissReason.allCases)] : [], isSheet: true))
    }
    var steps: [PropertyCase.Step] = []
    var down: [(key: Int, at: Point)] = []
    var nextKey = 1
    var keyEscapes = 0
    while steps.count < count {
      let roll = int(0...99)
      if roll < 20 || (roll < 44 && down.isEmpty) {
        let p = chance(0.4) ? point() : targetPoint(content: content, layers: layers)
        down.append((nextKey, p))
        steps.append(.down(nextKey, p, pencil: chance(0.12)))
        nextKey += 1
      } else if roll < 30 {
        let i = int(0...(down.count - 1))
        let p =
          chance(0.5)
          ? Point(x: down[i].at.x + Double(int(-3...3)), y: down[i].at.y)
          : Point(x: down[i].at.x + Double(int(-60...60)), y: down[i].at.y + Double(int(-60...60)))
        down[i].at = Point(x: min(max(p.x, 0), 389), y: min(max(p.y, 0), 843))
        steps.append(.move(down[i].key, down[i].at))
      } else if roll < 44 {
        steps.append(.up(down.remove(at: int(0...(down.count - 1))).key))
      } else if roll < 46 {
        if down.isEmpty { continue }
        steps.append(.cancel(down.remove(at: int(0...(down.count - 1))).key))
      } else if roll < 52 {
        // The app moves focus on a later turn than any touch.
        if !down.isEmpty { continue }
        let fields = content.indices.filter { content[$0].kind == .field }
        steps.append(.turn)
        if chance(0.3) || fields.isEmpty {
          steps.append(.focus(-1 - int(0...(layers.count - 1))))
        } else {
          steps.append(.focus(pick(fields)))
        }
      } else if roll < 54 {
        if !down.isEmpty { continue }
        steps.append(.turn)
        steps.append(.endFocus)
      } else if roll < 61 {
        if !down.isEmpty { continue }
        // The coordinator counts Escape presses less than 0.1 s apart (real time)
        // once: one key press per case (each has its own window), the
        // rest from VoiceOver.
        let key = keyEscapes == 0 && chance(0.5)
        if key { keyEscapes += 1 }
        steps.append(.turn)
        steps.append(.escape(key ? .key : .accessibility))
      } else if roll < 76 {
        let sheet = layers.firstIndex { $0.isSheet }
        steps.append(.present(sheet != nil && chance(0.3) ? sheet! : int(0...(layers.count - 1))))
      } else if roll < 77 {
        steps.append(.remove(int(0...(layers.count - 1))))
      } else if roll < 82 {
        steps.append(.finish(int(0...(layers.count - 1)), finished: chance(0.7)))
      } else if roll < 84 {
        if !down.isEmpty { continue }
        steps.append(
          .systemTap(Double(int(0...10)) / 10, Double(int(0...10)) / 10, field: chance(0.5)))
      } else if roll < 90 {
        if !down.isEmpty { continue }
        steps.append(.sheetFromCard(int(0...(layers.count - 1))))
        // Escape with the cards under the sheet (rule 7).
        if chance(0.3) { steps += [.turn, .escape(.accessibility)] }
      } else if roll < 92 {
        steps.append(.sheetGoes)
      } else if roll < 96 {
        if !down.isEmpty { continue }
        steps.append(
          .menu(
            int(0...(layers.count - 1)), row: chance(0.5) ? int(0...1) : nil,
            Double(int(0...10)) / 10, Double(int(0...10)) / 10))
      } else {
        steps.append(.turn)
      }
      switch steps.last {
      case .down, .move, .up, .cancel: break
      default: if chance(0.75), steps.last != .turn { steps.append(.turn) }
      }
    }
    while let touch = down.popLast() { steps.append(.up(touch.key)) }
    return PropertyCase(
      variants: variants, policy: policy, content: content, layers: layers, steps: steps)
  }

  /// The part of a rectangle on the 390 × 844 screen: a layer wholly off
  /// the screen is gone (T14), which the scene does not say.
  private func onScreen(_ r: Rect) -> Rect {
    Rect(x: r.x, y: r.y, width: min(r.width, 390 - r.x), height: min(r.height, 844 - r.y))
  }

  /// A rectangle inside `parent` (on the grid): a view drawn where UIKit
  /// hit-tests it (a subview outside its superview's bounds is drawn but
  /// never hit, and what the person sees decides, rule 7).
  private mutating func rect(inside parent: Rect) -> Rect {
    let columns = Int(parent.width / 5)
    let rows = Int(parent.height / 5)
    let width = int(max(1, columns / 4)...columns)
    let height = int(max(1, rows / 4)...rows)
    return Rect(
      x: parent.x + Double(int(0...(columns - width))) * 5,
      y: parent.y + Double(int(0...(rows - height))) * 5, width: Double(width) * 5,
      height: Double(height) * 5)
  }

  /// The centre of a view or card, or of a card's button or field.
  private mutating func targetPoint(
    content: [PropertyCase.ContentView], layers: [PropertyCase.Layer]
  ) -> Point {
    var frames = content.map(\.frame)
    for layer in layers where !layer.isSheet {
      let half = layer.frame.height / 2
      frames.append(
        Rect(x: layer.frame.x, y: layer.frame.y, width: layer.frame.width, height: half))
      frames.append(
        Rect(x: layer.frame.x, y: layer.frame.y + half, width: layer.frame.width, height: half))
    }
    // A form sheet's button and field, the sheet's or one presented from a
    // card (`UIModalPresentationStyle.formSheet` in the emulation: 350 × 444
    // at (20, 200)).
    frames.append(Rect(x: 20, y: 200, width: 350, height: 222))
    frames.append(Rect(x: 20, y: 422, width: 350, height: 222))
    let frame = pick(frames)
    return Point(
      x: min(389, (frame.x + frame.width / 2).rounded()),
      y: min(843, (frame.y + frame.height / 2).rounded()))
  }
}
