import DismissKit
import SwiftUI

/// A long press and a drag, with how long each took to be recognized after
/// the finger went down, so that a person (or the UI test
/// `testLongPressAndDragLatency`) can compare the app with DismissKit and
/// without it (`-DismissKitDisabled YES`). DismissKit's window recognizer
/// never delays touches, so the two must match; the screen shows the
/// numbers, it judges nothing.
struct GestureLatencyScreen: View {
  @State private var pressStart: Date?
  @State private var longPressLatency: String = "–"
  @State private var dragLatency: String = "–"
  @State private var dragStart: Date?
  @State private var offset: CGSize = .zero
  @State private var longPressCount = 0

  var body: some View {
    VStack(spacing: 24) {
      Text(DemoLaunch.isDismissKitDisabled ? "DismissKit is off" : "DismissKit is on")
        .font(.headline)
        .accessibilityIdentifier("gesture-mode")

      RoundedRectangle(cornerRadius: 16)
        .fill(Color.orange.opacity(0.6))
        .frame(width: 200, height: 120)
        .overlay(Text("Long-press me (0.5 s)"))
        .accessibilityIdentifier("long-press-target")
        .onLongPressGesture(minimumDuration: 0.5) {
          longPressCount += 1
          if let pressStart {
            // Beyond the 0.5 s the gesture waits by design.
            let extra = Date().timeIntervalSince(pressStart) - 0.5
            longPressLatency = "\(Int((extra * 1000).rounded())) ms after 0.5 s"
          }
        } onPressingChanged: { pressing in
          if pressing { pressStart = Date() }
        }
      Text("Long presses: \(longPressCount); last: \(longPressLatency)")
        .accessibilityIdentifier("long-press-result")

      Circle()
        .fill(Color.blue.opacity(0.6))
        .frame(width: 80, height: 80)
        .offset(offset)
        .accessibilityIdentifier("drag-target")
        .gesture(
          DragGesture(minimumDistance: 10)
            .onChanged { value in
              if dragStart == nil {
                dragStart = Date()
                // `value.time` is when the touch reached this point; the
                // gap to now is the recognition latency.
                let latency = Date().timeIntervalSince(value.time)
                dragLatency = "\(Int((latency * 1000).rounded())) ms"
              }
              offset = value.translation
            }
            .onEnded { _ in
              dragStart = nil
              withAnimation { offset = .zero }
            })
      Text("Drag: first change \(dragLatency) after its touch")
        .accessibilityIdentifier("drag-result")
      Spacer()
    }
    .padding()
    .navigationTitle("Gestures")
  }
}
