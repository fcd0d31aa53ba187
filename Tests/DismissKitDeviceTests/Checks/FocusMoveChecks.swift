#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// First-hour check 5, T18: a SwiftUI `Button("Next") { focus = .b }` with
  /// field A focused. A SwiftUI button is not a `UIControl`, so DismissKit
  /// decides to end editing; SwiftUI applies the `@FocusState` change when it
  /// flushes its transaction, which may come after DismissKit's turn on the
  /// main queue. The keyboard must not drop and rise: no keyboard hide
  /// between the tap and field B's focus.
  ///
  /// The harness feeds the coordinator the tap where a finger would land, then runs
  /// the button's action as UIKit would right after the recognizers (during
  /// the same `sendEvent`): SwiftUI applies it whenever it applies it.
  @MainActor
  enum FocusMoveChecks {
    enum Field: Hashable { case a, b }

    @MainActor
    final class FocusLog {
      var history: [Field?] = []
      var focus: ((Field?) -> Void)?
      nonisolated init() {}
    }

    struct NextForm: View {
      let log: FocusLog
      let board: WitnessBoard
      @FocusState private var focus: Field?
      @State private var a = ""
      @State private var b = ""

      var body: some View {
        VStack(spacing: 40) {
          TextField("Field A", text: $a).focused($focus, equals: .a)
            .textFieldStyle(.roundedBorder)
          TextField("Field B", text: $b).focused($focus, equals: .b)
            .textFieldStyle(.roundedBorder)
          Button("Next") { focus = .b }
            .witness("next", on: board)
          Spacer()
        }
        .padding()
        .onChange(of: focus) { log.history.append($0) }
        .onAppear { log.focus = { focus = $0 } }
        .dismissesKeyboardOnTapOutside()
      }
    }

    /// Counts UIKit's keyboard notifications (posted on the main thread).
    @MainActor
    final class KeyboardCounter: NSObject {
      private(set) var shows = 0
      private(set) var hides = 0

      override init() {
        super.init()
        let center = NotificationCenter.default
        center.addObserver(
          self, selector: #selector(willShow(_:)),
          name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(
          self, selector: #selector(willHide(_:)),
          name: UIResponder.keyboardWillHideNotification, object: nil)
      }

      @objc private func willShow(_ notification: Notification) { shows += 1 }
      @objc private func willHide(_ notification: Notification) { hides += 1 }

      func stop() { NotificationCenter.default.removeObserver(self) }
    }

    static func nextButtonKeepsTheKeyboardUp(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let log = FocusLog()
      let board = WitnessBoard()
      let keyboard = KeyboardCounter()
      defer { keyboard.stop() }
      await stage.host(NextForm(log: log, board: board))
      _ = await stage.wait { board.windowFrame("next") != nil && log.focus != nil }
      let fields = stage.window.deviceDescendants.compactMap { $0 as? UITextField }
        .sorted { $0.windowFrame.minY < $1.windowFrame.minY }
      guard fields.count == 2 else {
        try expect.skip("expected two UITextFields, found \(fields.count)")
      }
      log.focus?(.a)
      let focused = await stage.wait { fields[0].isFirstResponder }
      expect.that(focused, "field A has focus")
      _ = await stage.wait(timeout: 1.5) { keyboard.shows > 0 }
      guard keyboard.shows > 0 else {
        try expect.skip(
          "no software keyboard (no keyboardWillShow): turn off I/O › Keyboard › Connect "
            + "Hardware Keyboard (Scripts/ios-tests.sh does it)")
      }
      await stage.settle(0.6)  // the keyboard is up
      let hidesBefore = keyboard.hides
      log.history = []
      let next = try expect.unwrap(board.view("next"), "the Next button")
      try expect.unwrap(DeviceTouch.tap(next), "the window has DismissKit's coordinator")
      log.focus?(.b)  // the button's action, in the same sendEvent as the tap
      let moved = await stage.wait { fields[1].isFirstResponder }
      await stage.settle(0.6)
      expect.note(
        "focus history after Next: \(log.history); keyboard hides \(keyboard.hides - hidesBefore)")
      expect.that(moved, "Next moves focus to field B")
      expect.that(fields[1].isFirstResponder, "and field B keeps it")
      expect.that(
        keyboard.hides == hidesBefore,
        "the keyboard never hid between the tap on Next and field B's focus (T18): "
          + "\(keyboard.hides - hidesBefore) keyboardWillHide")
    }
  }
#endif
