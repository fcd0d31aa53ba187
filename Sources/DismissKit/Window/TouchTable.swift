import DismissCore

/// Maps a platform touch (its `UITouch` identity, T16) to a fresh engine
/// ``TouchID``, so a reused address never aliases an earlier touch.
struct TouchTable {
  private var ids: [ObjectIdentifier: TouchID] = [:]
  private var nextID = 1

  var count: Int { ids.count }

  var isEmpty: Bool { ids.isEmpty }

  /// Starts a touch; a key already down keeps its identifier.
  mutating func begin(_ key: ObjectIdentifier) -> TouchID {
    if let id = ids[key] { return id }
    let id = TouchID(rawValue: nextID)
    nextID &+= 1
    ids[key] = id
    return id
  }

  func id(for key: ObjectIdentifier) -> TouchID? { ids[key] }

  /// Ends a touch and returns its identifier, if known.
  mutating func end(_ key: ObjectIdentifier) -> TouchID? { ids.removeValue(forKey: key) }

  /// Ends every touch; returns their identifiers in the order they began.
  mutating func removeAll() -> [TouchID] {
    defer { ids.removeAll() }
    return ids.values.sorted { $0.rawValue < $1.rawValue }
  }
}

extension PointerKind {
  /// From `UITouch.TouchType`'s raw value (T7); unknown types are a finger.
  init(touchTypeRawValue rawValue: Int) {
    switch rawValue {
    case 2: self = .pencil
    case 3: self = .indirectPointer
    default: self = .finger
    }
  }
}
