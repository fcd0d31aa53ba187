#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// `@FocusState` follows UIKit's first responder. DismissKit never writes
  /// a `FocusState`: it resigns the focused `UITextField` (or calls
  /// `endEditing(true)` on the window) and relies on SwiftUI clearing the
  /// binding (Apple's `FocusState` documentation: the value is updated
  /// "when focus moves", whatever moved it).
  @MainActor
  enum FocusStateChecks {
    /// The screen: one focusable field, its `@FocusState` mirrored into a
    /// recorder, a background, and a Send button marked to keep the keyboard.
    struct FocusForm: View {
      let recorder: FocusRecorder
      let board: WitnessBoard
      @FocusState private var isFocused: Bool
      @State private var text = ""

      var body: some View {
        VStack(spacing: 40) {
          TextField("Name", text: $text)
            .focused($isFocused)
            .textFieldStyle(.roundedBorder)
          Button("Send") {}
            .keyboardBehavior(.keep)
            .witness("send", on: board)
          Color.gray.opacity(0.1)
            .frame(height: 200)
            .witness("background", on: board)
        }
        .padding()
        .onChange(of: isFocused) { recorder.isFocused = $0 }
        .onAppear { recorder.focus = { isFocused = $0 } }
        .dismissesKeyboardOnTapOutside()
      }
    }

    @MainActor
    final class FocusRecorder {
      var isFocused = false
      var focus: ((Bool) -> Void)?
      nonisolated init() {}
    }

    /// Sets the `FocusState` and waits for UIKit's first responder to follow.
    private static func focusedForm(_ expect: any DeviceExpect) async throws -> (
      DeviceStage, FocusRecorder, WitnessBoard, UITextField
    ) {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      let recorder = FocusRecorder()
      let board = WitnessBoard()
      await stage.host(FocusForm(recorder: recorder, board: board))
      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the form's UITextField")
      recorder.focus?(true)
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "setting the FocusState to true makes the UITextField first responder")
      expect.that(recorder.isFocused, "and the FocusState reads true")
      return (stage, recorder, board, field)
    }

    static func endEditingClearsFocusState(_ expect: any DeviceExpect) async throws {
      let (stage, recorder, _, field) = try await focusedForm(expect)
      defer { stage.tearDown() }
      stage.window.endEditing(true)
      let resigned = await stage.wait { !field.isFirstResponder }
      expect.that(resigned, "endEditing(true) resigns the SwiftUI field")
      let cleared = await stage.wait { !recorder.isFocused }
      expect.that(cleared, "the @FocusState reads false after the run loop turns")
    }

    static func resignFirstResponderClearsFocusState(_ expect: any DeviceExpect) async throws {
      let (stage, recorder, _, field) = try await focusedForm(expect)
      defer { stage.tearDown() }
      expect.that(field.resignFirstResponder(), "the SwiftUI field agrees to resign")
      let cleared = await stage.wait { !recorder.isFocused }
      expect.that(cleared, "the @FocusState reads false after the run loop turns")
    }

    /// The whole path on real views: the window's coordinator gets a tap on the
    /// background with the view and window point a finger there would
    /// have; DismissKit resigns; UIKit and SwiftUI report it.
    static func tapOnBackgroundResignsAndClearsFocusState(_ expect: any DeviceExpect) async throws {
      let (stage, recorder, board, field) = try await focusedForm(expect)
      defer { stage.tearDown() }
      expect.that(
        DeviceTouch.tracksFocus(in: stage.window),
        "DismissKit's coordinator learned the focus from UIKit's begin-editing notification")
      let background = try expect.unwrap(board.view("background"), "the background's witness")
      let hit = try expect.unwrap(
        DeviceTouch.tap(background), "the window has DismissKit's coordinator")
      expect.note("a tap on the background hits \(type(of: hit))")
      expect.that(
        field.isFirstResponder,
        "the resign waits for the next main-queue turn: the tapped view gets its touch first")
      await DeviceTouch.nextMainQueueTurn()
      let resigned = await stage.wait { !field.isFirstResponder }
      expect.that(resigned, "a tap on the background ends editing")
      let cleared = await stage.wait { !recorder.isFocused }
      expect.that(cleared, "and the @FocusState reads false")
    }

    static func tapOnKeepButtonKeepsFocus(_ expect: any DeviceExpect) async throws {
      let (stage, recorder, board, field) = try await focusedForm(expect)
      defer { stage.tearDown() }
      let send = try expect.unwrap(board.view("send"), "the Send button's witness")
      try expect.unwrap(DeviceTouch.tap(send), "the window has DismissKit's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(field.isFirstResponder, "a tap on a keyboardBehavior(.keep) button keeps editing")
      expect.that(recorder.isFocused, "and the @FocusState still reads true")
    }
  }
#endif
