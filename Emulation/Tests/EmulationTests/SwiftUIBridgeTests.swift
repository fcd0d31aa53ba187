import DismissCore
import Testing
import UIKit

@testable import DismissKit

/// A `.fullScreen` cover holding `content`, presented from `stage`'s root.
@MainActor
@discardableResult
private func presentCover(
  on stage: Stage, _ cover: UIViewController = UIViewController(), _ content: (UIView) -> Void
) async -> UIViewController {
  cover.modalPresentationStyle = .fullScreen
  content(cover.view)
  stage.root.present(cover, animated: true)
  await stage.settle()
  return cover
}

extension Emulated {
  /// The SwiftUI adapter's probe, anchors and scope on the emulated UIKit.
  @Suite("SwiftUI bridge") @MainActor struct SwiftUIBridge {
    /// S28: a `.fullScreen` presentation removes the presenting views, the
    /// root's probe with them; the cover's marked views (registered through
    /// the root's scope, as a rootless cover's are) keep it served.
    @Test("S28: a rootless full-screen cover is served")
    func rootlessFullScreenCover() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      var field = UITextField()
      await presentCover(on: stage) { cover in
        field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: cover)
        hosting.keep(CGRect(x: 20, y: 300, width: 300, height: 80), in: cover)
      }
      #expect(stage.root.view.window == nil)  // the probe left with the presenter's views
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(170, 340)  // the keep view
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 600)  // the cover's background
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S28: a login cover holding only a `TextField` (a `UITextField` in
    /// the hosting view, no marked view) is served though the probe left.
    @Test(
      "S28: a rootless cover without a marked view is served",
      arguments: Variants.oneAtATime(
        Variants.others(\.hostingHitTest), Variants.others(\.stateApplication)))
    func unmarkedRootlessCover(_ variants: Variants) async {
      let stage = Stage(variants, policy: nil)
      let hosting = Hosting(root: stage.root)
      let cover = HostingControllerStandIn()
      cover.view = EmulatedHostingView(frame: stage.window.bounds)
      var field = UITextField()
      await presentCover(on: stage, cover) { cover in
        field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: cover)
      }
      #expect(stage.root.view.window == nil)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 600)  // the cover's background
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// Decision: a root serves its cover until the cover goes. Its screen
    /// swapped out meanwhile (by a container without child controllers),
    /// it then serves nothing and leaves the window's coordinator; back, it serves.
    @Test("S28: a root pushed away under its cover serves nothing once the cover goes")
    func rootPushedAwayUnderCover() async {
      let stage = Stage(policy: nil)
      let screen = stage.add(UIView(), stage.root.view.bounds)
      let hosting = Hosting(rootIn: screen)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: screen)
      var coverField = UITextField()
      let cover = await presentCover(on: stage, HostingControllerStandIn()) { cover in
        coverField = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: cover)
      }
      await stage.tapAndSettle(coverField)
      await stage.tapAndSettle(200, 600)
      #expect(!coverField.isFirstResponder)
      screen.removeFromSuperview()
      let next = stage.field(CGRect(x: 20, y: 200, width: 300, height: 40))
      cover.dismiss(animated: true)
      await stage.settle()
      await stage.tapAndSettle(next)
      #expect(next.isFirstResponder)
      #expect(DismissWindowAttachment.existing(for: stage.window) == nil)
      await stage.tapAndSettle(200, 600)
      #expect(next.isFirstResponder)  // served by nothing
      stage.root.view.addSubview(screen)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 600)
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// Decision: a root whose screen was pushed away serves nothing: the
    /// window's coordinator goes (SwiftUI-only window) until the screen is back.
    @Test("S28: a root whose screen was pushed away serves nothing")
    func pushedAwayRootServesNothing() async {
      let screen = UIViewController()
      let navigation = UINavigationController(rootViewController: screen)
      let stage = Stage(root: navigation, policy: nil)
      let hosting = Hosting(root: screen)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: screen.view)
      let pushed = UIViewController()
      navigation.viewControllers = [screen, pushed]
      #expect(DismissWindowAttachment.existing(for: stage.window) == nil)
      let next = stage.field(CGRect(x: 20, y: 200, width: 300, height: 40), to: pushed.view)
      await stage.tapAndSettle(next)
      await stage.tapAndSettle(200, 600)
      #expect(next.isFirstResponder)
      navigation.viewControllers = [screen]
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 600)
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S28: a cover whose marked views all go (the probe already out)
    /// stays served, its next marked view too.
    @Test("S28: a rootless cover stays served as its marked views change")
    func rootlessCoverReattaches() async throws {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      var field = UITextField()
      var coverView = UIView()
      await presentCover(on: stage) { cover in
        coverView = cover
        field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: cover)
        hosting.keep(CGRect(x: 20, y: 300, width: 300, height: 80), in: cover)
      }
      let oldAnchor = try #require(hosting.anchors.last)
      oldAnchor.removeFromSuperview()  // out of the window, then dismantled
      oldAnchor.dismantle()
      hosting.keep(CGRect(x: 20, y: 500, width: 300, height: 80), in: coverView)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(170, 540)  // the new keep view
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 700)
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S28: a layer in a rootless cover closes on a tap outside it.
    @Test("S28: a layer in a rootless full-screen cover is served")
    func layerInRootlessFullScreenCover() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      let isPresented = Flag()
      await presentCover(on: stage) { cover in
        hosting.dismissible(
          CGRect(x: 20, y: 300, width: 300, height: 200), in: cover, isPresented: isPresented)
      }
      await stage.tapAndSettle(170, 400)  // inside the card
      #expect(isPresented.value)
      await stage.tapAndSettle(200, 700)
      #expect(!isPresented.value)
      withExtendedLifetime(hosting) {}
    }

    /// S29: `List` reuse gives one token two representables; the old one's
    /// dismantle leaves the registration the new one made.
    @Test("S29: an old anchor's dismantle keeps a newer registration")
    func dismantleKeepsNewerRegistration() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let token = DismissalToken()
      let row = CGRect(x: 20, y: 300, width: 300, height: 80)
      let oldAnchor = hosting.keep(row, in: stage.root.view, token: token)
      hosting.keep(row, in: stage.root.view, token: token)
      oldAnchor.dismantle()
      oldAnchor.removeFromSuperview()
      #expect(hosting.scope.coordinator.entries[token] != nil)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(170, 340)  // the row
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 600)
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S29: an update of a representable whose registration another one
    /// replaced and then dropped registers it again.
    @Test("S29: an update restores a dropped registration")
    func updateRestoresRegistration() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let token = DismissalToken()
      let row = CGRect(x: 20, y: 300, width: 300, height: 80)
      let liveAnchor = hosting.keep(row, in: stage.root.view, token: token)
      let otherAnchor = hosting.keep(row, in: stage.root.view, token: token)
      otherAnchor.dismantle()
      otherAnchor.removeFromSuperview()
      liveAnchor.update(to: hosting.keepPurpose(token))
      #expect(hosting.scope.coordinator.entries[token] != nil)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(170, 340)
      #expect(field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S15: a modal `dismissible` card whose anchor leaves the window without
    /// a dismantle is closed for the events that follow: a tap on the field
    /// or a keep view is no backdrop tap, and Escape goes to the keyboard
    /// rule. Positive control: its anchor back in the window, binding still
    /// `true`, the card is open again and a tap outside dismisses it.
    @Test("S15: a layer whose anchor left the window without a dismantle is closed")
    func layerWithAnchorOutOfWindowIsClosed() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      hosting.scope.coordinator.policy = DismissPolicy(escapeDismissesKeyboard: true)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      hosting.keep(CGRect(x: 20, y: 300, width: 300, height: 80), in: stage.root.view)
      let isPresented = Flag()
      let card = hosting.dismissible(
        CGRect(x: 20, y: 560, width: 350, height: 120), in: stage.root.view,
        isPresented: isPresented, spec: .layer(isModal: true))
      card.removeFromSuperview()  // no dismantle
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(170, 340)  // the keep view
      #expect(field.isFirstResponder)
      #expect(isPresented.value)
      #expect(await stage.escape())
      #expect(!field.isFirstResponder)
      #expect(isPresented.value)
      stage.root.view.addSubview(card)
      await stage.tapAndSettle(200, 200)
      #expect(!isPresented.value)
      withExtendedLifetime(hosting) {}
    }
  }
}

