import DismissTestSupport
import Foundation
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// Seeded random screens and taps through `UIWindow.sendEvent`, under
  /// random switches, checking after every tap what DismissKit promises
  /// whatever the rules decide: a tapped button fires exactly once, in the
  /// tap (T2, T3), unless the app's own recognizer takes it (T21); a tapped field has focus once the effects ran; a tap on
  /// plain content with no layer open ends editing; DismissKit's Escape
  /// command is installed at most once per controller, and only while an
  /// escape would act. `EMULATION_STEPS=N` runs N taps (default 3 000).
  @Suite("Random taps") @MainActor struct RandomTaps {
    static var steps: Int {
      ProcessInfo.processInfo.environment["EMULATION_STEPS"].flatMap(Int.init) ?? 3_000
    }

    @Test("random taps keep DismissKit's promises", arguments: [UInt64(0xE0), 0xE1, 0xE2])
    func randomTaps(seed: UInt64) async {
      var rng = SeededRandomNumberGenerator(seed: seed)
      var done = 0
      while done < Self.steps {
        var scene = RandomScene(rng: &rng)
        let taps = min(200, Self.steps - done)
        await scene.run(taps: taps, rng: &rng, seed: seed)
        done += taps
      }
    }
  }
}

/// A screen of rows (fields, buttons, buttons that dismiss the keyboard,
/// plain content) and up to two cards (layers with a button and a field,
/// some modal, some excluding a row's button).
@MainActor
struct RandomScene {
  let stage: Stage
  var buttons: [(UIButton, counter: Counter)] = []
  var fields: [UITextField] = []
  var contents: [UIView] = []
  var cards: [(card: UIView, dimming: UIView?)] = []
  /// Buttons whose tap the app's own recognizer around them takes (T21).
  var takenByApp: Set<ObjectIdentifier> = []

  final class Counter {
    var value = 0
  }

