import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// The window's passive recognizer and the effects after delivery
  /// (Docs/DeviceChecks.md, "Touches").
  @Suite("Touches") @MainActor struct Touches {
    /// T1: a tap on any view of the window reaches the window's recognizer.
    /// T15: under both reset timings, every tap after the first does too.
    @Test(
      "T1 T15: taps on the background end editing, every time",
      arguments: Variants.ResetTiming.allCases)
    func backgroundTapsEndEditing(reset: Variants.ResetTiming) async {
      let stage = Stage(.with { $0.resetTiming = reset })
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let deep = stage.add(UIView(), CGRect(x: 0, y: 400, width: 390, height: 300))
      let deeper = stage.add(UIView(), CGRect(x: 10, y: 10, width: 100, height: 100), to: deep)
      for _ in 0..<3 {
        await stage.tapAndSettle(field)
        #expect(field.isFirstResponder)
        await stage.tapAndSettle(deeper)
        #expect(!field.isFirstResponder)
      }
    }

    /// T2: the passive recognizer neither cancels nor delays: the button
    /// gets its touch-up in the tap, and a row under a finger its phases.
    @Test(
      "T2: views get their touches as without DismissKit",
      arguments: Variants.oneAtATime(Variants.others(\.deliveryOrder)))
    func viewsGetTheirTouches(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      var taps = 0
      let button = stage.button(CGRect(x: 20, y: 200, width: 100, height: 44)) { taps += 1 }
      let row = stage.add(RecordingView(), CGRect(x: 0, y: 400, width: 390, height: 60))
      await stage.tapAndSettle(field)
      stage.tap(button)
      #expect(taps == 1)  // within the tap, first tap
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 420))
      #expect(row.phases == ["began"])
      finger.move(to: CGPoint(x: 104, y: 424))
      finger.lift()
      #expect(row.phases == ["began", "moved", "ended"])
      #expect(row.selections == 1)
    }

    /// T3, T11: the resign runs on a later main-queue turn, after the
    /// tapped view had its touch-up; the button kept the keyboard (a
    /// control), the row ended editing only after its own touch-up.
    @Test("T3 T11: effects run after the tapped view had its touch-up")
    func effectsAfterDelivery() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let row = stage.add(RecordingView(), CGRect(x: 0, y: 400, width: 390, height: 60))
      await stage.tapAndSettle(field)
      var focusedAtTouchUp: Bool?
      row.log = { if $0 == "view ended" { focusedAtTouchUp = field.isFirstResponder } }
      stage.tap(row)
      #expect(focusedAtTouchUp == true)
      #expect(field.isFirstResponder)  // still, right after sendEvent
      await UIKitEmulation.settle(passes: 2)  // this cycle's updates and the next's (T18)
      #expect(!field.isFirstResponder)
    }

    /// Every reading of T12 the emulation has: when the window decides to
    /// hold a touch-up, when a failed recognizer is reset, whether it then
    /// stays among the touch's recognizers, and whether the window's
    /// recognizer sees the touch-up first or last (E4): they meet in one
    /// mechanism, so all together.
    nonisolated static let touchUpReadings: [Variants] = Variants.TouchUpHold.allCases.flatMap {
      hold in
      Variants.ResetTiming.allCases.flatMap { reset in
        Variants.ResetRecognizers.allCases.flatMap { listed in
          Variants.DeliveryOrder.allCases.map { order in
            .with {
              $0.touchUpHold = hold
              $0.resetTiming = reset
              $0.resetRecognizers = listed
              $0.deliveryOrder = order
            }
          }
        }
      }
    }

    /// T12, E4: a single-tap recognizer on the tapped row (a tappable cell)
    /// adds no wait, whichever sees the touch-up first: seen first by the
    /// window it is still possible then, but it recognizes in the same
    /// event and stays ended until its action at the next cycle of the run
    /// loop, after DismissKit's first look, which lets the effects go.
    @Test("T12: a tap recognizer on the path adds no wait", arguments: touchUpReadings)
    func tapRecognizerOnPath(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let row = stage.add(RecordingView(), CGRect(x: 0, y: 400, width: 390, height: 60))
      var taps = 0
      row.addGestureRecognizer(
        UITapGestureRecognizer(target: row, action: Selector("tapped") { _ in { _ in taps += 1 } }))
      await stage.tapAndSettle(field)
      // The touch is kept, as UIKit may keep it after its end (not
      // documented): DismissKit lets go of a hold once its touch is gone.
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 420))
      finger.lift()
      await stage.settle()
      #expect(!field.isFirstResponder)
      #expect(taps == 1)
      withExtendedLifetime(finger) {}
    }

    /// T12: with a recognizer that holds touch-ups (a double tap on the
    /// row's container, `delaysTouchesEnded` on), the effects wait until it
    /// lets the row's touch-up go: the row gets its tap before the resign's
    /// keyboard-hide layout moves it. Positive control: without the double
    /// tap, the resign comes on the pass of the tap.
    @Test("T12: a held touch-up reaches its row before the resign", arguments: touchUpReadings)
    func heldTouchUp(variants: Variants) async {
      for withDoubleTap in [true, false] {
        let stage = Stage(variants)
        let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        let list = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 400))
        let row = stage.add(RecordingView(), CGRect(x: 0, y: 100, width: 390, height: 60), to: list)
        if withDoubleTap {
          let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
          doubleTap.numberOfTapsRequired = 2
          list.addGestureRecognizer(doubleTap)
        }
        let token = NotificationCenter.default.addObserver(
          forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { list.frame.origin.y += 200 } }
        defer { NotificationCenter.default.removeObserver(token) }
        await stage.tapAndSettle(field)
        stage.tap(row)
        await UIKitEmulation.settle(passes: 2)  // the resign's two cycles (T18)
        #expect(field.isFirstResponder == withDoubleTap, "double tap: \(withDoubleTap)")
        UIKitEmulation.advanceClock(by: 1)
        await stage.settle()
        #expect(!field.isFirstResponder)
        #expect(row.phases.last == "ended")
        #expect(row.selections == 1, "double tap: \(withDoubleTap)")
      }
    }

    /// T12, both adapters: a button in a view with a double-tap recognizer
    /// gets its touch-up before DismissKit's resign (the SwiftUI root's and
    /// the UIKit interaction's). Positive control: without the double tap,
    /// the order is the same.
    @Test(
      "T12: the order of a held button's action and the resign",
      arguments: [false, true], touchUpReadings)
    func heldTouchUpOrder(swiftUI: Bool, variants: Variants) async {
      for withDoubleTap in [true, false] {
        let stage = Stage(variants, policy: swiftUI ? nil : DismissPolicy())
        let root = swiftUI ? SwiftUIRoot(in: stage.root.view) : nil
        var log: [String] = []
        let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 400))
        // A view, not a control: SwiftUI's buttons end editing too.
        let button = stage.add(TapView(), CGRect(x: 20, y: 20, width: 100, height: 44), to: card)
        button.onTap = { log.append("action") }
        if withDoubleTap {
          let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
          doubleTap.numberOfTapsRequired = 2
          card.addGestureRecognizer(doubleTap)
        }
        await stage.tapAndSettle(field)
        let token = NotificationCenter.default.addObserver(
          forName: UITextField.textDidEndEditingNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { log.append("resign") } }
        defer { NotificationCenter.default.removeObserver(token) }
        stage.tap(button)
        await stage.settle()
        UIKitEmulation.advanceClock(by: 1)
        await stage.settle()
        #expect(log == ["action", "resign"], "double tap: \(withDoubleTap)")
        withExtendedLifetime(root) {}
      }
    }

    /// T12: a recognizer that holds a touch-up and never decides does not
    /// hold the effects past the limit; before it, they wait.
    @Test("T12: the wait for a held touch-up is bounded")
    func heldTouchUpLimit() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 400))
      let undecided = RecordingRecognizer(target: nil, action: nil)
      card.addGestureRecognizer(undecided)
      await stage.tapAndSettle(field)
      stage.tap(200, 500)
      UIKitEmulation.advanceClock(by: WindowCoordinator.touchUpHoldLimit - 0.1)
      await stage.settle()
      #expect(field.isFirstResponder)
      #expect(undecided.state == .possible)
      UIKitEmulation.advanceClock(by: 0.2)
      await stage.settle()
      #expect(!field.isFirstResponder)
    }

    /// T4, T16: the target of a touch is the view of its down, for the
    /// whole touch: a drag that starts on the field and ends on the
    /// background keeps editing; one that starts on the background ends it
    /// (positive control) when drags dismiss.
    @Test("T4 T16: a touch keeps the view of its down")
    func touchKeepsItsView() async {
      let stage = Stage(policy: DismissPolicy(dragDismissesKeyboard: true))
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(field)
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 120))
      finger.move(to: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 600))
      finger.lift()
      await stage.settle()
      #expect(field.isFirstResponder)
      let other = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 600))
      other.move(to: CGPoint(x: 100, y: 120))
      other.lift()
      await stage.settle()
      #expect(!field.isFirstResponder)
    }

    /// T5: touch locations and view frames are in the same window
    /// coordinates, through offset superviews and a scrolled scroll view:
    /// a tap inside the layer keeps it, one beside it closes it.
    @Test("T5: window coordinates through offsets and scrolling")
    func windowCoordinates() async {
      let stage = Stage()
      let scroll = stage.add(UIScrollView(), CGRect(x: 30, y: 200, width: 300, height: 400))
      scroll.contentOffset = CGPoint(x: 0, y: 150)
      let card = stage.add(UIView(), CGRect(x: 50, y: 300, width: 100, height: 100), to: scroll)
      card.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      // The card is at x 80...180, y 350...450 in the window.
      await stage.tapAndSettle(120, 400)
      #expect(card.window != nil)
      await stage.tapAndSettle(120, 300)
      #expect(card.window == nil)
    }

    /// T7: a pencil tap does not end editing (the policy's default), a
    /// finger tap does (positive control); a pencil closes a layer.
    @Test("T7: the pencil's touch type")
    func pencil() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(field)
      UIKitEmulation.tap(in: stage.window, at: CGPoint(x: 100, y: 600), type: .pencil)
      await stage.settle()
      #expect(field.isFirstResponder)
      let card = stage.add(UIView(), CGRect(x: 20, y: 300, width: 100, height: 100))
      card.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      UIKitEmulation.tap(in: stage.window, at: CGPoint(x: 300, y: 700), type: .pencil)
      await stage.settle()
      #expect(card.window == nil)
      await stage.tapAndSettle(100, 600)
      #expect(!field.isFirstResponder)
    }

    /// T8: a layer hidden, or below 0.01 alpha through its superview, is
    /// not hit and does not keep taps in its frame; once shown it does.
    @Test("T8: hidden and transparent layers")
    func hiddenLayers() async {
      let stage = Stage()
      let holder = stage.add(UIView(), CGRect(x: 0, y: 200, width: 390, height: 300))
      let card = stage.add(UIView(), CGRect(x: 20, y: 20, width: 200, height: 200), to: holder)
      var dismissals = 0
      card.addInteraction(DismissibleLayerInteraction { _ in dismissals += 1 })
      holder.isHidden = true
      await stage.settle()
      await stage.tapAndSettle(100, 700)
      #expect(dismissals == 0)  // closed while hidden
      holder.isHidden = false
      holder.alpha = 0.005
      await stage.tapAndSettle(100, 700)
      #expect(dismissals == 0)
      holder.alpha = 1
      await stage.tapAndSettle(100, 300)  // inside: nothing
      #expect(dismissals == 0)
      await stage.tapAndSettle(100, 700)
      #expect(dismissals == 1)
    }

    /// T14: a panel slid entirely off the window is gone; slid back, it is
    /// open again and closes on a tap outside.
    @Test("T14: a panel slid off the screen is gone")
    func slidAway() async {
      let stage = Stage()
      let panel = stage.add(UIView(), CGRect(x: 0, y: 500, width: 390, height: 300))
      var dismissals = 0
      panel.addInteraction(
        DismissibleLayerInteraction { view in
          dismissals += 1
          view.frame.origin.y = 900
        })
      await stage.settle()
      await stage.tapAndSettle(100, 100)
      #expect(dismissals == 1)
      panel.frame.origin.y = 500
      await stage.tapAndSettle(100, 600)  // inside: stays
      await stage.tapAndSettle(100, 100)
      #expect(dismissals == 2)
    }

    /// T9: touches in the keyboard's window (a key, the composer) are not
    /// the app window's; a tap on the app's background is (positive
    /// control).
    @Test("T9: the keyboard's window decides nothing")
    func keyboardWindowTouches() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(field)
      let keyboard = UIWindow(frame: stage.window.bounds)
      keyboard.windowScene = stage.scene
      let key = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 244))
      keyboard.addSubview(key)
      UIKitEmulation.tap(in: keyboard, at: CGPoint(x: 100, y: 700))
      await stage.settle()
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(100, 600)
      #expect(!field.isFirstResponder)
    }

    /// T17: a per-screen interaction joins its window at the first touch on
    /// its view; whether the window's new recognizer also gets the rest of
    /// that touch or not, the touch is counted once: the first tap ends
    /// editing, and so does the second.
    @Test(
      "T17: the first touch of a per-screen interaction",
      arguments: Variants.LateRecognizer.allCases)
    func perScreenFirstTouch(late: Variants.LateRecognizer) async {
      let screen = KeyboardScreen()
      let stage = Stage(.with { $0.lateRecognizer = late }, root: screen, windowInteraction: false)
      let field = screen.field
      field.becomeFirstResponder()  // before the interaction attached
      #expect(screen.view.window?.gestureRecognizers?.count ?? 0 == 0)
      await stage.tapAndSettle(100, 600)
      #expect(!field.isFirstResponder)
      #expect(stage.window.gestureRecognizers?.count == 1)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(100, 600)
      #expect(!field.isFirstResponder)
    }
  }
}

/// The SwiftUI adapter's root (`dismissesKeyboardOnTapOutside()`) over a
/// view, its probe placed as a background representable's.
@MainActor
final class SwiftUIRoot {
  let scope = RootScope()

  init(in view: UIView) {
    let probe = AnchorView(.root(scope, policy: DismissPolicy(), depth: 0))
    probe.frame = view.bounds
    view.addSubview(probe)
  }
}

/// A screen that calls `dismissKeyboardOnTapOutside()` in `viewDidLoad`.
@MainActor
final class KeyboardScreen: UIViewController, KeyboardDismissing {
  let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
    dismissKeyboardOnTapOutside()
  }
}
