#if canImport(UIKit) && !os(watchOS)
  import DismissCore
  import UIKit

  /// An invisible, non-interactive `UIView` behind a marked view or a root:
  /// its anchor. UIKit measures it only when an event needs it; nothing
  /// observes it while it moves, so scrolling costs DismissKit nothing.
  ///
  /// The view is the `UIView` of a background `UIViewRepresentable`, which
  /// SwiftUI sizes and places as the view it is the background of, and adds
  /// to the UIKit hierarchy of the hosting view (inside a scroll view's
  /// content when the marked view scrolls). It never takes a touch
  /// (`isUserInteractionEnabled` off; `hitTest` answers `nil`) and is hidden
  /// from accessibility.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class AnchorView: UIView, DismissalAnchor {
    /// Called when the view moves to a window or out of one (the root's
    /// probe finds its window this way, without `UIApplication.shared`).
    var onWindowChange: ((AnchorView, UIWindow?) -> Void)?

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
      onWindowChange?(self, window)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    // MARK: - DismissalAnchor

    var anchorWindow: AnyObject? { window }

    var anchorFrameInWindow: Rect { boundsInWindow }

    /// Hidden or fully transparent itself or through a superview: UIKit's
    /// hit testing ignores such views (Apple, `UIView.hitTest(_:with:)`:
    /// "hidden, ... or have an alpha level less than 0.01").
    var anchorIsHidden: Bool {
      var view: UIView? = self
      while let current = view {
        if current.isHidden || current.alpha < 0.01 { return true }
        view = current.superview
      }
      return false
    }

    /// The superviews that clip: `clipsToBounds`, and every `UIScrollView`
    /// (SwiftUI's `ScrollView` is one, its `List` a `UITableView` to iOS 15
    /// and a `UICollectionView` from iOS 16, as swiftui-introspect's
    /// `ScrollView.swift` and `List.swift` introspect them).
    func appendClippingFrames(to frames: inout [Rect]) {
      var view = superview
      while let current = view, !(current is UIWindow) {
        if current.clipsToBounds || current is UIScrollView {
          frames.append(current.boundsInWindow)
        }
        view = current.superview
      }
    }

    var anchorPresentation: (any DismissNode)? { PresentationFinder.presentation(of: self) }
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension UIView {
    /// The view's bounds in its window's base coordinates: `convert(_:to:
    /// nil)` "converts to window base coordinates" (Apple,
    /// `UIView.convert(_:to:)`), the space of `touch.location(in: nil)`
    /// ("pass nil to get the touch location in the window's coordinates",
    /// `UITouch.location(in:)`).
    var boundsInWindow: Rect {
      let rect = convert(bounds, to: nil)
      return Rect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }
#endif
