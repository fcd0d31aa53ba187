import DismissKit
import SwiftUI

/// First-hour check 7 (ledger S29): a `List` of 200 rows marked keep. `List`
/// reuses its rows' views while scrolling; after a fast scroll down and back
/// every visible row must still be registered: a tap on any of them keeps
/// the keyboard. The debug overlay (first screen, debug builds) tints the
/// registered rows green.
struct LongListScreen: View {
  @FocusState private var isFocused: Bool
  @State private var text = ""

  var body: some View {
    List(0..<200, id: \.self) { row in
      Text("Keep row \(row)")
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
        .modifier(KeepsKeyboard())
        .accessibilityIdentifier("long-row-\(row)")
    }
    .safeAreaInset(edge: .top) {
      VStack(alignment: .leading, spacing: 4) {
        TextField("Field", text: $text)
          .textFieldStyle(.roundedBorder)
          .focused($isFocused)
          .accessibilityIdentifier("long-field")
        Text(isFocused ? "Focused: yes" : "Focused: no")
          .font(.footnote)
          .accessibilityIdentifier("long-focus")
        Text(
          "Must happen: focus the field, fling the list down and back up; a tap on any visible "
            + "row keeps focus. Debug overlay on: every visible row is green."
        )
        .font(.caption)
      }
      .padding(.horizontal)
      .padding(.vertical, 8)
      .background(.bar)
    }
    .navigationTitle("200 keep rows")
    .navigationBarTitleDisplayMode(.inline)
  }
}
