#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// Keeps or dismisses the keyboard for a tap anywhere in a view's subtree,
  /// whatever the view is; a text input on the way up still keeps it, and
  /// the nearest override wins. A chat Send button must not end editing; a
  /// "Done" bar must:
  ///
  /// ```swift
  /// sendButton.addInteraction(KeyboardBehaviorInteraction(.keep))
  /// doneBar.addInteraction(KeyboardBehaviorInteraction(.dismiss))
  /// ```
  @MainActor
  public final class KeyboardBehaviorInteraction: NSObject, UIInteraction {
    /// The view whose subtree the behavior covers.
    public private(set) weak var view: UIView?

    /// Keep or dismiss.
    public var behavior: KeyboardBehavior

    /// Creates the interaction.
    ///
    /// ```swift
    /// formattingToolbar.addInteraction(KeyboardBehaviorInteraction(.keep))
    /// ```
    ///
    /// - Parameter behavior: Keep or dismiss the keyboard.
    public init(_ behavior: KeyboardBehavior) {
      self.behavior = behavior
      super.init()
    }

    /// Called by UIKit before the interaction moves.
    public func willMove(to view: UIView?) {}

    /// Called by UIKit after the interaction moved.
    public func didMove(to view: UIView?) { self.view = view }
  }
#endif
