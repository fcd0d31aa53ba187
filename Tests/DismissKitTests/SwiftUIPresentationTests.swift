import DismissCore
import Testing

@testable import DismissKit

/// The window's root content and a sheet over it, each a presented view
/// controller's view under the window; `presented` says whether the sheet
/// was presented from the root's presentation.
@MainActor
final class SheetScreen {
  let coordinator: RootCoordinator
  let host: SwiftUIFakeHost
  let sheet = FakeNode("sheet's hosting view")
  let sheetContent: FakeNode

  init(policy: DismissPolicy = DismissPolicy(), presented: Bool = false) {
    (coordinator, host) = makeSwiftUICoordinator(policy: policy)
    sheet.isPresentation = true
    host.windowFake.add(sheet)
    sheetContent = sheet.add("sheet content")
    if presented { host.presenters[ObjectIdentifier(sheet)] = host.defaultPresentation }
  }

  /// An anchor in the sheet, at a window frame.
  func sheetAnchor(_ frame: Rect, for token: DismissalToken) -> FakeAnchor {
    let anchor = FakeAnchor(frame: frame, window: host.windowFake, presentation: sheet)
    host.anchors[token] = anchor
    return anchor
  }

  /// A layer of the root's content.
  func layer(_ spec: DismissalRegionSpec = .layer(), _ frame: Rect) -> SwiftUIFakeBinding {
    let binding = SwiftUIFakeBinding()
    coordinator.register(layer: binding, spec: spec, frame: frame)
    return binding
  }

  func tap(_ node: FakeNode, _ point: Point, id: Int) {
    coordinator.touchBegan(TouchID(rawValue: id), at: point, time: Double(id), hit: node)
    coordinator.touchEnded(TouchID(rawValue: id), at: point, time: Double(id) + 0.1)
  }
}

/// Presentations come from UIKit: an anchor belongs to the presentation its
/// view is in, a touch to the presentation of the view it hit. A sheet
/// without a root of its own is served by the root above it in the
/// environment (sheets inherit their presenter's environment).
@MainActor
struct SwiftUIPresentationTests {
  typealias Screen = SheetScreen

  /// A `dismissible` menu in a sheet without a root: taps in the menu are
  /// inside it, taps elsewhere in the sheet outside it. (With the sheet's
  /// views in the presenter's coordinate space, every tap in the sheet was
  /// outside the menu, and the menu closed on any tap.)
  @Test func aMenuInARootlessSheetClosesOnlyOnTapsOutsideIt() {
    let screen = Screen()
    let menu = SwiftUIFakeBinding()
    menu.coordinator = screen.coordinator
    let menuFrame = Rect(x: 200, y: 400, width: 160, height: 200)
    screen.coordinator.register(
      menu.token, spec: .layer(), anchor: screen.sheetAnchor(menuFrame, for: menu.token),
      isPresented: true, actions: menu.actions)
    screen.tap(screen.sheetContent, Point(x: 250, y: 450), id: 1)
    #expect(menu.writes == [])
    screen.tap(screen.sheetContent, Point(x: 50, y: 450), id: 2)
    #expect(menu.writes == [false])
    #expect(menu.reasons == [.tapOutside])
  }

  /// A Send button marked `.keep` in a rootless sheet keeps the keyboard for
  /// taps in the sheet; the presenter's keep region at the same place,
  /// beneath the sheet, does not.
  @Test func keepRegionsAreThoseOfTheTouchedPresentation() {
    let screen = Screen()
    let frame = Rect(x: 300, y: 700, width: 80, height: 44)
    // The presenter's button, under the sheet.
    screen.coordinator.register(DismissalToken(), spec: .keyboard(.keep), frame: frame)
    let field = screen.sheetContent.add("sheet field", role: .textInput)
    field.frame = Rect(x: 16, y: 700, width: 260, height: 44)
    screen.coordinator.focusBegan(at: field)
    screen.tap(screen.sheetContent, Point(x: 340, y: 720), id: 1)
    #expect(screen.host.endEditingCount == 1)

    let send = DismissalToken()
    screen.coordinator.register(
      send, spec: .keyboard(.keep), anchor: screen.sheetAnchor(frame, for: send))
    screen.coordinator.focusBegan(at: field)
    screen.tap(screen.sheetContent, Point(x: 340, y: 720), id: 2)
    #expect(screen.host.endEditingCount == 1)
    // The presenter's content (the sheet dismissed interactively, say).
    screen.tap(screen.host.content, Point(x: 340, y: 720), id: 3)
    #expect(screen.host.endEditingCount == 1)
  }

  /// A field in the sheet is outside the presenter's layers (though the
  /// presenter's layer is drawn at the same place, beneath the sheet), and
  /// inside the sheet's own.
  @Test func focusInASheetIsPlacedInTheSheet() {
    let screen = Screen()
    let presenterMenu = SwiftUIFakeBinding()
    screen.coordinator.register(
      layer: presenterMenu, spec: .layer(dismissOn: [.focusOutside]),
      frame: Rect(x: 0, y: 600, width: 390, height: 200))
    let field = screen.sheetContent.add("search field", role: .textInput)
    field.frame = Rect(x: 16, y: 700, width: 300, height: 44)
    screen.coordinator.focusBegan(at: field)
    #expect(presenterMenu.writes == [false])
    #expect(presenterMenu.reasons == [.focusOutside])

    let sheetMenu = SwiftUIFakeBinding()
    sheetMenu.coordinator = screen.coordinator
    screen.coordinator.register(
      sheetMenu.token, spec: .layer(dismissOn: [.focusOutside]),
      anchor: screen.sheetAnchor(Rect(x: 0, y: 600, width: 390, height: 200), for: sheetMenu.token),
      isPresented: true, actions: sheetMenu.actions)
    screen.coordinator.focusBegan(at: field)
    #expect(sheetMenu.writes == [])
  }

}
