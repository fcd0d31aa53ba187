/// The identity of one SwiftUI registration: a view marked with
/// `keyboardBehavior(_:)`, `dismissalExcluded(from:)` or `dismissible(...)`.
///
/// A modifier keeps its token in `@State`, so the token lives exactly as long
/// as the view's identity; the coordinator keys its bookkeeping by it and the
/// token doubles as the parent that a marked view hands to the marked views
/// inside it through the environment. Tokens compare by identity.
///
/// ```swift
/// let menu = DismissalToken()
/// coordinator.register(menu, spec: .layer(id: "menu"), frame: menuFrame, isPresented: true)
/// coordinator.register(DismissalToken(), spec: .keyboard(.keep), parent: menu, frame: sendFrame)
/// ```
final class DismissalToken: Hashable, Sendable, CustomStringConvertible {
  /// Creates a new identity.
  init() {}

  static func == (lhs: DismissalToken, rhs: DismissalToken) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  var description: String { "DismissalToken(\(ObjectIdentifier(self)))" }
}
