import DismissCore
import DismissScenarios

/// How the playground draws a region: the scenario format says what a region
/// is; this says what it looks like (its label, a placeholder) and how the
/// app behaves beyond rule 6 (a list that scrolls, a Send button).
public enum RegionLook: Sendable, Equatable {
  /// The screen's background: blank.
  case background
  /// A title bar with a title.
  case bar(String)
  /// A text field with a placeholder.
  case field(placeholder: String)
  /// A password field: its text is shown as dots.
  case secureField(placeholder: String)
  /// A button with a title.
  case button(String)
  /// Static text.
  case label(String)
  /// A list that scrolls with drags and the mouse wheel; its descendants
  /// move with `setFrame`.
  case scrollList
  /// A row of a list, with its text.
  case row(String)
  /// An item of a menu: left-aligned text.
  case item(String)
  /// A popover or menu: a box with an optional title.
  case popover(String?)
  /// A sheet: a box with an optional title.
  case sheet(String?)
  /// Drawn by kind, labelled with the region's id.
  case generic
}

/// The looks of a screen's regions, the screen's size, and where the
/// software keyboard goes.
public struct ScreenDecor: Sendable, Equatable {
  /// The looks by region id; a region without one is drawn by kind.
  public var looks: [String: RegionLook]
  /// The screen, in points (origin 0, 0).
  public var screen: Rect
  /// Where the software keyboard covers the screen while a field has focus.
  /// It is its own window: touches on it never reach the app's regions.
  public var keyboard: Rect
  /// The id of a button that sends the message field's text to the list.
  public var sendButton: String?
  /// The id of the field whose text the send button sends.
  public var messageField: String?

  public init(
    looks: [String: RegionLook], screen: Rect, keyboard: Rect, sendButton: String? = nil,
    messageField: String? = nil
  ) {
    self.looks = looks
    self.screen = screen
    self.keyboard = keyboard
    self.sendButton = sendButton
    self.messageField = messageField
  }

  /// The look of a region.
  public func look(of id: String) -> RegionLook { looks[id] ?? .generic }

  /// Whether a text input of a screen without looks is a password field,
  /// by its id (`password`, `newPassword`, `passcode`, `pin`): its text is
  /// then drawn as dots.
  public static func looksSecure(_ id: String) -> Bool {
    // `String.contains(_: String)` needs iOS 16 without Foundation: a scan.
    let name = Array(id.lowercased().utf8)
    func has(_ word: String) -> Bool {
      let needle = Array(word.utf8)
      guard name.count >= needle.count else { return false }
      return (0...(name.count - needle.count)).contains {
        name[$0..<$0 + needle.count].elementsEqual(needle)
      }
    }
    return has("password") || has("passcode") || name == Array("pin".utf8)
  }

  /// Plain looks for any scenario: every region drawn by kind with its id,
  /// on a screen that holds every finite frame (at least 100 x 100 points).
  public static func generic(for scenario: Scenario) -> ScreenDecor {
    var width = 100.0
    var height = 100.0
    for region in scenario.regions where region.frame.isValid {
      width = max(width, min(region.frame.maxX, 4000))
      height = max(height, min(region.frame.maxY, 4000))
    }
    let screen = Rect(x: 0, y: 0, width: width, height: height)
    let keyboardHeight = (height * 0.3).rounded()
    return ScreenDecor(
      looks: [:], screen: screen,
      keyboard: Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight))
  }

  /// The demo screen's looks when the scenario is the demo screen (same
  /// regions), else generic ones.
  public static func forScenario(_ scenario: Scenario) -> ScreenDecor {
    scenario.regions == DemoScreen.scenario.regions ? DemoScreen.decor : generic(for: scenario)
  }
}
