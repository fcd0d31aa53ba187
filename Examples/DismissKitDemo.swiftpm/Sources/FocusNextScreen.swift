import DismissKit
import SwiftUI
import UIKit

/// First-hour check 5 (ledgers T18, T12).
///
/// T18: a SwiftUI "Next" button moves `@FocusState` from field A to field
/// B. SwiftUI may apply that change after DismissKit's turn on the main
/// queue; the keyboard must not drop and rise (the count of keyboard hides
/// stays 0).
///
/// T12: a SwiftUI button inside a UIKit view with a double-tap recognizer,
/// pinned above the keyboard: the recognizer holds the button's touch-up
/// back (`delaysTouchesEnded`), and the button moves down when the keyboard
/// goes. The first tap must still count.
struct FocusNextScreen: View {
  enum Field: Hashable { case a, b }

  @FocusState private var focus: Field?
  @State private var a = ""
  @State private var b = ""
  @State private var keyboardHides = 0
  @State private var likes = 0
  private let keyboardWillHide = NotificationCenter.default.publisher(
    for: UIResponder.keyboardWillHideNotification)

  var body: some View {
    Form {
      Section {
        TextField("Field A", text: $a)
          .focused($focus, equals: .a)
          .accessibilityIdentifier("next-field-a")
        TextField("Field B", text: $b)
          .focused($focus, equals: .b)
          .accessibilityIdentifier("next-field-b")
        Button("Next") { focus = .b }
          .accessibilityIdentifier("next-button")
        Text("Focused: \(focusName)").accessibilityIdentifier("next-focus")
        Text("Keyboard hides: \(keyboardHides)").accessibilityIdentifier("next-hides")
      } header: {
        Text("Next button (T18)")
      } footer: {
        Text("Must happen: focus A, tap Next: B has focus and the keyboard never hid (0).")
      }
      Section {
        Text("Likes: \(likes)").accessibilityIdentifier("next-likes")
      } header: {
        Text("Double-tap recognizer (T12)")
      } footer: {
        Text(
          "Must happen: focus a field, tap Like (above the keyboard) once: Likes goes up at the "
            + "first tap, and the keyboard goes.")
      }
    }
    .safeAreaInset(edge: .bottom) {
      DoubleTapHostedButton(title: "Like") { likes += 1 }
        .frame(height: 52)
        .background(.bar)
        .accessibilityIdentifier("next-like")
    }
    .onReceive(keyboardWillHide) { _ in keyboardHides += 1 }
    .navigationTitle("Next and double tap")
    .navigationBarTitleDisplayMode(.inline)
  }

  private var focusName: String {
    switch focus {
    case .a: "A"
    case .b: "B"
    case nil: "none"
    }
  }
}

/// A SwiftUI button in a hosting controller whose view has a UIKit
/// double-tap recognizer, as a web view, a map or a PDF view has: the
/// recognizer's `delaysTouchesEnded` (on by default) holds the button's
/// touch-up until it fails (T12).
struct DoubleTapHostedButton: UIViewControllerRepresentable {
  let title: String
  let action: () -> Void

  func makeUIViewController(context: Context) -> UIHostingController<Button<Text>> {
    let controller = UIHostingController(rootView: Button(title, action: action))
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    controller.view.addGestureRecognizer(doubleTap)
    controller.view.backgroundColor = .clear
    return controller
  }

  func updateUIViewController(
    _ controller: UIHostingController<Button<Text>>, context: Context
  ) {
    controller.rootView = Button(title, action: action)
  }
}
