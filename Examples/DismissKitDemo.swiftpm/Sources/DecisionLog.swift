import DismissKit
import SwiftUI
import UIKit

/// One thing DismissKit decided, as the demo learned it.
struct DismissalDecision: Identifiable, Equatable {
  enum Action: Equatable {
    /// DismissKit dismissed a layer (set its binding to `false`, or called
    /// its UIKit handler).
    case dismissedLayer
    /// Editing ended in a text input (the keyboard went away).
    case endedEditing
    /// Editing began in a text input.
    case beganEditing
  }

  let id: Int
  let time: Date
  let action: Action
  /// What it was done to: a layer's name, a field's placeholder.
  let subject: String
  /// Why: the engine's reason, as DismissKit handed it to the app
  /// (`onDismiss` of `dismissible`, a UIKit layer's handler). `nil` for
  /// editing, which the demo learns from UIKit's notifications.
  let reason: DismissReason?
  /// Where the demo learned it, so that nobody mistakes a guess for a fact.
  let source: String

  var summary: String {
    switch action {
    case .dismissedLayer: "dismissed \(subject)"
    case .endedEditing: "editing ended in \(subject)"
    case .beganEditing: "editing began in \(subject)"
    }
  }

  var because: String {
    if let reason { return "reason: \(reason.name) (\(source))" }
    return source
  }
}

/// Where the demo's screens send what DismissKit decided: a layer's
/// dismissal with the ``DismissReason`` DismissKit passes to the app
/// (`dismissible(..., onDismiss:)` in SwiftUI, the handler or `onDismiss` of
/// a `DismissibleLayerInteraction` in UIKit), and the begin and end of
/// editing from UIKit's notifications (DismissKit reports no reason for the
/// keyboard; the log says where it learned it).
@MainActor
protocol DecisionRecording: AnyObject {
  func recordDismissal(of subject: String, reason: DismissReason?, source: String)
  func recordEditing(_ action: DismissalDecision.Action, in subject: String)
}

/// The on-screen log: the last decisions, newest first.
@MainActor
final class DecisionLog: NSObject, ObservableObject, DecisionRecording {
  @Published private(set) var decisions: [DismissalDecision] = []
  private var nextID = 0
  private var isObserving = false
  private let capacity = 50

  // Created by the app's `@StateObject`, whose default value is not
  // main-actor isolated with the iOS 16 SDK.
  nonisolated override init() {
    super.init()
  }

  func recordDismissal(of subject: String, reason: DismissReason?, source: String) {
    append(.dismissedLayer, subject: subject, reason: reason, source: source)
  }

  func recordEditing(_ action: DismissalDecision.Action, in subject: String) {
    append(action, subject: subject, reason: nil, source: "from UIKit's editing notification")
  }

  func clear() { decisions.removeAll() }

  /// Listens to UIKit's begin and end editing notifications of text fields
  /// and text views (SwiftUI's fields are UIKit's underneath), for the log
  /// only: DismissKit tracks focus on its own. UIKit posts them on the main
  /// thread, from the field that changed.
  func observeEditing(center: NotificationCenter = .default) {
    guard !isObserving else { return }
    isObserving = true
    let observed: [(Notification.Name, Selector)] = [
      (UITextField.textDidBeginEditingNotification, #selector(didBeginEditing(_:))),
      (UITextView.textDidBeginEditingNotification, #selector(didBeginEditing(_:))),
      (UITextField.textDidEndEditingNotification, #selector(didEndEditing(_:))),
      (UITextView.textDidEndEditingNotification, #selector(didEndEditing(_:))),
    ]
    for (name, selector) in observed {
      center.addObserver(self, selector: selector, name: name, object: nil)
    }
  }

  @objc private func didBeginEditing(_ notification: Notification) {
    recordEditing(.beganEditing, in: Self.describe(notification.object))
  }

  @objc private func didEndEditing(_ notification: Notification) {
    recordEditing(.endedEditing, in: Self.describe(notification.object))
  }

  private static func describe(_ object: Any?) -> String {
    if let field = object as? UITextField {
      return "\u{201C}\(field.placeholder ?? field.accessibilityLabel ?? "text field")\u{201D}"
    }
    if let textView = object as? UITextView {
      return "\u{201C}\(textView.accessibilityLabel ?? "text view")\u{201D}"
    }
    return "a text input"
  }

  private func append(
    _ action: DismissalDecision.Action, subject: String, reason: DismissReason?, source: String
  ) {
    nextID += 1
    decisions.insert(
      DismissalDecision(
        id: nextID, time: Date(), action: action, subject: subject, reason: reason, source: source),
      at: 0)
    if decisions.count > capacity { decisions.removeLast(decisions.count - capacity) }
  }
}

extension DecisionRecording {
  /// An `onDismiss` for `dismissible(..., onDismiss:)` or a
  /// `DismissibleLayerInteraction`: records DismissKit's dismissal of
  /// `subject` with the reason it passes. DismissKit calls it only for its
  /// own dismissals (never when the app sets the binding), on the main queue
  /// after the touch was delivered.
  ///
  /// ```swift
  /// menu.dismissible(isPresented: $showsMenu, onDismiss: log.dismissal(of: "the menu"))
  /// ```
  func dismissal(
    of subject: String, source: String = "onDismiss"
  ) -> @MainActor (DismissReason) -> Void {
    { [weak self] reason in self?.recordDismissal(of: subject, reason: reason, source: source) }
  }
}

/// The log, drawn over the bottom of every screen: collapsed to one line
/// until tapped.
struct DecisionLogPanel: View {
  @ObservedObject var log: DecisionLog
  @State private var isExpanded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Button {
          isExpanded.toggle()
        } label: {
          Label(
            isExpanded ? "Decisions" : (log.decisions.first?.summary ?? "No decisions yet"),
            systemImage: isExpanded ? "chevron.down" : "list.bullet.rectangle"
          )
          .lineLimit(1)
        }
        .accessibilityIdentifier("decision-log-toggle")
        Spacer()
        if isExpanded {
          Button("Clear") { log.clear() }
        }
      }
      .font(.footnote.weight(.semibold))
      if isExpanded {
        ScrollView {
          VStack(alignment: .leading, spacing: 6) {
            ForEach(log.decisions) { decision in
              VStack(alignment: .leading, spacing: 1) {
                Text(decision.summary).font(.footnote)
                Text(decision.because).font(.caption2).foregroundColor(.secondary)
              }
              .accessibilityElement(children: .combine)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxHeight: 180)
        .accessibilityIdentifier("decision-log")
      }
    }
    .padding(10)
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    .padding(.horizontal, 8)
    // Opening the log must not end the editing it is about to show.
    .modifier(KeepsKeyboard())
  }
}
