import DismissCore
import Testing

@testable import DismissKit

/// The debug overlay's data: what a tap at each point would do, from the
/// engine.
@MainActor
struct SwiftUIDebugSampleTests {
  @Test func samplesShowTextInputsKeepAreasAndTheBackground() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let send = DismissalToken()
    coordinator.register(send, spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    let samples = coordinator.debugSamples(
      in: Rect(x: 0, y: 690, width: 390, height: 60), spacing: 10,
      textInputs: [SwiftUITestFrames.field])
    #expect(samples.count == 39 * 6)
    let atField = try #require(samples.first { SwiftUITestFrames.field.contains($0.point) })
    #expect(atField.keyboard == .textInput)
    let atSend = try #require(samples.first { SwiftUITestFrames.send.contains($0.point) })
    #expect(atSend.keyboard == .keep)
    let atBackground = try #require(samples.first { $0.point == Point(x: 5, y: 695) })
    #expect(atBackground.keyboard == .dismiss)
    #expect(samples.allSatisfy { $0.dismissesLayer == false })
  }

  @Test func samplesShowWhereATapWouldCloseTheOpenLayer() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    let trigger = DismissalToken()
    coordinator.register(
      trigger, spec: .excluded(from: "more"), frame: SwiftUITestFrames.moreButton)
    let menu = SwiftUIFakeBinding()
    coordinator.register(layer: menu, spec: .layer(id: "more"), frame: SwiftUITestFrames.menu)
    let samples = coordinator.debugSamples(
      in: Rect(x: 0, y: 0, width: 390, height: 844), spacing: 20)
    let inside = try #require(samples.first { SwiftUITestFrames.menu.contains($0.point) })
    #expect(inside.dismissesLayer == false)
    let onTrigger = try #require(samples.first { SwiftUITestFrames.moreButton.contains($0.point) })
    #expect(onTrigger.dismissesLayer == false)
    let outside = try #require(samples.first { $0.point == Point(x: 10, y: 610) })
    #expect(outside.dismissesLayer)
    // Sampling is read-only: the real layer is still open.
    #expect(menu.writes == [])
    #expect(coordinator.engine.openLayers.count == 1)
  }

  @Test func samplingIsBoundedAndRejectsBadInput() {
    let (coordinator, _) = makeSwiftUICoordinator()
    #expect(coordinator.debugSamples(in: .zero, spacing: 10).isEmpty)
    #expect(
      coordinator.debugSamples(in: Rect(x: 0, y: 0, width: 10, height: 10), spacing: 0).isEmpty)
    #expect(coordinator.debugSamples(in: .infinite, spacing: 10).count <= 10_000)
    let many = coordinator.debugSamples(
      in: Rect(x: 0, y: 0, width: 10_000, height: 10_000), spacing: 1)
    #expect(many.count <= 10_000)
    #expect(many.count > 1_000)
  }
}
