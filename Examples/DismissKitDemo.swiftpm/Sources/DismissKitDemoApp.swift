import DismissKit
import SwiftUI

/// The DismissKit demo: one screen per use case, the log of what DismissKit
/// decided at the bottom of every screen, and in debug builds an overlay
/// that tints the screen by what a tap would do.
@main
struct DismissKitDemoApp: App {
  @StateObject private var log = DecisionLog()

  var body: some Scene {
    WindowGroup {
      DemoRootView()
        .environmentObject(log)
        .onAppear { log.observeEditing() }
        // Once, at the root of the window: every screen, sheet and cover
        // of the window is served from here.
        .modifier(DemoDismissalRoot())
    }
  }
}

/// Settings the UI tests launch the app with.
enum DemoLaunch {
  /// `-DismissKitDisabled YES`: the app without DismissKit, for comparing
  /// gesture latency with and without it (only the gesture screen is
  /// meant to be used so).
  static var isDismissKitDisabled: Bool {
    UserDefaults.standard.bool(forKey: "DismissKitDisabled")
  }

  /// Whether this is a debug build (the debug overlay is offered only then).
  static var isDebug: Bool {
    #if DEBUG
      return true
    #else
      return false
    #endif
  }
}

/// `dismissesKeyboardOnTapOutside()`, unless the UI tests turned DismissKit
/// off.
struct DemoDismissalRoot: ViewModifier {
  func body(content: Content) -> some View {
    if DemoLaunch.isDismissKitDisabled {
      content
    } else {
      content.dismissesKeyboardOnTapOutside()
    }
  }
}

/// `keyboardBehavior(.keep)`, unless DismissKit is off (the modifier needs
/// a root).
struct KeepsKeyboard: ViewModifier {
  func body(content: Content) -> some View {
    if DemoLaunch.isDismissKitDisabled {
      content
    } else {
      content.keyboardBehavior(.keep)
    }
  }
}

/// The screens, in the order of the README's comparison table, then the
/// first-hour device checks (Docs/FirstHourChecks.md), each named after its
/// ledger row.
enum DemoScreen: String, CaseIterable, Identifiable, Hashable {
  case login, chat, search, menu, modal, splitView, uikitComposer, gestures
  case rootlessCover, modalChildren, menuPicker, floatingBars, focusNext, alertOverSheet
  case longList, drawingGroup

  var id: String { rawValue }

  /// The screens of the comparison table.
  static let features: [DemoScreen] = [
    .login, .chat, .search, .menu, .modal, .splitView, .uikitComposer, .gestures,
  ]

  /// The first-hour device checks, in the order of Docs/FirstHourChecks.md.
  static let deviceChecks: [DemoScreen] = [
    .rootlessCover, .modalChildren, .menuPicker, .floatingBars, .focusNext, .alertOverSheet,
    .longList, .drawingGroup,
  ]

  /// Screens that are a window's whole content, shown as full-screen covers
  /// rather than pushed.
  var isCover: Bool { self == .splitView || self == .rootlessCover }

  var title: String {
    switch self {
    case .login: "Login form"
    case .chat: "Chat: Send keeps the keyboard"
    case .search: "List with search"
    case .menu: "Menu with a submenu"
    case .modal: "Custom modals and a sheet"
    case .splitView: "Split view (iPad)"
    case .uikitComposer: "UIKit: composer and alert"
    case .gestures: "Long press and drag"
    case .rootlessCover: "1. Full-screen cover without a root (S28)"
    case .modalChildren: "2. Modal card presenting a sheet and a picker (S32)"
    case .menuPicker: "3. Menu picker in a popover card (S26, N4)"
    case .floatingBars: "4. Keep rows under bars (S30, S10)"
    case .focusNext: "5. Next button and double tap (T18, T12)"
    case .alertOverSheet: "6. UIKit: alert over a dismissible sheet (K13)"
    case .longList: "7. 200 keep rows (S29)"
    case .drawingGroup: "8. Marked view in drawingGroup (S31)"
    }
  }

