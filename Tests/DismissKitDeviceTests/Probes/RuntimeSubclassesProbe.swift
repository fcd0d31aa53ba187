#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `runtimeSubclasses` (N8): a system controller's class made at run time
  /// (here by key-value observing it) answers `Bundle(for:)`, as DismissKit
  /// asks it, with UIKit's bundle or with the app's main bundle.
  @MainActor
  enum RuntimeSubclassesProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("runtimeSubclasses", emulated: "frameworkBundle", expect) {
        let picker = UIColorPickerViewController()
        let observation = picker.observe(\.title) { _, _ in }
        defer { observation.invalidate() }
        let runtimeClass: AnyClass = type(of: picker)
        let bundle = Bundle(for: runtimeClass)
        expect.note(
          "runtimeSubclasses: \(NSStringFromClass(runtimeClass)) is in "
            + "\(bundle.bundleIdentifier ?? bundle.bundlePath)")
        guard runtimeClass != UIColorPickerViewController.self else {
          throw DeviceSkip(reason: "observing made no runtime subclass")
        }
        if bundle == Bundle.main { return "mainBundle" }
        if bundle == Bundle(for: UIColorPickerViewController.self) { return "frameworkBundle" }
        throw DeviceSkip(reason: "Bundle(for:) answered \(bundle.bundlePath)")
      }
    }
  }
#endif
