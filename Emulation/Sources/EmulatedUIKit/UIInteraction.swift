/// "The protocol that an interaction implements to access the view that
/// owns it." https://developer.apple.com/documentation/uikit/uiinteraction
@MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// "The view that owns the interaction."
  var view: UIView? { get }
  /// "Tells the interaction that it's about to be added to or removed from
  /// a view."
  func willMove(to view: UIView?)
  /// "Tells the interaction that it was added to or removed from a view."
  func didMove(to view: UIView?)
}
