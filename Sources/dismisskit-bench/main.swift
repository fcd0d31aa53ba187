import DismissCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Top-level code runs in order: the notes come before the usage that
// quotes them.
/// What the console's columns mean: printed by --help and after the tables.
let columnNotes = """
  What the columns mean:
    regions            the number of regions in the generated screen
    scene              whether the screen has a modal sheet, and whether it
                       is open (its content is then what taps reach)
    tap, drag, ...     the workloads above; ns per gesture, then the p99
    seed-tree-search   the usual hand-written approach, as a baseline: on
                       every tap, a recursive search of the whole view tree
                       for the first responder (as endEditing(_:) does),
                       then a frame test for each open popover or modal;
                       "(N ×)" is its time over the engine's tap
    depth              how deep the screen's view tree is (roots are 1)
    heap B/region      heap bytes per region, measured with malloc_stats
                       (Linux glibc only; "-" elsewhere)
    engine B/region    the engine's own estimate of its storage per region
    refocus            the share of taps that resigned focus, after which
                       the workload focuses the field again inside the timed
                       batch (part of the tap's time)
    allocations per event
                       heap allocations per event, from
                       Scripts/measure-allocations.sh (valgrind) passed with
                       --allocations; "not measured" when it was not given
    checksum           a sum of the effects every workload produced, printed
                       so that the optimizer cannot drop the work; it grows
                       with the number of events timed and means nothing
                       else
  """

let usage = """
  usage: dismisskit-bench [--quick] [--regions N,N,...] [--seed N] [--json FILE]
                          [--markdown FILE] [--allocations FILE] [--batches N]
                          [--batch-events N]
         dismisskit-bench --only WORKLOAD [--regions N] [--events N] [--seed N]
         dismisskit-bench --memory [--regions N,N,...] [--seed N]
         dismisskit-bench --adapter [--regions N,N,...] [--events N] [--quick]

  Times the DismissKit engine on generated screens (seeded, reproducible) and
  prints a table: ns per gesture (median and p99 over batches) for the
  workloads tap, drag, idle, scroll-frame (per frame) and host-path; the
  baseline seed-tree-search as a ratio to the engine's tap;
  bytes per region. Build with -c release.

    --quick             a smoke run of a few seconds (few, short batches)
    --regions N,...     scene sizes (default 10,100,1000,10000)
    --seed N            the scene and input seed (default 1)
    --json FILE         also write the numbers as JSON
    --markdown FILE     also write them as Markdown tables, with the goals
                        checked (Scripts/benchmarks.sh builds BENCHMARKS.md)
    --allocations FILE  merge allocations per event measured by
                        Scripts/measure-allocations.sh into the report
    --batches N         timed batches per engine workload (default 1000)
    --batch-events N    events per engine batch (default: as many as take
                        about 100 µs, at most 1000)
    --only WORKLOAD     run one workload (tap, drag, idle, scroll-frame,
                        host-path) for --events N events after 1 000 warm-up
                        events at the first --regions size, untimed, and print
                        a checksum: for measuring allocations with valgrind
    --events N          events for --only (default 10000)
    --memory            only measure heap bytes per region at each --regions
                        size (untimed; for sweeps such as 128,129,150)
    --adapter           time a tap through the SwiftUI adapter's
                        platform-neutral path with fake anchors (default
                        10,100,1000 anchors), next to the engine alone; with
                        --events N, one size untimed, for valgrind

  \(columnNotes)
  """

