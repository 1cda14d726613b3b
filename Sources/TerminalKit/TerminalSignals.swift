import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals of an interactive run, and putting the terminal back whichever one
/// arrives.
///
/// Three kinds:
/// - **loop signals** (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGWINCH`, `SIGCONT`): the handler
///   writes the signal's number into a pipe and the interactive loop acts on it (ends the
///   run, lays the screen out again, or takes the terminal back after a stop);
/// - **`SIGTSTP`**: the handler tells the loop, which lets the app save what it must
///   (`Application.didEnterBackgroundNotification`), then puts the terminal back and stops
///   the process with the default action, as a shell expects; `SIGCONT` brings it back;
/// - **every other signal that would end the program** (`SIGQUIT`, `SIGUSR1`, `SIGALRM`, a
///   crash…): the handler puts the terminal back, lets the handler that was there before
///   it run (Swift's backtracer, for a crash or `SIGQUIT`), then lets the signal end the
///   program as it would have.
///
/// A handler may only call async-signal-safe functions and may not allocate, take a lock
/// or start a lazy initialisation, so it reads nothing but the globals below, each given
/// its value before the first handler is installed. Pipes rather than Dispatch signal
/// sources: on Linux those block the signals in whichever threads they reach, so that
/// after a few resizes a later `SIGQUIT` or `SIGTSTP` could find no thread to land on.
enum TerminalSignals {
  /// The terminal settings to put back, or `nil` while the terminal is not changed.
  // Safe: written only on the main thread, by `installRestoringHandlers()` before it
  // installs the handlers that read it; they only read it.
  nonisolated(unsafe) static var savedSettings: termios?
  /// The write end of the pipe the loop signals are reported through; -1 before.
  // Safe: set once by `startCatching()` before it installs the handlers that read it.
  nonisolated(unsafe) static var notifyDescriptor: Int32 = -1
  /// What each signal did before a handler of ours replaced it, indexed by number.
  // Safe: allocated and filled by `prepare()`/`installRestoringHandlers()` on the main
  // thread before the handler for that signal is installed; handlers only read it.
  nonisolated(unsafe) static var previousActions: UnsafeMutablePointer<sigaction>?

  /// Whether a stop has handed the terminal to the shell and no continue has taken it
  /// back yet: nothing may be drawn meanwhile. Atomic, so a handler may set it.
  static let terminalHandedBack = Atomic<Bool>(false)

