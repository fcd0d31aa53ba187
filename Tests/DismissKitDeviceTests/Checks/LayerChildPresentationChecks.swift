#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  #if canImport(PhotosUI)
    import PhotosUI
  #endif

  /// First-hour check 2 (ledger S32): what a layer presents is inside it. A
  /// modal card (`dismissible(isModal: true)`, which also closes on focus
  /// outside) presents a sheet or a `PhotosPicker`; a tap in the child, or
  /// focus in the sheet's field, must leave the card open (and so the child
  /// up: SwiftUI takes a sheet attached inside the card down with it).
  @MainActor
  enum LayerChildPresentationChecks {
    enum Child { case sheet, photosPicker }

    @MainActor
    final class CardState: ObservableObject {
      @Published var showsCard = true
      @Published var showsSheet = false
      @Published var showsPicker = false
      var dismissed: [DismissReason] = []
      nonisolated init() {}
    }

    struct CardScene: View {
      @ObservedObject var state: CardState
      let board: WitnessBoard
      @State private var note = ""

      var body: some View {
        ZStack {
          Color.gray.opacity(0.1)
          if state.showsCard {
            Text("Card")
              .padding(40)
              .witness("card", on: board)
              .dismissible(
                isPresented: $state.showsCard, dismissOn: [.tapOutside, .escape, .focusOutside],
                isModal: true, onDismiss: { state.dismissed.append($0) }
              )
              .sheet(isPresented: $state.showsSheet) {
                VStack(spacing: 40) {
                  TextField("Note", text: $note).textFieldStyle(.roundedBorder)
                  Button("Tap me") {}
                    .witness("sheet-button", on: board)
                  Spacer()
                }
                .padding(.top, 60)
                .padding()
              }
              .modifier(PhotosPickerPresenter(isPresented: $state.showsPicker))
          }
        }
        .dismissesKeyboardOnTapOutside()
      }
    }

    /// `.photosPicker(isPresented:selection:)` where it exists (iOS 16).
    struct PhotosPickerPresenter: ViewModifier {
      @Binding var isPresented: Bool

      func body(content: Content) -> some View {
        #if canImport(PhotosUI)
          if #available(iOS 16.0, macCatalyst 16.0, *) {
            content.modifier(PhotosPickerModifier(isPresented: $isPresented))
          } else {
            content
          }
        #else
          content
        #endif
      }
    }

    #if canImport(PhotosUI)
      @available(iOS 16.0, macCatalyst 16.0, *)
      struct PhotosPickerModifier: ViewModifier {
        @Binding var isPresented: Bool
        @State private var selection: [PhotosPickerItem] = []

        func body(content: Content) -> some View {
          content.photosPicker(isPresented: $isPresented, selection: $selection)
        }
      }
    #endif

    /// The card open, and its child presented from inside it.
    private static func presented(_ child: Child, _ expect: any DeviceExpect) async throws -> (
      DeviceStage, CardState, WitnessBoard, UIViewController
    ) {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      let state = CardState()
      let board = WitnessBoard()
      let host = await stage.host(CardScene(state: state, board: board))
      _ = await stage.wait { board.windowFrame("card") != nil }
      switch child {
      case .sheet: state.showsSheet = true
      case .photosPicker: state.showsPicker = true
      }
      let up = await stage.wait(timeout: 5) { host.presentedViewController != nil }
      let presented = try expect.unwrap(
        up ? host.presentedViewController : nil, "the card presented its \(child)")
      await stage.settle(0.8)  // the presentation animation
      expect.note(
        "\(child) presented as \(type(of: presented)), view \(presented.view.windowFrame)")
      return (stage, state, board, presented)
    }

    /// Checks that the card and its child are still up.
    private static func expectCardAndChildUp(
      _ expect: any DeviceExpect, _ stage: DeviceStage, _ state: CardState,
      _ presented: UIViewController, _ what: String
    ) async {
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.4)
      expect.that(
        state.showsCard,
        "\(what) leaves the modal card open (S32); onDismiss got \(state.dismissed)")
      expect.that(
        presented.viewIfLoaded?.window != nil && !presented.isBeingDismissed,
        "and the child it presented stays up")
    }

    static func tapInSheetKeepsTheCard(_ expect: any DeviceExpect) async throws {
      let (stage, state, board, presented) = try await presented(.sheet, expect)
      defer { stage.tearDown() }
      let button = try expect.unwrap(board.view("sheet-button"), "the sheet's button")
      try expect.unwrap(DeviceTouch.tap(button), "the window has DismissKit's coordinator")
      await expectCardAndChildUp(expect, stage, state, presented, "a tap in the card's sheet")
    }

    static func focusInSheetKeepsTheCard(_ expect: any DeviceExpect) async throws {
      let (stage, state, _, presented) = try await presented(.sheet, expect)
      defer { stage.tearDown() }
      let field = try expect.unwrap(
        presented.view.firstDescendant(UITextField.self), "the sheet's text field")
      _ = field.becomeFirstResponder()
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "the sheet's field has focus")
      await expectCardAndChildUp(
        expect, stage, state, presented,
        "focus in the card's sheet (the card closes on focus outside)")
    }

    static func tapInPhotosPickerKeepsTheCard(_ expect: any DeviceExpect) async throws {
      guard #available(iOS 16.0, macCatalyst 16.0, *) else {
        try expect.skip("PhotosPicker needs iOS 16")
      }
      let (stage, state, _, presented) = try await presented(.photosPicker, expect)
      defer { stage.tearDown() }
      // The picker's middle: inside the picker, on no control of the app's.
      let frame = presented.view.windowFrame
      let point = CGPoint(x: frame.midX, y: frame.midY)
      let window = presented.view.window ?? stage.window
      let hit = try expect.unwrap(
        DeviceTouch.tap(at: point, in: window), "the window has DismissKit's coordinator")
      expect.note("a tap in the photo picker hits \(type(of: hit))")
      await expectCardAndChildUp(
        expect, stage, state, presented, "a tap in the card's photo picker")
    }
  }
#endif
