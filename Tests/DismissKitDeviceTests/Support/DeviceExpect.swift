#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The kit's own assertion layer: what a device check asks of the test
  /// runner. The checks are written against it, not against XCTest, so that
  /// every one of them type-checks against an iOS SDK that has no XCTest;
  /// `DeviceTests.swift`, the only file that imports XCTest, implements it.
  ///
  /// ```swift
  /// static func fieldIsATextField(_ expect: any DeviceExpect) async throws {
  ///   expect.that(field is UITextField, "a SwiftUI TextField is a UITextField")
  /// }
  /// ```
  @MainActor
  protocol DeviceExpect: AnyObject {
    /// Records a failure unless `condition` holds.
    func that(
      _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt)
    /// Records what was measured, for the run's log (never judged).
    func note(_ message: String)
  }

  /// Thrown by a check that cannot run here (no host app, an OS too old, a
  /// compact-width window); the runner reports it as skipped.
  struct DeviceSkip: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
  }

  extension DeviceExpect {
    func that(
      _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #filePath,
      line: UInt = #line
    ) {
      that(condition, message(), file: file, line: line)
    }

    /// The value, or a failure and a thrown ``DeviceSkip`` when it is `nil`
    /// (nothing after it can be checked).
    @discardableResult
    func unwrap<T>(
      _ value: T?, _ message: @autoclosure () -> String, file: StaticString = #filePath,
      line: UInt = #line
    ) throws -> T {
      guard let value else {
        let text = message()
        that(false, text, file: file, line: line)
        throw DeviceSkip(reason: "stopped: \(text)")
      }
      return value
    }

    /// Stops the check as skipped.
    func skip(_ reason: String) throws -> Never {
      throw DeviceSkip(reason: reason)
    }
  }
#endif
