/// "A container for grouping related menu elements in an app menu or
/// contextual menu." Only actions here.
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: NSObject {
  open private(set) var title: String
  open private(set) var children: [UIAction]

  public init(title: String = "", children: [UIAction] = []) {
    self.title = title
    self.children = children
    super.init()
  }
}

/// The system's menu on screen: a container over the whole window (a tap
/// outside the menu closes it and reaches nothing else) holding the menu's
/// rows. Where UIKit puts it is not documented: the `systemMenus` switch
/// (N4, L6) puts the container straight on the window, or makes it the
/// container of a presented view controller that is not the app's.
@MainActor
final class SystemMenu {
  private let container: UIView
  private var controller: UIViewController?
  let rows: [UIButton]

  /// The menu's presented controller: UIKit's, not the app's.
  final class MenuController: UIViewController {}

  /// A container view that closes the menu on a tap outside its rows.
  private final class Container: UIView {
    var close: () -> Void = {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { close() }
  }

  init(menu: UIMenu, from button: UIView, in window: UIWindow) {
    let frame = button.convert(button.bounds, to: nil)
    let rowsView = UIView(
      frame: CGRect(
        x: max(0, frame.minX - 100), y: frame.maxY + 4, width: 200,
        height: CGFloat(menu.children.count) * 44))
    var rows: [UIButton] = []
    for (index, action) in menu.children.enumerated() {
      let row = UIButton(type: .system)
      row.setTitle(action.title, for: .normal)
      row.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: 200, height: 44)
      rowsView.addSubview(row)
      rows.append(row)
    }
    self.rows = rows
    let container = Container(frame: window.bounds)
    self.container = container
    container.addSubview(rowsView)
    container.close = { [weak self] in self?.close() }
    for (row, action) in zip(rows, menu.children) {
      row.addAction(
        UIAction { [weak self] _ in
          self?.close()
          action.handler(action)
        }, for: .touchUpInside)
    }
    switch UIKitEmulation.variants.systemMenus {
    case .onWindow:
      window.addSubview(container)
    case .presentedController:
      var top = window.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      let controller = MenuController()
      controller.modalPresentationStyle = .overFullScreen
      controller.view = container
      top?.present(controller, animated: false)
      self.controller = controller
    }
    UIKitEmulation.openMenus.append(self)
  }

  func close() {
    if let controller {
      controller.presentingViewController?.dismiss(animated: false)
    } else {
      container.removeFromSuperview()
    }
    UIKitEmulation.openMenus.removeAll { $0 === self }
  }
}

extension UIKitEmulation {
  static var openMenus: [SystemMenu] = []

  /// The rows of the system menu on screen, if one is.
  public static var menuRows: [UIButton] { openMenus.last?.rows ?? [] }
}
