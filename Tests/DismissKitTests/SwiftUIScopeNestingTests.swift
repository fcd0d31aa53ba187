import Testing

@testable import DismissKit

/// Redundant roots (one inside the presentation of another) forward to the
/// outer one; sheets and tabs are separate presentations. (Misuse reports
/// are tested in `MisuseReporterTests`.)
@MainActor
struct SwiftUIScopeNestingTests {
  /// Views as paths from the window: "w/app/tab1" is inside "w/app".
  private func isInside(_ inner: String, _ outer: String) -> Bool {
    inner == outer || inner.hasPrefix(outer + "/")
  }

  @Test func separatePresentationsForwardNowhere() {
    let scopes = ["w/app", "w/sheet", "w/popover"]
    #expect(ScopeNesting.forwardingTargets(scopes, isInside: isInside).isEmpty)
    let tabs = ["w/app/tab1", "w/app/tab2"]
    #expect(ScopeNesting.forwardingTargets(tabs, isInside: isInside).isEmpty)
  }

  @Test func anInnerRootForwardsToTheOutermost() {
    let scopes = ["w/app/tab1/screen", "w/app", "w/app/tab1", "w/sheet"]
    let targets = ScopeNesting.forwardingTargets(scopes, isInside: isInside)
    #expect(targets == ["w/app/tab1/screen": "w/app", "w/app/tab1": "w/app"])
  }

  @Test func ofTwoRootsOnOneViewTheFirstStays() {
    struct Scope: Hashable {
      let name: String
      let view: String
    }
    let first = Scope(name: "first", view: "w/app")
    let second = Scope(name: "second", view: "w/app")
    let inner = Scope(name: "inner", view: "w/app/list")
    let targets = ScopeNesting.forwardingTargets([first, second, inner]) {
      isInside($0.view, $1.view)
    }
    #expect(targets == [second: first, inner: first])
  }
}
