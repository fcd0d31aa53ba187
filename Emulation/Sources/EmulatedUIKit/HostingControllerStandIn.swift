/// What UIKit sees of SwiftUI's `UIHostingController`: a view controller
/// of SwiftUI's bundle (ClassBundles.swift) that overrides `keyCommands`
/// ("override dynamic var keyCommands: [UIKeyCommand]?",
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller/keycommands)
/// to serve SwiftUI's keyboard shortcuts. Whether the override also lists
/// the commands added with `addKeyCommand(_:)` is not documented: the
/// `hostedKeyCommands` switch (K12), whose `hideAddedInWindow` answers a
/// fresh controller and a live one differently (E41).
@MainActor
open class HostingControllerStandIn: UIViewController {
  /// SwiftUI's own shortcuts (`keyboardShortcut(_:modifiers:)`).
  public var shortcuts: [UIKeyCommand] = []

  open override var keyCommands: [UIKeyCommand]? {
    var commands = shortcuts
    switch UIKitEmulation.variants.hostedKeyCommands {
    case .includeAdded: commands += super.keyCommands ?? []
    case .hideAdded: break
    case .hideAddedInWindow: if viewIfLoaded?.window == nil { commands += super.keyCommands ?? [] }
    }
    return commands.isEmpty ? nil : commands
  }
}
