import DismissKit
import SwiftUI

/// A popover-style menu with a submenu, drawn by the app. Both are layers:
/// a tap outside closes them (the submenu first) and, like a `Menu`'s,
/// presses nothing beneath; Escape closes the top one, and the "⋯" button
/// toggles the menu instead of closing and reopening it.
struct MenuScreen: View {
  enum Order: String, CaseIterable {
    case date = "Date"
    case name = "Name"
    case size = "Size"
  }

  @State private var showsMenu = false
  @State private var showsOrderMenu = false
  @State private var order = Order.date
  @State private var title = "Groceries"
  @State private var lastAction = "Nothing yet"
  @EnvironmentObject private var log: DecisionLog

  var body: some View {
    VStack(spacing: 0) {
      header
      Form {
        Section("Title") {
          TextField("Title", text: $title)
        }
        Section("State") {
          Text("Sorted by \(order.rawValue)")
          Text("Last action: \(lastAction)")
            .accessibilityIdentifier("menu-last-action")
        }
        // While the menu is open, a tap here closes it and does nothing else.
        Section("Beneath the menu") {
          Button("Archive") { lastAction = "Archive" }
            .accessibilityIdentifier("menu-archive")
          NavigationLink("Details") {
            Text("Details").accessibilityIdentifier("menu-details")
          }
          .accessibilityIdentifier("menu-details-row")
          ForEach(1..<16) { Text("Item \($0)") }
        }
      }
    }
    .overlay(alignment: .topTrailing) {
      if showsMenu {
        menu
          .padding(.top, 52)
          .padding(.trailing, 12)
          .transition(.scale(scale: 0.9, anchor: .topTrailing).combined(with: .opacity))
      }
    }
    .animation(.easeOut(duration: 0.15), value: showsMenu)
    .navigationTitle("Menu")
    .navigationBarTitleDisplayMode(.inline)
  }

  private var header: some View {
    HStack {
      Text(title).font(.headline)
      Spacer()
      Button {
        showsMenu.toggle()
      } label: {
        Image(systemName: "ellipsis.circle").font(.title2)
      }
      .accessibilityLabel("More")
      .accessibilityIdentifier("menu-more")
      // Counts as inside the menu: tapping it again toggles the menu.
      .dismissalExcluded(from: "more")
    }
    .padding()
  }

  @MainActor private var menu: some View {
    VStack(alignment: .leading, spacing: 0) {
      MenuRow(title: "Duplicate", systemImage: "plus.square.on.square") {
        lastAction = "Duplicate"
        showsMenu = false
      }
      Divider()
      MenuRow(
        title: "Sort by \(order.rawValue)", systemImage: "arrow.up.arrow.down", hasSubmenu: true
      ) {
        showsOrderMenu.toggle()
      }
      .dismissalExcluded(from: "order")
      .overlay(alignment: .topLeading) {
        if showsOrderMenu {
          orderMenu
            .offset(x: -176)
        }
      }
      Divider()
      MenuRow(title: "Delete", systemImage: "trash", role: .destructive) {
        lastAction = "Delete"
        showsMenu = false
      }
    }
    .frame(width: 220)
    .accessibilityElement(children: .contain)
    .accessibilityIdentifier("menu")
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .shadow(radius: 8)
    // The menu: a layer tied to `showsMenu`. The submenu inside it is
    // nested: a tap in the submenu is inside the menu too.
    .dismissible(
      isPresented: $showsMenu, id: "more", swallowsOutsideTouches: true,
      onDismiss: log.dismissal(of: "the menu"))
    .onChange(of: showsMenu) { shown in
      if !shown { showsOrderMenu = false }
    }
  }

  @MainActor private var orderMenu: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(Order.allCases, id: \.self) { candidate in
        MenuRow(
          title: candidate.rawValue, systemImage: candidate == order ? "checkmark" : "circle"
        ) {
          order = candidate
          lastAction = "Sort by \(candidate.rawValue)"
          showsOrderMenu = false
          showsMenu = false
        }
        if candidate != Order.allCases.last { Divider() }
      }
    }
    .frame(width: 168)
    .accessibilityElement(children: .contain)
    .accessibilityIdentifier("submenu")
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .shadow(radius: 8)
    .dismissible(
      isPresented: $showsOrderMenu, id: "order", swallowsOutsideTouches: true,
      onDismiss: log.dismissal(of: "the Sort by submenu"))
  }
}

struct MenuRow: View {
  let title: String
  let systemImage: String
  var hasSubmenu = false
  var role: ButtonRole?
  let action: () -> Void

  var body: some View {
    Button(role: role, action: action) {
      HStack {
        Label(title, systemImage: systemImage)
        Spacer()
        if hasSubmenu { Image(systemName: "chevron.left").foregroundColor(.secondary) }
      }
      .padding(.horizontal, 14)
      .padding(.vertical, 11)
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
  }
}
