import DismissCore
import Testing

@testable import DismissKit

/// Coordinate spaces: UIKit locations come in the probe's coordinates and
/// are converted through the presentation's `.global` frame; region frames
/// (SwiftUI `.global`, the hosting view's space) reach the engine as they are.
@MainActor
struct SwiftUIPresentationSpaceTests {
  @Test func probePointsAreOffsetByTheRootsGlobalOrigin() {
    var space = PresentationSpace()
    #expect(space.enginePoint(fromProbe: Point(x: 5, y: 6)) == Point(x: 5, y: 6))
    space.rootFrame = Rect(x: 10, y: -20, width: 300, height: 400)
    #expect(space.enginePoint(fromProbe: Point(x: 5, y: 6)) == Point(x: 15, y: -14))
    #expect(
      space.engineRect(fromProbe: Rect(x: 1, y: 2, width: 3, height: 4))
        == Rect(x: 11, y: -18, width: 3, height: 4))
    #expect(
      PresentationSpace.localPoint(Point(x: 15, y: -14), in: space.rootFrame) == Point(x: 5, y: 6))
  }

  /// A sheet's `.global` space starts at the sheet's corner, wherever the
  /// sheet is in the window. Its root reports a `.global` frame with a safe
  /// area inset (say y: 20) and its Done button reports `.global` frames in
  /// the same space; UIKit gives touches in the probe's coordinates. The
  /// window position of the sheet (y: 60 and sliding) never matters.
  @Test func aTouchInASheetHitsTheSheetsRegions() throws {
    let (coordinator, host) = makeSwiftUICoordinator()
    coordinator.space.rootFrame = Rect(x: 0, y: 20, width: 390, height: 764)
    let done = DismissalToken()
    // The Done button, 40 points below the sheet's top, in .global.
    coordinator.register(
      done, spec: .keyboard(.keep), frame: Rect(x: 300, y: 40, width: 80, height: 44))
    coordinator.focusBegan(inputFrameInProbe: Rect(x: 16, y: 100, width: 358, height: 44))
    #expect(coordinator.engine.isFocused)

    // The probe sits at the root, 20 points down in .global: the button's
    // center (340, 62) is (340, 42) in the probe.
    coordinator.tap(340, 42)
    #expect(host.endEditingCount == 0)
    // 40 points lower (probe y 82, .global 102) is the sheet's background.
    coordinator.tap(340, 82)
    #expect(host.endEditingCount == 1)
  }

  @Test func theFocusedInputIsLocatedThroughTheSameConversion() throws {
    let (coordinator, _) = makeSwiftUICoordinator()
    coordinator.space.rootFrame = Rect(x: 0, y: 300, width: 390, height: 500)
    let popover = SwiftUIFakeBinding()
    // A layer at .global y 300..400.
    coordinator.register(layer: popover, frame: Rect(x: 0, y: 300, width: 390, height: 100))
    // The field at probe y 10..54 is at .global y 310..354: inside the layer.
    coordinator.focusBegan(inputFrameInProbe: Rect(x: 10, y: 10, width: 200, height: 44))
    let layer = try #require(coordinator.region(for: popover.token))
    // Dismissing the layer that holds the focused input resigns focus too.
    coordinator.escape(.key)
    #expect(popover.writes == [false])
    #expect(coordinator.engine.isFocused == false)
    #expect(coordinator.engine.state(of: layer) == .closed)
  }
}
