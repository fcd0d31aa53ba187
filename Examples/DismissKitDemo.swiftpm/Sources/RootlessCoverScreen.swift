import DismissKit
import SwiftUI

/// First-hour check 1 (ledger S28): a `.fullScreenCover` without a root of
/// its own, holding a field, a Send button marked keep and a `dismissible`
/// card. UIKit takes the presenter's views out of the window once a
/// full-screen presentation completes: the window's root, in the presenter,
/// must still serve the cover.
struct RootlessCoverScreen: View {
  @Environment(\.dismiss) private var dismiss
  @EnvironmentObject private var log: DecisionLog
  @State private var draft = ""
  @State private var sent = 0
  @State private var showsCard = false

  var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("Message", text: $draft)
            .accessibilityIdentifier("cover-field")
          HStack {
            Button("Send") { sent += 1 }
              .accessibilityIdentifier("cover-send")
              .modifier(KeepsKeyboard())
            Spacer()
            Text("Sent \(sent)").accessibilityIdentifier("cover-sent")
          }
          Button("Show card") { showsCard = true }
            .accessibilityIdentifier("cover-show-card")
        } footer: {
          Text(
            "Must happen: Send keeps the keyboard; a tap on the empty area below dismisses it; "
              + "a tap outside the card or Escape closes the card.")
        }
      }
      .overlay {
        if showsCard {
          Text("A dismissible card in the cover")
            .padding(24)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            .shadow(radius: 8)
            .accessibilityIdentifier("cover-card")
            .dismissible(isPresented: $showsCard, onDismiss: log.dismissal(of: "the cover's card"))
        }
      }
      .navigationTitle("Rootless cover")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { dismiss() }
            .accessibilityIdentifier("cover-close")
        }
      }
    }
    .safeAreaInset(edge: .bottom) {
      DecisionLogPanel(log: log)
    }
  }
}
