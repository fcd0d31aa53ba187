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

/// Reports a misuse of the adapter API (two interactions on one view, a
/// modifier outside every root): logged at fault level and ignored, never a
/// trap, and silent in Xcode Previews (S22). Tests replace ``shared``.
struct MisuseReporter: Sendable {
  let report: @MainActor @Sendable (String) -> Void

  init(_ report: @escaping @MainActor @Sendable (String) -> Void) {
    self.report = report
  }

  @MainActor static var shared = MisuseReporter.standard

  /// Logs at fault level, except in Xcode Previews; never stops.
  static let standard = MisuseReporter { message in
    guard !isRunningForPreviews(environmentValue(of: "XCODE_RUNNING_FOR_PREVIEWS")) else {
      return
    }
    DismissLog.fault(message)
  }

  /// Xcode sets `XCODE_RUNNING_FOR_PREVIEWS=1` in Previews (S22).
  static func isRunningForPreviews(_ value: String?) -> Bool { value == "1" }

  static func environmentValue(of name: String) -> String? {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      guard let raw = getenv(name) else { return nil }
      return String(cString: raw)
    #else
      return nil
    #endif
  }
}

/// DismissKit's unified-log messages on Apple platforms; never `print`.
enum DismissLog {
  static func fault(_ message: String) {
    #if canImport(os)
      log(message, category: "misuse", type: .fault)
    #endif
  }

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
