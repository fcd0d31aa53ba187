#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// `beingDismissed` (L5): `isBeingDismissed` is true for the whole animated
  /// dismissal, or only inside `viewWillDisappear(_:)` and
  /// `viewDidDisappear(_:)`. Read in both callbacks and between them.
  @MainActor
  enum BeingDismissedProbe {
    final class Recorder: UIViewController {
      var inCallbacks: [Bool] = []
      var disappeared = false

      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        inCallbacks.append(isBeingDismissed)
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        inCallbacks.append(isBeingDismissed)
        disappeared = true
      }
    }

    static func run(_ expect: any DeviceExpect) async throws {
      try await Probe.run("beingDismissed", emulated: "wholeTransition", expect) {
        let stage = DeviceStage.make()
        try stage.requireFocus()
        defer { stage.tearDown() }
        let root = UIViewController()
        await stage.show(root)
        let presented = Recorder()
        root.present(presented, animated: false)
        _ = try expect.unwrap(
          await stage.wait { presented.viewIfLoaded?.window != nil } ? true : nil, "the sheet is up"
        )
        root.dismiss(animated: true)
        var between: [Bool] = []
        let deadline = Date().addingTimeInterval(3)
        while !presented.disappeared, Date() < deadline {
          await stage.settle(0.02)
          if !presented.disappeared { between.append(presented.isBeingDismissed) }
        }
        expect.note(
          "beingDismissed: in the callbacks \(presented.inCallbacks), between them "
            + "\(Set(between)) over \(between.count) samples")
        guard presented.disappeared, presented.inCallbacks == [true, true], !between.isEmpty else {
          throw DeviceSkip(reason: "no dismissal to read, or false in its callbacks")
        }
        if between.allSatisfy({ $0 }) { return "wholeTransition" }
        if !between.contains(true) { return "onlyInDisappearCallbacks" }
        throw DeviceSkip(reason: "true on some turns between the callbacks only")
      }
    }
  }
#endif
