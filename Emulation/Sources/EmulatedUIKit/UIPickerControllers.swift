/// System pickers an app presents, each UIKit's class (they answer
/// UIKit's bundle, ClassBundles.swift).

/// "A view controller that manages the system interfaces for taking
/// pictures, recording movies, and choosing items from the user's media
/// library." It is a navigation controller (its header declares
/// `UIImagePickerController : UINavigationController`), whose screens
/// are UIKit's own.
/// https://developer.apple.com/documentation/uikit/uiimagepickercontroller
@MainActor
open class UIImagePickerController: UINavigationController {
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    viewControllers = [UIViewController()]
  }
  public required init?(coder: NSCoder) { nil }
}

/// "A view controller that manages the interface for selecting a color."
/// https://developer.apple.com/documentation/uikit/uicolorpickerviewcontroller
@MainActor
open class UIColorPickerViewController: UIViewController {}

/// "A view controller that manages the interface for selecting a font
/// provided by the system or installed by the user."
/// https://developer.apple.com/documentation/uikit/uifontpickerviewcontroller
@MainActor
open class UIFontPickerViewController: UIViewController {}
