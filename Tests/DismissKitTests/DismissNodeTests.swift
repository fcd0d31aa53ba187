import DismissTestSupport
import Testing

@testable import DismissKit

@MainActor
@Suite("DismissNode")
struct DismissNodeTests {
  @Test("a weak node refers to its node while it lives, and to nothing else")
  func refers() {
    let a = FakeNode("a")
    let b = FakeNode("b")
    let weakA = WeakNode(a)
    #expect(weakA.refers(to: a))
    #expect(!weakA.refers(to: b))
  }

  @Test("a weak node does not keep its node alive")
  func weakly() {
    var node: FakeNode? = FakeNode("n")
    let observer = WeakReference(node)
    let reference = WeakNode(node!)
    node = nil
    #expect(observer.object == nil)
    #expect(reference.node == nil)
  }

  @Test("a dead node's reference never matches a new object at the same address")
  func addressReuse() {
    var node: FakeNode? = FakeNode("old")
    let reference = WeakNode(node!)
    node = nil
    // Whatever object is allocated next, possibly at the old address, is
    // not the old node.
    let fresh = FakeNode("new")
    #expect(!reference.refers(to: fresh))
  }

  @Test("a node's parent chain is what paths walk")
  func parentChain() {
    let window = FakeNode("window")
    let child = window.add("child")
    #expect(child.dismissNodeParent === window)
    #expect(window.dismissNodeParent == nil)
  }
}