extension Emulated.SwiftUIBridge {
  /// S30: a persistent `dismissible` whose binding is `false` registers a
  /// closed layer; its anchor, drawn over a keep view, should not hide it.
  /// Found by the SwiftUI property harness.
  @Test("S30: a closed layer's anchor does not hide the marked view beneath it")
  func closedLayerAnchorOverKeepView() async {
    let stage = Stage(policy: nil)
    let hosting = Hosting(root: stage.root)
    hosting.scope.coordinator.policy = DismissPolicy(dismissKeyboardOn: .touchDown)
    let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
    hosting.keep(CGRect(x: 20, y: 300, width: 300, height: 200), in: stage.root.view)
    let isPresented = Flag()
    isPresented.value = false
    let binding = LayerBinding(
      isPresented: { isPresented.value }, dismiss: { isPresented.value = false })
    hosting.layer(
      CGRect(x: 100, y: 350, width: 100, height: 100), in: stage.root.view, binding: binding,
      isPresented: false)
    await stage.tapAndSettle(field)
    await stage.tapAndSettle(150, 400)  // the keep view, under the closed card's anchor
    #expect(field.isFirstResponder)
    withExtendedLifetime(hosting) {}
  }
}

extension Emulated.SwiftUIBridge {
  /// Rule 7, V1: a tap on a field outside a layer that refuses `tapOutside`
  /// but not `focusOutside` dismisses it by the focus it gives, though the
  /// veto is asked after that focus arrived (as the engine and the UIKit
  /// adapter do). Found by the SwiftUI property harness.
  @Test("A refused tap's focus outside dismisses the layer")
  func refusedTapFocusOutside() async {
    let stage = Stage(policy: nil)
    let hosting = Hosting(root: stage.root)
    let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
    let isPresented = Flag()
    let binding = LayerBinding(
      isPresented: { isPresented.value }, dismiss: { isPresented.value = false },
      shouldDismiss: { $0 != .tapOutside }, onDismiss: nil)
    hosting.layer(
      CGRect(x: 20, y: 400, width: 300, height: 200), in: stage.root.view, binding: binding,
      spec: .layer(dismissOn: [.tapOutside, .focusOutside]))
    await stage.tapAndSettle(field)
    #expect(field.isFirstResponder)
    #expect(!isPresented.value)
    withExtendedLifetime(hosting) {}
  }
}

