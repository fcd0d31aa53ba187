#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `deliveryOrder` (E4, T12): whether the window's own recognizer sees a
  /// touch's phases after the other recognizers on it or before them. Only a
  /// real touch is delivered to recognizers.
  @MainActor
  enum DeliveryOrderProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("deliveryOrder", emulated: "windowLast", expect) {
        throw Probe.needsRealTouch("a touch seen by the window's and a view's recognizers")
      }
    }
  }
#endif
