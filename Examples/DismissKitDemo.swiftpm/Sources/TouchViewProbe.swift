import SwiftUI
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Shows what UIKit gives as `touch.view` for each touch in the window
/// (ledger S10: iOS 18 and iOS 26 changed how hosting views hit-test; if a
/// SwiftUI `TextField` or `Toggle` reports the hosting view, DismissKit
/// cannot see the field or the switch). A passive recognizer on the
/// window, for the demo only: it never recognizes, delays or cancels.
struct TouchViewProbe: UIViewRepresentable {
  let onTouch: @MainActor (String) -> Void

  func makeUIView(context: Context) -> TouchViewProbeView {
    TouchViewProbeView(onTouch: onTouch)
  }

  func updateUIView(_ view: TouchViewProbeView, context: Context) {
    view.onTouch = onTouch
  }
}

final class TouchViewProbeView: UIView {
  var onTouch: @MainActor (String) -> Void
  private var recognizer: TouchViewRecognizer?

  init(onTouch: @escaping @MainActor (String) -> Void) {
    self.onTouch = onTouch
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if let recognizer {
      recognizer.view?.removeGestureRecognizer(recognizer)
      self.recognizer = nil
    }
    guard let window else { return }
    let recognizer = TouchViewRecognizer { [weak self] description in
      self?.onTouch(description)
    }
    window.addGestureRecognizer(recognizer)
    self.recognizer = recognizer
  }
}

/// Reports each touch's view at touch-down, then fails.
final class TouchViewRecognizer: UIGestureRecognizer {
  private let report: @MainActor (String) -> Void

  init(report: @escaping @MainActor (String) -> Void) {
    self.report = report
    super.init(target: nil, action: nil)
    cancelsTouchesInView = false
    delaysTouchesBegan = false
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let view = touches.first?.view { report(Self.describe(view)) }
    state = .failed
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// The view's type, and what UIKit type it is or is inside of.
  private static func describe(_ view: UIView) -> String {
    let name = String(describing: type(of: view))
    var current: UIView? = view
    while let candidate = current {
      if candidate is UITextField { return "\(name) (a UITextField)" }
      if candidate is UITextView { return "\(name) (a UITextView)" }
      if candidate is UISwitch { return "\(name) (a UISwitch)" }
      if candidate is UIControl { return "\(name) (a UIControl)" }
      current = candidate.superview
    }
    return "\(name) (no text input, no control)"
  }
}
