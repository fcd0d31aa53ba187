import Testing
import UIKit

@testable import DismissKit

/// A screen class the app defines.
private class AppScreen: UIViewController {}
/// A screen class of one of the app's dynamic frameworks.
private final class FrameworkScreen: UIViewController {}
/// A picker class of an Apple framework other than UIKit (as PhotosUI's).
private final class ApplePicker: UIViewController {}
/// An alert class the app defines: still the system's alert.
private final class AppAlert: UIAlertController {}
/// Runtime subclasses (as KVO makes them) of a UIKit picker and of the
/// app's screen.
private final class ObservedColorPicker: UIColorPickerViewController {}
private final class ObservedAppScreen: AppScreen {}

/// What an app presents, and whether it is the app's (S26, N8).
enum PresentedKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case appSubclass, plainController, alert, appAlertSubclass, shareSheet, documentPicker
  case applePicker, imagePicker, colorPicker, fontPicker, observedPicker, observedAppScreen
  case hostingController, frameworkClass, registeredPlain, markedPlain
  case navigationHoldingApp, navigationHoldingPlain, tabHoldingApp, tabHoldingPlain
  case splitHoldingApp, splitHoldingPlain, pageHoldingApp, pageHoldingPlain
  case searchHoldingApp, navigationHoldingPicker, dismissiblePicker

  var description: String { rawValue }

  var isApp: Bool {
    switch self {
    case .appSubclass, .plainController, .hostingController, .frameworkClass, .registeredPlain,
      .markedPlain, .observedAppScreen, .navigationHoldingApp, .navigationHoldingPlain,
      .tabHoldingApp, .tabHoldingPlain, .splitHoldingApp, .splitHoldingPlain, .pageHoldingApp,
      .pageHoldingPlain, .searchHoldingApp, .dismissiblePicker:
      true
    case .alert, .appAlertSubclass, .shareSheet, .documentPicker, .applePicker, .imagePicker,
      .colorPicker, .fontPicker, .observedPicker, .navigationHoldingPicker:
      false
    }
  }

  @MainActor func make() -> UIViewController {
    UIKitEmulation.declare(FrameworkScreen.self, definedIn: "com.example.ChatKit")
    UIKitEmulation.declare(ApplePicker.self, definedIn: "com.apple.PhotosUI")
    UIKitEmulation.declare(
      ObservedColorPicker.self, runtimeSubclassOf: UIColorPickerViewController.self)
    UIKitEmulation.declare(ObservedAppScreen.self, runtimeSubclassOf: AppScreen.self)
    switch self {
    case .appSubclass: return AppScreen()
    case .plainController, .registeredPlain: return UIViewController()
    case .alert, .appAlertSubclass:
      let alert =
        self == .alert
        ? UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        : AppAlert(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      return alert
    case .shareSheet: return UIActivityViewController(activityItems: [], applicationActivities: nil)
    case .documentPicker: return UIDocumentPickerViewController(forExporting: [])
    case .applePicker: return ApplePicker()
    case .imagePicker: return UIImagePickerController()
    case .colorPicker, .dismissiblePicker: return UIColorPickerViewController()
    case .fontPicker: return UIFontPickerViewController()
    case .observedPicker: return ObservedColorPicker()
    case .observedAppScreen: return ObservedAppScreen()
    case .hostingController: return HostingControllerStandIn()
    case .frameworkClass: return FrameworkScreen()
    case .markedPlain:
      let controller = UIViewController()
      let kept = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
      kept.addInteraction(KeyboardBehaviorInteraction(.keep))
      controller.view.addSubview(kept)
      return controller
    case .navigationHoldingApp: return UINavigationController(rootViewController: AppScreen())
    case .navigationHoldingPlain:
      return UINavigationController(rootViewController: UIViewController())
    case .navigationHoldingPicker:
      return UINavigationController(rootViewController: UIColorPickerViewController())
    case .tabHoldingApp, .tabHoldingPlain:
      let tabs = UITabBarController()
      tabs.viewControllers = [self == .tabHoldingApp ? AppScreen() : UIViewController()]
      return tabs
    case .splitHoldingApp, .splitHoldingPlain:
      let split = UISplitViewController()
      split.viewControllers = [
        UIViewController(), self == .splitHoldingApp ? AppScreen() : UIViewController(),
      ]
      return split
    case .searchHoldingApp: return UISearchController(searchResultsController: AppScreen())
    case .pageHoldingApp, .pageHoldingPlain:
      let pages = UIPageViewController()
      pages.setViewControllers(
        [self == .pageHoldingApp ? AppScreen() : UIViewController()], direction: .forward,
        animated: false)
      return pages
    }
  }
}

