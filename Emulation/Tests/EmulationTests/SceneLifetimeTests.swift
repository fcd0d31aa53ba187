import DismissCore
import Testing
import UIKit

@testable import DismissKit

extension Emulated {
  /// A scene that disconnects: once the app lets its window go, the window,
  /// DismissKit's per-window observer and coordinator, both adapters' scopes
  /// and the views they knew are released, and a later editing
  /// notification of another window reaches nothing of them.
  @Suite("Scene lifetime") @MainActor struct SceneLifetime {
    final class Weak<T: AnyObject> {
      weak var object: T?
      init(_ object: T?) { self.object = object }
    }

    @Test("A disconnected scene's window frees what DismissKit held")
    func disconnectedScene() async {
      var stage: Stage? = Stage()
      let window = Weak(stage?.window)
      let root = Weak(stage?.root)
      let interaction = Weak(stage?.interaction)
      var hosting: Hosting? = Hosting(rootIn: stage!.root.view)
      let scope = Weak(hosting?.scope)
      let card = Weak(stage?.add(UIView(), CGRect(x: 20, y: 300, width: 300, height: 200)))
      card.object?.addInteraction(DismissibleLayerInteraction())
      let field = Weak(stage?.field(CGRect(x: 20, y: 100, width: 300, height: 40)))
      let coordinator = Weak(
        stage.flatMap { DismissWindowAttachment.existing(for: $0.window)?.coordinator })
      await stage?.tapAndSettle(field.object!)
      #expect(field.object?.isFirstResponder == true)
      #expect(coordinator.object != nil)
      // The scene disconnects: UIKit drops the window; the app its references.
      stage?.window.isHidden = true
      hosting = nil
      stage = nil
      await UIKitEmulation.settle()
      #expect(window.object == nil)
      #expect(root.object == nil)
      #expect(interaction.object == nil)
      #expect(scope.object == nil)
      #expect(card.object == nil)
      #expect(field.object == nil)
      #expect(coordinator.object == nil)
      // Another window's editing reaches no observer of the old one.
      let other = Stage()
      let otherField = other.field(CGRect(x: 20, y: 100, width: 300, height: 40))
      await other.tapAndSettle(otherField)
      #expect(otherField.isFirstResponder)
    }
  }
}
