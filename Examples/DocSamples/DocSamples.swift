// The UIKit and SwiftUI code samples of the documentation, as code that
// compiles: README.md and the DocC articles of DismissKit
// (Sources/DismissKit/Documentation.docc). A test
// (Tests/DismissCoreTests/DocumentationSamplesTests.swift) checks that every
// `swift` code block of those pages appears here or in the Linux samples.
//
// Type-checked for arm64 iOS 15 in Swift 6 mode against the DismissKit
// module built for iOS: see CONTRIBUTING.md, "The iOS compile check" (with an
// SDK older than Xcode 15.3's, add -D SDK_BEFORE_XCODE_15_3).
//
// Each page's samples live in a namespace (an enum named after the page);
// Support.swift holds the app's own views and types that the samples use.

import DismissKit
import SwiftUI
import UIKit

// MARK: - README.md

enum Readme {
  struct ChatView: View {
    @State private var draft = ""

    var body: some View {
      VStack {
        MessageList()  // a tap here dismisses the keyboard
        HStack {
          TextField("Message", text: $draft)
          Button("Send", action: send)
            .keyboardBehavior(.keep)  // ...but Send keeps it up
        }
      }
      .dismissesKeyboardOnTapOutside()  // once, near the root
    }
  }

  final class ChatViewController: UIViewController, KeyboardDismissing {
    let reactions = UIStackView()  // acts on taps with a gesture recognizer: not a UIControl
    let menu = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      dismissKeyboardOnTapOutside()  // taps outside text inputs and controls end editing
      reactions.addInteraction(KeyboardBehaviorInteraction(.keep))  // so taps on it keep it up
      menu.addInteraction(DismissibleLayerInteraction())  // once: a tap outside or Escape removes it
    }

    func showMenu() {
      view.addSubview(menu)  // open while it is in the window
    }
  }
}

extension Readme.ChatView {
  fileprivate func send() { draft = "" }
}

// MARK: - GettingStartedWithSwiftUI.md

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
        .dismissesKeyboardOnTapOutside()
    }
  }
}

enum GettingStartedWithSwiftUI {
  @available(iOS 16.0, *)
  struct ScrollingMessages: View {
    var body: some View {
      MessageList()
        .scrollDismissesKeyboard(.interactively)  // a drag: the keyboard follows the finger
    }
  }

  struct ComposeBar: View {
    @State private var draft = ""

    var body: some View {
      HStack {
        TextField("Message", text: $draft)
        Button("Send", action: send)
          .keyboardBehavior(.keep)
      }
    }

    private func send() { draft = "" }
  }

  struct SearchScreen: View {
    @State private var query = ""
    @State private var filters: Set<String> = []

    var body: some View {
      VStack {
        TextField("Search", text: $query)
        FilterChips(selection: $filters)
          .keyboardBehavior(.dismiss)
      }
    }
  }

  struct CommentBar: View {
    @Environment(\.dismissKeyboard) private var dismissKeyboard
    @State private var text = ""

    var body: some View {
      HStack {
        TextField("Comment", text: $text)
        Button("Post") {
          post(text)
          dismissKeyboard()
        }
      }
    }

    private func post(_ text: String) {}
  }

  struct InboxView: View {
    @State private var showsCompose = false

    var body: some View {
      Button("New Message") { showsCompose = true }
        .sheet(isPresented: $showsCompose) {
          // Served by the window's root: a sheet needs no root of its own.
          ComposeView()
        }
    }
  }

  struct PolicyRoot: View {
    var body: some View {
      ContentView()
        .dismissesKeyboardOnTapOutside(
          policy: DismissPolicy(
            dismissKeyboardOn: .tap,  // the default; or .touchDown, .never
            controlsKeyboard: .keep,  // the default: a tap on a UIKit control keeps it
            dragDismissesKeyboard: true,  // default false: a drag dismisses too
            escapeDismissesKeyboard: false,  // the default: Escape with no overlay open keeps it
            pencilDismissesKeyboard: false  // the default: Apple Pencil never ends editing
          ))
    }
  }

