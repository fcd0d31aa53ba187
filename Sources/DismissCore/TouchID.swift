/// Identifies one touch for its whole life, from down to up or cancel.
///
/// UIKit adapters use the touch object's identity; scenario files use the
/// integer or string they give.
///
/// ```swift
/// let first: TouchID = 1
/// let fromUIKit = TouchID(rawValue: Int(bitPattern: ObjectIdentifier(touch)))
/// ```
public struct TouchID: Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// The identifying number.
  public var rawValue: Int

  /// Creates an identifier from a number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Creates an identifier from an integer literal.
  public init(integerLiteral value: Int) { self.rawValue = value }
}
