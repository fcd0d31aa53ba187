#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import DismissCore
  import SwiftUI
  import UIKit

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension View {
    /// Tints this view by what a tap at each point would do, as DismissKit's
    /// engine sees it right now: blue where a text input keeps the keyboard
    /// (focus moves there), green where a marked view or a control keeps it,
    /// red where the keyboard would be dismissed, with an orange outline
    /// where the tap would dismiss an open layer.
    ///
    /// For debugging: apply it inside the root, and only in debug builds.
    ///
    /// ```swift
    /// ContentView()
    ///   #if DEBUG
    ///   .dismissalDebugOverlay()
    ///   #endif
    ///   .dismissesKeyboardOnTapOutside()
    /// ```
    ///
    /// The overlay takes no touches; it refreshes four times a second.
    ///
    /// - Parameter isVisible: whether to draw it.
    public func dismissalDebugOverlay(_ isVisible: Bool = true) -> some View {
      modifier(SwiftUIDebugOverlayModifier(isVisible: isVisible))
    }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDebugOverlayModifier: ViewModifier {
    let isVisible: Bool
    @Environment(\.dismissalScope) private var scope

    func body(content: Content) -> some View {
      content.overlay(overlay)
    }

    @ViewBuilder private var overlay: some View {
      if isVisible, let scope {
        SwiftUIDebugOverlay(scope: scope)
      } else if isVisible {
        SwiftUIMisuseReporter(
          message: "dismissalDebugOverlay() is used outside every "
            + "dismissesKeyboardOnTapOutside(policy:) root; apply it inside the root.")
      }
    }
  }

  /// The overlay: an anchor behind it gives its frame in window coordinates
  /// at each refresh, the coordinate space of the engine's samples.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDebugOverlay: View {
    let scope: SwiftUIDismissalScope
    @State private var anchor = SwiftUIDebugAnchor.Box()
    private let spacing = 16.0

    var body: some View {
      TimelineView(.periodic(from: .now, by: 0.25)) { _ in
        let frame = anchor.view.map { $0.anchorFrameInWindow }
        let samples = frame.map { scope.debugSamples(in: $0, spacing: spacing) } ?? []
        Canvas { context, _ in
          if let frame { Self.draw(samples, in: frame, spacing: spacing, into: &context) }
        }
      }
      .background(SwiftUIDebugAnchor(box: anchor))
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }

    private static func draw(
      _ samples: [DismissalDebugSample], in frame: Rect, spacing: Double,
      into context: inout GraphicsContext
    ) {
      let size = samples.count > 1 ? max(1, spacing - 2) : spacing
      for sample in samples {
        let x = sample.point.x - frame.x
        let y = sample.point.y - frame.y
        let cell = CGRect(x: x - size / 2, y: y - size / 2, width: size, height: size)
        let color: Color
        switch sample.keyboard {
        case .textInput: color = .blue
        case .keep: color = .green
        case .dismiss: color = .red
        }
        context.fill(Path(cell), with: .color(color.opacity(0.22)))
        if sample.dismissesLayer {
          context.stroke(Path(cell.insetBy(dx: 1, dy: 1)), with: .color(.orange), lineWidth: 1.5)
        }
      }
    }
  }

  /// The debug overlay's anchor: a view whose window frame the overlay
  /// reads when it refreshes.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDebugAnchor: UIViewRepresentable {
    /// Holds the anchor view weakly, across the overlay's updates.
    final class Box {
      weak var view: SwiftUIAnchorView?
    }

    let box: Box

    func makeUIView(context: Context) -> SwiftUIAnchorView {
      let view = SwiftUIAnchorView(frame: .zero)
      box.view = view
      return view
    }

    func updateUIView(_ view: SwiftUIAnchorView, context: Context) { box.view = view }
  }
#endif
