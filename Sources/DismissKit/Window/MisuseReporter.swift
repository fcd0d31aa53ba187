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

  @MainActor static var shared = MisuseReporter.standard

  /// Logs at fault level, except in Xcode Previews; never stops.
  static let standard = MisuseReporter { message in
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      let previews = getenv("XCODE_RUNNING_FOR_PREVIEWS").map { String(cString: $0) }
      if isRunningForPreviews(previews) { return }
    #endif
    DismissLog.fault(message)
  }

  /// Xcode sets `XCODE_RUNNING_FOR_PREVIEWS=1` in Previews (S22).
  static func isRunningForPreviews(_ value: String?) -> Bool { value == "1" }
}

/// DismissKit's unified-log messages on Apple platforms; never `print`.
enum DismissLog {
  static func fault(_ message: String) { log(message, category: "misuse", isFault: true) }
  static func info(_ message: String) { log(message, category: "adapter", isFault: false) }

  private static func log(_ message: String, category: String, isFault: Bool) {
    #if canImport(os)
      let log = OSLog(subsystem: "DismissKit", category: category)
      message.withCString { os_log("%{public}s", log: log, type: isFault ? .fault : .info, $0) }
    #endif
  }
}
