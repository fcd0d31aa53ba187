/// "An object that manages the content for a rectangular area on the
/// screen." https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  private var storedFrame: CGRect
  private var boundsOrigin: CGPoint = .zero

  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  public required init?(coder: NSCoder) { nil }

  public convenience override init() { self.init(frame: .zero) }

  /// L12: whether UIKit tells a deallocated view's interactions
  /// `willMove(to: nil)` is not documented (the switch
  /// `interactionsOnDeallocation`).
  deinit {
    MainActor.assumeIsolated {
      guard UIKitEmulation.variants.interactionsOnDeallocation == .toldWillMoveToNil else { return }
      for interaction in self.interactions {
        interaction.willMove(to: nil)
        interaction.didMove(to: nil)
      }
    }
  }

  // MARK: Geometry

  /// "The frame rectangle, which describes the view's location and size in
  /// its superview's coordinate system." (No transforms here.)
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    get {
      UIKitEmulation.geometryCounts.frame += 1
      return storedFrame
    }
    set { storedFrame = newValue }
  }

  /// "The bounds rectangle, which describes the view's location and size in
  /// its own coordinate system." Its origin is a scroll view's content
  /// offset. https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get {
      UIKitEmulation.geometryCounts.bounds += 1
      return CGRect(origin: boundsOrigin, size: storedFrame.size)
    }
    set {
      boundsOrigin = newValue.origin
      storedFrame.size = newValue.size
    }
  }

  /// A point of this view in its superview's coordinates.
  private func toSuperview(_ point: CGPoint) -> CGPoint {
    CGPoint(
      x: point.x - boundsOrigin.x + storedFrame.minX, y: point.y - boundsOrigin.y + storedFrame.minY
    )
  }

  /// The point in window coordinates (the root of the view's hierarchy).
  private func toRoot(_ point: CGPoint) -> CGPoint {
    var p = point
    var view: UIView? = self
    while let v = view, let parent = v.storedSuperview {
      p = v.toSuperview(p)
      view = parent
    }
    return p
  }

  /// "Converts a point from the receiver's coordinate system to that of the
  /// specified view. ... If view is nil, this method instead converts to
  /// window base coordinates."
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1vtsy
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    UIKitEmulation.geometryCounts.convertTo += 1
    return convertPoint(point, to: view)
  }

  private func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = toRoot(point)
    guard let view else { return inRoot }
    let origin = view.toRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// "Converts a rectangle from the receiver's coordinate system to that of
  /// another view. ... If view is nil, this method instead converts to
  /// window base coordinates."
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6hfia
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    UIKitEmulation.geometryCounts.convertTo += 1
    return CGRect(origin: convertPoint(rect.origin, to: view), size: rect.size)
  }

  /// "Converts a point from the coordinate system of a given view to that
  /// of the receiver." https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-3j8ze
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    UIKitEmulation.geometryCounts.convertFrom += 1
    return convertPoint(point, from: view)
  }

  private func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.toRoot(point) ?? point
    let origin = toRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// "Converts a rectangle from the coordinate system of another view to
  /// that of the receiver."
  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7vumd
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    UIKitEmulation.geometryCounts.convertFrom += 1
    return CGRect(origin: convertPoint(rect.origin, from: view), size: rect.size)
  }

  // MARK: Visibility and hit testing

  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat = 1
  /// "When set to false, touch, press, keyboard, and focus events intended
  /// for the view are ignored and removed from the event queue."
  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds = false
  /// "An integer bit mask that determines how the receiver resizes itself
  /// when its superview's bounds change." Stored only: no bounds change here.
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  open var autoresizingMask: AutoresizingMask = []
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
  /// Declared by UIKit on `NSObject` (UIAccessibility): "A Boolean value
  /// that indicates whether VoiceOver ignores the accessibility elements
  /// within views that are siblings of the element."
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal
  open var accessibilityViewIsModal = false
  open var accessibilityIdentifier: String?
  /// Also declared on `NSObject` (UIAccessibility).
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615141-isaccessibilityelement
  open var isAccessibilityElement = false
  /// https://developer.apple.com/documentation/objectivec/nsobject/1615080-accessibilityelementshidden
  open var accessibilityElementsHidden = false
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/isopaque
  open var isOpaque = true

  /// "Returns a Boolean value indicating whether the receiver contains the
  /// specified point." https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIKitEmulation.geometryCounts.pointInside += 1
    return CGRect(origin: boundsOrigin, size: storedFrame.size).contains(point)
  }

  /// "This method traverses the view hierarchy by calling the
  /// point(inside:with:) method of each subview to determine which subview
  /// should receive a touch event. ... This method ignores view objects that
  /// are hidden, that have disabled user interactions, or have an alpha
  /// level less than 0.01. ... Points that lie outside the receiver's bounds
  /// are never reported as hits, even if they actually lie within one of the
  /// receiver's subviews." Subviews are tried front to back.
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    UIKitEmulation.geometryCounts.hitTest += 1
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Hierarchy

  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? {
    UIKitEmulation.geometryCounts.superview += 1
    return storedSuperview
  }
  /// The emulation's own walks read this, uncounted (GeometryCalls).
  private weak var storedSuperview: UIView?
  /// "The order of the subviews in the array reflects their visible order
  /// on the screen, with the view at index 0 being the back-most view."
  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open private(set) var subviews: [UIView] = []

  /// The view controller whose root view this is.
  weak var viewController: UIViewController?

  /// "This property is nil if the view has not yet been added to a window."
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? {
    UIKitEmulation.geometryCounts.window += 1
    return rootWindow
  }

  private var rootWindow: UIWindow? {
    var view: UIView? = self
    while let v = view {
      if let window = v as? UIWindow { return window }
      view = v.storedSuperview
    }
    return nil
  }

  override var responderWindow: UIWindow? { rootWindow }

  /// "UIView implements this method and returns the UIViewController object
  /// that manages it (if it has one) or its superview (if it doesn't)."
  /// https://developer.apple.com/documentation/uikit/uiresponder/next
  open override var next: UIResponder? { viewController ?? storedSuperview }

  /// "Views can have only one superview. If view already has a superview and
  /// that view is not the receiver, this method removes the previous
  /// superview before making the receiver its new superview."
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  open func insertSubview(_ view: UIView, at index: Int) {
    let oldWindow = view.rootWindow
    if let old = view.storedSuperview { old.subviews.removeAll { $0 === view } }
    let newWindow = rootWindow
    if oldWindow !== newWindow { view.notifyWindow(willMoveTo: newWindow) }
    view.storedSuperview = self
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    if oldWindow !== newWindow { view.notifyWindowDidChange(from: oldWindow) }
    view.didMoveToSuperview()
  }

  /// "Moves the specified subview so that it appears on top of its siblings."
  /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// "Calling this method removes any constraints that refer to the view
  /// you are removing"; whether it ends the first responder status inside
  /// it is the `viewRemoval` switch (E26).
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    let oldWindow = rootWindow
    if oldWindow != nil { notifyWindow(willMoveTo: nil) }
    if UIKitEmulation.variants.viewRemoval == .resignsFirstResponder, let oldWindow,
      let responder = oldWindow.firstResponder as? UIView, responder.isDescendant(of: self)
    {
      _ = responder.resignFirstResponder()
    }
    parent.subviews.removeAll { $0 === self }
    storedSuperview = nil
    if oldWindow != nil { notifyWindowDidChange(from: oldWindow) }
    didMoveToSuperview()
  }

  /// "true if the receiver is an immediate or distant subview of view or if
  /// view is the receiver itself." https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let v = current {
      if v === view { return true }
      current = v.storedSuperview
    }
    return false
  }

  private func notifyWindow(willMoveTo window: UIWindow?) {
    willMove(toWindow: window)
    for subview in subviews { subview.notifyWindow(willMoveTo: window) }
  }

  private func notifyWindowDidChange(from old: UIWindow?) {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowDidChange(from: old) }
  }

  /// "Tells the view that its window object is about to change."
  /// https://developer.apple.com/documentation/uikit/uiview/willmove(towindow:)
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// "Tells the view that its window object changed."
  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() {}
  /// "Tells the view that its superview changed."
  /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
  open func didMoveToSuperview() {}

  // MARK: Gesture recognizers

  /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  private(set) var recognizers: [UIGestureRecognizer] = []

  /// "Asks the view if the gesture recognizer should continue tracking
  /// touch events. … The default implementation of this method returns
  /// true. Subclasses may override this method and use it to prevent the
  /// recognition of particular gestures" (false: the recognizer fails).
  /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// "Attaching a gesture recognizer to a view defines the scope of the
  /// represented gesture, causing it to receive touches hit-tested to that
  /// view and all of its subviews."
  /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let other = gestureRecognizer.view, other !== self {
      other.removeGestureRecognizer(gestureRecognizer)
    }
    guard !recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    recognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// "Detaches a gesture recognizer from the receiving view." Detached, it
  /// gets nothing more of the touches in progress, and is reset.
  /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    recognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
    gestureRecognizer.detach()
  }

  // MARK: Interactions

  /// https://developer.apple.com/documentation/uikit/uiview/interactions
  open var interactions: [any UIInteraction] = []

  /// "Adds an interaction to the view." The interaction hears willMove(to:)
  /// before and didMove(to:) after (UIInteraction).
  /// https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
  open func addInteraction(_ interaction: any UIInteraction) {
    if let owner = interaction.view, owner !== self { owner.removeInteraction(interaction) }
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// "Removes an interaction from the view."
  /// https://developer.apple.com/documentation/uikit/uiview/removeinteraction(_:)
  open func removeInteraction(_ interaction: any UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }

  // MARK: Editing

  /// "Causes the view (or one of its embedded text fields) to resign the
  /// first responder status." With `force`, the responder is not asked.
  /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window = rootWindow, let responder = window.firstResponder as? UIView,
      responder.isDescendant(of: self)
    else { return true }
    if force {
      window.firstResponder = nil
      responder.didResignFirstResponder()
      return true
    }
    return responder.resignFirstResponder()
  }
}
