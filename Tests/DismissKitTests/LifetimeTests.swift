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

/// A stand-in for `RootScope`, the owner of a SwiftUI root's
/// coordinator: it owns the coordinator, is its host and follows its idle
/// state through a closure that captures it weakly, as the adapter does.
/// Unlike the adapter, it does not add the coordinator to a window's hub:
/// tests that need that call `hub.add` themselves.
@MainActor
private final class RootOwner: SwiftUIFakeHost {
  let owned: RootCoordinator
  var idleChanges: [Bool] = []

  init(scope: FakeNode) {
    owned = RootCoordinator()
    super.init()
    self.scope = scope
    coordinator = owned
    owned.host = self
    owned.onEscapeKeyChange = { [weak self] wants in self?.idleChanges.append(!wants) }
  }
}

/// A stand-in for `DismissInteraction`, the owner of a UIKit scope's
/// coordinator: it owns the coordinator and is its host.
@MainActor
private final class InteractionOwner: InteractionHost {
  let coordinator: InteractionCoordinator
  weak var scope: FakeNode?

  init(scope: FakeNode, directory: LayerDirectory) {
    self.scope = scope
    coordinator = InteractionCoordinator(
      directory: directory, reportMisuse: MisuseReporter { _ in })
    coordinator.host = self
  }

  var scopeNode: (any DismissNode)? { scope }
  var isServing: Bool { scope != nil }
  func role(of node: any DismissNode) -> DismissViewRole { (node as? FakeNode)?.role ?? .content }
  func isInScope(_ node: any DismissNode) -> Bool {
    guard let node = node as? FakeNode, let scope else { return false }
    return node.isDescendant(of: scope)
  }
  func presence(of node: any DismissNode) -> NodePresence {
    isInScope(node) ? .visible : .gone
  }
  func frame(of node: any DismissNode, contains point: Point) -> Bool {
    (node as? FakeNode)?.frame?.contains(point) ?? false
  }
}

/// A stand-in for `DismissWindowAttachment`, the owner of a window's hub and
/// its platform.
@MainActor
private final class AttachmentOwner: DismissHubPlatform {
  let hub = DismissWindowHub()

  init() { hub.platform = self }

  func resignFocus(_ responder: AnyObject?) -> Bool { true }
  func isFocused(_ responder: AnyObject) -> Bool { true }
  func surface(of node: any DismissNode) -> NodeSurface { .app }
  func isInWindow(_ node: any DismissNode) -> Bool { true }
  func isCovered(_ node: any DismissNode, passingOverSystem: Bool) -> Bool { false }
  func hubDidBecomeEmpty() {}
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

  @Test("moving registrations to another root moves what holds their captures")
  func transferMovesOwnershipOfCaptures() {
    let window = FakeNode("window")
    var inner: RootOwner? = RootOwner(scope: window)
    let weakInner = WeakReference(inner)
    let weakInnerCoordinator = WeakReference(inner?.owned)
    let outer = RootOwner(scope: window)
    let menu = DismissalToken()
    let weakModel = inner!.owned.registerCapturingModel(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu)
    inner!.owned.transferRegistrations(to: outer.owned)
    inner = nil
    #expect(weakInner.object == nil)
    #expect(weakInnerCoordinator.object == nil)
    #expect(weakModel.value != nil)
    outer.owned.unregister(menu)
    #expect(weakModel.value == nil)
  }

  @Test("a root released with live registrations frees its coordinator and their captures")
  func releasedRootReleasesCaptures() {
    let window = FakeNode("window")
    let hosting = window.add("hosting view")
    let field = hosting.add("field", role: .textInput)
    field.frame = SwiftUITestFrames.field
    let attachment = AttachmentOwner()
    var owner: RootOwner? = RootOwner(scope: hosting)
    let weakOwner = WeakReference(owner)
    let weakCoordinator = WeakReference(owner?.owned)
    let menu = DismissalToken()
    let weakModel = owner!.owned.registerCapturingModel(
      menu, spec: .layer(), frame: SwiftUITestFrames.menu)
    let weakBinding = owner!.owned.registerCapturingModel(
      DismissalToken(), spec: .layer(), parent: menu, frame: SwiftUITestFrames.submenu)
    attachment.hub.add(owner!.owned)
    attachment.hub.focusDidBegin(field, input: field)
    attachment.hub.touchBegan(
      ObjectIdentifier(Self.touchKey), hit: hosting, at: Point(x: 10, y: 10), time: 0,
      pointer: .finger, source: Self.observer)
    #expect(owner!.idleChanges == [false])
    #expect(attachment.hub.touchCount == 1)
    owner = nil
    #expect(weakOwner.object == nil)
    #expect(weakCoordinator.object == nil)
    #expect(weakModel.value == nil)
    #expect(weakBinding.value == nil)
    #expect(attachment.hub.isEmpty)
  }

  // MARK: - Coordinators

  @Test("a SwiftUI root's coordinator is freed with its owner, hub or not")
  func dismissalCoordinatorFreedWithItsOwner() {
    let window = FakeNode("window")
    let attachment = AttachmentOwner()
    var owner: RootOwner? = RootOwner(scope: window)
    let weakOwner = WeakReference(owner)
    let weakCoordinator = WeakReference(owner?.owned)
    attachment.hub.add(owner!.owned)
    #expect(owner!.owned.hub === attachment.hub)
    owner!.owned.register(DismissalToken(), spec: .keyboard(.keep), frame: SwiftUITestFrames.send)
    owner!.owned.focusBegan(inputFrame: SwiftUITestFrames.field)
    owner!.owned.tap(200, 400)
    #expect(owner!.endEditingCount == 1)
    owner = nil
    #expect(weakOwner.object == nil)
    #expect(weakCoordinator.object == nil)
    #expect(attachment.hub.clients.isEmpty)
  }

