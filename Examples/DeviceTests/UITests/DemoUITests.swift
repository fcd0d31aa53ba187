// UI tests of the DismissKit demo app: what needs real touches and real keys,
// delivered by the system to the running app (XCUITest synthesizes them
// outside the app, as a finger and a hardware keyboard would). Build and
// run them with `Scripts/ios-tests.sh ui` (see Examples/DeviceTests/README.md).
//
// They need the software keyboard: the script turns the simulator's
// "Connect Hardware Keyboard" off before booting it. A test that finds no
// software keyboard skips, saying so, rather than passing without checking.
//
// They have never run: no machine of this project runs iOS. XCTest is not in
// the SDKs of the Linux type check, so this file is not type-checked there.

import XCTest

@MainActor
final class DemoUITests: XCTestCase {
  // No setUp override: XCTestCase's is not main-actor isolated, and a
  // main-actor class may not override it with a different isolation.

  // MARK: - Helpers

  private func launch(_ arguments: [String] = []) -> XCUIApplication {
    continueAfterFailure = false
    let app = XCUIApplication()
    app.launchArguments += arguments
    app.launch()
    return app
  }

  private func open(_ screen: String, in app: XCUIApplication) {
    let link = app.buttons["screen-\(screen)"]
    XCTAssertTrue(link.waitForExistence(timeout: 10), "the root list shows \(screen)")
    link.tap()
  }

  /// The element with an accessibility identifier, whatever its type
  /// (SwiftUI decides whether a container is an "other" element, a cell or
  /// a button).
  private func element(_ identifier: String, in app: XCUIApplication) -> XCUIElement {
    app.descendants(matching: .any)[identifier].firstMatch
  }

  /// Skips unless the software keyboard is on screen.
  private func requireSoftwareKeyboard(_ app: XCUIApplication) throws {
    guard app.keyboards.firstMatch.waitForExistence(timeout: 3) else {
      throw XCTSkip(
        "no software keyboard: turn off I/O › Keyboard › Connect Hardware Keyboard "
          + "(Scripts/ios-tests.sh does it)")
    }
  }

  /// Whether `element` stops existing within `timeout` (written here so
  /// that the tests need no XCTest newer than Xcode 16.0's).
  private func vanishes(_ element: XCUIElement, timeout: TimeInterval = 3) -> Bool {
    let gone = XCTNSPredicateExpectation(
      predicate: NSPredicate(format: "exists == false"), object: element)
    return XCTWaiter.wait(for: [gone], timeout: timeout) == .completed
  }

  /// Lets a second pass, so that what would change (a keyboard going away,
  /// a focus ending) has changed.
  private func settle(_ seconds: TimeInterval = 1) {
    RunLoop.current.run(until: Date().addingTimeInterval(seconds))
  }

