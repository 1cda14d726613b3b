import POSIXCalls

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, its size, and putting all of it
/// back on every way out.
enum Terminal {
  /// The alternate screen, no cursor, and mouse clicks reported (1000) in the SGR
  /// encoding (1006). `TerminalSignals.restoreNow()` undoes all of it on every way out.
  static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?1000h\u{1B}[?1006h"

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
    POSIXCalls.writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }

  static func writeError(_ text: String) {
    POSIXCalls.writeAll(Array(text.utf8), to: STDERR_FILENO)
  }

  /// The raw-mode settings, kept to take the terminal back after a stop.
  @MainActor private static var rawSettings: termios?

  /// Switches stdin to raw mode and stdout to the alternate screen, and arranges that a
  /// stop or any signal that ends the program puts both back. Returns `false` when the
  /// terminal refuses.
  @MainActor
  static func enterRawMode() -> Bool {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
    var raw = original
    cfmakeraw(&raw)
    // Before the change, so that no moment of raw mode is left unguarded.
    TerminalSignals.installRestoringHandlers(restoring: original)
    rawSettings = raw
    return reenterRawMode()
  }

  /// Raw mode and the alternate screen again, after a stop and `fg`.
  @MainActor
  @discardableResult
  static func reenterRawMode() -> Bool {
    guard var raw = rawSettings, tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
      return false
    }
    write(enterScreen)
    return true
  }

  /// Leaves the alternate screen and puts the terminal's settings back.
  static func restore() {
    TerminalSignals.restoreNow()
  }
}
