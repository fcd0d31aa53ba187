import DismissCore
import Testing
import UIKit

@testable import DismissKit

/// Which of a window's two scopes registers first: the window's
/// `DismissInteraction` or a SwiftUI root at the window's root controller.
enum RegistrationOrder: String, CaseIterable, CustomTestStringConvertible {
  case interactionFirst
  case rootFirst

  var testDescription: String { rawValue }
}

/// A window served by a `DismissInteraction` and a SwiftUI root alike, in
/// either registration order; the root's content is drawn in the root
/// controller's view.
@MainActor
private struct MixedWindow {
  let stage: Stage
  let hosting: Hosting
  let content: UIView

  init(_ order: RegistrationOrder, policy: DismissPolicy = DismissPolicy()) {
    let content = UIView()
    let root = UIViewController()
    root.view = UIView()
    let stage = Stage(root: root, policy: order == .interactionFirst ? policy : nil)
    content.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
    root.view.addSubview(content)
    hosting = Hosting(rootIn: content)
    if order == .rootFirst { stage.window.addInteraction(DismissInteraction(policy: policy)) }
    self.stage = stage
    self.content = content
  }
}

extension Emulated {
  /// A window with a UIKit scope and a SwiftUI scope: whoever registered
  /// first decides nothing more than the other (the innermost scope around
  /// the touch decides, each layer is inside or outside by where it is).
  @Suite("Mixed windows") @MainActor struct MixedWindows {
    /// A text field in an open SwiftUI layer: the layer stays, the field
    /// takes focus, in both registration orders.
    @Test("Mixed window: a field inside a SwiftUI layer", arguments: RegistrationOrder.allCases)
    func fieldInSwiftUILayer(order: RegistrationOrder) async {
      let window = MixedWindow(order)
      let shown = Flag()
      let frame = CGRect(x: 20, y: 100, width: 350, height: 300)
      window.hosting.dismissible(frame, in: window.content, isPresented: shown)
      let field = window.stage.field(
        CGRect(x: 40, y: 140, width: 300, height: 40), to: window.content)
      await window.stage.settle()
      await window.stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      #expect(shown.value)
      await window.stage.tapAndSettle(200, 700)  // outside the layer
      #expect(!shown.value)
      #expect(!field.isFirstResponder)
    }

    /// The root's screen is inside the window's interaction: its policy
    /// decides there (a keep view keeps the keyboard, a tap on plain content
    /// ends editing) though the interaction's never ends it, in both orders.
    @Test("Mixed window: the innermost scope's policy", arguments: RegistrationOrder.allCases)
    func innermostPolicy(order: RegistrationOrder) async {
      let window = MixedWindow(order, policy: DismissPolicy(dismissKeyboardOn: .never))
      window.hosting.keep(CGRect(x: 20, y: 400, width: 350, height: 80), in: window.content)
      let field = window.stage.field(
        CGRect(x: 40, y: 40, width: 300, height: 40), to: window.content)
      await window.stage.tapAndSettle(field)
      await window.stage.tapAndSettle(200, 540)  // the keep view
      #expect(field.isFirstResponder)
      await window.stage.tapAndSettle(200, 700)  // the root's content: the root's default policy
      #expect(!field.isFirstResponder)
    }

    /// Escape closes the layer in front, whichever adapter registered it
    /// and whichever scope registered first (rule 7).
    @Test("Mixed window: Escape closes the layer in front", arguments: RegistrationOrder.allCases)
    func escapeFrontLayer(order: RegistrationOrder) async {
      let window = MixedWindow(order)
      let popup = window.stage.add(UIView(), CGRect(x: 20, y: 150, width: 200, height: 200))
      popup.addInteraction(DismissibleLayerInteraction())
      let shown = Flag()
      let card = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
      window.stage.root.view.addSubview(card)  // drawn in front of the popup
      window.hosting.dismissible(card.bounds, in: card, isPresented: shown)
      await window.stage.settle()
      #expect(await window.stage.escape())
      #expect(!shown.value)
      #expect(popup.window != nil)
      #expect(await window.stage.escape())
      #expect(popup.window == nil)
    }
  }
}

