#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// A SwiftUI layer's binding on real views: a tap outside the menu, fed to
  /// the window's coordinator where a finger would land, sets `isPresented` to
  /// `false` on the next main-queue turn, after `onDismiss` learned the
  /// reason; a tap inside it, or on its excluded trigger, does not; a
  /// `shouldDismiss` that answers `false` keeps it open, and a later tap
  /// dismisses it.
  @MainActor
  enum LayerBindingChecks {
    @MainActor
    final class MenuState: ObservableObject {
      @Published var isPresented = true
      /// What `shouldDismiss` answers.
      var allowsDismissal = true
      /// The reasons `shouldDismiss` was asked with, and `onDismiss` got.
      var asked: [DismissReason] = []
      var dismissed: [DismissReason] = []
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
            .dismissible(
              isPresented: $state.isPresented, id: "menu",
              shouldDismiss: { reason in
                state.asked.append(reason)
                return state.allowsDismissal
              },
              onDismiss: { state.dismissed.append($0) })
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
      try expect.unwrap(DeviceTouch.tap(outside), "the window has DismissKit's coordinator")
      expect.that(
        state.isPresented,
        "the binding is written on the next main-queue turn, never during the touch")
      await DeviceTouch.nextMainQueueTurn()
      let cleared = await stage.wait { !state.isPresented }
      expect.that(cleared, "a tap outside the menu sets its isPresented binding to false")
      expect.that(
        state.dismissed == [.tapOutside],
        "onDismiss got the reason tapOutside, once: \(state.dismissed)")
    }

    static func refusalKeepsTheBindingUntilAllowed(_ expect: any DeviceExpect) async throws {
      let (stage, state, board) = try await scene(expect)
      defer { stage.tearDown() }
      let outside = try expect.unwrap(board.view("outside"), "the area outside the menu")
      state.allowsDismissal = false
      try expect.unwrap(DeviceTouch.tap(outside), "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(
        state.asked == [.tapOutside], "shouldDismiss was asked with tapOutside: \(state.asked)")
      expect.that(state.isPresented, "a refused dismissal keeps the menu open")
      expect.that(state.dismissed.isEmpty, "and onDismiss is not called")
      state.allowsDismissal = true
      try expect.unwrap(DeviceTouch.tap(outside), "the window has DismissKit's coordinator")
      let cleared = await stage.wait { !state.isPresented }
      expect.that(cleared, "a later tap outside dismisses it")
      expect.that(
        state.dismissed == [.tapOutside], "with the reason tapOutside: \(state.dismissed)")
    }

    static func tapInsideKeepsTheBinding(_ expect: any DeviceExpect) async throws {
      let (stage, state, board) = try await scene(expect)
      defer { stage.tearDown() }
      let menu = try expect.unwrap(board.view("menu"), "the menu")
      try expect.unwrap(DeviceTouch.tap(menu), "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(state.isPresented, "a tap inside the menu keeps it open")
      let trigger = try expect.unwrap(board.view("trigger"), "the trigger")
      try expect.unwrap(DeviceTouch.tap(trigger), "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(
        state.isPresented,
        "a tap on the excluded trigger leaves the menu to the trigger's own action (not fed here)")
    }
  }
#endif
