import DismissCore
import DismissTestSupport
import Testing

@testable import DismissKit

@MainActor
@Suite("LayerRegistry")
struct LayerRegistryTests {
  @Test("adopts a source in scope and opens it while its node is visible")
  func opensWhileVisible() {
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    let layer = FakeLayer(menu)
    screen.register(layer)
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    menu.isHidden = true
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    menu.isHidden = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    menu.removeFromParent()
    screen.reconcile()
    // Out of scope: no longer registered at all.
    #expect(screen.coordinator.layers.isEmpty)
    #expect(screen.engine.regionCount == 0)
  }

  @Test("a source outside the scope is not adopted; it is once it moves in")
  func scope() {
    let screen = FakeScreen()
    let elsewhere = FakeNode("other window")
    let menu = elsewhere.add("menu")
    let layer = FakeLayer(menu)
    screen.register(layer)
    screen.reconcile()
    #expect(screen.coordinator.layers.isEmpty)
    screen.window.add(menu)
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
  }

  @Test("a layer registered before its view is shown opens when it shows")
  func registeredBeforeShown() {
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    menu.isHidden = true
    let layer = FakeLayer(menu)
    screen.register(layer)
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    #expect(!screen.coordinator.layers.isEmpty)
    menu.isHidden = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
  }

  @Test("the engine region carries triggers, modality and excluded views")
  func attributes() throws {
    let screen = FakeScreen()
    let trigger = screen.window.add("trigger", role: .control)
    let menu = screen.window.add("menu")
    let layer = FakeLayer(menu, triggers: [.tapOutside, .focusOutside], excluding: [trigger])
    screen.register(layer)
    screen.reconcile()
    let registration = try #require(screen.coordinator.layers.registration(of: layer))
    let region = try #require(screen.engine.region(registration.layer))
    #expect(region.kind == .layer)
    #expect(region.dismissTriggers == [.tapOutside, .focusOutside])
    #expect(region.backdrop == nil)
    #expect(region.excluded == [registration.excluded[0].region])  // the trigger
    #expect(
      screen.coordinator.layers.mappings(for: trigger) == [
        .region(registration.excluded[0].region)
      ])