extension Emulated.SwiftUIBridge {
  /// S25: the app's setter refuses DismissKit's `false` after a tap
  /// outside; with no other event, Escape (the layer's shortcut, K12) finds
  /// the layer open and closes it. Found by the SwiftUI property harness.
  @Test("S25: Escape after a refused binding write")
  func escapeAfterRefusedWrite() async {
    let stage = Stage(policy: nil)
    let hosting = Hosting(root: stage.root)
    var shown = true
    var refusesNext = true
    var reasons: [DismissReason] = []
    let binding = LayerBinding(
      isPresented: { shown },
      dismiss: {
        if refusesNext { refusesNext = false } else { shown = false }
      }, shouldDismiss: nil, onDismiss: { reasons.append($0) })
    hosting.layer(
      CGRect(x: 20, y: 100, width: 300, height: 200), in: stage.root.view, binding: binding)
    await stage.settle()
    await stage.tapAndSettle(200, 600)
    #expect(shown && reasons == [.tapOutside])
    hosting.escapeShortcut()
    await stage.settle()
    #expect(!shown && reasons == [.tapOutside, .escape])
    withExtendedLifetime(hosting) {}
  }
}

extension Emulated.SwiftUIBridge {
  /// K13 in SwiftUI: an alert over an open `dismissible` card, presented and
  /// dismissed by the app with no touch. While it is up, the card's Escape
  /// shortcut does nothing; once it went, Escape closes the card at once.
  @Test("K13: Escape after the app dismisses an alert (SwiftUI)")
  func escapeAfterAppDismissesAlert() async {
    let stage = Stage(policy: nil)
    let hosting = Hosting(root: stage.root)
    let shown = Flag()
    hosting.dismissible(
      CGRect(x: 20, y: 100, width: 300, height: 200), in: stage.root.view, isPresented: shown)
    await stage.settle()
    let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    stage.root.present(alert, animated: false)
    await stage.settle()
    hosting.escapeShortcut()
    await stage.settle()
    #expect(shown.value)
    alert.dismiss(animated: false)
    await stage.settle()
    hosting.escapeShortcut()
    await stage.settle()
    #expect(!shown.value)
  }
}