func fail(_ message: String) -> Never {
  var bytes = Array("dismisskit-bench: \(message)\n".utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

struct Options {
  var sizes = [10, 100, 1_000, 10_000]
  var seed: UInt64 = 1
  var quick = false
  var jsonPath: String?
  var markdownPath: String?
  var allocationsPath: String?
  var only: WorkloadKind?
  var memoryOnly = false
  var adapter = false
  var givenOptions: [String] = []
  var events = 10_000
  var batches: Int?
  var batchEvents: Int?

  init(_ arguments: [String]) {
    var rest = arguments[...]
    func value(_ option: String) -> String {
      guard let next = rest.popFirst() else { fail("\(option) needs a value\n\(usage)") }
      return next
    }
    func integer(_ option: String) -> Int {
      guard let n = Int(value(option)), n > 0 else { fail("\(option) needs a positive integer") }
      return n
    }
    var given: [String] = []
    while let argument = rest.popFirst() {
      given.append(argument)
      switch argument {
      case "--quick": quick = true
      case "--regions":
        let list = value(argument).split(separator: ",").map { Int($0) }
        guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
          fail("--regions needs positive integers, e.g. 10,100,1000")
        }
        sizes = list.map { $0! }
        if let repeated = sizes.first(where: { size in sizes.filter { $0 == size }.count > 1 }) {
          fail("--regions lists \(repeated) twice")
        }
      case "--seed":
        guard let n = UInt64(value(argument)) else { fail("--seed needs an integer") }
        seed = n
      case "--json": jsonPath = value(argument)
      case "--markdown": markdownPath = value(argument)
      case "--allocations": allocationsPath = value(argument)
      case "--only":
        let name = value(argument)
        guard let kind = WorkloadKind(rawValue: name) else { fail("unknown workload \(name)") }
        only = kind
      case "--events": events = integer(argument)
      case "--memory": memoryOnly = true
      case "--adapter": adapter = true
      case "--batches": batches = integer(argument)
      case "--batch-events": batchEvents = integer(argument)
      case "--help", "-h":
        print(usage)
        exit(0)
      default: fail("unknown option \(argument)\n\(usage)")
      }
    }
    // The two single-purpose modes take only their own options.
    let modes: [(option: String, allowed: Set<String>)] = [
      ("--memory", ["--memory", "--regions", "--seed"]),
      ("--only", ["--only", "--regions", "--seed", "--events"]),
      ("--adapter", ["--adapter", "--regions", "--seed", "--events", "--quick"]),
    ]
    for mode in modes where given.contains(mode.option) {
      if let other = given.first(where: { $0.hasPrefix("--") && !mode.allowed.contains($0) }) {
        fail("\(mode.option) does not go with \(other)\n\(usage)")
      }
    }
    givenOptions = given
  }
}

// MARK: Files

func readFile(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4_096)
  while true {
    let n = fread(&buffer, 1, buffer.count, file)
    if n <= 0 { break }
    bytes.append(contentsOf: buffer[0..<n])
  }
  return String(decoding: bytes, as: UTF8.self)
}

func writeFile(_ path: String, _ text: String) {
  guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
  let bytes = Array(text.utf8)
  _ = fwrite(bytes, 1, bytes.count, file)
  fclose(file)
}

/// Reads the file written by Scripts/measure-allocations.sh:
/// `{"regions": 10000, "allocations_per_event": {"tap": 0.0, ...}}`.
func readAllocations(_ path: String) -> (regions: Int, perWorkload: [String: Double]) {
  guard let text = readFile(path) else { fail("cannot read \(path)") }
  func number(after key: String) -> Double? {
    guard let end = find("\"\(key)\"", in: text) else { return nil }
    var rest = text[end...].drop { $0 == " " || $0 == ":" || $0 == "\n" }
    rest = rest.prefix { "0123456789.-+eE".contains($0) }
    return Double(rest)
  }
  guard let regions = number(after: "regions") else { fail("\(path): no \"regions\"") }
  var values: [String: Double] = [:]
  for kind in WorkloadKind.allCases {
    if let value = number(after: kind.rawValue) { values[kind.rawValue] = value }
  }
  return (Int(regions), values)
}

// MARK: Memory