  struct DebugRoot: View {
    var body: some View {
      ContentView()
        #if DEBUG
          .dismissalDebugOverlay()
        #endif
        .dismissesKeyboardOnTapOutside()
    }
  }
}

// MARK: - GettingStartedWithUIKit.md

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: InboxViewController())
    window.addInteraction(DismissInteraction())
    window.makeKeyAndVisible()
    self.window = window
  }
}

enum GettingStartedWithUIKit {
  final class SignInViewController: UIViewController, KeyboardDismissing {
    override func viewDidLoad() {
      super.viewDidLoad()
      dismissKeyboardOnTapOutside()
    }
  }

  final class ChatViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    let formattingBar = UIStackView()
    let doneBar = UIToolbar()

    override func viewDidLoad() {
      super.viewDidLoad()
      sendButton.addInteraction(KeyboardBehaviorInteraction(.keep))
      formattingBar.addInteraction(KeyboardBehaviorInteraction(.keep))  // the whole bar
      doneBar.addInteraction(KeyboardBehaviorInteraction(.dismiss))
    }
  }

  @MainActor
  static func configure(_ window: UIWindow) {
    let interaction = DismissInteraction(
      policy: DismissPolicy(dismissKeyboardOn: .touchDown, dragDismissesKeyboard: true))
    interaction.roleProvider = { view in
      view is UITableViewCell || view is UICollectionViewCell ? .control : nil
    }
    window.addInteraction(interaction)
  }

  // The SDKs of Xcode 15.2 and earlier declare MainActor.assumeIsolated for
  // iOS 17 and later only (Swift 5.10, in Xcode 15.3, back-deploys it to
  // iOS 13): a type check against such an SDK passes -D SDK_BEFORE_XCODE_15_3.
  #if !SDK_BEFORE_XCODE_15_3
    final class CanvasViewController: UIViewController {
      let canvasView = CanvasTextView()
      let interaction = DismissInteraction()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addInteraction(interaction)
        interaction.handlesEscapeKey = false  // Escape comes from the key command below
      }

      // A custom text input reports its focus itself.
      func canvasDidBeginEditing() { interaction.focusDidChange(to: canvasView) }
      func canvasDidEndEditing() { interaction.focusDidChange(to: nil) }

      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escape))]
      }

      @objc private func escape() {
        interaction.performEscape(.key)
      }

      // VoiceOver's two-finger Z: close the top layer; `false` when nothing
      // closed, so that VoiceOver goes on (a navigation controller pops).
      override func accessibilityPerformEscape() -> Bool {
        MainActor.assumeIsolated { DismissInteraction.performAccessibilityEscape(from: self) }
      }
    }
  #endif

  @MainActor
  static func reasonsAndVeto(
    draft: Draft, analytics: Analytics, noteCard: UIView, editor: EditorViewController
  ) {
    let layer = DismissibleLayerInteraction()
    layer.shouldDismiss = { reason in reason != .tapOutside || !draft.hasChanges }
    layer.onDismiss = { reason in analytics.log("note closed", reason.name) }
    noteCard.addInteraction(layer)

    // A presented editor: ask before discarding, in your own handler.
    editor.makeDismissible { presented, reason, completion in
      editor.confirmDiscard { discard in
        if discard { presented.dismiss(animated: true) { completion(true) } }
        else { completion(false) }  // stays open, where it was
      }
    }
  }
}

// MARK: - PopoversMenusAndModals.md

enum PopoversMenusAndModals {
  struct NotesView: View {
    @State private var showsMenu = false

    var body: some View {
      VStack {
        HStack {
          Spacer()
          Button {
            showsMenu.toggle()
          } label: {
            Image(systemName: "ellipsis.circle")
          }
          .dismissalExcluded(from: "more")  // toggles instead of closing and reopening
        }
        NotesList()
      }
      .overlay(alignment: .topTrailing) {
        if showsMenu {
          MoreMenu()
            .dismissible(isPresented: $showsMenu, id: "more", swallowsOutsideTouches: true)
        }
      }
    }
  }

  struct MoreMenu: View {
    @State private var showsSortMenu = false

