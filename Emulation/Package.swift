// swift-tools-version: 6.0
// The emulated UIKit, on Linux only: the real DismissCore and DismissKit
// sources (symbolic links to the repository's Sources, not copies), built
// against a small UIKit written from Apple's documentation, and the tests
// that drive the UIKit adapter through it (Docs/Reliability.md, "The
// emulated UIKit"). Never a target of the root manifest: a module named
// UIKit there would sit beside the SDK's in Xcode and in the SDK check.
import PackageDescription

let package = Package(
  name: "DismissKitEmulation",
  targets: [
    // UIKit as Swift imports it, from Apple's documentation; the folder is
    // not named like the Apple module.
    .target(name: "UIKit", path: "Sources/EmulatedUIKit"),
    // The engine, from the repository's Sources/DismissCore (a link).
    .target(
      name: "DismissCore",
      linkerSettings: [.linkedLibrary("m")]),
    // The repository's Sources/DismissKit (the link `Shipped`), plus the
    // Linux side of its Objective-C plumbing.
    .target(name: "DismissKit", dependencies: ["DismissCore", "UIKit"]),
    // The repository's test helpers (its seeded generator), by a link.
    .target(name: "DismissTestSupport", dependencies: ["DismissCore"]),
    // The cost of a tap on the emulated UIKit (Scripts/emulated-bench.sh).
    .target(name: "CallgrindShim"),
    .executableTarget(
      name: "dismisskit-emulated-bench",
      dependencies: ["DismissKit", "DismissCore", "DismissTestSupport", "UIKit", "CallgrindShim"]),
    .testTarget(
      name: "EmulationTests",
      dependencies: [
        "DismissKit", "DismissCore", "DismissTestSupport", "UIKit", "dismisskit-emulated-bench",
      ],
      // Swift Testing's `_Testing_UIKit` cross-import overlay does not exist
      // for this UIKit.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ],
  swiftLanguageModes: [.v6]
)
