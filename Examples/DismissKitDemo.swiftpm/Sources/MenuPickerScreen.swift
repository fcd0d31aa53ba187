import DismissKit
import SwiftUI

/// First-hour check 3 (ledgers S26, N4): a `Picker` with the menu style
/// inside a `dismissible` popover card. The menu is a system surface: a tap
/// on one of its items, or a tap outside the open menu (which closes the
/// menu), must not close the card.
struct MenuPickerScreen: View {
  @EnvironmentObject private var log: DecisionLog
  @State private var showsCard = false
  @State private var order = "Date"

  var body: some View {
    Form {
      Section {
        Button(showsCard ? "Hide the card" : "Show the card") { showsCard.toggle() }
          .dismissalExcluded(from: "sort-card")
          .accessibilityIdentifier("picker-toggle-card")
        Text("Sorted by \(order)").accessibilityIdentifier("picker-order")
      } footer: {
        Text(
          "Must happen: pick an item in the card's menu, the card stays. Open the menu again "
            + "and tap outside it: the menu closes, the card stays. The next tap outside closes "
            + "the card.")
      }
    }
    .overlay(alignment: .top) {
      if showsCard {
        VStack(alignment: .leading, spacing: 8) {
          Text("Sort").font(.headline)
          Picker("Sort by", selection: $order) {
            ForEach(["Date", "Name", "Size"], id: \.self) { Text($0).tag($0) }
          }
          .pickerStyle(.menu)
          .accessibilityIdentifier("picker-menu")
        }
        .padding()
        .frame(width: 240)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
        .shadow(radius: 8)
        .padding(.top, 160)
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("picker-card")
        .dismissible(
          isPresented: $showsCard, id: "sort-card", onDismiss: log.dismissal(of: "the sort card"))
      }
    }
    .navigationTitle("Menu in a card")
  }
}
