import DismissCore

/// Maps a `UITouch` identity (T16) to a fresh ``TouchID``, so a reused address never
/// aliases an earlier touch; taken only from the observer (`source`) that reported it first.
struct TouchTable {
  private var touches: [ObjectIdentifier: (id: TouchID, source: ObjectIdentifier)] = [:]
  private var nextID = 1

  var isEmpty: Bool { touches.isEmpty }

  /// Whether the touch is down, reported by any observer.
  func contains(_ key: ObjectIdentifier) -> Bool { touches[key] != nil }

  /// Starts a touch; one already down keeps its identifier.
  mutating func begin(_ key: ObjectIdentifier, source: ObjectIdentifier) -> TouchID {
    if let known = touches[key] { return known.id }
    let id = TouchID(rawValue: nextID)
    nextID &+= 1
    touches[key] = (id, source)
    return id
  }

  /// The identifier of a touch that `source` reported first.
  func id(for key: ObjectIdentifier, source: ObjectIdentifier) -> TouchID? {
    touches[key].flatMap { $0.source == source ? $0.id : nil }
  }

  /// Ends a touch that `source` reported first; returns its identifier.
  mutating func end(_ key: ObjectIdentifier, source: ObjectIdentifier) -> TouchID? {
    guard let id = id(for: key, source: source) else { return nil }
    touches[key] = nil
    return id
  }
}

extension PointerKind {
  /// From `UITouch.TouchType`'s raw value (T7); unknown types are a finger.
  init(touchTypeRawValue rawValue: Int) {
    self = rawValue == 2 ? .pencil : rawValue == 3 ? .indirectPointer : .finger
  }
}
