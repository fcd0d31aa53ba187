// swift-tools-version: 6.0
// libFuzzer targets for DismissKit. Not part of the main package's build:
// see CONTRIBUTING.md, "Fuzzing", for the commands.
//
// The scenario layer and the test support (the reference model) are not
// library products of the main package, so their sources are shared by
// symlink: `Sources/FuzzScenarios` -> `../../Sources/DismissScenarios`,
// `Sources/FuzzTestSupport` -> `../../Sources/DismissTestSupport`.
import PackageDescription

let package = Package(
  name: "DismissKitFuzz",
  dependencies: [.package(name: "DismissKit", path: "..")],
  targets: [
    // Declares libFuzzer's driver, which each fuzz target's main calls.
    .target(name: "CFuzzerDriver"),
    .target(
      name: "FuzzScenarios", dependencies: [.product(name: "DismissCore", package: "DismissKit")]),
    .target(
      name: "FuzzTestSupport", dependencies: [.product(name: "DismissCore", package: "DismissKit")]),
    // Bytes -> ScenarioReader.read -> (valid files) writer round trip and
    // ScenarioRunner, twice.
    .executableTarget(
      name: "FuzzScenarioReader",
      dependencies: [
        "CFuzzerDriver", "FuzzScenarios", .product(name: "DismissCore", package: "DismissKit"),
      ]),
    // Bytes -> a scene and an event stream -> DismissEngine directly, against
    // the reference model when the input stays within what it models.
    .executableTarget(
      name: "FuzzEngine",
      dependencies: [
        "CFuzzerDriver", "FuzzTestSupport", .product(name: "DismissCore", package: "DismissKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
