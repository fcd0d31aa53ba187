#if canImport(UIKit) && !os(watchOS)
  import DismissKit
  import SwiftUI
  import UIKit

  /// A real window to run a check in, and the run loop turns that UIKit and
  /// SwiftUI need between a change and what they then report.
  ///
  /// In a test bundle hosted by an app (the `HostedDeviceTests` target of
  /// `Examples/DeviceTests/project.yml`), the window belongs to the host's
  /// window scene and is made key, so text inputs can become first
  /// responder. A library test bundle (the package's own
  /// `DismissKitDeviceTests`, run with the package scheme) has no
  /// application: UIKit cannot make a window key there (uber/ios-snapshot-
  /// test-case, docs/LibraryVsApplicationTestBundles.md), so the checks
  /// that need focus skip, and say so.
  @MainActor
  final class DeviceStage {
    let window: UIWindow
    /// Whether the window is key in an app's window scene.
    let isHosted: Bool

    private init(window: UIWindow, isHosted: Bool) {
      self.window = window
      self.isHosted = isHosted
    }

    /// Whether the tests run inside an app (a test host), not in a bare
    /// test runner process.
    static var hasHostApp: Bool {
      Bundle.main.bundleURL.pathExtension == "app"
        && Bundle.main.bundleIdentifier?.hasPrefix("com.apple.dt.") == false
    }

    /// A window the size of the host's screen (or `size`), visible and, in a
    /// host app, key.
    static func make(size: CGSize? = nil) -> DeviceStage {
      if hasHostApp, let scene = hostScene() {
        let window = UIWindow(windowScene: scene)
        if let size { window.frame = CGRect(origin: .zero, size: size) }
        window.makeKeyAndVisible()
        return DeviceStage(window: window, isHosted: true)
      }
      let window = UIWindow(
        frame: CGRect(origin: .zero, size: size ?? CGSize(width: 390, height: 844)))
      window.isHidden = false
      return DeviceStage(window: window, isHosted: false)
    }

    /// Tests may use `UIApplication.shared`; the library never does.
    private static func hostScene() -> UIWindowScene? {
      UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .first { $0.activationState == .foregroundActive }
        ?? UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }.first
    }

    /// Skips the check (and takes the window down) unless text inputs can
    /// take focus and view controllers can be presented here.
    func requireFocus() throws {
      guard isHosted else {
        tearDown()
        throw DeviceSkip(
          reason: "needs a host app for a key window, first responders and presentations: run "
            + "the HostedDeviceTests scheme of Examples/DeviceTests (Scripts/ios-tests.sh unit)"
        )
      }
    }

    /// Skips the check (and takes the window down) unless the window is
    /// horizontally regular: split views collapse to a stack and popovers
    /// become sheets in compact width.
    func requireRegularWidth(_ what: String) throws {
      guard window.traitCollection.horizontalSizeClass == .regular else {
        tearDown()
        throw DeviceSkip(
          reason: "\(what) needs a regular-width window: run on an iPad simulator "
            + "(IOS_SIMULATOR=\"iPad Pro 13-inch (M4)\" Scripts/ios-tests.sh unit)")
      }
    }

    /// Shows `controller` as the window's root and lays it out.
    func show(_ controller: UIViewController) async {
      window.rootViewController = controller
      window.layoutIfNeeded()
      await settle()
    }

    /// Shows a plain controller as the window's root, the window served by a
    /// `DismissInteraction`.
    @discardableResult
    func showPlainRoot() async -> UIViewController {
      window.addInteraction(DismissInteraction())
      let root = UIViewController()
      root.view.backgroundColor = .systemBackground
      await show(root)
      return root
    }

    /// Shows a SwiftUI view in a hosting controller as the window's root.
    @discardableResult
    func host<Content: View>(_ content: Content) async -> UIHostingController<Content> {
      let controller = UIHostingController(rootView: content)
      await show(controller)
      return controller
    }

    /// Lets the main run loop turn a few times: SwiftUI's updates, focus
    /// changes, notifications, layout and presentations all land on later
    /// turns.
    func settle(_ seconds: Double = 0.15) async {
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }

    /// Waits until `condition` holds or `timeout` passes; returns whether it
    /// held. For presentations, whose animations take their own time.
    func wait(
      timeout: Double = 3, until condition: @MainActor () -> Bool
    ) async -> Bool {
      let deadline = Date().addingTimeInterval(timeout)
      while !condition() {
        if Date() > deadline { return false }
        await settle(0.05)
      }
      return true
    }

    /// Takes everything down: presented controllers, the root, the window.
    func tearDown() {
      window.rootViewController?.presentedViewController?.dismiss(animated: false)
      window.endEditing(true)
      window.rootViewController = nil
      window.isHidden = true
    }
  }

  extension UIView {
    /// Every view below this one, depth first (this one included).
    var deviceDescendants: [UIView] {
      var result: [UIView] = []
      var stack: [UIView] = [self]
      while let view = stack.popLast() {
        result.append(view)
        stack.append(contentsOf: view.subviews.reversed())
      }
      return result
    }

    /// The first view below this one of type `T`.
    func firstDescendant<T: UIView>(_ type: T.Type, where predicate: (T) -> Bool = { _ in true })
      -> T?
    {
      for case let view as T in deviceDescendants where predicate(view) { return view }
      return nil
    }

    /// This view's bounds in window coordinates: the space of
    /// `touch.location(in: nil)`.
    var windowFrame: CGRect { convert(bounds, to: nil) }
  }
#endif
