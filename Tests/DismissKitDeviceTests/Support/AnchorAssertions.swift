#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The thin layer the anchor checks are written against, because the
  /// anchors do not exist on this branch: issue 14 gives every marked view
  /// (`keyboardBehavior`, `dismissible`, `dismissalExcluded`) an invisible
  /// `UIView` behind it whose frame is measured by UIKit at the touch. When
  /// that lands, implement ``AnchorMeasuring`` over its API (one type, a few
  /// lines) and return it from ``AnchorAPI/current``; every anchor check
  /// then runs. Until then they measure the real frames and skip, saying so.
  @MainActor
  protocol AnchorMeasuring {
    /// The frames, in window coordinates, that DismissKit measures right now
    /// for the anchors of `window` (already clipped; absent anchors left
    /// out).
    func measuredFrames(in window: UIWindow) -> [CGRect]
  }

  @MainActor
  enum AnchorAPI {
    /// PENDING(issue 14): `nil` until the anchor API lands.
    static var current: (any AnchorMeasuring)? { nil }

    /// Checks that DismissKit measures `real` (a marked view's real frame in
    /// window coordinates, from its witness) to within half a point, or,
    /// with `real` `nil` (the marked view is scrolled out or hidden), that it
    /// measures no anchor over `hidden`.
    static func check(
      _ expect: any DeviceExpect, window: UIWindow, real: CGRect?, hidden: CGRect? = nil,
      _ what: String
    ) throws {
      guard let api = current else {
        throw DeviceSkip(
          reason: "anchor geometry (\(what)): the anchor API is not on this branch (issue 14); "
            + "real frame measured: \(real.map { "\($0)" } ?? "none")")
      }
      let measured = api.measuredFrames(in: window)
      expect.note("\(what): measured \(measured), real \(real.map { "\($0)" } ?? "none")")
      if let real {
        expect.that(
          measured.contains { close($0, real) },
          "\(what): an anchor is measured at the view's real frame \(real)")
      } else if let hidden {
        expect.that(
          !measured.contains { $0.intersects(hidden) && !$0.isEmpty },
          "\(what): no anchor is measured for a view that is not visible")
      }
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
        && abs(a.height - b.height) <= 0.5
    }
  }
#endif
