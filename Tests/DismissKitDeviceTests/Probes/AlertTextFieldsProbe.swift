#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `alertTextFields` (N2): an alert's text field is in the alert's view
  /// (its nearest controller is the alert), in a child controller's view,
  /// or in a controller outside the alert's `parent` chain.
  @MainActor
  enum AlertTextFieldsProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("alertTextFields", emulated: "inAlertView", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        await stage.show(root)
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        _ = try expect.unwrap(
          await stage.wait { alert.viewIfLoaded?.window != nil } ? true : nil, "the alert is up")
        let field = try expect.unwrap(alert.textFields?.first, "the alert's text field")
        let owner = try expect.unwrap(Probe.owner(of: field), "a controller owns the field")
        expect.note(
          "alertTextFields: the field's controller is \(type(of: owner)); in the alert's view: "
            + "\(field.isDescendant(of: alert.view))")
        if owner === alert { return "inAlertView" }
        var parent = owner.parent
        while let current = parent, current !== alert { parent = current.parent }
        return parent === alert ? "inChildController" : "inDetachedController"
      }
    }
  }
#endif
