/// The identity of one SwiftUI registration, kept in the modifier's
/// `@State` and handed to nested marked views as their parent; compares
/// by identity.
final class DismissalToken: Hashable, Sendable {
  static func == (lhs: DismissalToken, rhs: DismissalToken) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
