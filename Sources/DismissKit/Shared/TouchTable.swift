import DismissCore

/// Touch bookkeeping: which engine ``TouchID`` stands for which platform
/// touch while it is down.
///
/// UIKit keeps one `UITouch` object for a touch's whole life; the adapter
/// keys the table with its `ObjectIdentifier` and hands the engine a fresh
/// number per touch, so that an address reused by a later touch never
/// aliases an earlier one.
struct TouchTable {
  private var keys: [ObjectIdentifier] = []
  private var ids: [TouchID] = []
  private var nextID = 1

  /// The number of touches down.
  var count: Int { keys.count }

  /// Whether no touch is down.
  var isEmpty: Bool { keys.isEmpty }

  /// Starts a touch and returns its identifier. A key that is already down
  /// keeps its identifier (the engine then restarts that touch).
  mutating func begin(_ key: ObjectIdentifier) -> TouchID {
    if let index = keys.firstIndex(of: key) { return ids[index] }
    let id = TouchID(rawValue: nextID)
    nextID &+= 1
    keys.append(key)
    ids.append(id)
    return id
  }

  /// The identifier of a touch that is down, or `nil` for an unknown one.
  func id(for key: ObjectIdentifier) -> TouchID? {
    keys.firstIndex(of: key).map { ids[$0] }
  }

  /// Ends a touch and returns the identifier it had, or `nil` for an
  /// unknown one.
  mutating func end(_ key: ObjectIdentifier) -> TouchID? {
    guard let index = keys.firstIndex(of: key) else { return nil }
    keys.remove(at: index)
    return ids.remove(at: index)
  }

  /// Forgets every touch and returns the identifiers they had.
  mutating func removeAll() -> [TouchID] {
    let all = ids
    keys.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
    return all
  }
}

extension PointerKind {
  /// The pointer kind of a UIKit touch type, given by its raw value
  /// (`UITouch.TouchType`: 0 direct, 1 indirect, 2 pencil, 3 indirect
  /// pointer). A direct touch is a finger, and so is an indirect touch or a
  /// type this version does not know.
  init(touchTypeRawValue rawValue: Int) {
    switch rawValue {
    case 2: self = .pencil
    case 3: self = .indirectPointer
    default: self = .finger
    }
  }
}
