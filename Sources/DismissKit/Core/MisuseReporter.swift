#if canImport(os)
  import os
#endif

/// Reports a misuse of the adapter API, UIKit's and SwiftUI's alike: two
/// interactions on one view, a layer where nothing observes touches, a
/// SwiftUI modifier outside every root, a root inside another root's
/// presentation, ...
///
/// The ``standard`` reporter logs the message to the unified log (subsystem
/// `DismissKit`, category `misuse`, fault level) and, in DEBUG builds, stops
/// at an `assertionFailure`, so that the mistake is seen at once; a release
/// build goes on, ignoring the call. The adapters report through
/// ``shared``; tests replace it (or pass their own reporter) to record.
///
/// ```swift
/// MisuseReporter.shared.report("dismissible(isPresented:) outside every root")
/// ```
struct MisuseReporter: Sendable {
  /// Receives the message.
  let report: @MainActor @Sendable (String) -> Void

  init(_ report: @escaping @MainActor @Sendable (String) -> Void) {
    self.report = report
  }

  /// The reporter the adapters use: ``standard`` unless a test replaced it.
  @MainActor static var shared = MisuseReporter.standard

  /// Logs, then `assertionFailure` in DEBUG builds.
  static let standard = MisuseReporter { message in
    DismissLog.fault(message)
    #if DEBUG
      assertionFailure("DismissKit misuse: \(message)")
    #endif
  }

  /// Only logs: for conditions a DEBUG build should not stop on.
  static let logOnly = MisuseReporter { message in
    DismissLog.info(message)
  }
}

/// DismissKit's messages in the unified log on Apple platforms; nothing
/// elsewhere. Never `print`.
enum DismissLog {
  /// A misuse: logged as a fault.
  static func fault(_ message: String) {
    #if canImport(os)
      log(message, category: "misuse", type: .fault)
    #endif
  }

  /// Something worth knowing when debugging: logged at the info level.
  static func info(_ message: String) {
    #if canImport(os)
      log(message, category: "adapter", type: .info)
    #endif
  }

  #if canImport(os)
    private static func log(_ message: String, category: String, type: OSLogType) {
      let log = OSLog(subsystem: "DismissKit", category: category)
      message.withCString { os_log("%{public}s", log: log, type: type, $0) }
    }
  #endif
}
