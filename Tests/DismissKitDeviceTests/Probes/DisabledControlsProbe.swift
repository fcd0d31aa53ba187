#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `disabledControls` (E19): "a disabled control ignores touch events"
  /// (`UIControl.isEnabled`) does not say whether the window's hit test
  /// still returns it (the touch is its, and ignored) or passes the point to
  /// the view behind. The hit test answers without a touch.
  @MainActor
  enum DisabledControlsProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("disabledControls", emulated: "hitAndIgnored", expect) {
        let stage = DeviceStage.make()
        defer { stage.tearDown() }
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Disabled", for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 60)
        button.isEnabled = false
        root.view.addSubview(button)
        await stage.show(root)
        let center = CGPoint(x: button.windowFrame.midX, y: button.windowFrame.midY)
        let hit = stage.window.hitTest(center, with: nil)
        expect.note("disabledControls: the hit test at a disabled button returns \(hit as Any)")
        if let hit, hit === button || hit.isDescendant(of: button) { return "hitAndIgnored" }
        if hit === root.view { return "passThrough" }
        throw DeviceSkip(reason: "the hit test returned \(hit.map { "\(type(of: $0))" } ?? "nil")")
      }
    }
  }
#endif
