import DismissKit
import SwiftUI

/// A split view with a text field in the detail column: on iPad the detail
/// column is a hosting controller of its own, offset from the window's
/// root by the sidebar's width. A tap on the detail's Send button must keep
/// the keyboard, a tap on the sidebar must dismiss it, wherever the columns
/// are (landscape, portrait, Slide Over, Stage Manager).
struct SplitViewScreen: View {
  struct Thread: Identifiable, Hashable {
    let id: Int
    let title: String
  }

  @Environment(\.dismiss) private var dismiss
  @EnvironmentObject private var log: DecisionLog
  @State private var selection: Thread.ID? = 0
  @State private var replies: [Int: [String]] = [:]
  @State private var draft = ""

  private let threads = (0..<12).map { Thread(id: $0, title: "Thread \($0 + 1)") }

  var body: some View {
    NavigationSplitView {
      List(threads, selection: $selection) { thread in
        Text(thread.title)
          .accessibilityIdentifier("thread-\(thread.id)")
      }
      .navigationTitle("Threads")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close") { dismiss() }
            .accessibilityIdentifier("split-close")
        }
      }
    } detail: {
      if let selection {
        detail(for: selection)
      } else {
        Text("Pick a thread")
      }
    }
    .safeAreaInset(edge: .bottom) {
      DecisionLogPanel(log: log)
    }
  }

  @MainActor private func detail(for id: Thread.ID) -> some View {
    VStack(spacing: 0) {
      List(replies[id] ?? ["No replies yet"], id: \.self) { reply in
        Text(reply)
      }
      .accessibilityIdentifier("split-replies")
      HStack {
        TextField("Reply", text: $draft)
          .textFieldStyle(.roundedBorder)
          .accessibilityIdentifier("split-reply-field")
        Button("Send") {
          guard !draft.isEmpty else { return }
          replies[id, default: []].append(draft)
          draft = ""
        }
        .accessibilityIdentifier("split-send")
        // In the detail column: its region must be measured where the
        // detail column really is.
        .modifier(KeepsKeyboard())
      }
      .padding()
    }
    .navigationTitle("Thread \(id + 1)")
  }
}
