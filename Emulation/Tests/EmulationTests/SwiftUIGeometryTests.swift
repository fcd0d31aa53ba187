import DismissCore
import Testing
import UIKit

@testable import DismissKit

/// Where SwiftUI may put a marked view's anchor (S2, S3), relative to the
/// frame the marked view is drawn at: the tests show which of these the
/// adapter depends on.
enum Placement: String, CaseIterable, Sendable {
  /// A background subview at the marked view's frame, in the view its
  /// content is drawn in (the scroll view its list scrolls in, S2).
  case exact
  /// A few points off the marked view's frame.
  case offset
  /// At the marked view's origin, zero-sized (as introspection probes are).
  case zeroSized
  /// In the hosting view at the same place, but outside (behind) the scroll
  /// view its content scrolls in.
  case outsideScrollView
  /// Inside a platform container view (SwiftUI's host of a representable)
  /// at the marked view's frame.
  case inPlatformContainer

  /// Whether the anchor covers the marked view's middle.
  var covers: Bool { self != .zeroSized }
}

extension Hosting {
  /// A marked view with `spec`, drawn at `frame` in `parent` (a scroll view
  /// or the hosting view), its anchor placed as `placement` says.
  @discardableResult
  func mark(
    _ spec: DismissalRegionSpec, _ frame: CGRect, in parent: UIView, hostingView: UIView,
    _ placement: Placement
  ) -> AnchorView {
    let purpose = AnchorView.Purpose.region(
      scope, token: DismissalToken(), parent: nil, spec: spec, isPresented: true, actions: nil)
    switch placement {
    case .exact:
      return place(purpose, frame, parent)
    case .offset:
      return place(purpose, frame.offsetBy(dx: 6, dy: 6), parent)
    case .zeroSized:
      return place(purpose, CGRect(origin: frame.origin, size: .zero), parent)
    case .outsideScrollView:
      guard parent is UIScrollView else { return place(purpose, frame, parent) }
      let anchor = place(purpose, parent.convert(frame, to: hostingView), hostingView)
      hostingView.insertSubview(anchor, belowSubview: parent)
      return anchor
    case .inPlatformContainer:
      let container = UIView(frame: frame)
      parent.addSubview(container)
      return place(purpose, container.bounds, container)
    }
  }
}

/// A controller whose view is a SwiftUI hosting view (the S10 switch
/// decides what UIKit's hit test gives over its fields).
@MainActor
private func hostingController(_ frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844))
  -> UIViewController
{
  let controller = UIViewController()
  controller.view = EmulatedHostingView(frame: frame)
  return controller
}

/// A view controller class of the app's own.
private final class AppScreen: UIViewController {}

/// A SwiftUI screen as a navigation or tab container holds it: the
/// container (a child of the window's root, the app's hosting controller)
/// holds the screen's hosting controller and, drawn after it, a translucent
/// UIKit bar over the top of the screen, where its list scrolls under it.
@MainActor
private struct NavigationScreen {
  let view: UIView
  let list: UIScrollView
  let bar: UIView

  init(in stage: Stage) {
    let container = UIViewController()
    stage.root.addChild(container)
    stage.add(container.view, stage.root.view.bounds)
    let screen = hostingController()
    container.addChild(screen)
    container.view.addSubview(screen.view)
    view = screen.view
    list = UIScrollView(frame: view.bounds)
    view.addSubview(list)
    bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    bar.alpha = 0.9
    container.view.addSubview(bar)
  }
}