extension Emulated {
  /// Touches that decide nothing (Docs/DeviceChecks.md, "System
  /// presentations").
  @Suite("System presentations") @MainActor struct SystemPresentations {
    /// N1, N5: the app's content (under a view controller's root view)
    /// decides: a tap there ends editing. A view added straight to the
    /// window decides nothing, unless it carries a DismissKit interaction.
    @Test("N1 N5: whose view a touch is on")
    func surfaces() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let toast = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
      stage.window.addSubview(toast)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(toast)
      #expect(field.isFirstResponder)
      toast.addInteraction(KeyboardBehaviorInteraction(.dismiss))
      await stage.tapAndSettle(toast)
      #expect(!field.isFirstResponder)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(100, 400)  // the root's content: control
      #expect(!field.isFirstResponder)
    }

    /// N5, N8: the view of a controller neither contained nor presented,
    /// added straight to the window (an overlay): the app's when the
    /// controller's class is the app's (a tap there ends editing); of a
    /// class of UIKit's, it decides nothing, as any view on the window.
    @Test("N5 N8: a controller's view added straight to the window")
    func uncontainedController() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let overlay = AppScreen()
      overlay.view.frame = CGRect(x: 0, y: 700, width: 390, height: 100)
      stage.window.addSubview(overlay.view)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 750)
      #expect(!field.isFirstResponder)
      overlay.view.removeFromSuperview()
      let plain = UIViewController()
      plain.view.frame = CGRect(x: 0, y: 700, width: 390, height: 100)
      stage.window.addSubview(plain.view)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 750)
      #expect(field.isFirstResponder)
    }

    /// N2, F6: typing in an alert's text field, a tap on the alert's title
    /// or beside its field decides nothing; Cancel ends the alert. The
    /// fields' controller, even outside the alert's `parent` chain, is
    /// neither contained nor presented: the alert's view around it decides.
    @Test("N2 F6: an alert with a text field", arguments: Variants.AlertTextFields.allCases)
    func alertWithTextField(fields: Variants.AlertTextFields) async {
      let stage = Stage(.with { $0.alertTextFields = fields })
      // Control: the window decides taps (a root field ends editing).
      let rootField = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(rootField)
      await stage.tapAndSettle(200, 700)
      #expect(!rootField.isFirstResponder)
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField()
      var cancelled = 0
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 })
      stage.root.present(alert, animated: false)
      let field = try! #require(alert.textFields?.first)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(alert.titleLabel)
      #expect(field.isFirstResponder)
      let besideField = field.convert(CGPoint(x: 125, y: 60), to: nil)
      await stage.tapAndSettle(besideField.x, besideField.y)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(alert.actionButtons[0])
      #expect(cancelled == 1)
      #expect(alert.presentingViewController == nil)
    }

    /// S26, N8: a presented controller is the app's when its class is not
    /// Apple's (an app's framework counts), a plain `UIViewController`,
    /// SwiftUI's hosting controller, a container holding one of the app's,
    /// or one made dismissible (the quick start's picker); then a tap in it
    /// decides (it ends the root field's editing) and the Escape command
    /// goes on it (here Escape ends editing: `escapeDismissesKeyboard`).
    /// Anything else (a system kind, even a subclass) decides nothing and
    /// gets no command: it waits beneath, on the root, and does nothing at
    /// the press (K13); control: with it gone, the same tap decides.
    /// E55: under each answer of `Bundle(for:)` for runtime subclasses.
    @Test(
      "S26 N8: whose a presented controller is",
      arguments: PresentedKind.allCases, Variants.oneAtATime(Variants.others(\.runtimeSubclasses)))
    func presentedOwner(kind: PresentedKind, variants: Variants) async {
      let stage = Stage(variants, policy: DismissPolicy(escapeDismissesKeyboard: true))
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let presented = kind.make()
      stage.root.present(presented, animated: false)
      if kind == .registeredPlain || kind == .dismissiblePicker { presented.makeDismissible() }
      field.becomeFirstResponder()
      await stage.settle()
      #expect(stage.escapeCommandCount == 1)
      let spot = presented.view.convert(CGPoint(x: 5, y: 5), to: nil)
      await stage.tapAndSettle(spot.x, spot.y)
      #expect(field.isFirstResponder == !kind.isApp)
      if !kind.isApp {
        await stage.escape()
        #expect(field.isFirstResponder)
        presented.dismiss(animated: false)
        await stage.settle()
        await stage.tapAndSettle(spot.x, spot.y)
        #expect(!field.isFirstResponder)
      }
    }

    /// N8: a screen built in code as a plain `UIViewController`, presented
    /// with a text field: a tap beside the field, inside the screen, ends
    /// editing, as on the app's own class.
    @Test("N8: a plain controller presented with a text field")
    func plainControllerWithField() async {
      let stage = Stage()
      let screen = UIViewController()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: screen.view)
      stage.root.present(screen, animated: false)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      let beside = field.convert(CGPoint(x: 150, y: 120), to: nil)
      await stage.tapAndSettle(beside.x, beside.y)
      #expect(!field.isFirstResponder)
    }

    /// S26, K13: a system menu presented through a controller of UIKit's
    /// gets no Escape command, with the root's field focused and Escape
    /// ending editing: the command waits beneath it, on the root, and does
    /// nothing at the press; with the menu closed, Escape ends editing.
    @Test("S26 K13: no Escape command on a system menu")
    func noCommandOnSystemMenu() async {
      let stage = Stage(
        .with { $0.systemMenus = .presentedController },
        policy: DismissPolicy(escapeDismissesKeyboard: true))
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let sort = stage.button(CGRect(x: 200, y: 300, width: 100, height: 44))
      sort.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
      sort.showsMenuAsPrimaryAction = true
      await stage.tapAndSettle(sort)
      #expect(stage.root.presentedViewController != nil)
      field.becomeFirstResponder()
      await stage.settle()
      #expect(stage.escapeCommandCount == 1)
      await stage.escape()
      #expect(field.isFirstResponder)
      #expect(stage.root.presentedViewController != nil)
      await stage.tapAndSettle(200, 700)  // outside the menu: closes it
      #expect(stage.root.presentedViewController == nil)
      field.becomeFirstResponder()
      await stage.settle()
      #expect(stage.escapeCommandCount == 1)
      #expect(await stage.escape())
      #expect(!field.isFirstResponder)
    }

    /// N3: a tap in a presented share sheet decides nothing, even with the
    /// app's field focused beneath; without it, the same spot is the app's
    /// (positive control).
    @Test("N3: a share sheet decides nothing")
    func shareSheet() async {
      let stage = Stage()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(field)
      let share = UIActivityViewController(activityItems: [], applicationActivities: nil)
      stage.root.present(share, animated: false)
      await stage.tapAndSettle(200, 500)
      #expect(field.isFirstResponder)
      share.dismiss(animated: false)
      await stage.tapAndSettle(200, 500)
      #expect(!field.isFirstResponder)
    }

    /// N4, L6, S26: a card with a button whose menu is the system's:
    /// choosing a menu item, or tapping outside the menu to close it, leaves
    /// the card open, whether the menu is drawn straight on the window
    /// (outside every view controller: N5) or through a presented
    /// controller of UIKit's (not the app's; what the card's screen presents
    /// is inside the card too, S32). Control: a tap beside the
    /// card closes it.
    @Test("N4 L6: a tap in a system menu", arguments: Variants.SystemMenus.allCases)
    func systemMenu(place: Variants.SystemMenus) async {
      let stage = Stage(.with { $0.systemMenus = place })
      let card = stage.add(UIView(), CGRect(x: 20, y: 100, width: 350, height: 300))
      var dismissals = 0
      card.addInteraction(DismissibleLayerInteraction { _ in dismissals += 1 })
      var sorted: String?
      let sort = stage.add(
        UIButton(type: .system), CGRect(x: 200, y: 20, width: 100, height: 44), to: card)
      sort.menu = UIMenu(children: [UIAction(title: "Name") { _ in sorted = "Name" }])
      sort.showsMenuAsPrimaryAction = true
      await stage.settle()
      await stage.tapAndSettle(sort)
      let row = try! #require(UIKitEmulation.menuRows.first)
      #expect(row.window === stage.window)
      await stage.tapAndSettle(row)
      #expect(sorted == "Name")
      #expect(UIKitEmulation.menuRows.isEmpty)
      #expect(dismissals == 0)
      await stage.tapAndSettle(sort)
      await stage.tapAndSettle(200, 700)  // outside the menu: closes it
      #expect(UIKitEmulation.menuRows.isEmpty)
      #expect(dismissals == 0)
      await stage.tapAndSettle(200, 700)
      #expect(dismissals == 1)
    }

    /// N6: a tap on a form sheet's dimming view dismisses a
    /// `makeDismissible()` sheet when the dimming view is in the
    /// presentation's container; on the window beneath it, it decides
    /// nothing (N5) and the sheet stays. PINS THE "IF WRONG" OUTCOME of N6
    /// under `onWindow`. Control: Escape dismisses under both.
    @Test("N6: UIKit's dimming view", arguments: Variants.DimmingView.allCases)
    func dimmingView(place: Variants.DimmingView) async {
      let stage = Stage(.with { $0.dimmingView = place })
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .formSheet
      stage.root.present(sheet, animated: false)
      sheet.makeDismissible()
      await stage.settle()
      await stage.tapAndSettle(100, 120)
      #expect((sheet.presentingViewController == nil) == (place == .insideContainer))
      if sheet.presentingViewController != nil {
        let field = stage.field(CGRect(x: 10, y: 10, width: 200, height: 40), to: sheet.view)
        field.becomeFirstResponder()
        await stage.escape()
        #expect(sheet.presentingViewController == nil)
      }
    }
  }
}
