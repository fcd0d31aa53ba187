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
    public static let notificationSwitchControl = Self(
      rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
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

  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    UIKitEmulation.accessibilityPosts.append((notification, argument as AnyObject?))
    if notification != .announcement, let element = argument as AnyObject? {
      UIKitEmulation.voiceOverFocus = element
    }
  }
}

extension UIKitEmulation {
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