extension Emulated {
  /// What a touch on SwiftUI content is on (S30, S10) and which
  /// presentation a view is in (S33, S27), on the SwiftUI adapter's UIKit
  /// half.
  @Suite("SwiftUI geometry") @MainActor struct SwiftUIGeometry {
    /// S30: a list scrolls under a translucent UIKit bar; a tap on the bar
    /// is the bar's, not the keep row's drawn beneath it.
    @Test(
      "S30: a tap on a UIKit bar over a keep row resigns",
      arguments: Placement.allCases, Variants.HostingHitTest.allCases)
    func barOverKeepRow(placement: Placement, hitTest: Variants.HostingHitTest) async {
      let stage = Stage(.with { $0.hostingHitTest = hitTest }, policy: nil)
      let hosting = Hosting(root: stage.root)
      let screen = NavigationScreen(in: stage)
      let field = stage.field(CGRect(x: 20, y: 700, width: 350, height: 40), to: screen.view)
      hosting.mark(
        .keyboard(.keep), CGRect(x: 0, y: 60, width: 390, height: 80), in: screen.list,
        hostingView: screen.view, placement)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 120)  // the row, below the bar
      #expect(field.isFirstResponder == placement.covers)
      if !field.isFirstResponder { await stage.tapAndSettle(field) }
      await stage.tapAndSettle(200, 80)  // the bar, over the row
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S30: a `safeAreaInset` bar is drawn after the list, so in front of
    /// it; a row the list makes later (lazily) registers after the bar, and
    /// the bar still decides a tap where they overlap.
    @Test(
      "S30: a bar decides taps over a row registered after it",
      arguments: Placement.allCases, Variants.HostingHitTest.allCases)
    func insetBarOverLazyRow(placement: Placement, hitTest: Variants.HostingHitTest) async {
      let root = hostingController()
      let stage = Stage(.with { $0.hostingHitTest = hitTest }, root: root, policy: nil)
      let hosting = Hosting(root: root)
      let list = UIScrollView(frame: root.view.bounds)
      root.view.addSubview(list)
      let field = stage.field(CGRect(x: 20, y: 100, width: 350, height: 40), to: root.view)
      hosting.mark(
        .keyboard(.keep), CGRect(x: 0, y: 744, width: 390, height: 100), in: root.view,
        hostingView: root.view, placement)
      hosting.mark(
        .keyboard(.dismiss), CGRect(x: 0, y: 700, width: 390, height: 80), in: list,
        hostingView: root.view, placement)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 770)  // the bar, over the row
      #expect(field.isFirstResponder == placement.covers)
      if !field.isFirstResponder { await stage.tapAndSettle(field) }
      await stage.tapAndSettle(200, 820)  // the bar alone
      #expect(field.isFirstResponder == placement.covers)
      if !field.isFirstResponder { await stage.tapAndSettle(field) }
      await stage.tapAndSettle(200, 720)  // the row alone
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S30: a marked view inside a marked card stays in front of the card
    /// whatever the draw order of their anchors: the inner one decides.
    @Test("S30: a keep button inside a card decides over the card")
    func nestedMarksKeepTheirOrder() async {
      let root = hostingController()
      let stage = Stage(root: root, policy: nil)
      let hosting = Hosting(root: root)
      let field = stage.field(CGRect(x: 40, y: 320, width: 300, height: 40), to: root.view)
      let card = DismissalToken()
      let isPresented = Flag()
      let actions = LayerBinding(
        isPresented: { isPresented.value }, dismiss: { isPresented.value = false })
      // The button's anchor is drawn first: only the nesting orders them.
      hosting.place(
        .region(
          hosting.scope, token: DismissalToken(), parent: card, spec: .keyboard(.keep),
          isPresented: true, actions: nil), CGRect(x: 40, y: 400, width: 200, height: 60), root.view
      )
      hosting.place(
        .region(
          hosting.scope, token: card, parent: nil, spec: .layer(), isPresented: true,
          actions: actions), CGRect(x: 20, y: 300, width: 350, height: 300), root.view)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(100, 430)  // the button
      #expect(field.isFirstResponder)
      #expect(isPresented.value)
      await stage.tapAndSettle(300, 500)  // the card
      #expect(!field.isFirstResponder)
      #expect(isPresented.value)
      await stage.tapAndSettle(200, 750)  // outside
      #expect(!isPresented.value)
      withExtendedLifetime(hosting) {}
    }

    /// S10: over a SwiftUI field, `TextEditor` or toggle, UIKit may give
    /// the hosting view: a tap on a second field, on the focused one or on
    /// a text view still lands on a text input, so the keyboard is not
    /// dropped and raised again; a tap on a toggle is on a control, which
    /// keeps it by default.
    @Test(
      "S10: taps on SwiftUI fields and toggles keep the keyboard",
      arguments: Variants.HostingHitTest.allCases, Variants.StateApplication.allCases)
    func tapsOnFields(hitTest: Variants.HostingHitTest, state: Variants.StateApplication) async {
      let root = hostingController()
      let variants = Variants.with {
        $0.hostingHitTest = hitTest
        $0.stateApplication = state
      }
      let stage = Stage(variants, root: root, policy: nil)
      let hosting = Hosting(root: root)
      let first = stage.field(CGRect(x: 20, y: 100, width: 350, height: 40), to: root.view)
      let second = stage.field(CGRect(x: 20, y: 200, width: 350, height: 40), to: root.view)
      let toggle = stage.add(
        UISwitch(), CGRect(x: 20, y: 300, width: 60, height: 40), to: root.view)
      let editor = stage.add(
        UITextView(), CGRect(x: 20, y: 360, width: 350, height: 100), to: root.view)
      await stage.tapAndSettle(first)
      #expect(first.isFirstResponder)
      await stage.tapAndSettle(second)
      #expect(second.isFirstResponder)
      await stage.tapAndSettle(second)  // the focused field
      #expect(second.isFirstResponder)
      await stage.tapAndSettle(toggle)
      #expect(toggle.isOn)
      #expect(second.isFirstResponder)
      await stage.tapAndSettle(editor)
      #expect(editor.isFirstResponder)
      #expect(stage.drops == 0)
      await stage.tapAndSettle(200, 600)  // the background
      #expect(!editor.isFirstResponder)
      #expect(stage.drops == 1)
      withExtendedLifetime(hosting) {}
    }

