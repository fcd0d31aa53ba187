import Testing
import UIKit

@testable import DismissKit

/// A controller that counts the `dismiss(animated:completion:)` calls it
/// gets.
@MainActor
final class CountingController: UIViewController {
  var dismissCalls = 0
  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissCalls += 1
    super.dismiss(animated: flag, completion: completion)
  }
}

/// A presentation delegate that may refuse, and records what it hears.
@MainActor
final class RecordingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var allows = false
  var calls: [String] = []
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("should")
    return allows
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    calls.append("didAttempt")
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("did")
  }
}

extension Emulated {
  /// Layers and presentations (Docs/DeviceChecks.md, "Layers and
  /// presentations").
  @Suite("Layers") @MainActor struct Layers {
    /// L1: UIKit tells an interaction when it is added or removed, never
    /// when its view enters a window: a per-screen interaction joins at the
    /// first touch on its view (no recognizer on the window before).
    @Test("L1: interactions hear add and remove only")
    func interactionCallbacks() async {
      let stage = Stage(windowInteraction: false)
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let recorder = RecordingInteraction()
      view.addInteraction(recorder)
      view.addInteraction(DismissInteraction())
      stage.add(view, view.frame)
      #expect(recorder.calls == ["willMove(view)", "didMove(view)"])
      #expect(stage.window.gestureRecognizers == nil)
      await stage.tapAndSettle(100, 100)
      #expect(stage.window.gestureRecognizers?.count == 1)
      view.removeInteraction(recorder)
      #expect(
        recorder.calls == ["willMove(view)", "didMove(view)", "willMove(nil)", "didMove(nil)"])
    }

