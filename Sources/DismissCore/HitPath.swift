/// One step of a hit path given by the host: a registered region, a view the
/// host describes itself, or the backdrop of a layer.
///
/// UIKit already knows what a touch hit (`touch.view` and its superviews); an
/// adapter turns that chain into path elements instead of registering every
/// view. Elements go from the hit view up to the root.
///
/// ```swift
/// engine.touchDown(touch, at: point, time: t, hitPath: [
///   .unregistered(.textInput),      // the UITextField that was hit
///   .region(popoverID),             // the registered popover containing it
/// ])
/// ```
public enum PathElement: Hashable, Sendable {
  /// A registered region: its kind and attributes come from the engine. A
  /// stale identifier is skipped.
  case region(RegionID)
  /// A view the engine does not know, described by the host. A `.layer`
  /// kind is treated as a container: only registered layers open and close.
  case unregistered(RegionKind, keyboard: KeyboardBehavior? = nil)
  /// The backdrop (dimming view) of a layer. It is inside no region, so a
  /// touch on it is outside every layer, its own included.
  case backdrop(of: RegionID)
}

/// What was touched: the hit region and its ancestors up to the root, or a
/// backdrop, or nothing.
public struct HitPath: Hashable, Sendable {
  /// The elements, from the hit up to the root. Empty when nothing was hit.
  public var elements: [PathElement]

  /// Creates a hit path.
  public init(_ elements: [PathElement] = []) {
    self.elements = elements
  }

  /// The region that was hit, if a registered region was.
  public var hitRegion: RegionID? {
    if case .region(let id)? = elements.first { return id }
    return nil
  }

  /// The layer whose backdrop was hit, if a backdrop was.
  public var backdropLayer: RegionID? {
    if case .backdrop(let id)? = elements.first { return id }
    return nil
  }

  /// Whether nothing was hit.
  public var isEmpty: Bool { elements.isEmpty }
}

/// The outcome of the keyboard decision for a hit path, and what decided it.
public struct KeyboardDecision: Hashable, Sendable {
  /// Why the decision came out as it did (rule 4).
  public enum Reason: Hashable, Sendable {
    /// A text input on the path keeps the keyboard; the platform moves
    /// focus there itself.
    case textInput(PathElement)
    /// A region's `keyboard` attribute decided.
    case keyboardAttribute(PathElement)
    /// A control decided, by the policy's ``DismissPolicy/controlsKeyboard``.
    case control(PathElement)
    /// No region decides (background, backdrop, empty path): dismiss.
    case noRegionDecides
  }

  /// Keep or dismiss.
  public var behavior: KeyboardBehavior
  /// What decided.
  public var reason: Reason

  /// Creates a decision.
  public init(_ behavior: KeyboardBehavior, reason: Reason) {
    self.behavior = behavior
    self.reason = reason
  }
}
