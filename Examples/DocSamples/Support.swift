// What the documentation samples (DocSamples.swift) take for granted: the
// app's own views and types, and a stand-in for IQKeyboardManager's resign
// API so that the "before" code of the migration guide type-checks. Nothing
// here is part of DismissKit.

import SwiftUI
import UIKit

// MARK: - The app's views

struct ContentView: View {
  var body: some View { Text("Content") }
}

struct ComposeView: View {
  @State private var text = ""
  var body: some View { TextEditor(text: $text) }
}

struct MessageList: View {
  var body: some View { List(0..<20, id: \.self) { Text("Message \($0)") } }
}

struct NotesList: View {
  var body: some View { List(0..<20, id: \.self) { Text("Note \($0)") } }
}

struct SortMenu: View {
  var body: some View { Text("Sort") }
}

struct FilterPopover: View {
  @State private var text = ""
  var body: some View { TextField("Tag", text: $text) }
}

struct FilterChips: View {
  @Binding var selection: Set<String>
  var body: some View {
    HStack {
      ForEach(["Unread", "Flagged"], id: \.self) { name in
        Button(name) { selection.formSymmetricDifference([name]) }
      }
    }
  }
}

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
}

struct ContactList: View {
  let onSelect: (Contact) -> Void
  var body: some View {
    Button("Ada") { onSelect(Contact(id: 0, name: "Ada")) }
  }
}

struct ContactEditor: View {
  let contact: Contact
  var body: some View { Text(contact.name) }
}

final class InboxViewController: UIViewController {}

final class ChatInputBar: UIView {}

/// A custom text input that does not post `UITextField` or `UITextView`
/// notifications.
final class CanvasTextView: UIView {}

// MARK: - What the reason and veto samples ask

final class Draft {
  var hasChanges = false
}

struct Analytics {
  func log(_ event: String, _ detail: String) {}
}

final class EditorViewController: UIViewController {
  /// Asks whether to discard the edits (an alert, in an app).
  func confirmDiscard(_ answer: @escaping (Bool) -> Void) { answer(true) }
}

final class Composer {
  var hasDraft = false
  func saveDraft() {}
}

final class PopupView: UIView {
  var canClose = true
}

// MARK: - A stand-in for IQKeyboardManager

/// The names of IQKeyboardManager's resign-on-touch-outside API (version 8,
/// `IQKeyboardManagerSwift`), with its defaults, so that the migration
/// guide's "before" code type-checks without the dependency.
@MainActor
final class IQKeyboardManager {
  static let shared = IQKeyboardManager()

  var resignOnTouchOutside = false
  var touchResignedGestureIgnoreClasses: [UIView.Type] = [UIControl.self, UINavigationBar.self]
  var disabledTouchResignedClasses: [UIViewController.Type] = [
    UIAlertController.self, UIInputViewController.self,
  ]
  var enabledTouchResignedClasses: [UIViewController.Type] = []
}
