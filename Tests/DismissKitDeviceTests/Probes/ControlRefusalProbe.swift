#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `controlRefusal`: a button keeps its single tap from its superview's
  /// recognizers ("Attaching gesture recognizers to UIKit controls"), only
  /// from `UITapGestureRecognizer`s or from any that would begin on it.
  /// Read from the view's veto, `gestureRecognizerShouldBegin(_:)`, outside
  /// a touch; where the button does not veto there, only a real tap tells.
  @MainActor
  enum ControlRefusalProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("controlRefusal", emulated: "tapRecognizersOnly", expect) {
        let stage = DeviceStage.make()
        defer { stage.tearDown() }
        let root = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 60)
        root.view.addSubview(button)
        let tap = UITapGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0  // begins at touch-down: on any tap
        root.view.addGestureRecognizer(tap)
        root.view.addGestureRecognizer(press)
        await stage.show(root)
        let refusesTap = !button.gestureRecognizerShouldBegin(tap)
        let refusesPress = !button.gestureRecognizerShouldBegin(press)
        expect.note(
          "controlRefusal: the button refuses a tap \(refusesTap), a press \(refusesPress)")
        guard refusesTap else {
          throw Probe.needsRealTouch("the button does not veto a tap recognizer outside a touch")
        }
        return refusesPress ? "anySingleTapRecognizer" : "tapRecognizersOnly"
      }
    }
  }
#endif
