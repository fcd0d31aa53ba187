import DismissCore
import DismissTestSupport
import Testing

@testable import DismissKit

/// What a layer's `onDismiss` captures in an app: the storage behind a
/// SwiftUI binding, a view model.
@MainActor
private final class CapturedModel {
  var isPresented = true
}

/// A model held weakly, to see whether anything else keeps it alive.
@MainActor
private struct WeakModel {
  weak var value: CapturedModel?
}

extension RootCoordinator {
  /// Registers `token` with an `onDismiss` that strongly captures a new
  /// model, as a closure over a SwiftUI binding keeps its storage alive, and
  /// returns the model held weakly: only the registration keeps it alive.
  fileprivate func registerCapturingModel(
    _ token: DismissalToken, spec: DismissalRegionSpec, parent: DismissalToken? = nil,
    frame: Rect, isPresented: Bool = true
  ) -> WeakModel {
    let model = CapturedModel()
    register(
      token, spec: spec, parent: parent, frame: frame, isPresented: isPresented,
      onDismiss: { model.isPresented = false })
    return WeakModel(value: model)
  }
}

/// Ownership: what the SwiftUI and UIKit adapters keep alive, and for how
/// long. A registration keeps what its `onDismiss` captured only while it is
/// registered; each coordinator lives exactly as long as its owner; a hub
/// lives as long as its window's attachment and never keeps a scope alive.
///
/// Each test holds the objects under test only weakly once their owner is
/// dropped, so any strong reference cycle among them fails it.
@MainActor
@Suite("Lifetimes")
struct LifetimeTests {
  static let touchKey = FakeNode("touch")
  static let observer = ObjectIdentifier(FakeNode.self)

  // MARK: - SwiftUI registrations

  @Test("an unregistered layer's onDismiss no longer holds what it captured")
  func onDismissCaptureReleasedOnUnregister() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = DismissalToken()
    let weakModel = coordinator.registerCapturingModel(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu, isPresented: true)
    // While registered, the coordinator must keep the action to dismiss.
    #expect(weakModel.value != nil)
    coordinator.tap(10, 600)
    #expect(weakModel.value?.isPresented == false)
    coordinator.setPresented(false, for: menu)
    #expect(weakModel.value != nil)
    coordinator.unregister(menu)
    #expect(weakModel.value == nil)
    #expect(coordinator.registrationCount == 0)
  }

  @Test("an unregistered layer that was never dismissed releases its capture too")
  func onDismissCaptureReleasedWithoutDismissal() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = DismissalToken()
    let weakModel = coordinator.registerCapturingModel(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu, isPresented: true)
    coordinator.focusBegan(inputFrame: SwiftUITestFrames.field)
    coordinator.touchBegan(1, at: Point(x: 10, y: 600), time: 0)
    coordinator.unregister(menu)
    #expect(weakModel.value == nil)
    coordinator.touchEnded(1, at: Point(x: 10, y: 600), time: 0.1)
    coordinator.escape(.key)
    #expect(weakModel.value == nil)
  }

  @Test("registering a token again releases the previous onDismiss's capture")
  func reRegisteringReleasesThePreviousCapture() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = DismissalToken()
    let weakFirst = coordinator.registerCapturingModel(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu)
    let weakSecond = coordinator.registerCapturingModel(
      menu, spec: .layer(isModal: true), frame: SwiftUITestFrames.menu)
    #expect(weakFirst.value == nil)
    #expect(weakSecond.value != nil)
    coordinator.unregister(menu)
    #expect(weakSecond.value == nil)
  }

  @Test("nested layers each hold their capture until their own view disappears")
  func nestedCapturesFollowTheirOwnRegistration() {
    let (coordinator, _) = makeSwiftUICoordinator()
    let menu = DismissalToken()
    let submenu = DismissalToken()
    let weakOuter = coordinator.registerCapturingModel(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu)
    let weakInner = coordinator.registerCapturingModel(
      submenu, spec: .layer(), parent: menu, frame: SwiftUITestFrames.submenu)
    coordinator.unregister(menu)
    #expect(weakOuter.value == nil)
    // The submenu's view has not disappeared yet: it waits for its parent.
    #expect(weakInner.value != nil)
    coordinator.unregister(submenu)
    #expect(weakInner.value == nil)
  }

  @Test("the coordinator does not hold a binding stand-in that captures itself weakly")
  func bindingStandInIsNotHeld() {
    let (coordinator, _) = makeSwiftUICoordinator()
    var binding: SwiftUIFakeBinding? = SwiftUIFakeBinding()
    let weakBinding = WeakReference(binding)
    coordinator.register(layer: binding!, frame: SwiftUITestFrames.menu)
    let token = binding!.token
    binding = nil
    #expect(weakBinding.object == nil)
    // Its action is now a no-op; the engine still asked once.
    coordinator.tap(10, 600)
    coordinator.unregister(token)
    #expect(coordinator.registrationCount == 0)
  }

  // MARK: - Coordinators

  // MARK: - Hub scopes

}
