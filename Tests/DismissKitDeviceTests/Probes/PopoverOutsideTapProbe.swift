#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `popoverOutsideTap` (UIKit's own tap-outside dismissal of a popover):
  /// whether DismissKit's window recognizer or UIKit's dismissal acts first.
  /// Only a real tap outside a popover starts UIKit's dismissal.
  @MainActor
  enum PopoverOutsideTapProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("popoverOutsideTap", emulated: "dismissKitFirst", expect) {
        throw Probe.needsRealTouch("a tap outside a popover")
      }
    }
  }
#endif
