import DismissCore
import Testing

@testable import DismissKit

@Suite("TouchTable")
struct TouchTableTests {
  final class Touch {}

  let observer = ObjectIdentifier(Touch.self)
  let other = ObjectIdentifier(TouchTableTests.self)

  @Test("each touch gets a fresh identifier for its life")
  func freshIdentifiers() {
    var table = TouchTable()
    let touches = [Touch(), Touch()]
    let (t1, t2) = (ObjectIdentifier(touches[0]), ObjectIdentifier(touches[1]))
    let a = table.begin(t1, source: observer)
    let b = table.begin(t2, source: observer)
    #expect(a != b)
    #expect(table.id(for: t1, source: observer) == a)
    #expect(table.end(t1, source: observer) == a)
    #expect(table.id(for: t1, source: observer) == nil)
    // The same object going down again later is a new touch.
    let c = table.begin(t1, source: observer)
    #expect(c != a && c != b)
  }

  @Test("a touch is taken only from the observer that reported it first")
  func firstObserver() {
    var table = TouchTable()
    let touch = Touch()
    let t = ObjectIdentifier(touch)
    let a = table.begin(t, source: observer)
    #expect(table.begin(t, source: other) == a)
    #expect(table.id(for: t, source: other) == nil)
    #expect(table.end(t, source: other) == nil)
    #expect(table.contains(t))
    #expect(table.end(t, source: observer) == a)
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
