import Testing
import UIKit

@testable import DismissKit

/// A target that records the recognizer states its action saw.
@MainActor
final class ActionLog {
  var states: [UIGestureRecognizer.State] = []
  lazy var action = Selector("fired:") { [weak self] _ in
    { sender in self?.states.append((sender as? UIGestureRecognizer)?.state ?? .possible) }
  }
}

/// A recognizer of the app's that recognizes a finger's lift (a custom tap
/// recognizer): not a `UITapGestureRecognizer`.
@MainActor
final class LiftRecognizer: UIGestureRecognizer {
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

/// A delegate that keeps touches from its recognizer, or vetoes its begin.
@MainActor
final class VetoDelegate: NSObject, UIGestureRecognizerDelegate {
  var receives = true
  var begins = true
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { receives }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
}

/// A view that vetoes every recognizer that would begin on it.
@MainActor
final class VetoView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// An app delegate with a key command's action (K15).
@MainActor
final class AppDelegateResponder: UIResponder, UIApplicationDelegate {
  var fired = 0
}

extension Emulated {
  /// What the emulated UIKit does where Apple's text says so, observed
  /// without DismissKit.
  @Suite("Apple's text") @MainActor struct AppleText {
    /// T22: "The gesture recognizer sends its action message (or messages)
    /// at the next cycle of the run loop and resets its state to possible":
    /// not in the tap, not in the tap's own pass (after its before-waiting
    /// observers), but in the pass after, still `.ended`; then reset.
    @Test("T22: recognizer actions at the next cycle of the run loop")
    func actionsAtNextCycle() async {
      let stage = Stage(windowInteraction: false)
      let log = ActionLog()
      let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 200))
      let tap = UITapGestureRecognizer(target: log, action: log.action)
      card.addGestureRecognizer(tap)
      var order: [String] = []
      stage.tap(100, 400)
      #expect(tap.state == .ended && log.states.isEmpty)
      UIKitEmulation.performBeforeWaiting(order: Int.max) {
        order.append("observer, actions: \(log.states.count)")
      }
      await UIKitEmulation.runLoopPass()
      #expect(order == ["observer, actions: 0"])
      await UIKitEmulation.runLoopPass()
      #expect(log.states == [.ended])
      #expect(tap.state == .possible)
      await stage.tapAndSettle(100, 400)
      #expect(log.states == [.ended, .ended])
    }

    /// T21: "A single finger single tap occurs on a UIButton, UISwitch …":
    /// the control's action, not the superview's tap recognizer; installed
    /// on the control itself, the recognizer goes first.
    @Test("T21: a superview's single tap does not take a control's tap")
    func controlsKeepTheirTap() async {
      let stage = Stage(windowInteraction: false)
      let log = ActionLog()
      let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
      card.addGestureRecognizer(UITapGestureRecognizer(target: log, action: log.action))
      var taps = 0
      let button = stage.button(CGRect(x: 20, y: 20, width: 100, height: 44), to: card) {
        taps += 1
      }
      let toggle = stage.add(UISwitch(), CGRect(x: 20, y: 100, width: 60, height: 32), to: card)
      await stage.tapAndSettle(button)
      await stage.tapAndSettle(toggle)
      #expect(taps == 1 && toggle.isOn && log.states.isEmpty)
      await stage.tapAndSettle(200, 550)  // the card itself: the recognizer's
      #expect(log.states == [.ended])
      let own = ActionLog()
      button.addGestureRecognizer(UITapGestureRecognizer(target: own, action: own.action))
      await stage.tapAndSettle(button)
      #expect(own.states == [.ended])
      #expect(taps == 1)
    }

