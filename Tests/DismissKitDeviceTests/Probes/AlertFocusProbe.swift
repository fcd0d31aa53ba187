#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `alertFocus`: whether an alert with no text fields takes the first
  /// responder from the app's field, and gives it back when dismissed (here
  /// by `dismiss(animated:)`: no public API taps its button).
  @MainActor
  enum AlertFocusProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("alertFocus", emulated: "notTaken", expect) {
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
        await stage.settle(0.5)
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        _ = try expect.unwrap(
          await stage.wait { alert.viewIfLoaded?.window != nil } ? true : nil, "the alert is up")
        await stage.settle(0.6)
        let taken = !field.isFirstResponder
        alert.dismiss(animated: true)
        _ = await stage.wait { alert.viewIfLoaded?.window == nil }
        await stage.settle(0.6)
        expect.note("alertFocus: taken \(taken), back after \(field.isFirstResponder)")
        if !taken { return "notTaken" }
        return field.isFirstResponder ? "takenAndRestored" : "takenNotRestored"
      }
    }
  }
#endif
