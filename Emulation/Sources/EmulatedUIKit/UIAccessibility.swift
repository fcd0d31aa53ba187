import Foundation

/// VoiceOver's focus and the notifications an app posts, as Apple's
/// documentation describes them:
/// - `focusedElement(using:)` "Returns the accessibility element that's
///   currently in focus by the specified assistive app"
///   (https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:));
/// - `post(notification:argument:)` with `layoutChanged` or `screenChanged`
///   and an element: VoiceOver moves to that element
///   (https://developer.apple.com/documentation/accessibility/accessibilitynotification/layoutchanged).
/// The emulation records each post and moves its VoiceOver focus.
public enum UIAccessibility {
  public struct AssistiveTechnologyIdentifier: Hashable, Sendable {
    public let rawValue: String
    public static let notificationVoiceOver = Self(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }

  public struct Notification: Hashable, Sendable {
    public let rawValue: UInt32
    public static let screenChanged = Self(rawValue: 1000)
    public static let layoutChanged = Self(rawValue: 1001)
    public static let announcement = Self(rawValue: 1008)
  }

  @MainActor
  public static func focusedElement(using identifier: AssistiveTechnologyIdentifier?) -> Any? {
    UIKitEmulation.voiceOverFocus
  }

  /// "Converts the specified rectangle from view coordinates to screen
  /// coordinates" (https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)):
  /// the emulation's windows fill the screen.
  @MainActor
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    view.convert(rect, to: nil)
  }

  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    UIKitEmulation.accessibilityPosts.append((notification, argument as AnyObject?))
    if notification != .announcement, let element = argument as AnyObject? {
      UIKitEmulation.voiceOverFocus = element
    }
  }
}

/// "The frame of the accessibility element, in screen coordinates"
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityframe),
/// declared by UIKit on `NSObject`; the test sets it.
extension NSObject {
  @MainActor public var accessibilityFrame: CGRect {
    get { UIKitEmulation.accessibilityFrames[ObjectIdentifier(self)] ?? .zero }
    set { UIKitEmulation.accessibilityFrames[ObjectIdentifier(self)] = newValue }
  }
}

extension UIKitEmulation {
  static var accessibilityFrames: [ObjectIdentifier: CGRect] = [:]

  /// The element VoiceOver is on (the test sets it); held weakly.
  public static var voiceOverFocus: AnyObject? {
    get { voiceOverFocusBox.object }
    set { voiceOverFocusBox.object = newValue }
  }

  /// Every `UIAccessibility.post(notification:argument:)`, in order.
  public internal(set) static var accessibilityPosts: [(UIAccessibility.Notification, AnyObject?)] =
    []

  static let voiceOverFocusBox = WeakBox()

  final class WeakBox {
    weak var object: AnyObject?
  }
}
