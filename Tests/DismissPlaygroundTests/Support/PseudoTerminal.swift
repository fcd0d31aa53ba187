import DismissScenarios
import DismissTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the built `dismisskit` binary is: next to the running test
/// executable (SwiftPM puts every product of a build in one directory), or
/// under the repository's `.build/debug`.
func dismisskitBinary() -> String? {
  var candidates: [String] = []
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  if count > 0 {
    var directory = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Up a few levels: on macOS the tests run inside an .xctest bundle.
    for _ in 0..<4 {
      guard let slash = directory.lastIndex(of: "/") else { break }
      directory = String(directory[..<slash])
      candidates.append(directory + "/dismisskit")
    }
  }
  candidates.append(Fixtures.repositoryRoot() + "/.build/debug/dismisskit")
  return candidates.first { access($0, X_OK) == 0 }
}

/// posix_openpt, grantpt, unlockpt and ptsname: Swift's Glibc module does
/// not declare them (they sit behind _XOPEN_SOURCE), so on Linux they are
/// looked up in the C library at run time.
enum PTY {
  #if canImport(Darwin)
    static func openMaster() -> Int32 {
      // macOS's posix_openpt takes no O_CLOEXEC: set it afterwards.
      let master = posix_openpt(O_RDWR | O_NOCTTY)
      if master >= 0 { _ = fcntl(master, F_SETFD, FD_CLOEXEC) }
      return master
    }
    static func slaveName(_ master: Int32) -> String? {
      guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
        return nil
      }
      return String(cString: name)
    }
  #else
    static func symbol<T>(_ name: String, as type: T.Type) -> T? {
      guard let handle = dlopen(nil, RTLD_NOW), let pointer = dlsym(handle, name) else {
        return nil
      }
      return unsafeBitCast(pointer, to: type)
    }
    static func openMaster() -> Int32 {
      guard let open = symbol("posix_openpt", as: (@convention(c) (Int32) -> Int32).self) else {
        return -1
      }
      return open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    }
    static func slaveName(_ master: Int32) -> String? {
      typealias Call = @convention(c) (Int32) -> Int32
      guard let grant = symbol("grantpt", as: Call.self),
        let unlock = symbol("unlockpt", as: Call.self),
        let name = symbol(
          "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self),
        grant(master) == 0, unlock(master) == 0, let path = name(master)
      else { return nil }
      return String(cString: path)
    }
  #endif
}

/// Seconds from a monotonic clock.
func monotonicNow() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A child process on a pseudo-terminal: the test writes keys and mouse
/// reports to the master side and reads the screen from it. The child is
/// killed if the test leaves it running.
final class PseudoTerminal {
  enum Failure: Error, CustomStringConvertible {
    case setup(String)
    var description: String {
      switch self {
      case .setup(let what): return "pseudo-terminal setup failed: \(what)"
      }
    }
  }

  let master: Int32
  let pid: pid_t
  private(set) var output: [UInt8] = []
  private(set) var screen: ScreenEmulator
  private(set) var exitStatus: Int32?

  init(executable: String, arguments: [String], columns: Int, rows: Int) throws {
    master = PTY.openMaster()
    guard master >= 0 else { throw Failure.setup("posix_openpt") }
    guard let name = PTY.slaveName(master) else {
      close(master)
      throw Failure.setup("grantpt/unlockpt/ptsname")
    }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    // Close-on-exec: tests run in parallel, and a child spawned by another
    // test must not inherit this terminal (it would keep it open after this
    // test's child exits).
    let slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      close(master)
      throw Failure.setup("open slave")
    }
    defer { close(slave) }
    screen = ScreenEmulator(columns: columns, rows: rows)

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)
    let words: [String] = [executable] + arguments
    let environment: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8"]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    // The child starts with no signal blocked and default dispositions,
    // whatever the test runner's thread has.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      close(master)
      throw Failure.setup("posix_spawn: \(status)")
    }
    pid = child
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// Reads what the child wrote, waiting at most `timeout` seconds for the
  /// first bytes. Returns false at the end of the output.
  @discardableResult
  func pump(timeout: Double) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(max(0, timeout * 1000)))
    guard ready > 0 else { return true }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }  // EIO: the child closed the terminal
    let bytes = Array(buffer[0..<count])
    output.append(contentsOf: bytes)
    screen.feed(bytes)
    return true
  }

  /// How long a wait may take by default. Generous: a wait returns as soon
  /// as its condition holds, so only a failing test waits this long, and a
  /// sanitizer build of the binary on a loaded 2-core machine can take
  /// seconds to draw its first frame (3 s was too short under
  /// AddressSanitizer while the property tests ran beside it).
  static let defaultTimeout = 30.0

  /// Reads until the screen satisfies a condition, or the time is up.
  @discardableResult
  func wait(timeout: Double = defaultTimeout, until condition: (ScreenEmulator) -> Bool) -> Bool {
    let deadline = monotonicNow() + timeout
    while true {
      if condition(screen) { return true }
      let left = deadline - monotonicNow()
      if left <= 0 { return false }
      if !pump(timeout: min(left, 0.05)) && !condition(screen) { return false }
    }
  }

  /// Reads until the screen shows a text.
  @discardableResult
  func wait(for text: String, timeout: Double = defaultTimeout) -> Bool {
    wait(timeout: timeout) { $0.text.contains(text) }
  }

  /// Sends bytes as typed input.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// A mouse click (SGR press then release) on a 0-based cell.
  func click(column: Int, row: Int, button: Int = 0) {
    send("\u{1B}[<\(button);\(column + 1);\(row + 1)M")
    send("\u{1B}[<\(button);\(column + 1);\(row + 1)m")
  }

  /// Waits for the child to exit, reading its output meanwhile; kills it
  /// after the timeout. Returns the raw wait status, or nil if it had to be
  /// killed.
  func waitForExit(timeout: Double = defaultTimeout) -> Int32? {
    let deadline = monotonicNow() + timeout
    while monotonicNow() < deadline {
      var status: Int32 = 0
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid {
        while pump(timeout: 0.02), monotonicNow() < deadline {
          if !hasPendingOutput() { break }
        }
        exitStatus = status
        return status
      }
      pump(timeout: 0.02)
    }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    exitStatus = status
    return nil
  }

  private func hasPendingOutput() -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// The output as text.
  var outputText: String { String(decoding: output, as: UTF8.self) }

  /// What the child is doing, for a failure message: its state and the
  /// kernel function it waits in (Linux `/proc`), and the bytes read so far.
  var diagnostics: String {
    func read(_ path: String) -> String {
      (try? readFileBytes(path)).map { String(decoding: $0, as: UTF8.self) } ?? "unreadable"
    }
    let state = read("/proc/\(pid)/status").split(separator: "\n").first { $0.hasPrefix("State:") }
    return "child \(pid): \(state.map(String.init) ?? "no status (exited?)"), "
      + "waiting in \(read("/proc/\(pid)/wchan")), \(output.count) bytes read"
  }
}

/// `WIFEXITED` / `WEXITSTATUS` / `WIFSIGNALED` / `WTERMSIG`, which Swift
/// does not import as functions.
func exitedNormally(_ status: Int32) -> Bool { status & 0x7F == 0 }
func exitCode(_ status: Int32) -> Int32 { (status >> 8) & 0xFF }
func terminatingSignal(_ status: Int32) -> Int32? {
  let signal = status & 0x7F
  return signal != 0 && signal != 0x7F ? signal : nil
}