    var body: some View {
      VStack(alignment: .leading) {
        Button("Duplicate") {}
        Button("Sort By") { showsSortMenu.toggle() }
          .dismissalExcluded(from: "sort")
          .overlay(alignment: .leading) {
            if showsSortMenu {
              SortMenu()
                .offset(x: -180)
                .dismissible(isPresented: $showsSortMenu, id: "sort")
            }
          }
      }
    }
  }

  struct ContactsView: View {
    @State private var editing: Contact?

    var body: some View {
      ZStack {
        ContactList(onSelect: { editing = $0 })
        if let contact = editing {
          Color.black.opacity(0.35).ignoresSafeArea()
          ContactEditor(contact: contact)
            .dismissible(item: $editing, isModal: true)
        }
      }
    }
  }

  struct NoteEditorScreen: View {
    @State private var isEditing = true
    @State private var hasChanges = false

    var body: some View {
      if isEditing {
        NoteEditor(hasChanges: $hasChanges)
          .dismissible(
            isPresented: $isEditing, isModal: true,
            shouldDismiss: { reason in reason == .escape || !hasChanges },
            onDismiss: { reason in
              print("editor closed by \(reason)")  // .tapOutside, .escape, ...
            })
      }
    }
  }

  struct NoteEditor: View {
    @Binding var hasChanges: Bool
    var body: some View { Toggle("Changed", isOn: $hasChanges) }
  }

  struct FilterView: View {
    @State private var showsFilter = false

    var body: some View {
      VStack {
        Button("Filter") { showsFilter.toggle() }
          .dismissalExcluded(from: "filter")
        if showsFilter {
          FilterPopover()
            .dismissible(
              isPresented: $showsFilter, id: "filter",
              dismissOn: [.tapOutside, .escape, .focusOutside])
        }
      }
    }
  }

  final class PhotoViewController: UIViewController {
    let moreButton = UIButton(type: .system)

    func showInfoCard() {
      let card = UIView(frame: CGRect(x: 20, y: 120, width: 280, height: 160))
      view.addSubview(card)
      card.addInteraction(DismissibleLayerInteraction())
    }

    func showMenu() {
      let dimming = UIView(frame: view.bounds)
      let menu = UIView(frame: CGRect(x: 160, y: 80, width: 200, height: 240))
      view.addSubview(dimming)
      view.addSubview(menu)
      menu.addInteraction(
        DismissibleLayerInteraction(
          dismissOn: [.tapOutside, .escape], excluding: [moreButton], modal: .backdrop(dimming)
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

    func showPicker() {
      let picker = UIColorPickerViewController()
      picker.modalPresentationStyle = .formSheet
      present(picker, animated: true)
      picker.makeDismissible()
    }

    func showPopover(from button: UIButton) {
      let popover = UIViewController()
      popover.modalPresentationStyle = .popover
      popover.popoverPresentationController?.sourceView = button
      present(popover, animated: true)
      popover.makeDismissible(dismissOn: [.escape])  // UIKit closes it on a tap outside
    }

    func barButtonTrigger(menu: UIView) {
      let moreButton = UIButton(type: .system)
      navigationItem.rightBarButtonItem = UIBarButtonItem(customView: moreButton)
      menu.addInteraction(DismissibleLayerInteraction(excluding: [moreButton], swallowsOutsideTouches: true))
    }

    func showDraft(_ draft: UIView) {
      view.addSubview(draft)
      let layer = DismissibleLayerInteraction { [weak self] draft in
        let alert = UIAlertController(
          title: "Discard the draft?", message: nil, preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: "Discard", style: .destructive) { _ in
            draft.removeFromSuperview()
          })
        alert.addAction(
          UIAlertAction(title: "Keep", style: .cancel) { _ in
            for case let layer as DismissibleLayerInteraction in draft.interactions {
              layer.cancelDismissal()
            }
          })
        self?.present(alert, animated: true)
      }
      draft.addInteraction(layer)
    }
  }
}

// MARK: - MigratingFromIQKeyboardManager.md

enum MigratingFromIQKeyboardManager {
  @MainActor
  static func before() {
    IQKeyboardManager.shared.resignOnTouchOutside = true
    IQKeyboardManager.shared.touchResignedGestureIgnoreClasses.append(ChatInputBar.self)
    IQKeyboardManager.shared.disabledTouchResignedClasses.append(DrawingViewController.self)
  }

