import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// The demo app's screens, rebuilt in UIKit, with the behaviour its
  /// manual checklist expects (Docs/DeviceChecks.md, "Ten minutes by
  /// hand"), under every switch the scene touches.
  @Suite("Demo scenes") @MainActor struct Scenes {
    /// Login: a tap on the background ends editing; moving from Email to
    /// Password never drops the keyboard; Sign In (marked to dismiss)
    /// fires at the first tap and ends editing; Remember me (a switch)
    /// flips and keeps it.
    @Test(
      "Login form",
      arguments: Variants.oneAtATime(
        Variants.others(\.touchUpHold), Variants.others(\.keyboardNotifications)))
    func login(variants: Variants) async {
      let stage = Stage(variants)
      let email = stage.field(CGRect(x: 20, y: 100, width: 350, height: 40))
      let password = stage.field(CGRect(x: 20, y: 150, width: 350, height: 40))
      let remember = stage.add(UISwitch(), CGRect(x: 20, y: 200, width: 60, height: 32))
      var signIns = 0
      let signIn = stage.button(CGRect(x: 20, y: 460, width: 350, height: 44)) { signIns += 1 }
      signIn.addInteraction(KeyboardBehaviorInteraction(.dismiss))
      await stage.tapAndSettle(email)
      await stage.tapAndSettle(200, 700)
      #expect(!email.isFirstResponder)
      await stage.tapAndSettle(email)
      await stage.tapAndSettle(password)
      #expect(password.isFirstResponder)
      await stage.tapAndSettle(remember)
      #expect(remember.isOn)
      #expect(password.isFirstResponder)
      await stage.tapAndSettle(signIn)
      #expect(signIns == 1)
      #expect(!password.isFirstResponder)
      #expect(stage.drops == 2)
    }

    /// Chat with the composer in the keyboard's window: Send twice keeps
    /// the keyboard; a tap on a message ends editing (and the message gets
    /// its tap); a drag on the messages does nothing (drags do not dismiss
    /// by default).
    @Test("Chat with an input accessory composer", arguments: Variants.KeyboardWindowScene.allCases)
    func chat(scene: Variants.KeyboardWindowScene) async {
      let screen = ComposerScreen(perScreen: false)
      let stage = Stage(.with { $0.keyboardWindowScene = scene }, root: screen)
      await stage.tapAndSettle(screen.field)
      await stage.tapAndSettle(screen.send)
      await stage.tapAndSettle(screen.send)
      #expect(screen.sent == 2)
      #expect(screen.field.isFirstResponder)
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 200))
      finger.move(to: CGPoint(x: 100, y: 300))
      finger.move(to: CGPoint(x: 100, y: 400))
      finger.lift()
      await stage.settle()
      #expect(screen.field.isFirstResponder)
      await stage.tapAndSettle(screen.messages)
      #expect(!screen.field.isFirstResponder)
      #expect(stage.drops == 1)
    }

    /// The menu: its "⋯" trigger toggles it (excluded, no close and
    /// reopen); a row opens a submenu; a tap in the submenu closes both by
    /// its action; a tap on the Title field closes both and focuses the
    /// field; Escape closes the submenu, then the menu.
    @Test(
      "Menu with a submenu and an excluded trigger",
      arguments: Variants.KeyCommandsWithoutFirstResponder.allCases)
    func menu(lookup: Variants.KeyCommandsWithoutFirstResponder) async {
      let stage = Stage(.with { $0.keyCommandsWithoutFirstResponder = lookup })
      let title = stage.field(CGRect(x: 20, y: 600, width: 350, height: 40))
      let menu = MenuScene(stage: stage)
      await stage.tapAndSettle(menu.more)
      #expect(menu.isOpen)
      await stage.tapAndSettle(menu.more)
      #expect(!menu.isOpen)
      #expect(menu.opens == 1)  // toggled closed, never closed and reopened
      await stage.tapAndSettle(menu.more)
      await stage.tapAndSettle(menu.sortBy)
      #expect(menu.isSubmenuOpen)
      await stage.tapAndSettle(menu.byName)
      #expect(menu.sorted == "Name")
      #expect(!menu.isOpen && !menu.isSubmenuOpen)
      await stage.tapAndSettle(menu.more)
      await stage.tapAndSettle(menu.sortBy)
      await stage.tapAndSettle(title)
      #expect(!menu.isOpen && !menu.isSubmenuOpen)
      #expect(title.isFirstResponder)
      await stage.tapAndSettle(menu.more)
      await stage.tapAndSettle(menu.sortBy)
      await stage.escape()
      #expect(menu.isOpen && !menu.isSubmenuOpen)
      await stage.escape()
      #expect(!menu.isOpen)
      #expect(title.isFirstResponder)  // Escape does not end editing by default
    }

    /// Stacked custom modals: an editor card over a dimmed list, and a
    /// confirmation over it; one tap on the dimming closes only the top
    /// one; the next, the editor; the list beneath never gets a tap.
    @Test("Stacked custom modals")
    func stackedModals() async {
      let stage = Stage()
      let list = stage.add(RecordingView(), stage.window.bounds)
      let editorDimming = stage.add(UIView(), stage.window.bounds)
      let editor = stage.add(UIView(), CGRect(x: 30, y: 200, width: 330, height: 300))
      editor.addInteraction(DismissibleLayerInteraction(modal: .backdrop(editorDimming)))
      let confirmDimming = stage.add(UIView(), stage.window.bounds)
      let confirm = stage.add(UIView(), CGRect(x: 60, y: 300, width: 270, height: 120))
      confirm.addInteraction(DismissibleLayerInteraction(modal: .backdrop(confirmDimming)))
      await stage.settle()
      await stage.tapAndSettle(200, 700)
      #expect(confirm.window == nil && confirmDimming.window == nil)
      #expect(editor.window != nil)
      await stage.tapAndSettle(200, 700)
      #expect(editor.window == nil)
      #expect(list.phases.isEmpty)
      await stage.tapAndSettle(200, 700)
      #expect(list.selections == 1)  // control: the list gets taps now
    }

    /// A `makeDismissible()` form sheet (the quick start's picker),
    /// animated: a tap inside keeps it, a tap on the dimming beside it
    /// dismisses it, Escape dismisses the next one.
    @Test("A makeDismissible form sheet", arguments: Variants.PresentedNext.allCases)
    func formSheet(next: Variants.PresentedNext) async {
      let stage = Stage(.with { $0.presentedNext = next })
      let picker = UIViewController()
      picker.modalPresentationStyle = .formSheet
      stage.root.present(picker, animated: true)
      picker.makeDismissible()
      await stage.settle()
      await stage.tapAndSettle(200, 400)
      #expect(picker.presentingViewController === stage.root)
      await stage.tapAndSettle(200, 100)
      #expect(picker.presentingViewController == nil)
      let second = UIViewController()
      second.modalPresentationStyle = .formSheet
      stage.root.present(second, animated: true)
      second.makeDismissible()
      let field = stage.field(CGRect(x: 10, y: 10, width: 200, height: 40), to: second.view)
      await stage.settle()
      await stage.tapAndSettle(field)
      await stage.escape()
      #expect(second.presentingViewController == nil)
    }

    /// The UIKit screen's alert and popup: typing in the alert's field and
    /// tapping its title keeps editing; Rename reads the text; the Info
    /// popup toggles from its button and closes on a tap elsewhere.
    @Test(
      "Alert with a text field, and the info popup", arguments: Variants.AlertTextFields.allCases)
    func alertAndPopup(fields: Variants.AlertTextFields) async {
      let stage = Stage(.with { $0.alertTextFields = fields })
      var renamed: String?
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField()
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Rename", style: .default) { _ in
          renamed = alert.textFields?.first?.text
        })
      stage.root.present(alert, animated: true)
      await stage.settle()
      let field = try! #require(alert.textFields?.first)
      await stage.tapAndSettle(field)
      field.text = "Ada"
      await stage.tapAndSettle(alert.titleLabel)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(alert.actionButtons[1])
      #expect(!field.isFirstResponder)  // the alert took its field away
      #expect(renamed == "Ada")
      #expect(alert.presentingViewController == nil)
      var popup: UIView?
      let info = stage.button(CGRect(x: 20, y: 60, width: 100, height: 44)) {}
      info.addAction(
        UIAction { _ in
          if let open = popup {
            open.removeFromSuperview()
            popup = nil
            return
          }
          let label = stage.add(UILabel(), CGRect(x: 40, y: 160, width: 300, height: 80))
          label.isUserInteractionEnabled = true
          label.addInteraction(
            DismissibleLayerInteraction(excluding: [info]) { view, _, completion in
              view.removeFromSuperview()
              popup = nil
              completion(true)
            })
          popup = label
        }, for: .touchUpInside)
      await stage.tapAndSettle(info)
      #expect(popup != nil)
      await stage.tapAndSettle(info)
      #expect(popup == nil)
      await stage.tapAndSettle(info)
      await stage.tapAndSettle(200, 600)
      #expect(popup == nil)
    }
  }
}