    /// P1: the innermost interaction on a view's way up serves it (its role
    /// provider keeps the keyboard); the window's serves what is outside it,
    /// and a second on one view does nothing. A layer in the inner one's
    /// view is the inner one's alone: one tap outside dismisses it once.
    @Test("Nested interactions: the innermost serves")
    func nestedInteractions() async {
      let stage = Stage()
      let screen = stage.add(UIView(), CGRect(x: 0, y: 100, width: 390, height: 744))
      let inner = DismissInteraction()
      inner.roleProvider = { _ in .keyboard(.keep) }
      screen.addInteraction(inner)
      let second = DismissInteraction()
      screen.addInteraction(second)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: screen)
      let popup = stage.add(UIView(), CGRect(x: 20, y: 300, width: 200, height: 200), to: screen)
      let layer = DismissibleLayerInteraction()
      var asked = 0
      layer.shouldDismiss = { _ in
        asked += 1
        return true
      }
      popup.addInteraction(layer)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(100, 700)
      #expect(field.isFirstResponder)
      #expect(popup.window == nil && asked == 1)
      #expect(DismissInteraction.serving(field) === inner)
      #expect(inner.isServing && !second.isServing)
      await stage.tapAndSettle(100, 50)  // outside the screen: the window's
      #expect(!field.isFirstResponder)
    }

    /// L3: a touch in a sheet presented over a `makeDismissible` form sheet
    /// is not outside it; once that sheet is gone, a tap outside dismisses
    /// it (positive control).
    @Test("L3: something presented over a layer is inside it")
    func presentedOverLayer() async {
      let stage = Stage()
      let editor = UIViewController()
      editor.modalPresentationStyle = .formSheet
      stage.root.present(editor, animated: false)
      editor.makeDismissible()
      let picker = UIViewController()
      picker.modalPresentationStyle = .pageSheet
      editor.present(picker, animated: false)
      await stage.settle()
      await stage.tapAndSettle(100, 120)  // in the picker, outside the editor's frame
      #expect(editor.presentingViewController === stage.root)
      picker.dismiss(animated: false)
      await stage.tapAndSettle(100, 120)  // on the editor's dimming view
      #expect(editor.presentingViewController == nil)
    }

    /// L9: `makeDismissible()` on the content of a presented container (a
    /// navigation controller's root): the container's bar is inside the
    /// layer; outside, the container is dismissed.
    @Test("L9: a presented container is the layer")
    func presentedContainer() async {
      let stage = Stage()
      let container = UIViewController()
      container.modalPresentationStyle = .formSheet
      let content = UIViewController()
      container.addChild(content)
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 350, height: 44))
      container.view.addSubview(bar)
      content.view.frame = CGRect(x: 0, y: 44, width: 350, height: 400)
      container.view.addSubview(content.view)
      content.didMove(toParent: container)
      stage.root.present(container, animated: false)
      content.makeDismissible()
      await stage.settle()
      await stage.tapAndSettle(bar)
      #expect(container.presentingViewController === stage.root)
      await stage.tapAndSettle(100, 120)
      #expect(container.presentingViewController == nil)
    }

    /// L4: before dismissing, DismissKit asks the presentation's delegate
    /// as UIKit does before an interactive dismissal: a refusal keeps it
    /// and the delegate hears the attempt after delivery (no will/did);
    /// `isModalInPresentation` refuses too. Allowed, the default dismissal
    /// is the person's, as a swipe is: will-dismiss, then did-dismiss once
    /// it is done (UIKit calls neither for `dismiss(animated:)`). A popover
    /// is also dismissed by UIKit on a tap outside, first or after
    /// DismissKit: will and did stay once each, but a refusing popover hears
    /// two attempts per tap. PINS THE "IF WRONG" OUTCOME of L4 for popovers.
    @Test(
      "L4: the presentation delegate and isModalInPresentation",
      arguments: [UIModalPresentationStyle.formSheet, .popover], popoverReadings)
    func presentationDelegate(style: UIModalPresentationStyle, variants: Variants) async {
      let stage = Stage(variants)
      let sheet = UIViewController()
      sheet.modalPresentationStyle = style
      stage.root.present(sheet, animated: false)
      let delegate = RecordingPresentationDelegate()
      sheet.presentationController?.delegate = delegate
      sheet.makeDismissible()
      await stage.settle()
      let popover = style == .popover
      let uikitFirst = popover && variants.popoverOutsideTap == .uikitFirst
      stage.tap(100, 120)
      // DismissKit asks after delivery (V1); UIKit during it.
      #expect(delegate.calls == (uikitFirst ? ["should", "didAttempt"] : []))
      await stage.settle()
      // Pinned: L4; the adapter fix flips this (one attempt per tap).
      let refusal: [String] =
        !popover
        ? ["should", "didAttempt"]
        : uikitFirst
          ? ["should", "didAttempt", "should", "didAttempt"]
          : ["should", "should", "didAttempt", "didAttempt"]
      #expect(delegate.calls == refusal)
      #expect(sheet.presentingViewController === stage.root)
      sheet.isModalInPresentation = true
      delegate.allows = true
      await stage.tapAndSettle(100, 120)
      #expect(sheet.presentingViewController === stage.root)
      // Pinned: L4; the adapter fix flips this.
      #expect(
        delegate.calls == refusal + (popover ? ["didAttempt", "didAttempt"] : ["didAttempt"]))
      sheet.isModalInPresentation = false
      delegate.calls = []
      stage.tap(100, 120)
      await stage.settle(passes: 1)
      // The animated dismissal runs; under UIKit's own, DismissKit asks once more.
      let allowed = uikitFirst ? ["should", "will", "should"] : ["should", "will"]
      #expect(delegate.calls == allowed)
      await stage.settle()
      #expect(sheet.presentingViewController == nil)
      #expect(delegate.calls == allowed + ["did"])
    }

    /// UIKit alone: a tap outside a popover dismisses it as the person's
    /// (will, did); refused by the delegate or `isModalInPresentation`, the
    /// delegate hears the attempt. A tap on a passthrough view goes to that
    /// view and keeps the popover.
    @Test("L4: UIKit's own dismissal of a popover", arguments: popoverReadings)
    func popoverDismissedByUIKit(variants: Variants) async {
      let stage = Stage(variants, windowInteraction: false)
      var taps = 0
      let toolbarButton = stage.button(CGRect(x: 20, y: 60, width: 100, height: 44)) { taps += 1 }
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      stage.root.present(popover, animated: false)
      popover.popoverPresentationController?.passthroughViews = [toolbarButton]
      let delegate = RecordingPresentationDelegate()
      popover.presentationController?.delegate = delegate
      await stage.tapAndSettle(toolbarButton)
      #expect(taps == 1 && delegate.calls.isEmpty)
      await stage.tapAndSettle(100, 150)
      popover.isModalInPresentation = true
      await stage.tapAndSettle(100, 150)
      #expect(delegate.calls == ["should", "didAttempt", "didAttempt"])
      #expect(popover.presentingViewController === stage.root)
      popover.isModalInPresentation = false
      delegate.allows = true
      delegate.calls = []
      await stage.tapAndSettle(100, 150)
      #expect(delegate.calls == ["should", "will", "did"])
      #expect(popover.presentingViewController == nil)
    }

    /// A sheet, or a popover under each reading of who reacts first to a
    /// tap outside it (L4).
    nonisolated static let popoverReadings = Variants.oneAtATime(
      Variants.others(\.popoverOutsideTap))

    /// L4: the app's own handler dismisses: the delegate hears nothing from
    /// DismissKit, as for any `dismiss(animated:)`. The app's Done in the
    /// same turn as a tap outside: DismissKit waits it out (L8) and calls
    /// nothing, so the app's own clean-up runs once; Done during
    /// DismissKit's dismissal: will and did once each. Escape: as a tap.
    /// A popover that UIKit dismisses first: UIKit's will and did, once.
    @Test(
      "L4 L8: will/did only for DismissKit's own default dismissal, once",
      arguments: [UIModalPresentationStyle.formSheet, .popover], popoverReadings)
    func presentationDelegateOnce(style: UIModalPresentationStyle, variants: Variants) async {
      let uikitFirst = style == .popover && variants.popoverOutsideTap == .uikitFirst
      for done in ["handler", "sameTurn", "during", "escape"] {
        let stage = Stage(variants)
        let sheet = CountingController()
        sheet.modalPresentationStyle = style
        stage.root.present(sheet, animated: false)
        let delegate = RecordingPresentationDelegate()
        delegate.allows = true
        sheet.presentationController?.delegate = delegate
        if done == "handler" {
          sheet.makeDismissible { $0.dismiss(animated: true) }
        } else {
          sheet.makeDismissible()
        }
        await stage.settle()
        if done == "escape" {
          await stage.escape()
        } else {
          stage.tap(100, 120)
        }
        if done == "sameTurn" { sheet.dismiss(animated: true) }
        await stage.settle(passes: 1)
        if done == "during" { sheet.dismiss(animated: true) }
        await stage.settle(passes: 8)
        #expect(sheet.presentingViewController == nil, "\(done)")
        let expected: [String] =
          switch done {
          case "escape": ["should", "will", "did"]
          case _ where uikitFirst:
            done == "handler" ? ["should", "will", "did"] : ["should", "will", "should", "did"]
          case "during": ["should", "will", "did"]
          case "sameTurn": ["should"]
          default: []
          }
        #expect(delegate.calls == expected, "\(done)")
      }
    }

    /// L5, L8: the app starts an animated dismissal of the top sheet in the
    /// same turn as a tap outside it: DismissKit waits for the transition
    /// and does not dismiss again (which would take the sheet beneath
    /// with it). Positive control: a tap outside alone dismisses only the
    /// top sheet, once. Under both readings of `isBeingDismissed`; the top
    /// one a popover too, under both readings of who reacts first (L4):
    /// UIKit's dismissal in the tap and the app's are both calls, but
    /// DismissKit adds none.
    @Test(
      "L5 L8: no second dismissal during the app's own",
      arguments: Variants.oneAtATime(
        Variants.others(\.beingDismissed), Variants.others(\.popoverOutsideTap)),
      [UIModalPresentationStyle.formSheet, .popover])
    func noDoubleDismissal(variants: Variants, style: UIModalPresentationStyle) async {
      for appDismissesToo in [true, false] {
        let stage = Stage(variants)
        let lower = CountingController()
        lower.modalPresentationStyle = .fullScreen
        stage.root.present(lower, animated: false)
        let upper = UIViewController()
        upper.modalPresentationStyle = style
        lower.present(upper, animated: false)
        upper.makeDismissible()
        await stage.settle()
        stage.tap(100, 120)
        if appDismissesToo { lower.dismiss(animated: true) }
        await stage.settle(passes: 8)
        #expect(lower.presentedViewController == nil)
        #expect(lower.presentingViewController === stage.root)
        // UIKit's own dismissal of a popover in the tap, and the app's.
        let uikitToo = style == .popover && variants.popoverOutsideTap == .uikitFirst
        #expect(lower.dismissCalls == (uikitToo && appDismissesToo ? 2 : 1), "\(appDismissesToo)")
      }
    }

    /// L10: a handler that says when the layer is gone: until it does,
    /// the layer is dismissing and taps in its frame do nothing; told "not
    /// dismissed", it is open again and a tap outside asks again.
    @Test("L10: a dismissal that completes later")
    func completionHandler() async {
      let stage = Stage()
      let panel = stage.add(UIView(), CGRect(x: 0, y: 500, width: 390, height: 300))
      var pending: ((Bool) -> Void)?
      var asked = 0
      panel.addInteraction(
        DismissibleLayerInteraction { _, _, completion in
          asked += 1
          pending = completion
        })
      await stage.settle()
      await stage.tapAndSettle(100, 100)
      #expect(asked == 1)
      await stage.tapAndSettle(100, 100)
      #expect(asked == 1)  // dismissing: not asked again
      pending?(false)
      await stage.tapAndSettle(100, 100)
      #expect(asked == 2)
      pending?(true)
      panel.removeFromSuperview()
      await stage.tapAndSettle(100, 100)
      #expect(asked == 2)
    }

    /// L10: a handler without completion leaves the layer dismissing while
    /// its view stays; `cancelDismissal()` opens it again (control: a tap
    /// outside asks again). A presentation's completion handler gets the
    /// presented root, its container (L9).
    @Test("L10: a dismissal without completion, cancelled")
    func cancelledDismissal() async {
      let stage = Stage()
      let popup = stage.add(UIView(), CGRect(x: 0, y: 500, width: 390, height: 300))
      var asked = 0
      let layer = DismissibleLayerInteraction { _ in asked += 1 }  // keeps its view
      popup.addInteraction(layer)
      await stage.settle()
      await stage.tapAndSettle(100, 100)
      await stage.tapAndSettle(100, 100)
      #expect(asked == 1)  // dismissing: not asked again
      layer.cancelDismissal()
      await stage.tapAndSettle(100, 100)
      #expect(asked == 2)
      popup.removeFromSuperview()

      let container = UIViewController()
      container.modalPresentationStyle = .formSheet
      let content = UIViewController()
      container.addChild(content)
      container.view.addSubview(content.view)
      content.didMove(toParent: container)
      stage.root.present(container, animated: false)
      var given: UIViewController?
      content.makeDismissible { presented, _, completion in
        given = presented
        presented.dismiss(animated: false) { completion(true) }
      }
      await stage.settle()
      await stage.tapAndSettle(100, 120)
      #expect(given === container)
      #expect(container.presentingViewController == nil)
    }

    /// L11: a modal layer's view is `accessibilityViewIsModal` while the
    /// interaction is on it; a non-modal one is not.
    @Test("L11: accessibilityViewIsModal on modal layers")
    func accessibilityModal() async {
      let stage = Stage()
      let dimming = stage.add(UIView(), stage.window.bounds)
      let card = stage.add(UIView(), CGRect(x: 20, y: 200, width: 300, height: 300))
      let plain = stage.add(UIView(), CGRect(x: 20, y: 600, width: 100, height: 100))
      let interaction = DismissibleLayerInteraction(modal: .backdrop(dimming))
      card.addInteraction(interaction)
      plain.addInteraction(DismissibleLayerInteraction())
      #expect(card.accessibilityViewIsModal)
      #expect(!plain.accessibilityViewIsModal)
      card.removeInteraction(interaction)
      #expect(!card.accessibilityViewIsModal)
    }

    /// L12: a screen whose view is deallocated (replaced as the window's
    /// root) leaves nothing installed, whether or not its interaction hears
    /// `willMove(to: nil)`: the window's recognizer and Escape command go
    /// at the next event. Control: while it lives, they are there.
    @Test(
      "L12: a deallocated screen leaves nothing installed",
      arguments: Variants.InteractionsOnDeallocation.allCases)
    func deallocatedScreen(told: Variants.InteractionsOnDeallocation) async {
      let stage = Stage(.with { $0.interactionsOnDeallocation = told }, windowInteraction: false)
      weak var weakScreen: KeyboardScreen?
      do {
        let screen = KeyboardScreen()
        weakScreen = screen
        stage.window.rootViewController = screen
        let popup = stage.add(
          UIView(), CGRect(x: 20, y: 300, width: 100, height: 100), to: screen.view)
        popup.addInteraction(DismissibleLayerInteraction())
        await stage.settle()
        #expect(stage.window.gestureRecognizers?.count == 1)
        #expect(!(screen.keyCommands ?? []).isEmpty)
        stage.window.rootViewController = UIViewController()
      }
      #expect(weakScreen == nil)
      await stage.tapAndSettle(100, 100)
      #expect(stage.window.gestureRecognizers == nil)
    }

    /// L7: each window decides its own touches: a tap on window B's
    /// background keeps window A's field editing; a tap on A's ends it.
    @Test("L7: one coordinator per window")
    func twoWindows() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let other = UIWindow(windowScene: stage.scene)
      other.rootViewController = UIViewController()
      other.addInteraction(DismissInteraction())
      await stage.tapAndSettle(field)
      UIKitEmulation.tap(in: other, at: CGPoint(x: 100, y: 600))
      await stage.settle()
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(100, 600)
      #expect(!field.isFirstResponder)
    }

    /// `.fullScreen`: the presenting views leave the window once the
    /// presentation completes, and come back when it is dismissed; a
    /// layer beneath is then closed, and open again after.
    @Test("fullScreen: the presenter's views leave the window")
    func fullScreen() async {
      let stage = Stage()
      let popup = stage.add(UIView(), CGRect(x: 20, y: 100, width: 100, height: 100))
      var dismissals = 0
      popup.addInteraction(DismissibleLayerInteraction { _ in dismissals += 1 })
      await stage.settle()
      let cover = UIViewController()
      cover.modalPresentationStyle = .fullScreen
      stage.root.present(cover, animated: true)
      #expect(stage.root.view.window != nil)  // until it completes
      await stage.settle()
      #expect(stage.root.view.window == nil)
      await stage.tapAndSettle(300, 600)
      #expect(dismissals == 0)  // the popup is not in the window
      cover.dismiss(animated: true)
      await stage.settle()
      #expect(stage.root.view.window != nil)
      await stage.tapAndSettle(300, 600)
      #expect(dismissals == 1)
    }
  }
}
