#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import DismissCore
  import SwiftUI

  extension View {
    /// Tints this view by what a tap at each point would do now: blue where a
    /// text input keeps the keyboard, green where a marked view or control keeps
    /// it, red where it would be dismissed, orange outline where an open layer
    /// would be dismissed. For debugging: apply it inside the root, in debug
    /// builds only.
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
      overlay(SwiftUIDebugOverlay(isVisible: isVisible))
    }
  }

  /// An anchor behind the overlay gives its window frame at each refresh.
  struct SwiftUIDebugOverlay: View {
    let isVisible: Bool
    @Environment(\.dismissalScope) private var scope
    @State private var anchor = AnchorFrame()
    private let spacing = 16.0

    @ViewBuilder var body: some View {
      if isVisible, let scope {
        TimelineView(.periodic(from: .now, by: 0.25)) { _ in
          let frame = anchor.view?.boundsInWindow ?? .zero
          let samples = scope.debugSamples(in: frame, spacing: spacing)
          let size = samples.count > 1 ? max(1, spacing - 2) : spacing
          Canvas { context, _ in
            for sample in samples {
              let cell = CGRect(
                x: sample.point.x - frame.x - size / 2, y: sample.point.y - frame.y - size / 2,
                width: size, height: size)
              // Blue for a text input, green for keep, red for dismiss.
              let color = [Color.blue, .green, .red][sample.keyboard.rawValue]
              context.fill(Path(cell), with: .color(color.opacity(0.22)))
              if sample.dismissesLayer {
                context.stroke(
                  Path(cell.insetBy(dx: 1, dy: 1)), with: .color(.orange), lineWidth: 1.5)
              }
            }
          }
        }
        .background(SwiftUIAnchor(purpose: .frame(anchor)))
        .allowsHitTesting(false)
        .accessibilityHidden(true)
      } else if isVisible {
        SwiftUIAnchor.hidden(
          .misuse(
            "dismissalDebugOverlay() is used outside every "
              + "dismissesKeyboardOnTapOutside(policy:) root; apply it inside the root."))
      }
    }
  }
#endif
