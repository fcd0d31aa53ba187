#if canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// `hostingHitTest` (S10): what the window's hit test (the touch's view)
  /// returns on a SwiftUI `TextField` and a `TextEditor`: the `UITextField`
  /// or `UITextView` itself, or the hosting view over it. The switch has one
  /// answer for both; a split answer is printed as unknown.
  @MainActor
  enum HostingHitTestProbe {
    struct Inputs: View {
      @State private var line = ""
      @State private var text = "Text"

      var body: some View {
        VStack(spacing: 40) {
          TextField("Field", text: $line).textFieldStyle(.roundedBorder)
          TextEditor(text: $text).frame(height: 120)
          Spacer()
        }
        .padding()
      }
    }

    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("hostingHitTest", emulated: "platformView", expect) {
        let stage = DeviceStage.make()
        defer { stage.tearDown() }
        await stage.host(Inputs())
        let views = stage.window.deviceDescendants
        let inputs: [UIView] = [
          try expect.unwrap(views.first { $0 is UITextField }, "a TextField is a UITextField"),
          try expect.unwrap(views.first { $0 is UITextView }, "a TextEditor is a UITextView"),
        ]
        let answers = inputs.map { input -> String in
          let frame = input.windowFrame
          let hit = stage.window.hitTest(CGPoint(x: frame.midX, y: frame.midY), with: nil)
          guard let hit else { return "nil" }
          if hit === input || hit.isDescendant(of: input) { return "platformView" }
          return input.isDescendant(of: hit) ? "hostingView" : "\(type(of: hit))"
        }
        expect.note("hostingHitTest: UITextField → \(answers[0]), UITextView → \(answers[1])")
        guard answers[0] == answers[1], ["platformView", "hostingView"].contains(answers[0]) else {
          throw DeviceSkip(reason: "UITextField → \(answers[0]), UITextView → \(answers[1])")
        }
        return answers[0]
      }
    }
  }
#endif
