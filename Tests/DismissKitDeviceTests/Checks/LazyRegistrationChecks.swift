#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// First-hour check 7 (ledger S29): a `List` of 200 rows marked keep,
  /// scrolled fast to the end and back. `List` reuses its rows' views; an
  /// old representable's update or dismantle must not drop the
  /// registration a new one made for the same row. Afterwards every visible
  /// row has its anchor at its real frame, no anchor is measured where no
  /// row is, and a tap on any visible row keeps editing.
  @MainActor
  enum LazyRegistrationChecks {
    struct LongList: View {
      let board: WitnessBoard
      @State private var text = ""

      var body: some View {
        VStack(spacing: 0) {
          TextField("Field", text: $text).textFieldStyle(.roundedBorder).padding()
          List(0..<200, id: \.self) { row in
            Text("Keep row \(row)")
              .frame(maxWidth: .infinity, alignment: .leading)
              .contentShape(Rectangle())
              .keyboardBehavior(.keep)
              .witness("row-\(row)", on: board)
          }
        }
        .dismissesKeyboardOnTapOutside()
      }
    }

    static func keepRowsStayRegisteredAfterFastScrolling(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let board = WitnessBoard()
      await stage.host(LongList(board: board))
      _ = await stage.wait(timeout: 5) { board.windowFrames(prefix: "row-").count > 3 }
      let scrollView = try expect.unwrap(
        stage.window.firstDescendant(UIScrollView.self) { $0.contentSize.height > 1000 },
        "the List's scroll view")
      // Fast: a screen's height per step with one short turn between, to
      // the end and back to the top.
      let step = scrollView.bounds.height
      let end = max(0, scrollView.contentSize.height - step)
      var offsets = Array(stride(from: 0, through: end, by: step))
      offsets += offsets.reversed()
      for y in offsets {
        scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        stage.window.layoutIfNeeded()
        await stage.settle(0.02)
      }
      scrollView.setContentOffset(
        CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
      stage.window.layoutIfNeeded()
      await stage.settle(0.4)

      let list = scrollView.windowFrame
      let onScreen = board.windowFrames(prefix: "row-")
      let visible = onScreen.filter { list.contains($0.value) }
      expect.that(visible.count > 3, "rows are visible after scrolling back: \(visible.count)")
      let point = CGPoint(x: list.midX, y: list.midY)
      let measured = try expect.unwrap(
        AnchorAPI.measured(in: stage.window, touchAt: point),
        "the window has DismissKit's coordinator")
      let inList = measured.filter { list.intersects($0.frame) }
      expect.note(
        "after fast scrolling: \(visible.count) visible rows, \(inList.count) anchors measured "
          + "in the list, \(measured.count) in all")
      for (name, frame) in visible.sorted(by: { $0.value.minY < $1.value.minY }) {
        expect.that(
          inList.contains { close($0.frame, frame) },
          "\(name), visible at \(frame), has its anchor (S29)")
      }
      // Anchors are cut by the list's bounds, as the rows at its edges are.
      for anchor in inList {
        expect.that(
          onScreen.values.contains { close($0.intersection(list), anchor.frame) },
          "no anchor without a row on screen: \(anchor) (S29)")
      }

      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the field above the list")
      _ = field.becomeFirstResponder()
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "the field has focus")
      for (name, frame) in visible.sorted(by: { $0.value.minY < $1.value.minY }) {
        try expect.unwrap(
          DeviceTouch.tap(at: CGPoint(x: frame.midX, y: frame.midY), in: stage.window),
          "the window's coordinator")
        await DeviceTouch.nextMainQueueTurn()
        await stage.settle(0.1)
        expect.that(field.isFirstResponder, "a tap on \(name) (keep) keeps editing (S29)")
        if !field.isFirstResponder { break }
      }
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5
        && abs(a.height - b.height) <= 0.5
    }
  }
#endif
