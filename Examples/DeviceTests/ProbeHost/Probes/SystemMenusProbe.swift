import UIKit

/// `systemMenus` (N4, L6): whether a `UIButton.menu` shown on a tap is drawn
/// in a container added to the app's window, or through a presented view
/// controller that is not the app's. The screen looks every 0.1 s for a
/// presented controller, a new subview of the window, or a new window of
/// the scene. UI test: tap the button, then tap outside the menu to close it.
final class SystemMenusProbe: ProbeScreen {
  private var windowSubviews: Set<ObjectIdentifier> = []
  private var sceneWindows: Set<ObjectIdentifier> = []

  init() { super.init("systemMenus", emulated: "onWindow") }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let menu = place(
      UIButton(type: .system), CGRect(x: 40, y: 200, width: 200, height: 44), id: "probe-target")
    menu.setTitle("Menu", for: .normal)
    menu.menu = UIMenu(children: [UIAction(title: "Item") { _ in }])
    menu.showsMenuAsPrimaryAction = true
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let window = view.window else { return }
    windowSubviews = Set(window.subviews.map(ObjectIdentifier.init))
    sceneWindows = Set((window.windowScene?.windows ?? []).map(ObjectIdentifier.init))
    look()
  }

  private func look() {
    guard !isAnswered, let window = view.window else { return }
    if let presented = presentedViewController {
      answer("presentedController", "\(type(of: presented))")
    } else if let added = window.subviews.first(where: {
      !windowSubviews.contains(ObjectIdentifier($0))
    }) {
      answer("onWindow", "\(type(of: added))")
    } else if let other = window.windowScene?.windows.first(where: {
      !sceneWindows.contains(ObjectIdentifier($0))
    }) {
      answer("ownWindow", "\(type(of: other))")
    } else {
      after(0.1) { [weak self] in self?.look() }
    }
  }
}