extension Emulated.MixedWindows {
  /// A second finger in another scope is decided under the first finger's
  /// scope until all lift: multi-touch there, so no tap of its own.
  @Test("Mixed window: a second finger in another scope")
  func secondFingerInAnotherScope() async {
    let stage = Stage()
    let child = UIViewController()
    stage.root.addChild(child)
    stage.add(child.view, CGRect(x: 0, y: 400, width: 390, height: 444))
    child.didMove(toParent: stage.root)
    let hosting = Hosting(rootIn: child.view)
    let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
    await stage.tapAndSettle(field)
    let first = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 200, y: 300))
    await stage.tapAndSettle(200, 600)  // the root's content, a finger down elsewhere
    #expect(field.isFirstResponder)
    first.lift()
    await stage.settle()
    #expect(field.isFirstResponder)
    await stage.tapAndSettle(200, 600)  // alone: the root's tap
    #expect(!field.isFirstResponder)
    withExtendedLifetime(hosting) {}
  }
}

extension Emulated.MixedWindows {
  /// A scope that joins the window (a SwiftUI root whose probe arrives)
  /// while a field is focused is no focus change: a UIKit card that closes
  /// on focus outside and opened with the field already focused stays.
  @Test("Mixed window: a root joining is no focus change")
  func rootJoiningIsNoFocusChange() async {
    let stage = Stage()
    let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
    await stage.tapAndSettle(field)
    let card = stage.add(UIView(), CGRect(x: 20, y: 300, width: 300, height: 200))
    card.addInteraction(DismissibleLayerInteraction(dismissOn: [.focusOutside]))
    await stage.settle()
    let child = UIView()
    let hosting = Hosting(rootIn: child)
    stage.add(child, CGRect(x: 0, y: 600, width: 390, height: 244))
    await stage.settle()
    #expect(card.window != nil)
    #expect(field.isFirstResponder)
    withExtendedLifetime(hosting) {}
  }
}

extension Emulated.MixedWindows {
  /// A root whose policy never dismisses, and an inner root in the lower
  /// half whose policy is the default.
  func nestedRoots() -> (Stage, Hosting, UIView, Hosting) {
    let stage = Stage(policy: nil)
    let outer = Hosting(
      rootIn: stage.root.view, policy: DismissPolicy(dismissKeyboardOn: .never))
    let area = stage.add(UIView(), CGRect(x: 0, y: 400, width: 390, height: 444))
    return (stage, outer, area, Hosting(rootIn: area, policy: DismissPolicy(), depth: 1))
  }

  /// A root inside another's content (a reusable composer with its own
  /// policy): touches in its area take its policy and its marked views,
  /// the others the outer root's.
  @Test("Nested roots: the inner root's policy and marks in its area")
  func nestedRoots() async {
    let (stage, outer, area, inner) = nestedRoots()
    inner.keep(CGRect(x: 20, y: 20, width: 100, height: 44), in: area)
    let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
    await stage.settle()
    await stage.tapAndSettle(field)
    await stage.tapAndSettle(200, 300)  // the outer root's content: never
    #expect(field.isFirstResponder)
    await stage.tapAndSettle(60, 440)  // the inner root's keep mark
    #expect(field.isFirstResponder)
    await stage.tapAndSettle(200, 700)  // the inner root's content: a tap dismisses
    #expect(!field.isFirstResponder)
    withExtendedLifetime((outer, inner)) {}
  }
}

extension Emulated.MixedWindows {
  /// S11 with nested roots: a sheet without a root of its own is decided
  /// with the policy of the root its marked views registered with.
  @Test("Nested roots: a rootless sheet takes the policy of its views' root")
  func nestedRootsRootlessSheet() async {
    let (stage, outer, _, inner) = nestedRoots()
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .formSheet
    stage.root.present(sheet, animated: false)
    inner.keep(CGRect(x: 20, y: 20, width: 100, height: 44), in: sheet.view)
    let field = stage.field(CGRect(x: 20, y: 100, width: 200, height: 40), to: sheet.view)
    await stage.settle()
    await stage.tapAndSettle(field)
    #expect(field.isFirstResponder)
    let center = sheet.view.convert(CGPoint(x: 150, y: 300), to: nil)
    await stage.tapAndSettle(center.x, center.y)  // the sheet's content: the inner root's tap
    #expect(!field.isFirstResponder)
    withExtendedLifetime((outer, inner)) {}
  }
}
