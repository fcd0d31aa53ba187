/// Which framework defines a class, as `Bundle(for:)` tells it: "Returns
/// the NSBundle object with which the specified class is associated"
/// (https://developer.apple.com/documentation/foundation/bundle/init(for:)),
/// the bundle of the app or framework whose code defines the class. Each
/// of the emulated UIKit's classes that the adapter may meet as a presented
/// controller is UIKit's (exactly that class: a subclass the app defines
/// is the app's); the hosting stand-in is SwiftUI's; a test may declare a
/// class of its own as defined in a framework (an app's dynamic framework,
/// or an Apple one), or as a runtime subclass of a system class (KVO, the
/// `runtimeSubclasses` switch, E55); every other class is the app's.
extension UIKitEmulation {
  /// The app's bundle identifier (`Bundle.main`).
  public static let appBundleIdentifier = "com.example.EmulatedApp"
  /// UIKit's classes are defined in UIKitCore (iOS 13 and later).
  public static let uiKitBundleIdentifier = "com.apple.UIKitCore"
  public static let swiftUIBundleIdentifier = "com.apple.SwiftUI"

  private static var declaredBundles: [ObjectIdentifier: String] = [
    ObjectIdentifier(UIViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UINavigationController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UITabBarController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UISplitViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIPageViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UISearchController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIAlertController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIActivityViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIDocumentPickerViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIDocumentBrowserViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIImagePickerController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIColorPickerViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(UIFontPickerViewController.self): uiKitBundleIdentifier,
    ObjectIdentifier(SystemMenu.MenuController.self): uiKitBundleIdentifier,
    ObjectIdentifier(HostingControllerStandIn.self): swiftUIBundleIdentifier,
  ]

  /// Runtime subclasses (KVO, isa-swizzling), by the class they subclass.
  private static var runtimeSubclasses: [ObjectIdentifier: AnyClass] = [:]

  /// The identifier of the bundle that defines `type`.
  public static func bundleIdentifier(of type: AnyClass) -> String? {
    if let base = runtimeSubclasses[ObjectIdentifier(type)] {
      return variants.runtimeSubclasses == .frameworkBundle
        ? bundleIdentifier(of: base) : appBundleIdentifier
    }
    return declaredBundles[ObjectIdentifier(type)] ?? appBundleIdentifier
  }

  /// Declares `type` as made at run time from `base` (as KVO makes a
  /// subclass of an observed object's class): no framework's code defines
  /// it.
  public static func declare(_ type: AnyClass, runtimeSubclassOf base: AnyClass) {
    runtimeSubclasses[ObjectIdentifier(type)] = base
  }

  /// Declares `type` as defined in the framework `bundleIdentifier`.
  public static func declare(_ type: AnyClass, definedIn bundleIdentifier: String) {
    declaredBundles[ObjectIdentifier(type)] = bundleIdentifier
  }
}
