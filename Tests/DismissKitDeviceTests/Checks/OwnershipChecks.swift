#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import UIKit

  /// Ledger N8: whose a presented controller is, by type. A screen built in
  /// code as a plain `UIViewController` and presented is the app's: a tap
  /// beside its field ends editing. UIKit's pickers, a runtime subclass
  /// made by observing one, and a navigation controller around one are the
  /// system's; a navigation controller around a plain one is the app's.
  @MainActor
  enum OwnershipChecks {
    static func plainControllerIsTheApps(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let root = await stage.showPlainRoot()
      let screen = UIViewController()
      screen.view.backgroundColor = .systemBackground
      screen.modalPresentationStyle = .fullScreen
      let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 44))
      field.borderStyle = .roundedRect
      screen.view.addSubview(field)
      root.present(screen, animated: false)
      let up = await stage.wait { screen.viewIfLoaded?.window != nil }
      expect.that(up, "the plain screen is up")
      expect.that(field.becomeFirstResponder(), "its field becomes first responder")
      await stage.settle()
      let frame = field.windowFrame
      try expect.unwrap(
        DeviceTouch.tap(at: CGPoint(x: frame.midX, y: frame.maxY + 150), in: stage.window),
        "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      let resigned = await stage.wait { !field.isFirstResponder }
      expect.that(resigned, "a tap beside the field in a plain presented screen ends editing")

      let observed = UIColorPickerViewController()
      let observation = observed.observe(\.title) { _, _ in }
      defer { observation.invalidate() }
      let system: [(String, UIViewController)] = [
        ("a color picker", UIColorPickerViewController()),
        ("an observed color picker (\(NSStringFromClass(type(of: observed))))", observed),
        ("a font picker", UIFontPickerViewController()),
        ("an image picker", UIImagePickerController()),
        (
          "a navigation controller around a picker",
          UINavigationController(rootViewController: UIColorPickerViewController())
        ),
      ]
      for (name, controller) in system {
        expect.that(!PresentationFinder.isApp(controller), "\(name) is the system's")
      }
      expect.that(
        PresentationFinder.isApp(UINavigationController(rootViewController: UIViewController())),
        "a navigation controller around a plain one is the app's")
    }
  }
#endif
