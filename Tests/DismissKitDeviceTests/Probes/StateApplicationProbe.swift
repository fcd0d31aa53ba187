#if canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// `stateApplication` (T18): when SwiftUI applies a `@FocusState` change
  /// made in a button's action: in the action, on the main queue, in the
  /// before-waiting observers up to DismissKit's (`CFIndex.max`), or on a
  /// later pass. The action runs as `FocusMoveChecks` runs it (no public API
  /// taps a SwiftUI button): from the test, on the main actor.
  @MainActor
  enum StateApplicationProbe {
    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("stateApplication", emulated: "inAction", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let log = FocusMoveChecks.FocusLog()
        await stage.host(FocusMoveChecks.NextForm(log: log, board: WitnessBoard()))
        _ = await stage.wait { log.focus != nil }
        let fields = stage.window.deviceDescendants.compactMap { $0 as? UITextField }
          .sorted { $0.windowFrame.minY < $1.windowFrame.minY }
        guard fields.count == 2 else {
          throw DeviceSkip(reason: "expected two UITextFields, found \(fields.count)")
        }
        log.focus?(.a)
        guard await stage.wait(until: { fields[0].isFirstResponder }) else {
          throw DeviceSkip(reason: "field A did not take focus")
        }
        await stage.settle(0.5)
        // Where field B is seen first, in the order the places ran.
        var seen: [(place: String, focused: Bool)] = []
        Probe.beforeWaiting { seen.append(("beforeWaiting", fields[1].isFirstResponder)) }
        log.focus?(.b)
        seen.append(("inAction", fields[1].isFirstResponder))
        DispatchQueue.main.async { seen.append(("mainQueue", fields[1].isFirstResponder)) }
        let moved = await stage.wait { fields[1].isFirstResponder }
        _ = await stage.wait { seen.count == 3 }
        expect.note("stateApplication: \(seen.map { "\($0.place)=\($0.focused)" })")
        guard moved else { throw DeviceSkip(reason: "field B never took focus") }
        guard let first = seen.firstIndex(where: { $0.focused }) else { return "laterPass" }
        // A main-queue block that ran after the observers saw a later pass.
        let afterObservers = seen[..<first].contains { $0.place == "beforeWaiting" }
        return afterObservers ? "laterPass" : seen[first].place
      }
    }
  }
#endif
