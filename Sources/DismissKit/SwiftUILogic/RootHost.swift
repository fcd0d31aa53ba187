import DismissCore

/// What a ``RootCoordinator`` asks of the UI it serves.
///
/// The SwiftUI adapter implements it with the root's probe view (which
/// finds the window) and UIKit's view and responder ancestry (which finds
/// presentations); tests implement it with fake nodes.
///
/// ```swift
/// let presentation = host.presentation(of: touchedView)   // the sheet's view
/// let frame = host.frameInWindow(of: focusedField)        // window coordinates
/// ```
@MainActor
protocol RootHost: AnyObject {
  /// Ends editing in the window (through the window's hub): the focused
  /// responder resigns and the keyboard goes away. `@FocusState` bindings
  /// follow on their own.
  func endEditing()
  /// The view whose touches the window's hub hands this root: the window
  /// for a root in the window's root presentation (so sheets and popovers
  /// without a root of their own are served too), else the view of the
  /// presentation or hosting controller it is in; `nil` while the root is
  /// not in a window.
  var presentationNode: (any DismissNode)? { get }
  /// Whether this root serves: in a window, and not forwarding to another
  /// root of the window.
  var servesPresentation: Bool { get }
  /// The window the root is in, compared by identity with the anchors'
  /// windows: the touched window.
  var window: AnyObject? { get }
  /// The presentation the root itself is in (see
  /// ``DismissalAnchor/anchorPresentation``).
  var ownPresentation: (any DismissNode)? { get }
  /// The presentation a touched view or a focused input is in: the view of
  /// the outermost view controller above it that has no parent.
  func presentation(of node: any DismissNode) -> (any DismissNode)?
  /// The frame of a text input in window coordinates; `nil` when it is not
  /// in this root's window.
  func frameInWindow(of input: any DismissNode) -> Rect?
  /// The role of a UIKit view between a touched view and the scope view
  /// (SwiftUI's text fields are `UITextField`s, its toggles `UISwitch`es).
  func role(of node: any DismissNode) -> DismissViewRole
}
