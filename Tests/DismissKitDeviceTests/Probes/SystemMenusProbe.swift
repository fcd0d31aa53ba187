#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `systemMenus` (N4, L6): whether a `UIButton.menu` is drawn in a
  /// container on the window or through a presented controller that is not
  /// the app's. A button shows its menu only for a real touch (no public API
  /// opens it before iOS 17.4, which the SDKs here lack).
  @MainActor
  enum SystemMenusProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("systemMenus", emulated: "onWindow", expect) {
        throw Probe.needsRealTouch("a touch on a button with a menu")
      }
    }
  }
#endif
