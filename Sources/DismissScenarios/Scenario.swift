import DismissCore

/// A scenario file, decoded and validated: a screen of regions, a starting
/// state, a timeline of events and what must come out.
///
/// The format is described in DismissKit's DocC article *Scenario files and
/// the dismisskit tool*; ``ScenarioReader`` reads it, ``ScenarioRunner`` runs
/// it through a ``DismissEngine``.
public struct Scenario: Sendable, Equatable {
  /// What the scenario shows, in a sentence.
  public var name: String
  /// Free text, usually the reasoning behind the expectations.
  public var description: String?
  /// The policy, with the rules' defaults for keys the file leaves out.
  public var policy: DismissPolicy
  /// The regions in document order.
  public var regions: [Region]
  /// The starting state.
  public var initial: State
  /// The timeline.
  public var events: [Event]
  /// What must come out, if the file says.
  public var expect: Expectation?

  /// Creates a scenario.
  public init(
    name: String, description: String? = nil, policy: DismissPolicy = DismissPolicy(),
    regions: [Region], initial: State = State(), events: [Event], expect: Expectation? = nil
  ) {
    self.name = name
    self.description = description
    self.policy = policy
    self.regions = regions
    self.initial = initial
    self.events = events
    self.expect = expect
  }

  /// A region of a scenario: the engine's ``DismissCore/Region`` with names
  /// instead of identifiers, and the host's action for a control.
  public struct Region: Sendable, Equatable {
    /// The unique, non-empty id.
    public var id: String
    /// What it is.
    public var kind: RegionKind
    /// Its frame in screen coordinates.
    public var frame: Rect
    /// The id of its parent, if any.
    public var parent: String?
    /// Whether it takes part in hit testing.
    public var hitTestable = true
    /// Whether it clips its descendants.
    public var clips = false
    /// Its keyboard override.
    public var keyboard: KeyboardBehavior?
    /// For a control: what the app does when it is tapped.
    public var action: Action?
    /// For a layer: what dismisses it.
    public var dismissOn: DismissTriggers = .default
    /// For a layer: its backdrop, if any.
    public var backdrop: Rect?
    /// For a layer: whether it swallows outside touches (rule 5).
    public var swallowsOutsideTouches = false
    /// For a layer: the ids of the regions that count as inside it.
    public var excluding: [String] = []

    /// Creates a region.
    public init(id: String, kind: RegionKind, frame: Rect, parent: String? = nil) {
      self.id = id
      self.kind = kind
      self.frame = frame
      self.parent = parent
    }
  }

  /// What the app does with a tap on a control.
  public enum Action: Sendable, Equatable {
    /// Opens a layer.
    case open(String)
    /// Closes a layer.
    case close(String)
    /// Opens the layer if it is closed, else closes it.
    case toggle(String)

    /// The layer the action is about.
    public var layer: String {
      switch self {
      case .open(let id), .close(let id), .toggle(let id): return id
      }
    }
  }

  /// The focus and the open layers.
  public struct State: Sendable, Equatable {
    /// The id of the focused text input, or `nil`.
    public var focus: String?
    /// The open layers, bottom to top.
    public var open: [String]

    /// Creates a state.
    public init(focus: String? = nil, open: [String] = []) {
      self.focus = focus
      self.open = open
    }
  }

  /// A touch's identifier in a file: an integer or a string.
  public enum TouchKey: Hashable, Sendable, CustomStringConvertible {
    /// An integer id.
    case number(Int)
    /// A string id.
    case name(String)

    /// The id as written in JSON.
    public var description: String {
      switch self {
      case .number(let n): return String(n)
      case .name(let s): return "\"\(s)\""
      }
    }
  }

  /// One event of the timeline.
  public struct Event: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
      /// A touch went down, moved or lifted at a point.
      case touch(TouchKey, Phase, Point, PointerKind)
      /// The system cancelled a touch.
      case cancel(TouchKey)
      /// An escape.
      case escape(EscapeSource)
      /// The app set focus to a text input, or cleared it.
      case focus(String?)
      /// The app presented a layer.
      case open(String)
      /// The app removed a layer.
      case close(String)
    }

    /// The phase of a located touch event.
    public enum Phase: String, Sendable, Equatable {
      case down, move, up
    }

    /// The time, in seconds.
    public var t: Double
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(t: Double, _ kind: Kind) {
      self.t = t
      self.kind = kind
    }
  }

  /// One effect, stamped with the index of the event that yielded it.
  public struct Effect: Sendable, Equatable, CustomStringConvertible {
    /// The 0-based index of the event.
    public var at: Int
    /// The layer to dismiss, or `nil` for `resignFocus` and `swallowTouch`.
    public var layer: String?
    /// The touch of a `swallowTouch`, or `nil` for the other effects.
    public var touch: TouchKey?
    /// Why the layer is dismissed. In an expectation, `nil` leaves the
    /// reason unchecked; the engine's effects always have one.
    public var reason: DismissReason?

    /// Creates an effect record.
    public init(at: Int, dismissLayer layer: String, reason: DismissReason? = nil) {
      self.at = at
      self.layer = layer
      self.reason = reason
    }

    /// Whether an effect that came out matches this expected one: the same
    /// event and effect, and the same reason unless this one leaves it out.
    public func matches(_ actual: Effect) -> Bool {
      at == actual.at && layer == actual.layer && touch == actual.touch
        && (reason == nil || reason == actual.reason)
    }

    /// Creates a `resignFocus` record.
    public static func resignFocus(at: Int) -> Effect {
      var effect = Effect(at: at, dismissLayer: "")
      effect.layer = nil
      return effect
    }

    /// Creates a `swallowTouch` record.
    public static func swallowTouch(at: Int, touch: TouchKey) -> Effect {
      var effect = resignFocus(at: at)
      effect.touch = touch
      return effect
    }

    /// `[1] dismissLayer menu (tapOutside)`, `[1] resignFocus` or
    /// `[0] swallowTouch 1`.
    public var description: String {
      if let layer {
        return "[\(at)] dismissLayer \(layer)" + (reason.map { " (\($0))" } ?? "")
      }
      if let touch { return "[\(at)] swallowTouch \(touch)" }
      return "[\(at)] resignFocus"
    }
  }

  /// What must come out; an absent part is not checked.
  public struct Expectation: Sendable, Equatable {
    /// Every effect of the run, in order.
    public var effects: [Effect]?
    /// The state after the last event.
    public var final: State?

    /// Creates an expectation.
    public init(effects: [Effect]? = nil, final: State? = nil) {
      self.effects = effects
      self.final = final
    }
  }
}

/// A problem in a scenario file: where (the JSON path) and what.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var path: JSONPath
  /// What the problem is, in one line.
  public var message: String

  /// Creates an error.
  public init(path: JSONPath, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, e.g. `regions[3].parent: no region "fomr"`.
  public var description: String { "\(path): \(message)" }

  /// The one line the tool prints: `file: path: message`.
  public func line(file: String) -> String { "\(file): \(self)" }
}

/// The one line to print for an error from reading or running a scenario
/// file: `file: path: message` for a ``ScenarioError``, else `file: error`.
public func scenarioErrorLine(_ error: any Error, file: String) -> String {
  if let error = error as? ScenarioError { return error.line(file: file) }
  return "\(file): \(error)"
}
