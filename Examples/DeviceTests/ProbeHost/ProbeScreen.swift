import UIKit

/// One probe's screen: it sets up real recognizers, controllers or key
/// commands, watches what UIKit does when XCUITest touches or presses a key,
/// and writes the switch's line into the `probe-result` label:
///
///     probe touchUpHold emulated=decidedBeforeRecognizers observed=decidedAfterRecognizers
///
/// Until it knows, the label reads `probe NAME emulated=DEFAULT pending`; the
/// UI test turns a label still pending into `observed=unknown (why)`.
class ProbeScreen: UIViewController {
  let name: String
  let emulated: String
  private let result = UILabel()
  private(set) var isAnswered = false

  init(_ name: String, emulated: String) {
    self.name = name
    self.emulated = emulated
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    result.numberOfLines = 0
    result.font = .preferredFont(forTextStyle: .footnote)
    result.text = "probe \(name) emulated=\(emulated) pending"
    place(result, CGRect(x: 16, y: 70, width: 360, height: 90), id: "probe-result")
  }

  /// Writes the switch's line, once unless `final` is false (a probe that
  /// refines its answer with each sample): what UIKit showed (a value of
  /// the switch, or a word for another behaviour) and what was measured.
  func answer(_ observed: String, _ detail: String? = nil, final: Bool = true) {
    guard !isAnswered else { return }
    isAnswered = final
    result.text =
      "probe \(name) emulated=\(emulated) observed=\(observed)" + (detail.map { " (\($0))" } ?? "")
  }

  /// Adds `subview` at `frame`, under an accessibility identifier for the
  /// UI test.
  @discardableResult
  func place<View: UIView>(_ subview: View, _ frame: CGRect, id: String? = nil) -> View {
    subview.frame = frame
    subview.accessibilityIdentifier = id
    view.addSubview(subview)
    return subview
  }

  /// A button that runs `action` when tapped.
  @discardableResult
  func button(_ title: String, _ frame: CGRect, id: String, _ action: @escaping () -> Void)
    -> UIButton
  {
    let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
    return place(button, frame, id: id)
  }

  /// Runs `block` on a main-queue turn `seconds` from now.
  func after(_ seconds: Double, _ block: @escaping @MainActor () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { block() }
  }
}
