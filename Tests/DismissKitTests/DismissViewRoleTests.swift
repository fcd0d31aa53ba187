import DismissCore
import Testing

@testable import DismissKit

@Suite("DismissViewRole")
struct DismissViewRoleTests {
  @Test("content adds nothing to a path")
  func content() {
    #expect(DismissViewRole.content.pathElement == nil)
  }

  @Test("text inputs and controls add unregistered elements of their kind")
  func kinds() {
    #expect(DismissViewRole.textInput.pathElement == .unregistered(.textInput))
    #expect(DismissViewRole.control.pathElement == .unregistered(.control))
  }

  @Test("a keyboard override adds a container carrying the behavior")
  func keyboard() {
    #expect(
      DismissViewRole.keyboard(.keep).pathElement == .unregistered(.container, keyboard: .keep))
    #expect(
      DismissViewRole.keyboard(.dismiss).pathElement
        == .unregistered(.container, keyboard: .dismiss))
  }

  @Test("the engine decides a path built from roles as rule 4 says")
  func engineDecision() {
    let engine = DismissEngine()
    func decide(_ roles: [DismissViewRole]) -> KeyboardBehavior {
      engine.keyboardDecision(for: HitPath(roles.compactMap(\.pathElement))).behavior
    }
    #expect(decide([.content, .content]) == .dismiss)
    #expect(decide([.textInput, .keyboard(.dismiss)]) == .keep)
    #expect(decide([.control, .keyboard(.dismiss)]) == .keep)
    #expect(decide([.content, .keyboard(.keep)]) == .keep)
    #expect(decide([.keyboard(.dismiss), .control]) == .dismiss)
  }
}
