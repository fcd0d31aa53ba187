// The app the UI probes run in (`UITests/ProbeUITests.swift`): one screen
// per emulation switch that needs a real touch or key, chosen by the launch
// argument `-probe NAME`, in a `ProbeWindow`. XCUITest touches and presses
// keys from outside the app; the screen writes what UIKit did into its
// `probe-result` label, which the test prints.

import DismissKit
import UIKit

@main
final class ProbeHostDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = ProbeSceneDelegate.self
    return configuration
  }
}

final class ProbeSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  /// The screens by launch argument.
  static let screens: [String: @MainActor () -> UIViewController] = [
    "touchUpHold": TouchUpHoldProbe.init,
    "resetRecognizers": ResetRecognizersProbe.init,
    "lateRecognizer": LateRecognizerProbe.init,
    "resetTiming": ResetTimingProbe.init,
    "deliveryOrder": DeliveryOrderProbe.init,
    "tapThresholds": TapThresholdsProbe.init,
    "removedRecognizer": RemovedRecognizerProbe.init,
    "popoverOutsideTap": PopoverOutsideTapProbe.init,
    "systemMenus": SystemMenusProbe.init,
    "alertHandler": AlertHandlerProbe.init,
    "keyCommandsWithoutFirstResponder": KeyCommandsWithoutFirstResponderProbe.init,
    "equalKeyCommands": EqualKeyCommandsProbe.init,
    "alertEscape": AlertEscapeProbe.init,
    "keyCommandsOverride": KeyCommandsOverrideProbe.init,
    "recognizerMovingFocus": RecognizerMovingFocusScreen.init,
    "waitingRecognizer": WaitingRecognizerScreen.init,
    "refusingPopover": RefusingPopoverScreen.init,
    "vetoTiming": VetoTimingScreen.init,
  ]

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let name = UserDefaults.standard.string(forKey: "probe") ?? ""
    let window = ProbeWindow(windowScene: scene)
    if let make = Self.screens[name] {
      window.rootViewController = make()
    } else {
      let missing = UIViewController()
      missing.view.backgroundColor = .systemBackground
      window.rootViewController = missing
    }
    // DismissKit only where a check is about it: the probes watch UIKit alone.
    if ["recognizerMovingFocus", "waitingRecognizer", "refusingPopover", "vetoTiming"]
      .contains(name)
    {
      window.addInteraction(DismissInteraction())
    }
    window.makeKeyAndVisible()
    self.window = window
  }
}
