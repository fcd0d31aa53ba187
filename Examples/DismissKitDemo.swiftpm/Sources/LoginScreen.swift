import DismissKit
import SwiftUI

/// A login form. `@FocusState` moves focus from field to field; tapping
/// anywhere else dismisses the keyboard, and SwiftUI clears `focus` by
/// itself. The Sign In button and the toggle still get their taps.
///
/// The Sign In button sits right above the keyboard and moves down when the
/// keyboard goes: a tap on it dismisses the keyboard (a SwiftUI button is
/// not a `UIControl`) and must still sign in, at the first tap. The UI test
/// `testTappedButtonFiresWhileKeyboardGoes` checks it.
struct LoginScreen: View {
  enum Field: Hashable {
    case email, password
  }

  @State private var email = ""
  @State private var password = ""
  @State private var remembersMe = true
  @State private var message = ""
  @State private var signInCount = 0
  @FocusState private var focus: Field?
  @Environment(\.dismissKeyboard) private var dismissKeyboard

  var body: some View {
    Form {
      Section {
        TextField("Email", text: $email)
          .accessibilityIdentifier("login-email")
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .disableAutocorrection(true)
          .focused($focus, equals: .email)
          .submitLabel(.next)
          .onSubmit { focus = .password }
        SecureField("Password", text: $password)
          .accessibilityIdentifier("login-password")
          .textContentType(.password)
          .focused($focus, equals: .password)
          .submitLabel(.go)
          .onSubmit(signIn)
      } footer: {
        Text(
          "Tap outside the fields to dismiss the keyboard. The toggle keeps it: it is a control.")
      }
      Section {
        Toggle("Remember me", isOn: $remembersMe)
      }
      Section {
        Text(message.isEmpty ? "Not signed in" : message)
          .accessibilityIdentifier("login-message")
        Text("Sign In tapped \(signInCount) times")
          .accessibilityIdentifier("login-sign-in-count")
        Text("Focused field: \(focusDescription)")
          .foregroundColor(.secondary)
          .accessibilityIdentifier("login-focus")
      } footer: {
        Text("@FocusState stays right when DismissKit dismisses the keyboard.")
      }
    }
    .safeAreaInset(edge: .bottom) {
      // Pinned above the keyboard: it moves when the keyboard goes.
      Button(action: signIn) {
        Text("Sign In").frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding()
      .background(.bar)
      .accessibilityIdentifier("login-sign-in")
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
    signInCount += 1
    message = email.isEmpty ? "Enter an email first." : "Signed in as \(email)."
  }
}
