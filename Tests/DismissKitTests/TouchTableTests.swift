import DismissCore
import Testing

@testable import DismissKit

@Suite("TouchTable")
struct TouchTableTests {
  final class Touch {}

  @Test("each touch gets a fresh identifier for its life")
  func freshIdentifiers() {
    var table = TouchTable()
    let t1 = Touch()
    let t2 = Touch()
    let a = table.begin(ObjectIdentifier(t1))
    let b = table.begin(ObjectIdentifier(t2))
    #expect(a != b)
    #expect(table.count == 2)
    #expect(table.id(for: ObjectIdentifier(t1)) == a)
    #expect(table.end(ObjectIdentifier(t1)) == a)
    #expect(table.id(for: ObjectIdentifier(t1)) == nil)
    // The same object going down again later is a new touch.
    let c = table.begin(ObjectIdentifier(t1))
    #expect(c != a && c != b)
  }

  @Test("a key that is already down keeps its identifier")
  func repeatedBegin() {
    var table = TouchTable()
    let t = Touch()
    let a = table.begin(ObjectIdentifier(t))
    #expect(table.begin(ObjectIdentifier(t)) == a)
    #expect(table.count == 1)
  }

  @Test("unknown touches end as nil")
  func unknown() {
    var table = TouchTable()
    let t = Touch()
    #expect(table.end(ObjectIdentifier(t)) == nil)
    #expect(table.isEmpty)
  }

  @Test("removeAll returns every identifier and empties the table")
  func removeAll() {
    var table = TouchTable()
    let touches = [Touch(), Touch(), Touch()]
    let ids = touches.map { table.begin(ObjectIdentifier($0)) }
    #expect(table.removeAll() == ids)
    #expect(table.isEmpty)
  }

  @Test("UIKit touch types map to pointer kinds")
  func pointerKinds() {
    #expect(PointerKind(touchTypeRawValue: 0) == .finger)  // direct
    #expect(PointerKind(touchTypeRawValue: 1) == .finger)  // indirect
    #expect(PointerKind(touchTypeRawValue: 2) == .pencil)
    #expect(PointerKind(touchTypeRawValue: 3) == .indirectPointer)
    #expect(PointerKind(touchTypeRawValue: 99) == .finger)
  }
}
