#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, its size, and putting all of it
/// back on every way out.
enum Terminal {
  /// The alternate screen, no cursor, and mouse clicks reported (1000) in the SGR
  /// encoding (1006).
  static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h"
  /// A `StaticString`, so a signal handler can write it without allocating. Mouse
  /// reporting goes off first: a shell left with it on would read clicks as text.
  static let leaveScreen: StaticString =
    "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Colour only for a terminal, and never when `NO_COLOR` is set (no-color.org) or
  /// the terminal says it is dumb.
  static var usesColor: Bool {
    guard isatty(STDOUT_FILENO) == 1 else { return false }
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// The terminal's size, or `nil` when stdout is not a terminal.
  static func currentSize() -> Size? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Writes all of `text` to stdout, retrying short writes.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    writeAll(STDOUT_FILENO, &bytes)
  }

  static func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    writeAll(STDERR_FILENO, &bytes)
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: inout [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = rawWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Switches stdin to raw mode and stdout to the alternate screen, and arranges that a
  /// crash puts both back. Returns `false` when the terminal refuses.
  static func enterRawMode() -> Bool {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
    TerminalRestore.saved = original
    var raw = original
    cfmakeraw(&raw)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
    TerminalRestore.installCrashHandlers()
    write(enterScreen)
    return true
  }

  /// Leaves the alternate screen and puts the terminal's settings back.
  static func restore() {
    TerminalRestore.restoreNow()
  }
}

/// POSIX `write`, named apart from `Terminal.write(_:)`.
private func rawWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}

/// What a signal handler needs to put the terminal back. Signal handlers cannot reach
/// actors or locks, so this lives in plain globals that are written once, before the
/// handlers are installed, and only read afterwards.
enum TerminalRestore {
  // Safe: written once by `enterRawMode()` on the main thread before any handler that
  // reads it is installed; after that it is only read.
  nonisolated(unsafe) static var saved: termios?

  /// Restores the screen and the terminal settings. Only `write` and `tcsetattr`, both
  /// async-signal-safe, on memory that needs no allocation: a crash handler calls this.
  static func restoreNow() {
    guard var settings = saved else { return }
    Terminal.leaveScreen.withUTF8Buffer {
      _ = rawWrite(STDOUT_FILENO, $0.baseAddress!, $0.count)
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// On a crash (a Swift trap is SIGILL or SIGTRAP), restore the terminal and then let
  /// the signal do what it would have done.
  static func installCrashHandlers() {
    for signalNumber in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
      signal(signalNumber) { received in
        TerminalRestore.restoreNow()
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }
}
