import DismissCore
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// What the SwiftUI adapter depends on of where SwiftUI puts a
  /// representable: each anchor placed as SwiftUI places a background
  /// representable (S2, S3), and then offset, zero-sized, outside the scroll
  /// view, dismantled or never dismantled (S15). A placement the adapter
  /// depends on pins its "if wrong" outcome; each test has its positive
  /// control in the same scene.
  @Suite("SwiftUI anchor placements") @MainActor struct SwiftUIPlacements {
    enum Placement: String, CaseIterable, Sendable {
      /// S2, S3: in the scroll view, with the frame of the view it backs.
      case asSwiftUIPlacesIt
      /// S3 wrong: moved down by 60 points (the top of the button bare).
      case offset
      /// S3 wrong: at the button's origin, no size.
      case zeroSized
      /// S2 wrong: in the hosting view at the button's place before scrolling.
      case outsideScrollView
    }

    /// A form in a scroll view scrolled by 100 points: a SwiftUI `TextField`
    /// (a `UITextField`, F4) and a `Button` marked `keyboardBehavior(.keep)`
    /// drawn at `button` of the content. Editing, a tap on the top of the
    /// button keeps the keyboard only when its anchor is where SwiftUI puts
    /// it; the background always ends editing (positive control).
    @Test("S2 S3: a keep button's anchor", arguments: Placement.allCases)
    func keepButton(placement: Placement) async {
      let stage = Stage(policy: nil)
      let screen = Hosting(rootIn: stage.root.view)
      let scroll = stage.add(UIScrollView(), stage.root.view.bounds)
      scroll.contentSize = CGSize(width: 390, height: 2000)
      let field = stage.field(CGRect(x: 20, y: 150, width: 350, height: 40), to: scroll)
      let button = CGRect(x: 20, y: 400, width: 350, height: 80)
      switch placement {
      case .asSwiftUIPlacesIt: screen.keep(button, in: scroll)
      case .offset: screen.keep(button.offsetBy(dx: 0, dy: 60), in: scroll)
      case .zeroSized:
        screen.keep(CGRect(origin: button.origin, size: .zero), in: scroll)
      case .outsideScrollView: screen.keep(button, in: stage.root.view)
      }
      scroll.contentOffset = CGPoint(x: 0, y: 100)
      await stage.settle()
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      let top = scroll.convert(CGPoint(x: button.midX, y: button.minY + 10), to: nil)
      await stage.tapAndSettle(top.x, top.y)
      let kept = field.isFirstResponder
      await stage.tapAndSettle(field)
      let background = scroll.convert(CGPoint(x: 200, y: 800), to: nil)
      await stage.tapAndSettle(background.x, background.y)
      #expect(!field.isFirstResponder, "positive control: the background ends editing")
      // The "if wrong" outcomes of S3 (offset, zero-sized) and S2 (outside
      // the scroll view): the button's tap ends editing.
      #expect(kept == (placement == .asSwiftUIPlacesIt))
      withExtendedLifetime(screen) {}
    }

    enum Removal: String, CaseIterable, Sendable {
      /// S15: `dismantleUIView` runs before the view goes.
      case dismantled
      /// S15 wrong (lazy containers): it never runs.
      case neverDismantled
    }

    /// A `dismissible(isPresented:)` card whose view goes away with its
    /// screen while `isPresented` stays true: dismantled, it is no longer a
    /// layer, so a tap outside and Escape leave its binding alone; never
    /// dismantled, it is closed while its anchor is out of the window, with
    /// the same outcome. A card shown afterwards
    /// is dismissed by a tap outside (positive control); before it goes, a
    /// tap inside keeps it.
    @Test("S15: a card's anchor leaves the window", arguments: Removal.allCases)
    func cardLeaves(removal: Removal) async {
      let stage = Stage(policy: nil)
      let screen = Hosting(rootIn: stage.root.view)
      let gone = Flag()
      let anchor = screen.dismissible(
        CGRect(x: 20, y: 300, width: 300, height: 200), in: stage.root.view, isPresented: gone)
      await stage.settle()
      await stage.tapAndSettle(170, 400)
      #expect(gone.value, "a tap inside keeps it")
      anchor.removeFromSuperview()
      if removal == .dismantled { anchor.dismantle() }
      await stage.tapAndSettle(200, 700)
      // Never dismantled (S15 wrong), the card's registration stays, but a
      // layer whose anchor is out of the window is closed: neither the tap
      // outside nor Escape writes the binding of a card no longer shown.
      #expect(gone.value)
      await stage.escape()
      #expect(gone.value)
      let next = Flag()
      screen.dismissible(
        CGRect(x: 20, y: 100, width: 300, height: 100), in: stage.root.view, isPresented: next)
      await stage.settle()
      await stage.tapAndSettle(200, 700)
      #expect(!next.value, "positive control: a card on the screen is dismissed")
      withExtendedLifetime(screen) {}
    }
  }
}
