#if canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// `hostedKeyCommands` (K12): whether a hosting controller's `keyCommands`
  /// lists a command added with `addKeyCommand(_:)`, on a fresh controller
  /// and on one live in a window with SwiftUI shortcuts of its own.
  @MainActor
  enum HostedKeyCommandsProbe {
    private static func lists(_ controller: UIViewController) -> Bool {
      let command = UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(UIResponder.copy(_:)))
      controller.addKeyCommand(command)
      defer { controller.removeKeyCommand(command) }
      return controller.keyCommands?.contains { $0 === command } == true
    }

    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("hostedKeyCommands", emulated: "includeAdded", expect) {
        let stage = DeviceStage.make()
        defer { stage.tearDown() }
        let live = await stage.host(Button("Cancel") {}.keyboardShortcut(.cancelAction))
        await stage.settle(0.3)
        let fresh = lists(UIHostingController(rootView: EmptyView()))
        let inWindow = lists(live)
        expect.note("hostedKeyCommands: a fresh one lists added: \(fresh), a live one: \(inWindow)")
        switch (fresh, inWindow) {
        case (true, true): return "includeAdded"
        case (false, false): return "hideAdded"
        case (true, false): return "hideAddedInWindow"
        case (false, true): throw DeviceSkip(reason: "a fresh one hides, a live one lists")
        }
      }
    }
  }
#endif
