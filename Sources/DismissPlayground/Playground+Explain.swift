import DismissCore
import DismissScenarios

// The log's explanations: what each event yielded and which rule decided.
// They read the engine's answers (effects, hit paths, keyboard decisions,
// layer triggers); they never decide anything themselves.
extension Playground {
  /// What kind of event yielded effects.
  enum Trigger {
    case touchDown, drag, tap, escape, focus

    var name: String {
      switch self {
      case .touchDown: return "touchDownOutside"
      case .drag: return "dragOutside"
      case .tap: return "tapOutside"
      case .escape: return "escape"
      case .focus: return "focusOutside"
      }
    }

    var flag: DismissTriggers {
      switch self {
      case .touchDown: return .touchDownOutside
      case .drag: return .dragOutside
      case .tap: return .tapOutside
      case .escape: return .escape
      case .focus: return .focusOutside
      }
    }
  }

  /// The state before an event, to explain what changed.
  struct Snapshot {
    var focus: String?
    var open: [String]

    init(_ playground: Playground) {
      let state = playground.state
      focus = state.focus
      open = state.open
    }
  }

  /// The name of a path element.
  func name(of element: PathElement) -> String {
    switch element {
    case .region(let id): return names[id] ?? "?"
    case .unregistered: return "a view"
    case .backdrop(let layer): return "\(names[layer] ?? "?")'s backdrop"
    }
  }

  /// Rule 4's answer in words.
  public func describe(_ decision: KeyboardDecision) -> String {
    switch decision.reason {
    case .noRegionDecides: return "no region decides"
    case .textInput(let element): return "\(name(of: element)) is a text input"
    case .keyboardAttribute(let element):
      return "\(name(of: element)) has keyboard: \(decision.behavior)"
    case .control(let element):
      return "\(name(of: element)) is a control, controlsKeyboard \(decision.behavior)"
    }
  }

  /// Whether a path is inside a layer: it holds the layer or one of the
  /// regions the layer excludes.
  func path(_ path: HitPath, isInside layer: String) -> Bool {
    guard let id = ids[layer] else { return false }
    let excluded = engine.region(id)?.excluded ?? []
    for element in path.elements {
      if case .region(let r) = element, r == id || excluded.contains(r) { return true }
    }
    return false
  }

  func triggers(of layer: String) -> DismissTriggers {
    ids[layer].flatMap { engine.region($0)?.dismissTriggers } ?? []
  }

  func isModal(_ layer: String) -> Bool {
    ids[layer].flatMap { engine.region($0)?.isModal } ?? false
  }

  /// Whether a path is inside a layer, in words: `the touch is inside it`,
  /// or `the touch is on more, which it excludes: that counts as inside`;
  /// `nil` when the path is outside.
  func insideWords(_ path: HitPath, _ layer: String) -> String? {
    guard let id = ids[layer] else { return nil }
    let excluded = engine.region(id)?.excluded ?? []
    for element in path.elements {
      guard case .region(let r) = element else { continue }
      if r == id { return "the touch is inside it" }
      if excluded.contains(r) {
        return "the touch is on \(names[r] ?? "?"), which it excludes: that counts as inside"
      }
    }
    return nil
  }

  /// The effects of an event, each with the rule that called for it; each
  /// dismissal is worded by the reason the engine gave it.
  func explain(
    _ yielded: [DismissEffect], trigger: Trigger, target: HitPath, before: Snapshot,
    separatePencil: Bool = false
  ) -> String {
    let dismissed = yielded.compactMap { effect -> String? in
      if case .dismissLayer(let layer, _) = effect { return names[layer] }
      return nil
    }
    var parts: [String] = []
    for effect in yielded {
      switch effect {
      case .dismissLayer(let layer, let reason):
        let name = names[layer] ?? layer.description
        var text = "dismissLayer \(name) (rule 5: \(reason.name)"
        if let outer = dismissed.first(where: { $0 != name && isDescendant(name, of: $0) }) {
          // Dismissed because the layer around it is: it carries that reason.
          text += ", with \(outer)"
        } else if reason == .escape {
          // The open layers above it were passed over (rule 5).
          let above = before.open.drop { $0 != name }.dropFirst()
          text +=
            above.isEmpty
            ? ", the top-most layer" : ", passing over " + above.reversed().joined(separator: ", ")
        } else if target.backdropLayer.flatMap({ names[$0] }) == name {
          text += " on its backdrop"
        }
        parts.append(text + ")")
      case .resignFocus:
        parts.append(
          "resignFocus ("
            + resignReason(trigger: trigger, target: target, before: before, dismissed: dismissed)
            + ")")
      case .swallowTouch:
        parts.append(
          "swallowTouch (rule 5: outside a layer that swallows outside touches; "
            + "no keyboard decision, and the app never sees it)")
      }
    }
    var text = parts.joined(separator: ", ")
    if separatePencil && !yielded.contains(.resignFocus), let focus = before.focus,
      pencilKeptKeyboard(trigger: trigger, target: target)
    {
      text +=
        "; \(focus) keeps the focus (rule 3: a pencil never resigns it while "
        + "pencilDismissesKeyboard is off)"
    }
    return text
  }

