/// "The centralized point of control and coordination for apps running in
/// iOS." Here only as the responder after the windows ("UIWindow returns
/// the application object"); its next is the delegate: "The shared
/// UIApplication object normally returns nil, but it returns its app
/// delegate if that object is a subclass of UIResponder and hasn't already
/// been called to handle the event" (K15). DismissKit never uses `shared`.
/// https://developer.apple.com/documentation/uikit/uiresponder/next
@MainActor
open class UIApplication: UIResponder {
  /// "Returns the singleton app instance."
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  public static let shared = UIApplication()

  /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
  open weak var delegate: (any UIApplicationDelegate)?

  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder, responder !== self else { return nil }
    return responder
  }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: AnyObject {}
