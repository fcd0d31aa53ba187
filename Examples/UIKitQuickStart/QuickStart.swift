// The UIKit quick start of DismissKit (the article "Getting started with UIKit",
// Sources/DismissKit/Documentation.docc/GettingStartedWithUIKit.md), as code
// that compiles.
//
// Type-checked for arm64 iOS 15 in Swift 6 mode, with warnings as errors,
// against the DismissKit module built for iOS: see CONTRIBUTING.md, "The iOS
// compile check" (with an SDK older than Xcode 15.3's, add
// -D SDK_BEFORE_XCODE_15_3). In Xcode, add it to an app target that uses the
// package.

import DismissKit
import UIKit

// MARK: - App-wide: one line per window

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: ChatViewController())
    // Taps outside text inputs end editing; registered layers close on a
    // tap outside or Escape. Buttons, cells and gestures are untouched.
    window.addInteraction(DismissInteraction())
    window.makeKeyAndVisible()
    self.window = window
  }
}

// MARK: - Per screen: one line in viewDidLoad

final class SignInViewController: UIViewController, KeyboardDismissing {
  private let email = UITextField()
  private let password = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(email)
    view.addSubview(password)
    dismissKeyboardOnTapOutside()
  }

  // VoiceOver's two-finger Z: close the top layer (with none open, end editing
  // only if the policy's escapeDismissesKeyboard is on).
  // The override is not isolated to the main actor (NSObject declares it),
  // though UIKit calls it on the main thread: assert that, and return
  // whether the escape closed something. (MainActor.assumeIsolated is for
  // iOS 17 only in the SDKs of Xcode 15.2 and earlier, hence the condition;
  // in an app built with Xcode 16, leave the #if out.)
  #if !SDK_BEFORE_XCODE_15_3
    override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { DismissInteraction.performAccessibilityEscape(from: self) }
    }
  #endif
}

// MARK: - A custom modal, closed by a tap outside it, in one line

final class PhotoViewController: UIViewController {
  private let infoButton = UIButton(type: .infoLight)

  func showInfoCard() {
    let card = UIView(frame: CGRect(x: 20, y: 120, width: 280, height: 160))
    card.backgroundColor = .secondarySystemBackground
    view.addSubview(card)
    card.addInteraction(DismissibleLayerInteraction())
  }

  // The same, with its trigger button excluded (it toggles the card instead
  // of closing and reopening it), a dimming view, and an animated exit.
  func showMenu() {
    let dimming = UIView(frame: view.bounds)
    dimming.backgroundColor = UIColor.black.withAlphaComponent(0.2)
    let menu = UIView(frame: CGRect(x: 160, y: 80, width: 200, height: 240))
    view.addSubview(dimming)
    view.addSubview(menu)
    menu.addInteraction(
      DismissibleLayerInteraction(
        dismissOn: [.tapOutside, .escape], excluding: [infoButton], modal: .backdrop(dimming)
      ) { menu in
        UIView.animate(withDuration: 0.2) {
          menu.alpha = 0
          dimming.alpha = 0
        } completion: { _ in
          menu.removeFromSuperview()
          dimming.removeFromSuperview()
        }
      })
  }

  // A presented view controller: a tap outside it (on UIKit's dimming view)
  // or Escape dismisses it.
  func showPicker() {
    let picker = UIColorPickerViewController()
    picker.modalPresentationStyle = .formSheet
    present(picker, animated: true)
    picker.makeDismissible()
  }
}

// MARK: - A chat Send button that keeps the keyboard

final class ChatViewController: UIViewController {
  private let messageField = UITextView()
  private let sendButton = UIButton(type: .system)
  private let attachmentsList = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(attachmentsList)
    view.addSubview(messageField)
    view.addSubview(sendButton)
    // Buttons keep the keyboard by default (the policy's controlsKeyboard);
    // this keeps it whatever the policy says.
    sendButton.addInteraction(KeyboardBehaviorInteraction(.keep))
  }
}

// MARK: - Changing the classification

@MainActor
func makeInteractionWhereCellsKeepTheKeyboard() -> DismissInteraction {
  let interaction = DismissInteraction(policy: DismissPolicy(dragDismissesKeyboard: true))
  interaction.roleProvider = { view in
    view is UITableViewCell || view is UICollectionViewCell ? .control : nil
  }
  return interaction
}

// MARK: - The article's other snippets

final class EditorViewController: UIViewController {
  private let formattingBar = UIStackView()
  private let doneBar = UIToolbar()
  private let canvasTextView = UIView()
  private let interaction = DismissInteraction()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addInteraction(interaction)
    formattingBar.addInteraction(KeyboardBehaviorInteraction(.keep))  // the whole bar
    doneBar.addInteraction(KeyboardBehaviorInteraction(.dismiss))
    interaction.handlesEscapeKey = false  // Escape comes from the key command below
  }

  // A custom text view reports its focus itself.
  func canvasDidBeginEditing() { interaction.focusDidChange(to: canvasTextView) }
  func canvasDidEndEditing() { interaction.focusDidChange(to: nil) }

  override var keyCommands: [UIKeyCommand]? {
    [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escape))]
  }

  @objc private func escape() {
    interaction.performEscape(.key)
  }

  // A UIKit popover already closes on a tap outside by itself: Escape only.
  func showPopover(from button: UIButton) {
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = button
    present(popover, animated: true)
    popover.makeDismissible(dismissOn: [.escape])
  }

  // A dismiss handler that asks first, and keeps the layer when told to.
  func showDraft(_ draft: UIView) {
    view.addSubview(draft)
    let layer = DismissibleLayerInteraction(excluding: [formattingBar]) { [weak self] draft in
      let alert = UIAlertController(title: "Discard the draft?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
        draft.removeFromSuperview()
      })
      alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { _ in
        for case let layer as DismissibleLayerInteraction in draft.interactions {
          layer.cancelDismissal()
        }
      })
      self?.present(alert, animated: true)
    }
    draft.addInteraction(layer)
  }
}
