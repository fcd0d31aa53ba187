import DismissKit
import SwiftUI

/// A list with search. The search field lives in the navigation bar (a
/// UIKit search field): tapping it keeps the keyboard, tapping a row
/// dismisses the keyboard and still opens the row, at the first tap (the UI
/// test `testListRowOpensWhileKeyboardIsUp`).
struct SearchListScreen: View {
  @State private var query = ""

  private static let fruits = [
    "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Cranberry",
    "Date", "Dragon fruit", "Fig", "Grape", "Grapefruit", "Guava", "Kiwi", "Lemon", "Lime",
    "Lychee", "Mango", "Melon", "Nectarine", "Orange", "Papaya", "Peach", "Pear", "Pineapple",
    "Plum", "Pomegranate", "Raspberry", "Strawberry", "Watermelon",
  ]

  private var results: [String] {
    query.isEmpty
      ? Self.fruits : Self.fruits.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    List(results, id: \.self) { fruit in
      NavigationLink(value: fruit) {
        Text(fruit)
      }
      .accessibilityIdentifier("fruit-\(fruit)")
    }
    .searchable(text: $query, prompt: "Fruits")
    .navigationTitle("Fruits")
    .navigationDestination(for: String.self) { fruit in
      FruitDetail(name: fruit)
    }
  }
}

struct FruitDetail: View {
  let name: String
  @State private var note = ""

  var body: some View {
    Form {
      Section("Note about \(name)") {
        TextField("Write a note", text: $note)
      }
    }
    .navigationTitle(name)
  }
}
