#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// First-hour check 4 (ledgers S30, S10). Order is what the person sees:
  /// rows marked keep scroll under a bottom toolbar, a tab bar and a
  /// `safeAreaInset` bar (floating glass bars on iOS 26); a tap on a bar's
  /// background is decided by the bar (plain content: editing ends), not by
  /// the keep row drawn beneath it. And what `touch.view` is for a SwiftUI
  /// `TextField` and `Toggle` (the hit test changed in iOS 18 and 26): a tap
  /// on either keeps the focus of another field.
  @MainActor
  enum OcclusionChecks {
    enum Bar: String { case toolbar, tabBar, insetBar }

    struct BarsScene: View {
      let bar: Bar
      let board: WitnessBoard
      @State private var text = ""

      var body: some View {
        content.dismissesKeyboardOnTapOutside()
      }

      @MainActor @ViewBuilder private var content: some View {
        switch bar {
        case .toolbar:
          NavigationView {
            rows.toolbar {
              ToolbarItem(placement: .bottomBar) { Text("Toolbar") }
            }
          }
          .navigationViewStyle(.stack)
        case .tabBar:
          TabView {
            rows.tabItem { Text("Rows") }
            Text("Other").tabItem { Text("Other") }
          }
        case .insetBar:
          rows.safeAreaInset(edge: .bottom) {
            Text("Inset bar")
              .frame(maxWidth: .infinity, minHeight: 60)
              .background(.ultraThinMaterial)
              .witness("inset-bar", on: board)
          }
        }
      }

      @MainActor private var rows: some View {
        List(0..<100, id: \.self) { row in
          Text("Keep row \(row)")
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .keyboardBehavior(.keep)
            .witness("row-\(row)", on: board)
        }
        .safeAreaInset(edge: .top) {
          TextField("Field", text: $text)
            .textFieldStyle(.roundedBorder)
            .padding()
            .background(.bar)
        }
      }
    }

    /// The bar's frame in window coordinates.
    private static func barFrame(_ bar: Bar, in stage: DeviceStage, board: WitnessBoard)
      -> CGRect?
    {
      switch bar {
      case .toolbar: stage.window.firstDescendant(UIToolbar.self) { !$0.isHidden }?.windowFrame
      case .tabBar: stage.window.firstDescendant(UITabBar.self) { !$0.isHidden }?.windowFrame
      case .insetBar: board.windowFrame("inset-bar")
      }
    }

    /// A point on the bar that UIKit hit-tests to no control and no text
    /// input, over a keep row's frame.
    private static func backgroundPoint(
      on bar: CGRect, in window: UIWindow, rows: [CGRect]
    ) -> CGPoint? {
      let ys = [bar.midY, bar.minY + 3, bar.maxY - 3]
      for y in ys {
        for x in stride(from: bar.minX + 4, through: bar.maxX - 4, by: 6) {
          let point = CGPoint(x: x, y: y)
          guard rows.contains(where: { $0.contains(point) }),
            let hit = DeviceTouch.hitView(at: point, in: window)
          else { continue }
          var view: UIView? = hit
          var isControl = false
          while let current = view, current !== window {
            if current is UIControl || DismissViewClassifier.isTextInput(current) {
              isControl = true
              break
            }
            view = current.superview
          }
          if !isControl { return point }
        }
      }
      return nil
    }

    static func tapOnBarIsDecidedByTheBar(_ bar: Bar, _ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let board = WitnessBoard()
      await stage.host(BarsScene(bar: bar, board: board))
      _ = await stage.wait(timeout: 5) { board.windowFrames(prefix: "row-").count > 3 }
      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the field above the rows")
      _ = field.becomeFirstResponder()
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "the field has focus")
      await stage.settle(0.5)  // the keyboard's layout
      let scrollView = try expect.unwrap(
        stage.window.firstDescendant(UIScrollView.self) { $0.contentSize.height > 1000 },
        "the List's scroll view")
      // Rows scrolled under the bars.
      scrollView.setContentOffset(
        CGPoint(x: 0, y: scrollView.contentOffset.y + 250), animated: false)
      stage.window.layoutIfNeeded()
      await stage.settle(0.3)
      let barFrame = try expect.unwrap(
        barFrame(bar, in: stage, board: board), "the \(bar.rawValue) is on screen")
      let rows = Array(board.windowFrames(prefix: "row-").values)
      guard let point = backgroundPoint(on: barFrame, in: stage.window, rows: rows) else {
        expect.note("\(bar.rawValue) \(barFrame); rows \(rows.sorted { $0.minY < $1.minY })")
        try expect.skip(
          "no point of the \(bar.rawValue)'s background lies over a keep row here: "
            + "look at the screen (Docs/FirstHourChecks.md, step 4)")
      }
      // A row nothing covers (UIKit hit-tests its middle into the list):
      // keep works at all.
      let uncovered = rows.first { row in
        let middle = CGPoint(x: row.midX, y: row.midY)
        return !row.intersects(barFrame)
          && DeviceTouch.hitView(at: middle, in: stage.window)?.isDescendant(of: scrollView) == true
      }
      if let row = uncovered {
        try expect.unwrap(
          DeviceTouch.tap(at: CGPoint(x: row.midX, y: row.midY), in: stage.window),
          "the window has DismissKit's coordinator")
        await DeviceTouch.nextMainQueueTurn()
        await stage.settle(0.3)
        expect.that(field.isFirstResponder, "a tap on a keep row keeps editing")
      } else {
        expect.note("no keep row is uncovered: the tap on a row is not checked")
      }
      let hit = try expect.unwrap(
        DeviceTouch.tap(at: point, in: stage.window), "the window has DismissKit's coordinator")
      expect.note(
        "\(bar.rawValue) \(barFrame): a tap at \(point) hits \(type(of: hit)), over a keep row")
      await DeviceTouch.nextMainQueueTurn()
      let resigned = await stage.wait(timeout: 1) { !field.isFirstResponder }
      expect.that(
        resigned,
        "a tap on the \(bar.rawValue)'s background is decided by the bar (plain content: editing "
          + "ends), not by the keep row drawn beneath it (S30)")
    }

    struct FieldAndToggleScene: View {
      let board: WitnessBoard
      @State private var a = ""
      @State private var b = ""
      @State private var isOn = false

      var body: some View {
        VStack(spacing: 40) {
          TextField("Field A", text: $a).textFieldStyle(.roundedBorder)
          TextField("Field B", text: $b).textFieldStyle(.roundedBorder)
            .witness("field-b", on: board)
          Toggle("Toggle", isOn: $isOn)
            .witness("toggle", on: board)
          Spacer()
        }
        .padding()
        .dismissesKeyboardOnTapOutside()
      }
    }

    /// The view and its two superviews, by type, for the run's log.
    private static func chain(_ view: UIView?) -> String {
      var names: [String] = []
      var current = view
      while let view = current, names.count < 3 {
        names.append(String(describing: type(of: view)))
        current = view.superview
      }
      return names.isEmpty ? "nothing" : names.joined(separator: " < ")
    }

    static func tapsOnFieldAndToggleKeepFocus(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let board = WitnessBoard()
      await stage.host(FieldAndToggleScene(board: board))
      _ = await stage.wait { board.windowFrame("toggle") != nil }
      let fields = stage.window.deviceDescendants.compactMap { $0 as? UITextField }
        .sorted { $0.windowFrame.minY < $1.windowFrame.minY }
      let fieldA = try expect.unwrap(fields.first, "field A is a UITextField")
      _ = fieldA.becomeFirstResponder()
      let focused = await stage.wait { fieldA.isFirstResponder }
      expect.that(focused, "field A has focus")
      for name in ["field-b", "toggle"] {
        let frame = try expect.unwrap(board.windowFrame(name), "the \(name)'s frame")
        let point = CGPoint(x: frame.midX, y: frame.midY)
        let hit = DeviceTouch.hitView(at: point, in: stage.window)
        expect.note(
          "touch.view on a SwiftUI \(name == "toggle" ? "Toggle" : "TextField"): \(chain(hit))")
        try expect.unwrap(DeviceTouch.tap(at: point, in: stage.window), "the window's coordinator")
        await DeviceTouch.nextMainQueueTurn()
        await stage.settle(0.3)
        expect.that(
          fieldA.isFirstResponder,
          "a tap on the \(name) keeps field A's focus (a text input or a control was touched, "
            + "whatever the hit view is: \(chain(hit))) (S10)")
      }
    }
  }
#endif
