import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a root view controller as a program: the terminal's `UIApplicationMain`.
///
/// It runs three ways:
/// - **interactive** when stdin and stdout are terminals: raw mode, the alternate
///   screen, a redraw on every key, animation tick and resize;
/// - **scripted** with `--keys "right d q"`: replays the keys, waiting after each for
///   the controller's tasks, and prints the final screen;
/// - **plain** otherwise (piped, redirected): prints one screen and exits 0.
///
/// ```swift
/// await Application.main(name: "chapter-mvc", summary: "…") { _ in LibraryViewController() }
/// ```
public enum Application {
  /// The screen size of a printed or scripted run without `--size`.
  public static let defaultSize = Size(width: 80, height: 24)

  /// Parses the command line, builds the root view controller and runs it. Never
  /// returns: exits 0 on success (`q`), 1 on a runtime error, 2 on a usage error, and
  /// 128 + the signal's number when a signal ends an interactive run (130 for Ctrl-C).
  ///
  /// - Parameters:
  ///   - name: the program's name, for the usage text.
  ///   - summary: one line saying what the program shows.
  ///   - options: the chapter's own flags; their values reach `makeRootViewController`.
  ///   - arguments: the command line without the program name.
  ///   - makeRootViewController: builds the screen; throw `UsageError` for a bad value.
  @MainActor
  public static func main(
    name: String, summary: String, options: [OptionSpec] = [],
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    makeRootViewController: @MainActor (LaunchOptions) throws -> ViewController
  ) async -> Never {
    let usage = usageText(name: name, summary: summary, options: options)
    let launch: LaunchOptions
    let root: ViewController
    do {
      launch = try LaunchOptions.parse(arguments, extraOptions: options)
      if launch.wantsHelp {
        Terminal.write(usage)
        exit(0)
      }
      root = try makeRootViewController(launch)
    } catch let error as UsageError {
      Terminal.writeError("\(name): error: \(error.message)\n\n\(usage)")
      exit(2)
    } catch {
      Terminal.writeError("\(name): error: \(error)\n")
      exit(1)
    }

    if let keys = launch.keys {
      await runScripted(root, keys: keys, size: launch.size ?? defaultSize)
    } else if Terminal.isInteractive {
      await runInteractive(root, fixedSize: launch.size)
    } else {
      let window = Window(rootViewController: root, size: launch.size ?? defaultSize)
      await settle(window)
      printScreen(window)
    }
    exit(0)
  }

  /// The help text: synopsis, modes, keys and flags.
  public static func usageText(name: String, summary: String, options: [OptionSpec]) -> String {
    var lines = [
      "USAGE: \(name) [--size WxH] [--keys KEYS]"
        + options.map { " [\($0.name) \($0.valueName)]" }.joined(),
      "",
      summary,
      "",
      "In a terminal the app is interactive; piped or redirected it prints one screen.",
      "",
      "OPTIONS:",
      "  --size WxH     Screen size (default: the terminal's; \(defaultSize) when printed).",
      "  --keys KEYS    Press these keys, then print the screen. Space-separated:",
      "                 left right up down enter esc tab space backspace, or a character;",
      "                 click:X,Y clicks column X, row Y of the screen (from 0).",
    ]
    for option in options {
      let flag = "\(option.name) \(option.valueName)"
      lines.append(
        "  " + flag.padding(toLength: max(13, flag.count), withPad: " ", startingAt: 0)
          + "  " + option.help)
    }
    lines.append("  -h, --help     Show this help.")
    return lines.joined(separator: "\n") + "\n"
  }

  @MainActor
  private static func printScreen(_ window: Window) {
    let canvas = window.render()
    if Terminal.usesColor {
      Terminal.write(canvas.renderANSILines().joined(separator: "\n") + "\n")
    } else {
      Terminal.write(canvas.renderPlain() + "\n")
    }
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
    printScreen(window)
  }

  /// What wakes the interactive loop.
  private enum Event: Sendable {
    case keys([Key])
    case resize
    case tick
    case redraw
    case signal(Int32)
    case inputClosed
  }

  @MainActor
  private static func runInteractive(_ root: ViewController, fixedSize: Size?) async {
    // Signals are caught before the terminal changes, so a SIGTERM at any moment from
    // here on ends in the loop below, which puts the terminal back.
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let signalSources = startEventSources(continuation)
    let window = Window(
      rootViewController: root, size: fixedSize ?? Terminal.currentSize() ?? defaultSize)
    guard Terminal.enterRawMode() else {
      signalSources.forEach { $0.cancel() }
      window.size = fixedSize ?? defaultSize
      printScreen(window)
      return
    }
    window.onNeedsDisplay { continuation.yield(.redraw) }
    draw(window, clearFirst: false)
    var exitCode: Int32 = 0
    loop: for await event in events {
      switch event {
      case .keys(let keys):
        for key in keys where window.send(key) == .quit {
          exitCode = key == .interrupt ? 130 : 0
          break loop
        }
        draw(window, clearFirst: false)
      case .resize:
        window.size = fixedSize ?? Terminal.currentSize() ?? window.size
        draw(window, clearFirst: true)
      case .tick:
        if window.advanceAnimations() { draw(window, clearFirst: false) }
      case .redraw:
        draw(window, clearFirst: false)
      case .signal(let number):
        exitCode = 128 + number
        break loop
      case .inputClosed:
        break loop
      }
    }
    signalSources.forEach { $0.cancel() }
    Terminal.restore()
    exit(exitCode)
  }

  /// Starts what feeds the interactive loop: signals, stdin and the animation clock.
  /// Not on the main actor: these handlers run on other threads, and a closure written
  /// inside a main-actor function would be checked, and trap, for running off it.
  private static func startEventSources(
    _ continuation: AsyncStream<Event>.Continuation
  ) -> [any DispatchSourceSignal] {
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        continuation.yield(signalNumber == SIGWINCH ? .resize : .signal(signalNumber))
      }
      source.resume()
      sources.append(source)
    }
    // Reading stdin blocks, so it has a thread of its own; the process exits under it.
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          continuation.yield(.inputClosed)
          return
        }
        continuation.yield(.keys(Key.decode(Array(buffer[0..<count]))))
      }
    }
    Thread.detachNewThread {
      while true {
        usleep(100_000)
        continuation.yield(.tick)
      }
    }
    return sources
  }

  @MainActor
  private static func draw(_ window: Window, clearFirst: Bool) {
    let canvas = window.render()
    let lines = Terminal.usesColor ? canvas.renderANSILines() : plainLines(canvas)
    Terminal.write((clearFirst ? "\u{1B}[2J" : "") + "\u{1B}[H" + lines.joined(separator: "\r\n"))
  }

  /// Full-width plain rows, so each redraw overwrites the last one completely.
  private static func plainLines(_ canvas: Canvas) -> [String] {
    canvas.renderPlain().split(separator: "\n", omittingEmptySubsequences: false).map {
      $0 + String(repeating: " ", count: max(0, canvas.size.width - $0.terminalWidth))
    }
  }
}