/// Heap bytes in use, from glibc's `malloc_stats` (found with `dlsym`, as
/// Swift does not import `malloc.h`): the "in use bytes" of its
/// "Total (incl. mmap)" section, which it prints to standard error (captured
/// here through a pipe). Nil where that is not available.
func heapInUse() -> Int? {
  #if canImport(Glibc)
    guard let symbol = dlsym(nil, "malloc_stats") else { return nil }
    let mallocStats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    let savedError = dup(2)
    dup2(fds[1], 2)
    mallocStats()
    dup2(savedError, 2)
    close(savedError)
    close(fds[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let n = read(fds[0], &buffer, buffer.count)
      if n <= 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
    }
    close(fds[0])
    let text = String(decoding: bytes, as: UTF8.self)
    guard let total = find("Total (incl. mmap)", in: text),
      let inUse = find("in use bytes", in: text[total...])
    else { return nil }
    let digits = text[inUse...].drop { !$0.isNumber }.prefix { $0.isNumber }
    return Int(digits)
  #else
    return nil
  #endif
}

/// The end of the first occurrence of `needle` in `text`.
func find(_ needle: String, in text: Substring) -> String.Index? {
  var start = text.startIndex
  while start < text.endIndex {
    if text[start...].hasPrefix(needle) {
      return text.index(start, offsetBy: needle.count)
    }
    start = text.index(after: start)
  }
  return nil
}

func find(_ needle: String, in text: String) -> String.Index? {
  find(needle, in: text[...])
}

/// Registers a scene in fresh engines (without reserving capacity, as an
/// app registering regions one by one) and returns the heap growth per
/// region. Small scenes are registered in many engines at once (about
/// 100 000 regions in all), all kept alive, so that the allocator's caches
/// (glibc counts chunks in its per-thread cache as in use) move the result
/// by a fraction of a byte rather than by tens of bytes at 10 regions.
func heapBytesPerRegion(_ scene: Scene) -> Double {
  let copies = max(1, 100_000 / scene.nodes.count)
  var ids: [RegionID] = []
  ids.reserveCapacity(scene.nodes.count)
  var engines: [DismissEngine] = []
  engines.reserveCapacity(copies)
  guard let before = heapInUse() else { return .nan }
  for _ in 0..<copies {
    var engine = DismissEngine()
    ids.removeAll(keepingCapacity: true)
    SceneEngine.register(scene, in: &engine, ids: &ids)
    engines.append(engine)
  }
  guard let after = heapInUse() else { return .nan }
  withExtendedLifetime(engines) {}
  return Double(after - before) / Double(scene.nodes.count * copies)
}

// MARK: Running

/// `--only`: one workload, untimed, for allocation counting.
func runOnly(_ kind: WorkloadKind, regions: Int, events: Int, seed: UInt64) {
  let scene = SceneGenerator.make(regions: regions, seed: seed)
  var checksum: UInt64 = 0
  func go<W: BenchWorkload>(_ workload: inout W) {
    checksum &+= workload.run(1_000)
    checksum &+= workload.run(events)
  }
  switch kind {
  case .tap, .idle:
    var w = TapWorkload(scene, active: kind == .tap, seed: seed)
    go(&w)
  case .drag:
    var w = DragWorkload(scene, seed: seed)
    go(&w)
  case .scrollFrame:
    var w = ScrollFrameWorkload(scene, seed: seed)
    go(&w)
  case .hostPath:
    var w = HostPathWorkload(scene, seed: seed)
    go(&w)
  }
  // Separate small values, no interpolation: the output allocates the same
  // whatever the event count, so that the allocation difference between two
  // runs is the workload's alone.
  print(kind.rawValue, regions, events, checksum)
}

/// Every workload and baseline at one size.
func benchmark(
  size: Int, options: Options, engineTiming: Timing, baselineTiming: Timing,
  allocations: (regions: Int, perWorkload: [String: Double])?, into report: inout BenchReport
) {
  let scene = SceneGenerator.make(regions: size, seed: options.seed)
  var checksum: UInt64 = 0
  func add(_ kind: WorkloadKind, _ measurement: Measurement) {
    var allocationsPerEvent: Double?
    if let allocations, allocations.regions == size {
      allocationsPerEvent = allocations.perWorkload[kind.rawValue]
    }
    report.results.append(
      WorkloadResult(
        workload: kind.rawValue, regions: size, median: measurement.summary.median,
        p99: measurement.summary.p99, allocationsPerEvent: allocationsPerEvent,
        batches: measurement.batches, eventsPerBatch: measurement.eventsPerBatch))
  }

  var tap = TapWorkload(scene, active: true, seed: options.seed)
  add(.tap, measure(&tap, engineTiming, checksum: &checksum))
  let refocusRate = Double(tap.refocuses) / Double(max(tap.taps, 1))
  let engineBytes = tap.engine.approximateBytesPerRegion
  let points = tap.points
  let tapMedian = report.results.last!.median
  tap = TapWorkload(Scene(size: 0), active: false, seed: 0)

  do {
    var drag = DragWorkload(scene, seed: options.seed)
    add(.drag, measure(&drag, engineTiming, checksum: &checksum))
  }
  do {
    var idle = TapWorkload(scene, active: false, seed: options.seed)
    add(.idle, measure(&idle, engineTiming, checksum: &checksum))
  }
  do {
    var scroll = ScrollFrameWorkload(scene, seed: options.seed)
    add(.scrollFrame, measure(&scroll, engineTiming, checksum: &checksum))
  }
  do {
    var host = HostPathWorkload(scene, seed: options.seed)
    add(.hostPath, measure(&host, engineTiming, checksum: &checksum))
  }

  func baseline<W: BenchWorkload>(_ name: String, _ workload: inout W) {
    let measurement = measure(&workload, baselineTiming, checksum: &checksum)
    report.baselines.append(
      BaselineResult(
        name: name, regions: size, median: measurement.summary.median,
        engineTapMedian: tapMedian))
  }
  do {
    var seedTree = SeedTreeSearch(scene, points: points)
    baseline("seed-tree-search", &seedTree)
  }

  report.sizes.append(
    SizeResult(
      regions: size, scene: scene.kindDescription, depth: scene.maxDepth,
      engineBytesPerRegion: engineBytes, heapBytesPerRegion: heapBytesPerRegion(scene),
      refocusRate: refocusRate))
  report.checksum &+= checksum
}

func machineDescription() -> String {
  var model = "unknown CPU"
  if let cpuinfo = readFile("/proc/cpuinfo"),
    let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
    let colon = line.firstIndex(of: ":")
  {
    model = String(line[line.index(after: colon)...].drop { $0 == " " })
  }
  return "\(model), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs online"
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
if options.memoryOnly {
  print(
    "regions  heap B/region  (engine value: \(MemoryLayout<DismissEngine>.size) bytes, not counted)"
  )
  for size in options.sizes {
    let scene = SceneGenerator.make(regions: size, seed: options.seed)
    let label = grouped(size)
    print(
      label + String(repeating: " ", count: max(1, 9 - label.count))
        + format(heapBytesPerRegion(scene)))
  }
  exit(0)
}
if options.adapter {
  let sizes = options.givenOptions.contains("--regions") ? options.sizes : [10, 100, 1_000]
  runAdapter(
    sizes: sizes, seed: options.seed, quick: options.quick,
    untimedEvents: options.givenOptions.contains("--events") ? options.events : nil)
  exit(0)
}
if let only = options.only {
  runOnly(only, regions: options.sizes[0], events: options.events, seed: options.seed)
  exit(0)
}
// Engine workloads: batches of about 100 µs (at most 1 000 events), so that
// few batches are interrupted by other processes on a shared machine.
let engineTiming = Timing(
  batches: options.batches ?? (options.quick ? 20 : 1_000),
  batchNanoseconds: 100_000, fixedEvents: options.batchEvents, maximumEvents: 1_000,
  warmUpEvents: options.quick ? 100 : 1_000)
// Baselines: fewer, longer batches (one event can take milliseconds).
let baselineTiming = Timing(
  batches: options.quick ? 5 : 50, batchNanoseconds: options.quick ? 200_000 : 2_000_000,
  fixedEvents: nil, maximumEvents: 1_000, warmUpEvents: 1)
let allocations = options.allocationsPath.map(readAllocations)
var report = BenchReport()
for size in options.sizes {
  benchmark(
    size: size, options: options, engineTiming: engineTiming, baselineTiming: baselineTiming,
    allocations: allocations, into: &report)
}
report.adapterTaps = measureAdapterTaps(
  seed: options.seed, quick: options.quick, allocationsPath: options.allocationsPath)
let batchSize =
  options.batchEvents.map { "\($0) events" } ?? "about 100 µs (at most 1 000 events)"
let header = """
  DismissKit benchmark: seed \(options.seed)\(options.quick ? " (--quick)" : ""); per engine \
  workload \(engineTiming.batches) timed batches of \(batchSize)
  Machine: \(machineDescription())
  """
print(report.table(header: header))
print("")
print(adapterTapTable(report.adapterTaps))
print("")
print(columnNotes)
if let path = options.jsonPath { writeFile(path, report.json) }
if let path = options.markdownPath { writeFile(path, report.markdown) }
