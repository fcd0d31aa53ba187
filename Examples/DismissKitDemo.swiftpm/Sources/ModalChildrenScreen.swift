import DismissKit
import PhotosUI
import SwiftUI

/// First-hour check 2 (ledger S32): a modal card (`dismissible(isModal:
/// true)`) that presents a sheet and a `PhotosPicker`. What a layer
/// presents is inside it: a tap or a focus in the sheet or the picker must
/// not close the card (nor, with it, the child).
struct ModalChildrenScreen: View {
  @EnvironmentObject private var log: DecisionLog
  @State private var showsCard = false
  @State private var showsSheet = false
  @State private var photo: PhotosPickerItem?
  @State private var note = ""

  var body: some View {
    ZStack {
      Form {
        Section {
          Button("Open the modal card") { showsCard = true }
            .accessibilityIdentifier("children-open-card")
        } footer: {
          Text(
            "Must happen: in the sheet or the photo picker the card opened, a tap, or focus in "
              + "the sheet's field, leaves the card open. Only a tap on the dimming closes it.")
        }
      }
      if showsCard {
        Color.black.opacity(0.3).ignoresSafeArea()
          .accessibilityIdentifier("children-dimming")
        VStack(spacing: 12) {
          Text("Card").font(.headline)
          Button("Show a sheet") { showsSheet = true }
            .accessibilityIdentifier("children-show-sheet")
          PhotosPicker("Pick a photo", selection: $photo, matching: .images)
            .accessibilityIdentifier("children-show-picker")
          Text(photo == nil ? "No photo" : "Photo picked")
        }
        .padding(24)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("children-card")
        .dismissible(
          isPresented: $showsCard, dismissOn: [.tapOutside, .escape, .focusOutside],
          isModal: true, onDismiss: log.dismissal(of: "the modal card")
        )
        // Attached inside the card: SwiftUI takes the sheet down with it.
        .sheet(isPresented: $showsSheet) {
          NavigationStack {
            Form {
              TextField("A note", text: $note)
                .accessibilityIdentifier("children-sheet-field")
              Button("Tap me (does nothing)") {}
                .accessibilityIdentifier("children-sheet-button")
            }
            .navigationTitle("Sheet from the card")
            .toolbar {
              Button("Done") { showsSheet = false }
                .accessibilityIdentifier("children-sheet-done")
            }
          }
        }
      }
    }
    .navigationTitle("Card and its children")
  }
}
