/// What UIKit found between a touched view and the presentation's root view:
/// the views the engine must hear about because SwiftUI cannot mark them.
///
/// SwiftUI's `TextField`, `SecureField`, `TextEditor` and the `searchable`
/// field are a `UITextField` or `UITextView` on iOS 15 and 16, and `Toggle`,
/// `Slider` and some pickers are `UIControl`s, so `touch.view` of a touch on
/// one is that view or one of its subviews. The adapter walks `touch.view`'s
/// superviews up to the root and lists, from the touched view up, one
/// `.textInput` for each text field or editable text view and one `.control`
/// for each other `UIControl`.
///
/// ```swift
/// let chain = TouchedViewChain([.textInput])  // a tap inside a UITextField
/// ```
struct TouchedViewChain: Hashable, Sendable {
  /// From the touched view up: `.textInput` or `.control` for each view that
  /// is one. Other kinds are ignored.
  var kinds: [RegionKind]

  /// Creates a chain.
  init(_ kinds: [RegionKind] = []) {
    self.kinds = kinds.filter { $0 == .textInput || $0 == .control }
  }

  /// No text input and no control on the way: the common case.
  static let empty = TouchedViewChain()

  /// Whether a text input is on the way.
  var containsTextInput: Bool { kinds.contains(.textInput) }
}

/// How a touch's target reaches the engine: the engine's own geometric hit
/// test of the registered regions, or a host path that puts the UIKit views
/// first.
///
/// ```swift
/// switch TouchTarget.resolve(chain, at: point, in: engine) {
/// case .geometric: engine.touchDown(id, at: point, time: t)
/// case .path(let path): engine.touchDown(id, at: point, time: t, hitPath: path)
/// }
/// ```
enum TouchTarget: Hashable, Sendable {
  /// Let the engine hit-test its regions (and, while idle, do no work).
  case geometric
  /// The UIKit views of the chain, then the geometric hit path at the point.
  case path([PathElement])

  /// Combines a touch's view chain with the geometric path at its point.
  ///
  /// - With nothing on the chain, the engine hit-tests by itself (and an idle
  ///   engine only records the touch).
  /// - While the engine is idle, a chain with a text input becomes the
  ///   chain's elements alone: with no layer open, the geometric part could
  ///   only matter for the keyboard decision, which the text input already
  ///   decides (keep) should a field take focus before the touch ends. A
  ///   chain of controls alone stays geometric: no work while idle.
  /// - Otherwise: the chain's elements (`.unregistered(.textInput)`,
  ///   `.unregistered(.control)`), then the geometric hit path at the point,
  ///   so that a field inside a layer is inside that layer.
  ///
  /// - Complexity: O(1) when nothing is on the chain; otherwise a hit test.
  static func resolve(_ chain: TouchedViewChain, at point: Point, in engine: DismissEngine)
    -> TouchTarget
  {
    if chain.kinds.isEmpty { return .geometric }
    if engine.isIdle {
      return chain.containsTextInput ? .path(chain.elements) : .geometric
    }
    var path = chain.elements
    path.append(contentsOf: engine.hitTest(point).elements)
    return .path(path)
  }

  /// The focus path of a text input whose frame (engine coordinates) is
  /// known: the input, then the geometric path at its center, so that the
  /// engine knows which layers hold it.
  static func focusPath(ofInputAt frame: Rect, in engine: DismissEngine) -> [PathElement] {
    var path: [PathElement] = [.unregistered(.textInput)]
    path.append(contentsOf: engine.hitTest(frame.center).elements)
    return path
  }
}

extension TouchedViewChain {
  /// The chain as unregistered path elements.
  var elements: [PathElement] { kinds.map { .unregistered($0) } }
}
