import DismissCore
import Testing

@testable import DismissKit

/// Mapping SwiftUI registrations to engine regions: insertion, parents that
/// register late, frames, spec updates, exclusions, transfer.
@MainActor
struct SwiftUIRegionRegistryTests {
  @Test func registeringInsertsARegionWithTheSpecAndFrame() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let send = DismissalToken()
    coordinator.register(send, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    let id = try #require(coordinator.region(for: send))
    // Absent until an event measures it.
    #expect(coordinator.engine.region(id)?.frame == .zero)
    coordinator.measure()
    let region = try #require(coordinator.engine.region(id))
    #expect(region.kind == .container)
    #expect(region.keyboard == .keep)
    #expect(region.frame == SwiftUITestFrames.send)
    #expect(region.parent == nil)
    #expect(coordinator.token(for: id) == send)
    #expect(coordinator.registrationCount == 1)
  }

  @Test func aChildWhoseParentHasNotAppearedWaitsForIt() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let card = DismissalToken()
    let button = DismissalToken()
    // SwiftUI does not promise that a parent's onAppear runs first.
    coordinator.register(
      button, spec: .keyboard(.keep), parent: card, frame: SwiftUITestFrames.send)
    #expect(coordinator.entries[button] != nil)
    #expect(coordinator.region(for: button) == nil)
    #expect(coordinator.engine.regionCount == 0)

    coordinator.register(card, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.inputBar)
    let cardID = try #require(coordinator.region(for: card))
    let buttonID = try #require(coordinator.region(for: button))
    #expect(coordinator.engine.region(buttonID)?.parent == cardID)
    coordinator.measure()
    // Children are in front of their parent.
    #expect(coordinator.engine.hitTest(SwiftUITestFrames.send.center).hitRegion == buttonID)
  }

  @Test func setFrameMovesTheRegionAndIgnoresUnknownTokens() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let row = DismissalToken()
    coordinator.register(
      row, spec: .keyboard(.keep), frame: Rect(x: 0, y: 100, width: 390, height: 44))
    let id = try #require(coordinator.region(for: row))
    // A scroll frame: the anchor moves, and the next event measures it.
    coordinator.setFrame(Rect(x: 0, y: 60, width: 390, height: 44), for: row)
    coordinator.measure()
    #expect(coordinator.engine.region(id)?.frame == Rect(x: 0, y: 60, width: 390, height: 44))
    #expect(coordinator.engine.hitTest(Point(x: 10, y: 70)).hitRegion == id)
    coordinator.setFrame(.zero, for: DismissalToken())
    #expect(coordinator.engine.regionCount == 1)
  }

  @Test func aFrameThatArrivesWhileWaitingIsUsedOnInsertion() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let parent = DismissalToken()
    let child = DismissalToken()
    coordinator.register(child, spec: .keyboard(.keep), parent: parent, frame: .zero)
    coordinator.setFrame(SwiftUITestFrames.send, for: child)
    coordinator.register(parent, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.list)
    let id = try #require(coordinator.region(for: child))
    coordinator.measure()
    #expect(coordinator.engine.region(id)?.frame == SwiftUITestFrames.send)
  }

  @Test func updatingTheSpecChangesTheRegionInPlace() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let button = DismissalToken()
    coordinator.register(button, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    let id = try #require(coordinator.region(for: button))
    coordinator.update(button, spec: .keyboard(.dismiss))
    #expect(coordinator.region(for: button) == id)
    #expect(coordinator.engine.region(id)?.keyboard == .dismiss)

    var disabled = DismissalRegionSpec.keyboard(.keep)
    disabled.template.isHitTestable = false
    coordinator.update(button, spec: disabled)
    #expect(coordinator.engine.region(id)?.isHitTestable == false)
    #expect(coordinator.engine.hitTest(SwiftUITestFrames.send.center).isEmpty)
  }

  @Test func aParentThatDisappearsTakesItsChildrenOutUntilItComesBack() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let card = DismissalToken()
    let button = DismissalToken()
    coordinator.register(card, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.list)
    coordinator.register(
      button, spec: .keyboard(.keep), parent: card, frame: SwiftUITestFrames.send)
    let oldButtonID = try #require(coordinator.region(for: button))

    coordinator.unregister(card)
    #expect(coordinator.region(for: button) == nil)
    #expect(coordinator.entries[button] != nil)
    #expect(coordinator.engine.contains(oldButtonID) == false)
    #expect(coordinator.token(for: oldButtonID) == nil)

    coordinator.register(card, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.list)
    let newButtonID = try #require(coordinator.region(for: button))
    #expect(newButtonID != oldButtonID)
    #expect(coordinator.engine.region(newButtonID)?.parent == coordinator.region(for: card))
  }

  @Test func registeringATokenAgainReplacesItsRegistration() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let button = DismissalToken()
    coordinator.register(button, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    coordinator.register(button, spec: .keyboard(.dismiss), frame: SwiftUITestFrames.field)
    #expect(coordinator.registrationCount == 1)
    #expect(coordinator.engine.regionCount == 1)
    let id = try #require(coordinator.region(for: button))
    coordinator.measure()
    #expect(coordinator.engine.region(id)?.keyboard == .dismiss)
    #expect(coordinator.engine.region(id)?.frame == SwiftUITestFrames.field)
  }

  @Test func excludedTriggersJoinTheirLayerWhicheverRegistersFirst() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let trigger = DismissalToken()
    let otherTrigger = DismissalToken()
    let menu = SwiftUIFakeBinding()
    coordinator.register(
      trigger, spec: .excluded(from: "more"), frame: SwiftUITestFrames.moreButton)
    coordinator.register(layer: menu, spec: .layer(id: "more"), frame: SwiftUITestFrames.menu)
    let menuID = try #require(coordinator.region(for: menu.token))
    let triggerID = try #require(coordinator.region(for: trigger))
    #expect(coordinator.engine.region(menuID)?.excluded == [triggerID])

    coordinator.register(otherTrigger, spec: .excluded(from: "more"), frame: SwiftUITestFrames.send)
    let otherID = try #require(coordinator.region(for: otherTrigger))
    #expect(coordinator.engine.region(menuID)?.excluded == [triggerID, otherID])

    coordinator.unregister(trigger)
    #expect(coordinator.engine.region(menuID)?.excluded == [otherID])

    // A trigger of another layer is not excluded from this one.
    coordinator.update(otherTrigger, spec: .excluded(from: "share"))
    #expect(coordinator.engine.region(menuID)?.excluded == [])
  }

}
