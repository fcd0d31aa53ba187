/// A stable identifier of a region registered with a ``DismissEngine``.
///
/// Identifiers are never reused: once a region is removed its identifier is
/// stale, and every engine call that names it is ignored (queries answer as
/// for a region that does not exist).
public struct RegionID: Hashable, Sendable {
  let slot: Int32
  let generation: UInt32

  /// An identifier that names no region. Every engine call ignores it.
  public static let none = RegionID(slot: -1, generation: 0)
}

extension RegionID: CustomStringConvertible {
  /// `#slot.generation`, for logs.
  public var description: String { "#\(slot).\(generation)" }
}
