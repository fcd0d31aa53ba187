// UIKit re-exports Foundation: a file that imports UIKit sees `NSObject`,
// `NotificationCenter`, `CGRect` and `ProcessInfo` without importing
// Foundation. "The UIKit framework ... imports Foundation" is what the SDK's
// module map does (UIKit's umbrella header imports <Foundation/Foundation.h>).
@_exported import Foundation

/// An Objective-C selector. On Linux there is no Objective-C runtime: a
/// selector here carries its name and, for each responder, whether that
/// responder implements the method and how to call it. Only the emulation's
/// plumbing makes one (`#selector` needs the Objective-C runtime).
public struct Selector: CustomStringConvertible {
  public let name: String
  let implementation: @MainActor (AnyObject) -> (@MainActor (Any?) -> Void)?

  /// A selector named `name`, implemented by the objects for which
  /// `implementation` returns a method.
  public init(
    _ name: String,
    implementation: @escaping @MainActor (AnyObject) -> (@MainActor (Any?) -> Void)?
  ) {
    self.name = name
    self.implementation = implementation
  }

  public var description: String { name }
}
