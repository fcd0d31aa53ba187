import DismissCore
import DismissTestSupport
import Testing

@testable import DismissKit

@MainActor
@Suite("FocusTracker")
struct FocusTrackerTests {
  @Test("tracks the last responder that began, weakly")
  func tracksWeakly() {
    var tracker = FocusTracker()
    var field: FakeNode? = FakeNode("field", role: .textInput)
    let weakField = WeakReference(field)
    tracker.begin(field!, node: field)
    #expect(tracker.responder === field)
    #expect(tracker.node === field)
    field = nil
    #expect(weakField.object == nil)
    #expect(!tracker.hasResponder)
  }

  @Test("a late end for an earlier responder changes nothing")
  func lateEnd() {
    var tracker = FocusTracker()
    let a = FakeNode("a", role: .textInput)
    let b = FakeNode("b", role: .textInput)
    tracker.begin(a, node: a)
    tracker.begin(b, node: b)
    let endedA = tracker.end(a)
    #expect(!endedA)
    #expect(tracker.responder === b)
    let endedB = tracker.end(b)
    #expect(endedB)
    #expect(!tracker.hasResponder)
  }
}