    /// S33: a representable's controller, or a hosting controller embedded
    /// without `addChild`, is no presentation of its own: a tap in it is
    /// inside the card around it.
    @Test(
      "S33: a controller embedded without addChild is inside the card around it",
      arguments: [false, true])
    func embeddedControllerInCard(addsChild: Bool) async {
      let root = hostingController()
      let stage = Stage(root: root, policy: nil)
      let hosting = Hosting(root: root)
      let isPresented = Flag()
      hosting.dismissible(
        CGRect(x: 20, y: 200, width: 350, height: 400), in: root.view, isPresented: isPresented)
      let embedded = UIViewController()
      if addsChild { root.addChild(embedded) }
      stage.add(embedded.view, CGRect(x: 40, y: 250, width: 300, height: 200))
      stage.add(UIView(), CGRect(x: 0, y: 0, width: 300, height: 200), to: embedded.view)
      await stage.tapAndSettle(100, 300)  // in the embedded controller's view
      #expect(isPresented.value)
      await stage.tapAndSettle(200, 750)  // outside the card
      #expect(!isPresented.value)
      withExtendedLifetime(hosting) {}
    }

    /// S33: a root in a hosting controller embedded in a UIKit screen
    /// without `addChild` serves that controller's view, not the window.
    @Test(
      "S33: an embedded root serves its own view only", arguments: [false, true])
    func embeddedRootServesItsView(addsChild: Bool) async {
      let stage = Stage(policy: nil)
      let embedded = hostingController(CGRect(x: 0, y: 400, width: 390, height: 444))
      if addsChild { stage.root.addChild(embedded) }
      stage.root.view.addSubview(embedded.view)
      let hosting = Hosting(rootIn: embedded.view)
      let field = stage.field(CGRect(x: 20, y: 20, width: 350, height: 40), to: embedded.view)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(200, 300)  // the UIKit screen around it
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 700)  // the root's own content
      #expect(!field.isFirstResponder)
      withExtendedLifetime(hosting) {}
    }

    /// S27: a `DocumentGroup`'s window shows a system document browser,
    /// which presents the document's hosting controller: a root there
    /// serves the window, so the document's rootless sheets are served.
    /// Over an app's own controller, a presented root serves its own view.
    @Test(
      "S27: a root over a document browser serves rootless sheets", arguments: [true, false])
    func rootOverDocumentBrowser(browserIsRoot: Bool) async {
      let browser: UIViewController =
        browserIsRoot
        ? UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil) : AppScreen()
      let stage = Stage(root: browser, policy: nil)
      let document = hostingController()
      document.modalPresentationStyle = .fullScreen
      browser.present(document, animated: true)
      await stage.settle()
      let hosting = Hosting(root: document)
      let sheet = UIViewController()
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40), to: sheet.view)
      hosting.keep(CGRect(x: 20, y: 200, width: 300, height: 80), in: sheet.view)
      document.present(sheet, animated: true)
      await stage.settle()
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(170, 300)  // the sheet's keep view (sheet at y 60)
      #expect(field.isFirstResponder)
      await stage.tapAndSettle(200, 600)  // the sheet's background
      #expect(field.isFirstResponder == !browserIsRoot)
      withExtendedLifetime(hosting) {}
    }

    /// S31: inside `.drawingGroup()` UIKit views are placeholders; the
    /// anchor draws nothing of its own and takes no touch.
    @Test("S31: an anchor draws nothing and takes no touch")
    func anchorDrawsNothing() {
      let anchor = AnchorView(.frame(AnchorFrame()))
      anchor.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      #expect(anchor.backgroundColor === UIColor.clear)
      #expect(!anchor.isOpaque)
      #expect(!anchor.isUserInteractionEnabled)
      #expect(anchor.accessibilityElementsHidden && !anchor.isAccessibilityElement)
      #expect(anchor.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    }
  }
}
