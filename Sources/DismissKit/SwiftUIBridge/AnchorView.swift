#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// The invisible, non-interactive `UIView` of a background representable
  /// behind a marked view or root (S2, S3). Measured only when an event needs
  /// it, so scrolling costs nothing; never takes a touch, hidden from
  /// accessibility; clear and not opaque, so it draws nothing (whether
  /// `drawingGroup()` shows a placeholder in its place is a device check, S31).
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class AnchorView: UIView, DismissalAnchor {
    /// Finds the window without `UIApplication.shared` (S14).
    var onWindowChange: ((AnchorView, UIWindow?) -> Void)?
    /// Found at the first touch after it moves, not at every touch (S30); an
    /// ancestor moving within the window goes unseen, as hosting views stay.
    private weak var host: UIView?
    private var hostIsFound = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = .clear
      isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      hostIsFound = false
      onWindowChange?(self, window)
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      hostIsFound = false
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    // MARK: - DismissalAnchor

    var anchorWindow: AnyObject? { window }

    var anchorFrameInWindow: Rect { boundsInWindow }

    /// Hidden or transparent through any superview: not hit-tested (S6).
    var anchorIsHidden: Bool {
      let visibility = visibility
      return visibility.isHidden || visibility.isTransparent
    }

    func appendClippingFrames(to frames: inout [Rect]) { appendClippingAncestors(to: &frames) }

    var anchorPresentation: (any DismissNode)? { PresentationFinder.presentation(of: self) }

    /// The nearest view controller's view above it: a hosting controller's
    /// view, where SwiftUI draws the marked view and its platform views.
    /// UIKit bars, toolbars and tab bars are outside it (S30).
    var anchorHost: (any DismissNode)? {
      if !hostIsFound {
        host = PresentationFinder.controllerView(above: self)
        hostIsFound = true
      }
      return host
    }

    var anchorNode: (any DismissNode)? { self }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension UIView {
    /// Hidden, or nearly transparent, itself or through any superview, as
    /// hit testing sees it (T8, S6).
    var visibility: (isHidden: Bool, isTransparent: Bool) {
      var result = (isHidden: false, isTransparent: false)
      var current: UIView? = self
      while let view = current {
        if view.isHidden { result.isHidden = true }
        if view.alpha < 0.01 { result.isTransparent = true }
        current = view.superview
      }
      return result
    }

    /// The window frames of the superviews that clip: `clipsToBounds` and
    /// every `UIScrollView` (SwiftUI's `ScrollView` and `List` are ones; S4).
    func appendClippingAncestors(to frames: inout [Rect]) {
      var view = superview
      while let current = view, !(current is UIWindow) {
        if current.clipsToBounds || current is UIScrollView {
          frames.append(current.boundsInWindow)
        }
        view = current.superview
      }
    }

    /// The view's bounds in window coordinates, the space of
    /// `touch.location(in: nil)` (S1).
    var boundsInWindow: Rect { Rect(convert(bounds, to: nil)) }
  }

  extension Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }
#endif
