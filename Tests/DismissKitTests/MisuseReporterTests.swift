import Testing

@testable import DismissKit

@MainActor
@Suite("MisuseReporter")
struct MisuseReporterTests {
  @Test("a custom reporter receives the message")
  func custom() {
    let log = MisuseLog()
    log.reporter.report("two interactions")
    #expect(log.messages == ["two interactions"])
  }

  @Test("the adapters' shared reporter can be replaced, and restored")
  func shared() {
    let saved = MisuseReporter.shared
    defer { MisuseReporter.shared = saved }
    let log = MisuseLog()
    MisuseReporter.shared = log.reporter
    MisuseReporter.shared.report("dismissible(isPresented:) outside every root")
    #expect(log.messages == ["dismissible(isPresented:) outside every root"])
  }

  @Test("the standard reporter never stops the program, in DEBUG builds too")
  func standardGoesOn() {
    // With an assertionFailure in it, a DEBUG test build stops here.
    MisuseReporter.standard.report("a misuse")
  }

  @Test("Xcode Previews are recognized by XCODE_RUNNING_FOR_PREVIEWS=1")
  func previews() {
    #expect(MisuseReporter.isRunningForPreviews("1"))
    #expect(!MisuseReporter.isRunningForPreviews(nil))
    #expect(!MisuseReporter.isRunningForPreviews("0"))
  }

  @Test("two layers on one view: reported once, the second is ignored")
  func twoLayersOnOneView() {
    let saved = MisuseReporter.shared
    defer { MisuseReporter.shared = saved }
    let log = MisuseLog()
    MisuseReporter.shared = log.reporter
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    let first = FakeLayer(menu)
    let second = FakeLayer(menu)
    screen.register(first)
    screen.register(second)
    screen.reconcile()
    screen.reconcile()
    #expect(log.messages.count == 1)
    #expect(screen.coordinator.layers.registrations.count == 1)
    #expect(screen.state(of: first) == .open)
  }
}
