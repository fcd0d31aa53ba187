#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// First-hour check 1 (ledger S28): a `.fullScreenCover` without a root of
  /// its own. Apple, `UIModalPresentationStyle.fullScreen`: "The views
  /// belonging to the presenting view controller are removed after the
  /// presentation completes", and the root's probe with them. The rules
  /// still want the cover served: a keep button keeps the keyboard, a tap
  /// on plain content ends editing, a tap outside a layer closes it.
  @MainActor
  enum RootlessCoverChecks {
    @MainActor
    final class CoverState: ObservableObject {
      @Published var showsCard = true
      var dismissed: [DismissReason] = []
      nonisolated init() {}
    }

    struct CoverScene: View {
      @ObservedObject var state: CoverState
      let board: WitnessBoard
      @State private var text = ""

      var body: some View {
        Text("Presenter")
          .fullScreenCover(isPresented: .constant(true)) {
            VStack(spacing: 40) {
              TextField("Message", text: $text).textFieldStyle(.roundedBorder)
              Button("Send") {}
                .keyboardBehavior(.keep)
                .witness("cover-send", on: board)
              if state.showsCard {
                Text("Card")
                  .padding(30)
                  .witness("cover-card", on: board)
                  .dismissible(
                    isPresented: $state.showsCard, onDismiss: { state.dismissed.append($0) })
              }
              Color.gray.opacity(0.1)
                .frame(height: 160)
                .witness("cover-background", on: board)
              Spacer()
            }
            .padding()
          }
          .dismissesKeyboardOnTapOutside()
      }
    }

    /// The cover, shown and settled: the presenter's views have left the
    /// window.
    private static func cover(_ expect: any DeviceExpect) async throws -> (
      DeviceStage, CoverState, WitnessBoard
    ) {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      let state = CoverState()
      let board = WitnessBoard()
      let host = await stage.host(CoverScene(state: state, board: board))
      let shown = await stage.wait(timeout: 5) {
        host.presentedViewController != nil && board.windowFrame("cover-background") != nil
      }
      expect.that(shown, "the full-screen cover is up")
      await stage.settle(0.8)  // the presentation completes; UIKit removes the presenter's views
      expect.note(
        "presenter's view in a window after the cover: \(host.viewIfLoaded?.window != nil)")
      return (stage, state, board)
    }

    static func coverServesKeyboardDecisions(_ expect: any DeviceExpect) async throws {
      let (stage, _, board) = try await cover(expect)
      defer { stage.tearDown() }
      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the cover's text field")
      _ = field.becomeFirstResponder()
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "the cover's field has focus")
      expect.that(
        DeviceTouch.tracksFocus(in: stage.window),
        "the window still has DismissKit's coordinator, and it learned the focus in the cover (S28)"
      )
      let send = try expect.unwrap(board.view("cover-send"), "the cover's Send button")
      try expect.unwrap(
        DeviceTouch.tap(send),
        "the window still has DismissKit's coordinator once the cover hid its presenter (S28)")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(field.isFirstResponder, "a tap on Send (keep) in the cover keeps editing")
      let background = try expect.unwrap(board.view("cover-background"), "the cover's background")
      try expect.unwrap(DeviceTouch.tap(background), "the window's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      let resigned = await stage.wait { !field.isFirstResponder }
      expect.that(resigned, "a tap on plain content in the cover ends editing")
    }

    static func coverServesLayers(_ expect: any DeviceExpect) async throws {
      let (stage, state, board) = try await cover(expect)
      defer { stage.tearDown() }
      expect.that(state.showsCard, "the cover's card is open")
      let background = try expect.unwrap(board.view("cover-background"), "the cover's background")
      try expect.unwrap(
        DeviceTouch.tap(background),
        "the window still has DismissKit's coordinator once the cover hid its presenter (S28)")
      await DeviceTouch.nextMainQueueTurn()
      let closed = await stage.wait { !state.showsCard }
      expect.that(closed, "a tap outside the cover's card closes it")
      expect.that(
        state.dismissed == [.tapOutside], "onDismiss got tapOutside once: \(state.dismissed)")
    }

    /// A login cover: a `TextField` and plain content, no marked view at all.
    struct LoginScene: View {
      @State private var name = ""

      var body: some View {
        Text("Presenter")
          .fullScreenCover(isPresented: .constant(true)) {
            VStack {
              TextField("Name", text: $name).textFieldStyle(.roundedBorder)
              Color.gray.opacity(0.1).frame(height: 300)
            }
            .padding()
          }
          .dismissesKeyboardOnTapOutside()
      }
    }

    static func loginCoverIsServed(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let host = await stage.host(LoginScene())
      let shown = await stage.wait(timeout: 5) {
        host.presentedViewController != nil
          && stage.window.firstDescendant(UITextField.self) != nil
      }
      expect.that(shown, "the login cover is up")
      await stage.settle(0.8)
      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the cover's text field")
      _ = field.becomeFirstResponder()
      expect.that(await stage.wait { field.isFirstResponder }, "the cover's field has focus")
      let frame = field.windowFrame
      try expect.unwrap(
        DeviceTouch.tap(at: CGPoint(x: frame.midX, y: frame.maxY + 150), in: stage.window),
        "the window keeps DismissKit's coordinator with no marked view in the cover (S28)")
      await DeviceTouch.nextMainQueueTurn()
      expect.that(
        await stage.wait { !field.isFirstResponder },
        "a tap on the cover's plain content ends editing")
    }
  }
#endif
