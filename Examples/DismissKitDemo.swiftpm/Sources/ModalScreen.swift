import DismissKit
import SwiftUI

struct Contact: Identifiable, Hashable {
  let id: Int
  var name: String
  var phone: String
}

/// Custom modals (cards over a dimmed screen) tied to an optional item, a
/// second modal stacked on the first, and a system sheet that has no root
/// of its own: the window's root serves it.
///
/// A tap on the dimming closes the top modal and nothing beneath it (one
/// tap, one presentation): the UI test `testTwoStackedModalsCloseOneAtATime`
/// checks it.
struct ModalScreen: View {
  @State private var contacts = [
    Contact(id: 0, name: "Ada Lovelace", phone: "555-0100"),
    Contact(id: 1, name: "Grace Hopper", phone: "555-0101"),
    Contact(id: 2, name: "Alan Turing", phone: "555-0102"),
  ]
  @State private var editing: Contact?
  @State private var showsConfirmation = false
  @State private var showsSheet = false
  @EnvironmentObject private var log: DecisionLog

  var body: some View {
    ZStack {
      List {
        Section("Tap a contact to edit it in a custom modal") {
          ForEach(contacts) { contact in
            Button(contact.name) { editing = contact }
              .accessibilityIdentifier("contact-\(contact.id)")
          }
        }
        Section {
          Button("Write feedback in a sheet") { showsSheet = true }
            .accessibilityIdentifier("open-sheet")
        }
      }
      if let contact = editing {
        // The app draws the dimming; DismissKit treats a tap there as a tap
        // on the modal's backdrop: it closes the modal and nothing beneath.
        Color.black.opacity(0.35)
          .ignoresSafeArea()
          .transition(.opacity)
          .accessibilityIdentifier("modal-dimming")
        ContactEditor(
          contact: contact,
          onDelete: { showsConfirmation = true },
          onSave: { edited in
            if let index = contacts.firstIndex(where: { $0.id == edited.id }) {
              contacts[index] = edited
            }
            editing = nil
          }
        )
        .padding(24)
        .dismissible(
          item: $editing, dismissOn: [.tapOutside, .escape], isModal: true,
          onDismiss: log.dismissal(of: "the contact modal"))
        .transition(.scale(scale: 0.95).combined(with: .opacity))
      }
      if showsConfirmation {
        // A second modal, stacked on the first.
        Color.black.opacity(0.25)
          .ignoresSafeArea()
          .accessibilityIdentifier("confirmation-dimming")
        VStack(spacing: 12) {
          Text("Delete this contact?").font(.headline)
          HStack {
            Button("Keep") { showsConfirmation = false }
            Button("Delete", role: .destructive) {
              contacts.removeAll { $0.id == editing?.id }
              showsConfirmation = false
              editing = nil
            }
          }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("confirmation")
        .dismissible(
          isPresented: $showsConfirmation, isModal: true,
          onDismiss: log.dismissal(of: "the confirmation"))
      }
    }
    .animation(.easeInOut(duration: 0.2), value: editing)
    .animation(.easeInOut(duration: 0.2), value: showsConfirmation)
    .navigationTitle("Modal")
    .sheet(isPresented: $showsSheet) {
      // No dismissesKeyboardOnTapOutside() here: one at the window's root
      // serves the sheet too (S11).
      FeedbackSheet()
        // Sheets inherit the presenter's environment since iOS 14; passing
        // the log again costs nothing and keeps iOS 15 and 16 alike.
        .environmentObject(log)
    }
  }
}

struct ContactEditor: View {
  @State private var draft: Contact
  let onDelete: () -> Void
  let onSave: (Contact) -> Void

  init(contact: Contact, onDelete: @escaping () -> Void, onSave: @escaping (Contact) -> Void) {
    _draft = State(initialValue: contact)
    self.onDelete = onDelete
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
        Button("Delete", role: .destructive, action: onDelete)
          .accessibilityIdentifier("contact-delete")
        Spacer()
        Button("Save") { onSave(draft) }
          .buttonStyle(.borderedProminent)
      }
    }
    .padding()
    .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    .shadow(radius: 12)
    .accessibilityElement(children: .contain)
    .accessibilityIdentifier("contact-editor")
  }
}

struct FeedbackSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.dismissKeyboard) private var dismissKeyboard
  @State private var feedback = ""
  @State private var email = ""
  @State private var showsTopics = false
  @State private var topic = "General"
  @EnvironmentObject private var log: DecisionLog

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
        Section("Topic") {
          Button("Topic: \(topic)") { showsTopics.toggle() }
            .dismissalExcluded(from: "topics")
            .accessibilityIdentifier("sheet-topic")
        }
        Section {
          Button("Hide keyboard") { dismissKeyboard() }
        }
      }
      .overlay(alignment: .center) {
        if showsTopics {
          // A menu in a sheet that has no root of its own.
          VStack(alignment: .leading, spacing: 0) {
            ForEach(["General", "Bug", "Idea"], id: \.self) { candidate in
              MenuRow(title: candidate, systemImage: candidate == topic ? "checkmark" : "circle") {
                topic = candidate
                showsTopics = false
              }
            }
          }
          .frame(width: 200)
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
          .shadow(radius: 8)
          .accessibilityElement(children: .contain)
          .accessibilityIdentifier("sheet-topics")
          .dismissible(
            isPresented: $showsTopics, id: "topics",
            onDismiss: log.dismissal(of: "the topic menu"))
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