extension Emulated.SwiftUIBridge {
  /// S10: while a field has focus, a card opens holding a `Toggle` (a
  /// `UISwitch` in the hosting view, for which UIKit may report the
  /// hosting view). A tap on it keeps the keyboard, as on a toggle there
  /// from the start: the platform views looked for at the first touch are
  /// looked for again once the card registered. Found by the SwiftUI
  /// property harness.
  @Test(
    "S10: a toggle in a card that opened during the editing",
    arguments: Variants.HostingHitTest.allCases)
  func toggleInCardOpenedWhileEditing(hitTest: Variants.HostingHitTest) async {
    let (stage, hosting) = Hosting.onHostingView(hitTest: hitTest)
    let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
    await stage.tapAndSettle(field)
    // A touch on plain content while editing, cancelled: the platform views are looked for.
    UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 200, y: 250)).cancel()
    await stage.settle()
    #expect(field.isFirstResponder)
    let shown = Flag()
    hosting.dismissible(
      CGRect(x: 20, y: 400, width: 300, height: 200), in: stage.root.view, isPresented: shown)
    let toggle = stage.add(UISwitch(), CGRect(x: 40, y: 420, width: 60, height: 32))
    await stage.settle()
    await stage.tapAndSettle(toggle)
    #expect(field.isFirstResponder)
    #expect(shown.value)
    withExtendedLifetime(hosting) {}
  }
}

extension Emulated.SwiftUIBridge {
  /// S10 with no field focused yet: a pencil and a finger go down on a
  /// field in a `keyboardBehavior(.dismiss)` area, and UIKit may report the
  /// hosting view. The pencil's lift focuses the field; the finger's lift
  /// is on a text input too, so the keyboard stays. Found by the SwiftUI
  /// property harness (seed 424479).
  @Test(
    "S10: a field focused by the first of two touches keeps the keyboard at the second's lift",
    arguments: Variants.HostingHitTest.allCases)
  func fieldFocusedDuringTwoTouches(hitTest: Variants.HostingHitTest) async {
    let (stage, hosting) = Hosting.onHostingView(hitTest: hitTest)
    _ = hosting.keyboard(
      .dismiss, CGRect(x: 20, y: 80, width: 340, height: 200), in: stage.root.view)
    let field = stage.field(CGRect(x: 40, y: 100, width: 300, height: 140))
    await stage.settle()
    let pencil = UIKitEmulation.touchDown(
      in: stage.window, at: CGPoint(x: 150, y: 150), type: .pencil)
    let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 160, y: 170))
    UIKitEmulation.advanceClock(by: 0.05)
    pencil.lift()
    await stage.settle()
    #expect(field.isFirstResponder)
    finger.lift()
    await stage.settle()
    #expect(field.isFirstResponder)
    withExtendedLifetime(hosting) {}
  }
}
