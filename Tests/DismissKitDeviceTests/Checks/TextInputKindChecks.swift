#if canImport(UIKit) && !os(watchOS)
  @testable import DismissKit
  import SwiftUI
  import UIKit

  /// What SwiftUI's text inputs are in UIKit. DismissKit's SwiftUI adapter
  /// finds them on a touch's view chain and by UIKit's editing
  /// notifications, which only `UITextField` and `UITextView` post, and
  /// classifies them with `DismissViewClassifier.isTextInput(_:)`.
  /// Evidence: swiftui-introspect maps `TextField` and `SecureField` to
  /// `UITextField`, `TextField(axis: .vertical)` (iOS 16 and later) and
  /// `TextEditor` to `UITextView`, `.searchable` to the navigation item's
  /// `UISearchController` (its `UISearchTextField`); type checks, never
  /// class names.
  @MainActor
  enum TextInputKindChecks {
    static func textFieldIsAUITextField(_ expect: any DeviceExpect) async throws {
      let field = try await hostedInput(expect, UITextField.self) {
        TextField("Plain", text: .constant(""))
      }
      expect.that(!field.isSecureTextEntry, "a TextField's UITextField is not secure")
      expect.that(DismissViewClassifier.isTextInput(field), "DismissKit takes it for a text input")
    }

    static func secureFieldIsASecureUITextField(_ expect: any DeviceExpect) async throws {
      let field = try await hostedInput(expect, UITextField.self) {
        SecureField("Password", text: .constant(""))
      }
      expect.that(field.isSecureTextEntry, "a SecureField is a secure UITextField")
      expect.that(DismissViewClassifier.isTextInput(field), "DismissKit takes it for a text input")
    }

    static func verticalTextFieldIsAUITextView(_ expect: any DeviceExpect) async throws {
      guard #available(iOS 16.0, macCatalyst 16.0, *) else {
        try expect.skip("TextField(axis:) needs iOS 16")
      }
      let textView = try await hostedInput(expect, UITextView.self) {
        TextField("Vertical", text: .constant(""), axis: .vertical)
      }
      expect.that(textView.isEditable, "a vertical TextField's UITextView is editable")
      expect.that(
        DismissViewClassifier.isTextInput(textView), "DismissKit takes it for a text input")
    }

    static func textEditorIsAUITextView(_ expect: any DeviceExpect) async throws {
      let textView = try await hostedInput(expect, UITextView.self) {
        TextEditor(text: .constant("Notes")).frame(height: 120)
      }
      expect.that(textView.isEditable, "a TextEditor's UITextView is editable")
      expect.that(
        DismissViewClassifier.isTextInput(textView), "DismissKit takes it for a text input")
    }

    static func searchableFieldIsAUISearchTextField(_ expect: any DeviceExpect) async throws {
      guard #available(iOS 16.0, macCatalyst 16.0, *) else {
        try expect.skip("NavigationStack needs iOS 16")
      }
      let stage = DeviceStage.make()
      defer { stage.tearDown() }
      await stage.host(
        NavigationStack {
          List(["a", "b"], id: \.self) { Text($0) }
            .searchable(text: .constant(""), prompt: "Search")
            .navigationTitle("Search")
        })
      let found = await stage.wait {
        stage.window.firstDescendant(UISearchTextField.self) != nil
      }
      let field = try expect.unwrap(
        found ? stage.window.firstDescendant(UISearchTextField.self) : nil,
        "a .searchable list shows a UISearchTextField in the window")
      expect.that(
        DismissViewClassifier.defaultRole(for: field) == .textInput,
        "its role is text input (a UISearchTextField is a UITextField)")
      expect.that(DismissViewClassifier.isTextInput(field), "DismissKit takes it for a text input")
      expect.note("search field frame in window: \(field.windowFrame)")
    }

    /// Hosts `content` alone in a window and returns the one text input of
    /// type `T` SwiftUI made for it.
    private static func hostedInput<T: UIView, Content: View>(
      _ expect: any DeviceExpect, _ type: T.Type, @ViewBuilder _ content: () -> Content
    ) async throws -> T {
      let stage = DeviceStage.make()
      defer { stage.tearDown() }
      await stage.host(VStack { content() }.padding())
      _ = await stage.wait { stage.window.firstDescendant(T.self) != nil }
      let inputs = DismissViewClassifier.textInputs(in: stage.window)
      expect.note("text inputs: \(inputs.map { String(describing: Swift.type(of: $0)) })")
      expect.that(inputs.count == 1, "exactly one text input in the window, found \(inputs.count)")
      return try expect.unwrap(
        stage.window.firstDescendant(T.self), "the SwiftUI view is a \(T.self) in UIKit")
    }
  }
#endif
