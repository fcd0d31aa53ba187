import DismissKit
import SwiftUI

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
  var phone: String
}

/// A custom modal (a card over a dimmed screen) tied to an optional item,
/// and a system sheet, served by the window's one
/// `dismissesKeyboardOnTapOutside()` (a sheet inherits its presenter's
/// environment). The modal asks before it closes on a tap outside while its
/// draft has changes.
struct ModalScreen: View {
  @State private var contacts = [
    Contact(id: 0, name: "Ada Lovelace", phone: "555-0100"),
    Contact(id: 1, name: "Grace Hopper", phone: "555-0101"),
    Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
  ]
  @State private var editing: Contact?
  @State private var showsSheet = false
  @State private var lastDismissal = ""

  var body: some View {
    ZStack {
      List {
        Section("Tap a contact to edit it in a custom modal") {
          ForEach(contacts) { contact in
            Button(contact.name) { editing = contact }
          }
        }
        Section {
          Button("Write feedback in a sheet") { showsSheet = true }
        } footer: {
          Text(lastDismissal)
        }
      }
      if let contact = editing {
        // The app draws the dimming; DismissKit treats it as the modal's
        // backdrop: a tap there closes the modal and nothing beneath.
        Color.black.opacity(0.35)
          .ignoresSafeArea()
          .transition(.opacity)
        ContactEditor(contact: contact) { edited in
          if let index = contacts.firstIndex(where: { $0.id == edited.id }) {
            contacts[index] = edited
          }
          editing = nil
        }
        .padding(24)
        .dismissible(
          item: $editing, dismissOn: [.tapOutside, .escape], isModal: true,
          // Escape always closes; a tap on the dimming only when nothing
          // was edited (the card's own Save and Cancel stay the way out).
          shouldDismiss: { reason in reason == .escape || editing == contact },
          onDismiss: { reason in lastDismissal = "Closed by \(reason)" }
        )
        .transition(.scale(scale: 0.95).combined(with: .opacity))
      }
    }
    .animation(.easeInOut(duration: 0.2), value: editing)
    .navigationTitle("Modal")
    .sheet(isPresented: $showsSheet) {
      // No root here: the window's root serves the sheet too.
      FeedbackSheet()
    }
  }
}

struct ContactEditor: View {
  @State private var draft: Contact
  let onSave: (Contact) -> Void

  init(contact: Contact, onSave: @escaping (Contact) -> Void) {
    _draft = State(initialValue: contact)
    self.onSave = onSave
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Edit contact").font(.headline)
      TextField("Name", text: $draft.name)
        .textFieldStyle(.roundedBorder)
      TextField("Phone", text: $draft.phone)
        .keyboardType(.phonePad)
        .textFieldStyle(.roundedBorder)
      HStack {
        Spacer()
        Button("Save") { onSave(draft) }
          .buttonStyle(.borderedProminent)
      }
    }
    .padding()
    .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    .shadow(radius: 12)
  }
}

struct FeedbackSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.dismissKeyboard) private var dismissKeyboard
  @State private var feedback = ""
  @State private var email = ""

  var body: some View {
    NavigationView {
      Form {
        Section("Your email") {
          TextField("Email", text: $email)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
        }
        Section("Feedback") {
          TextEditor(text: $feedback)
            .frame(minHeight: 120)
        }
        Section {
          Button("Hide keyboard") { dismissKeyboard() }
        }
      }
      .navigationTitle("Feedback")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") { dismiss() }
        }
      }
    }
  }
}
