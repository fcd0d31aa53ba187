#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A screen that ends editing when a person taps outside its text inputs.
  ///
  /// Adopt it and call ``dismissKeyboardOnTapOutside(policy:)`` once in
  /// `viewDidLoad`:
  ///
  /// ```swift
  /// final class SignInViewController: UIViewController, KeyboardDismissing {
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     dismissKeyboardOnTapOutside()
  ///   }
  /// }
  /// ```
  ///
  /// It adds a ``DismissInteraction`` to the view, which goes with it: no
  /// teardown. A window's own `DismissInteraction` serves the screen instead.
  @MainActor
  public protocol KeyboardDismissing: UIViewController {}

  extension KeyboardDismissing {
    /// Ends editing on a tap outside this screen's text inputs, and dismisses
    /// its layers, as DismissKit's rules say. Calling it again updates the policy.
    ///
    /// ```swift
    /// dismissKeyboardOnTapOutside(policy: DismissPolicy(dismissKeyboardOn: .touchDown))
    /// ```
    ///
    /// - Parameter policy: The knobs of the rules; the defaults by default.
    /// - Returns: The interaction, for ``DismissInteraction/roleProvider`` or
    ///   ``DismissInteraction/performEscape(_:)``.
    @discardableResult
    public func dismissKeyboardOnTapOutside(policy: DismissPolicy = DismissPolicy())
      -> DismissInteraction
    {
      let interaction = keyboardDismissInteraction ?? DismissInteraction(policy: policy)
      interaction.policy = policy
      if interaction.view == nil { view.addInteraction(interaction) }
      return interaction
    }

    /// The interaction added by ``dismissKeyboardOnTapOutside(policy:)``.
    public var keyboardDismissInteraction: DismissInteraction? {
      viewIfLoaded?.interactions.lazy.compactMap { $0 as? DismissInteraction }.first
    }
  }
#endif
