import CommandLineDeclaration
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a root view controller as a program: the terminal's `UIApplicationMain`.
///
/// It runs three ways:
/// - **interactive** when stdin and stdout are terminals: raw mode, the alternate
///   screen, and after every key, animation tick and resize a redraw of the rows that
///   changed, as far as the terminal reaches; Ctrl-Z or `SIGTSTP` hands the terminal back
///   and stops, `fg` takes it again;
/// - **scripted** with `--keys "right d q"`: replays the keys, waiting after each for
///   the controller's tasks, and prints the final screen;
/// - **plain** otherwise (piped, redirected): prints one screen and exits 0.
///
/// Whichever way a run ends, it posts `willTerminateNotification` first; a stop posts
/// `didEnterBackgroundNotification` (see `Application+Lifecycle.swift`).
///
/// ```swift
/// await Application.main(name: "chapter-mvc", summary: "…") { _ in LibraryViewController() }
/// ```
public enum Application {
  /// The screen size of a printed or scripted run without `--size`.
  public static let defaultSize = Size(width: 80, height: 24)

  /// Parses the command line, builds the root view controller and runs it. Never
  /// returns: exits 0 on success (`q`), 1 on a runtime error, 2 on a usage error, and
  /// 128 + the signal's number when `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT` ends an
  /// interactive run (130 for Ctrl-C, 131 for `kill -QUIT`). Any other signal that ends a
  /// program ends it as it would any program, after the terminal is put back.
  ///
  /// - Parameters:
  ///   - name: the program's name: `chapter-mvc`.
  ///   - summary: one line saying what the program shows.
  ///   - options: the chapter's own flags; their values reach `makeRootViewController`.
  ///   - arguments: the command line without the program name.
  ///   - makeRootViewController: builds the screen; throw `CommandLineError` for a bad
  ///     value.
  @MainActor
  public static func main(
    name: String, summary: String, options: [Flag] = [],
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    makeRootViewController: @MainActor (LaunchOptions) throws -> ViewController
  ) async -> Never {
    let launch: LaunchOptions
    let root: ViewController
    switch start(
      name: name, summary: summary, options: options, arguments: arguments,
      makeRootViewController: makeRootViewController)
    {
    case .run(let screen, let options):
      (root, launch) = (screen, options)
    case .exit(let status, let output, let error):
      Terminal.write(output)
      Terminal.writeError(error)
      exit(status)
    }

    if let keys = launch.keys {
      await runScripted(root, keys: keys, size: launch.size ?? defaultSize)
    } else if Terminal.isInteractive {
      await runInteractive(root, fixedSize: launch.size)
    } else {
      Terminal.write(await printedScreen(of: root, size: launch.size ?? defaultSize))
    }
    exit(0)
  }

  /// A printed run's screen: drawn once the tasks its drawing started are done, then
  /// the run's end told to its observers (after drawing, as the run has shown what it
  /// prints), as the text to print.
  @MainActor
  static func printedScreen(of root: ViewController, size: Size) async -> String {
    let window = Window(rootViewController: root, size: size)
    await settle(window)
    let text = screenText(window)
    post(willTerminateNotification)
    return text
  }

  /// How a program starts: with its screen and options, or with an exit, what to print
  /// on stdout and on stderr, and its status.
  enum Start {
    case run(ViewController, LaunchOptions)
    case exit(status: Int32, output: String, error: String)
  }

  /// The command line read and the screen made, or why not: help exits 0, a refused
  /// command line 2 with the refusal and the usage, any other error while the screen is
  /// made 1 with its description. Apart from `main` so that a test can try each way.
  @MainActor
  static func start(
    name: String, summary: String, options: [Flag], arguments: [String],
    makeRootViewController: @MainActor (LaunchOptions) throws -> ViewController
  ) -> Start {
    let commandLine = LaunchOptions.commandLine(
      program: "swift run \(name)", summary: summary, flags: options)
    do {
      let launch = try LaunchOptions.parse(arguments, by: commandLine)
      if launch.wantsHelp { return .exit(status: 0, output: commandLine.usage, error: "") }
      return .run(try makeRootViewController(launch), launch)
    } catch let error as CommandLineError {
      return .exit(
        status: error.exitStatus, output: "", error: commandLine.refusal(error, by: name))
    } catch {
      return .exit(status: 1, output: "", error: "\(name): error: \(error)\n")
    }
  }

  @MainActor
  private static func printScreen(_ window: Window) {
    Terminal.write(screenText(window))
  }

  /// The window drawn as text to print, in colour when the terminal takes it.
  @MainActor
  private static func screenText(_ window: Window) -> String {
    let canvas = window.render()
    if Terminal.usesColor {
      return canvas.renderANSILines().joined(separator: "\n") + "\n"
    }
    return canvas.renderPlain() + "\n"
  }

  /// Draws the screen once, off screen, then waits for the tasks that drawing started
  /// (views that load what they show as they appear), so a printed screen shows them.
  @MainActor
  private static func settle(_ window: Window) async {
    _ = window.render()
    await window.rootViewController.waitForTasks()
  }

  @MainActor
  private static func runScripted(_ root: ViewController, keys: [Key], size: Size) async {
    let window = Window(rootViewController: root, size: size)
    await settle(window)
    for key in keys {
      if window.send(key) == .quit { break }
      await root.waitForTasks()
    }
    // Before printing, so the printed screen shows what saving the state said.
    post(willTerminateNotification)
    printScreen(window)
  }

