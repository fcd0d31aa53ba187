#if canImport(os)
  import os
#endif

/// Reports misuse of the SwiftUI API: a marked view or layer outside every
/// `dismissesKeyboardOnTapOutside(policy:)` root, a second root inside the
/// presentation of another, the `dismissKeyboard` action called outside every
/// root.
///
/// Misuse never crashes a release build: the message goes to the unified log
/// (`os_log`, subsystem `DismissKit`, category `SwiftUI`, fault level) and the call
/// is ignored. In debug builds an `assertionFailure` stops at the mistake as
/// well. Tests replace ``handler`` to see the messages.
///
/// ```swift
/// DismissalMisuse.report("dismissible(isPresented:) outside every root")
/// ```
enum DismissalMisuse {
  /// What happens to a report. The default logs it and, in debug builds,
  /// fails an assertion.
  @MainActor static var handler: (String) -> Void = defaultHandler

  /// Reports a misuse.
  @MainActor static func report(_ message: String) {
    handler(message)
  }

  /// Logs the message; fails an assertion in debug builds.
  static func defaultHandler(_ message: String) {
    log(message)
    assertionFailure("DismissKit: \(message)")
  }

  /// Writes the message to the unified log where there is one.
  static func log(_ message: String) {
    #if canImport(os)
      os_log(.fault, log: OSLog(subsystem: "DismissKit", category: "SwiftUI"), "%{public}@", message)
    #endif
  }
}