  /// Whether `element`'s label satisfies `condition` within `timeout`.
  private func labelBecomes(
    _ element: XCUIElement, _ condition: @escaping (String) -> Bool, timeout: TimeInterval = 3
  ) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if element.exists && condition(element.label) { return true }
      RunLoop.current.run(until: Date().addingTimeInterval(0.1))
    }
    return false
  }

  private func waitForKeyboardToGo(_ app: XCUIApplication, timeout: TimeInterval = 3) -> Bool {
    vanishes(app.keyboards.firstMatch, timeout: timeout)
  }

  private func attach(_ name: String, _ text: String) {
    let attachment = XCTAttachment(string: text)
    attachment.name = name
    attachment.lifetime = .keepAlways
    add(attachment)
  }

  // MARK: - Delivery order

  /// The tapped button still fires when the keyboard goes: Sign In sits
  /// right above the keyboard and moves down when it hides. DismissKit must
  /// resign only after the button has its touch (T3).
  func testTappedButtonFiresWhileKeyboardGoes() throws {
    let app = launch()
    open("login", in: app)
    let email = app.textFields["login-email"]
    XCTAssertTrue(email.waitForExistence(timeout: 5))
    email.tap()
    email.typeText("ada@example.com")
    try requireSoftwareKeyboard(app)
    let signIn = app.buttons["login-sign-in"]
    let frameBefore = signIn.frame
    signIn.tap()
    XCTAssertTrue(
      app.staticTexts["Sign In tapped 1 times"].waitForExistence(timeout: 3),
      "the first tap on Sign In fires, though the keyboard goes away under it")
    XCTAssertTrue(waitForKeyboardToGo(app), "and the keyboard goes")
    attach("Sign In frame", "before \(frameBefore), after \(signIn.frame)")
  }

  /// A List row tapped while the keyboard is up opens at the first tap, and
  /// the keyboard goes.
  func testListRowOpensWhileKeyboardIsUp() throws {
    let app = launch()
    open("search", in: app)
    let search = app.searchFields.firstMatch
    XCTAssertTrue(search.waitForExistence(timeout: 5))
    search.tap()
    search.typeText("an")
    try requireSoftwareKeyboard(app)
    element("fruit-Banana", in: app).tap()
    XCTAssertTrue(
      app.navigationBars["Banana"].waitForExistence(timeout: 3),
      "the first tap on a row opens it while the keyboard is up")
    XCTAssertTrue(waitForKeyboardToGo(app), "and the keyboard goes")
  }

  /// Send keeps the keyboard: a chat can send twice in a row.
  func testSendKeepsTheKeyboard() throws {
    let app = launch()
    open("chat", in: app)
    let field = app.textFields["chat-field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("Hello")
    try requireSoftwareKeyboard(app)
    app.buttons["chat-send"].tap()
    XCTAssertTrue(app.staticTexts["Hello"].waitForExistence(timeout: 3), "the message was sent")
    settle()
    XCTAssertTrue(app.keyboards.firstMatch.exists, "the keyboard is still up after Send")
    field.typeText("Again")
    app.buttons["chat-send"].tap()
    XCTAssertTrue(app.staticTexts["Again"].waitForExistence(timeout: 3), "and sends again")
  }

  // MARK: - Swallowed touches

  /// W1: the menu swallows outside touches. A tap on a SwiftUI `Button`, a
  /// `TextField` or a `List` row beneath closes it and does nothing else; a
  /// swipe beneath scrolls nothing. With the menu closed, the same tap acts.
  func testW1SwallowingMenuKeepsTouchesFromTheScreen() throws {
    let app = launch()
    open("menu", in: app)
    let more = app.buttons["menu-more"]
    let menu = element("menu", in: app)
    let last = element("menu-last-action", in: app)
    XCTAssertTrue(more.waitForExistence(timeout: 5))
    let left = CGVector(dx: 0.1, dy: 0.5)
    let beneath: [(String, XCUIElement)] = [
      ("a button", element("menu-archive", in: app)),
      ("a text field", app.textFields["Title"]),
      ("a list row", element("menu-details-row", in: app)),
    ]
    for (name, view) in beneath {
      more.tap()
      XCTAssertTrue(menu.waitForExistence(timeout: 3), "the menu opens")
      view.coordinate(withNormalizedOffset: left).tap()
      XCTAssertTrue(vanishes(menu), "a tap on \(name) beneath closes the menu")
      settle()
      XCTAssertEqual(last.label, "Last action: Nothing yet", "and does not reach \(name)")
      XCTAssertFalse(app.keyboards.firstMatch.exists, "no field beneath took focus")
      XCTAssertFalse(element("menu-details", in: app).exists, "no row beneath was selected")
    }
    more.tap()
    XCTAssertTrue(menu.waitForExistence(timeout: 3))
    let frame = last.frame
    app.swipeUp()
    settle()
    XCTAssertEqual(last.frame, frame, "a swipe beneath the menu scrolls nothing")
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.9)).tap()
    XCTAssertTrue(vanishes(menu))
    element("menu-archive", in: app).coordinate(withNormalizedOffset: left).tap()
    XCTAssertTrue(
      labelBecomes(last) { $0.hasSuffix("Archive") }, "with the menu closed, the button acts")
  }

  // MARK: - Escape

  /// Escape from a hardware keyboard closes the top layer only: the submenu,
  /// then the menu.
  func testEscapeClosesTheTopLayer() throws {
    let app = launch()
    open("menu", in: app)
    let more = app.buttons["menu-more"]
    XCTAssertTrue(more.waitForExistence(timeout: 5))
    more.tap()
    XCTAssertTrue(element("menu", in: app).waitForExistence(timeout: 3), "the menu opens")
    app.buttons["Sort by Date"].tap()
    XCTAssertTrue(element("submenu", in: app).waitForExistence(timeout: 3), "the submenu opens")
    app.typeKey(.escape, modifierFlags: [])
    XCTAssertTrue(
      vanishes(element("submenu", in: app)),
      "Escape closes the submenu")
    XCTAssertTrue(element("menu", in: app).exists, "and only the submenu")
    app.typeKey(.escape, modifierFlags: [])
    XCTAssertTrue(
      vanishes(element("menu", in: app)), "a second Escape closes the menu")
  }

  /// With a field focused and no layer open, Escape does not end editing
  /// (`escapeDismissesKeyboard` is off by default).
  func testEscapeKeepsEditingByDefault() throws {
    let app = launch()
    open("login", in: app)
    let email = app.textFields["login-email"]
    XCTAssertTrue(email.waitForExistence(timeout: 5))
    email.tap()
    XCTAssertTrue(app.staticTexts["Focused field: email"].waitForExistence(timeout: 3))
    app.typeKey(.escape, modifierFlags: [])
    settle()
    XCTAssertTrue(
      app.staticTexts["Focused field: email"].exists,
      "Escape in a field keeps its focus by default")
  }

  // MARK: - Gestures

  /// SwiftUI long press and drag with DismissKit installed and without it.
  /// The app measures how long each took to be recognized; the numbers are
  /// attached to the result, never judged here (a timed test would be
  /// noise): compare them in the test report.
  func testLongPressAndDragLatency() throws {
    var results: [String] = []
    for arguments in [[], ["-DismissKitDisabled", "YES"]] {
      let app = launch(arguments)
      open("gestures", in: app)
      let mode = app.staticTexts["gesture-mode"]
      XCTAssertTrue(mode.waitForExistence(timeout: 5))
      element("long-press-target", in: app).press(forDuration: 0.8)
      let longPress = app.staticTexts["long-press-result"]
      XCTAssertTrue(
        labelBecomes(longPress, { $0.hasPrefix("Long presses: 1") }),
        "the long press fired: \(longPress.label)")
      let start = element("drag-target", in: app).coordinate(
        withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
      start.press(forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: 120)))
      let drag = app.staticTexts["drag-result"]
      XCTAssertTrue(
        labelBecomes(drag, { !$0.contains("–") }), "the drag was recognized: \(drag.label)")
      results.append("\(mode.label): \(longPress.label); \(drag.label)")
      app.terminate()
    }
    attach("Gesture latency", results.joined(separator: "\n"))
  }

  // MARK: - Modals

  /// Two stacked modals: one tap on the dimming closes the top one only.
  func testTwoStackedModalsCloseOneAtATime() throws {
    let app = launch()
    open("modal", in: app)
    let contact = app.buttons["contact-0"]
    XCTAssertTrue(contact.waitForExistence(timeout: 5))
    contact.tap()
    XCTAssertTrue(element("contact-editor", in: app).waitForExistence(timeout: 3))
    app.buttons["contact-delete"].tap()
    XCTAssertTrue(element("confirmation", in: app).waitForExistence(timeout: 3))
    // Below both cards and above the decision log: the dimming.
    let dimming = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.78))
    dimming.tap()
    XCTAssertTrue(
      vanishes(element("confirmation", in: app)),
      "a tap on the dimming closes the top modal")
    XCTAssertTrue(element("contact-editor", in: app).exists, "and not the one beneath it")
    dimming.tap()
    XCTAssertTrue(
      vanishes(element("contact-editor", in: app)),
      "a second tap closes the first modal")
  }

  // MARK: - UIKit

  /// The composer in an inputAccessoryView: a tap on the messages ends its
  /// editing (the composer lives in the keyboard's window; DismissKit takes
  /// the text inputs of the scene's other windows as focus).
  func testTapOnMessagesEndsComposerEditing() throws {
    let app = launch()
    open("uikitComposer", in: app)
    let field = app.textFields["composer-field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("Hi")
    try requireSoftwareKeyboard(app)
    app.tables["composer-messages"].cells.element(boundBy: 2).tap()
    XCTAssertTrue(
      waitForKeyboardToGo(app),
      "a tap on the messages ends the composer's editing")
  }

  /// Typing in a UIAlertController: a tap on the alert's title keeps its
  /// editing (a touch in a presentation DismissKit does not manage decides
  /// nothing).
  func testTapInAlertKeepsItsEditing() throws {
    let app = launch()
    open("uikitComposer", in: app)
    app.buttons["show-alert"].tap()
    let alert = app.alerts.firstMatch
    XCTAssertTrue(alert.waitForExistence(timeout: 3))
    let field = alert.textFields.firstMatch
    field.tap()
    field.typeText("New")
    try requireSoftwareKeyboard(app)
    alert.staticTexts["Rename"].tap()
    XCTAssertFalse(
      waitForKeyboardToGo(app, timeout: 1),
      "a tap inside the alert keeps its field editing")
  }

  // MARK: - First-hour checks (Docs/FirstHourChecks.md)
  //
  // Named after their ledger rows. They expect what the rules demand,
  // which DismissKit may not do yet.

  /// Whether the screen's focus label reads `expected` ("Focused: yes" or
  /// "Focused: no") within `timeout`.
  private func focusReads(
    _ expected: String, label identifier: String, in app: XCUIApplication,
    timeout: TimeInterval = 2
  ) -> Bool {
    labelBecomes(element(identifier, in: app), { $0 == expected }, timeout: timeout)
  }

  /// Step 1 (S28): a full-screen cover without a root of its own is served.
  func testS28RootlessFullScreenCoverIsServed() throws {
    let app = launch()
    open("rootlessCover", in: app)
    let field = app.textFields["cover-field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5), "the cover is up")
    field.tap()
    field.typeText("Hi")
    try requireSoftwareKeyboard(app)
    app.buttons["cover-send"].tap()
    XCTAssertTrue(app.staticTexts["Sent 1"].waitForExistence(timeout: 3), "Send fired")
    settle()
    XCTAssertTrue(app.keyboards.firstMatch.exists, "Send (keep) in the cover keeps the keyboard")
    let empty = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.72))
    empty.tap()
    XCTAssertTrue(waitForKeyboardToGo(app), "a tap on plain content in the cover dismisses it")
    app.buttons["cover-show-card"].tap()
    XCTAssertTrue(element("cover-card", in: app).waitForExistence(timeout: 3), "the card opens")
    empty.tap()
    XCTAssertTrue(vanishes(element("cover-card", in: app)), "a tap outside the card closes it")
    app.buttons["cover-show-card"].tap()
    XCTAssertTrue(element("cover-card", in: app).waitForExistence(timeout: 3))
    app.typeKey(.escape, modifierFlags: [])
    XCTAssertTrue(vanishes(element("cover-card", in: app)), "Escape in the cover closes the card")
  }

  /// Step 2 (S32): a tap or focus in a sheet a modal card presented does
  /// not close the card.
  func testS32TapInSheetFromModalCardKeepsTheCard() throws {
    let app = launch()
    open("modalChildren", in: app)
    app.buttons["children-open-card"].tap()
    let card = element("children-card", in: app)
    XCTAssertTrue(card.waitForExistence(timeout: 3), "the card opens")
    app.buttons["children-show-sheet"].tap()
    let button = app.buttons["children-sheet-button"]
    XCTAssertTrue(button.waitForExistence(timeout: 3), "the sheet is up")
    button.tap()
    settle()
    XCTAssertTrue(button.exists, "a tap in the card's sheet keeps the sheet (and the card) up")
    let field = app.textFields["children-sheet-field"]
    field.tap()
    field.typeText("Note")
    settle()
    XCTAssertTrue(field.exists, "focus in the card's sheet keeps it up")
    app.buttons["children-sheet-done"].tap()
    XCTAssertTrue(vanishes(button), "Done closes the sheet")
    XCTAssertTrue(card.exists, "and the card that presented it is still open")
  }

  /// Step 2 (S32): a tap in a photo picker a modal card presented does not
  /// close the card.
  func testS32TapInPhotosPickerFromModalCardKeepsTheCard() throws {
    let app = launch()
    open("modalChildren", in: app)
    app.buttons["children-open-card"].tap()
    let card = element("children-card", in: app)
    XCTAssertTrue(card.waitForExistence(timeout: 3), "the card opens")
    app.buttons["Pick a photo"].tap()
    settle(2)  // the picker is another process's view
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
    settle(2)
    let cancel = app.buttons["Cancel"]
    if cancel.exists { cancel.tap() }
    settle()
    XCTAssertTrue(card.exists, "a tap in the card's photo picker leaves the card open")
  }

  /// Step 3 (S26, N4): a menu picker in a card: an item, and a tap outside
  /// the open menu, leave the card open.
  func testS26MenuPickerInCardKeepsTheCard() throws {
    let app = launch()
    open("menuPicker", in: app)
    app.buttons["picker-toggle-card"].tap()
    let card = element("picker-card", in: app)
    XCTAssertTrue(card.waitForExistence(timeout: 3), "the card opens")
    element("picker-menu", in: app).tap()
    let name = app.buttons["Name"]
    XCTAssertTrue(name.waitForExistence(timeout: 3), "the picker's menu opens")
    name.tap()
    XCTAssertTrue(
      app.staticTexts["Sorted by Name"].waitForExistence(timeout: 3), "the item was picked")
    settle()
    XCTAssertTrue(card.exists, "a tap on a menu item leaves the card open")
    element("picker-menu", in: app).tap()
    let size = app.buttons["Size"]
    XCTAssertTrue(size.waitForExistence(timeout: 3), "the menu opens again")
    let outside = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.8))
    outside.tap()
    XCTAssertTrue(vanishes(size), "a tap outside the open menu closes the menu")
    settle()
    XCTAssertTrue(card.exists, "and leaves the card open: the menu is a system surface")
    outside.tap()
    XCTAssertTrue(vanishes(card), "the next tap outside closes the card")
  }

  /// Focuses the bars screen's field, with rows scrolled under the bars.
  private func barsScreenFocused(_ app: XCUIApplication) {
    open("floatingBars", in: app)
    let row = element("bars-row-2", in: app)
    XCTAssertTrue(row.waitForExistence(timeout: 5))
    app.collectionViews.firstMatch.swipeUp()
    app.textFields["bars-field"].tap()
    XCTAssertTrue(focusReads("Focused: yes", label: "bars-focus", in: app), "the field has focus")
  }

  /// Step 4 (S30): a tap on a `safeAreaInset` bar's background over keep
  /// rows is the bar's.
  func testS30TapOnInsetBarIsDecidedByTheBar() throws {
    let app = launch()
    barsScreenFocused(app)
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.45)).tap()
    settle()
    XCTAssertTrue(
      focusReads("Focused: yes", label: "bars-focus", in: app), "a tap on a keep row keeps focus")
    element("bars-inset", in: app).coordinate(withNormalizedOffset: CGVector(dx: 0.97, dy: 0.5))
      .tap()
    XCTAssertTrue(
      focusReads("Focused: no", label: "bars-focus", in: app),
      "a tap on the inset bar's background ends editing: the bar decides, not the row beneath")
  }

  /// Step 4 (S30): a tap on the navigation bar's background over keep rows
  /// is the bar's.
  func testS30TapOnNavigationBarIsDecidedByTheBar() throws {
    let app = launch()
    barsScreenFocused(app)
    app.navigationBars.firstMatch.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5))
      .tap()
    XCTAssertTrue(
      focusReads("Focused: no", label: "bars-focus", in: app),
      "a tap on the navigation bar's background ends editing: the bar decides")
  }

  /// Step 4 (S10): a tap on a SwiftUI Toggle keeps focus (a control).
  func testS10TapOnToggleKeepsFocus() throws {
    let app = launch()
    barsScreenFocused(app)
    // The switch is at the toggle's trailing end; its label does nothing.
    element("bars-toggle", in: app).coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5))
      .tap()
    settle()
    XCTAssertTrue(
      focusReads("Focused: yes", label: "bars-focus", in: app), "a tap on a Toggle keeps focus")
  }

  /// Step 5 (T18): Next moves focus from A to B; the keyboard never hides.
  func testT18NextButtonKeepsTheKeyboardUp() throws {
    let app = launch()
    open("focusNext", in: app)
    let fieldA = app.textFields["next-field-a"]
    XCTAssertTrue(fieldA.waitForExistence(timeout: 5))
    fieldA.tap()
    try requireSoftwareKeyboard(app)
    XCTAssertTrue(app.staticTexts["Keyboard hides: 0"].exists)
    app.buttons["next-button"].tap()
    XCTAssertTrue(
      labelBecomes(element("next-focus", in: app), { $0 == "Focused: B" }), "Next focuses B")
    settle()
    XCTAssertTrue(
      app.staticTexts["Keyboard hides: 0"].exists,
      "the keyboard never dropped: \(element("next-hides", in: app).label)")
  }

  /// Step 5 (T12): a button in a view with a double-tap recognizer, above
  /// the keyboard, fires at the first tap while the keyboard goes.
  func testT12ButtonUnderDoubleTapRecognizerFiresAtFirstTap() throws {
    let app = launch()
    open("focusNext", in: app)
    let fieldA = app.textFields["next-field-a"]
    XCTAssertTrue(fieldA.waitForExistence(timeout: 5))
    fieldA.tap()
    fieldA.typeText("x")
    try requireSoftwareKeyboard(app)
    app.buttons["Like"].tap()
    XCTAssertTrue(
      app.staticTexts["Likes: 1"].waitForExistence(timeout: 3),
      "the first tap on Like counts, though its touch-up waits for the double-tap recognizer")
    XCTAssertTrue(waitForKeyboardToGo(app), "and the keyboard goes")
  }

  /// Step 6 (K13): Escape over an alert on a dismissible UIKit sheet
  /// cancels the alert and leaves the sheet.
  func testK13EscapeCancelsTheAlertNotTheSheet() throws {
    let app = launch()
    open("alertOverSheet", in: app)
    app.buttons["k13-open-sheet"].tap()
    let field = app.textFields["k13-field"]
    XCTAssertTrue(field.waitForExistence(timeout: 3), "the sheet is up")
    app.buttons["k13-discard"].tap()
    let alert = app.alerts.firstMatch
    XCTAssertTrue(alert.waitForExistence(timeout: 3), "the alert is up")
    app.typeKey(.escape, modifierFlags: [])
    XCTAssertTrue(vanishes(alert), "Escape cancels the alert")
    settle()
    XCTAssertTrue(field.exists, "and leaves the sheet up (Escape was the alert's)")
    app.typeKey(.escape, modifierFlags: [])
    XCTAssertTrue(vanishes(field), "with no alert and no touch since, Escape closes the sheet")
  }

  /// Step 7 (S29): after fast scrolling, every visible keep row keeps focus.
  func testS29KeepRowsStayRegisteredAfterFastScrolling() throws {
    let app = launch()
    open("longList", in: app)
    XCTAssertTrue(element("long-row-0", in: app).waitForExistence(timeout: 5))
    let list = app.collectionViews.firstMatch
    for _ in 0..<6 { list.swipeUp(velocity: .fast) }
    for _ in 0..<10 { list.swipeDown(velocity: .fast) }
    settle()
    app.textFields["long-field"].tap()
    XCTAssertTrue(focusReads("Focused: yes", label: "long-focus", in: app), "the field has focus")
    // Rows near the top: the keyboard covers the lower ones.
    for row in [0, 1, 2, 3] {
      element("long-row-\(row)", in: app).tap()
      settle(0.5)
      XCTAssertTrue(
        focusReads("Focused: yes", label: "long-focus", in: app),
        "a tap on keep row \(row) after fast scrolling keeps focus")
    }
    element("long-focus", in: app).tap()
    XCTAssertTrue(
      focusReads("Focused: no", label: "long-focus", in: app),
      "a tap on plain content still ends editing")
  }

  /// Step 8 (S31): a keep button inside `.drawingGroup()` does nothing.
  func testS31MarkedViewInDrawingGroupDoesNothing() throws {
    let app = launch()
    open("drawingGroup", in: app)
    let field = app.textFields["group-field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    XCTAssertTrue(focusReads("Focused: yes", label: "group-focus", in: app))
    app.buttons["Keep (plain)"].tap()
    settle()
    XCTAssertTrue(
      focusReads("Focused: yes", label: "group-focus", in: app), "a plain keep button keeps focus")
    app.buttons["Keep (in drawingGroup)"].tap()
    XCTAssertTrue(
      focusReads("Focused: no", label: "group-focus", in: app),
      "a keep button in a drawing group does nothing, as documented: editing ends")
  }
}
