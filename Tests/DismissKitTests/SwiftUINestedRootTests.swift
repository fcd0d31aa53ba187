import DismissCore
import Testing

@testable import DismissKit

/// Roots inside roots: one root per window serves everything; a reusable
/// screen with its own root forwards to it and sets the policy of the
/// touches that land in it; a root that stops being nested takes its views
/// back. Nothing is reported: nesting is allowed.
@MainActor
struct SwiftUINestedRootTests {
  /// The inner root's area (its probe's anchor): the lower half of the
  /// screen, where a reusable composer asks for `dismissKeyboardOn: .never`.
  static let innerArea = Rect(x: 0, y: 400, width: 390, height: 444)

  private func nested() -> (RootCoordinator, SwiftUIFakeHost, ObjectIdentifier, FakeAnchor) {
    let (outer, host) = makeSwiftUICoordinator()
    let inner = ObjectIdentifier(FakeNode("inner root"))
    let probe = FakeAnchor(
      frame: Self.innerArea, window: host.windowFake, presentation: host.defaultPresentation)
    host.anchors[DismissalToken()] = probe
    outer.setRootArea(
      inner, anchor: probe, policy: DismissPolicy(dismissKeyboardOn: .never), depth: 1)
    return (outer, host, inner, probe)
  }

  @Test func aNestedRootSetsThePolicyOfTheTouchesInIt() {
    let (outer, host, _, _) = nested()
    outer.focusBegan(inputFrame: SwiftUITestFrames.field)
    outer.tap(100, 500)  // in the inner root: never dismiss
    #expect(host.endEditingCount == 0)
    outer.tap(100, 200, id: 2)  // the outer root's own content
    #expect(host.endEditingCount == 1)
  }

  /// A touch that went down while nothing could be decided takes the
  /// policy of the root it landed in when focus begins during it. Before,
  /// it kept the policy of the last busy touch (here the outer root's
  /// `.tap`) and the tap dismissed the keyboard in a `.never` area. Found
  /// by the SwiftUI adapter property tests.
  @Test func aTouchFromIdleTakesThePolicyOfItsRoot() {
    let (outer, host, _, _) = nested()
    let point = host.windowPoint(Point(x: 100, y: 500))
    outer.touchBegan(TouchID(rawValue: 1), at: point, time: 0, hit: host.content)
    outer.focusBegan(inputFrame: SwiftUITestFrames.field)
    outer.touchEnded(TouchID(rawValue: 1), at: point, time: 0.1)
    #expect(host.endEditingCount == 0)
    #expect(outer.engine.isFocused)
  }

  /// The same when the root the touch landed in goes before focus begins:
  /// its policy is taken before it goes.
  @Test func aTouchFromIdleKeepsThePolicyOfARootThatWent() {
    let (outer, host, inner, _) = nested()
    let point = host.windowPoint(Point(x: 100, y: 500))
    outer.touchBegan(TouchID(rawValue: 1), at: point, time: 0, hit: host.content)
    outer.removeRootArea(inner)
    outer.focusBegan(inputFrame: SwiftUITestFrames.field)
    outer.touchEnded(TouchID(rawValue: 1), at: point, time: 0.1)
    #expect(host.endEditingCount == 0)
  }

  @Test func theInnermostRootWins() {
    let (outer, host, _, _) = nested()
    let innermost = ObjectIdentifier(host)
    let probe = FakeAnchor(
      frame: Rect(x: 0, y: 600, width: 390, height: 100), window: host.windowFake,
      presentation: host.defaultPresentation)
    outer.setRootArea(innermost, anchor: probe, policy: DismissPolicy(), depth: 2)
    outer.focusBegan(inputFrame: SwiftUITestFrames.field)
    outer.tap(100, 500)
    #expect(host.endEditingCount == 0)
    outer.tap(100, 650, id: 2)
    #expect(host.endEditingCount == 1)
    // Gone: its area no longer counts.
    outer.removeRootArea(innermost)
    outer.focusBegan(inputFrame: SwiftUITestFrames.field)
    outer.tap(100, 650, id: 3)
    #expect(host.endEditingCount == 1)
  }

  /// Forwarding moves the inner root's registrations to the serving root,
  /// tagged with their root; stopping takes exactly those back.
  @Test func aRootThatStopsBeingNestedGetsItsViewsBack() throws {
    let (outer, host) = makeSwiftUICoordinator()
    let (inner, _) = makeSwiftUICoordinator()
    inner.host = host
    let innerID = ObjectIdentifier(inner)
    let outerSend = DismissalToken()
    outer.register(outerSend, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    let card = DismissalToken()
    let button = DismissalToken()
    inner.register(card, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.inputBar)
    inner.register(button, spec: .keyboard(.keep), parent: card, frame: SwiftUITestFrames.field)

    inner.transferRegistrations(to: outer, retag: { $0 ?? innerID })
    #expect(outer.registrationCount == 3)
    #expect(inner.registrationCount == 0)

    outer.transferRegistrations(to: inner, where: { $0 == innerID }, retag: { _ in nil })
    #expect(outer.registrationCount == 1)
    #expect(outer.isRegistered(outerSend))
    #expect(inner.registrationCount == 2)
    let cardID = try #require(inner.region(for: card))
    #expect(inner.engine.region(try #require(inner.region(for: button)))?.parent == cardID)
  }
}
