import Dispatch
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// Each switch changes what the emulated UIKit does (no vacuous
  /// variant): one test per switch, observing UIKit alone.
  @Suite("Switches") @MainActor struct Switches {
    /// T12: a recognizer that holds touch-ups and fails on seeing the end:
    /// decided before the recognizers, the view's touch-up is held, then
    /// released when that recognizer fails, before a later recognizer (the
    /// window's) sees the end; decided after, the view gets it last.
    @Test("T12 switch: when the window decides to hold a touch-up")
    func touchUpHold() {
      var orders: [Variants.TouchUpHold: [String]] = [:]
      for hold in Variants.TouchUpHold.allCases {
        let stage = Stage(.with { $0.touchUpHold = hold }, windowInteraction: false)
        var log: [String] = []
        let list = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
        let row = stage.add(RecordingView(), CGRect(x: 0, y: 0, width: 390, height: 60), to: list)
        let holder = RecordingRecognizer(target: nil, action: nil)
        holder.failOnEnd = true
        list.addGestureRecognizer(holder)
        let windowRecognizer = RecordingRecognizer(target: nil, action: nil)
        windowRecognizer.delaysTouchesEnded = false
        windowRecognizer.log = { log.append($0) }
        stage.window.addGestureRecognizer(windowRecognizer)
        row.log = { log.append($0) }
        stage.tap(row)
        orders[hold] = log
      }
      #expect(
        orders[.decidedBeforeRecognizers] == ["view began", "view ended", "recognizer ended"])
      #expect(orders[.decidedAfterRecognizers] == ["view began", "recognizer ended", "view ended"])
    }

    /// T12: a recognizer that failed at the end and was reset is still
    /// among the touch's recognizers, or not.
    @Test("T12 switch: a reset recognizer on the touch")
    func resetRecognizers() {
      for listed in Variants.ResetRecognizers.allCases {
        let stage = Stage(.with { $0.resetRecognizers = listed }, windowInteraction: false)
        let recognizer = RecordingRecognizer(target: nil, action: nil)
        recognizer.failOnEnd = true
        stage.window.addGestureRecognizer(recognizer)
        let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 100))
        #expect(finger.touch.gestureRecognizers?.contains { $0 === recognizer } == true)
        finger.lift()
        #expect(recognizer.resets == 1)
        let listedNow = finger.touch.gestureRecognizers?.contains { $0 === recognizer } == true
        #expect(listedNow == (listed == .keptOnTouch))
      }
    }

    /// T17: a recognizer added to the window while a finger is down gets
    /// that touch's end, or nothing of it.
    @Test("T17 switch: a recognizer added during a touch")
    func lateRecognizer() {
      for late in Variants.LateRecognizer.allCases {
        let stage = Stage(.with { $0.lateRecognizer = late }, windowInteraction: false)
        let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 100))
        let recognizer = RecordingRecognizer(target: nil, action: nil)
        stage.window.addGestureRecognizer(recognizer)
        finger.lift()
        #expect(recognizer.phases == (late == .getsLaterPhases ? ["ended"] : []))
      }
    }

    /// T15: a recognizer that failed is reset as `sendEvent` returns, or on
    /// the next main-queue turn.
    @Test("T15 switch: when reset() runs")
    func resetTiming() async {
      for timing in Variants.ResetTiming.allCases {
        let stage = Stage(.with { $0.resetTiming = timing }, windowInteraction: false)
        let recognizer = RecordingRecognizer(target: nil, action: nil)
        recognizer.failOnEnd = true
        stage.window.addGestureRecognizer(recognizer)
        stage.tap(100, 100)
        #expect(recognizer.resets == (timing == .endOfSendEvent ? 1 : 0))
        await UIKitEmulation.runLoopPass()
        #expect(recognizer.resets == 1)
        #expect(recognizer.state == .possible)
      }
    }

    /// K6: a presented controller's next responder.
    @Test("K6 switch: a presented controller's next responder")
    func presentedNext() {
      for next in Variants.PresentedNext.allCases {
        let stage = Stage(.with { $0.presentedNext = next })
        let sheet = UIViewController()
        stage.root.present(sheet, animated: false)
        if next == .viewSuperview {
          #expect(sheet.next === sheet.presentationController?.containerView)
        } else {
          #expect(sheet.next === stage.root)
        }
      }
    }

    /// K9: a key press with no first responder reaches a command on the
    /// root controller, or nothing.
    @Test("K9 switch: key commands with no first responder")
    func noFirstResponder() {
      for lookup in Variants.KeyCommandsWithoutFirstResponder.allCases {
        let screen = EscapeScreen()
        screen.ownCommand = true
        let stage = Stage(.with { $0.keyCommandsWithoutFirstResponder = lookup }, root: screen)
        let handled = UIKitEmulation.pressKey(UIKeyCommand.inputEscape, in: stage.window)
        #expect(handled == (lookup == .fromTopViewController))
        #expect(screen.cancels == (lookup == .fromTopViewController ? 1 : 0))
      }
    }

    /// K8: two commands with one input on one responder.
    @Test("K8 switch: two equal key commands")
    func equalCommands() {
      for order in Variants.EqualKeyCommands.allCases {
        let stage = Stage(.with { $0.equalKeyCommands = order })
        var fired: [String] = []
        for name in ["first", "second"] {
          stage.root.addKeyCommand(
            UIKeyCommand(
              input: "k", modifierFlags: [],
              action: Selector(name) { _ in { _ in fired.append(name) } }))
        }
        UIKitEmulation.pressKey("k", in: stage.window)
        #expect(fired == [order == .firstAddedWins ? "first" : "second"])
      }
    }

    /// N6: where a sheet's dimming view is.
    @Test("N6 switch: the dimming view's superview")
    func dimmingView() {
      for place in Variants.DimmingView.allCases {
        let stage = Stage(.with { $0.dimmingView = place })
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        stage.root.present(sheet, animated: false)
        let container = sheet.presentationController?.containerView
        let dimming = stage.window.hitTest(CGPoint(x: 100, y: 120), with: nil)
        #expect(dimming?.superview === (place == .insideContainer ? container : stage.window))
      }
    }

    /// N2: what an alert's text field's host answers for `next`.
    @Test("N2 switch: where an alert's text fields are")
    func alertFields() {
      for place in Variants.AlertTextFields.allCases {
        let stage = Stage(.with { $0.alertTextFields = place })
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.addTextField()
        stage.root.present(alert, animated: false)
        let host = alert.textFields?.first?.superview
        let controller = host?.next as? UIViewController
        switch place {
        case .inAlertView: #expect(controller == nil)
        case .inChildController: #expect(controller?.parent === alert)
        case .inDetachedController: #expect(controller != nil && controller?.parent == nil)
        }
      }
    }

    /// L12: whether a deallocated view's interactions hear
    /// `willMove(to: nil)`.
    @Test("L12 switch: interactions of a deallocated view")
    func deallocation() {
      for told in Variants.InteractionsOnDeallocation.allCases {
        _ = Stage(.with { $0.interactionsOnDeallocation = told })
        let recorder = RecordingInteraction()
        do {
          let view = UIView()
          view.addInteraction(recorder)
        }
        #expect(recorder.calls.contains("willMove(nil)") == (told == .toldWillMoveToNil))
      }
    }

    /// T18: when a tapped control's state change is applied, relative to
    /// a main-queue block queued after it and to a before-waiting observer
    /// of the largest order (DismissKit's kind).
    @Test("T18 switch: when a tapped button's state is applied")
    func stateApplication() async {
      let expected: [Variants.StateApplication: [String]] = [
        .inAction: ["state", "queued block", "last observer"],
        .mainQueue: ["state", "queued block", "last observer"],
        .beforeWaiting: ["queued block", "state", "last observer"],
        .laterPass: ["queued block", "last observer", "state"],
      ]
      for apply in Variants.StateApplication.allCases {
        _ = Stage(.with { $0.stateApplication = apply })
        var log: [String] = []
        UIKitEmulation.applyState { log.append("state") }
        if apply == .inAction { #expect(log == ["state"]) }
        DispatchQueue.main.async { MainActor.assumeIsolated { log.append("queued block") } }
        UIKitEmulation.performBeforeWaiting(order: Int.max) { log.append("last observer") }
        await UIKitEmulation.runLoopPass()
        await UIKitEmulation.runLoopPass()
        #expect(log == expected[apply], "\(apply)")
      }
    }

    /// Before-waiting observers run by order, small to large, whatever the
    /// order they were added in; equal orders in the order added.
    @Test("Run loop: before-waiting observers by order")
    func observerOrder() async {
      _ = Stage()
      var log: [String] = []
      UIKitEmulation.performBeforeWaiting(order: Int.max) { log.append("last") }
      UIKitEmulation.performBeforeWaiting { log.append("first") }
      UIKitEmulation.performBeforeWaiting(order: 2_000_000) { log.append("middle") }
      UIKitEmulation.performBeforeWaiting { log.append("second") }
      await UIKitEmulation.runLoopPass()
      #expect(log == ["first", "second", "middle", "last"])
    }

    /// E58: two before-waiting observers of one order.
    @Test("E58 switch: observers of equal order")
    func equalObserverOrder() async {
      for reading in Variants.EqualObserverOrder.allCases {
        _ = Stage(.with { $0.equalObserverOrder = reading })
        var log: [String] = []
        UIKitEmulation.performBeforeWaiting(order: 7) { log.append("added first") }
        UIKitEmulation.performBeforeWaiting(order: 7) { log.append("added second") }
        await UIKitEmulation.runLoopPass()
        #expect(
          log
            == (reading == .orderAdded
              ? ["added first", "added second"] : ["added second", "added first"]))
      }
    }

    /// E19: a tap on a disabled button sends no action; the button is
    /// the touch's view, or the view behind it is.
    @Test("E19 switch: a disabled control")
    func disabledControls() {
      for reading in Variants.DisabledControls.allCases {
        let stage = Stage(.with { $0.disabledControls = reading }, windowInteraction: false)
        let behind = stage.add(RecordingView(), CGRect(x: 0, y: 100, width: 390, height: 200))
        var taps = 0
        let button = stage.button(CGRect(x: 20, y: 20, width: 100, height: 44), to: behind) {
          taps += 1
        }
        button.isEnabled = false
        let hit = stage.window.hitTest(CGPoint(x: 50, y: 140), with: nil)
        #expect(hit === (reading == .hitAndIgnored ? button : behind))
        stage.tap(button)
        #expect(taps == 0)
        #expect(behind.phases == ["began", "ended"])  // forwarded up the chain, or hit
      }
    }

    /// E55: `Bundle(for:)` of a runtime subclass of a UIKit picker; the
    /// picker's own class is UIKit's under both.
    @Test("E55 switch: a runtime subclass's bundle")
    func runtimeSubclasses() {
      UIKitEmulation.declare(
        ObservedPicker.self, runtimeSubclassOf: UIColorPickerViewController.self)
      for reading in Variants.RuntimeSubclasses.allCases {
        _ = Stage(.with { $0.runtimeSubclasses = reading })
        #expect(
          UIKitEmulation.bundleIdentifier(of: ObservedPicker.self)
            == (reading == .frameworkBundle
              ? UIKitEmulation.uiKitBundleIdentifier : UIKitEmulation.appBundleIdentifier))
        #expect(
          UIKitEmulation.bundleIdentifier(of: UIColorPickerViewController.self)
            == UIKitEmulation.uiKitBundleIdentifier)
      }
    }

    /// E16: a double tap whose second tap comes 0.3 s or 0.45 s after the
    /// first, and a single tap whose finger moves 8 pt or 15 pt.
    @Test("E16 switch: UIKit's tap thresholds")
    func tapThresholds() async {
      for reading in Variants.TapThresholds.allCases {
        var recognized: [String] = []
        for (gap, moved) in [(0.3, 8.0), (0.45, 15.0)] {
          let stage = Stage(.with { $0.tapThresholds = reading }, windowInteraction: false)
          let double = UITapGestureRecognizer(
            target: NSObject(),
            action: Selector("double") { _ in { _ in recognized.append("double \(gap)") } })
          double.numberOfTapsRequired = 2
          stage.window.addGestureRecognizer(double)
          stage.tap(100, 100)
          UIKitEmulation.advanceClock(by: gap)
          await UIKitEmulation.runLoopPass()
          stage.tap(100, 100)
          // Actions go at the next cycle of the run loop.
          await UIKitEmulation.settle(passes: 2)
          stage.window.removeGestureRecognizer(double)
          stage.window.addGestureRecognizer(
            UITapGestureRecognizer(
              target: NSObject(),
              action: Selector("single") { _ in { _ in recognized.append("moved \(moved)") } }))
          let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 100))
          finger.move(to: CGPoint(x: 100 + moved, y: 100))
          finger.lift()
          await UIKitEmulation.settle(passes: 2)
        }
        let expected: [String] =
          switch reading {
          case .standard: ["double 0.3", "moved 8.0"]
          case .tight: []
          case .loose: ["double 0.3", "moved 8.0", "double 0.45", "moved 15.0"]
          }
        #expect(recognized == expected, "\(reading)")
      }
    }

    /// E17: a recognizer holding a row's touch-up is removed: the row gets
    /// its touch-up then, or never.
    @Test("E17 switch: a recognizer removed while it holds a touch-up")
    func removedRecognizer() {
      for reading in Variants.RemovedRecognizer.allCases {
        let stage = Stage(.with { $0.removedRecognizer = reading }, windowInteraction: false)
        let list = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
        let row = stage.add(RecordingView(), CGRect(x: 0, y: 0, width: 390, height: 60), to: list)
        let holder = RecordingRecognizer(target: nil, action: nil)
        list.addGestureRecognizer(holder)
        stage.tap(row)
        #expect(row.phases == ["began"])
        list.removeGestureRecognizer(holder)
        #expect(row.phases == (reading == .releasesHeldTouches ? ["began", "ended"] : ["began"]))
      }
    }

    /// E26: a card holding the focused field leaves the window: the field
    /// resigns (the keyboard goes), or the window keeps it.
    @Test("E26 switch: removing a view holding the first responder")
    func viewRemoval() {
      for reading in Variants.ViewRemoval.allCases {
        let stage = Stage(.with { $0.viewRemoval = reading }, windowInteraction: false)
        let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
        let field = stage.field(CGRect(x: 20, y: 20, width: 300, height: 40), to: card)
        field.becomeFirstResponder()
        card.removeFromSuperview()
        #expect(UIKitEmulation.isKeyboardVisible == (reading == .keepsFirstResponder))
        #expect(stage.keyboard == (reading == .keepsFirstResponder ? ["show"] : ["show", "hide"]))
      }
    }

    /// E49: the run loop pass in which an animated presentation completes.
    @Test("E49 switch: how long a transition lasts")
    func transitionLength() async {
      for reading in Variants.TransitionLength.allCases {
        let stage = Stage(.with { $0.transitionLength = reading })
        var passes = 0
        var done = false
        stage.root.present(UIViewController(), animated: true) { done = true }
        while !done && passes < 20 {
          await UIKitEmulation.runLoopPass()
          passes += 1
        }
        #expect(passes == (reading == .twoPasses ? 2 : 6))
      }
    }

    /// E52: whether the alert is still presented when an action's handler
    /// runs.
    @Test("E52 switch: when an alert action's handler runs")
    func alertHandler() async {
      for reading in Variants.AlertHandler.allCases {
        let stage = Stage(.with { $0.alertHandler = reading }, policy: nil)
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        var presentedAtHandler: Bool?
        alert.addAction(
          UIAlertAction(title: "OK", style: .default) { _ in
            presentedAtHandler = alert.presentingViewController != nil
          })
        stage.root.present(alert, animated: false)
        stage.tap(alert.actionButtons[0])
        #expect((presentedAtHandler != nil) == (reading == .atOnce))
        await stage.settle()
        #expect(presentedAtHandler == (reading == .atOnce))
      }
    }

    /// L5: `isBeingDismissed` during an animated dismissal, outside the
    /// disappear callbacks.
    @Test("L5 switch: isBeingDismissed")
    func beingDismissed() async {
      for reading in Variants.BeingDismissed.allCases {
        let stage = Stage(.with { $0.beingDismissed = reading })
        let sheet = UIViewController()
        stage.root.present(sheet, animated: false)
        sheet.dismiss(animated: true)
        #expect(sheet.isBeingDismissed == (reading == .wholeTransition))
        await stage.settle()
        #expect(!sheet.isBeingDismissed)
      }
    }

    /// F10: whether a field in the keyboard's window posts its editing
    /// notifications (a field in the app's window always does).
    @Test("F10 switch: notifications from the keyboard's window")
    func accessoryNotifications() {
      for posting in Variants.AccessoryNotifications.allCases {
        let screen = ComposerScreen(perScreen: false)
        let stage = Stage(.with { $0.accessoryNotifications = posting }, root: screen)
        var heard = 0
        let token = NotificationCenter.default.addObserver(
          forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { heard += 1 } }
        screen.field.becomeFirstResponder()
        NotificationCenter.default.removeObserver(token)
        #expect(heard == (posting == .posted ? 1 : 0))
        #expect(screen.field.window === UIKitEmulation.keyboardWindow(of: stage.window))
      }
    }

    /// N4: where a system menu's rows are: under a view straight on the
    /// window, or in a presented controller's view.
    @Test("N4 switch: where a system menu is drawn")
    func systemMenus() {
      for place in Variants.SystemMenus.allCases {
        let stage = Stage(.with { $0.systemMenus = place })
        let button = stage.add(
          UIButton(type: .system), CGRect(x: 20, y: 100, width: 100, height: 44))
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        button.showsMenuAsPrimaryAction = true
        stage.tap(button)
        #expect((stage.root.presentedViewController != nil) == (place == .presentedController))
        #expect(UIKitEmulation.menuRows.count == 1)
      }
    }

    /// K13: Escape with an alert on top: the system cancels the alert, or
    /// the press goes to the responder chain (here to no command).
    @Test("K13 switch: Escape in an alert")
    func alertEscape() async {
      for alertEscape in Variants.AlertEscape.allCases {
        let stage = Stage(.with { $0.alertEscape = alertEscape }, policy: nil)
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        stage.root.present(alert, animated: false)
        let handled = UIKitEmulation.pressKey(UIKeyCommand.inputEscape, in: stage.window)
        await stage.settle()
        #expect(handled == (alertEscape == .systemCancelsAlert))
        #expect((alert.presentingViewController == nil) == (alertEscape == .systemCancelsAlert))
      }
    }

    /// S10: a touch on a field in a hosting view has the field as its
    /// view, or the hosting view; either way the field takes focus.
    @Test("S10 switch: touch.view over a platform view in a hosting view")
    func hostingHitTest() {
      for hitTest in Variants.HostingHitTest.allCases {
        let root = UIViewController()
        root.view = EmulatedHostingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let stage = Stage(.with { $0.hostingHitTest = hitTest }, root: root)
        let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        let editor = stage.add(UITextView(), CGRect(x: 20, y: 200, width: 300, height: 100))
        for input in [field, editor] as [UIView] {
          let hit = stage.window.hitTest(
            CGPoint(x: input.frame.midX, y: input.frame.midY), with: nil)
          #expect(hit === (hitTest == .platformView ? input : root.view))
          stage.tap(input)
          #expect(input.isFirstResponder)
        }
      }
    }

    /// E4: at the window's recognizer's touch-up, a single-tap recognizer
    /// on the tapped view has recognized already, or is still possible.
    @Test("E4 switch: the window's recognizers first or last")
    func deliveryOrder() {
      for order in Variants.DeliveryOrder.allCases {
        let stage = Stage(.with { $0.deliveryOrder = order }, windowInteraction: false)
        let row = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 60))
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        row.addGestureRecognizer(tap)
        let windowRecognizer = RecordingRecognizer(target: nil, action: nil)
        windowRecognizer.unpreventable = true
        var seen: UIGestureRecognizer.State?
        windowRecognizer.log = { _ in seen = tap.state }
        stage.window.addGestureRecognizer(windowRecognizer)
        stage.tap(row)
        #expect(seen == (order == .windowLast ? .ended : .possible))
      }
    }

    /// K17: a command added to an app screen that overrides `keyCommands`
    /// fires if the override returns `super`'s too; its own always does.
    @Test("K17 switch: an app's keyCommands override")
    func keyCommandsOverride() {
      for override in Variants.KeyCommandsOverride.allCases {
        let screen = ShortcutsScreen()
        let stage = Stage(.with { $0.keyCommandsOverride = override }, root: screen)
        var added = 0
        screen.addKeyCommand(
          UIKeyCommand(
            input: "k", modifierFlags: [], action: Selector("added") { _ in { _ in added += 1 } }))
        UIKitEmulation.pressKey("k", in: stage.window)
        UIKitEmulation.pressKey("f", modifierFlags: .command, in: stage.window)
        #expect(added == (override == .callsSuper ? 1 : 0))
        #expect(screen.finds == 1)
      }
    }

    /// E33: focus moving from one field to another posts a second
    /// `keyboardWillShow`, or nothing; the keyboard never went down.
    @Test("E33 switch: keyboard notifications on a hand-over")
    func keyboardNotifications() {
      for posting in Variants.KeyboardNotifications.allCases {
        let stage = Stage(.with { $0.keyboardNotifications = posting }, windowInteraction: false)
        let first = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        let second = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
        stage.tap(first)
        stage.tap(second)
        #expect(stage.keyboard == (posting == .oncePerSession ? ["show"] : ["show", "show"]))
        #expect(stage.drops == 0)
        second.resignFirstResponder()
        #expect(stage.drops == 1)
      }
    }

    /// T21: a superview's custom single-tap recognizer (not a
    /// `UITapGestureRecognizer`) and a button: the recognizer takes the tap
    /// and cancels the button, or the button refuses it and fires.
    @Test("T21 switch: which recognizers a control refuses")
    func controlRefusal() async {
      for refusal in Variants.ControlRefusal.allCases {
        let stage = Stage(.with { $0.controlRefusal = refusal }, windowInteraction: false)
        let log = ActionLog()
        let card = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
        card.addGestureRecognizer(LiftRecognizer(target: log, action: log.action))
        var taps = 0
        let button = stage.button(CGRect(x: 20, y: 20, width: 100, height: 44), to: card) {
          taps += 1
        }
        await stage.tapAndSettle(button)
        let refused = refusal == .anySingleTapRecognizer
        #expect(taps == (refused ? 1 : 0))
        #expect(log.states == (refused ? [] : [.ended]))
      }
    }

    /// F8: the scene the keyboard's window reports.
    @Test("F8 switch: the keyboard window's scene")
    func keyboardScene() {
      for scene in Variants.KeyboardWindowScene.allCases {
        let screen = ComposerScreen(perScreen: false)
        let stage = Stage(.with { $0.keyboardWindowScene = scene }, root: screen)
        let keyboard = UIKitEmulation.keyboardWindow(of: stage.window)
        #expect(keyboard?.windowScene === (scene == .appScene ? stage.scene : nil))
      }
    }

    /// F12: an alert without fields over a focused field leaves it, takes
    /// it and gives it back once dismissed, or takes it for good.
    @Test("F12 switch: an alert without fields and the focused field")
    func alertFocus() async {
      for focus in Variants.AlertFocus.allCases {
        let stage = Stage(.with { $0.alertFocus = focus }, windowInteraction: false)
        let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
        field.becomeFirstResponder()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        stage.root.present(alert, animated: false)
        #expect(field.isFirstResponder == (focus == .notTaken))
        stage.tap(alert.actionButtons[0])
        await stage.settle()
        #expect(field.isFirstResponder == (focus != .takenNotRestored))
        let keyboard: [String] =
          switch focus {
          case .notTaken: ["show"]
          case .takenAndRestored: ["show", "hide", "show"]
          case .takenNotRestored: ["show", "hide"]
          }
        #expect(stage.keyboard == keyboard)
      }
    }

    /// L4: UIKit dismisses a popover on a tap outside it in the tap's
    /// delivery, or after what the window's recognizers queued on the main
    /// queue during it (as DismissKit's observer queues its effects).
    @Test("L4 switch: UIKit's dismissal of a popover on a tap outside")
    func popoverOutsideTap() async {
      for order in Variants.PopoverOutsideTap.allCases {
        let stage = Stage(.with { $0.popoverOutsideTap = order }, windowInteraction: false)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        stage.root.present(popover, animated: false)
        var seenDismissing: Bool?
        let observer = RecordingRecognizer(target: nil, action: nil)
        observer.delaysTouchesEnded = false
        observer.log = { _ in
          DispatchQueue.main.async { seenDismissing = popover.isBeingDismissed }
        }
        stage.window.addGestureRecognizer(observer)
        await stage.tapAndSettle(100, 120)
        #expect(seenDismissing == (order == .uikitFirst))
        #expect(popover.presentingViewController == nil)
      }
    }
  }
}

/// A runtime subclass of a UIKit picker (as KVO makes one).
private final class ObservedPicker: UIColorPickerViewController {}
