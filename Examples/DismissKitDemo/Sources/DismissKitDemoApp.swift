import DismissKit
import SwiftUI

/// The DismissKit demo: one screen per use case, and in debug builds an
/// overlay that tints the screen by what a tap would do.
@main
struct DismissKitDemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoRootView()
    }
  }
}

/// Whether this is a debug build (the debug overlay is offered only then).
enum DemoBuild {
  #if DEBUG
    static let isDebug = true
  #else
    static let isDebug = false
  #endif
}

struct DemoRootView: View {
  @State private var showsDebugOverlay = false

  var body: some View {
    NavigationView {
      List {
        Section {
          NavigationLink(destination: LoginScreen()) {
            Label("Login form", systemImage: "person.crop.circle")
          }
          NavigationLink(destination: ChatScreen()) {
            Label("Chat: Send keeps the keyboard", systemImage: "bubble.left.and.bubble.right")
          }
          NavigationLink(destination: SearchListScreen()) {
            Label("List with search", systemImage: "magnifyingglass")
          }
          NavigationLink(destination: MenuScreen()) {
            Label("Popover menu with a submenu", systemImage: "ellipsis.circle")
          }
          NavigationLink(destination: ModalScreen()) {
            Label("Custom modal and a sheet", systemImage: "rectangle.portrait.on.rectangle.portrait")
          }
        } footer: {
          Text(
            "One modifier at the root, dismissesKeyboardOnTapOutside(), serves every screen. "
              + "No onTapGesture, no FocusState passed around.")
        }
        if DemoBuild.isDebug {
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
    }
    .navigationViewStyle(.stack)
    // Inside the root, so that it sees the root's engine.
    .dismissalDebugOverlay(DemoBuild.isDebug && showsDebugOverlay)
    // Once, near the root of the window.
    .dismissesKeyboardOnTapOutside()
  }
}
