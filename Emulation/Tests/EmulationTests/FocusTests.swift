import Testing
import UIKit

@testable import DismissKit

/// A message list whose controller shows a composer (a field and a Send
/// button) as its input accessory view, in the keyboard's window: the
/// demo's UIKit screen.
@MainActor
final class ComposerScreen: UIViewController {
  let messages = RecordingView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
  let composer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
  let field = UITextField(frame: CGRect(x: 8, y: 8, width: 300, height: 36))
  let send = UIButton(type: .system)
  var sent = 0
  let perScreen: Bool

  init(perScreen: Bool) {
    self.perScreen = perScreen
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { composer }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(messages)
    send.frame = CGRect(x: 316, y: 8, width: 66, height: 36)
    send.addAction(UIAction { [weak self] _ in self?.sent += 1 }, for: .touchUpInside)
    composer.addSubview(field)
    composer.addSubview(send)
    if perScreen { view.addInteraction(DismissInteraction()) }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }
}

extension Emulated {
  /// Focus and the keyboard (Docs/DeviceChecks.md, "Focus and the
  /// keyboard").
  @Suite("Focus") @MainActor struct Focus {
    /// F1: the begin and end editing notifications of fields and text
    /// views tell the window's coordinator what has focus: a tap on the background resigns
    /// each kind; a tap on a second field moves focus without a resign.
    @Test(
      "F1: editing notifications of UITextField and UITextView",
      arguments: Variants.oneAtATime(Variants.others(\.keyboardNotifications)))
    func notifications(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let other = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
      let textView = stage.add(UITextView(), CGRect(x: 20, y: 220, width: 300, height: 100))
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(other)
      #expect(other.isFirstResponder)
      #expect(stage.drops == 0)  // no drop between the fields
      await stage.tapAndSettle(100, 700)
      #expect(!other.isFirstResponder)
      await stage.tapAndSettle(textView)
      #expect(textView.isFirstResponder)
      await stage.tapAndSettle(100, 700)
      #expect(!textView.isFirstResponder)
    }

    /// F2, F8, F10: the composer lives in the keyboard's window; its focus
    /// is taken from its notifications whether that window reports the
    /// app's scene or none (F9: the app window is key), a tap on the
    /// messages ends its editing, and a tap on its Send button (a touch in
    /// the keyboard's window) keeps it.
    @Test(
      "F2 F8 F10: the input accessory composer", arguments: Variants.KeyboardWindowScene.allCases)
    func composer(scene: Variants.KeyboardWindowScene) async {
      let screen = ComposerScreen(perScreen: false)
      let stage = Stage(.with { $0.keyboardWindowScene = scene }, root: screen)
      let keyboard = try! #require(UIKitEmulation.keyboardWindow(of: stage.window))
      #expect(screen.field.window === keyboard)
      await stage.tapAndSettle(screen.field)
      #expect(screen.field.isFirstResponder)
      await stage.tapAndSettle(screen.send)
      #expect(screen.sent == 1)
      #expect(screen.field.isFirstResponder)
      await stage.tapAndSettle(screen.messages)
      #expect(!screen.field.isFirstResponder)
      #expect(screen.messages.selections == 1)
    }

    /// F10: if the composer's field did not post its editing
    /// notifications, its focus would never be known and a tap on the
    /// messages would keep its keyboard. PINS THE "IF WRONG" OUTCOME under
    /// `notPosted`. The ledger's remedy, `focusDidChange(to:)`, does not
    /// help: it ignores a view outside the interaction's view, and the
    /// composer is in the keyboard's window (pinned too; a finding).
    @Test("F10: the composer's notifications", arguments: Variants.AccessoryNotifications.allCases)
    func accessoryNotifications(posting: Variants.AccessoryNotifications) async {
      let screen = ComposerScreen(perScreen: false)
      let stage = Stage(.with { $0.accessoryNotifications = posting }, root: screen)
      await stage.tapAndSettle(screen.field)
      await stage.tapAndSettle(screen.messages)
      #expect(screen.field.isFirstResponder == (posting == .notPosted))
      if posting == .notPosted {
        stage.interaction?.focusDidChange(to: screen.field)
        await stage.tapAndSettle(screen.messages)
        #expect(screen.field.isFirstResponder)  // the remedy is ignored
      }
    }

