import Testing
import UIKit

@testable import DismissKit

/// A screen with an Escape key command of its own (a sheet's Cancel) and
/// an override of the accessibility escape that goes "back" when
/// DismissKit dismissed nothing (a navigation pop).
@MainActor
final class EscapeScreen: UIViewController {
  var cancels = 0
  var pops = 0
  var ownCommand = false

  override func viewDidLoad() {
    super.viewDidLoad()
    if ownCommand {
      addKeyCommand(
        UIKeyCommand(
          input: UIKeyCommand.inputEscape, modifierFlags: [],
          action: Selector("cancel:") { object in
            guard let screen = object as? EscapeScreen else { return nil }
            return { _ in screen.cancels += 1 }
          }))
    }
  }

  override func accessibilityPerformEscape() -> Bool {
    MainActor.assumeIsolated {
      if DismissInteraction.performAccessibilityEscape(from: self) { return true }
      pops += 1
      return true
    }
  }
}

/// An app screen with a shortcut of its own (⌘F), served by overriding
/// `keyCommands`, with `super`'s or without (the `keyCommandsOverride`
/// switch, K17).
@MainActor
final class ShortcutsScreen: UIViewController {
  var finds = 0
  private let find = UIKeyCommand(
    input: "f", modifierFlags: .command,
    action: Selector("find:") { object in
      guard let screen = object as? ShortcutsScreen else { return nil }
      return { _ in screen.finds += 1 }
    })

  override var keyCommands: [UIKeyCommand]? {
    guard UIKitEmulation.variants.keyCommandsOverride == .callsSuper else { return [find] }
    return [find] + (super.keyCommands ?? [])
  }
}

/// An app screen with an Escape command whose action the window implements
/// too, that refuses it at the press while `refuses` (K4).
@MainActor
final class ValidatingScreen: UIViewController {
  var refuses = false
  var received: [String] = []
  static let action = Selector("validatedEscape:") { object in
    guard object is ValidatingScreen || object is UIWindow else { return nil }
    return { _ in
      (object as? ValidatingScreen)?.received.append("screen")
      ((object as? UIWindow)?.rootViewController as? ValidatingScreen)?.received.append("window")
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addKeyCommand(
      UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.action))
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action.name == Self.action.name ? !refuses : super.canPerformAction(action, withSender: sender)
  }
}

/// A sheet class the app defines.
@MainActor
private final class AppSheet: UIViewController {}

/// A SwiftUI `dismissible` layer's `isPresented`; SwiftUI drops the
/// layer's views, its Escape shortcut too, once it is false.
@MainActor
private final class PresentedFlag {
  var value = true { didSet { if !value { closed?() } } }
  var closed: (() -> Void)?
}

/// The SwiftUI adapter's UIKit half, its anchors placed as the SwiftUI
/// bridge tests place them: the root's probe in `controller`'s view, and
/// `dismissible(isPresented:)` layers wherever asked (a rootless sheet's
/// marked views register with the root above it).
@MainActor
private final class SwiftUIScreen {
  let scope = RootScope()
  private var anchors: [AnchorView] = []

  init(root controller: UIViewController) {
    place(.root(scope, policy: DismissPolicy(), depth: 0), controller.view.bounds, controller.view)
  }

  func dismissible(_ frame: CGRect, in view: UIView, isPresented: PresentedFlag) {
    let actions = LayerBinding(
      isPresented: { isPresented.value }, dismiss: { isPresented.value = false })
    place(
      .region(
        scope, token: DismissalToken(), parent: nil, spec: .layer(), isPresented: true,
        actions: actions), frame, view)
    // The modifier's Escape shortcut: one of the layer's hosting
    // controller's shortcuts while open.
    var responder: UIResponder? = view
    while let next = responder, !(next is HostingControllerStandIn) { responder = next.next }
    guard let hosting = responder as? HostingControllerStandIn else { return }
    let scope = scope
    let shortcut = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [],
      action: Selector("escapeShortcut:") { object in
        guard object === hosting, isPresented.value else { return nil }
        return { _ in scope.attachment?.escapeKeyCommandFired() }
      })
    hosting.shortcuts.append(shortcut)
    isPresented.closed = { [weak hosting] in hosting?.shortcuts.removeAll { $0 === shortcut } }
  }

  private func place(_ purpose: AnchorView.Purpose, _ frame: CGRect, _ view: UIView) {
    let anchor = AnchorView(purpose)
    anchor.frame = frame
    view.addSubview(anchor)
    anchors.append(anchor)
  }
}

