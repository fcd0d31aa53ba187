import Foundation

/// Only the colour the adapter sets: no drawing is emulated.
/// https://developer.apple.com/documentation/uikit/uicolor
@MainActor
open class UIColor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  public static let clear = UIColor()
}
