#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  @testable import DismissKit
  import UIKit

  /// What DismissKit measures for the anchors of a window, and the checks
  /// that compare it with the marked views' real frames.
  ///
  /// Every marked view (`keyboardBehavior`, `dismissible`,
  /// `dismissalExcluded`) has an anchor: an invisible `AnchorView` in
  /// a background representable, measured by UIKit when an event needs it
  /// (`convert(bounds, to: nil)` cut by its clipping ancestors, absent when
  /// hidden, in another window or in another presentation). The
  /// measurement here runs the adapter's own code for a touch at a point:
  /// the presentation of the view the window's hit test returns there
  /// (`RootHost.presentation(of:)`, what a touch-down uses), by
  /// `RootCoordinator.measure(hit:at:)`, which gives the engine its
  /// frames; the frames are read back from the engine, as at every real
  /// touch-down.
  @MainActor
  enum AnchorAPI {
    /// One anchor as DismissKit sees it for a touch.
    struct Measured: CustomStringConvertible {
      /// The frame the engine got, in window coordinates.
      let frame: CGRect
      /// The presentation the anchor says it is in (a view controller's
      /// view).
      let presentation: UIView?

      var description: String {
        "\(frame) in \(presentation.map { String(describing: type(of: $0)) } ?? "no presentation")"
      }
    }

    /// The anchors DismissKit measures, present ones only, for a touch at
    /// `point` (window coordinates) of `window`, from every SwiftUI root that
    /// serves in the window; `nil` when the window has no DismissKit coordinator.
    static func measured(in window: UIWindow, touchAt point: CGPoint) -> [Measured]? {
      guard let shared = DeviceTouch.coordinator(of: window) else { return nil }
      let hit = DeviceTouch.hitView(at: point, in: window)
      var result: [Measured] = []
      for coordinator in shared.roots where coordinator.isServing {
        coordinator.measure(hit: hit, at: nil)
        for entry in coordinator.inOrder {
          guard let region = entry.region, let frame = shared.engine.region(region)?.frame,
            frame.width > 0, frame.height > 0
          else { continue }
          result.append(
            Measured(
              frame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
              presentation: entry.anchor?.anchorPresentation as? UIView))
        }
      }
      return result
    }

    /// Checks that DismissKit measures `real` (a marked view's real frame in
    /// window coordinates, from its witness) to within half a point for a
    /// touch at its center, and, with `presentation`, that the anchor is in
    /// that presentation (a view controller's view); or, with `real` `nil`
    /// (the marked view is scrolled out or hidden), that it measures no
    /// anchor over `hidden` for a touch there.
    static func check(
      _ expect: any DeviceExpect, window: UIWindow, real: CGRect?, hidden: CGRect? = nil,
      presentation: UIView? = nil, _ what: String, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      let area = real ?? hidden ?? .zero
      let point = CGPoint(x: area.midX, y: area.midY)
      let measured = try expect.unwrap(
        measured(in: window, touchAt: point),
        "\(what): the window has DismissKit's coordinator (a root attached to it)", file: file,
        line: line)
      expect.note("\(what): measured \(measured), real \(real.map { "\($0)" } ?? "none")")
      if let real {
        let match = measured.first { close($0.frame, real) }
        expect.that(
          match != nil, "\(what): an anchor is measured at the view's real frame \(real)",
          file: file, line: line)
        if let presentation, let match {
          expect.that(
            match.presentation === presentation,
            "\(what): its anchor is in the expected presentation "
              + "(\(type(of: presentation))), not \(match)", file: file, line: line)
        }
      } else if let hidden {
        expect.that(
          !measured.contains { $0.frame.intersects(hidden) },
          "\(what): no anchor is measured for a view that is not visible", file: file, line: line)
      }
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
        && abs(a.height - b.height) <= 0.5
    }
  }
#endif
