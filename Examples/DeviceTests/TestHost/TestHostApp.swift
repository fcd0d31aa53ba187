// The app that hosts the device tests (`HostedDeviceTests`): a window
// scene, so that the tests' windows can be key and their text fields first
// responders, which a bare test runner process cannot give. It does nothing
// itself and does not link DismissKit: the test bundle brings its own.

import SwiftUI

@main
struct DeviceTestHostApp: App {
  var body: some Scene {
    WindowGroup {
      Text("DismissKit device tests host")
    }
  }
}