  init(rng: inout SeededRandomNumberGenerator) {
    let variants = Variants.with {
      $0.touchUpHold = Variants.TouchUpHold.allCases.randomElement(using: &rng)!
      $0.resetTiming = Variants.ResetTiming.allCases.randomElement(using: &rng)!
      $0.lateRecognizer = Variants.LateRecognizer.allCases.randomElement(using: &rng)!
      $0.controlRefusal = Variants.ControlRefusal.allCases.randomElement(using: &rng)!
      $0.viewRemoval = Variants.ViewRemoval.allCases.randomElement(using: &rng)!
      $0.resetRecognizers = Variants.ResetRecognizers.allCases.randomElement(using: &rng)!
      $0.deliveryOrder = Variants.DeliveryOrder.allCases.randomElement(using: &rng)!
    }
    stage = Stage(variants)
    for row in 0..<14 {
      let frame = CGRect(x: 10, y: 60 + CGFloat(row) * 54, width: 370, height: 48)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: fields.append(stage.field(frame))
      case 1, 2:
        let counter = Counter()
        let button = stage.button(frame) { counter.value += 1 }
        if Bool.random(using: &rng) { button.addInteraction(KeyboardBehaviorInteraction(.dismiss)) }
        buttons.append((button, counter))
      default:
        let content = stage.add(UIView(), frame)
        // A tappable cell: a single-tap recognizer on the touch (T12, E4).
        if Bool.random(using: &rng) {
          content.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        }
        contents.append(content)
      }
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      let frame = CGRect(
        x: CGFloat.random(in: 0...150, using: &rng), y: CGFloat.random(in: 60...500, using: &rng),
        width: 220, height: 200)
      var dimming: UIView?
      if Bool.random(using: &rng) { dimming = stage.add(UIView(), stage.window.bounds) }
      let card = stage.add(UIView(), frame)
      let counter = Counter()
      // The app's single-tap recognizer around the card's button, or none
      // (T21): a custom one takes the button's tap unless controls refuse
      // any recognizer.
      let row = stage.add(UIView(), CGRect(x: 0, y: 0, width: 220, height: 64), to: card)
      let inner = stage.button(CGRect(x: 10, y: 10, width: 200, height: 44), to: row) {
        counter.value += 1
      }
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: row.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
      case 1:
        row.addGestureRecognizer(LiftRecognizer(target: nil, action: nil))
        if variants.controlRefusal == .tapRecognizersOnly {
          takenByApp.insert(ObjectIdentifier(inner))
        }
      default: break
      }
      buttons.append((inner, counter))
      fields.append(stage.field(CGRect(x: 10, y: 70, width: 200, height: 44), to: card))
      let excluded = buttons.isEmpty || Bool.random(using: &rng) ? [] : [buttons[0].0]
      card.addInteraction(
        DismissibleLayerInteraction(
          excluding: excluded, modal: dimming.map { .backdrop($0) } ?? .none))
      cards.append((card, dimming))
    }
  }

  private var openCards: Int { cards.filter { $0.card.window != nil }.count }
  private var focused: UITextField? { fields.first { $0.isFirstResponder } }

  mutating func run(taps: Int, rng: inout SeededRandomNumberGenerator, seed: UInt64) async {
    await stage.settle()
    for step in 0..<taps {
      if Int.random(in: 0..<10, using: &rng) == 0,
        let closed = cards.first(where: { $0.card.window == nil })
      {
        if let dimming = closed.dimming { stage.root.view.addSubview(dimming) }
        stage.root.view.addSubview(closed.card)
        await stage.settle()
      }
      let point: CGPoint
      if Bool.random(using: &rng),
        let target = (buttons.map(\.0) + fields).randomElement(using: &rng),
        target.window != nil
      {
        point = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
      } else {
        point = CGPoint(x: .random(in: 0..<390, using: &rng), y: .random(in: 0..<844, using: &rng))
      }
      let hit = stage.window.hitTest(point, with: nil)
      let before = buttons.map(\.counter.value)
      let layersOpen = openCards > 0
      let wasFocused = focused != nil
      // Kept through the effects, as UIKit may keep a touch after its end
      // (not documented): DismissKit's T12 wait ends when its touch goes.
      let finger = UIKitEmulation.touchDown(in: stage.window, at: point)
      UIKitEmulation.advanceClock(by: 0.05)
      finger.lift()
      let context = "seed \(seed), step \(step), tap at \(point), \(UIKitEmulation.variants)"
      for (index, entry) in buttons.enumerated() {
        let taken = takenByApp.contains(ObjectIdentifier(entry.0))
        let expected = before[index] + (entry.0 === hit && !taken ? 1 : 0)
        #expect(entry.counter.value == expected, "a button's taps, in the tap: \(context)")
      }
      await stage.settle()
      let v = UIKitEmulation.variants
      if v.deliveryOrder == .windowFirst && v.resetRecognizers == .keptOnTouch
        && v.resetTiming == .endOfSendEvent
      {
        // Pinned: T12 (a tap on a tappable cell waits out the bound); the
        // adapter fix drops this.
        UIKitEmulation.advanceClock(by: WindowCoordinator.touchUpHoldLimit)
        await stage.settle()
      }
      withExtendedLifetime(finger) {}
      if let field = hit as? UITextField {
        #expect(field.isFirstResponder, "the tapped field has focus: \(context)")
      }
      if let hit, contents.contains(where: { $0 === hit }), !layersOpen, wasFocused {
        #expect(focused == nil, "a tap on content ends editing: \(context)")
      }
      var controllers = 0
      var controller: UIViewController? = stage.root
      while let c = controller {
        let count = (c.keyCommands ?? []).filter { $0.input == UIKeyCommand.inputEscape }.count
        #expect(count <= 1, "one Escape command per controller: \(context)")
        controllers += count
        controller = c.presentedViewController
      }
      if openCards == 0 && focused == nil {
        #expect(controllers == 0, "no Escape command while an escape would do nothing: \(context)")
      }
    }
  }
}
