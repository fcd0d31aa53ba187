import DismissTestSupport
import Testing

@testable import DismissKit

@MainActor
@Suite("LayerDirectory")
struct LayerDirectoryTests {
  @Test("adds once, keeps order, removes")
  func addRemove() {
    let directory = LayerDirectory()
    let node = FakeNode("n")
    let a = FakeLayer(node)
    let b = FakeLayer(node)
    directory.add(a)
    directory.add(b)
    directory.add(a)
    var seen: [ObjectIdentifier] = []
    directory.forEachLayer { seen.append(ObjectIdentifier($0)) }
    #expect(seen == [ObjectIdentifier(a), ObjectIdentifier(b)])
    directory.remove(a)
    #expect(directory.count == 1)
  }

  @Test("holds sources weakly")
  func weakly() {
    let directory = LayerDirectory()
    let node = FakeNode("n")
    var layer: FakeLayer? = FakeLayer(node)
    let weakLayer = WeakReference(layer)
    directory.add(layer!)
    #expect(directory.count == 1)
    layer = nil
    #expect(weakLayer.object == nil)
    #expect(directory.count == 0)
  }
}
