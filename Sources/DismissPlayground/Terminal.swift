import DismissScenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal, with the C library only: raw mode, the alternate screen,
/// mouse reporting, the window size, and restoring all of it whatever
/// happens (normal exit, `exit`, SIGINT, SIGTERM, SIGHUP, a crash).
///
/// The state the signal handlers need lives in globals set up before any
/// handler is installed; the handlers only call `write` and `tcsetattr`.
enum Terminal {
  /// The terminal state to restore. On the heap rather than a global
  /// `termios`: Swift sized such a global 3 bytes short of what
  /// `tcgetattr` writes on Linux (AddressSanitizer caught the overflow).
  nonisolated(unsafe) static var saved: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  nonisolated(unsafe) static var active: Int32 = 0
  nonisolated(unsafe) static var resized: Int32 = 0
  nonisolated(unsafe) static var leaveBytes: UnsafeMutablePointer<UInt8>? = nil
  nonisolated(unsafe) static var leaveCount = 0

  /// Alternate screen, hidden cursor, SGR mouse reporting with motion while a
  /// button is down, cleared screen.
  static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[0m\u{1B}[2J"
  /// The reverse, ending with leaving the alternate screen.
  static let leaveSequence =
    "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Whether standard input and output are both terminals.
  static var isInteractive: Bool { isatty(0) != 0 && isatty(1) != 0 }

  /// The window size, or nil when it cannot be read.
  static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    let result = ioctl(1, UInt(TIOCGWINSZ), &size)
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Enters raw mode and the full-screen, mouse-reporting mode; installs the
  /// handlers that undo it. Returns false when the terminal refuses.
  static func enter() -> Bool {
    // Set up every global before a handler can run.
    let bytes = Array(leaveSequence.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    buffer.initialize(from: bytes, count: bytes.count)
    leaveBytes = buffer
    leaveCount = bytes.count
    resized = 0
    guard tcgetattr(0, saved) == 0 else { return false }
    var raw = saved.pointee
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    guard tcsetattr(0, TCSANOW, &raw) == 0 else { return false }
    active = 1
    atexit { Terminal.restore() }
    for signal in [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
    ] {
      _ = installHandler(signal) { number in
        Terminal.restore()
        _ = Terminal.installHandler(number, nil)
        raise(number)
      }
    }
    _ = installHandler(SIGWINCH) { _ in Terminal.resized = 1 }
    // A parent may have started us with these signals blocked (a thread of a
    // test runner, say): unblock them, or SIGTERM would never restore.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { sigaddset(&unblock, signal) }
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    write(enterSequence)
    return true
  }

  /// Installs a signal handler (nil: the default action), without
  /// SA_RESTART so that `poll` returns at once.
  static func installHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> Bool
  {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
    #else
      action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return sigaction(number, &action, nil) == 0
  }

  /// Leaves raw mode and the full-screen mode, once. Safe in a signal
  /// handler.
  static func restore() {
    guard active != 0 else { return }
    active = 0
    if let leaveBytes {
      var offset = 0
      while offset < leaveCount {
        let n = systemWrite(1, leaveBytes + offset, leaveCount - offset)
        if n <= 0 { break }
        offset += n
      }
    }
    tcsetattr(0, TCSANOW, saved)
  }

  /// Writes all of a string to standard output.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let n = systemWrite(1, base + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += n
      }
    }
  }

  /// Seconds from a monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// `write(2)`, named apart from ``Terminal/write(_:)``.
@inline(__always)
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}

extension DemoCommand {
  /// The interactive playground: runs until the person quits. Returns the
  /// exit status.
  static func runInteractive(scenario: Scenario) -> Int32 {
    let start = Terminal.now()
    let size = Terminal.size() ?? (80, 24)
    var controller = DemoController(scenario: scenario, columns: size.columns, rows: size.rows)
    guard Terminal.enter() else {
      printError("dismisskit demo: cannot put the terminal in raw mode")
      return 1
    }
    defer { Terminal.restore() }
    var parser = InputParser()
    var lastSize = size
    var buffer = [UInt8](repeating: 0, count: 4096)
    Terminal.write(controller.frame().ansi)
    while !controller.wantsToQuit {
      var events: [InputEvent] = []
      var pollFD = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      let ready = poll(&pollFD, 1, parser.hasPending ? 30 : 250)
      if ready < 0 && errno != EINTR { break }
      if ready > 0 {
        if pollFD.revents & Int16(POLLIN) != 0 {
          let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
          if count <= 0 { break }  // end of input: the terminal went away
          events = parser.feed(buffer[0..<count])
        } else if pollFD.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
          break
        }
      } else if ready == 0 && parser.hasPending {
        events = parser.flush()  // a lone ESC: the Escape key
      }
      var redraw = !events.isEmpty
      if Terminal.resized != 0 || ready == 0 {
        Terminal.resized = 0
        if let now = Terminal.size(), now != lastSize {
          lastSize = now
          controller.resize(columns: now.columns, rows: now.rows)
          Terminal.write("\u{1B}[0m\u{1B}[2J")
          redraw = true
        }
      }
      for event in events {
        controller.handle(event, time: Terminal.now() - start)
        if controller.wantsToQuit { break }
      }
      if redraw && !controller.wantsToQuit { Terminal.write(controller.frame().ansi) }
    }
    return 0
  }
}

func printError(_ line: String) {
  var bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
