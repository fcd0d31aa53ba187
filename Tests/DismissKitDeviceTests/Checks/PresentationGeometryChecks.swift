#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// Where SwiftUI presentations put their views, against what the SwiftUI
  /// adapter assumes: sheets inherit the presenter's environment (Ole
  /// Begemann, "SwiftUI sheets inherit their presenter's environment",
  /// oleb.net/2020/sheet-environment, since the iOS 14 SDK), `.global` is a
  /// hosting view's space and not the window's, and split view columns and
  /// tabs are hosting controllers of their own (swiftui-introspect's
  /// `NavigationSplitView.swift`, `TabView.swift`). Then the anchor checks:
  /// what the SwiftUI adapter measures for a marked view's anchor against
  /// the view's real frame, and the presentation the anchor finds itself in
  /// (a sheet or popover: the presented view controller's view; a split
  /// view column, a tab, a list: the window's root view controller's).
  @MainActor
  enum PresentationGeometryChecks {
    /// Records the dismissal scope a view sees in its environment.
    struct ScopeReader: View {
      let name: String
      let report: SwiftUIReport
      @Environment(\.dismissalScope) private var scope

      var body: some View {
        Color.clear.frame(width: 1, height: 1)
          .onAppear {
            report.values[name] = scope != nil
            if let scope { report.scopes[name] = ObjectIdentifier(scope) }
          }
      }
    }

    struct SheetScene: View {
      let report: SwiftUIReport
      let board: WitnessBoard

      var body: some View {
        VStack {
          ScopeReader(name: "presenter", report: report)
          Text("Presenter")
        }
        .sheet(isPresented: .constant(true)) {
          VStack(spacing: 24) {
            ScopeReader(name: "sheet", report: report)
            Button("Keep") {}
              .keyboardBehavior(.keep)
              .witness("sheet-keep", on: board)
              .background(GlobalFrameReporter(name: "sheet-keep", report: report))
            Spacer()
          }
          .padding(.top, 40)
        }
        .dismissesKeyboardOnTapOutside()
      }
    }

    static func sheetInheritsPresenterEnvironment(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let report = SwiftUIReport()
      await stage.host(SheetScene(report: report, board: WitnessBoard()))
      let appeared = await stage.wait { report.values["sheet"] != nil }
      expect.that(appeared, "the sheet's content appeared")
      expect.that(report.values["presenter"] == true, "the presenter sees the root's scope")
      expect.that(
        report.values["sheet"] == true,
        "a sheet without a root of its own sees the presenter's root in its environment")
      expect.that(
        report.scopes["sheet"] == report.scopes["presenter"],
        "it is the very same root: the sheet's marked views register with the presenter's root")
    }

    static func sheetGlobalSpaceIsNotTheWindow(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      defer { stage.tearDown() }
      let report = SwiftUIReport()
      let board = WitnessBoard()
      await stage.host(SheetScene(report: report, board: board))
      _ = await stage.wait(timeout: 5) {
        board.windowFrame("sheet-keep") != nil && report.globalFrames["sheet-keep"] != nil
      }
      await stage.settle(0.6)  // the sheet's presentation animation
      let real = try expect.unwrap(board.windowFrame("sheet-keep"), "the marked button's frame")
      let global = try expect.unwrap(report.globalFrames["sheet-keep"], "its .global frame")
      expect.note("sheet button: window \(real), .global \(global)")
      expect.that(
        abs(real.minY - global.minY) > 1,
        "in a sheet, .global differs from window coordinates (the presentation's hosting view)")
      try AnchorAPI.check(
        expect, window: stage.window, real: real,
        presentation: stage.window.rootViewController?.presentedViewController?.view,
        "a marked view in a sheet without a root of its own")
    }

    static func popoverAnchor(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      try stage.requireFocus()
      try stage.requireRegularWidth("a popover (not adapted into a sheet)")
      defer { stage.tearDown() }
      let board = WitnessBoard()
      await stage.host(
        VStack {
          Text("Anchor")
            .popover(isPresented: .constant(true)) {
              Button("Keep") {}
                .keyboardBehavior(.keep)
                .witness("popover-keep", on: board)
                .padding(40)
            }
          Spacer()
        }
        .dismissesKeyboardOnTapOutside())
      _ = await stage.wait(timeout: 5) { board.windowFrame("popover-keep") != nil }
      await stage.settle(0.6)
      let real = try expect.unwrap(board.windowFrame("popover-keep"), "the popover's button")
      expect.note(
        "popover button in window \(real); size class "
          + "\(stage.window.traitCollection.horizontalSizeClass == .regular ? "regular" : "compact")"
      )
      try AnchorAPI.check(
        expect, window: stage.window, real: real,
        presentation: stage.window.rootViewController?.presentedViewController?.view,
        "a marked view in a popover")
    }

    /// A `NavigationSplitView` on an iPad-sized window: a field and a Send
    /// button marked keep in the detail column, offset by the sidebar.
    struct SplitScene: View {
      let board: WitnessBoard
      let report: SwiftUIReport
      @State private var text = ""

      var body: some View {
        if #available(iOS 16.0, macCatalyst 16.0, *) {
          NavigationSplitView(columnVisibility: .constant(.all)) {
            List(["One", "Two"], id: \.self) { Text($0) }
              .witness("sidebar", on: board)
          } detail: {
            VStack(spacing: 40) {
              TextField("Reply", text: $text).textFieldStyle(.roundedBorder)
              Button("Send") {}
                .keyboardBehavior(.keep)
                .witness("detail-send", on: board)
                .background(GlobalFrameReporter(name: "detail-send", report: report))
              Spacer()
            }
            .padding()
          }
          .navigationSplitViewStyle(.balanced)
          .dismissesKeyboardOnTapOutside()
        }
      }
    }

    static func splitViewDetailSendKeepsKeyboard(_ expect: any DeviceExpect) async throws {
      guard #available(iOS 16.0, macCatalyst 16.0, *) else {
        try expect.skip("NavigationSplitView needs iOS 16")
      }
      let stage = DeviceStage.make()
      try stage.requireFocus()
      try stage.requireRegularWidth("a split view with its detail column beside the sidebar")
      defer { stage.tearDown() }
      let board = WitnessBoard()
      let report = SwiftUIReport()
      await stage.host(SplitScene(board: board, report: report))
      _ = await stage.wait(timeout: 5) { board.windowFrame("detail-send") != nil }
      await stage.settle(0.3)
      let send = try expect.unwrap(board.view("detail-send"), "the detail's Send button")
      let real = send.windowFrame
      expect.note(
        "detail Send: window \(real), .global \(report.globalFrames["detail-send"].map { "\($0)" } ?? "none"); "
          + "sidebar: \(board.windowFrame("sidebar").map { "\($0)" } ?? "collapsed")")
      let field = try expect.unwrap(
        stage.window.firstDescendant(UITextField.self), "the detail's text field")
      _ = field.becomeFirstResponder()
      let focused = await stage.wait { field.isFirstResponder }
      expect.that(focused, "the detail's field has focus")
      try expect.unwrap(DeviceTouch.tap(send), "the window's coordinator")
      await DeviceTouch.nextMainQueueTurn()
      await stage.settle(0.3)
      expect.that(
        field.isFirstResponder,
        "a tap on Send in the detail column keeps the keyboard (its region is where it is)")
      try AnchorAPI.check(
        expect, window: stage.window, real: real,
        presentation: stage.window.rootViewController?.view,
        "a marked view in a split view's detail column")
    }

    static func tabViewAnchor(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      defer { stage.tearDown() }
      let board = WitnessBoard()
      await stage.host(
        TabView {
          VStack {
            Spacer()
            Button("Keep") {}.keyboardBehavior(.keep).witness("tab-keep", on: board)
          }
          .tabItem { Text("First") }
          Text("Second").tabItem { Text("Second") }
        }
        .dismissesKeyboardOnTapOutside())
      _ = await stage.wait { board.windowFrame("tab-keep") != nil }
      let real = try expect.unwrap(board.windowFrame("tab-keep"), "the tab's button")
      try AnchorAPI.check(
        expect, window: stage.window, real: real,
        presentation: stage.window.rootViewController?.view,
        "a marked view in a TabView tab")
    }

    static func scrolledListAnchor(_ expect: any DeviceExpect) async throws {
      let stage = DeviceStage.make()
      defer { stage.tearDown() }
      let board = WitnessBoard()
      await stage.host(
        List(0..<200, id: \.self) { row in
          if row == 0 {
            Text("Marked row").keyboardBehavior(.keep).witness("row-0", on: board)
          } else {
            Text("Row \(row)")
          }
        }
        .dismissesKeyboardOnTapOutside())
      _ = await stage.wait { board.windowFrame("row-0") != nil }
      let before = try expect.unwrap(board.windowFrame("row-0"), "the marked row")
      try AnchorAPI.check(
        expect, window: stage.window, real: before,
        presentation: stage.window.rootViewController?.view, "a marked row in a List")
      let scrollView = try expect.unwrap(
        stage.window.firstDescendant(UIScrollView.self), "the List's scroll view")
      scrollView.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
      stage.window.layoutIfNeeded()
      await stage.settle()
      let listFrame = scrollView.windowFrame
      let after = board.windowFrame("row-0")
      expect.note("marked row after scrolling: \(after.map { "\($0)" } ?? "removed (cell reused)")")
      try AnchorAPI.check(
        expect, window: stage.window, real: nil, hidden: listFrame.intersection(before),
        "a marked row scrolled out of its List")
    }
  }
#endif