    /// F9: a composer in a scene-less keyboard window serves the key window
    /// only: with another window key, its focus is ignored and a tap on the
    /// messages keeps it editing; in the app's scene it is taken (control).
    @Test(
      "F9: a scene-less keyboard window serves the key window",
      arguments: Variants.KeyboardWindowScene.allCases)
    func sceneLessKeyboardWindow(scene: Variants.KeyboardWindowScene) async {
      let screen = ComposerScreen(perScreen: false)
      let stage = Stage(.with { $0.keyboardWindowScene = scene }, root: screen)
      let other = UIWindow(frame: stage.window.bounds)
      other.makeKey()
      await stage.tapAndSettle(screen.field)
      await stage.tapAndSettle(screen.messages)
      #expect(screen.field.isFirstResponder == (scene == .none))
      // Control: with the app's window key again, a new begin is taken and
      // the same tap ends editing.
      stage.window.makeKey()
      screen.field.resignFirstResponder()
      await stage.tapAndSettle(screen.field)
      await stage.tapAndSettle(screen.messages)
      #expect(!screen.field.isFirstResponder)
    }

    /// F2, F8, F9: which windows' inputs a window's attachment takes as
    /// focus: its own; the scene's others without a DismissKit hub of their
    /// own (the keyboard's); a scene-less one's while the window is key.
    @Test("inputs of the scene's other windows without a hub are focus; others are not")
    func focusWindows() {
      let scene = UIWindowScene()
      let app = UIWindow(windowScene: scene)
      let keyboard = UIWindow(windowScene: scene)
      let otherApp = UIWindow(windowScene: scene)
      otherApp.addInteraction(DismissInteraction())
      let otherScene = UIWindow(windowScene: UIWindowScene())
      let sceneLess = UIWindow(frame: app.bounds)
      #expect(DismissWindowAttachment.takesFocus(in: app, for: app))
      #expect(DismissWindowAttachment.takesFocus(in: keyboard, for: app))
      // A window of the scene with its own DismissKit hub decides its inputs.
      #expect(!DismissWindowAttachment.takesFocus(in: otherApp, for: app))
      #expect(!DismissWindowAttachment.takesFocus(in: otherScene, for: app))
      #expect(!DismissWindowAttachment.takesFocus(in: nil, for: app))
      // A keyboard window that reports no scene: taken by the key window only.
      app.makeKey()
      #expect(DismissWindowAttachment.takesFocus(in: sceneLess, for: app))
      otherApp.makeKey()
      #expect(!DismissWindowAttachment.takesFocus(in: sceneLess, for: app))
    }

    /// A per-screen interaction (`dismissKeyboardOnTapOutside()`) joins its
    /// window at the first touch on its view: a composer that began
    /// editing in the keyboard's window before that is not known, and the
    /// first tap on the messages keeps it editing. PINS A GAP (no ledger
    /// row yet; found by the emulation): the window-wide interaction is the
    /// control, and after one more begin the screen's works too.
    @Test("Gap: composer focus before a per-screen interaction joined")
    func composerBeforePerScreenJoin() async {
      let screen = ComposerScreen(perScreen: true)
      let stage = Stage(root: screen, windowInteraction: false)
      await stage.tapAndSettle(screen.field)
      await stage.tapAndSettle(screen.messages)
      #expect(screen.field.isFirstResponder)  // the gap
      screen.field.resignFirstResponder()
      await stage.tapAndSettle(screen.field)
      await stage.tapAndSettle(screen.messages)
      #expect(!screen.field.isFirstResponder)  // joined now
    }

    /// F3: a field that refuses to resign keeps focus, and the engine knows
    /// it (a tap on another field then moves focus normally, without a
    /// drop); `endEditing(true)` is the fallback when nothing is tracked.
    @Test("F3: a refused resign keeps focus")
    func refusedResign() async {
      let stage = Stage()
      let stubborn = stage.add(StubbornField(), CGRect(x: 20, y: 100, width: 300, height: 40))
      await stage.tapAndSettle(stubborn)
      await stage.tapAndSettle(100, 700)
      #expect(stubborn.isFirstResponder)
      stubborn.refuses = false
      await stage.tapAndSettle(100, 700)
      #expect(!stubborn.isFirstResponder)
    }

    /// F7: a read-only text view is content (a tap on it ends editing), a
    /// disabled field a control (keeps), an enabled field an input (keeps).
    /// E19: a tap on the disabled field keeps editing when UIKit hits it;
    /// passed through, the tap is on the background and ends editing.
    @Test(
      "F7: what counts as a text input",
      arguments: Variants.oneAtATime(Variants.others(\.disabledControls)))
    func textInputKinds(variants: Variants) async {
      let stage = Stage(variants)
      let field = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let disabled = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
      disabled.isEnabled = false
      let readOnly = stage.add(UITextView(), CGRect(x: 20, y: 220, width: 300, height: 100))
      readOnly.isEditable = false
      await stage.tapAndSettle(field)
      #expect(DismissInteraction.defaultRole(for: disabled) == .control)
      let hit = variants.disabledControls == .hitAndIgnored
      #expect((stage.window.hitTest(CGPoint(x: 50, y: 180), with: nil) === disabled) == hit)
      await stage.tapAndSettle(disabled)
      #expect(field.isFirstResponder == hit)
      #expect(!disabled.isFirstResponder)
      await stage.tapAndSettle(field)
      await stage.tapAndSettle(readOnly)
      #expect(!field.isFirstResponder)
    }

