// The only file of the device tests that needs XCTest, which the iOS SDKs of
// the Linux compile check do not have: it runs each check of `Checks/` with
// an XCTest-backed `DeviceExpect`. Keep it this thin: one line per check.
#if canImport(UIKit) && !os(watchOS) && canImport(XCTest)
  import XCTest

  /// `DeviceExpect` on XCTest: failures are `XCTFail`s at the check's line,
  /// notes are attachments and log lines, skips are `XCTSkip`s.
  @MainActor
  final class XCTestExpect: DeviceExpect {
    private let testCase: XCTestCase

    init(_ testCase: XCTestCase) { self.testCase = testCase }

    func that(
      _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt
    ) {
      if !condition { XCTFail(message(), file: file, line: line) }
    }

    func note(_ message: String) {
      print("DismissKitDeviceTests: \(message)")
      let attachment = XCTAttachment(string: message)
      attachment.lifetime = .keepAlways
      testCase.add(attachment)
    }
  }

  @MainActor
  final class DeviceTests: XCTestCase {
    private func run(_ check: (any DeviceExpect) async throws -> Void) async throws {
      do {
        try await check(XCTestExpect(self))
      } catch let skip as DeviceSkip {
        throw XCTSkip(skip.reason)
      }
    }

    // What SwiftUI's text inputs are in UIKit.
    func testTextFieldIsAUITextField() async throws {
      try await run(TextInputKindChecks.textFieldIsAUITextField)
    }
    func testSecureFieldIsASecureUITextField() async throws {
      try await run(TextInputKindChecks.secureFieldIsASecureUITextField)
    }
    func testVerticalTextFieldIsAUITextView() async throws {
      try await run(TextInputKindChecks.verticalTextFieldIsAUITextView)
    }
    func testTextEditorIsAUITextView() async throws {
      try await run(TextInputKindChecks.textEditorIsAUITextView)
    }
    func testSearchableFieldIsAUISearchTextField() async throws {
      try await run(TextInputKindChecks.searchableFieldIsAUISearchTextField)
    }

    // @FocusState follows UIKit.
    func testEndEditingClearsFocusState() async throws {
      try await run(FocusStateChecks.endEditingClearsFocusState)
    }
    func testResignFirstResponderClearsFocusState() async throws {
      try await run(FocusStateChecks.resignFirstResponderClearsFocusState)
    }
    func testTapOnBackgroundResignsAndClearsFocusState() async throws {
      try await run(FocusStateChecks.tapOnBackgroundResignsAndClearsFocusState)
    }
    func testTapOnKeepButtonKeepsFocus() async throws {
      try await run(FocusStateChecks.tapOnKeepButtonKeepsFocus)
    }

    // The UIKit adapter on real views.
    func testUIKitTapOnBackgroundEndsEditing() async throws {
      try await run(UIKitDecisionChecks.tapOnBackgroundEndsEditing)
    }
    func testUIKitTapOnControlKeepsEditing() async throws {
      try await run(UIKitDecisionChecks.tapOnControlKeepsEditing)
    }
    func testTapInAlertKeepsItsEditing() async throws {
      try await run(UIKitDecisionChecks.tapInAlertKeepsItsEditing)
    }
    func testRule7RefusedCardKeepsFocusOnButtonTap() async throws {
      try await run(UIKitDecisionChecks.refusedCardKeepsFocus)
    }
    func testN8PlainPresentedControllerIsTheApps() async throws {
      try await run(OwnershipChecks.plainControllerIsTheApps)
    }
    func testMixedWindowInteractionFirst() async throws {
      try await run(MixedWindowChecks.interactionFirst)
    }
    func testMixedWindowRootFirst() async throws {
      try await run(MixedWindowChecks.rootFirst)
    }
    func testInputAccessoryFieldEditing() async throws {
      try await run(InputAccessoryChecks.accessoryFieldEditing)
    }

    // A SwiftUI layer's binding.
    func testTapOutsideClearsTheLayerBinding() async throws {
      try await run(LayerBindingChecks.tapOutsideClearsTheBinding)
    }
    func testTapInsideKeepsTheLayerBinding() async throws {
      try await run(LayerBindingChecks.tapInsideKeepsTheBinding)
    }
    func testRefusedDismissalKeepsTheLayerUntilAllowed() async throws {
      try await run(LayerBindingChecks.refusalKeepsTheBindingUntilAllowed)
    }

    // Presentations and geometry.
    func testSheetInheritsPresenterEnvironment() async throws {
      try await run(PresentationGeometryChecks.sheetInheritsPresenterEnvironment)
    }
    func testSheetGlobalSpaceIsNotTheWindow() async throws {
      try await run(PresentationGeometryChecks.sheetGlobalSpaceIsNotTheWindow)
    }
    func testPopoverAnchor() async throws {
      try await run(PresentationGeometryChecks.popoverAnchor)
    }
    func testSplitViewDetailSendKeepsKeyboard() async throws {
      try await run(PresentationGeometryChecks.splitViewDetailSendKeepsKeyboard)
    }
    func testTabViewAnchor() async throws {
      try await run(PresentationGeometryChecks.tabViewAnchor)
    }
    func testScrolledListAnchor() async throws {
      try await run(PresentationGeometryChecks.scrolledListAnchor)
    }

    // The first-hour checks (Docs/FirstHourChecks.md), named after their
    // ledger rows. They expect what the rules demand, which DismissKit may
    // not do yet. S26 (a menu picker in a card) and T12 (a delaying
    // recognizer) need real touches: UI tests only.
    func testS28RootlessFullScreenCoverIsServed() async throws {
      try await run(RootlessCoverChecks.coverServesKeyboardDecisions)
    }
    func testS28RootlessFullScreenCoverServesLayers() async throws {
      try await run(RootlessCoverChecks.coverServesLayers)
    }
    func testS28LoginCoverWithoutMarkedViewsIsServed() async throws {
      try await run(RootlessCoverChecks.loginCoverIsServed)
    }
    func testS32TapInSheetFromModalCardKeepsTheCard() async throws {
      try await run(LayerChildPresentationChecks.tapInSheetKeepsTheCard)
    }
    func testS32FocusInSheetFromCardKeepsTheCard() async throws {
      try await run(LayerChildPresentationChecks.focusInSheetKeepsTheCard)
    }
    func testS32TapInPhotosPickerFromModalCardKeepsTheCard() async throws {
      try await run(LayerChildPresentationChecks.tapInPhotosPickerKeepsTheCard)
    }
    func testS30TapOnToolbarIsDecidedByTheBar() async throws {
      try await run { try await OcclusionChecks.tapOnBarIsDecidedByTheBar(.toolbar, $0) }
    }
    func testS30TapOnTabBarIsDecidedByTheBar() async throws {
      try await run { try await OcclusionChecks.tapOnBarIsDecidedByTheBar(.tabBar, $0) }
    }
    func testS30TapOnInsetBarIsDecidedByTheBar() async throws {
      try await run { try await OcclusionChecks.tapOnBarIsDecidedByTheBar(.insetBar, $0) }
    }
    func testS10TapsOnTextFieldAndToggleKeepFocus() async throws {
      try await run(OcclusionChecks.tapsOnFieldAndToggleKeepFocus)
    }
    func testT18NextButtonKeepsTheKeyboardUp() async throws {
      try await run(FocusMoveChecks.nextButtonKeepsTheKeyboardUp)
    }
    func testK13NoEscapeCommandOnAlertOverDismissibleSheet() async throws {
      try await run(EscapeOwnerChecks.noEscapeCommandOnAlertOverSheet)
    }
    func testK13EscapeAfterTheAppDismissesAnAlert() async throws {
      try await run(EscapeOwnerChecks.escapeAfterAppDismissesAlert)
    }
    func testS29KeepRowsStayRegisteredAfterFastScrolling() async throws {
      try await run(LazyRegistrationChecks.keepRowsStayRegisteredAfterFastScrolling)
    }
    func testS31NoPlaceholderOfOursInDrawingGroup() async throws {
      try await run(DrawingGroupChecks.noPlaceholderOfOurs)
    }
    func testS31MarkedViewInDrawingGroupDoesNothing() async throws {
      try await run(DrawingGroupChecks.markedViewInsideDoesNothing)
    }

    // Unknown or contradicted ledger rows, expecting what DismissKit relies
    // on.
    func testF12AlertLeavesFieldFocused() async throws {
      try await run(AlertFocusChecks.alertLeavesFieldFocused)
    }
    func testN9ContextPresentationTakesEscape() async throws {
      try await run(PresentationContextChecks.contextPresentationTakesEscape)
    }

    // Probes: each prints the line `probe <switch> emulated=… observed=…`
    // (Support/Probe.swift), which Scripts/ios-tests.py turns into ledger rows.
    // Switches that need a real touch or key: UITests/ProbeUITests.swift.
    func testProbeAccessoryNotifications() async throws {
      try await run(AccessoryNotificationsProbe.run)
    }
    func testProbeAlertFocus() async throws { try await run(AlertFocusProbe.run) }
    func testProbeAlertTextFields() async throws { try await run(AlertTextFieldsProbe.run) }
    func testProbeBeingDismissed() async throws { try await run(BeingDismissedProbe.run) }
    func testProbeControlRefusal() async throws { try await run(ControlRefusalProbe.run) }
    func testProbeDimmingView() async throws { try await run(DimmingViewProbe.run) }
    func testProbeDisabledControls() async throws { try await run(DisabledControlsProbe.run) }
    func testProbeEqualObserverOrder() async throws { try await run(EqualObserverOrderProbe.run) }
    func testProbeHostedKeyCommands() async throws { try await run(HostedKeyCommandsProbe.run) }
    func testProbeHostingHitTest() async throws { try await run(HostingHitTestProbe.run) }
    func testProbeInteractionsOnDeallocation() async throws {
      try await run(InteractionsOnDeallocationProbe.run)
    }
    func testProbeKeyboardNotifications() async throws {
      try await run(KeyboardNotificationsProbe.run)
    }
    func testProbeKeyboardWindowScene() async throws { try await run(KeyboardWindowSceneProbe.run) }
    func testProbePresentedNext() async throws { try await run(PresentedNextProbe.run) }
    func testProbeRecognizerActionTiming() async throws {
      try await run(RecognizerActionTimingProbe.run)
    }
    func testProbeRuntimeSubclasses() async throws { try await run(RuntimeSubclassesProbe.run) }
    func testProbeStateApplication() async throws { try await run(StateApplicationProbe.run) }
    func testProbeTransitionLength() async throws { try await run(TransitionLengthProbe.run) }
    func testProbeViewRemoval() async throws { try await run(ViewRemovalProbe.run) }
  }
#endif
