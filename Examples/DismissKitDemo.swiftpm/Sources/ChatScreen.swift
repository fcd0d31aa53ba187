import DismissKit
import SwiftUI

struct ChatMessage: Identifiable, Hashable {
  let id: Int
  let text: String
  let isMine: Bool
}

/// A chat: tapping the messages dismisses the keyboard, tapping Send does
/// not (it is marked `keyboardBehavior(.keep)`), so a person can send
/// several messages in a row.
struct ChatScreen: View {
  @State private var messages: [ChatMessage] = (0..<20).map {
    ChatMessage(id: $0, text: "Message \($0 + 1)", isMine: $0 % 3 == 0)
  }
  @State private var draft = ""

  var body: some View {
    VStack(spacing: 0) {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 8) {
            ForEach(messages) { message in
              ChatBubble(message: message).id(message.id)
            }
          }
          .padding()
        }
        .accessibilityIdentifier("chat-messages")
        .modifier(InteractiveScrollDismissal())
        .onChange(of: messages.count) { _ in
          if let last = messages.last { withAnimation { proxy.scrollTo(last.id, anchor: .bottom) } }
        }
      }
      Divider()
      HStack(spacing: 8) {
        TextField("Message", text: $draft)
          .textFieldStyle(.roundedBorder)
          .accessibilityIdentifier("chat-field")
          .submitLabel(.send)
          .onSubmit(send)
        Button(action: send) {
          Image(systemName: "arrow.up.circle.fill")
            .font(.title)
        }
        .accessibilityLabel("Send")
        .accessibilityIdentifier("chat-send")
        // A SwiftUI button is not a UIControl: without this, a tap on Send
        // would dismiss the keyboard like a tap on the background.
        .keyboardBehavior(.keep)
      }
      .padding(.horizontal)
      .padding(.vertical, 8)
    }
    .navigationTitle("Chat")
    .navigationBarTitleDisplayMode(.inline)
  }

  private func send() {
    let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    messages.append(ChatMessage(id: messages.count, text: text, isMine: true))
    draft = ""
  }
}

struct ChatBubble: View {
  let message: ChatMessage

  var body: some View {
    HStack {
      if message.isMine { Spacer(minLength: 40) }
      Text(message.text)
        .padding(10)
        .background(message.isMine ? Color.accentColor : Color.secondary.opacity(0.2))
        .foregroundColor(message.isMine ? .white : .primary)
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
      if !message.isMine { Spacer(minLength: 40) }
    }
  }
}

/// On iOS 16 and later, scrolling the messages also pulls the keyboard down
/// (SwiftUI's own `scrollDismissesKeyboard`); DismissKit handles taps.
struct InteractiveScrollDismissal: ViewModifier {
  func body(content: Content) -> some View {
    if #available(iOS 16.0, *) {
      content.scrollDismissesKeyboard(.interactively)
    } else {
      content
    }
  }
}
