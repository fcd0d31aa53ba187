// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "DismissKit",
  platforms: [
    .iOS(.v15),
    .macCatalyst(.v15),
    .macOS(.v13),
  ],
  products: [
    .library(name: "DismissKit", targets: ["DismissKit"]),
    .library(name: "DismissCore", targets: ["DismissCore"]),
    .executable(name: "dismisskit", targets: ["dismisskit"]),
    .executable(name: "dismisskit-bench", targets: ["dismisskit-bench"]),
  ],
  targets: [
    // The platform-neutral engine: standard library only.
    .target(
      name: "DismissCore",
      // `Double.squareRoot()` calls libm's sqrt in unoptimized Linux builds.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // What apps import: the engine plus the UIKit and SwiftUI adapters. The
    // privacy manifest declares no required-reason API: DismissKit uses none.
    .target(
      name: "DismissKit", dependencies: ["DismissCore"],
      resources: [.copy("PrivacyInfo.xcprivacy")]),
    // The scenario format: a strict JSON reader, the scenario model and runner.
    .target(name: "DismissScenarios", dependencies: ["DismissCore"]),
    // The terminal playground and the tap map, on the engine.
    .target(name: "DismissPlayground", dependencies: ["DismissCore", "DismissScenarios"]),
    // The command-line tool.
    .executableTarget(name: "dismisskit", dependencies: ["DismissScenarios", "DismissPlayground"]),
    // The benchmark. Its `DismissKit` folder is a symbolic link to the
    // library's sources, as the emulated package's is: the adapter path is
    // measured on the shipped code (what needs UIKit compiles to nothing
    // here), and nothing of the benchmark is in the library apps ship.
    .executableTarget(
      name: "dismisskit-bench", dependencies: ["DismissCore", "DismissTestSupport"]),
    // Helpers shared by the test targets.
    .target(name: "DismissTestSupport", dependencies: ["DismissCore"]),
    .testTarget(name: "DismissCoreTests", dependencies: ["DismissCore", "DismissTestSupport"]),
    .testTarget(
      name: "DismissScenariosTests",
      dependencies: ["DismissScenarios", "DismissTestSupport"]),
    .testTarget(
      name: "DismissKitTests", dependencies: ["DismissKit", "DismissCore", "DismissTestSupport"]),
    // UIKit and SwiftUI on a simulator or device: real windows, hosting
    // controllers and text fields (empty on Linux; see Docs/DeviceChecks.md).
    .testTarget(name: "DismissKitDeviceTests", dependencies: ["DismissKit", "DismissCore"]),
    .testTarget(name: "DismissBenchTests", dependencies: ["dismisskit-bench"]),
    .testTarget(
      name: "DismissPlaygroundTests",
      dependencies: ["DismissPlayground", "DismissScenarios", "DismissTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
