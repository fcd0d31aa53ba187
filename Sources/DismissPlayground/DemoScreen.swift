import DismissCore
import DismissScenarios

/// The screen that `dismisskit demo` draws, as a scenario: the same regions
/// feed the interactive playground, the replays and the tap map. Its events
/// are the tour that `dismisskit demo` replays without a terminal, and its
/// expectations are checked like any scenario's. `Scenarios/Demo/demo-screen.json`
/// holds the same text (a test keeps them equal).
public enum DemoScreen {
  /// The scenario file's text.
  public static let json = #"""
    {
      "name": "the DismissKit playground's demo screen and its tour",
      "description": "The screen that `dismisskit demo` draws, 360 x 640 points: a login form (email, password, Log in opening a modal sheet), a chat (a clipped list of messages, a message field and a Send button that keeps the keyboard), a ••• button toggling a popover menu that excludes it, and a submenu inside the menu that excludes its Share trigger. The events are the tour that `dismisskit demo` replays when it has no terminal: 0-1 tap email: focus. 2-3 tap •••: a control keeps the keyboard; the host opens the menu. 4-5 tap Share (inside the menu): the host opens the submenu. 6-7 tap the title bar, outside both: dismiss submenu, then menu (tapOutside), then resign (the bar is a container: no region decides). 8-9 tap password: focus. 10-11 tap Send: keyboard kept (keyboard: keep). 12-13 tap the message field: focus moves. 14-17 drag the list: a drag, not a tap; dragDismissesKeyboard is off, the keyboard stays (the playground scrolls the list). 18-19 tap a message: resign (rule 4: no region decides). 20-21 tap Log in: the host opens the sheet. 22-23 tap the code field inside the sheet: focus. 24 escape: dismiss the sheet, and resign since it held the focus. 25-26 tap •••: menu. 27-28 tap Share: submenu. 29 escape: dismiss the top-most layer only (the submenu). 30-31 tap email: dismiss the menu (tapOutside), the host focuses email. 32 escape with no layer open: the keyboard stays (escapeDismissesKeyboard is off by default: on iOS, Escape does not end editing). 33-34 tap •••: menu. 35-36 an Apple Pencil taps the background: the menu is dismissed (tapOutside), as a finger would; the keyboard stays (a pencil never resigns focus while pencilDismissesKeyboard is off, so Scribble can write next to a field).",
      "regions": [
        {"id": "background", "kind": "container", "frame": [0, 0, 360, 640]},
        {"id": "titleBar", "kind": "container", "frame": [0, 0, 360, 40], "parent": "background"},
        {"id": "more", "kind": "control", "frame": [300, 0, 50, 40], "parent": "titleBar", "action": {"toggle": "menu"}},
        {"id": "email", "kind": "textInput", "frame": [20, 50, 320, 40], "parent": "background"},
        {"id": "password", "kind": "textInput", "frame": [20, 100, 320, 40], "parent": "background"},
        {"id": "logIn", "kind": "control", "frame": [20, 150, 140, 40], "parent": "background", "action": {"open": "sheet"}},
        {"id": "chat", "kind": "container", "frame": [10, 200, 340, 220], "parent": "background", "clips": true},
        {"id": "message1", "kind": "container", "frame": [10, 200, 340, 40], "parent": "chat"},
        {"id": "message2", "kind": "container", "frame": [10, 240, 340, 40], "parent": "chat"},
        {"id": "message3", "kind": "container", "frame": [10, 280, 340, 40], "parent": "chat"},
        {"id": "message4", "kind": "container", "frame": [10, 320, 340, 40], "parent": "chat"},
        {"id": "message5", "kind": "container", "frame": [10, 360, 340, 40], "parent": "chat"},
        {"id": "message6", "kind": "container", "frame": [10, 400, 340, 40], "parent": "chat"},
        {"id": "message7", "kind": "container", "frame": [10, 440, 340, 40], "parent": "chat"},
        {"id": "message8", "kind": "container", "frame": [10, 480, 340, 40], "parent": "chat"},
        {"id": "message9", "kind": "container", "frame": [10, 520, 340, 40], "parent": "chat"},
        {"id": "message10", "kind": "container", "frame": [10, 560, 340, 40], "parent": "chat"},
        {"id": "messageField", "kind": "textInput", "frame": [10, 430, 270, 40], "parent": "background"},
        {"id": "send", "kind": "control", "frame": [290, 430, 60, 40], "parent": "background", "keyboard": "keep"},
        {"id": "tabBar", "kind": "container", "frame": [0, 600, 360, 40], "parent": "background"},
        {"id": "chatsTab", "kind": "control", "frame": [0, 600, 180, 40], "parent": "tabBar"},
        {"id": "settingsTab", "kind": "control", "frame": [180, 600, 180, 40], "parent": "tabBar"},
        {"id": "menu", "kind": "layer", "frame": [190, 40, 160, 160], "parent": "background", "excluding": ["more"]},
        {"id": "copy", "kind": "control", "frame": [200, 60, 140, 35], "parent": "menu", "action": {"close": "menu"}},
        {"id": "share", "kind": "control", "frame": [200, 100, 140, 35], "parent": "menu", "action": {"toggle": "submenu"}},
        {"id": "delete", "kind": "control", "frame": [200, 140, 140, 35], "parent": "menu", "action": {"close": "menu"}},
        {"id": "submenu", "kind": "layer", "frame": [40, 90, 150, 110], "parent": "menu", "excluding": ["share"]},
        {"id": "mail", "kind": "control", "frame": [50, 105, 130, 35], "parent": "submenu", "action": {"close": "menu"}},
        {"id": "messages", "kind": "control", "frame": [50, 145, 130, 35], "parent": "submenu", "action": {"close": "menu"}},
        {"id": "sheet", "kind": "layer", "frame": [0, 240, 360, 400], "parent": "background", "backdrop": true},
        {"id": "sheetTitle", "kind": "container", "frame": [20, 260, 320, 30], "parent": "sheet"},
        {"id": "code", "kind": "textInput", "frame": [20, 300, 320, 40], "parent": "sheet"},
        {"id": "done", "kind": "control", "frame": [20, 350, 320, 40], "parent": "sheet", "action": {"close": "sheet"}}
      ],
      "initial": {"focus": null, "open": []},
      "events": [
        {"t": 0.0, "touch": 1, "phase": "down", "x": 100, "y": 70},
        {"t": 0.1, "touch": 1, "phase": "up", "x": 100, "y": 70},
        {"t": 1.0, "touch": 1, "phase": "down", "x": 325, "y": 20},
        {"t": 1.1, "touch": 1, "phase": "up", "x": 325, "y": 20},
        {"t": 2.0, "touch": 1, "phase": "down", "x": 270, "y": 115},
        {"t": 2.1, "touch": 1, "phase": "up", "x": 270, "y": 115},
        {"t": 3.0, "touch": 1, "phase": "down", "x": 100, "y": 20},
        {"t": 3.1, "touch": 1, "phase": "up", "x": 100, "y": 20},
        {"t": 4.0, "touch": 1, "phase": "down", "x": 100, "y": 120},
        {"t": 4.1, "touch": 1, "phase": "up", "x": 100, "y": 120},
        {"t": 5.0, "touch": 1, "phase": "down", "x": 320, "y": 450},
        {"t": 5.1, "touch": 1, "phase": "up", "x": 320, "y": 450},
        {"t": 6.0, "touch": 1, "phase": "down", "x": 100, "y": 450},
        {"t": 6.1, "touch": 1, "phase": "up", "x": 100, "y": 450},
        {"t": 7.0, "touch": 1, "phase": "down", "x": 180, "y": 400},
        {"t": 7.1, "touch": 1, "phase": "move", "x": 180, "y": 330},
        {"t": 7.2, "touch": 1, "phase": "move", "x": 180, "y": 260},
        {"t": 7.3, "touch": 1, "phase": "up", "x": 180, "y": 260},
        {"t": 8.0, "touch": 1, "phase": "down", "x": 180, "y": 300},
        {"t": 8.1, "touch": 1, "phase": "up", "x": 180, "y": 300},
        {"t": 9.0, "touch": 1, "phase": "down", "x": 90, "y": 170},
        {"t": 9.1, "touch": 1, "phase": "up", "x": 90, "y": 170},
        {"t": 10.0, "touch": 1, "phase": "down", "x": 180, "y": 320},
        {"t": 10.1, "touch": 1, "phase": "up", "x": 180, "y": 320},
        {"t": 11.0, "escape": "key"},
        {"t": 12.0, "touch": 1, "phase": "down", "x": 325, "y": 20},
        {"t": 12.1, "touch": 1, "phase": "up", "x": 325, "y": 20},
        {"t": 13.0, "touch": 1, "phase": "down", "x": 270, "y": 115},
        {"t": 13.1, "touch": 1, "phase": "up", "x": 270, "y": 115},
        {"t": 14.0, "escape": "key"},
        {"t": 15.0, "touch": 1, "phase": "down", "x": 100, "y": 70},
        {"t": 15.1, "touch": 1, "phase": "up", "x": 100, "y": 70},
        {"t": 16.0, "escape": "key"},
        {"t": 17.0, "touch": 1, "phase": "down", "x": 325, "y": 20},
        {"t": 17.1, "touch": 1, "phase": "up", "x": 325, "y": 20},
        {"t": 18.0, "touch": 2, "phase": "down", "x": 175, "y": 170, "pointer": "pencil"},
        {"t": 18.1, "touch": 2, "phase": "up", "x": 175, "y": 170, "pointer": "pencil"}
      ],
      "expect": {
        "effects": [
          {"at": 7, "effect": "dismissLayer", "layer": "submenu", "reason": "tapOutside"},
          {"at": 7, "effect": "dismissLayer", "layer": "menu", "reason": "tapOutside"},
          {"at": 7, "effect": "resignFocus"},
          {"at": 19, "effect": "resignFocus"},
          {"at": 24, "effect": "dismissLayer", "layer": "sheet", "reason": "escape"},
          {"at": 24, "effect": "resignFocus"},
          {"at": 29, "effect": "dismissLayer", "layer": "submenu", "reason": "escape"},
          {"at": 31, "effect": "dismissLayer", "layer": "menu", "reason": "tapOutside"},
          {"at": 36, "effect": "dismissLayer", "layer": "menu", "reason": "tapOutside"}
        ],
        "final": {"focus": "email", "open": []}
      }
    }
    """#

  /// The demo screen and its tour.
  public static let scenario: Scenario = {
    do {
      return try ScenarioReader.read(Array(json.utf8))
    } catch {
      fatalError("the bundled demo screen is invalid: \(error)")
    }
  }()

  /// What the demo screen's regions look like.
  public static let decor = ScreenDecor(
    looks: [
      "background": .background,
      "titleBar": .bar("DismissKit"),
      "more": .button("•••"),
      "email": .field(placeholder: "Email"),
      "password": .secureField(placeholder: "Password"),
      "logIn": .button("Log in"),
      "chat": .scrollList,
      "message1": .row("Ann: Are we still on for tonight?"),
      "message2": .row("Ben: Yes! 7 pm, the usual place"),
      "message3": .row("Ann: Can you bring the charger?"),
      "message4": .row("Ben: Sure. Anything else?"),
      "message5": .row("Ann: Maybe the board game"),
      "message6": .row("Ben: Which one?"),
      "message7": .row("Ann: The one with the trains"),
      "message8": .row("Ben: Deal. See you at 7"),
      "message9": .row("Ann: Great!"),
      "message10": .row("Ben: (drag me, scroll me)"),
      "messageField": .field(placeholder: "Message"),
      "send": .button("Send"),
      "tabBar": .background,
      "chatsTab": .button("Chats"),
      "settingsTab": .button("Settings"),
      "menu": .popover(nil),
      "copy": .item("Copy"),
      "share": .item("Share ▸"),
      "delete": .item("Delete"),
      "submenu": .popover(nil),
      "mail": .item("Mail"),
      "messages": .item("Messages"),
      "sheet": .sheet(nil),
      "sheetTitle": .label("Welcome back!"),
      "code": .field(placeholder: "One-time code"),
      "done": .button("Done"),
    ],
    screen: Rect(x: 0, y: 0, width: 360, height: 640),
    keyboard: Rect(x: 0, y: 480, width: 360, height: 160),
    sendButton: "send",
    messageField: "messageField")
}