/// Which adapter serves a scene.
enum Adapter: String, CaseIterable, Sendable {
  case uiKit, swiftUI
}

/// A `makeDismissible()` form sheet over the root with its field focused;
/// with a confirmer, it refuses and asks "Discard changes?" instead (K13).
@MainActor
func editingInFormSheet(
  _ variants: Variants, confirmer: DiscardConfirmer? = nil
) async -> (Stage, UIViewController, UITextField) {
  let stage = Stage(variants)
  let editor = UIViewController()
  editor.modalPresentationStyle = .formSheet
  stage.root.present(editor, animated: false)
  if let confirmer {
    editor.isModalInPresentation = true
    confirmer.editor = editor
    editor.presentationController?.delegate = confirmer
  }
  editor.makeDismissible()
  let field = stage.field(CGRect(x: 10, y: 10, width: 200, height: 40), to: editor.view)
  await stage.tapAndSettle(field)
  return (stage, editor, field)
}

/// Escape in an alert (K13) and whether it takes focus (F12), one at a time.
let alertReadings = Variants.oneAtATime(
  Variants.others(\.alertEscape), Variants.others(\.alertFocus))

/// Presents "Discard changes?" when a dismissal of `editor` is refused.
@MainActor
final class DiscardConfirmer: NSObject, UIAdaptivePresentationControllerDelegate {
  weak var editor: UIViewController?

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  {
    let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    editor?.present(alert, animated: false)
  }
}

extension Emulated {
  /// Keys and escape (Docs/DeviceChecks.md, "Keys and escape").
  @Suite("Keys") @MainActor struct Keys {
    /// K4, K9: Escape closes the top layer through DismissKit's key
    /// command on the window's root controller (a screen with shortcuts of
    /// its own), found from the focused field; with no first responder at
    /// all, it closes the layer only if UIKit looks for key commands
    /// without one. PINS THE "IF WRONG" OUTCOME of K9 under
    /// `notDispatched`, and of K17 under `withoutSuper`.
    @Test(
      "K4 K9 K17: Escape closes the top layer",
      arguments: Variants.oneAtATime(
        Variants.others(\.keyCommandsWithoutFirstResponder), Variants.others(\.keyCommandsOverride))
    )
    func escapeClosesLayer(variants: Variants) async {
      let stage = Stage(variants, root: ShortcutsScreen())
      let field = stage.field(CGRect(x: 20, y: 600, width: 300, height: 40))
      let menu = stage.add(UIView(), CGRect(x: 20, y: 100, width: 200, height: 200))
      let submenu = stage.add(UIView(), CGRect(x: 220, y: 100, width: 150, height: 100))
      menu.addInteraction(DismissibleLayerInteraction())
      #expect(stage.escapeCommandCount == 0)  // nothing open yet
      await stage.settle()
      // Pinned: K17 (an override without `super` hides the command, and
      // Escape does nothing); no public API reaches past it (ledger K17).
      let hidden = variants.keyCommandsOverride == .withoutSuper
      #expect(stage.escapeCommandCount == (hidden ? 0 : 1))
      submenu.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      #expect(stage.escapeCommandCount == (hidden ? 0 : 1))
      field.becomeFirstResponder()
      #expect(await stage.escape() == !hidden)
      #expect((submenu.window == nil) == !hidden)
      #expect(menu.window != nil)
      if hidden { return }
      let lookup = variants.keyCommandsWithoutFirstResponder
      field.resignFirstResponder()
      await stage.escape()
      #expect((menu.window == nil) == (lookup == .fromTopViewController))
      #expect(field.isFirstResponder == false)
    }

