import DismissCore
import Testing

@testable import DismissKit

/// What a layer presents is inside it (rule 7, S32): a touch or focus in a
/// sheet presented from the presentation of an open layer is in the
/// top-most such layer, never on its backdrop.
@MainActor
struct SwiftUIPresentedContentTests {
  typealias Screen = SheetScreen

  static let card = Rect(x: 20, y: 560, width: 350, height: 120)
  static let popover = Rect(x: 200, y: 100, width: 150, height: 100)
  static let inSheet = Point(x: 200, y: 300)

  /// A tap in the sheet keeps a modal card of the presenter (not its
  /// backdrop). Control: a sheet not presented from it is outside it.
  @Test(arguments: [true, false])
  func tapInSheetFromModalCard(presented: Bool) {
    let screen = Screen(presented: presented)
    let card = screen.layer(.layer(isModal: true), Self.card)
    screen.tap(screen.sheetContent, Self.inSheet, id: 1)
    #expect(card.writes == (presented ? [] : [false]))
  }

  /// With two open layers beneath, the top-most one is the sheet's: the
  /// popover opened last stays, and so does the card beneath it. Were the
  /// card taken, the popover would be outside.
  @Test func theTopMostLayerPresented() {
    let screen = Screen(presented: true)
    let card = screen.layer(.layer(), Self.card)
    let popover = screen.layer(.layer(), Self.popover)
    screen.tap(screen.sheetContent, Self.inSheet, id: 1)
    #expect(popover.writes == [])
    #expect(card.writes == [])
  }

  /// A menu in the sheet itself still closes on a tap in the sheet outside
  /// it; the card that presented the sheet stays.
  @Test func aMenuInTheSheetStillClosesOutsideIt() {
    let screen = Screen(presented: true)
    let card = screen.layer(.layer(isModal: true), Self.card)
    let menu = SwiftUIFakeBinding()
    menu.coordinator = screen.coordinator
    screen.coordinator.register(
      menu.token, spec: .layer(), anchor: screen.sheetAnchor(Self.popover, for: menu.token),
      isPresented: true, actions: menu.actions)
    screen.tap(screen.sheetContent, Self.inSheet, id: 1)
    #expect(menu.writes == [false])
    #expect(card.writes == [])
  }

  /// Focus in a field of the sheet keeps a layer that reacts to focus
  /// outside. Control: from a sheet not presented from it, it closes.
  @Test(arguments: [true, false])
  func focusInSheet(presented: Bool) {
    let screen = Screen(presented: presented)
    let card = screen.layer(.layer(dismissOn: [.focusOutside]), Self.card)
    let field = screen.sheetContent.add("field", role: .textInput)
    field.frame = Rect(x: 20, y: 280, width: 300, height: 40)
    screen.coordinator.focusBegan(at: field)
    #expect(card.writes == (presented ? [] : [false]))
  }
}
