import DismissCore
import DismissTestSupport

/// One region of a generated scene: absolute frame, parent by index.
struct SceneNode {
  var kind: RegionKind
  var frame: Rect
  /// Index of the parent node, or -1 for a root.
  var parent: Int
  var clips = false
  var isHitTestable = true
  var keyboard: KeyboardBehavior?
  /// Layers only.
  var backdrop: Rect?
  /// Layers only. Benchmark layers are *pinned*: they react to escape only,
  /// so that taps outside them run the whole outside-touch pass without
  /// closing them (the engine stays in a steady state).
  var triggers: DismissTriggers = [.escape]
  /// Layers only: node indices that count as inside.
  var excluded: [Int] = []
}

/// A generated screen of `size` regions, laid out like a real app screen on
/// a 390 × 844 phone: a navigation bar with a search field (the focused text
/// input) and a "more" button; a clipping scroll view of sections of rows
/// (each row a container holding a text input, a button and a switch; every
/// eighth row a clipping carousel of cards); a tab bar; an open popover
/// (triggered by "more", which it excludes) with an open submenu inside it;
/// and a modal sheet with a full-screen backdrop holding a form, open in
/// some scenes (see ``modalOpen``).
struct Scene {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  /// The scroll view's frame: taps of the scrolling workload land here.
  static let scrollArea = Rect(x: 0, y: 96, width: 390, height: 666)

  var size: Int
  var nodes: [SceneNode] = []
  /// Layers to open, bottom to top.
  var openLayers: [Int] = []
  var focusedInput = -1
  var hasModal = false
  var modalOpen = false
  /// Regions moved by each frame of the scrolling workload (rows and their
  /// content, top of the list first), at most 100.
  var scrolledRegions: [Int] = []

  /// The depth of the deepest node (roots have depth 1).
  var maxDepth: Int {
    var depths = [Int](repeating: 0, count: nodes.count)
    var deepest = 0
    for i in nodes.indices {
      depths[i] = nodes[i].parent >= 0 ? depths[nodes[i].parent] + 1 : 1
      deepest = max(deepest, depths[i])
    }
    return deepest
  }

  /// A short description for the report: "modal open", "modal closed", "no modal".
  var kindDescription: String {
    hasModal ? (modalOpen ? "modal open" : "modal closed") : "no modal"
  }
}

enum SceneGenerator {
  /// Sizes whose scene has its modal sheet open (the others keep it
  /// registered but closed: its content is absent and must be skipped).
  static let modalOpenSizes: Set<Int> = [100, 1_000]

  /// Builds the scene of exactly `size` regions (at least 7).
  static func make(regions size: Int, seed: UInt64) -> Scene {
    var builder = Builder(limit: max(size, 7), seed: seed)
    return builder.build()
  }
}

private struct Builder {
  var limit: Int
  var rng: SeededRandomNumberGenerator
  var scene: Scene

  init(limit: Int, seed: UInt64) {
    self.limit = limit
    rng = SeededRandomNumberGenerator(seed: seed ^ UInt64(limit) &* 0x9E37_79B9)
    scene = Scene(size: limit)
  }

  var isFull: Bool { scene.nodes.count >= limit }

  @discardableResult
  mutating func add(
    _ kind: RegionKind, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    parent: Int, clips: Bool = false
  ) -> Int {
    scene.nodes.append(
      SceneNode(
        kind: kind, frame: Rect(x: x, y: y, width: width, height: height), parent: parent,
        clips: clips))
    return scene.nodes.count - 1
  }

  mutating func roll(_ oneIn: UInt64) -> Bool { rng.next() % oneIn == 0 }

