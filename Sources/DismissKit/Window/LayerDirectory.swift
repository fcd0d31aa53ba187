/// The live layer sources, held weakly; coordinators look here before each
/// event for the sources in their scope.
@MainActor
final class LayerDirectory {
  static let shared = LayerDirectory()

  private struct Entry { weak var source: (any DismissLayerSource)? }

  private var entries: [Entry] = []

  func add(_ source: any DismissLayerSource) {
    if entries.contains(where: { $0.source === source }) { return }
    entries.removeAll { $0.source == nil }
    entries.append(Entry(source: source))
  }

  func remove(_ source: any DismissLayerSource) {
    entries.removeAll { $0.source == nil || $0.source === source }
  }

  /// Calls `body` with every live source, in order added.
  func forEachLayer(_ body: (any DismissLayerSource) -> Void) {
    for entry in entries { entry.source.map(body) }
    if entries.contains(where: { $0.source == nil }) { entries.removeAll { $0.source == nil } }
  }
}
