#if canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// The real geometry of SwiftUI views, measured by UIKit: a witness is an
  /// invisible `UIView` in a view's background, the size of the view, and
  /// its frame in window coordinates is the view's real frame on screen.
  /// The checks compare what DismissKit measures with it.
  @MainActor
  final class WitnessBoard {
    private var views: [String: WeakView] = [:]

    private struct WeakView {
      weak var view: UIView?
    }

    nonisolated init() {}

    /// Records `view` under `name`, and under no other name: a `List` may
    /// reuse a row's view for another row.
    func record(_ view: UIView, as name: String) {
      views = views.filter { $0.value.view != nil && $0.value.view !== view }
      views[name] = WeakView(view: view)
    }

    /// The witness view named `name`, while it exists.
    func view(_ name: String) -> UIView? { views[name]?.view }

    /// The frames in window coordinates of the witnesses whose name starts
    /// with `prefix` and that are on screen (in a window, not in a hidden or
    /// transparent view: a list keeps the cells it will reuse hidden), by
    /// name.
    func windowFrames(prefix: String) -> [String: CGRect] {
      var frames: [String: CGRect] = [:]
      for (name, entry) in views where name.hasPrefix(prefix) {
        if let view = entry.view, Self.isShown(view) { frames[name] = view.windowFrame }
      }
      return frames
    }

    private static func isShown(_ view: UIView) -> Bool {
      guard view.window != nil else { return false }
      var current: UIView? = view
      while let shown = current {
        if shown.isHidden || shown.alpha < 0.01 { return false }
        current = shown.superview
      }
      return true
    }

    /// Its frame in window coordinates, while it is in a window.
    func windowFrame(_ name: String) -> CGRect? {
      guard let view = view(name), view.window != nil else { return nil }
      return view.windowFrame
    }
  }

  struct FrameWitness: UIViewRepresentable {
    let name: String
    let board: WitnessBoard

    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.backgroundColor = .clear
      board.record(view, as: name)
      return view
    }

    func updateUIView(_ view: UIView, context: Context) { board.record(view, as: name) }
  }

  extension View {
    /// Puts a witness named `name` behind this view.
    func witness(_ name: String, on board: WitnessBoard) -> some View {
      background(FrameWitness(name: name, board: board).allowsHitTesting(false))
    }
  }

  /// What SwiftUI reports, recorded from inside a view (its `.global`
  /// frame, its environment, its focus) so a check can compare it with
  /// UIKit's side.
  @MainActor
  final class SwiftUIReport: ObservableObject {
    var globalFrames: [String: CGRect] = [:]
    var values: [String: Bool] = [:]
    var scopes: [String: ObjectIdentifier] = [:]

    nonisolated init() {}
  }

  struct GlobalFrameReporter: View {
    let name: String
    let report: SwiftUIReport

    var body: some View {
      GeometryReader { proxy in
        // Kept current: a presentation's content appears while it is
        // still sliding in.
        Color.clear
          .onAppear { report.globalFrames[name] = proxy.frame(in: .global) }
          .onChange(of: proxy.frame(in: .global)) { report.globalFrames[name] = $0 }
      }
    }
  }
#endif
