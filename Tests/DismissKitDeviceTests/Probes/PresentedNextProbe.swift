#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `presentedNext` (K6): a presented view controller's `next` is its view's
  /// superview (`UIResponder.next`) or its presenting controller (*Using
  /// responders and the responder chain*). Read on a presented sheet.
  @MainActor
  enum PresentedNextProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("presentedNext", emulated: "viewSuperview", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        await stage.show(root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        _ = try expect.unwrap(
          await stage.wait { presented.viewIfLoaded?.window != nil } ? true : nil,
          "the sheet is up")
        let next = presented.next
        expect.note("presentedNext: a presented controller's next is \(next as Any)")
        if let next, next === presented.view.superview { return "viewSuperview" }
        if next === root { return "presentingController" }
        throw DeviceSkip(reason: "next is \(next.map { "\(type(of: $0))" } ?? "nil")")
      }
    }
  }
#endif
