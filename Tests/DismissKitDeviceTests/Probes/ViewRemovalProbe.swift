#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `viewRemoval`: whether a focused field removed from its superview
  /// resigns first responder, or keeps it while out of the window.
  @MainActor
  enum ViewRemovalProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("viewRemoval", emulated: "resignsFirstResponder", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        root.view.addSubview(field)
        await stage.show(root)
        guard field.becomeFirstResponder() else {
          throw DeviceSkip(reason: "the field did not take focus")
        }
        await stage.settle(0.3)
        field.removeFromSuperview()
        let atOnce = field.isFirstResponder
        await stage.settle(0.3)
        expect.note(
          "viewRemoval: first responder at once \(atOnce), later \(field.isFirstResponder)")
        return field.isFirstResponder ? "keepsFirstResponder" : "resignsFirstResponder"
      }
    }
  }
#endif