    /// "false to prevent the gesture recognizer from seeing this touch
    /// object" (`gestureRecognizer(_:shouldReceive:)`); a view's or the
    /// delegate's `gestureRecognizerShouldBegin` false: `.failed`, no action.
    @Test("The delegate and the view veto a recognizer")
    func vetoes() async {
      let stage = Stage(windowInteraction: false)
      let log = ActionLog()
      let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
      let vetoing = stage.add(VetoView(), CGRect(x: 0, y: 0, width: 100, height: 100), to: card)
      let tap = UITapGestureRecognizer(target: log, action: log.action)
      let delegate = VetoDelegate()
      tap.delegate = delegate
      card.addGestureRecognizer(tap)
      delegate.receives = false
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 200, y: 500))
      #expect(finger.touch.gestureRecognizers?.contains { $0 === tap } == false)
      finger.lift()
      delegate.receives = true
      delegate.begins = false
      await stage.tapAndSettle(200, 500)
      delegate.begins = true
      await stage.tapAndSettle(vetoing)
      #expect(log.states.isEmpty)
      await stage.tapAndSettle(200, 500)
      #expect(log.states == [.ended])
    }

    /// N4: "the menu shows in response to the touchDown event".
    @Test("N4: a primary-action menu shows at touch-down")
    func menuAtTouchDown() {
      let stage = Stage(windowInteraction: false)
      let button = stage.add(UIButton(type: .system), CGRect(x: 20, y: 100, width: 100, height: 44))
      button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
      button.showsMenuAsPrimaryAction = true
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 70, y: 120))
      #expect(UIKitEmulation.menuRows.count == 1)
      finger.lift()
      #expect(UIKitEmulation.menuRows.count == 1)
    }

    /// K15: "UIWindow returns the application object", whose next is its
    /// delegate when that is a responder: a key command's action there is
    /// reached from the first responder.
    @Test("K15: the window's next is the application, then its delegate")
    func applicationInTheChain() {
      let stage = Stage(windowInteraction: false)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      field.becomeFirstResponder()
      let app = AppDelegateResponder()
      UIApplication.shared.delegate = app
      #expect(stage.window.next === UIApplication.shared)
      #expect(UIApplication.shared.next === app)
      stage.root.addKeyCommand(
        UIKeyCommand(
          input: "n", modifierFlags: .command,
          action: Selector("newDocument:") { object in
            guard let app = object as? AppDelegateResponder else { return nil }
            return { _ in app.fired += 1 }
          }))
      #expect(UIKitEmulation.pressKey("n", modifierFlags: .command, in: stage.window))
      #expect(app.fired == 1)
    }

    /// K16: "If the iOS device is connected to a physical keyboard,
    /// pressing the Return key triggers the preferred action."
    @Test("K16: Return triggers an alert's preferred action")
    func alertReturn() async {
      let stage = Stage(windowInteraction: false)
      var chosen: [String] = []
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
      let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in
        chosen.append("delete")
      }
      alert.addAction(delete)
      stage.root.present(alert, animated: false)
      #expect(!UIKitEmulation.pressKey("\r", in: stage.window))
      alert.preferredAction = delete
      #expect(UIKitEmulation.pressKey("\r", in: stage.window))
      await stage.settle()
      #expect(chosen == ["delete"])
      #expect(stage.root.presentedViewController == nil)
    }

    /// L14: a swipe down on a sheet: should, will, then did once the
    /// animated dismissal is done; refused by the delegate or by
    /// `isModalInPresentation`: did-attempt, and the sheet stays.
    @Test("L14: swiping a sheet down asks its presentation delegate")
    func swipeToDismiss() async {
      let stage = Stage(windowInteraction: false)
      let sheet = UIViewController()
      stage.root.present(sheet, animated: false)
      let delegate = RecordingPresentationDelegate()
      sheet.presentationController?.delegate = delegate
      #expect(!UIKitEmulation.swipeToDismiss(sheet))
      sheet.isModalInPresentation = true
      delegate.allows = true
      #expect(!UIKitEmulation.swipeToDismiss(sheet))
      #expect(delegate.calls == ["should", "didAttempt", "didAttempt"])
      sheet.isModalInPresentation = false
      delegate.calls = []
      #expect(UIKitEmulation.swipeToDismiss(sheet))
      #expect(delegate.calls == ["should", "will"])
      #expect(sheet.transitionCoordinator != nil)
      await stage.settle()
      #expect(delegate.calls == ["should", "will", "did"])
      #expect(stage.root.presentedViewController == nil)
    }
  }
}