  var systemImage: String {
    switch self {
    case .login: "person.crop.circle"
    case .chat: "bubble.left.and.bubble.right"
    case .search: "magnifyingglass"
    case .menu: "ellipsis.circle"
    case .modal: "rectangle.portrait.on.rectangle.portrait"
    case .splitView: "sidebar.left"
    case .uikitComposer: "keyboard"
    case .gestures: "hand.tap"
    case .rootlessCover: "rectangle.inset.filled"
    case .modalChildren: "photo.on.rectangle"
    case .menuPicker: "filemenu.and.selection"
    case .floatingBars: "dock.rectangle"
    case .focusNext: "arrow.down.to.line"
    case .alertOverSheet: "exclamationmark.bubble"
    case .longList: "list.number"
    case .drawingGroup: "square.stack.3d.up"
    }
  }
}

struct DemoRootView: View {
  @EnvironmentObject private var log: DecisionLog
  @State private var showsDebugOverlay = false
  @State private var cover: DemoScreen?

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(DemoScreen.features) { screen in row(screen) }
        } footer: {
          Text(
            "One modifier at the root of the window, dismissesKeyboardOnTapOutside(), serves "
              + "every screen, sheet and cover. No onTapGesture, no FocusState passed around. "
              + "The bar at the bottom logs what DismissKit decided, and why.")
        }
        Section {
          ForEach(DemoScreen.deviceChecks) { screen in row(screen) }
        } header: {
          Text("First-hour device checks")
        } footer: {
          Text(
            "One screen per step of Docs/FirstHourChecks.md; the ledger row is in brackets. "
              + "Each screen says what must happen.")
        }
        if DemoLaunch.isDebug && !DemoLaunch.isDismissKitDisabled {
          Section {
            Toggle("Tint by what a tap does", isOn: $showsDebugOverlay)
          } header: {
            Text("Debug")
          } footer: {
            Text(
              "Blue: a text input (focus moves there). Green: keeps the keyboard. "
                + "Red: dismisses it. Orange outline: closes the open menu or modal.")
          }
        }
      }
      .navigationTitle("DismissKit")
      .navigationDestination(for: DemoScreen.self) { screen in
        destination(screen)
      }
    }
    .fullScreenCover(item: $cover) { screen in
      // No root of its own: the window's root must serve it (S28).
      destination(screen)
        .environmentObject(log)
    }
    .safeAreaInset(edge: .bottom) {
      DecisionLogPanel(log: log)
    }
    .modifier(DebugOverlay(isVisible: showsDebugOverlay))
  }

  @ViewBuilder private func row(_ screen: DemoScreen) -> some View {
    if screen.isCover {
      // A split view or a cover is a window's whole content, not a pushed
      // screen: it is shown as a full-screen cover.
      Button {
        cover = screen
      } label: {
        Label(screen.title, systemImage: screen.systemImage)
      }
      .accessibilityIdentifier("screen-\(screen.rawValue)")
    } else {
      NavigationLink(value: screen) {
        Label(screen.title, systemImage: screen.systemImage)
      }
      .accessibilityIdentifier("screen-\(screen.rawValue)")
    }
  }

  @ViewBuilder private func destination(_ screen: DemoScreen) -> some View {
    switch screen {
    case .login: LoginScreen()
    case .chat: ChatScreen()
    case .search: SearchListScreen()
    case .menu: MenuScreen()
    case .modal: ModalScreen()
    case .splitView: SplitViewScreen()
    case .uikitComposer: UIKitComposerScreen()
    case .gestures: GestureLatencyScreen()
    case .rootlessCover: RootlessCoverScreen()
    case .modalChildren: ModalChildrenScreen()
    case .menuPicker: MenuPickerScreen()
    case .floatingBars: FloatingBarsScreen()
    case .focusNext: FocusNextScreen()
    case .alertOverSheet: AlertOverSheetScreen()
    case .longList: LongListScreen()
    case .drawingGroup: DrawingGroupScreen()
    }
  }
}

/// The debug overlay, inside the root so that it sees the root's engine.
struct DebugOverlay: ViewModifier {
  let isVisible: Bool

  func body(content: Content) -> some View {
    if DemoLaunch.isDismissKitDisabled {
      content
    } else {
      content.dismissalDebugOverlay(DemoLaunch.isDebug && isVisible)
    }
  }
}