    /// T18 (the evidence review's new row), both adapters: a tapped "Next"
    /// button (a SwiftUI button: content, not a control) that moves focus
    /// to the next field, its state applied in the action, on the main queue
    /// or in the run loop's before-waiting observers. The resign runs after
    /// all of them and sees the move: the second field is first responder,
    /// the keyboard never dropped, the first field ended editing once.
    /// Applied on a later pass, the resign comes first: the keyboard drops
    /// and rises. Positive control: a tap on plain content resigns, under
    /// every value.
    @Test(
      "T18: focus moved by a tapped button", arguments: [false, true],
      Variants.oneAtATime(
        Variants.others(\.stateApplication), Variants.others(\.keyboardNotifications)))
    func focusMovedByButton(swiftUI: Bool, variants: Variants) async {
      let stage = Stage(variants, policy: swiftUI ? nil : DismissPolicy())
      let root = swiftUI ? SwiftUIRoot(in: stage.root.view) : nil
      let email = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let password = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
      let next = stage.add(TapView(), CGRect(x: 20, y: 220, width: 100, height: 44))
      next.onTap = { UIKitEmulation.applyState { password.becomeFirstResponder() } }
      let plain = stage.add(TapView(), CGRect(x: 20, y: 300, width: 100, height: 44))
      plain.onTap = { UIKitEmulation.applyState {} }
      var ended: [UITextField] = []
      let token = NotificationCenter.default.addObserver(
        forName: UITextField.textDidEndEditingNotification, object: nil, queue: nil
      ) { note in
        nonisolated(unsafe) let object = note.object
        MainActor.assumeIsolated { if let field = object as? UITextField { ended.append(field) } }
      }
      defer { NotificationCenter.default.removeObserver(token) }
      await stage.tapAndSettle(email)
      await stage.tapAndSettle(next)
      #expect(password.isFirstResponder)
      let drops = 0
      #expect(stage.drops == drops)
      #expect(ended.count == 1 && ended.first === email)
      await stage.tapAndSettle(plain)  // control: content ends editing
      #expect(!password.isFirstResponder)
      #expect(stage.drops == drops + 1)
      withExtendedLifetime(root) {}
    }

    /// T18: a UIKit button whose action moves focus keeps the keyboard (a
    /// control: nothing is resigned), under every value.
    @Test("T18: a UIKit button moving focus", arguments: Variants.StateApplication.allCases)
    func focusMovedByControl(apply: Variants.StateApplication) async {
      let stage = Stage(.with { $0.stateApplication = apply })
      let email = stage.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      let password = stage.field(CGRect(x: 20, y: 160, width: 300, height: 40))
      _ = stage.button(CGRect(x: 20, y: 220, width: 100, height: 44)) {
        password.becomeFirstResponder()
      }
      await stage.tapAndSettle(email)
      await stage.tapAndSettle(40, 240)
      #expect(password.isFirstResponder)
      #expect(stage.drops == 0)
    }

    /// T18: at the resign, the input DismissKit knows of is checked to be
    /// first responder still: one that is not (focus went where no editing
    /// notification told) is not resigned, nor is the window's editing
    /// ended. Positive control: the same tap resigns it while it is.
    @Test("T18: the resign checks the first responder")
    func resignChecksFirstResponder() async {
      for unheard in [true, false] {
        let stage = Stage()
        let field = stage.add(UnheardField(), CGRect(x: 20, y: 100, width: 300, height: 40))
        await stage.tapAndSettle(field)
        field.unheard = unheard
        await stage.tapAndSettle(200, 600)
        #expect(stage.drops == (unheard ? 0 : 1), "unheard: \(unheard)")
      }
    }
  }
}

/// A field that says it is not first responder while `unheard` (focus moved
/// on without a notification DismissKit hears).
@MainActor
final class UnheardField: UITextField {
  var unheard = false
  override var isFirstResponder: Bool { unheard ? false : super.isFirstResponder }
}

/// A field that may refuse to resign.
@MainActor
final class StubbornField: UITextField {
  var refuses = true
  override var canResignFirstResponder: Bool { !refuses }
}

/// A plain view that runs `onTap` at a touch-up inside it (a SwiftUI
/// button on a hosting view).
@MainActor
final class TapView: UIView {
  var onTap: () -> Void = {}
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first, bounds.contains(touch.location(in: self)) { onTap() }
  }
}