  @Test("a UIKit interaction's coordinator is freed with its owner")
  func dismissCoordinatorFreedWithItsOwner() {
    let window = FakeNode("window")
    let menuView = window.add("menu")
    let field = window.add("field", role: .textInput)
    let directory = LayerDirectory()
    let menu = FakeLayer(menuView)
    directory.add(menu)
    let attachment = AttachmentOwner()
    var owner: InteractionOwner? = InteractionOwner(scope: window, directory: directory)
    let weakOwner = WeakReference(owner)
    let weakCoordinator = WeakReference(owner?.coordinator)
    attachment.hub.add(owner!.coordinator)
    attachment.hub.focusDidBegin(field, input: field)
    attachment.hub.touchBegan(
      ObjectIdentifier(Self.touchKey), hit: window, at: Point(x: 0, y: 0), time: 0,
      pointer: .finger, source: Self.observer)
    #expect(owner!.coordinator.registry.isEmpty == false)
    #expect(owner!.coordinator.hasTouches)
    #expect(menu.dismissCount == 0)
    owner = nil
    #expect(weakOwner.object == nil)
    #expect(weakCoordinator.object == nil)
    #expect(attachment.hub.isEmpty)
    // The hub forgets the touch's clients; nothing is delivered.
    attachment.hub.touchEnded(
      ObjectIdentifier(Self.touchKey), at: Point(x: 0, y: 0), time: 0.1, source: Self.observer)
    #expect(attachment.hub.touchCount == 0)
    #expect(menu.dismissCount == 0)
  }

  @Test("a window's hub is freed with its attachment, and its clients outlive it")
  func hubFreedWithItsAttachment() {
    let window = FakeNode("window")
    let hosting = window.add("hosting view")
    let field = hosting.add("field", role: .textInput)
    let root = RootOwner(scope: hosting)
    let interaction = InteractionOwner(scope: window, directory: LayerDirectory())
    let recorder = RecordingClient(window)
    var attachment: AttachmentOwner? = AttachmentOwner()
    let weakAttachment = WeakReference(attachment)
    let weakHub = WeakReference(attachment?.hub)
    attachment!.hub.add(root.owned)
    attachment!.hub.add(interaction.coordinator)
    attachment!.hub.add(recorder)
    attachment!.hub.focusDidBegin(field, input: field, reportedBy: recorder)
    attachment!.hub.touchBegan(
      ObjectIdentifier(Self.touchKey), hit: field, at: Point(x: 0, y: 0), time: 0,
      pointer: .finger, source: Self.observer)
    #expect(attachment!.hub.touchCount == 1)
    attachment = nil
    #expect(weakAttachment.object == nil)
    #expect(weakHub.object == nil)
    #expect(root.owned.hub == nil)
    #expect(interaction.coordinator.hub == nil)
    #expect(recorder.hub == nil)
  }

  // MARK: - Hub scopes

  @Test("a hub drops scopes whose owners are gone and delivers nothing to them")
  func hubDropsReleasedScopes() {
    let window = FakeNode("window")
    let screen = window.add("screen")
    let hosting = screen.add("hosting view")
    let field = hosting.add("field", role: .textInput)
    let log = EventLog()
    let attachment = AttachmentOwner()
    let hub = attachment.hub
    let survivor = RecordingClient(window, name: "survivor", log: log)
    var gone: RecordingClient? = RecordingClient(screen, name: "gone", log: log)
    let weakGone = WeakReference(gone)
    var root: RootOwner? = RootOwner(scope: hosting)
    let weakRoot = WeakReference(root)
    let weakRootCoordinator = WeakReference(root?.owned)
    hub.add(survivor)
    hub.add(gone!)
    hub.add(root!.owned)
    // The departing scope reported focus and was given a touch.
    let responder = FakeNode("responder")
    hub.focusDidBegin(responder, input: nil, reportedBy: gone)
    let key = ObjectIdentifier(Self.touchKey)
    hub.touchBegan(
      key, hit: screen, at: Point(x: 0, y: 0), time: 0, pointer: .finger, source: Self.observer)
    #expect(log.events.contains("gone down"))
    log.events = []

    gone = nil
    root = nil
    #expect(weakGone.object == nil)
    #expect(weakRoot.object == nil)
    #expect(weakRootCoordinator.object == nil)
    #expect(hub.clients.count == 1)
    #expect(hub.clients.first === survivor)
    #expect(hub.contains(survivor))
    #expect(hub.client(for: field) === survivor)
    #expect(hub.focusOwner() == nil)

    // The touch it was given goes on without it.
    hub.touchMoved(key, to: Point(x: 0, y: 5), time: 0.01, source: Self.observer)
    hub.touchEnded(key, at: Point(x: 0, y: 5), time: 0.02, source: Self.observer)
    #expect(hub.touchCount == 0)
    hub.focusDidBegin(field, input: field)
    hub.touchBegan(
      key, hit: field, at: Point(x: 0, y: 0), time: 1, pointer: .finger, source: Self.observer)
    hub.touchEnded(key, at: Point(x: 0, y: 0), time: 1.1, source: Self.observer)
    hub.escape(.accessibility)
    hub.focusDidEnd(field)
    #expect(log.events.allSatisfy { $0.hasPrefix("survivor") })
    #expect(
      log.events == [
        "survivor focus", "survivor down", "survivor up", "survivor escape",
        "survivor focus ended",
      ])
    hub.remove(survivor)
    #expect(hub.isEmpty)
  }
}