  /// What wakes the interactive loop.
  private enum Event: Sendable {
    case keys([Key])
    case signal(Int32)
    case tick
    case redraw
    case inputClosed
  }

  // snippet.loop
  @MainActor
  private static func runInteractive(_ root: ViewController, fixedSize: Size?) async {
    // Signals are caught before the terminal changes, so a SIGTERM at any moment from
    // here on ends in the loop below, which puts the terminal back.
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let signalPipe = TerminalSignals.startCatching()
    let window = Window(
      rootViewController: root, size: fixedSize ?? Terminal.currentSize() ?? defaultSize)
    guard let signalPipe, Terminal.enterRawMode() else {
      TerminalSignals.stopCatching()
      window.size = fixedSize ?? defaultSize
      printScreen(window)
      // A printed run after all: it ends here, and says so like every other.
      post(willTerminateNotification)
      return
    }
    startEventSources(continuation, signalPipe: signalPipe)
    let session = InteractiveSession(window: window, fixedSize: fixedSize)
    window.onNeedsDisplay { continuation.yield(.redraw) }
    session.draw()
    var exitCode: Int32 = 0
    for await event in events {
      if let code = session.handle(event) {
        exitCode = code
        break
      }
    }
    Terminal.restore()
    // After the restore, so whatever the app writes on its way out reaches the shell.
    post(willTerminateNotification)
    exit(exitCode)
  }
  // snippet.end

  /// The window on the terminal: what each event does to it, and drawing it.
  @MainActor
  private final class InteractiveSession {
    let window: Window
    let fixedSize: Size?
    private var updater = ScreenUpdater()
    private var visibleSize: Size
    private let usesColor = Terminal.usesColor

    init(window: Window, fixedSize: Size?) {
      self.window = window
      self.fixedSize = fixedSize
      visibleSize = Terminal.currentSize() ?? window.size
    }

    /// Acts on `event`; returns the exit code when it ends the run.
    func handle(_ event: Event) -> Int32? {
      switch event {
      case .keys(let keys):
        for key in keys {
          if key == .suspend {
            // Raw mode turned Ctrl-Z into a byte; it stops the app as `SIGTSTP` does.
            kill(getpid(), SIGTSTP)
            return nil
          } else if window.send(key) == .quit {
            return key == .interrupt ? 130 : 0
          }
        }
        draw()
      case .signal(SIGWINCH):
        relayout()
      case .signal(SIGTSTP):
        enterBackground()
      case .signal(SIGCONT):
        // Back from a stop: the shell has had the terminal in the meantime.
        Terminal.reenterRawMode()
        TerminalSignals.terminalHandedBack.store(false, ordering: .sequentiallyConsistent)
        relayout()
      case .signal(let number):
        return 128 + number
      case .tick:
        if window.advanceAnimations() { draw() }
      case .redraw:
        draw()
      case .inputClosed:
        return 0
      }
      return nil
    }

    /// A stop: the terminal goes back to the shell, the app saves what it must, and the
    /// process stops until `fg` (then `SIGCONT` takes the terminal back).
    func enterBackground() {
      TerminalSignals.terminalHandedBack.store(true, ordering: .sequentiallyConsistent)
      Terminal.restore()
      post(didEnterBackgroundNotification)
      TerminalSignals.stopAfterRestoring()
    }

    /// Sizes the window for the terminal again and draws all of it.
    func relayout() {
      visibleSize = Terminal.currentSize() ?? window.size
      window.size = fixedSize ?? visibleSize
      updater.invalidate()
      draw()
    }

    /// Draws what the terminal can show, writing only the rows that changed.
    func draw() {
      // Stopped, or continued but not yet back in raw mode: the screen is the shell's.
      guard !TerminalSignals.terminalHandedBack.load(ordering: .sequentiallyConsistent) else {
        return
      }
      let canvas = window.render(clippedTo: visibleSize)
      let rows = usesColor ? canvas.renderANSILines() : plainLines(canvas)
      let output = updater.update(to: rows)
      if !output.isEmpty { Terminal.write(output) }
    }
  }

  /// Starts what feeds the interactive loop: signals, stdin and the animation clock.
  /// Not on the main actor: these run on threads of their own, and a closure written
  /// inside a main-actor function would be checked, and trap, for running off it.
  private static func startEventSources(
    _ continuation: AsyncStream<Event>.Continuation, signalPipe: Int32
  ) {
    // Reading blocks, so each source has a thread of its own; the process exits under it.
    detachThread {
      readBytes(from: signalPipe) { bytes in
        for byte in bytes { continuation.yield(.signal(Int32(byte))) }
      }
    }
    detachThread {
      // The decoder keeps a mouse report that one read cut off for the next read.
      var decoder = KeyDecoder()
      readBytes(from: STDIN_FILENO) { continuation.yield(.keys(decoder.decode($0))) }
      continuation.yield(.inputClosed)
    }
    detachThread {
      while true {
        usleep(100_000)
        continuation.yield(.tick)
      }
    }
  }

  /// Hands each read's bytes to `receive` until the end of the input or an error.
  private static func readBytes(from descriptor: Int32, _ receive: ([UInt8]) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      receive(Array(buffer[0..<count]))
    }
  }

  /// Full-width plain rows, so each redraw overwrites the last one completely.
  private static func plainLines(_ canvas: Canvas) -> [String] {
    canvas.renderPlain().split(separator: "\n", omittingEmptySubsequences: false).map {
      $0 + String(repeating: " ", count: max(0, canvas.size.width - $0.terminalWidth))
    }
  }
}
