/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  open private(set) var title: String?
  open private(set) var style: Style
  let handler: (@MainActor (UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// "An object that displays an alert message." Its view holds the title,
/// the text fields (where exactly: the `alertTextFields` switch, N2) and a
/// button per action; choosing an action dismisses the alert and runs the
/// action's handler (when: the `alertHandler` switch, E52).
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable { case actionSheet, alert }
  open private(set) var preferredStyle = Style.alert
  open private(set) var textFields: [UITextField]?
  open private(set) var actions: [UIAlertAction] = []
  private var message: String?
  /// The controller the fields are in, under the N2 switch's other values.
  private var fieldController: UIViewController?
  /// The view the title is drawn in (a tap there hits the alert's view:
  /// labels do not take touches).
  public private(set) var titleLabel = UILabel()
  public private(set) var actionButtons: [UIButton] = []

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .custom
  }

  /// "You can add a text field only if the preferredStyle property is set
  /// to UIAlertController.Style.alert."
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
  open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// "If the iOS device is connected to a physical keyboard, pressing the
  /// Return key triggers the preferred action" (K16).
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
  open var preferredAction: UIAlertAction?

  /// Return in an alert: its preferred action, if it has one.
  func returnFromSystem() -> Bool {
    guard let action = preferredAction,
      let index = actions.firstIndex(where: { $0 === action }), index < actionButtons.count
    else { return false }
    actionButtons[index].sendActions(for: .touchUpInside)
    return true
  }

  /// The responder the alert took focus from, to give back (F12).
  private weak var focusTaken: UIResponder?

  /// An alert without text fields resigns the window's first responder and
  /// gives it back when it goes, or not: reported practice, not Apple's
  /// text (the `alertFocus` switch, F12).
  func takeFocus(in window: UIWindow) {
    guard UIKitEmulation.variants.alertFocus != .notTaken, textFields == nil,
      let responder = window.firstResponder, responder.resignFirstResponder()
    else { return }
    if UIKitEmulation.variants.alertFocus == .takenAndRestored { focusTaken = responder }
  }

  /// Once dismissed: back to the responder it took, if nothing took focus
  /// meanwhile.
  func giveFocusBack() {
    guard let responder = focusTaken, let window = responder.responderWindow,
      window.firstResponder == nil
    else { return }
    focusTaken = nil
    responder.becomeFirstResponder()
  }

  /// The system's Escape in an alert: its cancel action, if it has one.
  func cancelFromSystem() -> Bool {
    guard let index = actions.firstIndex(where: { $0.style == .cancel }),
      index < actionButtons.count
    else { return false }
    actionButtons[index].sendActions(for: .touchUpInside)
    return true
  }

  open override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 270, height: 220))
    view = root
    titleLabel.text = title
    titleLabel.frame = CGRect(x: 0, y: 0, width: 270, height: 50)
    root.addSubview(titleLabel)
    let fieldsHost: UIView
    switch UIKitEmulation.variants.alertTextFields {
    case .inAlertView:
      fieldsHost = UIView(frame: CGRect(x: 0, y: 50, width: 270, height: 100))
    case .inChildController, .inDetachedController:
      let controller = UIViewController()
      controller.view.frame = CGRect(x: 0, y: 50, width: 270, height: 100)
      fieldsHost = controller.view
      fieldController = controller
    }
    root.addSubview(fieldsHost)
    for (index, field) in (textFields ?? []).enumerated() {
      field.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 40, width: 250, height: 30)
      fieldsHost.addSubview(field)
    }
    let width = 270 / CGFloat(max(actions.count, 1))
    for (index, action) in actions.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.frame = CGRect(x: CGFloat(index) * width, y: 170, width: width, height: 50)
      button.addAction(
        UIAction { [weak self] _ in
          // When the handler runs: the `alertHandler` switch (E52).
          guard UIKitEmulation.variants.alertHandler == .atOnce else {
            self?.presentingViewController?.dismiss(animated: true) { action.handler?(action) }
            return
          }
          self?.presentingViewController?.dismiss(animated: true)
          action.handler?(action)
        }, for: .touchUpInside)
      root.addSubview(button)
      actionButtons.append(button)
    }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if UIKitEmulation.variants.alertTextFields == .inChildController, let fieldController {
      addChild(fieldController)
      fieldController.didMove(toParent: self)
    }
  }
}