  /// The signals the loop handles itself.
  static let loopSignals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT]

  /// The signals Swift's runtime installs its crash backtracer for.
  static let backtracerSignals = [SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

  /// The signals whose default action ends the program, besides the loop's.
  static var terminatingSignals: [Int32] {
    var numbers = backtracerSignals + [SIGSYS, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]
    numbers += [SIGXCPU, SIGXFSZ, SIGPIPE]
    #if os(Linux)
      numbers += [SIGSTKFLT, SIGPWR, SIGIO]
      numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return numbers
  }

  private static let signalCount = 65
  // Safe: read and written only by `installRestoringHandlers`, on the main thread.
  nonisolated(unsafe) private static var restoringHandlersInstalled = false

  /// Makes every global a handler reads ready. Called before any handler is installed,
  /// so that no handler is the first to touch one (which would run its lazy
  /// initialisation inside a signal handler).
  static func prepare() {
    guard previousActions == nil else { return }
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
    actions.initialize(repeating: sigaction(), count: signalCount)
    previousActions = actions
    savedSettings = nil
    notifyDescriptor = -1
    terminalHandedBack.store(false, ordering: .relaxed)
  }

  /// Installs the loop signals' handlers. Returns the pipe's read end, from which each
  /// caught signal arrives as one byte holding its number, or `nil` without a pipe.
  static func startCatching() -> Int32? {
    prepare()
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return nil }
    // A flood of signals must never block a handler: it drops bytes instead.
    _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
    notifyDescriptor = descriptors[1]
    for number in loopSignals {
      install(number, flags: SA_RESTART) { number, _, _ in TerminalSignals.notifyLoop(number) }
    }
    return descriptors[0]
  }

  /// Writes `number` into the loop's pipe: one async-signal-safe `write`.
  private static func notifyLoop(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(notifyDescriptor, &byte, 1)
  }

  /// Gives the loop signals their default actions back, when there is no loop after all.
  static func stopCatching() {
    for number in loopSignals { setDefaultAction(of: number) }
  }

  /// Remembers `settings` as what to put back and installs the handlers that restore
  /// the terminal on a stop or on any signal that would end the program.
  static func installRestoringHandlers(restoring settings: termios) {
    prepare()
    savedSettings = settings
    // Installed twice, a handler would find itself as the one to chain to.
    guard !restoringHandlersInstalled else { return }
    restoringHandlersInstalled = true
    // Saving is no work for a signal handler: the loop hears of the stop and makes it.
    install(SIGTSTP, flags: SA_RESTART) { number, _, _ in TerminalSignals.notifyLoop(number) }
    for number in terminatingSignals where shouldCatch(number) {
      install(number, flags: SA_ONSTACK) { number, info, context in
        TerminalSignals.restoreNow()
        TerminalSignals.runPreviousHandler(number, info, context)
        TerminalSignals.endWithDefaultAction(number)
      }
    }
  }

  // snippet.restore
  /// Stops mouse reporting, leaves the alternate screen, shows the cursor and puts the
  /// settings back. Only `write` and `tcsetattr`, both async-signal-safe, on memory that
  /// needs no allocation.
  static func restoreNow() {
    guard var settings = savedSettings else { return }
    // Mouse reporting goes off first: a shell left with it on would read clicks as text.
    let leave: StaticString = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    leave.withUTF8Buffer { _ = write(STDOUT_FILENO, $0.baseAddress!, $0.count) }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }
  // snippet.end

  /// A signal ignored when the program started stays ignored (`nohup`); one that another
  /// part of the program handles is left to it, except the backtracer's, which runs
  /// after the terminal is put back.
  private static func shouldCatch(_ number: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(number, nil, &current) == 0 else { return false }
    let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    let defaultAction = unsafeBitCast(SIG_DFL, to: Int.self)
    return handler == defaultAction || (backtracerSignals.contains(number) && handler > 1)
  }

  private typealias Handler =
    @convention(c) (
      Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
    ) -> Void

  private static func install(_ number: Int32, flags: Int32, handler: Handler) {
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = handler
    action.sa_flags = flags | SA_SIGINFO
    // Nothing else interrupts the restore, except a crash inside it.
    sigfillset(&action.sa_mask)
    for crash in backtracerSignals where crash != SIGQUIT { sigdelset(&action.sa_mask, crash) }
    var previous = sigaction()
    guard sigaction(number, &action, &previous) == 0 else { return }
    if let previousActions, Int(number) < signalCount {
      previousActions[Int(number)] = previous
    }
  }

  /// Calls the handler a signal had before ours: the backtracer's report then goes to
  /// the ordinary screen.
  private static func runPreviousHandler(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
  ) {
    guard let previousActions, Int(number) < signalCount else { return }
    let previous = previousActions[Int(number)]
    let address = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
    guard address > 1 else { return }  // SIG_DFL is 0, SIG_IGN is 1
    if previous.sa_flags & SA_SIGINFO != 0 {
      previous.__sigaction_handler.sa_sigaction?(number, info, context)
    } else {
      previous.__sigaction_handler.sa_handler?(number)
    }
  }

  /// Puts the default action back and raises the signal again; it is delivered when the
  /// handler returns (or, for a fault, when the faulting instruction runs again).
  private static func endWithDefaultAction(_ number: Int32) {
    setDefaultAction(of: number)
    _ = raise(number)
  }

  /// Gives signal `number` its default action back and returns the action it had.
  /// Async-signal-safe: one `sigaction` on the stack.
  @discardableResult
  private static func setDefaultAction(of number: Int32) -> sigaction {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    _ = sigaction(number, &action, &previous)
    return previous
  }

  /// `SIGTSTP`, called by the loop: restore, stop with the default action, and once
  /// continued put our handler back and tell the loop, which takes the terminal back.
  /// Uses only async-signal-safe calls, so it could run in a handler as well.
  static func stopAfterRestoring() {
    terminalHandedBack.store(true, ordering: .sequentiallyConsistent)
    restoreNow()
    var ours = setDefaultAction(of: SIGTSTP)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    _ = raise(SIGTSTP)
    // Delivered at once, or, if blocked here, on unblocking: the process stops here.
    _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    _ = sigaction(SIGTSTP, &ours, nil)
    // The kernel drops a stop in an orphaned process group; the loop must take the
    // terminal back all the same, so it hears of the continue from here too.
    var byte = UInt8(truncatingIfNeeded: SIGCONT)
    _ = write(notifyDescriptor, &byte, 1)
  }
}
