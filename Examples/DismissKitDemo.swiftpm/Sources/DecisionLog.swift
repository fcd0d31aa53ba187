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
  /// Why: the engine's reason, when the adapter API in use hands it over.
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
    if let reason { return "reason: \(reason.name)" }
    return "reason: not reported (\(source))"
  }
}

/// Where the demo's screens send what DismissKit decided. A protocol, so
/// that the log can be wired to whatever callback the adapters offer: today
/// the screens learn a dismissal from DismissKit writing `false` into a
/// binding (see ``SwiftUI/Binding/recordingDismissals(as:in:)``) or calling a
/// UIKit handler, and the end of editing from UIKit's notifications; once
/// the adapters pass the ``DismissReason`` to the app, the same
/// ``recordDismissal(of:reason:source:)`` takes it.
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
    append(action, subject: subject, reason: nil, source: "UIKit editing notification")
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

extension Binding where Value == Bool {
  /// The same binding, recording in `log` every time something other than
  /// the app's own code sets it to `false` through it. Pass it to
  /// `dismissible(isPresented:)` only, and change the state yourself
  /// (not through this binding): then every `false` written through it is
  /// DismissKit's decision.
  @MainActor
  func recordingDismissals(as subject: String, in log: DecisionRecording) -> Binding<Bool> {
    Binding(
      get: { wrappedValue },
      set: { newValue in
        if wrappedValue && !newValue {
          log.recordDismissal(
            of: subject, reason: nil, source: "binding set to false; this API passes no reason")
        }
        wrappedValue = newValue
      })
  }
}

extension Binding {
  /// `recordingDismissals(as:in:)` for an optional item: DismissKit clearing
  /// it is recorded.
  @MainActor
  func recordingDismissals<Wrapped>(as subject: String, in log: DecisionRecording) -> Binding<
    Wrapped?
  > where Value == Wrapped? {
    Binding<Wrapped?>(
      get: { wrappedValue },
      set: { newValue in
        if wrappedValue != nil && newValue == nil {
          log.recordDismissal(
            of: subject, reason: nil, source: "item set to nil; this API passes no reason")
        }
        wrappedValue = newValue
      })
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
