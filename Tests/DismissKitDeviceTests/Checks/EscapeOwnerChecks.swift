#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// First-hour check 6 (ledger K13): escape belongs to the front-most
  /// presentation, and escape commands are never installed on surfaces the
  /// app does not own (one may wait beneath them). A UIKit form sheet made dismissible
  /// (`makeDismissible()`) gets DismissKit's Escape command; a "Discard
  /// changes?" `UIAlertController` over it must not: Escape there is the
  /// alert's (cancel), never DismissKit's (which would dismiss the sheet,
  /// and the alert with it). The key itself needs a hardware keyboard: the
  /// UI test `testK13EscapeCancelsTheAlertNotTheSheet` presses it, and is
  /// the decisive one: this check reads `keyCommands`, which would not show
  /// a command added to a controller whose override leaves out `super`'s
  /// (K12).
  @MainActor
  enum EscapeOwnerChecks {
    /// DismissKit's Escape commands among a controller's key commands: its
    /// action is DismissKit's own selector.
    static func dismissKitEscapeCommands(on controller: UIViewController) -> [UIKeyCommand] {
      (controller.keyCommands ?? []).filter { command in
        command.input == UIKeyCommand.inputEscape
          && command.action.map { NSStringFromSelector($0).hasPrefix("dismissKit") } == true
      }
    }

    static func noEscapeCommandOnAlertOverSheet(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let root = await stage.showPlainRoot()
      let editor = UIViewController()
      editor.view.backgroundColor = .systemBackground
      let sheet = UINavigationController(rootViewController: editor)
      sheet.modalPresentationStyle = .formSheet
      root.present(sheet, animated: false)
      sheet.makeDismissible()
      let up = await stage.wait { sheet.viewIfLoaded?.window != nil }
      expect.that(up, "the form sheet is up")
      await stage.settle(0.5)
      // An event, after which DismissKit refreshes its Escape commands.
      let inside = sheet.view.windowFrame
      try expect.unwrap(
        DeviceTouch.tap(at: CGPoint(x: inside.midX, y: inside.midY), in: stage.window),
        "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.2)
      let onSheet = [root, sheet].flatMap { dismissKitEscapeCommands(on: $0) }
      expect.note("DismissKit's Escape commands with the sheet up: \(onSheet.count)")
      expect.that(
        !onSheet.isEmpty,
        "with a dismissible sheet up, DismissKit's Escape command is installed (else this check "
          + "cannot tell one on the alert)")

      let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
      alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
      sheet.present(alert, animated: false)
      let shown = await stage.wait { alert.viewIfLoaded?.window != nil }
      expect.that(shown, "the alert is up over the sheet")
      let alertFrame = alert.view.windowFrame
      DeviceTouch.tap(
        at: CGPoint(x: alertFrame.midX, y: alertFrame.minY + 20),
        in: alert.view.window ?? stage.window)
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      let onAlert = dismissKitEscapeCommands(on: alert)
      let alertEscapes = (alert.keyCommands ?? []).filter { $0.input == UIKeyCommand.inputEscape }
      expect.note(
        "the alert's Escape commands: \(alertEscapes.count), DismissKit's among them: \(onAlert.count)"
      )
      expect.that(
        onAlert.isEmpty,
        "no DismissKit Escape command on the alert: Escape over it is the alert's (K13)")
      expect.that(
        sheet.viewIfLoaded?.window != nil && alert.viewIfLoaded?.window != nil,
        "a tap in the alert dismissed neither the alert nor the sheet")
    }

    /// K13: DismissKit's command waits beneath an alert, on the sheet; the
    /// press does nothing while the alert is in front, and once the app
    /// dismissed it by code (no touch, focus or layer change) it closes the
    /// sheet. The press is the command's action, called as UIKit would
    /// (the key itself: the UI test).
    static func escapeAfterAppDismissesAlert(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let root = await stage.showPlainRoot()
      let sheet = UIViewController()
      sheet.view.backgroundColor = .systemBackground
      sheet.modalPresentationStyle = .formSheet
      root.present(sheet, animated: false)
      sheet.makeDismissible()
      let up = await stage.wait { sheet.viewIfLoaded?.window != nil }
      expect.that(up, "the form sheet is up")
      await stage.settle(0.5)
      let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
      sheet.present(alert, animated: false)
      let shown = await stage.wait { alert.viewIfLoaded?.window != nil }
      expect.that(shown, "the alert is up")
      let inside = sheet.view.windowFrame
      DeviceTouch.tap(at: CGPoint(x: inside.midX, y: inside.maxY - 20), in: stage.window)
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      let beneath = try expect.unwrap(
        dismissKitEscapeCommands(on: sheet).first, "DismissKit's command waits on the sheet")
      expect.that(dismissKitEscapeCommands(on: alert).isEmpty, "and none is on the alert")
      sheet.dismissKitEscapeKeyPressed(beneath)
      await stage.settle(0.5)
      expect.that(
        sheet.viewIfLoaded?.window != nil && alert.viewIfLoaded?.window != nil,
        "a press with the alert in front dismisses nothing")
      alert.dismiss(animated: false)
      let gone = await stage.wait { alert.viewIfLoaded?.window == nil }
      expect.that(gone, "the app dismissed the alert")
      let command = try expect.unwrap(
        dismissKitEscapeCommands(on: sheet).first, "the command is still on the sheet")
      sheet.dismissKitEscapeKeyPressed(command)
      let closed = await stage.wait { sheet.viewIfLoaded?.window == nil }
      expect.that(closed, "Escape closes the sheet at once")
    }
  }
#endif
