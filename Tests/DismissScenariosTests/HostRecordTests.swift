import DismissCore
import DismissScenarios
import Testing

/// `HostRecord`: touch identifiers and the effects a host applies.
@Suite("Host record")
struct HostRecordTests {
  @Test("touch keys get identifiers 1, 2, 3 in order of first appearance")
  func touchIdentifiers() {
    var record = HostRecord()
    #expect(record.touchID(.name("a")) == TouchID(rawValue: 1))
    #expect(record.touchID(.number(7)) == TouchID(rawValue: 2))
    #expect(record.touchID(.name("a")) == TouchID(rawValue: 1))
    #expect(record.touchIDs.count == 2)
  }

  @Test("effects are stamped with their event and applied: a dismissed layer closes at once")
  func applyEffects() {
    var engine = DismissEngine()
    let menu = engine.insert(Region(kind: .layer, frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    engine.open(menu)
    var record = HostRecord()
    record.apply(
      [.dismissLayer(menu, reason: .escape), .resignFocus], at: 3, names: [menu: "menu"],
      to: &engine)
    #expect(
      record.effects == [
        Scenario.Effect(at: 3, dismissLayer: "menu", reason: .escape), .resignFocus(at: 3),
      ])
    #expect(engine.state(of: menu) == .closed)
  }
}