    // Changing the source changes the region at the next event.
    let other = screen.window.add("other")
    layer.triggers = .all
    layer.excludedNodes = [other]
    layer.backdrop = screen.window.add("dimming")
    screen.reconcile()
    let updated = try #require(screen.engine.region(registration.layer))
    #expect(updated.dismissTriggers == .all)
    #expect(updated.isModal)
    #expect(screen.coordinator.layers.mappings(for: trigger) == [])
    #expect(screen.coordinator.layers.mappings(for: other).count == 1)
    #expect(screen.state(of: layer) == .open)
    // The region of the dropped trigger is gone from the engine.
    #expect(screen.engine.regionCount == 2)  // layer, other; no trigger
  }

  @Test("a layer inside another layer's view is nested in the engine")
  func nestingByViews() throws {
    let screen = FakeScreen()
    let sheet = screen.window.add("sheet")
    let menu = sheet.add("content").add("menu")
    let outer = FakeLayer(sheet)
    let inner = FakeLayer(menu)
    screen.register(inner)  // registered first: still opens after its parent
    screen.register(outer)
    screen.reconcile()
    #expect(screen.state(of: outer) == .open)
    #expect(screen.state(of: inner) == .open)
    let innerID = try #require(screen.region(of: inner))
    let innerRegion = try #require(screen.engine.region(innerID))
    #expect(innerRegion.parent == screen.region(of: outer))
    #expect(screen.engine.openLayers == [screen.region(of: outer)!, screen.region(of: inner)!])
  }

  @Test("a presentation is nested under the layer its anchor is in")
  func nestingByAnchor() throws {
    let screen = FakeScreen()
    let sheet = screen.window.add("sheet")
    let button = sheet.add("button", role: .control)
    let popover = screen.window.add("popover")  // a sibling, as UIKit presents
    let outer = FakeLayer(sheet)
    let inner = FakeLayer(popover)
    inner.usesParentAsAnchor = false
    inner.anchor = button
    screen.register(outer)
    screen.register(inner)
    screen.reconcile()
    let innerID = try #require(screen.region(of: inner))
    let innerRegion = try #require(screen.engine.region(innerID))
    #expect(innerRegion.parent == screen.region(of: outer))
  }

  @Test("dropping an enclosing layer keeps the nested one registered")
  func dropParentKeepsChild() throws {
    let screen = FakeScreen()
    let sheet = screen.window.add("sheet")
    let popover = screen.window.add("popover")
    var outer: FakeLayer? = FakeLayer(sheet)
    let inner = FakeLayer(popover)
    inner.usesParentAsAnchor = false
    inner.anchor = sheet
    screen.register(outer!)
    screen.register(inner)
    screen.reconcile()
    #expect(screen.state(of: inner) == .open)
    outer = nil
    screen.reconcile()
    let region = try #require(screen.region(of: inner))
    #expect(screen.engine.contains(region))
    #expect(screen.engine.region(region)?.parent == nil)
    // It closed with its parent's removal and opened again on its own.
    #expect(screen.state(of: inner) == .open)
  }

  @Test("a released source leaves nothing behind, and nothing holds it")
  func releasedSource() {
    let screen = FakeScreen()
    let menu = screen.window.add("menu")
    let trigger = screen.window.add("trigger")
    var layer: FakeLayer? = FakeLayer(menu, excluding: [trigger])
    let weakLayer = WeakReference(layer)
    screen.register(layer!)
    screen.reconcile()
    #expect(screen.engine.regionCount == 2)  // the layer and its trigger
    layer = nil
    #expect(weakLayer.object == nil)
    screen.reconcile()
    #expect(screen.coordinator.layers.isEmpty)
    #expect(screen.engine.regionCount == 0)
    #expect(screen.coordinator.layers.mappings(for: menu).isEmpty)
  }

  @Test("released views are not kept alive by the registry")
  func viewsAreWeak() {
    let screen = FakeScreen()
    var menu: FakeNode? = screen.window.add("menu")
    var trigger: FakeNode? = screen.window.add("trigger")
    var dimming: FakeNode? = screen.window.add("dimming")
    let weakMenu = WeakReference(menu)
    let weakTrigger = WeakReference(trigger)
    let weakDimming = WeakReference(dimming)
    let layer = FakeLayer(menu!, excluding: [trigger!])
    layer.backdrop = dimming
    screen.register(layer)
    screen.reconcile()
    menu?.removeFromParent()
    trigger?.removeFromParent()
    dimming?.removeFromParent()
    menu = nil
    trigger = nil
    dimming = nil
    #expect(weakMenu.object == nil)
    #expect(weakTrigger.object == nil)
    #expect(weakDimming.object == nil)
    screen.reconcile()
    #expect(screen.engine.regionCount == 0)
  }

  @Test("full-screen modality turns touches outside into backdrop touches")
  func fullScreen() throws {
    let screen = FakeScreen()
    let background = screen.window.add("background", role: .control)
    let sheet = screen.window.add("sheet")
    let field = sheet.add("field", role: .textInput)
    let layer = FakeLayer(sheet)
    layer.isFullScreen = true
    screen.register(layer)
    screen.reconcile()
    let id = try #require(screen.region(of: layer))
    func apply(_ path: [PathElement]) -> [PathElement] {
      screen.coordinator.layers.applyingLayerSurfaces(
        to: path, at: Point(x: 0, y: 0), engine: screen.engine, host: screen.host)
    }
    #expect(apply([.unregistered(.control)]) == [.backdrop(of: id)])
    let inside: [PathElement] = [.unregistered(.textInput), .region(id)]
    #expect(apply(inside) == inside)
    _ = (background, field)

    // A layer opened later on top is not covered.
    let toast = screen.window.add("toast")
    let top = FakeLayer(toast)
    screen.register(top)
    screen.reconcile()
    let topID = try #require(screen.region(of: top))
    #expect(apply([.region(topID)]) == [.region(topID)])

    // Without the layer, paths are left alone.
    sheet.isHidden = true
    screen.reconcile()
    #expect(apply([.unregistered(.control)]) == [.unregistered(.control)])
  }

  @Test("a layer the app fades out itself closes; one it fades in opens")
  func appFades() {
    let screen = FakeScreen()
    let toast = screen.window.add("toast")
    let layer = FakeLayer(toast)
    screen.register(layer)
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    toast.isTransparent = true
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    toast.isTransparent = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
  }

  @Test("a dismissing layer that fades stays dismissing until it is removed")
  func fadeOut() {
    let screen = FakeScreen()
    let popup = screen.window.add("popup")
    let layer = FakeLayer(popup, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    popup.isTransparent = true
    screen.reconcile()
    #expect(screen.state(of: layer) == .dismissing)
    popup.removeFromParent()
    screen.reconcile()
    #expect(screen.coordinator.layers.isEmpty)
  }

  @Test("a dismissing layer that slides out stays dismissing until hidden")
  func slideOut() {
    let screen = FakeScreen()
    let drawer = screen.window.add("drawer")
    let layer = FakeLayer(drawer, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    screen.reconcile()
    #expect(screen.state(of: layer) == .dismissing)
    drawer.isHidden = true
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    drawer.isHidden = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
  }

  @Test("a layer faded out and shown again without removal is open again")
  func fadedBackIn() {
    let screen = FakeScreen()
    let popup = screen.window.add("popup")
    let layer = FakeLayer(popup, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    popup.isTransparent = true
    screen.reconcile()
    popup.isTransparent = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    // The stale completion of the first dismissal changes nothing.
    layer.finish()
    #expect(screen.state(of: layer) == .open)
  }

  @Test("a layer dismissed while still visible opens again once faded or gone and shown")
  func dismissedWhileVisible() {
    let screen = FakeScreen()
    let drawer = screen.window.add("drawer")
    let layer = FakeLayer(drawer, dismissal: .manual)
    screen.register(layer)
    screen.tap(screen.window)
    layer.finish()
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    drawer.isTransparent = true
    screen.reconcile()
    #expect(screen.state(of: layer) == .closed)
    drawer.isTransparent = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
    screen.tap(screen.window)
    layer.finish()
    drawer.isHidden = true
    screen.reconcile()
    drawer.isHidden = false
    screen.reconcile()
    #expect(screen.state(of: layer) == .open)
  }

  @Test("touches in a dismissing layer's frames target it, unless inside a layer above")
  func dismissingSurfaces() throws {
    let screen = FakeScreen()
    let card = screen.window.add("card")
    card.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let dimming = screen.window.add("dimming")
    dimming.frame = Rect(x: 0, y: 0, width: 400, height: 400)
    let layer = FakeLayer(card, dismissal: .manual)
    layer.backdrop = dimming
    screen.register(layer)
    screen.tap(dimming)
    let id = try #require(screen.region(of: layer))
    #expect(screen.state(of: layer) == .dismissing)
    let registry = screen.coordinator.layers
    let beneath: [PathElement] = [.unregistered(.control)]
    func apply(_ path: [PathElement], _ x: Double) -> [PathElement] {
      registry.applyingLayerSurfaces(
        to: path, at: Point(x: x, y: 10), engine: screen.engine, host: screen.host)
    }
    #expect(apply(beneath, 10) == [.region(id)])
    #expect(apply(beneath, 200) == [.backdrop(of: id)])
    #expect(apply(beneath, 500) == beneath)
    // A toast opened after it is on top.
    let toast = FakeLayer(screen.window.add("toast"))
    screen.register(toast)
    screen.reconcile()
    let toastID = try #require(screen.region(of: toast))
    #expect(apply([.region(toastID)], 10) == [.region(toastID)])
  }

  @Test("what a layer presented is its content while it is presented (S32)")
  func covered() throws {
    let screen = FakeScreen()
    let sheet = screen.window.add("sheet")
    let alertContainer = screen.window.add("alert container")
    let layer = FakeLayer(sheet)
    layer.coveredNodes = [alertContainer]
    screen.register(layer)
    screen.reconcile()
    let registration = try #require(screen.coordinator.layers.registration(of: layer))
    #expect(
      screen.coordinator.layers.mappings(for: alertContainer) == [.region(registration.layer)])
  }

}
