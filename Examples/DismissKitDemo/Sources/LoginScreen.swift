import DismissKit
import SwiftUI

/// A login form. `@FocusState` moves focus from field to field; tapping
/// anywhere else dismisses the keyboard, and SwiftUI clears `focus` by
/// itself. The Sign In button and the toggle still get their taps.
struct LoginScreen: View {
  enum Field: Hashable {
    case email, password
  }

  @State private var email = ""
  @State private var password = ""
  @State private var remembersMe = true
  @State private var message = ""
  @FocusState private var focus: Field?
  @Environment(\.dismissKeyboard) private var dismissKeyboard

  var body: some View {
    Form {
      Section {
        TextField("Email", text: $email)
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .disableAutocorrection(true)
          .focused($focus, equals: .email)
          .submitLabel(.next)
          .onSubmit { focus = .password }
        SecureField("Password", text: $password)
          .textContentType(.password)
          .focused($focus, equals: .password)
          .submitLabel(.go)
          .onSubmit(signIn)
      } footer: {
        Text("Tap outside the fields to dismiss the keyboard. The toggle keeps it: it is a control.")
      }
      Section {
        Toggle("Remember me", isOn: $remembersMe)
        Button("Sign In", action: signIn)
          .disabled(email.isEmpty || password.isEmpty)
      }
      if !message.isEmpty {
        Section {
          Text(message)
        }
      }
      Section {
        Text("Focused field: \(focusDescription)")
          .foregroundColor(.secondary)
      } footer: {
        Text("@FocusState stays right when DismissKit dismisses the keyboard.")
      }
    }
    .navigationTitle("Login")
  }

  private var focusDescription: String {
    switch focus {
    case .email: return "email"
    case .password: return "password"
    case nil: return "none"
    }
  }

  @MainActor
  private func signIn() {
    // No FocusState needed to dismiss the keyboard from here.
    dismissKeyboard()
    message = "Signed in as \(email)."
  }
}
