/// A location in screen coordinates, in points: origin top-left, x to the
/// right, y down.
///
/// ```swift
/// let point = Point(x: 100, y: 180)
/// ```
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The straight-line distance to another point.
  public func distance(to other: Point) -> Double {
    squaredDistance(to: other).squareRoot()
  }

  /// The square of the straight-line distance to another point: cheaper,
  /// and enough to compare distances.
  public func squaredDistance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return dx * dx + dy * dy
  }
}

/// An axis-aligned rectangle in screen coordinates, in points.
///
/// A rectangle contains a point when `minX <= x < maxX` and
/// `minY <= y < maxY`, so two rectangles that share an edge never both
/// contain a point on it, and an empty rectangle contains nothing.
///
/// ```swift
/// let field = Rect(x: 16, y: 100, width: 358, height: 44)
/// field.contains(Point(x: 16, y: 100))   // true
/// field.contains(Point(x: 374, y: 100))  // false: maxX is exclusive
/// ```
public struct Rect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width; never negative in a rectangle the engine accepts.
  public var width: Double
  /// The height; never negative in a rectangle the engine accepts.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle from -`greatestFiniteMagnitude`/2 to
  /// +`greatestFiniteMagnitude`/2 on both axes: every point a screen can
  /// have. The frame of a full-screen backdrop.
  public static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// The rectangle that contains nothing, at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge (inclusive).
  public var minX: Double { x }
  /// The top edge (inclusive).
  public var minY: Double { y }
  /// The right edge (exclusive).
  public var maxX: Double { x + width }
  /// The bottom edge (exclusive).
  public var maxY: Double { y + height }

  /// Whether every component is finite and the size is not negative: the
  /// rectangles the engine accepts as frames.
  public var isValid: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
  }

  /// Whether the rectangle contains a point: `minX <= x < maxX` and
  /// `minY <= y < maxY`.
  ///
  /// - Complexity: O(1).
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
  }
}