  mutating func build() -> Scene {
    // The chrome. Small scenes get a minimal version of it.
    let rich = limit >= 100
    let root = add(.container, 0, 0, 390, 844, parent: -1)
    let navBar = rich ? add(.container, 0, 0, 390, 96, parent: root) : root
    let search = add(.textInput, 16, 50, 300, 36, parent: navBar)
    let more = add(.control, 330, 48, 44, 40, parent: navBar)
    let scroll = add(.container, 0, 96, 390, 666, parent: root, clips: true)
    if rich {
      let tabBar = add(.container, 0, 762, 390, 82, parent: root)
      for tab in 0..<4 { add(.control, Double(tab) * 97.5, 762, 97.5, 49, parent: tabBar) }
    }
    // An open popover under "more" with an open submenu inside it.
    let popover = add(.layer, 170, 96, 210, 300, parent: -1)
    scene.nodes[popover].excluded = [more]
    for item in 0..<(rich ? 6 : 1) {
      add(.control, 175, 101 + Double(item) * 48, 200, 44, parent: popover)
    }
    let submenu = add(.layer, 20, 200, 160, 180, parent: popover)
    if rich {
      for item in 0..<4 { add(.control, 25, 205 + Double(item) * 44, 150, 40, parent: submenu) }
    }
    scene.openLayers = [popover, submenu]
    scene.focusedInput = search
    // A modal sheet (with a full-screen backdrop) holding a form.
    if rich {
      scene.hasModal = true
      scene.modalOpen = SceneGenerator.modalOpenSizes.contains(limit)
      let sheet = add(.layer, 0, 300, 390, 544, parent: -1)
      scene.nodes[sheet].backdrop = .infinite
      let form = add(.container, 16, 320, 358, 400, parent: sheet)
      scene.nodes[form].keyboard = .keep  // taps between fields keep the keyboard
      let firstField = add(.textInput, 16, 330, 358, 44, parent: form)
      add(.textInput, 16, 384, 358, 44, parent: form)
      add(.textInput, 16, 438, 358, 120, parent: form)
      add(.control, 16, 760, 170, 50, parent: sheet)
      add(.control, 204, 760, 170, 50, parent: sheet)
      if scene.modalOpen {
        // The sheet opened over the popover and took the focus.
        scene.openLayers.append(sheet)
        scene.focusedInput = firstField
      }
    }
    addRows(in: scroll, sections: rich)
    return scene
  }

  /// Fills the scroll view with rows, in sections of ten, until the scene
  /// has `limit` regions.
  mutating func addRows(in scroll: Int, sections: Bool) {
    var y = 104.0
    var row = 0
    while !isFull {
      var parent = scroll
      var section = -1
      if sections {
        section = add(.container, 0, y, 390, 0, parent: scroll)
        parent = section
      }
      for _ in 0..<10 where !isFull {
        let first = scene.nodes.count
        y = row % 8 == 7 ? addCarousel(at: y, parent: parent) : addRow(at: y, parent: parent)
        row += 1
        for index in first..<scene.nodes.count where scene.scrolledRegions.count < 100 {
          scene.scrolledRegions.append(index)
        }
      }
      if section >= 0 { scene.nodes[section].frame.height = y - scene.nodes[section].frame.y }
      y += 16
    }
  }

  /// A row: a container holding a text input, a button and a switch.
  /// Returns the y of the next row.
  mutating func addRow(at y: Double, parent: Int) -> Double {
    let height = roll(4) ? 72.0 : 56.0
    let row = add(.container, 0, y, 390, height, parent: parent)
    if roll(25) { scene.nodes[row].isHitTestable = false }  // a disabled row
    if roll(10) { scene.nodes[row].keyboard = .dismiss }  // a "Done" row
    let inset = (height - 36) / 2
    if !isFull { add(.textInput, 16, y + inset, 200, 36, parent: row) }
    if !isFull { add(.control, 224, y + inset, 88, 36, parent: row) }
    if !isFull { add(.control, 322, y + (height - 32) / 2, 52, 32, parent: row) }
    return y + height
  }

  /// A clipping, horizontally scrolling carousel of six cards, the later
  /// ones beyond the screen's right edge. Returns the y of the next row.
  mutating func addCarousel(at y: Double, parent: Int) -> Double {
    let carousel = add(.container, 0, y, 390, 132, parent: parent, clips: true)
    for card in 0..<6 where !isFull {
      add(.control, 16 + Double(card) * 160, y + 10, 150, 112, parent: carousel)
    }
    return y + 132
  }
}

/// An engine holding a scene, with the identifiers of its regions.
struct SceneEngine {
  var engine: DismissEngine
  var ids: [RegionID]

  /// Registers every region, then (when `active`) opens the scene's layers
  /// and focuses its input; an inactive engine is idle (no focus, no layer).
  init(_ scene: Scene, active: Bool) {
    engine = DismissEngine()
    engine.reserveCapacity(regions: scene.nodes.count)
    ids = []
    ids.reserveCapacity(scene.nodes.count)
    Self.register(scene, in: &engine, ids: &ids)
    if active {
      for layer in scene.openLayers { engine.open(ids[layer]) }
      engine.setFocus(ids[scene.focusedInput])
    }
  }

  /// Inserts every region of a scene, parents first, appending their
  /// identifiers to `ids` (which must start empty).
  static func register(_ scene: Scene, in engine: inout DismissEngine, ids: inout [RegionID]) {
    for node in scene.nodes {
      var region = Region(
        kind: node.kind, frame: node.frame, parent: node.parent >= 0 ? ids[node.parent] : nil,
        isHitTestable: node.isHitTestable, clipsToBounds: node.clips, keyboard: node.keyboard)
      if node.kind == .layer {
        region.dismissTriggers = node.triggers
        region.backdrop = node.backdrop
        region.excluded = node.excluded.map { ids[$0] }
      }
      ids.append(engine.insert(region))
    }
  }
}
