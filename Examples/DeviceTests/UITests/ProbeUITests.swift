// The emulation's switches that only a real touch or key press answers
// (the device tests' probes, Tests/DismissKitDeviceTests/Probes, answer the
// others), and the checks T22, T19 and L4. Each probe test launches one
// screen of the ProbeHost app (ProbeHost/Probes/, one file per switch, named
// after it), touches or presses keys as that file says, and prints the
// screen's line
// `probe SWITCH emulated=… observed=…`, which Scripts/ios-tests.sh collects.
// A screen still without an answer prints `observed=unknown (why)` and the
// test skips.
//
// They have never run: no machine of this project runs iOS. XCTest is not in
// the SDKs of the Linux type check, so this file is not type-checked there.

import XCTest

@MainActor
final class ProbeUITests: XCTestCase {
  private let noKeys = "no key press reached the app (typeKey sends hardware keyboard events)"

  // MARK: - Helpers

  private func launch(_ screen: String, showing identifier: String = "probe-result")
    -> XCUIApplication
  {
    continueAfterFailure = false
    let app = XCUIApplication()
    app.launchArguments += ["-probe", screen]
    app.launch()
    XCTAssertTrue(element(identifier, in: app).waitForExistence(timeout: 10), "\(screen) is up")
    return app
  }

  private func element(_ identifier: String, in app: XCUIApplication) -> XCUIElement {
    app.descendants(matching: .any)[identifier].firstMatch
  }

  private func settle(_ seconds: TimeInterval = 1) {
    RunLoop.current.run(until: Date().addingTimeInterval(seconds))
  }

