extension UIKitEmulation {
  /// Calls of `UIView`'s geometry API since the last reset, counted at the
  /// API itself (the emulation's own walks inside a call are not counted),
  /// so that a test or a benchmark can see what a library asks of UIKit per
  /// touch: the same scene with and without it, subtracted.
  public struct GeometryCalls: Sendable, Equatable, CustomStringConvertible {
    public var convertTo = 0
    public var convertFrom = 0
    public var hitTest = 0
    public var pointInside = 0
    public var bounds = 0
    public var frame = 0
    public var window = 0
    public var superview = 0

    public init() {}

    /// All of them.
    public var total: Int {
      convertTo + convertFrom + hitTest + pointInside + bounds + frame + window + superview
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
      var difference = Self()
      difference.convertTo = lhs.convertTo - rhs.convertTo
      difference.convertFrom = lhs.convertFrom - rhs.convertFrom
      difference.hitTest = lhs.hitTest - rhs.hitTest
      difference.pointInside = lhs.pointInside - rhs.pointInside
      difference.bounds = lhs.bounds - rhs.bounds
      difference.frame = lhs.frame - rhs.frame
      difference.window = lhs.window - rhs.window
      difference.superview = lhs.superview - rhs.superview
      return difference
    }

    public var description: String {
      "convertTo=\(convertTo) convertFrom=\(convertFrom) hitTest=\(hitTest) "
        + "pointInside=\(pointInside) bounds=\(bounds) frame=\(frame) window=\(window) "
        + "superview=\(superview)"
    }
  }

  /// The counts; assign `GeometryCalls()` to reset them.
  public static var geometryCalls: GeometryCalls {
    get { geometryCounts }
    set { geometryCounts = newValue }
  }

  /// Internal, so that a release build (whole-module optimization) knows
  /// every access and drops the dynamic exclusivity checks: an increment
  /// stays a few instructions.
  static var geometryCounts = GeometryCalls()
}
