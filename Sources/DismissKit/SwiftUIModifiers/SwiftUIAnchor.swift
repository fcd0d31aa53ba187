#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// A background representable whose view is an ``AnchorView``, which does
  /// the work.
  struct SwiftUIAnchor: UIViewRepresentable {
    let purpose: AnchorView.Purpose

    func makeUIView(context: Context) -> AnchorView { AnchorView(purpose) }

    func updateUIView(_ view: AnchorView, context: Context) { view.update(to: purpose) }

    static func dismantleUIView(_ view: AnchorView, coordinator: ()) { view.dismantle() }

    /// An anchor that SwiftUI never hit-tests, hidden from accessibility.
    static func hidden(_ purpose: AnchorView.Purpose) -> some View {
      SwiftUIAnchor(purpose: purpose).allowsHitTesting(false).accessibilityHidden(true)
    }
  }
#endif
