import Testing
import UIKit

@testable import DismissKit

/// A screen class the app defines, presented in a context.
private final class ContextScreen: UIViewController {}

/// A root with a child controller defining a presentation context over the
/// lower half of the window (a search results pane, a detail pane).
@MainActor
private func contextStage(
  _ variants: Variants = Variants(), policy: DismissPolicy = DismissPolicy()
)
  -> (Stage, UIViewController)
{
  let stage = Stage(variants, policy: policy)
  let child = UIViewController()
  child.definesPresentationContext = true
  stage.root.addChild(child)
  child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
  stage.root.view.addSubview(child.view)
  child.didMove(toParent: stage.root)
  return (stage, child)
}

extension Emulated {
  /// Presentations in a child's presentation context (N9).
  @Suite("Presentation contexts") @MainActor struct PresentationContexts {
    /// UIKit alone: `.currentContext` and `.overCurrentContext` from a
    /// child's child go to the nearest controller defining a context; its
    /// view is covered (removed once presented, for `.currentContext`);
    /// the root presents nothing ("presented by this view controller, or one
    /// of its ancestors"). Without a context: the root presents.
    @Test(
      "N9: a presentation in a child's context",
      arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
    func presentationInContext(style: UIModalPresentationStyle) async {
      let (stage, child) = contextStage()
      let grandchild = UIViewController()
      child.addChild(grandchild)
      child.view.addSubview(grandchild.view)
      let presented = ContextScreen()
      presented.modalPresentationStyle = style
      grandchild.present(presented, animated: true)
      await stage.settle()
      #expect(presented.presentingViewController === child)
      #expect(child.presentedViewController === presented)
      #expect(grandchild.presentedViewController === presented)
      #expect(stage.root.presentedViewController == nil)
      #expect(presented.view.convert(presented.view.bounds, to: nil) == child.view.frame)
      #expect((child.view.window == nil) == (style == .currentContext))
      grandchild.dismiss(animated: false)
      #expect(presented.presentingViewController == nil)
      #expect(child.view.window === stage.window)
      child.definesPresentationContext = false
      grandchild.present(presented, animated: false)
      #expect(presented.presentingViewController === stage.root)
    }

    /// N9, rule 7: a `.currentContext` screen with a field, presented from
    /// a child defining a context. A tap on its background ends editing; a
    /// tap on the root's screen beside the context does too, as on that
    /// screen alone. Escape belongs to the front-most presentation: its
    /// command is on the screen, on the field's responder chain under both
    /// readings of a presented controller's next responder (K6); on the
    /// root it is out of reach when the next responder is the child, whose
    /// view left the window. A field beside the context: the root's.
    @Test(
      "N9: Escape and taps around a screen in a child's context",
      arguments: Variants.oneAtATime(Variants.others(\.presentedNext)))
    func screenInContext(variants: Variants) async {
      let (stage, child) = contextStage(
        variants, policy: DismissPolicy(escapeDismissesKeyboard: true))
      let screen = ContextScreen()
      screen.modalPresentationStyle = .currentContext
      let field = stage.field(CGRect(x: 20, y: 40, width: 300, height: 40), to: screen.view)
      child.present(screen, animated: false)
      await stage.settle()
      #expect(child.view.window == nil)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 600)  // the screen's background
      #expect(!field.isFirstResponder)
      field.becomeFirstResponder()
      await stage.settle()
      await stage.tapAndSettle(200, 200)  // the root's screen, beside the context
      #expect(!field.isFirstResponder)
      field.becomeFirstResponder()
      await stage.settle()
      let commands = (screen.keyCommands ?? []).filter { $0.input == UIKeyCommand.inputEscape }
      #expect(commands.count == 1)
      #expect(stage.escapeCommandCount == 0)
      #expect(await stage.escape())
      #expect(!field.isFirstResponder)
      // A field of the root's screen, beside the context: the root's command.
      let beside = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      beside.becomeFirstResponder()
      await stage.settle()
      #expect(stage.escapeCommandCount == 1)
      #expect(await stage.escape())
      #expect(!beside.isFirstResponder)
    }

    /// N9, rule 7: a menu layer in the child's view, with a screen
    /// of the app presented over it in the child's context and its field
    /// focused. A tap in that screen ends editing and keeps the menu.
    /// Escape belongs to the
    /// front-most presentation, so the covered menu takes none, as under a
    /// sheet (`Rule 7: a layer under a sheet takes no escape`): no command
    /// (under `.currentContext` the child's view, menu included, leaves the
    /// window). Control: with the screen gone, Escape closes the menu.
    @Test(
      "N9: a layer under a presentation in a child's context",
      arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
    func layerUnderContextPresentation(style: UIModalPresentationStyle) async {
      let (stage, child) = contextStage()
      var menuDismissals = 0
      let menu = stage.add(UIView(), CGRect(x: 20, y: 20, width: 200, height: 200), to: child.view)
      menu.addInteraction(DismissibleLayerInteraction { _ in menuDismissals += 1 })
      await stage.settle()
      let screen = ContextScreen()
      screen.modalPresentationStyle = style
      let field = stage.field(CGRect(x: 20, y: 300, width: 300, height: 40), to: screen.view)
      child.present(screen, animated: false)
      await stage.settle()
      let covers = style == .overCurrentContext
      #expect((menu.window != nil) == covers)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 600)
      #expect(!field.isFirstResponder)  // the app's screen: the tap decides
      #expect(menuDismissals == 0)
      field.becomeFirstResponder()
      await stage.settle()
      #expect(stage.escapeCommandCount == 0)
      #expect(screen.keyCommands == nil)
      #expect(!(await stage.escape()))
      #expect(menuDismissals == 0)
      child.dismiss(animated: false)
      await stage.settle()
      stage.field(CGRect(x: 20, y: 100, width: 300, height: 40)).becomeFirstResponder()
      await stage.settle()
      #expect(await stage.escape())
      #expect(menuDismissals == 1)
    }
  }
}

extension Emulated.PresentationContexts {
  /// N9, rule 7, in SwiftUI: a `dismissible` menu drawn in the child's view
  /// of a root at the window's root, with a screen presented over it in the
  /// child's context (`.overCurrentContext`). A tap in that screen keeps the
  /// menu (the menu's screen presented it, S32); an escape goes to the
  /// front-most presentation, so the covered menu takes none. Control: with
  /// the screen gone, an escape closes the menu.
  @Test("N9: a SwiftUI layer under a presentation in a child's context")
  func swiftUILayerUnderContextPresentation() async {
    let stage = Stage(policy: nil)
    let child = UIViewController()
    child.definesPresentationContext = true
    stage.root.addChild(child)
    stage.add(child.view, CGRect(x: 0, y: 400, width: 390, height: 444))
    child.didMove(toParent: stage.root)
    let hosting = Hosting(root: stage.root)
    let shown = Flag()
    hosting.dismissible(
      CGRect(x: 20, y: 20, width: 200, height: 200), in: child.view, isPresented: shown)
    await stage.settle()
    let screen = ContextScreen()
    screen.modalPresentationStyle = .overCurrentContext
    let field = stage.field(CGRect(x: 20, y: 300, width: 300, height: 40), to: screen.view)
    child.present(screen, animated: false)
    await stage.settle()
    await stage.tapAndSettle(field)
    await stage.tapAndSettle(200, 600)  // the screen's background
    #expect(!field.isFirstResponder)
    #expect(shown.value)
    hosting.accessibilityEscape()
    await stage.settle()
    #expect(shown.value)
    child.dismiss(animated: false)
    await stage.settle()
    hosting.accessibilityEscape()
    await stage.settle()
    #expect(!shown.value)
  }
}
