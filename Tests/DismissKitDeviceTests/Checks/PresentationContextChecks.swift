#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import UIKit

  /// Ledger N9: a child defining a presentation context presents
  /// `.overCurrentContext` screens itself, and the root presents nothing;
  /// DismissKit finds them through the root's children. A menu layer under
  /// such a screen takes no Escape (rule 7: Escape belongs to the front-most
  /// presentation), as the emulated `N9: a layer under a presentation in a
  /// child's context` shows.
  @MainActor
  enum PresentationContextChecks {
    static func contextPresentationTakesEscape(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let root = await stage.showPlainRoot()
      // A pane over the lower half defining a context (a search results or
      // detail pane), with its content controller inside.
      let child = UIViewController()
      child.definesPresentationContext = true
      let content = UIViewController()
      let bounds = root.view.bounds
      root.addChild(child)
      child.view.frame = CGRect(
        x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      child.addChild(content)
      content.view.frame = child.view.bounds
      content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      child.view.addSubview(content.view)
      content.didMove(toParent: child)

      let menu = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
      menu.backgroundColor = .secondarySystemBackground
      content.view.addSubview(menu)
      var reasons: [DismissReason] = []
      menu.addInteraction(
        DismissibleLayerInteraction { view, reason, done in
          reasons.append(reason)
          view.removeFromSuperview()
          done(true)
        })
      await stage.settle(0.3)
      let beneath = [root, child, content]
      let before = beneath.flatMap { EscapeOwnerChecks.dismissKitEscapeCommands(on: $0) }
      expect.that(
        !before.isEmpty,
        "with the menu open and nothing presented, DismissKit's Escape command is installed "
          + "(else this check cannot tell)")

      let screen = UIViewController()
      screen.view.backgroundColor = .systemBackground
      screen.modalPresentationStyle = .overCurrentContext
      let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
      field.borderStyle = .roundedRect
      screen.view.addSubview(field)
      content.present(screen, animated: true)
      defer { screen.presentingViewController?.dismiss(animated: false) }
      let up = await stage.wait { screen.viewIfLoaded?.window != nil }
      try expect.unwrap(up ? true : nil, "the screen is up")
      await stage.settle(0.6)  // the presentation animation
      expect.note(
        "presented by \(screen.presentingViewController.map { "\(type(of: $0))" } ?? "none"); "
          + "the root presents \(root.presentedViewController.map { "\(type(of: $0))" } ?? "nothing")"
      )
      expect.that(
        screen.presentingViewController === child && root.presentedViewController == nil,
        "the screen is presented in the child's context, not by the root (else this check "
          + "cannot tell)")

      // The event: a finger on the screen's field, which then takes focus,
      // as UIKit gives it; DismissKit refreshes its Escape command at focus.
      try expect.unwrap(DeviceTouch.tap(field), "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      expect.that(field.becomeFirstResponder(), "the screen's field becomes first responder")
      await stage.settle(0.3)
      expect.that(
        menu.window != nil && reasons.isEmpty,
        "the menu under the screen is still open (else this check cannot tell); dismissed for "
          + "\(reasons)")
      let owners = (beneath + [screen]).filter {
        !EscapeOwnerChecks.dismissKitEscapeCommands(on: $0).isEmpty
      }
      expect.note("DismissKit's Escape command on: \(owners.map { "\(type(of: $0))" })")
      // N9: never the root beneath the screen.
      expect.that(
        !owners.contains { owner in beneath.contains { $0 === owner } },
        "no DismissKit Escape command on a controller beneath the context presentation (N9)")
    }
  }
#endif
