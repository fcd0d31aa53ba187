#if canImport(os)
  import os
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reports a misuse of the adapter API, UIKit's and SwiftUI's alike: two
/// interactions on one view, a layer where nothing observes touches, a
/// SwiftUI modifier outside every root, a root inside another root's
/// presentation, ...
///
/// The ``standard`` reporter logs the message to the unified log (subsystem
/// `DismissKit`, category `misuse`, fault level; Xcode shows faults as
/// runtime issues) and goes on, ignoring the call: a misuse never stops a
/// program, not even a DEBUG build, a snapshot test or an Xcode Preview, and
/// in Xcode Previews (`XCODE_RUNNING_FOR_PREVIEWS=1`) nothing is logged at
/// all. The adapters report through ``shared``; tests replace it (or pass
/// their own reporter) to record.
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

  /// Logs at fault level, except in Xcode Previews; never stops.
  static let standard = MisuseReporter { message in
    guard !isRunningForPreviews(environmentValue(of: "XCODE_RUNNING_FOR_PREVIEWS")) else {
      return
    }
    DismissLog.fault(message)
  }

  /// Whether the process is an Xcode Preview: Xcode sets
  /// `XCODE_RUNNING_FOR_PREVIEWS` to `1` in its environment.
  static func isRunningForPreviews(_ value: String?) -> Bool { value == "1" }

  /// An environment variable of the process, or `nil`.
  static func environmentValue(of name: String) -> String? {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      guard let raw = getenv(name) else { return nil }
      return String(cString: raw)
    #else
      return nil
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