    /// K6: in a presented sheet (a screen with shortcuts of its own),
    /// Escape reaches DismissKit's command on the sheet's controller,
    /// whether a presented controller's next responder is its view's
    /// superview or its presenter. PINS K17's "if wrong" under
    /// `withoutSuper`.
    @Test(
      "K6 K17: Escape in a presented sheet",
      arguments: Variants.oneAtATime(
        Variants.others(\.presentedNext), Variants.others(\.keyCommandsOverride)))
    func escapeInSheet(variants: Variants) async {
      let stage = Stage(variants)
      let sheet = ShortcutsScreen()
      stage.root.present(sheet, animated: false)
      let field = stage.field(CGRect(x: 20, y: 500, width: 300, height: 40), to: sheet.view)
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 200, height: 200), to: sheet.view)
      card.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      field.becomeFirstResponder()
      // Pinned: K17 (hidden by an override without `super`); no public API
      // reaches past it (ledger K17).
      let served = variants.keyCommandsOverride == .callsSuper
      #expect(await stage.escape() == served)
      #expect((card.window == nil) == served)
      #expect(sheet.presentingViewController === stage.root)  // the sheet itself stays
    }

    /// K4: UIKit asks the chain's `canPerformAction(_:withSender:)` at the
    /// press: a refusing screen passes the action up (to the window).
    @Test("K4: a command's action is validated at the press")
    func validatedAtPress() async {
      let screen = ValidatingScreen()
      let stage = Stage(root: screen, policy: nil)
      await stage.tapAndSettle(stage.field(CGRect(x: 20, y: 600, width: 300, height: 40)))
      #expect(await stage.escape())
      screen.refuses = true
      #expect(await stage.escape())
      #expect(screen.received == ["screen", "window"])
    }

    /// K7: while the focused field has marked text, Escape is the input
    /// method's; the next Escape closes the layer.
    @Test("K7: text input handles Escape first")
    func markedTextFirst() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 600, width: 300, height: 40))
      await stage.tapAndSettle(field)
      let popup = stage.add(UIView(), CGRect(x: 20, y: 100, width: 200, height: 200))
      popup.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      field.hasMarkedText = true
      await stage.escape()
      #expect(popup.window != nil)
      #expect(!field.hasMarkedText)
      await stage.escape()
      #expect(popup.window == nil)
      #expect(field.isFirstResponder)  // Escape does not end editing by default
    }

    /// K8: the app's own Escape command on the controller that also holds
    /// DismissKit's. Which one UIKit picks is unknown: with the first added
    /// winning, the app's Cancel runs and the layer stays; with the last
    /// added, DismissKit takes Escape from the app's Cancel. PINS THE "IF
    /// WRONG" OUTCOME under `lastAddedWins`. Positive control: with no
    /// layer open, DismissKit's command is not installed and the app's
    /// Cancel gets Escape under both.
    @Test(
      "K8: two Escape commands on one controller", arguments: Variants.EqualKeyCommands.allCases)
    func equalCommands(order: Variants.EqualKeyCommands) async {
      let screen = EscapeScreen()
      screen.ownCommand = true
      let stage = Stage(.with { $0.equalKeyCommands = order }, root: screen)
      let field = stage.field(CGRect(x: 20, y: 600, width: 300, height: 40))
      await stage.tapAndSettle(field)
      await stage.escape()
      #expect(screen.cancels == 1)
      let popup = stage.add(UIView(), CGRect(x: 20, y: 100, width: 200, height: 200))
      popup.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      await stage.escape()
      if order == .firstAddedWins {
        #expect(screen.cancels == 2)
        #expect(popup.window != nil)
        await stage.tapAndSettle(200, 400)  // control: the layer is live
        #expect(popup.window == nil)
      } else {
        #expect(screen.cancels == 1)
        #expect(popup.window == nil)  // if wrong: the app's Cancel lost Escape
      }
    }

    /// K13: an alert ("Discard changes?") shown by the Cancel button of a
    /// `makeDismissible()` editor, with a hardware keyboard. Escape belongs
    /// to the alert, the front-most presentation and not the app's:
    /// DismissKit's command waits beneath it on the editor and does nothing
    /// at the press, so the system cancels the alert or, if it leaves Escape
    /// to the responder chain, the command takes the press and does
    /// nothing; the editor stays under both. Once the alert went (the
    /// system's cancel, or a tap on its Cancel), Escape dismisses the editor
    /// with no touch needed.
    @Test("K13: Escape in an alert over a layer", arguments: alertReadings)
    func escapeInAlertOverLayer(variants: Variants) async {
      let alertEscape = variants.alertEscape
      let (stage, editor, _) = await editingInFormSheet(variants)
      let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
      var cancelled = 0
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
      let cancel = stage.button(CGRect(x: 10, y: 60, width: 100, height: 44), to: editor.view) {
        editor.present(alert, animated: false)
      }
      await stage.tapAndSettle(cancel)
      #expect(alert.presentingViewController === editor)
      #expect(stage.escapeCommandCount == 1)  // beneath the alert, on the editor
      let systemCancels = alertEscape == .systemCancelsAlert
      #expect(await stage.escape())
      #expect(cancelled == (systemCancels ? 1 : 0))
      #expect(editor.presentingViewController === stage.root)
      if systemCancels {
        #expect(alert.presentingViewController == nil)
      } else {
        await stage.tapAndSettle(alert.actionButtons[0])
        #expect(alert.presentingViewController == nil)
      }
      #expect(stage.escapeCommandCount == 1)
      #expect(await stage.escape())
      #expect(editor.presentingViewController == nil)
    }

    /// K13: the same alert presented with no touch, focus or layer change
    /// (a timer): the editor's command stays beneath it and, if the system
    /// leaves Escape to the responder chain, fires and does nothing while
    /// the alert is in front. The editor stays under both; the command
    /// stays, whether the alert took the field's focus (F12) or not.
    @Test("K13: a command left under an alert", arguments: alertReadings)
    func escapeCommandLeftUnderAlert(variants: Variants) async {
      let alertEscape = variants.alertEscape
      let (stage, editor, _) = await editingInFormSheet(variants)
      let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      editor.present(alert, animated: false)
      await stage.settle()
      #expect(stage.escapeCommandCount == 1)
      await stage.escape()
      #expect(editor.presentingViewController === stage.root)
      let systemCancels = alertEscape == .systemCancelsAlert
      #expect((alert.presentingViewController == nil) == systemCancels)
      #expect(stage.escapeCommandCount == 1)
    }

    /// K13: the alert of the editor's Cancel button (a touch) goes by code
    /// (a network reply), with no touch after: Escape closes the editor at
    /// once, its field focused or not, from the command that waited
    /// beneath the alert, under both readings of K6.
    @Test(
      "K13: Escape after the app dismisses an alert",
      arguments: alertReadings + Variants.others(\.presentedNext))
    func escapeAfterAppDismissesAlert(variants: Variants) async {
      for focused in [true, false] {
        let (stage, editor, field) = await editingInFormSheet(variants)
        if !focused {
          field.resignFirstResponder()
          await stage.settle()
        }
        let alert = UIAlertController(
          title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let cancel = stage.button(CGRect(x: 10, y: 60, width: 100, height: 44), to: editor.view) {
          editor.present(alert, animated: false)
        }
        await stage.tapAndSettle(cancel)
        alert.dismiss(animated: false)
        await stage.settle()
        #expect(alert.presentingViewController == nil)
        #expect(await stage.escape(), "focused: \(focused)")
        #expect(editor.presentingViewController == nil, "focused: \(focused)")
      }
    }

    /// K8, K13, K15: the app has an Escape command of its own at the end of
    /// the chain (the app delegate). Beneath the editor's alert
    /// DismissKit's command would take the press and do nothing, so none is
    /// installed: the system cancels the alert, or, if it leaves Escape to
    /// the responder chain, the app's command gets it, as with no
    /// DismissKit. Control: with the alert gone and a touch, Escape closes
    /// the editor and the app's command gets nothing (K4).
    @Test(
      "K8 K13: an app's Escape command beneath an alert",
      arguments: alertReadings + Variants.others(\.presentedNext))
    func appCommandBeneathAlert(variants: Variants) async {
      let (stage, editor, field) = await editingInFormSheet(variants)
      let app = EscapeAppDelegate()
      UIApplication.shared.delegate = app
      let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      let cancel = stage.button(CGRect(x: 10, y: 60, width: 100, height: 44), to: editor.view) {
        editor.present(alert, animated: false)
      }
      await stage.tapAndSettle(cancel)
      #expect(stage.escapeCommandCount == 0)
      let systemCancels = variants.alertEscape == .systemCancelsAlert
      #expect(await stage.escape())
      #expect(app.escapes == (systemCancels ? 0 : 1))
      #expect(editor.presentingViewController === stage.root)
      if !systemCancels { await stage.tapAndSettle(alert.actionButtons[0]) }
      #expect(alert.presentingViewController == nil)
      await stage.tapAndSettle(field)
      #expect(await stage.escape())
      #expect(editor.presentingViewController == nil)
      #expect(app.escapes == (systemCancels ? 0 : 1))
    }

    /// K13, first-hour check 6: Escape on an editor that refuses (unsaved
    /// changes) makes the app present "Discard changes?" from its
    /// presentation delegate; the next Escape is the alert's: the system
    /// cancels it, or DismissKit's command beneath takes the press and does
    /// nothing; the editor stays.
    @Test("K13: the confirmation of a refused Escape", arguments: alertReadings)
    func escapeAfterRefusal(variants: Variants) async {
      let alertEscape = variants.alertEscape
      let confirmer = DiscardConfirmer()
      let (stage, editor, _) = await editingInFormSheet(variants, confirmer: confirmer)
      #expect(await stage.escape())
      #expect(editor.presentedViewController is UIAlertController)
      #expect(stage.escapeCommandCount == 1)  // beneath the alert: does nothing at the press
      let systemCancels = alertEscape == .systemCancelsAlert
      #expect(await stage.escape())
      #expect((editor.presentedViewController == nil) == systemCancels)
      #expect(editor.presentingViewController === stage.root)
    }

    /// K12 switch: a hosting controller's `keyCommands` lists the commands
    /// added with `addKeyCommand(_:)` or hides them, fresh and live (in a
    /// window) alike, or only live (E41).
    @Test("K12 switch: added commands on a hosting controller")
    func hostedKeyCommandsSwitch() {
      let expected: [Variants.HostedKeyCommands: [Bool]] = [
        .includeAdded: [true, true], .hideAdded: [false, false], .hideAddedInWindow: [true, false],
      ]
      for value in Variants.HostedKeyCommands.allCases {
        let stage = Stage(.with { $0.hostedKeyCommands = value }, windowInteraction: false)
        let live = HostingControllerStandIn()
        stage.root.present(live, animated: false)
        let listed = [HostingControllerStandIn(), live].map { hosting in
          let command = UIKeyCommand(
            input: UIKeyCommand.inputEscape, modifierFlags: [],
            action: Selector("none") { _ in nil })
          hosting.addKeyCommand(command)
          return (hosting.keyCommands ?? []).contains { $0 === command }
        }
        #expect(listed == expected[value], "\(value)")
      }
    }

    /// K12, K17, K8, K4: open SwiftUI layers carry an Escape shortcut
    /// beside the window's command, and UIKit gives a press to one command:
    /// one press closes the top layer alone, in a hosting controller
    /// presented as a sheet (which may hide the command, or hold it beside
    /// the shortcuts) or in one embedded in an app's sheet (whose override
    /// may hide it).
    @Test(
      "K12 K17: one Escape press closes one SwiftUI layer",
      arguments: Variants.oneAtATime(
        Variants.others(\.hostedKeyCommands), Variants.others(\.keyCommandsOverride),
        Variants.others(\.equalKeyCommands), Variants.others(\.presentedNext)))
    func onePressClosesOneLayer(variants: Variants) async {
      for inAppSheet in [false, true] {
        let stage = Stage(variants, policy: nil)
        let hosting = HostingControllerStandIn()
        if inAppSheet {
          let sheet = ShortcutsScreen()
          stage.root.present(sheet, animated: false)
          sheet.addChild(hosting)
          hosting.view.frame = sheet.view.bounds
          sheet.view.addSubview(hosting.view)
          hosting.didMove(toParent: sheet)
        } else {
          stage.root.present(hosting, animated: false)
        }
        let screen = SwiftUIScreen(root: hosting)
        let menu = PresentedFlag()
        let submenu = PresentedFlag()
        screen.dismissible(
          CGRect(x: 20, y: 100, width: 200, height: 200), in: hosting.view, isPresented: menu)
        screen.dismissible(
          CGRect(x: 220, y: 100, width: 150, height: 100), in: hosting.view, isPresented: submenu)
        let field = stage.field(CGRect(x: 20, y: 500, width: 300, height: 40), to: hosting.view)
        field.becomeFirstResponder()
        await stage.settle()
        #expect(await stage.escape(), "in an app's sheet: \(inAppSheet)")
        #expect(!submenu.value && menu.value, "in an app's sheet: \(inAppSheet)")
        #expect(await stage.escape(), "in an app's sheet: \(inAppSheet)")
        #expect(!menu.value, "in an app's sheet: \(inAppSheet)")
        #expect(field.isFirstResponder)
        withExtendedLifetime(screen) {}
      }
    }

    /// K12, K14, K6: a layer in a rootless SwiftUI sheet (a hosting
    /// controller presented from the root's) closes on Escape: the window's
    /// one command serves SwiftUI scopes, on the sheet's controller, which
    /// is on the focused field's responder chain under both readings of K6.
    /// The layer's own SwiftUI Escape shortcut serves too, where a hosting
    /// controller hides added commands (K12, K2).
    @Test(
      "K12 K14: Escape in a rootless SwiftUI sheet",
      arguments: Variants.HostedKeyCommands.allCases, Variants.PresentedNext.allCases)
    func escapeInRootlessSheet(
      hosted: Variants.HostedKeyCommands, next: Variants.PresentedNext
    ) async {
      let stage = Stage(
        .with {
          $0.hostedKeyCommands = hosted
          $0.presentedNext = next
        }, root: HostingControllerStandIn(), policy: nil)
      let screen = SwiftUIScreen(root: stage.root)
      let sheet = HostingControllerStandIn()
      stage.root.present(sheet, animated: false)
      let isPresented = PresentedFlag()
      screen.dismissible(
        CGRect(x: 20, y: 300, width: 300, height: 200), in: sheet.view, isPresented: isPresented)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: sheet.view)
      field.becomeFirstResponder()
      await stage.settle()
      #expect(await stage.escape())
      #expect(!isPresented.value)
      #expect(field.isFirstResponder)
      withExtendedLifetime(screen) {}
    }

    /// Rule 7, K6, S28: a menu layer of the root screen with a sheet (or a
    /// full-screen cover, which takes the root's views out of the window)
    /// shown over it takes no Escape (its field focused, Escape does not
    /// end editing): no command is installed, and the menu stays. Control:
    /// with the sheet gone, Escape closes the menu. UIKit and SwiftUI alike;
    /// SwiftUI under every K12 value (the menu's own shortcut may take the
    /// press but dismisses nothing).
    @Test(
      "Rule 7: a layer under a sheet takes no escape",
      arguments: Adapter.allCases, [UIModalPresentationStyle.automatic, .fullScreen])
    func coveredLayerTakesNoEscape(adapter: Adapter, style: UIModalPresentationStyle) async {
      for next in Variants.PresentedNext.allCases {
        for hosted in adapter == .uiKit ? [.includeAdded] : Variants.HostedKeyCommands.allCases {
          await coveredLayer(adapter: adapter, style: style, next: next, hosted: hosted)
        }
      }
    }

    private func coveredLayer(
      adapter: Adapter, style: UIModalPresentationStyle, next: Variants.PresentedNext,
      hosted: Variants.HostedKeyCommands
    ) async {
      let stage = Stage(
        .with {
          $0.presentedNext = next
          $0.hostedKeyCommands = hosted
        }, root: adapter == .uiKit ? UIViewController() : HostingControllerStandIn(),
        policy: adapter == .uiKit ? DismissPolicy() : nil)
      var screen: SwiftUIScreen?
      let isPresented = PresentedFlag()
      let menuFrame = CGRect(x: 20, y: 100, width: 200, height: 200)
      let menu = stage.add(UIView(), menuFrame)
      let sheet: UIViewController
      switch adapter {
      case .uiKit:
        menu.addInteraction(DismissibleLayerInteraction { _ in isPresented.value = false })
        sheet = AppSheet()
      case .swiftUI:
        screen = SwiftUIScreen(root: stage.root)
        screen?.dismissible(menuFrame, in: stage.root.view, isPresented: isPresented)
        sheet = HostingControllerStandIn()
      }
      await stage.settle()
      sheet.modalPresentationStyle = style
      stage.root.present(sheet, animated: false)
      await stage.settle()
      #expect((menu.window == nil) == (style == .fullScreen))
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: sheet.view)
      field.becomeFirstResponder()
      await stage.settle()
      #expect(stage.escapeCommandCount == 0)
      let handled = await stage.escape()
      #expect(!handled || adapter == .swiftUI)
      #expect(isPresented.value)
      sheet.dismiss(animated: false)
      await stage.settle()
      stage.field(CGRect(x: 20, y: 600, width: 300, height: 40)).becomeFirstResponder()
      await stage.settle()
      #expect(await stage.escape())
      #expect(!isPresented.value)
      withExtendedLifetime(screen) {}
    }

    /// K5: VoiceOver's escape closes the top layer and says so; with no
    /// layer open it answers false and the screen goes back instead.
    @Test("K5: the accessibility escape answers whether it dismissed")
    func accessibilityEscape() async {
      let screen = EscapeScreen()
      let stage = Stage(root: screen)
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 200, height: 200))
      let label = stage.add(UILabel(), CGRect(x: 10, y: 10, width: 100, height: 20), to: card)
      card.addInteraction(DismissibleLayerInteraction())
      await stage.settle()
      #expect(UIKitEmulation.accessibilityEscape(from: label))
      await stage.settle()
      #expect(card.window == nil)
      #expect(screen.pops == 0)
      #expect(UIKitEmulation.accessibilityEscape(from: screen.view))
      #expect(screen.pops == 1)
    }
  }
}
