import DismissCore
import DismissKit
import DismissTestSupport
import UIKit

/// One screen of the emulated benchmark: a window with a focused field and
/// a clipping list of `views` marked views (rows of 44 points in two
/// columns, every other one keeping the keyboard), with DismissKit, with an
/// inert window recognizer in its place, or bare; and seeded taps over the
/// window, none on the field.
@MainActor
final class TapScene {
  enum Path: String, CaseIterable {
    /// A `DismissInteraction` on the window; rows with `KeyboardBehaviorInteraction`.
    case uikit
    /// The SwiftUI adapter's UIKit half: a root and an anchor per marked view.
    case swiftui
  }

  enum Kind: String, CaseIterable {
    /// The list and the focused field.
    case idle
    /// One layer open (it closes on Escape only, so taps leave it open).
    case layer
    /// The list and the field in a presented page sheet.
    case sheet
    /// The list 10 full-size wrapper views below the controller's view.
    case deep
  }

  enum Approach: String, CaseIterable {
    case dismisskit
    /// The baseline: one inert window recognizer.
    case noop
    /// The bare scene.
    case none
    /// A window recognizer that ends editing at every touch's end.
    case naive
  }

  let window: UIWindow
  let field: UITextField
  private let scene = UIWindowScene()
  private let root = UIViewController()
  private let sheet = UIViewController()
  private var anchors: SwiftUIAnchors?

  init(path: Path, kind: Kind, views: Int, approach: Approach) {
    window = UIWindow(windowScene: scene)
    window.rootViewController = root
    let usesDismissKit = approach == .dismisskit
    if path == .uikit && usesDismissKit { window.addInteraction(DismissInteraction()) }
    if approach == .noop { window.addGestureRecognizer(InertRecognizer()) }
    if approach == .naive { window.addGestureRecognizer(InertRecognizer(endsEditing: true)) }
    window.makeKeyAndVisible()

    var content: UIView = root.view
    if kind == .sheet {
      root.present(sheet, animated: false)
      content = sheet.view
    }
    // The navigation, transition and hosting views of a real screen.
    for _ in 0..<(kind == .deep ? 10 : 0) {
      let wrapper = UIView(frame: content.bounds)
      content.addSubview(wrapper)
      content = wrapper
    }
    if path == .swiftui && usesDismissKit { anchors = SwiftUIAnchors(rootIn: root.view) }

    let height = content.bounds.height
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: height - 64))
    list.clipsToBounds = true
    list.contentSize = CGSize(width: 390, height: Double((views + 1) / 2) * 44)
    content.addSubview(list)
    for index in 0..<views {
      let frame = CGRect(
        x: Double(index % 2) * 195, y: Double(index / 2) * 44, width: 195, height: 44)
      let behavior: KeyboardBehavior = index % 2 == 0 ? .keep : .dismiss
      if path == .uikit {
        // A row with a content view (the hit view); the row is marked.
        let row = UIView(frame: frame)
        row.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 44)))
        list.addSubview(row)
        if usesDismissKit { row.addInteraction(KeyboardBehaviorInteraction(behavior)) }
      } else if let anchors {
        anchors.keyboard(behavior, frame, in: list)
      } else {
        // SwiftUI draws rows in its hosting view: only anchors are views.
        list.addSubview(StandInView(frame: frame))
      }
    }
    if kind == .layer {
      let frame = CGRect(x: 200, y: 100, width: 180, height: 200)
      if path == .uikit {
        let card = UIView(frame: frame)
        content.addSubview(card)
        if usesDismissKit { card.addInteraction(DismissibleLayerInteraction(dismissOn: .escape)) }
      } else if let anchors {
        anchors.escapeLayer(frame, in: content)
      } else {
        content.addSubview(StandInView(frame: frame))
      }
    }
    field = UITextField(frame: CGRect(x: 16, y: height - 44, width: 300, height: 44))
    content.addSubview(field)
  }

  /// `count` seeded points over the window, none on the field.
  func points(_ count: Int, seed: UInt64 = 1) -> [CGPoint] {
    let fieldFrame = field.convert(field.bounds, to: nil)
    var generator = SeededRandomNumberGenerator(seed: seed)
    var points: [CGPoint] = []
    while points.count < count {
      let point = CGPoint(
        x: Double.random(in: 0..<390, using: &generator),
        y: Double.random(in: 0..<844, using: &generator))
      if !fieldFrame.contains(point) { points.append(point) }
    }
    return points
  }

  /// After a tap and its run loop passes: resigns the field if `resign`
  /// (replaying what DismissKit did), then focuses it again if it lost
  /// focus. Whether it had lost it.
  func refocus(resign: Bool) -> Bool {
    if resign { _ = field.resignFirstResponder() }
    guard !field.isFirstResponder else { return false }
    _ = field.becomeFirstResponder()
    return true
  }
}

/// An anchor's stand-in without DismissKit: not interactive, and hit-tested
/// as an anchor is (no view).
@MainActor
private final class StandInView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
