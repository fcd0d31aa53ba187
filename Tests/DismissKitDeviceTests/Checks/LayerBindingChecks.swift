#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// A SwiftUI layer's binding on real views: a tap outside the menu, fed to
  /// the window's hub where a finger would land, sets `isPresented` to
  /// `false`; a tap inside it, or on its excluded trigger, does not.
  @MainActor
  enum LayerBindingChecks {
    @MainActor
    final class MenuState: ObservableObject {
      @Published var isPresented = true
      nonisolated init() {}
    }

    struct MenuScene: View {
      @ObservedObject var state: MenuState
      let board: WitnessBoard

      var body: some View {
        VStack(spacing: 60) {
          Button("More") { state.isPresented.toggle() }
            .dismissalExcluded(from: "menu")
            .witness("trigger", on: board)
          if state.isPresented {
            VStack {
              Text("Item one")
              Text("Item two")
            }
            .padding(30)
            .witness("menu", on: board)
            .dismissible(isPresented: $state.isPresented, id: "menu")
          }
          Color.gray.opacity(0.1)
            .frame(height: 200)
            .witness("outside", on: board)
        }
        .padding()
        .dismissesKeyboardOnTapOutside()
      }
    }

    private static func scene(_ expect: any DeviceExpect) async throws -> (
      DeviceStage, MenuState, WitnessBoard
    ) {
      let stage = DeviceStage.make()
      let state = MenuState()
      let board = WitnessBoard()
      await stage.host(MenuScene(state: state, board: board))
      _ = await stage.wait { board.windowFrame("menu") != nil }
      await stage.settle()
      return (stage, state, board)
    }

    static func tapOutsideClearsTheBinding(_ expect: any DeviceExpect) async throws {
      let (stage, state, board) = try await scene(expect)
      defer { stage.tearDown() }
      let outside = try expect.unwrap(board.view("outside"), "the area outside the menu")
      try expect.unwrap(DeviceTouch.tap(outside), "the window has DismissKit's hub")
      let cleared = await stage.wait { !state.isPresented }
      expect.that(cleared, "a tap outside the menu sets its isPresented binding to false")
    }

    static func tapInsideKeepsTheBinding(_ expect: any DeviceExpect) async throws {
      let (stage, state, board) = try await scene(expect)
      defer { stage.tearDown() }
      let menu = try expect.unwrap(board.view("menu"), "the menu")
      try expect.unwrap(DeviceTouch.tap(menu), "the window has DismissKit's hub")
      await stage.settle(0.3)
      expect.that(state.isPresented, "a tap inside the menu keeps it open")
      let trigger = try expect.unwrap(board.view("trigger"), "the trigger")
      try expect.unwrap(DeviceTouch.tap(trigger), "the window has DismissKit's hub")
      await stage.settle(0.3)
      expect.that(
        state.isPresented,
        "a tap on the excluded trigger leaves the menu to the trigger's own action (not fed here)")
    }
  }
#endif
