#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `interactionsOnDeallocation` (L12): whether an interaction hears
  /// `willMove(to: nil)` when its view is deallocated.
  @MainActor
  enum InteractionsOnDeallocationProbe {
    final class Listener: NSObject, UIInteraction {
      private(set) weak var view: UIView?
      private(set) var toldNil = false

      func willMove(to view: UIView?) {
        if view == nil { toldNil = true }
      }

      func didMove(to view: UIView?) { self.view = view }
    }

    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("interactionsOnDeallocation", emulated: "toldNothing", expect) {
        let listener = Listener()
        weak var gone: UIView?
        autoreleasepool {
          let view = UIView()
          view.addInteraction(listener)
          gone = view
        }
        await DeviceTouch.nextMainQueueTurn()
        guard gone == nil else { throw DeviceSkip(reason: "the view was not deallocated") }
        return listener.toldNil ? "toldWillMoveToNil" : "toldNothing"
      }
    }
  }
#endif
