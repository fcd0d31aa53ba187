import DismissCore

/// Maps a platform touch (its `UITouch` identity, T16) to a fresh engine
/// ``TouchID``, so a reused address never aliases an earlier touch.
struct TouchTable {
  private var keys: [ObjectIdentifier] = []
  private var ids: [TouchID] = []
  private var nextID = 1

  var count: Int { keys.count }

  var isEmpty: Bool { keys.isEmpty }

  /// Starts a touch; a key already down keeps its identifier.
  mutating func begin(_ key: ObjectIdentifier) -> TouchID {
    if let index = keys.firstIndex(of: key) { return ids[index] }
    let id = TouchID(rawValue: nextID)
    nextID &+= 1
    keys.append(key)
    ids.append(id)
    return id
  }

  func id(for key: ObjectIdentifier) -> TouchID? {
    keys.firstIndex(of: key).map { ids[$0] }
  }

  /// Ends a touch and returns its identifier, if known.
  mutating func end(_ key: ObjectIdentifier) -> TouchID? {
    guard let index = keys.firstIndex(of: key) else { return nil }
    keys.remove(at: index)
    return ids.remove(at: index)
  }

  mutating func removeAll() -> [TouchID] {
    let all = ids
    keys.removeAll(keepingCapacity: true)
    ids.removeAll(keepingCapacity: true)
    return all
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
