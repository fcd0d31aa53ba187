import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// The adapter under each reading of what Apple leaves unsaid about
  /// controls, recognizers, removal and timing (E16, E17, E26, E27, E49,
  /// E52, E58 of the emulation's table).
  @Suite("Silent readings") @MainActor struct SilentReadings {
    /// T12, E16: a row under a double-tap recognizer (holding its
    /// touch-up) gets its tap before the resign's keyboard-hide layout
    /// moves it, while the second tap's interval is inside DismissKit's
    /// 0.5 s wait; past it (`loose`), the resign comes first and the moved
    /// row misses its tap. Time runs in steps of 50 ms.
    @Test(
      "T12 E16: the bounded wait under each tap interval",
      arguments: Variants.oneAtATime(Variants.others(\.tapThresholds)))
    func boundedWait(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let list = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 400))
      let row = stage.add(RecordingView(), CGRect(x: 0, y: 100, width: 390, height: 60), to: list)
      let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
      doubleTap.numberOfTapsRequired = 2
      list.addGestureRecognizer(doubleTap)
      await stage.tapAndSettle(field)
      var log: [String] = []
      row.log = { if $0 == "view ended" { log.append("row") } }
      let token = NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { _ in
        MainActor.assumeIsolated {
          log.append("resign")
          list.frame.origin.y += 200
        }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      stage.tap(row)
      for _ in 0..<20 {
        UIKitEmulation.advanceClock(by: 0.05)
        await UIKitEmulation.runLoopPass()
      }
      if variants.tapThresholds == .loose {
        // Pinned: T12 (E16); the adapter fix flips this.
        #expect(log == ["resign", "row"])
        #expect(row.selections == 0)
      } else {
        #expect(log == ["row", "resign"])
        #expect(row.selections == 1)
      }
    }

    /// E17: the recognizer holding a row's touch-up is removed: whether
    /// UIKit then gives the row its touch-up or drops it, DismissKit stops
    /// waiting and resigns well before its 0.5 s bound.
    @Test(
      "E17: a recognizer removed while it holds a touch-up",
      arguments: Variants.oneAtATime(Variants.others(\.removedRecognizer)))
    func removedHolder(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let list = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 400))
      let row = stage.add(RecordingView(), CGRect(x: 0, y: 100, width: 390, height: 60), to: list)
      let holder = RecordingRecognizer(target: nil, action: nil)
      list.addGestureRecognizer(holder)
      await stage.tapAndSettle(field)
      stage.tap(row)
      await stage.settle()
      #expect(field.isFirstResponder)  // held
      list.removeGestureRecognizer(holder)
      UIKitEmulation.advanceClock(by: 0.1)
      await stage.settle()
      #expect(!field.isFirstResponder)
      let released = variants.removedRecognizer == .releasesHeldTouches
      #expect(row.phases == (released ? ["began", "ended"] : ["began"]))
    }

    /// E26: a tap outside closes a card whose field has focus (the card
    /// leaves the window); then a tap on the background leaves no keyboard
    /// and no Escape command, whether UIKit keeps a removed field first
    /// responder or not: DismissKit resigns it before the card goes (F11).
    @Test(
      "E26: a card holding the focused field closes",
      arguments: Variants.oneAtATime(Variants.others(\.viewRemoval)))
    func removedFocus(variants: Variants) async {
      let stage = Stage(variants, policy: DismissPolicy(escapeDismissesKeyboard: true))
      let card = stage.add(UIView(), CGRect(x: 20, y: 300, width: 350, height: 200))
      card.addInteraction(DismissibleLayerInteraction())
      let field = stage.field(CGRect(x: 10, y: 10, width: 300, height: 40), to: card)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 100)
      #expect(card.window == nil)
      await stage.tapAndSettle(200, 700)
      #expect(!UIKitEmulation.isKeyboardVisible)
      #expect(stage.escapeCommandCount == 0)
    }

    /// E27: UIKit's touch-up margin around a control is undocumented;
    /// DismissKit never reads whether the control fired. A `.dismiss`
    /// button lifted 8 pt from its down ends editing whether the lift is
    /// inside the bounds (the button fires) or outside (it does not, here;
    /// within UIKit's margin it would); lifted 30 pt away, inside the
    /// bounds (the button fires) or outside, it does not end editing
    /// (DismissKit's `tapSlop`).
    @Test("E27: a dismissing button's touch-up, in and outside its bounds")
    func touchUpOutside() async {
      for (move, outside) in [(8.0, false), (8.0, true), (30.0, false), (30.0, true)] {
        let stage = Stage()
        let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        var taps = 0
        let button = stage.button(CGRect(x: 20, y: 300, width: 200, height: 44)) { taps += 1 }
        button.addInteraction(KeyboardBehaviorInteraction(.dismiss))
        await stage.tapAndSettle(field)
        // Down 4 pt inside the right edge, or 40 pt in; the lift moves right.
        let down = CGPoint(x: outside ? 216 : 180 - move, y: 322)
        let finger = UIKitEmulation.touchDown(in: stage.window, at: down)
        finger.move(to: CGPoint(x: down.x + move, y: down.y))
        finger.lift()
        await stage.settle()
        #expect(taps == (outside ? 0 : 1), "moved \(move), outside \(outside)")
        #expect(field.isFirstResponder == (move > 10), "moved \(move), outside \(outside)")
      }
    }

    /// E49, L8: a tap outside dismisses the top sheet (animated); taps
    /// outside during that transition, however many passes it lasts, do
    /// not dismiss again (which would take the sheet beneath with it).
    @Test(
      "E49 L8: taps during a long dismissal",
      arguments: Variants.oneAtATime(Variants.others(\.transitionLength)))
    func tapsDuringTransition(variants: Variants) async {
      let stage = Stage(variants)
      let lower = UIViewController()
      lower.modalPresentationStyle = .fullScreen
      stage.root.present(lower, animated: false)
      let upper = UIViewController()
      upper.modalPresentationStyle = .formSheet
      lower.present(upper, animated: false)
      upper.makeDismissible()
      await stage.settle()
      for _ in 0..<4 {
        stage.tap(100, 120)
        await UIKitEmulation.runLoopPass()
      }
      await stage.settle(passes: 8)
      #expect(lower.presentedViewController == nil)
      #expect(lower.presentingViewController === stage.root)
    }

    /// E52: an alert action's handler focuses the app's field (as "Edit"
    /// would): whether it runs as the alert goes or after, the field has
    /// focus, DismissKit's Escape command is back on the app's screen, and
    /// a tap on the background ends editing.
    @Test(
      "E52: an alert handler that focuses a field",
      arguments: Variants.oneAtATime(Variants.others(\.alertHandler)))
    func alertHandlerFocus(variants: Variants) async {
      let stage = Stage(variants, policy: DismissPolicy(escapeDismissesKeyboard: true))
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addAction(
        UIAlertAction(title: "Edit", style: .default) { _ in field.becomeFirstResponder() })
      stage.root.present(alert, animated: true)
      await stage.settle()
      await stage.tapAndSettle(alert.actionButtons[0])
      await stage.settle()
      #expect(alert.presentingViewController == nil)
      #expect(field.isFirstResponder)
      #expect(stage.escapeCommandCount == 1)
      await stage.tapAndSettle(200, 700)
      #expect(!field.isFirstResponder)
    }

    /// E58, T18: a tapped "Next" button (content) whose focus move is
    /// applied by a before-waiting observer of the largest order, the
    /// order of DismissKit's own: added first, it runs first and DismissKit
    /// sees the move (the keyboard never drops); reversed, DismissKit
    /// resigns the first field before the move. Control: a tap on plain
    /// content resigns.
    @Test(
      "E58 T18: a focus move in an observer of DismissKit's order",
      arguments: Variants.oneAtATime(Variants.others(\.equalObserverOrder)))
    func equalOrderFocusMove(variants: Variants) async {
      let stage = Stage(variants)
      let email = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let password = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
      let next = stage.add(TapView(), CGRect(x: 20, y: 300, width: 100, height: 44))
      next.onTap = {
        UIKitEmulation.performBeforeWaiting(order: Int.max) { password.becomeFirstResponder() }
      }
      await stage.tapAndSettle(email)
      await stage.tapAndSettle(next)
      #expect(password.isFirstResponder)
      #expect(stage.keyboard == ["show"])
      await stage.tapAndSettle(200, 700)
      #expect(!password.isFirstResponder)
    }
  }
}
