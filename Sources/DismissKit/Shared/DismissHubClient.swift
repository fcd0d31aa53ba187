import DismissCore

/// One scope that a window's ``DismissWindowHub`` serves: a UIKit
/// `DismissInteraction` (its ``InteractionCoordinator``) or a SwiftUI
/// `dismissesKeyboardOnTapOutside(policy:)` root (its presentation).
///
/// The hub hands a client the touches, focus changes and escapes that are
/// its to decide; the client turns them into engine events.
@MainActor
protocol DismissHubClient: AnyObject {
  /// The hub the client is registered with; the hub sets it.
  var hub: DismissWindowHub? { get set }
  /// The view whose subtree the client serves: the interaction's view, or
  /// the hosting view of the root's presentation. `nil` while detached.
  var hubScope: (any DismissNode)? { get }
  /// Whether the client serves its scope now. A UIKit interaction inside
  /// another one's view, or a SwiftUI root inside another root's
  /// presentation, is redundant: the outer one serves.
  var isActiveInHub: Bool { get }

  /// A touch went down. `isOwner`: the touch is in this client's scope and
  /// this client decides it (the keyboard decision and its layers);
  /// otherwise the touch landed outside everything of this client, which
  /// only lets its open layers follow the outside-touch rules and never
  /// touches the keyboard. `point` is in window coordinates.
  func touchBegan(
    _ key: ObjectIdentifier, hit: (any DismissNode)?, at point: Point, time: Double,
    pointer: PointerKind, isOwner: Bool)
  /// A touch the client was given moved (window coordinates).
  func touchMoved(_ key: ObjectIdentifier, to point: Point, time: Double)
  /// A touch the client was given lifted (window coordinates).
  func touchEnded(_ key: ObjectIdentifier, at point: Point, time: Double)
  /// A touch the client was given was cancelled.
  func touchCancelled(_ key: ObjectIdentifier)

  /// A text input of the window took focus. `input` is where it sits (`nil`
  /// for a responder that is not a view); `isOwner` says whether it is in
  /// this client's scope and this client serves it.
  func focusDidBegin(at input: (any DismissNode)?, isOwner: Bool)
  /// Focus ended (the input resigned, or editing was ended).
  func focusDidEnd()

  /// The node of the client's top-most open layer, to compare with other
  /// clients' (see ``NodeOrder``), or `nil` with no open layer.
  func frontOpenLayer() -> (any DismissNode)?
  /// Whether a touch now could lead the client to a decision, so that the
  /// hub must first make sure the touch is not on a system presentation:
  /// a layer is open, or (SwiftUI) one is being dismissed or waits for the
  /// app's answer. Default: whether a layer is open.
  var needsSurfaceCheck: Bool { get }
  /// Whether Escape presses that the hub observed (the window's touch
  /// observer, the SwiftUI Escape-key button) are for this client. A UIKit
  /// interaction with `handlesEscapeKey` off takes Escape only from the
  /// app's own key command.
  var takesObservedEscapeKey: Bool { get }
  /// An escape; returns whether it dismissed something.
  func escape(_ source: EscapeSource) -> Bool
  /// Whether an escape now would dismiss something or end editing: the
  /// top-most open layer reacts to `escape`, or no layer is open, a text
  /// input has focus and the policy's `escapeDismissesKeyboard` is on. The
  /// UIKit Escape key command is active only while this holds for the
  /// escape target, so that Escape otherwise reaches the app's own key
  /// commands. Default: whether a layer is open.
  var escapeWouldAct: Bool { get }
  /// Whether the hub takes the client out when its scope leaves the window
  /// (a per-screen UIKit interaction, which joins the window again at its
  /// next touch there). Default `false`: the client stays registered, and
  /// only gets no escapes while its scope is out of the window.
  var leavesHubOutsideWindow: Bool { get }
  /// The hub took the client out (its scope left the window): forget every
  /// touch, layer and focus. Default: nothing.
  func hubDidRemove()
}

extension DismissHubClient {
  var escapeWouldAct: Bool { frontOpenLayer() != nil }
  var needsSurfaceCheck: Bool { frontOpenLayer() != nil }
  var leavesHubOutsideWindow: Bool { false }
  func hubDidRemove() {}
}
