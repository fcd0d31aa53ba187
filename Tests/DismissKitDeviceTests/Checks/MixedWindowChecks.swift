#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// A window served by a `DismissInteraction` and a SwiftUI root alike: a
  /// tap on a `TextField` inside an open `dismissible` card keeps the card,
  /// whichever scope joined the window first (the root is inside the
  /// interaction; the card is inside or outside by where it is drawn).
  @MainActor
  enum MixedWindowChecks {
    @MainActor
    final class CardState: ObservableObject {
      @Published var isPresented = true
      @Published var text = ""
      nonisolated init() {}
    }

    struct CardScene: View {
      @ObservedObject var state: CardState

      var body: some View {
        VStack {
          if state.isPresented {
            TextField("Title", text: $state.text)
              .padding(40)
              .dismissible(isPresented: $state.isPresented)
          }
          Spacer()
        }
        .dismissesKeyboardOnTapOutside()
      }
    }

    static func interactionFirst(_ expect: any DeviceExpect) async throws {
      try await fieldInCard(expect, interactionFirst: true)
    }

    static func rootFirst(_ expect: any DeviceExpect) async throws {
      try await fieldInCard(expect, interactionFirst: false)
    }

    private static func fieldInCard(_ expect: any DeviceExpect, interactionFirst: Bool)
      async throws
    {
      let stage = DeviceStage.make()
      defer { stage.tearDown() }
      if interactionFirst { stage.window.addInteraction(DismissInteraction()) }
      let state = CardState()
      await stage.host(CardScene(state: state))
      if !interactionFirst { stage.window.addInteraction(DismissInteraction()) }
      await stage.settle()
      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the card's TextField is a UITextField")
      try expect.unwrap(DeviceTouch.tap(field), "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(state.isPresented, "a tap on a field inside the card keeps the card")
    }
  }
#endif
