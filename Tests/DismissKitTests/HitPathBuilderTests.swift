import DismissCore
import Testing

@testable import DismissKit

@MainActor
@Suite("HitPathBuilder")
struct HitPathBuilderTests {
  let a = DismissEngine().insertingIDs(4)

  func build(
    _ hit: FakeNode?, mappings: [ObjectIdentifier: [NodeMapping]] = [:]
  ) -> [PathElement] {
    HitPathBuilder.path(
      from: hit, role: { ($0 as? FakeNode)?.role ?? .content },
      mappings: { mappings[ObjectIdentifier($0)] ?? [] })
  }

  @Test("plain content is left out; the path goes from the hit up")
  func contentIsSkipped() {
    let window = FakeNode("window")
    let toolbar = window.add("toolbar", role: .keyboard(.keep))
    let stack = toolbar.add("stack")
    let button = stack.add("button", role: .control)
    #expect(build(button) == [.unregistered(.control), .unregistered(.container, keyboard: .keep)])
    #expect(build(stack) == [.unregistered(.container, keyboard: .keep)])
    #expect(build(window) == [])
  }

  @Test("no hit view gives an empty path")
  func noHit() {
    #expect(build(nil) == [])
  }

  @Test("a text input inside a cell: the input, nothing for the cell")
  func textInputInCell() {
    let window = FakeNode("window")
    let cell = window.add("cell")
    let field = cell.add("field", role: .textInput)
    #expect(build(field) == [.unregistered(.textInput)])
  }

  @Test("a registered node adds its region after its own role")
  func regionsAfterRole() {
    let window = FakeNode("window")
    let menu = window.add("menu")
    let item = menu.add("item", role: .control)
    let trigger = window.add("trigger", role: .control)
    let maps: [ObjectIdentifier: [NodeMapping]] = [
      ObjectIdentifier(menu): [.region(a[0])],
      ObjectIdentifier(trigger): [.region(a[1])],
    ]
    #expect(build(item, mappings: maps) == [.unregistered(.control), .region(a[0])])
    #expect(build(trigger, mappings: maps) == [.unregistered(.control), .region(a[1])])
  }

  @Test("a node standing for two regions adds both")
  func twoRegions() {
    let window = FakeNode("window")
    let view = window.add("view")
    let maps = [ObjectIdentifier(view): [NodeMapping.region(a[0]), .region(a[1])]]
    #expect(build(view, mappings: maps) == [.region(a[0]), .region(a[1])])
  }

  @Test("a backdrop ends the path, and its own role does not count")
  func backdropEndsPath() {
    let window = FakeNode("window")
    let sheet = window.add("sheet")
    let dimming = sheet.add("dimming", role: .control)
    let close = dimming.add("close", role: .control)
    let maps: [ObjectIdentifier: [NodeMapping]] = [
      ObjectIdentifier(sheet): [.region(a[0])],
      ObjectIdentifier(dimming): [.backdrop(of: a[1])],
    ]
    #expect(build(dimming, mappings: maps) == [.backdrop(of: a[1])])
    #expect(build(close, mappings: maps) == [.unregistered(.control), .backdrop(of: a[1])])
  }

  @Test("a backdrop above the layer's own content is only a container")
  func backdropAboveContent() {
    let window = FakeNode("window")
    let dimming = window.add("dimming")
    let card = dimming.add("card")
    let field = card.add("field", role: .textInput)
    let maps: [ObjectIdentifier: [NodeMapping]] = [
      ObjectIdentifier(card): [.region(a[0])],
      ObjectIdentifier(dimming): [.backdrop(of: a[0])],
    ]
    #expect(build(field, mappings: maps) == [.unregistered(.textInput), .region(a[0])])
  }

  @Test("a path up to a scope: from the hit up, content left out, the scope excluded")
  func pathUpToScope() {
    let window = FakeNode("window")
    let hosting = window.add("hosting", role: .control)
    let bar = hosting.add("bar", role: .keyboard(.dismiss))
    let field = bar.add("wrapper").add("field", role: .textInput)
    let role: (any DismissNode) -> DismissViewRole = { ($0 as? FakeNode)?.role ?? .content }
    #expect(
      HitPathBuilder.path(from: field, upTo: hosting, role: role)
        == [.unregistered(.textInput), .unregistered(.container, keyboard: .dismiss)])
    #expect(HitPathBuilder.path(from: hosting, upTo: hosting, role: role) == [])
  }

  @Test("a cycle in a broken tree ends at the depth limit")
  func cycle() {
    final class Loop: DismissNode {
      var dismissNodeParent: (any DismissNode)? { self }
      var dismissNodeIndex: Int { 0 }
    }
    let loop = Loop()
    let path = HitPathBuilder.path(from: loop, role: { _ in .control }, mappings: { _ in [] })
    #expect(path.count == HitPathBuilder.maximumDepth)
  }
}

extension DismissEngine {
  /// Layer identifiers from a scratch engine, for building paths by hand.
  func insertingIDs(_ count: Int) -> [RegionID] {
    var engine = self
    return (0..<count).map { _ in engine.insert(.layer(frame: .zero)) }
  }
}
