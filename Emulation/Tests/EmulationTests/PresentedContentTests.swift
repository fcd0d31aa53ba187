import DismissCore
import Testing
import UIKit

@testable import DismissKit

/// How the card of a test is a layer.
enum CardKind: String, CaseIterable, Sendable {
  /// A view with a `DismissibleLayerInteraction` and a dimming view.
  case modalView
  /// A view with a `DismissibleLayerInteraction`, not modal.
  case plainView
  /// A form sheet made dismissible (`makeDismissible()`).
  case presentation
}

/// A card of `kind` on `stage` with a button inside that runs `present`;
/// `isOpen` tells whether the card is still there.
@MainActor
private struct Card {
  let button: UIButton
  let isOpen: () -> Bool

  init(
    _ kind: CardKind, on stage: Stage, dismissOn triggers: DismissTriggers = .default,
    present: @escaping @MainActor (UIViewController) -> Void
  ) async {
    let frame = CGRect(x: 20, y: 560, width: 350, height: 120)
    switch kind {
    case .modalView, .plainView:
      var modality = DismissibleLayerInteraction.Modality.none
      var dimming: UIView?
      if kind == .modalView {
        dimming = stage.add(UIView(), stage.window.bounds)
        modality = .backdrop(dimming!)
      }
      let card = stage.add(UIView(), frame)
      card.addInteraction(DismissibleLayerInteraction(dismissOn: triggers, modal: modality))
      let root = stage.root
      button = stage.button(CGRect(x: 10, y: 10, width: 100, height: 44), to: card) {
        present(root)
      }
      isOpen = { card.superview != nil }
    case .presentation:
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .formSheet
      stage.root.present(sheet, animated: false)
      sheet.makeDismissible(dismissOn: triggers)
      button = stage.button(CGRect(x: 10, y: 10, width: 100, height: 44), to: sheet.view) {
        present(sheet)
      }
      isOpen = { sheet.presentingViewController != nil }
    }
    await stage.settle()
  }
}

extension Emulated {
  /// What a layer presents is inside it (rule 7, S32).
  @Suite("Presented content") @MainActor struct PresentedContent {
    /// S32: a card's button presents a form sheet; a tap in the sheet
    /// (outside the card's frame, over its dimming view) keeps the card
    /// and the sheet. Positive control: once the sheet is gone, a tap at
    /// the same place dismisses the card. Under both places of UIKit's
    /// dimming view (N6).
    @Test(
      "S32: a tap in a sheet a card presented keeps the card",
      arguments: [CardKind.modalView, .plainView], Variants.DimmingView.allCases)
    func tapInPresentedSheet(kind: CardKind, dimming: Variants.DimmingView) async {
      let stage = Stage(.with { $0.dimmingView = dimming })
      let child = UIViewController()
      child.modalPresentationStyle = .formSheet
      let card = await Card(kind, on: stage) { $0.present(child, animated: false) }
      await stage.tapAndSettle(card.button)
      #expect(child.presentingViewController === stage.root)
      await stage.tapAndSettle(200, 250)  // in the sheet, above the card
      #expect(card.isOpen())
      #expect(child.presentingViewController === stage.root)
      child.dismiss(animated: false)
      await stage.tapAndSettle(200, 250)
      #expect(!card.isOpen())
    }

    /// S32, N2: a card's button presents an alert with a text field;
    /// editing there keeps a card that reacts to focus outside. Positive
    /// control: once the alert is gone, focus in a field of the screen
    /// dismisses the card. Under the three places of the alert's fields.
    @Test(
      "S32: focus in an alert a layer presented keeps the layer",
      arguments: CardKind.allCases, Variants.AlertTextFields.allCases)
    func focusInPresentedAlert(kind: CardKind, fields: Variants.AlertTextFields) async throws {
      let stage = Stage(.with { $0.alertTextFields = fields })
      let screenField = stage.field(CGRect(x: 20, y: 60, width: 300, height: 40))
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField()
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      let card = await Card(kind, on: stage, dismissOn: [.focusOutside]) {
        $0.present(alert, animated: false)
      }
      await stage.tapAndSettle(card.button)
      let field = try #require(alert.textFields?.first)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      #expect(card.isOpen())
      await stage.tapAndSettle(alert.actionButtons[0])
      #expect(alert.presentingViewController == nil)
      #expect(card.isOpen())
      screenField.becomeFirstResponder()
      await stage.settle()
      #expect(!card.isOpen())
    }

    /// S32, SwiftUI: a modal `dismissible` card whose content presents a
    /// sheet (SwiftUI presents it from the hosting controller): a tap in
    /// the sheet, and focus in its field, keep the card. Positive control:
    /// once the sheet is gone, a tap at the same place is on the card's
    /// backdrop and dismisses it.
    @Test("S32: SwiftUI, a tap or focus in a sheet a modal card presented keeps it")
    func swiftUISheetFromModalCard() async {
      let stage = Stage(policy: nil)
      let hosting = Hosting(root: stage.root)
      let isPresented = Flag()
      hosting.dismissible(
        CGRect(x: 20, y: 560, width: 350, height: 120), in: stage.root.view,
        isPresented: isPresented,
        spec: .layer(dismissOn: [.tapOutside, .focusOutside], isModal: true))
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .formSheet
      let field = stage.field(CGRect(x: 20, y: 20, width: 300, height: 40), to: sheet.view)
      stage.root.present(sheet, animated: false)
      await stage.settle()
      await stage.tapAndSettle(200, 250)  // in the sheet, above the card
      #expect(isPresented.value)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      #expect(isPresented.value)
      sheet.dismiss(animated: false)
      await stage.tapAndSettle(200, 250)
      #expect(!isPresented.value)
      withExtendedLifetime(hosting) {}
    }

    /// S32, N2, SwiftUI: a `dismissible` card that reacts to focus outside,
    /// and an alert with a text field shown over it (SwiftUI presents it
    /// from the hosting controller): editing in the alert keeps the card,
    /// wherever the alert's fields are. Positive control: once the alert
    /// is gone, focus in a field of the screen dismisses the card.
    @Test(
      "S32: SwiftUI, focus in an alert over a card keeps it",
      arguments: Variants.AlertTextFields.allCases)
    func swiftUIAlertOverCard(fields: Variants.AlertTextFields) async throws {
      let stage = Stage(.with { $0.alertTextFields = fields }, policy: nil)
      let hosting = Hosting(root: stage.root)
      let screenField = stage.field(CGRect(x: 20, y: 60, width: 300, height: 40))
      let isPresented = Flag()
      hosting.dismissible(
        CGRect(x: 20, y: 560, width: 350, height: 120), in: stage.root.view,
        isPresented: isPresented, spec: .layer(dismissOn: [.focusOutside]))
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField()
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      stage.root.present(alert, animated: false)
      await stage.settle()
      let field = try #require(alert.textFields?.first)
      await stage.tapAndSettle(field)
      #expect(field.isFirstResponder)
      #expect(isPresented.value)
      await stage.tapAndSettle(alert.actionButtons[0])
      #expect(alert.presentingViewController == nil)
      screenField.becomeFirstResponder()
      await stage.settle()
      #expect(!isPresented.value)
      withExtendedLifetime(hosting) {}
    }
  }
}
