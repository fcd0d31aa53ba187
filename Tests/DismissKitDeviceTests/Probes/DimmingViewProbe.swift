#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `dimmingView` (N6): the view a touch beside a sheet lands on (UIKit's
  /// dimming view) is inside the presentation's `containerView`, or on the
  /// window beneath it. The hit test above a page sheet answers.
  @MainActor
  enum DimmingViewProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("dimmingView", emulated: "insideContainer", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        await stage.show(root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        _ = try expect.unwrap(
          await stage.wait { sheet.viewIfLoaded?.window != nil } ? true : nil, "the sheet is up")
        await stage.settle(0.3)
        let top = sheet.view.windowFrame.minY
        guard top > 8 else { throw DeviceSkip(reason: "the sheet covers the window's top") }
        let hit = stage.window.hitTest(CGPoint(x: stage.window.bounds.midX, y: top / 2), with: nil)
        let container = sheet.presentationController?.containerView
        expect.note("dimmingView: above the sheet the hit test returns \(hit as Any)")
        guard let hit, !hit.isDescendant(of: sheet.view), !hit.isDescendant(of: root.view) else {
          throw DeviceSkip(reason: "no dimming view: the hit test returned \(hit as Any)")
        }
        if let container, hit.isDescendant(of: container) { return "insideContainer" }
        return "onWindow"
      }
    }
  }
#endif