  /// Whether `element`'s label becomes `expected` within `timeout`.
  private func label(
    _ element: XCUIElement, becomes expected: String, timeout: TimeInterval = 3
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if element.exists && element.label == expected { return true }
      settle(0.1)
    }
    return false
  }

  /// Prints the screen's line once it has an answer; one still pending
  /// after `timeout` prints `observed=unknown (why)` and skips.
  private func report(_ app: XCUIApplication, unknown why: String, timeout: TimeInterval = 5)
    throws
  {
    let result = element("probe-result", in: app)
    let deadline = Date().addingTimeInterval(timeout)
    while !(result.exists && result.label.contains(" observed=")) && Date() < deadline {
      settle(0.2)
    }
    XCTAssertTrue(result.exists, "the result label is on screen")
    let line = result.label
    if line.contains(" observed=") {
      print(line)
      if line.contains(" observed=unknown") { throw XCTSkip(line) }
      return
    }
    print(line.replacingOccurrences(of: " pending", with: " observed=unknown (\(why))"))
    throw XCTSkip(why)
  }

  // MARK: - Touches

  func testProbeTouchUpHold() throws {
    let app = launch("touchUpHold")
    element("probe-target", in: app).tap()
    try report(app, unknown: "the view got neither its touch-up nor a cancel")
  }

  func testProbeResetRecognizers() throws {
    let app = launch("resetRecognizers")
    element("probe-target", in: app).press(forDuration: 0.3)
    try report(app, unknown: "the view got no touch-up")
  }

  func testProbeLateRecognizer() throws {
    let app = launch("lateRecognizer")
    element("probe-target", in: app).press(forDuration: 0.5)
    try report(app, unknown: "the view got no touch-up")
  }

  func testProbeResetTiming() throws {
    let app = launch("resetTiming")
    element("probe-target", in: app).press(forDuration: 0.5)
    try report(app, unknown: "the failed recognizer was not reset")
  }

  func testProbeDeliveryOrder() throws {
    let app = launch("deliveryOrder")
    element("probe-target", in: app).tap()
    try report(app, unknown: "the view got no touch-up")
  }

  /// Drags of growing travel on the tap target, then a double tap and two
  /// single taps (whatever interval XCUITest leaves between them) on the
  /// double-tap target; the screen measures each.
  func testProbeTapThresholds() throws {
    let app = launch("tapThresholds")
    let start = element("probe-target", in: app).coordinate(
      withNormalizedOffset: CGVector(dx: 0.2, dy: 0.5))
    for travel in [3.0, 8.0, 15.0, 30.0] {
      start.press(forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: travel, dy: 0)))
      settle()
    }
    let double = element("probe-double", in: app)
    double.doubleTap()
    settle(2)
    double.tap()
    double.tap()
    settle(1.5)
    try report(app, unknown: "no tap was recognized")
  }

  func testProbeRemovedRecognizer() throws {
    let app = launch("removedRecognizer")
    element("probe-target", in: app).tap()
    try report(app, unknown: "the holding recognizer saw no touch-up")
  }

  func testProbePopoverOutsideTap() throws {
    let app = launch("popoverOutsideTap")
    element("probe-open", in: app).tap()
    XCTAssertTrue(element("probe-popover", in: app).waitForExistence(timeout: 5), "popover up")
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.9)).tap()
    try report(app, unknown: "UIKit did not ask the delegate on a tap outside the popover")
  }

  func testProbeSystemMenus() throws {
    let app = launch("systemMenus")
    element("probe-target", in: app).tap()
    settle(1.5)
    // Closes the menu, which may hide the result label.
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.9)).tap()
    try report(app, unknown: "no presented controller, window subview or window appeared")
  }

  func testProbeAlertHandler() throws {
    let app = launch("alertHandler")
    element("probe-open", in: app).tap()
    let alert = app.alerts.firstMatch
    XCTAssertTrue(alert.waitForExistence(timeout: 5), "the alert is up")
    alert.buttons["OK"].tap()
    try report(app, unknown: "the OK handler did not run")
  }

  // MARK: - Keys

  /// K with no first responder; then a view becomes first responder and W
  /// (its own command) shows that keys reach the app.
  func testProbeKeyCommandsWithoutFirstResponder() throws {
    let app = launch("keyCommandsWithoutFirstResponder")
    app.typeKey("k", modifierFlags: [])
    settle(0.5)
    element("probe-step", in: app).tap()
    settle(0.5)
    app.typeKey("w", modifierFlags: [])
    try report(app, unknown: noKeys)
  }

  func testProbeEqualKeyCommands() throws {
    let app = launch("equalKeyCommands")
    settle(0.5)
    app.typeKey(.escape, modifierFlags: [])
    settle(0.5)
    app.typeKey("w", modifierFlags: [])
    try report(app, unknown: noKeys)
  }

  func testProbeAlertEscape() throws {
    let app = launch("alertEscape")
    element("probe-open", in: app).tap()
    XCTAssertTrue(app.alerts.firstMatch.waitForExistence(timeout: 5), "the alert is up")
    app.typeKey(.escape, modifierFlags: [])
    try report(app, unknown: "Escape reached neither the alert nor the app's command; \(noKeys)?")
  }

  /// B (added with addKeyCommand, left out of the override), then A (the
  /// override's own: keys reach the app).
  func testProbeKeyCommandsOverride() throws {
    let app = launch("keyCommandsOverride")
    settle(0.5)
    app.typeKey("b", modifierFlags: [])
    settle(0.5)
    app.typeKey("a", modifierFlags: [])
    try report(app, unknown: noKeys)
  }

  // MARK: - Checks (Docs/DeviceChecks.md)

  /// T22: a tap whose `UITapGestureRecognizer` action makes another field
  /// first responder keeps the keyboard up (no drop and rise), with
  /// DismissKit's `DismissInteraction` on the window.
  func testT22RecognizerMovingFocusKeepsTheKeyboard() throws {
    let app = launch("recognizerMovingFocus", showing: "t22-field-a")
    app.textFields["t22-field-a"].tap()
    guard app.keyboards.firstMatch.waitForExistence(timeout: 3) else {
      throw XCTSkip(
        "no software keyboard: turn off I/O › Keyboard › Connect Hardware Keyboard "
          + "(Scripts/ios-tests.sh does it)")
    }
    let focus = element("t22-focus", in: app)
    XCTAssertTrue(label(focus, becomes: "Focused: A"), "A has focus: \(focus.label)")
    element("t22-next", in: app).tap()
    XCTAssertTrue(label(focus, becomes: "Focused: B"), "Next focuses B: \(focus.label)")
    settle()
    let hides = element("t22-hides", in: app)
    XCTAssertEqual(hides.label, "Keyboard hides: 0", "the keyboard never dropped")
  }

  /// T19: an app's pan whose delegate makes it wait for every other
  /// recognizer to fail begins during the drag, with DismissKit's
  /// `DismissInteraction` on the window (its recognizer fails only at
  /// touch-up). The emulation pins the name's outcome: the pan waits for
  /// DismissKit's and begins only at touch-up.
  func testT19WaitingRecognizerBeginsAtTouchUp() throws {
    let app = launch("waitingRecognizer", showing: "t19-area")
    let start = element("t19-area", in: app).coordinate(
      withNormalizedOffset: CGVector(dx: 0.5, dy: 0.2))
    start.press(forDuration: 0.1, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 150)))
    let began = element("t19-pan", in: app)
    XCTAssertTrue(
      label(began, becomes: "Pan began: during the drag"),
      "\(began.label); \(element("t19-waits", in: app).label)")
  }

  /// L4: one tap outside a popover made dismissible with `makeDismissible()`,
  /// whose delegate refuses, is heard as one attempt to dismiss it. The
  /// emulation pins two (UIKit's own outside-tap dismissal and DismissKit's).
  func testL4RefusingPopoverHearsOneAttempt() throws {
    let app = launch("refusingPopover", showing: "l4-open")
    element("l4-open", in: app).tap()
    let attempts = element("l4-attempts", in: app)
    XCTAssertTrue(attempts.waitForExistence(timeout: 5), "the popover is up")
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.9)).tap()
    settle(2)
    XCTAssertTrue(attempts.exists, "the refusing popover stays")
    XCTAssertEqual(attempts.label, "Attempts: 1", "one tap, one attempt")
  }

  /// V1: a tap on a Save button outside a draft card: the button's action
  /// runs before DismissKit asks the card's veto.
  func testV1VetoFollowsTheTappedButtonsAction() throws {
    let app = launch("vetoTiming", showing: "v1-save")
    element("v1-save", in: app).tap()
    settle(1)
    XCTAssertEqual(element("v1-log", in: app).label, "Log: action, veto")
  }
}
