import DismissCore
import DismissTestSupport
import Foundation
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// The UIKit adapter checked the way the engine is, on the emulated
  /// UIKit: seeded screens and timelines (``PropertyCaseGenerator``), the
  /// invariants of ``PropertyHarness`` after every step against the
  /// engine-level reference model, and a shrunk, replayable case on failure.
  /// Each seed picks its values of the switches that touches, keys and
  /// layers meet.
  ///
  /// - `FUZZ_STEPS=N` runs N steps in all instead of 100 000 (for example
  ///   `FUZZ_STEPS=1000000 swift test --package-path Emulation --filter PropertyTests`).
  /// - `FUZZ_SEED=S` starts from seed S; a failure prints the seed of the
  ///   failing case, so `FUZZ_SEED=S FUZZ_STEPS=1` reruns exactly that case;
  ///   `FUZZ_TRACE=1` prints the shrunk case's decisions step by step.
  @Suite("Adapter property tests") @MainActor struct PropertyTests {
    static let steps = PropertySettings.steps()
    static let baseSeed = PropertySettings.baseSeed(default: 0xE3A_0000)
    /// Steps per case.
    static let caseSteps = 120

    @Test(
      "the rules' decisions, no stuck layer, no lost focus, no leak, after any sequence",
      arguments: 0..<4)
    func adapterAgreesWithTheRules(part: Int) async {
      var stats = PropertyHarness.Stats()
      guard
        let run = await runPropertyPart(
          "adapter property", filter: "PropertyTests",
          seed: Self.baseSeed &+ UInt64(part) &* 1_000_003,
          share: Self.steps / 4, stats: &stats,
          makeCase: { seed in
            var generator = PropertyCaseGenerator(seed: seed)
            return generator.makeCase(steps: Self.caseSteps)
          }, run: { try await PropertyHarness.run($0) }, add: +,
          traces: { PropertyHarness.traces = $0 })
      else { return }
      print(
        "adapter property, part \(part): \(run.cases) cases, \(run.steps) steps, \(stats.checks) checks, "
          + "\(stats.dismissals) dismissals (\(stats.escapeDismissals) by escape, "
          + "\(stats.sheetDismissals) of the sheet), "
          + "\(stats.focusChanges) fields focused, \(stats.resigns) resigned in a pass, "
          + "\(stats.systemTaps) taps on system alerts (\(stats.alertFields) with their field focused), "
          + "\(stats.cardSheets) sheets presented from cards (\(stats.cardSheetTouches) touches, "
          + "\(stats.cardSheetFocus) fields focused, \(stats.coveredEscapes) escapes over open cards), "
          + "system menus of cards' buttons: \(stats.menuRows) rows chosen, \(stats.menuOutside) taps outside; "
          + "\(stats.cardsTogether) cards shown together, "
          + "\(stats.refusedResigns) resigns kept back by refusals")
    }

    /// The shrunk case that found the Escape command left on a sheet over a
    /// covered card after DismissKit's own resign: it is refreshed at once.
    @Test("Escape command: refreshed after DismissKit's resign under a sheet")
    func escapeCommandUnderSheet() async throws {
      var generator = PropertyCaseGenerator(seed: 7)
      var testCase = generator.makeCase(steps: 1)
      testCase.variants = Variants()
      testCase.policy = DismissPolicy()
      testCase.policy.dismissKeyboardOn = .tap
      testCase.policy.escapeDismissesKeyboard = true
      testCase.content = []
      testCase.layers = [
        PropertyCase.Layer(
          frame: Rect(x: 185, y: 700, width: 160, height: 75), parent: nil,
          triggers: [.tapOutside, .touchDownOutside, .escape], isModal: false, excluded: nil,
          toggles: false, dismissal: .removeNow, vetoes: [])
      ]
      // The card, its menu's first row presents a sheet, a tap on the
      // sheet's field, a tap on its dimming view (the field resigned).
      testCase.steps = [
        .present(0), .menu(0, row: 0, 0, 0), .down(1, Point(x: 195, y: 533), pencil: false),
        .up(1), .down(2, Point(x: 275, y: 118), pencil: false), .up(2),
      ]
      // The escape-key invariant is checked after every step, the tap on
      // the dimming view (the resign) included.
      let stats = try await PropertyHarness.run(testCase)
      #expect(stats.cardSheets == 1 && stats.menuRows == 1)
    }

    /// The shrunk case that found cards shown in one pass stacked in the
    /// order found, not as drawn (rule 7): L0 is drawn over L1's dimming
    /// view, and a touch on it is inside the top-most layer.
    @Test("cards shown together stack as drawn")
    func cardsShownTogether() async throws {
      var generator = PropertyCaseGenerator(seed: 7)
      var testCase = generator.makeCase(steps: 1)
      testCase.variants = Variants()
      testCase.policy = DismissPolicy()
      testCase.content = []
      // L0 is the second card shown: the interactions are made in index
      // order, and DismissKit stacks cards found in one pass in that order.
      testCase.layers = [
        PropertyCase.Layer(
          frame: Rect(x: 5, y: 675, width: 95, height: 20), parent: nil,
          triggers: [.tapOutside, .escape], isModal: false, excluded: nil, toggles: false,
          dismissal: .removeNow, vetoes: []),
        PropertyCase.Layer(
          frame: Rect(x: 50, y: 475, width: 20, height: 110), parent: nil,
          triggers: [.touchDownOutside], isModal: true, excluded: nil, toggles: false,
          dismissal: .removeNow, vetoes: []),
      ]
      // L0 is drawn over L1's dimming view; a finger goes down on it.
      let down = PropertyCase.Step.down(1, Point(x: 53, y: 690), pencil: false)
      // With a pass between the two and without.
      testCase.steps = [.present(1), .turn, .present(0), down, .up(1)]
      _ = try await PropertyHarness.run(testCase)
      testCase.steps = [.present(1), .present(0), down, .up(1)]
      _ = try await PropertyHarness.run(testCase)
    }

    @Test("a failing case shrinks to the steps that matter")
    func shrinking() async throws {
      var generator = PropertyCaseGenerator(seed: 7)
      var testCase = generator.makeCase(steps: 10)
      testCase.variants = Variants()
      testCase.layers = [
        PropertyCase.Layer(
          frame: Rect(x: 100, y: 100, width: 100, height: 100), parent: nil, triggers: .default,
          isModal: false, excluded: nil, toggles: false, dismissal: .removeNow,
          vetoes: [.tapOutside])
      ]
      testCase.content = []
      testCase.steps = [
        .present(0), .turn, .escape(.accessibility), .turn, .present(0), .turn,
        .down(1, Point(x: 5, y: 5), pencil: false), .up(1), .turn,
      ]
      // Positive control: as the case says, the app refuses the tap outside.
      _ = try await PropertyHarness.run(testCase)
      // Planted: the app does not refuse after all.
      let tamper = { (harness: PropertyHarness) in
        harness.layerInteractions[0].shouldDismiss = { _ in true }
      }
      var failure: PropertyFailure?
      do {
        _ = try await PropertyHarness.run(testCase, tamper: tamper)
      } catch let found as PropertyFailure {
        failure = found
      }
      let found = try #require(failure)
      #expect(found.invariant == "decisions")
      #expect(found.step == 7)
      let (small, _) = await StepShrinker.shrink(testCase, failure: found) {
        _ = try await PropertyHarness.run($0, tamper: tamper)
      }
      #expect(small.steps == [.present(0), .down(1, Point(x: 5, y: 5), pencil: false), .up(1)])
    }
  }
}
