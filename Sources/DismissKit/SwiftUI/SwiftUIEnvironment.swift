#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import DismissCore
  import SwiftUI
  import UIKit

  /// The scope of the nearest `dismissesKeyboardOnTapOutside(policy:)` root.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDismissalScopeKey: EnvironmentKey {
    static let defaultValue: SwiftUIDismissalScope? = nil
  }

  /// The token of the nearest marked view around a view: its parent region.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIDismissalParentKey: EnvironmentKey {
    static let defaultValue: DismissalToken? = nil
  }

  @available(iOS 15.0, macCatalyst 15.0, *)
  extension EnvironmentValues {
    /// The scope of the nearest root, or `nil` outside every root.
    var dismissalScope: SwiftUIDismissalScope? {
      get { self[SwiftUIDismissalScopeKey.self] }
      set { self[SwiftUIDismissalScopeKey.self] = newValue }
    }

    /// The nearest marked view around this one.
    var dismissalParent: DismissalToken? {
      get { self[SwiftUIDismissalParentKey.self] }
      set { self[SwiftUIDismissalParentKey.self] = newValue }
    }
  }

  /// Conversions between UIKit geometry and the engine's.
  @available(iOS 15.0, macCatalyst 15.0, *)
  enum SwiftUIGeometry {
    static func rect(_ rect: CGRect) -> Rect {
      Rect(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }

    static func point(_ point: CGPoint) -> Point {
      Point(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
