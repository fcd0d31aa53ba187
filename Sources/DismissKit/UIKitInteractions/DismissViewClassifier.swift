#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The roles of UIKit views, for both adapters: SwiftUI's fields and
  /// toggles are UIKit views (F4, S16). Rules: `DismissInteraction.defaultRole(for:)`.
  @MainActor
  enum DismissViewClassifier {
    static func defaultRole(for view: UIView) -> DismissViewRole {
      if isTextInput(view) { return .textInput }
      // A loop, not a closure: it runs for every view on a touch's path.
      for case let marked as KeyboardBehaviorInteraction in view.interactions {
        return .keyboard(marked.behavior)
      }
      return view is UIControl ? .control : .content
    }

    /// Only enabled fields and editable text views take focus on a tap;
    /// other `UITextInput` views are content (F4, F7).
    static func isTextInput(_ view: UIView) -> Bool {
      if let field = view as? UITextField { return field.isEnabled }
      #if os(tvOS)
        return false
      #else
        return (view as? UITextView)?.isEditable ?? false
      #endif
    }

    static func textInputs(in root: UIView, visibleOnly: Bool = false) -> [UIView] {
      views(in: root, visibleOnly: visibleOnly, where: isTextInput)
    }

    /// Depth first and iterative, so a deep tree cannot overflow the stack.
    static func views(
      in root: UIView, visibleOnly: Bool, where matches: (UIView) -> Bool
    ) -> [UIView] {
      var found: [UIView] = []
      var stack = [root]
      var visited = 0
      while let view = stack.popLast(), visited < 20_000 {
        visited += 1
        if visibleOnly && (view.isHidden || view.alpha < 0.01) { continue }
        if matches(view) { found.append(view) }
        stack.append(contentsOf: view.subviews)
      }
      return found
    }
  }

  /// Views are the nodes the adapter logic walks: from the view a touch hit
  /// up through its superviews to the window.
  extension UIView: DismissNode {
    var dismissNodeParent: (any DismissNode)? { superview }
    var dismissNodeIndex: Int { superview?.subviews.firstIndex { $0 === self } ?? 0 }
  }
#endif
