// swift-tools-version: 6.0

// The DismissKit demo as a Swift Playgrounds app package: open this folder
// (DismissKitDemo.swiftpm) in Xcode 16 or later, or in Swift Playgrounds on a
// Mac, and run. It uses the DismissKit package of this repository, two
// folders up, by relative path, so open it from a clone of the repository.
//
// `AppleProductTypes` exists only in Xcode and Swift Playgrounds: this
// manifest does not load with `swift build` on Linux (nor does it need to:
// the root package never builds the examples).

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "DismissKitDemo",
  platforms: [
    .iOS("16.0")
  ],
  products: [
    .iOSApplication(
      name: "DismissKitDemo",
      targets: ["AppModule"],
      bundleIdentifier: "dev.dismisskit.demo",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .pencil),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // The repository root. `name:` lets the product below say
    // `package: "DismissKit"` whatever the clone's folder is called.
    .package(name: "DismissKit", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "DismissKit", package: "DismissKit")
      ],
      path: "Sources"
    )
  ],
  swiftLanguageModes: [.v6]
)
