import DismissKit
import SwiftUI

/// First-hour check 4 (ledgers S30, S10): rows marked keep scroll under the
/// navigation bar, a bottom toolbar and a `safeAreaInset` bar (floating
/// glass bars on iOS 26). Order is what the person sees: a tap on a bar's
/// background is decided by the bar (plain content: focus ends), not by the
/// keep row drawn beneath it. The field and the toggle at the top are the
/// S10 pair: a tap on the toggle keeps focus (a `UISwitch` is a control),
/// and the line under them shows what UIKit gave as `touch.view`.
struct FloatingBarsScreen: View {
  @FocusState private var isFocused: Bool
  @State private var text = ""
  @State private var isOn = false
  @State private var lastTouchView = "none yet"

  var body: some View {
    List {
      Section {
        Text(
          "Must happen: with the field focused, scroll rows under the bars, then tap a bar's "
            + "empty background: focus ends. A tap on a row or on the toggle keeps it. Note "
            + "the touch.view line for a tap on the field and on the toggle.")
      }
      ForEach(0..<60, id: \.self) { row in
        Text("Keep row \(row)")
          .frame(maxWidth: .infinity, alignment: .leading)
          .contentShape(Rectangle())
          .modifier(KeepsKeyboard())
          .accessibilityIdentifier("bars-row-\(row)")
      }
    }
    .safeAreaInset(edge: .top) {
      VStack(spacing: 8) {
        TextField("Field", text: $text)
          .textFieldStyle(.roundedBorder)
          .focused($isFocused)
          .accessibilityIdentifier("bars-field")
        Toggle("Toggle", isOn: $isOn)
          .accessibilityIdentifier("bars-toggle")
        Text(isFocused ? "Focused: yes" : "Focused: no")
          .font(.footnote)
          .accessibilityIdentifier("bars-focus")
        Text("Last touch.view: \(lastTouchView)")
          .font(.caption2)
          .lineLimit(2)
          .accessibilityIdentifier("bars-touch-view")
          .background(TouchViewProbe { lastTouchView = $0 })
      }
      .padding(.horizontal)
      .padding(.vertical, 8)
      .background(.bar)
    }
    .safeAreaInset(edge: .bottom) {
      Text("An inset bar: tap its background")
        .font(.footnote)
        .frame(maxWidth: .infinity, minHeight: 44)
        .background(.ultraThinMaterial)
        .accessibilityIdentifier("bars-inset")
    }
    .toolbar {
      ToolbarItem(placement: .bottomBar) {
        Text("Toolbar").font(.footnote)
      }
    }
    .navigationTitle("Rows under bars")
    .navigationBarTitleDisplayMode(.inline)
  }
}
