import Testing
import UIKit

@testable import dismisskit_emulated_bench

extension Emulated {
  /// The emulation counts UIKit's geometry calls, and DismissKit makes few
  /// per tap however many views are marked (the benchmark's scene).
  @Suite("Geometry calls") @MainActor struct GeometryCallsTests {
    typealias Calls = UIKitEmulation.GeometryCalls

    /// Each call counts once under its own name, and only it: a conversion
    /// across two superviews reads no `superview` (the emulation's own
    /// walk is not counted); `hitTest` calls `point(inside:with:)`.
    @Test("each geometry call counts once, under its name")
    func eachCallCounts() {
      UIKitEmulation.begin()
      let window = UIWindow(windowScene: UIWindowScene())
      let outer = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
      let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      window.addSubview(outer)
      outer.addSubview(inner)
      let point = CGPoint(x: 5, y: 5)
      let rect = CGRect(x: 5, y: 5, width: 1, height: 1)
      let calls: [(String, [WritableKeyPath<Calls, Int>], () -> Void)] = [
        ("convert point to", [\.convertTo], { _ = inner.convert(point, to: nil) }),
        ("convert rect to", [\.convertTo], { _ = inner.convert(rect, to: window) }),
        ("convert point from", [\.convertFrom], { _ = inner.convert(point, from: nil) }),
        ("convert rect from", [\.convertFrom], { _ = inner.convert(rect, from: outer) }),
        ("hitTest", [\.hitTest, \.pointInside], { _ = inner.hitTest(point, with: nil) }),
        ("point(inside:with:)", [\.pointInside], { _ = inner.point(inside: point, with: nil) }),
        ("bounds", [\.bounds], { _ = inner.bounds }),
        ("frame", [\.frame], { _ = inner.frame }),
        ("window", [\.window], { _ = inner.window }),
        ("superview", [\.superview], { _ = inner.superview }),
      ]
      for (name, counters, call) in calls {
        UIKitEmulation.geometryCalls = Calls()
        call()
        var expected = Calls()
        for counter in counters { expected[keyPath: counter] = 1 }
        #expect(UIKitEmulation.geometryCalls == expected, "\(name)")
      }
      // Positive control: UIKit's own hit test calls the API on the way
      // down (the counts a bare scene has and DismissKit's are above).
      UIKitEmulation.geometryCalls = Calls()
      _ = window.hitTest(CGPoint(x: 25, y: 25), with: nil)
      #expect(UIKitEmulation.geometryCalls.hitTest == 3)
      #expect(UIKitEmulation.geometryCalls.convertFrom == 2)
    }

    /// Geometry calls per tap at 1 000 marked views in a scrolling list,
    /// with DismissKit, minus the bare scene with the same resigns.
    func dismissKitCallsPerTap(_ path: TapScene.Path) async -> Calls {
      var resigned: [Bool] = []
      let withDismissKit = await callsPerTap(path, .dismisskit, resigned: &resigned)
      let bare = await callsPerTap(path, .none, resigned: &resigned)
      return withDismissKit - bare
    }

    /// Taps 2 points, then counts over 6 more; `resigned`: which taps lost
    /// the field's focus, recorded by DismissKit's run, replayed by another.
    private func callsPerTap(
      _ path: TapScene.Path, _ approach: TapScene.Approach, resigned: inout [Bool]
    ) async -> Calls {
      UIKitEmulation.begin()
      let scene = TapScene(path: path, kind: .idle, views: 1_000, approach: approach)
      await UIKitEmulation.settle()
      _ = scene.field.becomeFirstResponder()
      await UIKitEmulation.settle()
      let points = scene.points(8)
      let replays = !resigned.isEmpty
      for (index, point) in points.enumerated() {
        if index == 2 { UIKitEmulation.geometryCalls = Calls() }
        UIKitEmulation.tap(in: scene.window, at: point)
        await UIKitEmulation.settle(passes: 2)
        let lost = scene.refocus(resign: replays && resigned[index])
        if !replays { resigned.append(lost) }
        await UIKitEmulation.runLoopPass()
      }
      withExtendedLifetime(scene) {}
      return UIKitEmulation.geometryCalls
    }

    @Test("UIKit: at most 50 geometry calls per tap at 1 000 marked views")
    func uikitPerTap() async {
      let calls = await dismissKitCallsPerTap(.uikit)
      print(
        "DismissKit's geometry calls per tap, UIKit, 1 000 views: \(Double(calls.total) / 6) [\(calls)]"
      )
      #expect(calls.total <= 50 * 6)
    }

    @Test("SwiftUI: at most 50 geometry calls per tap at 1 000 marked views")
    func swiftUIPerTap() async {
      let calls = await dismissKitCallsPerTap(.swiftui)
      print(
        "DismissKit's geometry calls per tap, SwiftUI, 1 000 views: \(Double(calls.total) / 6) [\(calls)]"
      )
      withKnownIssue("the SwiftUI path measures every anchor per tap: not met yet") {
        #expect(calls.total <= 50 * 6)
      }
    }
  }
}
