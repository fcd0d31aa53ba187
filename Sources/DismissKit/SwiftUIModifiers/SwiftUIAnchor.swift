#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI

  /// A background representable whose view is an ``AnchorView``: the
  /// shell of an ``AnchorLink``, which does the work.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIAnchor: UIViewRepresentable {
    let purpose: AnchorLink.Purpose

    func makeCoordinator() -> AnchorLink { AnchorLink() }

    func makeUIView(context: Context) -> AnchorView {
      context.coordinator.makeView(for: purpose)
    }

    func updateUIView(_ view: AnchorView, context: Context) {
      context.coordinator.update(view, to: purpose)
    }

    static func dismantleUIView(_ view: AnchorView, coordinator: AnchorLink) {
      coordinator.dismantle(view)
    }

    /// An anchor that SwiftUI never hit-tests, hidden from accessibility.
    static func hidden(_ purpose: AnchorLink.Purpose) -> some View {
      SwiftUIAnchor(purpose: purpose).allowsHitTesting(false).accessibilityHidden(true)
    }
  }
#endif
