import DismissCore
import DismissScenarios
import Testing

/// `HostTap`: rule 6, what the app does with a tap's target.
@Suite("Host tap (rule 6)")
struct HostTapTests {
  static let json = """
    {
      "name": "host tap",
      "regions": [
        {"id": "screen", "kind": "container", "frame": [0, 0, 390, 844]},
        {"id": "row", "kind": "container", "frame": [0, 100, 390, 60], "parent": "screen"},
        {"id": "field", "kind": "textInput", "frame": [10, 110, 200, 40], "parent": "row"},
        {"id": "more", "kind": "control", "frame": [300, 40, 44, 44], "parent": "screen", "action": {"toggle": "menu"}},
        {"id": "plain", "kind": "control", "frame": [300, 200, 44, 44], "parent": "screen"},
        {"id": "menu", "kind": "layer", "frame": [150, 90, 230, 200], "backdrop": [0, 0, 390, 844]},
        {"id": "copy", "kind": "control", "frame": [160, 100, 210, 44], "parent": "menu", "action": {"close": "menu"}}
      ],
      "initial": {"focus": null, "open": []},
      "events": []
    }
    """

  func setUp() throws -> (ScenarioSession, [RegionID: Scenario.Region]) {
    let scenario = try ScenarioReader.read(Array(Self.json.utf8))
    let session = ScenarioSession(scenario)
    var descriptions: [RegionID: Scenario.Region] = [:]
    for region in scenario.regions {
      descriptions[session.id(of: region.id)!] = region
    }
    return (session, descriptions)
  }

  func decide(
    _ target: HitPath, _ session: ScenarioSession, _ descriptions: [RegionID: Scenario.Region]
  )
    -> HostTap
  {
    HostTap(
      target: target, engine: session.engine, region: { descriptions[$0] },
      id: { session.id(of: $0) })
  }

  @Test("the first text input up the path gets focus; containers are passed over")
  func focus() throws {
    let (session, descriptions) = try setUp()
    let target = session.engine.hitTest(Point(x: 50, y: 130))
    #expect(decide(target, session, descriptions) == .focus(session.id(of: "field")!))
  }

  @Test("the first control performs its action; one without an action is just a control")
  func controls() throws {
    let (session, descriptions) = try setUp()
    let more = session.engine.hitTest(Point(x: 320, y: 60))
    #expect(
      decide(more, session, descriptions)
        == .act(.toggle("menu"), layer: session.id(of: "menu")!, control: session.id(of: "more")!))
    let plain = session.engine.hitTest(Point(x: 320, y: 220))
    #expect(decide(plain, session, descriptions) == .control(session.id(of: "plain")!))
  }

  @Test("a backdrop takes the tap; a gone or unknown region does nothing")
  func nothing() throws {
    var (session, descriptions) = try setUp()
    let menu = session.id(of: "menu")!
    var engine = session.engine
    engine.open(menu)
    let backdrop = engine.hitTest(Point(x: 20, y: 700))
    #expect(backdrop.backdropLayer == menu)
    #expect(
      HostTap(
        target: backdrop, engine: engine, region: { descriptions[$0] }, id: { session.id(of: $0) })
        == .backdrop(menu))
    // The field is removed before the app acts on the tap: nothing.
    let field = session.engine.hitTest(Point(x: 50, y: 130))
    engine.remove(session.id(of: "field")!)
    #expect(
      HostTap(
        target: field, engine: engine, region: { descriptions[$0] }, id: { session.id(of: $0) })
        == .nothing)
    // Regions the host does not describe are passed over, up to the root.
    descriptions = [:]
    #expect(decide(session.engine.hitTest(Point(x: 50, y: 130)), session, descriptions) == .nothing)
    #expect(decide(HitPath(), session, descriptions) == .nothing)
  }

  @Test("perform opens, closes and toggles a layer")
  func perform() throws {
    let (session, _) = try setUp()
    var engine = session.engine
    let menu = session.id(of: "menu")!
    var opened = engine.perform(.toggle("menu"), on: menu)
    #expect(opened)
    #expect(engine.state(of: menu) == .open)
    opened = engine.perform(.open("menu"), on: menu)
    #expect(opened)
    #expect(engine.state(of: menu) == .open)
    opened = engine.perform(.toggle("menu"), on: menu)
    #expect(!opened)
    #expect(engine.state(of: menu) == .closed)
    opened = engine.perform(.open("menu"), on: menu)
    #expect(opened)
    opened = engine.perform(.close("menu"), on: menu)
    #expect(!opened)
    #expect(engine.state(of: menu) == .closed)
  }
}
