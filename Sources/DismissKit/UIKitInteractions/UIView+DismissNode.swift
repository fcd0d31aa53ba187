#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Views are the nodes the adapter logic walks: from the view a touch hit
  /// up through its superviews to the window.
  extension UIView: DismissNode {
    var dismissNodeParent: (any DismissNode)? { superview }
    var dismissNodeIndex: Int { superview?.subviews.firstIndex { $0 === self } ?? 0 }
  }
#endif