/// The demo's menu in UIKit: a "⋯" button that toggles a menu (the button
/// excluded from it), a "Sort by" row that opens a submenu (the row
/// excluded from the submenu), and a "Name" row that sorts and closes both.
@MainActor
final class MenuScene {
  let more: UIButton
  let menu = UIView(frame: CGRect(x: 150, y: 110, width: 200, height: 150))
  let sortBy = UIButton(type: .system)
  let submenu = UIView(frame: CGRect(x: 100, y: 270, width: 200, height: 100))
  let byName = UIButton(type: .system)
  var opens = 0
  var sorted: String?
  private let stage: Stage

  var isOpen: Bool { menu.window != nil }
  var isSubmenuOpen: Bool { submenu.window != nil }

  init(stage: Stage) {
    self.stage = stage
    more = stage.button(CGRect(x: 320, y: 60, width: 44, height: 44))
    sortBy.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    menu.addSubview(sortBy)
    byName.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    submenu.addSubview(byName)
    more.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
    sortBy.addAction(UIAction { [weak self] _ in self?.openSubmenu() }, for: .touchUpInside)
    byName.addAction(
      UIAction { [weak self] _ in
        self?.sorted = "Name"
        self?.submenu.removeFromSuperview()
        self?.menu.removeFromSuperview()
      }, for: .touchUpInside)
  }

  private func toggle() {
    if isOpen {
      submenu.removeFromSuperview()
      menu.removeFromSuperview()
      return
    }
    opens += 1
    stage.root.view.addSubview(menu)
    for interaction in menu.interactions { menu.removeInteraction(interaction) }
    menu.addInteraction(DismissibleLayerInteraction(excluding: [more]))
  }

  private func openSubmenu() {
    stage.root.view.addSubview(submenu)
    for interaction in submenu.interactions { submenu.removeInteraction(interaction) }
    submenu.addInteraction(DismissibleLayerInteraction(excluding: [sortBy]))
  }
}
