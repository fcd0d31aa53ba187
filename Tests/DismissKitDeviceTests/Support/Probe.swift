#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A probe watches real UIKit answer one open question of the emulation
  /// (a switch of `UIKitEmulation.Variants`) and prints one line, which
  /// `Scripts/ios-tests.sh` collects and `Scripts/ios-tests.py probes` turns
  /// into the ledger row's status:
  ///
  ///     probe presentedNext emulated=viewSuperview observed=presentingController
  ///     probe controlRefusal emulated=tapRecognizersOnly observed=unknown (needs a real touch …)
  ///
  /// A probe never judges: it fails only when its own set-up fails. Where it
  /// cannot decide, it throws ``DeviceSkip`` and its line says
  /// `observed=unknown (why)`.
  @MainActor
  enum Probe {
    /// Runs `observe` and prints the switch's line with its answer, or with
    /// `unknown` and the reason it could not answer.
    static func run(
      _ name: String, emulated: String, _ expect: any DeviceExpect,
      _ observe: () async throws -> String
    ) async throws {
      do {
        let observed = try await observe()
        print("probe \(name) emulated=\(emulated) observed=\(observed)")
      } catch let skip as DeviceSkip {
        print("probe \(name) emulated=\(emulated) observed=unknown (\(skip.reason))")
        throw skip
      }
    }

    /// What XCTest cannot give a test hosted in an app: no public API
    /// delivers a synthesized touch or key press to the app's own process.
    /// Switches that always need one are probed by the UI tests instead
    /// (Examples/DeviceTests/UITests/ProbeUITests.swift).
    static func needsRealTouch(_ what: String) -> DeviceSkip {
      DeviceSkip(
        reason: "needs a real touch (\(what)): no public API synthesizes one in a unit test")
    }

    /// Calls `block` in the main run loop's next before-waiting observers,
    /// at `order` (DismissKit's own, `CFIndex.max`, by default).
    static func beforeWaiting(order: CFIndex = .max, _ block: @escaping @MainActor () -> Void) {
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, false, order
      ) { _, _ in block() }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    /// The nearest view controller up the responder chain from `view`.
    static func owner(of view: UIView) -> UIViewController? {
      var responder: UIResponder? = view
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
