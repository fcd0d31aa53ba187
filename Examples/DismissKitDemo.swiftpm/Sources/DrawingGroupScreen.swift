import DismissKit
import SwiftUI

/// First-hour check 8 (ledger S31): `.drawingGroup()` renders its content
/// into one image, and UIKit views inside it as placeholders (Apple,
/// `ImageRenderer`: "a placeholder image, similar to the behavior of
/// drawingGroup"). DismissKit's invisible anchors are UIKit views: none may
/// show as a placeholder, and a marked view inside does nothing (the
/// documented limit): a tap on it counts as a tap on plain content.
struct DrawingGroupScreen: View {
  @FocusState private var isFocused: Bool
  @State private var text = ""
  @State private var taps = 0

  var body: some View {
    Form {
      Section {
        TextField("Field", text: $text)
          .focused($isFocused)
          .accessibilityIdentifier("group-field")
        Text(isFocused ? "Focused: yes" : "Focused: no")
          .accessibilityIdentifier("group-focus")
      } footer: {
        Text(
          "Must happen: no yellow placeholder anywhere. With the field focused, Keep (plain) "
            + "keeps focus; Keep (in drawingGroup) ends it: marked views there do nothing.")
      }
      Section {
        Button("Keep (plain)") { taps += 1 }
          .modifier(KeepsKeyboard())
          .accessibilityIdentifier("group-keep-plain")
        HStack {
          Button("Keep (in drawingGroup)") { taps += 1 }
            .modifier(KeepsKeyboard())
            .padding(8)
            .background(Color.accentColor.opacity(0.15), in: Capsule())
        }
        .drawingGroup()
        .accessibilityIdentifier("group-keep-drawn")
        Text("Taps: \(taps)").accessibilityIdentifier("group-taps")
      }
    }
    .navigationTitle("drawingGroup")
  }
}
