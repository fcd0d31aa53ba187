#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// An invisible `UIView` behind the root content of a presentation. It
  /// learns its window in `didMoveToWindow` (no `UIApplication.shared`), and
  /// UIKit locations are converted through it into the presentation's
  /// coordinates. It never takes a touch.
  @available(iOS 15.0, macCatalyst 15.0, *)
  @MainActor
  final class SwiftUIProbeView: UIView {
    weak var scope: SwiftUIDismissalScope?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = .clear
      isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      scope?.probe(self, didMoveTo: window)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  }

  /// The probe in SwiftUI.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIProbe: UIViewRepresentable {
    let scope: SwiftUIDismissalScope
    let policy: DismissPolicy

    func makeUIView(context: Context) -> SwiftUIProbeView {
      let view = SwiftUIProbeView(frame: .zero)
      scope.setPolicy(policy)
      view.scope = scope
      return view
    }

    func updateUIView(_ view: SwiftUIProbeView, context: Context) {
      scope.setPolicy(policy)
      if view.scope !== scope {
        view.scope = scope
        scope.probe(view, didMoveTo: view.window)
      }
    }

    static func dismantleUIView(_ view: SwiftUIProbeView, coordinator: ()) {
      view.scope?.probeDismantled(view)
      view.scope = nil
    }
  }

  /// The background of a root: the probe, and the root's `.global` frame,
  /// which converts the probe's coordinates into the presentation's.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRootReporter: View {
    let scope: SwiftUIDismissalScope
    let policy: DismissPolicy

    var body: some View {
      GeometryReader { proxy in
        let frame = proxy.frame(in: .global)
        SwiftUIProbe(scope: scope, policy: policy)
          .onAppear { scope.setRootFrame(SwiftUIGeometry.rect(frame)) }
          .onChange(of: frame) { scope.setRootFrame(SwiftUIGeometry.rect($0)) }
      }
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  /// The background of a marked view: registers it while it is on screen
  /// and writes its `.global` frame into the scope whenever it changes. The
  /// `GeometryReader` closure is all that SwiftUI re-evaluates when the view
  /// moves (on every scroll frame); the marked view's own body is not, since
  /// nothing here is view state.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIRegionReporter: View {
    let scope: SwiftUIDismissalScope
    let token: DismissalToken
    let parent: DismissalToken?
    let spec: DismissalRegionSpec
    let isPresented: Bool
    let onDismiss: (@MainActor () -> Void)?

    var body: some View {
      GeometryReader { proxy in
        let frame = proxy.frame(in: .global)
        Color.clear
          .onAppear {
            scope.register(
              token, spec: spec, parent: parent, frame: SwiftUIGeometry.rect(frame),
              isPresented: isPresented, onDismiss: onDismiss)
          }
          .onDisappear { scope.unregister(token) }
          .onChange(of: frame) { scope.setFrame(SwiftUIGeometry.rect($0), for: token) }
          .onChange(of: spec) { scope.update(token, spec: $0) }
          .onChange(of: isPresented) { scope.setPresented($0, for: token) }
      }
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  /// Reports a modifier used outside every root, once per appearance.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIMisuseReporter: View {
    let message: String

    var body: some View {
      Color.clear
        .onAppear { MisuseReporter.shared.report(message) }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  /// A hidden button that turns the Escape key into an engine escape, enabled
  /// only while the engine is not idle (`onExitCommand` is tvOS and macOS
  /// only). The window's touch observer may see the same press: the hub
  /// counts it once.
  @available(iOS 15.0, macCatalyst 15.0, *)
  struct SwiftUIEscapeKey: View {
    @ObservedObject var state: SwiftUIEscapeKeyState
    let scope: SwiftUIDismissalScope

    var body: some View {
      Button {
        scope.escapeKeyPressed()
      } label: {
        Color.clear.frame(width: 1, height: 1)
      }
      .keyboardShortcut(.escape, modifiers: [])
      .disabled(!state.isEnabled)
      .opacity(0)
      .frame(width: 0, height: 0)
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }
#endif