  func resignReason(trigger: Trigger, target: HitPath, before: Snapshot, dismissed: [String])
    -> String
  {
    let holder = before.focus.flatMap { focus in dismissed.first { isDescendant(focus, of: $0) } }
    let held = holder.map { "rule 5: \($0) held the focus" }
    let decision = engine.keyboardDecision(for: target)
    let policy = engine.policy
    switch trigger {
    case .escape:
      return held
        ?? (before.open.isEmpty
          ? "rule 5: escape with no layer open, escapeDismissesKeyboard on"
          : "rule 5: escape passed over every open layer, escapeDismissesKeyboard on")
    case .focus:
      return held ?? "rule 5"
    case .tap:
      if policy.dismissKeyboardOn == .tap && decision.behavior == .dismiss {
        return "rule 4: " + describe(decision)
      }
    case .touchDown:
      if policy.dismissKeyboardOn == .touchDown && decision.behavior == .dismiss {
        return "rule 4: " + describe(decision) + ", dismissKeyboardOn touchDown"
      }
    case .drag:
      if policy.dragDismissesKeyboard && decision.behavior == .dismiss {
        return "rule 4: " + describe(decision) + ", dragDismissesKeyboard on"
      }
    }
    return held ?? "rule 4: " + describe(decision)
  }

  /// Whether a finger would have resigned focus where this separate pencil
  /// did not: the keyboard decision is dismiss and the policy dismisses the
  /// keyboard on this trigger (rule 3 keeps pencils out of it).
  func pencilKeptKeyboard(trigger: Trigger, target: HitPath) -> Bool {
    let policy = engine.policy
    guard engine.keyboardDecision(for: target).behavior == .dismiss else { return false }
    switch trigger {
    case .tap: return policy.dismissKeyboardOn == .tap
    case .touchDown: return policy.dismissKeyboardOn == .touchDown
    case .drag: return policy.dragDismissesKeyboard
    case .escape, .focus: return false
    }
  }

  /// Why an event with no effect had none: the keyboard stayed because...,
  /// the top-most layer stayed because... When the app closed the layer
  /// itself (a toggle, a Close button), it says that DismissKit left it to
  /// the app, not that it stays.
  func explainQuiet(
    trigger: Trigger, target: HitPath, before: Snapshot, separatePencil: Bool = false
  ) -> String {
    var parts: [String] = []
    let policy = engine.policy
    let decision = engine.keyboardDecision(for: target)
    if let top = before.open.last {
      let stillOpen = state.open.contains(top)
      let stays = stillOpen ? "\(top) stays" : "DismissKit does not dismiss \(top)"
      if trigger == .escape {
        // Nothing was dismissed: every open layer above the top-most modal
        // one was passed over, and that modal layer ended the pass.
        if let modal = before.open.last(where: isModal) {
          parts.append(
            "\(modal) stays and ends the pass (rule 5: a modal layer that escape does not dismiss)")
        } else {
          parts.append(
            before.open.reversed().joined(separator: ", ")
              + " stay (rule 5: escape passes over a layer that ignores it or holds one that does)")
        }
      } else if let inside = insideWords(target, top) {
        parts.append("\(stays) (\(inside))")
      } else if !triggers(of: top).contains(trigger.flag) {
        var text = "\(stays) (it ignores \(trigger.name))"
        if target.backdropLayer.flatMap({ names[$0] }) == top {
          text += "; its backdrop blocks the touch"
        }
        parts.append(text)
      } else {
        parts.append(
          "\(stays) (this touch takes no part in its pass: it went down before \(top) opened, "
            + "or beneath a modal layer open at its down; rule 5)")
      }
    }
    let modalEndedEscape = trigger == .escape && before.open.contains(where: isModal)
    if let focus = before.focus, !modalEndedEscape {
      switch trigger {
      case .tap:
        if separatePencil && pencilKeptKeyboard(trigger: .tap, target: target) {
          parts.append(
            "keyboard stays (rule 3: a pencil never resigns focus while pencilDismissesKeyboard is off)"
          )
        } else if decision.behavior == .keep {
          parts.append("keyboard stays (rule 4: \(describe(decision)))")
        } else if policy.dismissKeyboardOn != .tap {
          parts.append("keyboard stays (dismissKeyboardOn \(policy.dismissKeyboardOn))")
        } else {
          parts.append("\(focus) keeps the focus")
        }
      case .drag:
        if !policy.dragDismissesKeyboard {
          parts.append("keyboard stays (dragDismissesKeyboard off)")
        } else if separatePencil && pencilKeptKeyboard(trigger: .drag, target: target) {
          parts.append(
            "keyboard stays (rule 3: a pencil never resigns focus while pencilDismissesKeyboard is off)"
          )
        } else {
          parts.append("keyboard stays (rule 4: \(describe(decision)))")
        }
      case .escape:
        parts.append("keyboard stays (rule 5: escapeDismissesKeyboard off)")
      case .touchDown, .focus:
        break
      }
    }
    if parts.isEmpty {
      switch trigger {
      case .escape: return "nothing (no layer open, no focus)"
      case .drag: return "no effect (no layer open, no focus)"
      default: return ""
      }
    }
    return parts.joined(separator: "; ")
  }
}
