import DismissCore

/// The coordinate space of one presentation (the window's root content, a
/// sheet, a full-screen cover, a popover), and how UIKit locations get into
/// it.
///
/// SwiftUI reports frames in `.global` space, which is the space of the
/// presentation's *hosting view*, not of the window: the `.global` origin of a
/// sheet is the sheet's top-left corner, wherever the sheet is in the window.
/// So a frame from SwiftUI and a `UITouch` location in the window may not be
/// compared as they are.
///
/// DismissKit keeps each presentation's engine in that presentation's
/// `.global` space and converts through the hosting view at event time: the
/// probe view (a `UIView` behind the root of the presentation) gives UIKit
/// locations in its own coordinates (`touch.location(in: probe)`,
/// `field.convert(field.bounds, to: probe)`), and the probe's own `.global`
/// frame, reported by a `GeometryReader` beside it, turns them into `.global`
/// coordinates. The conversion is exact at the moment of each event (a sheet
/// that is still sliding up or is being dragged needs no bookkeeping), and
/// region frames, which change on every scroll frame, reach the engine as
/// they are, with no conversion at all.
///
/// ```swift
/// var space = PresentationSpace()
/// space.rootFrame = Rect(x: 0, y: 0, width: 390, height: 700)  // the sheet's root, in .global
/// space.enginePoint(fromProbe: Point(x: 20, y: 30))                 // Point(x: 20, y: 30)
/// ```
struct PresentationSpace: Hashable, Sendable {
  /// The frame of the presentation's root view (and of the probe behind it)
  /// in the presentation's `.global` space. Zero until SwiftUI reports it.
  var rootFrame: Rect = .zero

  /// A point in the probe's coordinates, in engine (`.global`) coordinates.
  func enginePoint(fromProbe point: Point) -> Point {
    Point(x: point.x + rootFrame.x, y: point.y + rootFrame.y)
  }

  /// A rectangle in the probe's coordinates, in engine coordinates.
  func engineRect(fromProbe rect: Rect) -> Rect {
    Rect(x: rect.x + rootFrame.x, y: rect.y + rootFrame.y, width: rect.width, height: rect.height)
  }

  /// A point in engine coordinates, in the coordinates of a view whose
  /// `.global` frame is `frame` (for drawing the debug overlay).
  static func localPoint(_ point: Point, in frame: Rect) -> Point {
    Point(x: point.x - frame.x, y: point.y - frame.y)
  }
}

extension Rect {
  /// The center of the rectangle.
  var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
