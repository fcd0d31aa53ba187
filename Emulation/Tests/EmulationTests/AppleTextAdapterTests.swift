import Testing
import UIKit

@testable import DismissKit

/// An app delegate with an Escape key command of its own (K15).
@MainActor
final class EscapeAppDelegate: UIResponder, UIApplicationDelegate {
  var escapes = 0
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [],
        action: Selector("appEscape:") { object in
          guard let app = object as? EscapeAppDelegate else { return nil }
          return { _ in app.escapes += 1 }
        })
    ]
  }
}

/// A target whose action focuses a field (a "Next" label with a tap
/// recognizer).
@MainActor
final class FocusMover {
  let field: UITextField
  init(_ field: UITextField) { self.field = field }
  lazy var action = Selector("next:") { [weak self] _ in
    { _ in self?.field.becomeFirstResponder() }
  }
}

extension Emulated {
  /// The adapters where the emulated UIKit follows Apple's text (the
  /// gestures', controls', keys' and sheets' behaviours of `Apple's text`).
  @Suite("Apple's text, with DismissKit") @MainActor struct AppleTextAdapter {
    /// T21: a card with the app's single-tap recognizer (a
    /// `UITapGestureRecognizer`, or a custom one) around a button and a
    /// switch, the keyboard up: where the control refuses the recognizer,
    /// it fires in the tap and editing goes on (a control); where the
    /// recognizer takes the tap, UIKit cancels the control and DismissKit
    /// still keeps editing (the touch's view is a control). A tap on the
    /// card itself: the app's action, and the resign.
    @Test(
      "T21: controls under the app's single-tap recognizer",
      arguments: Variants.oneAtATime(Variants.others(\.controlRefusal)))
    func controlsUnderAppRecognizer(variants: Variants) async {
      for custom in [false, true] {
        let stage = Stage(variants)
        let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
        let log = ActionLog()
        card.addGestureRecognizer(
          custom
            ? LiftRecognizer(target: log, action: log.action)
            : UITapGestureRecognizer(target: log, action: log.action))
        var taps = 0
        let button = stage.button(CGRect(x: 20, y: 20, width: 100, height: 44), to: card) {
          taps += 1
        }
        let toggle = stage.add(UISwitch(), CGRect(x: 20, y: 100, width: 60, height: 32), to: card)
        let refused = !custom || variants.controlRefusal == .anySingleTapRecognizer
        let context = "custom: \(custom), \(variants)"
        await stage.tapAndSettle(field)
        stage.tap(button)
        #expect(taps == (refused ? 1 : 0), "\(context)")
        await stage.settle()
        await stage.tapAndSettle(toggle)
        #expect(toggle.isOn == refused, "\(context)")
        #expect(field.isFirstResponder, "\(context)")
        #expect(log.states == (refused ? [] : [.ended, .ended]), "\(context)")
        await stage.tapAndSettle(200, 550)
        #expect(!field.isFirstResponder, "\(context)")
        #expect(log.states.count == (refused ? 1 : 3), "\(context)")
      }
    }

    /// T22: the app's tap recognizer on a "Next" label moves focus to the
    /// next field. Its action comes at the next cycle of the run loop, after
    /// DismissKit's resign of the tap's own pass: the keyboard drops and
    /// rises (T18 checks the first responder too early for it).
    @Test("T22: a recognizer's action that moves focus")
    func recognizerMovesFocus() async {
      let stage = Stage()
      let first = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let second = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
      let next = stage.add(UIView(), CGRect(x: 20, y: 220, width: 100, height: 44))
      let mover = FocusMover(second)
      next.addGestureRecognizer(UITapGestureRecognizer(target: mover, action: mover.action))
      await stage.tapAndSettle(first)
      await stage.tapAndSettle(next)
      #expect(second.isFirstResponder)
      #expect(stage.keyboard == ["show"])  // no drop and rise
    }

    /// K15: an Escape command on the app delegate (the end of the chain:
    /// window, application, delegate) is reached once DismissKit has
    /// nothing to dismiss; while it has, DismissKit's command, nearer the
    /// first responder, is found first.
    @Test("K15: the app delegate's Escape after DismissKit's")
    func appDelegateEscape() async {
      let stage = Stage(policy: DismissPolicy(escapeDismissesKeyboard: true))
      let app = EscapeAppDelegate()
      UIApplication.shared.delegate = app
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(field)
      #expect(await stage.escape())
      #expect(!field.isFirstResponder && app.escapes == 0)
      #expect(await stage.escape())
      #expect(app.escapes == 1)
    }

    /// K16: Return in an alert over a card picks the alert's preferred
    /// action; the card stays, and Escape closes it after (control).
    @Test("K16: Return in an alert over a layer")
    func alertReturnOverLayer() async {
      let stage = Stage()
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      var dismissals = 0
      card.addInteraction(DismissibleLayerInteraction { _ in dismissals += 1 })
      var chosen = 0
      let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      let save = UIAlertAction(title: "Save", style: .default) { _ in chosen += 1 }
      alert.addAction(save)
      alert.preferredAction = save
      await stage.settle()
      stage.root.present(alert, animated: true)
      await stage.settle()
      #expect(UIKitEmulation.pressKey("\r", in: stage.window))
      await stage.settle()
      #expect(chosen == 1 && dismissals == 0)
      #expect(stage.root.presentedViewController == nil)
      #expect(await stage.escape())
      #expect(dismissals == 1)
    }

    /// L14: a `makeDismissible()` sheet swiped down: the delegate hears
    /// UIKit's should, will and did once each (DismissKit adds none), and
    /// DismissKit's Escape command goes with the sheet; refused, one
    /// did-attempt and the sheet stays.
    @Test("L14: a dismissible sheet swiped down")
    func swipedSheet() async {
      for allows in [false, true] {
        let stage = Stage()
        let sheet = UIViewController()
        stage.root.present(sheet, animated: false)
        let delegate = RecordingPresentationDelegate()
        delegate.allows = allows
        sheet.presentationController?.delegate = delegate
        sheet.makeDismissible()
        await stage.settle()
        #expect(stage.escapeCommandCount == 1)
        UIKitEmulation.swipeToDismiss(sheet)
        await stage.settle()
        #expect(delegate.calls == (allows ? ["should", "will", "did"] : ["should", "didAttempt"]))
        #expect((sheet.presentingViewController == nil) == allows)
        #expect(stage.escapeCommandCount == (allows ? 0 : 1))
      }
    }
  }
}