  final class ChatViewController: UIViewController {
    let inputBar = ChatInputBar()

    override func viewDidLoad() {
      super.viewDidLoad()
      inputBar.addInteraction(KeyboardBehaviorInteraction(.keep))
    }
  }

  final class DrawingViewController: UIViewController, KeyboardDismissing {
    override func viewDidLoad() {
      super.viewDidLoad()
      dismissKeyboardOnTapOutside(policy: DismissPolicy(dismissKeyboardOn: .never))
    }
  }

  @MainActor
  static func roleProvider(for interaction: DismissInteraction) {
    interaction.roleProvider = { view in
      view is ChatInputBar ? .keyboard(.keep) : nil
    }
  }

  @MainActor
  static func reasons(composer: Composer, composerPopup: UIView) {
    let layer = DismissibleLayerInteraction()
    layer.shouldDismiss = { reason in reason == .escape || !composer.hasDraft }
    layer.onDismiss = { reason in
      if reason == .tapOutside { composer.saveDraft() }
    }
    composerPopup.addInteraction(layer)
  }
}

// MARK: - MigratingFromTapGestures.md

enum MigratingFromTapGestures {
  @MainActor
  static func reasons(popup: PopupView, infoButton: UIButton) {
    // Before: if !popup.frame.contains(tap.location(in: view)) { popup.removeFromSuperview() }
    let layer = DismissibleLayerInteraction(excluding: [infoButton])
    layer.shouldDismiss = { reason in reason != .tapOutside || popup.canClose }
    layer.onDismiss = { reason in print("popup closed:", reason) }
    popup.addInteraction(layer)
  }

  enum Before {
    struct SettingsView: View {
      enum Field { case name }
      @FocusState private var focus: Field?
      @State private var name = ""
      @State private var notifications = true

      var body: some View {
        Form {
          TextField("Name", text: $name)
            .focused($focus, equals: .name)
          Toggle("Notifications", isOn: $notifications)
        }
        .onTapGesture { focus = nil }
      }
    }

    struct DoneButton: View {
      var body: some View {
        Button("Done") {
          UIApplication.shared.sendAction(
            #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
      }
    }

    final class FormViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        view.addGestureRecognizer(tap)
      }
    }

    struct ComposeScreen: View {
      @FocusState private var isEditing: Bool
      @State private var draft = ""

      var body: some View {
        VStack {
          MessageList()
            .onTapGesture { isEditing = false }
          InputBar(isEditing: $isEditing, draft: $draft)
        }
      }
    }

    struct InputBar: View {
      var isEditing: FocusState<Bool>.Binding
      @Binding var draft: String

      var body: some View {
        HStack {
          TextField("Message", text: $draft).focused(isEditing)
          Button("Send") { draft = "" }
        }
      }
    }
  }

  enum After {
    struct SettingsView: View {
      @State private var name = ""
      @State private var notifications = true

      var body: some View {
        Form {
          TextField("Name", text: $name)
          Toggle("Notifications", isOn: $notifications)
        }
      }
    }

    struct DoneButton: View {
      @Environment(\.dismissKeyboard) private var dismissKeyboard

      var body: some View {
        Button("Done") { dismissKeyboard() }
      }
    }

    final class FormViewController: UIViewController, KeyboardDismissing {
      override func viewDidLoad() {
        super.viewDidLoad()
        dismissKeyboardOnTapOutside()
      }
    }

    struct ComposeScreen: View {
      var body: some View {
        VStack {
          MessageList()
          InputBar()
        }
      }
    }

    struct InputBar: View {
      @State private var draft = ""

      var body: some View {
        HStack {
          TextField("Message", text: $draft)
          Button("Send") { draft = "" }
            .keyboardBehavior(.keep)
        }
      }
    }
  }
}
