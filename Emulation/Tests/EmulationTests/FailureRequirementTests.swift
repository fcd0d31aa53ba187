import Testing
import UIKit

@testable import DismissKit

/// A drag: begins on the first move, ends on the lift; counts its actions.
@MainActor
final class DragRecognizer: UIGestureRecognizer {
  var actions = 0

  init() {
    super.init(target: nil, action: nil)
    addTarget(
      self, action: Selector("dragged:") { object in { _ in (object as? Self)?.actions += 1 } })
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    state = state == .possible ? .began : .changed
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
}

/// An app's delegate that makes its recognizer wait for every other one.
@MainActor
final class WaitsForOthers: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

extension Emulated {
  /// Failure requirements between recognizers (Docs/DeviceChecks.md, T19).
  @Suite("Failure requirements") @MainActor struct FailureRequirements {
    /// UIKit alone: a single tap made to wait for a double tap recognizes
    /// once the double tap fails (after its interval), and fails when the
    /// double tap recognizes; set up with `require(toFail:)` or by the
    /// delegate.
    @Test("T19: a recognizer waits for another to fail", arguments: [false, true])
    func waitsForFailure(byDelegate: Bool) async {
      let stage = Stage(windowInteraction: false)
      let view = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
      var singles = 0
      var doubles = 0
      let single = UITapGestureRecognizer(target: nil, action: nil)
      single.addTarget(view, action: Selector("single:") { _ in { _ in singles += 1 } })
      let double = UITapGestureRecognizer(target: nil, action: nil)
      double.addTarget(view, action: Selector("double:") { _ in { _ in doubles += 1 } })
      double.numberOfTapsRequired = 2
      view.addGestureRecognizer(single)
      view.addGestureRecognizer(double)
      let delegate = WaitsForOthers()
      if byDelegate { single.delegate = delegate } else { single.require(toFail: double) }
      stage.tap(view)
      await stage.settle(passes: 2)
      #expect(singles == 0)  // the second tap may still come
      UIKitEmulation.advanceClock(by: 0.4)
      await stage.settle(passes: 2)
      #expect(singles == 1 && doubles == 0)
      stage.tap(view)
      UIKitEmulation.advanceClock(by: 0.1)
      stage.tap(view)
      UIKitEmulation.advanceClock(by: 0.4)
      await stage.settle(passes: 2)
      #expect(singles == 1 && doubles == 1)
    }

    /// T19: an app's drag whose delegate makes it wait for every other
    /// recognizer waits for DismissKit's, which never recognizes and fails
    /// only at touch-up: the drag begins at the lift, not on the move.
    /// PINS THE "IF WRONG" OUTCOME of T19. Control: without DismissKit, it
    /// begins on the move.
    @Test("T19: an app recognizer waiting for DismissKit's", arguments: [true, false])
    func waitingForDismissKit(withDismissKit: Bool) async {
      let stage = Stage(windowInteraction: withDismissKit)
      let view = stage.add(UIView(), CGRect(x: 0, y: 300, width: 390, height: 300))
      let drag = DragRecognizer()
      let delegate = WaitsForOthers()
      drag.delegate = delegate
      view.addGestureRecognizer(drag)
      await stage.settle()
      let finger = UIKitEmulation.touchDown(in: stage.window, at: CGPoint(x: 100, y: 400))
      finger.move(to: CGPoint(x: 100, y: 440))
      await stage.settle(passes: 2)
      // Pinned: T19; the adapter fix flips this.
      #expect(drag.actions == (withDismissKit ? 0 : 1))
      finger.lift()
      await stage.settle(passes: 2)
      #expect(drag.actions == 2)  // began and ended
    }
  }
}
