import Foundation
import WorkbookKit
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The letter `/proc` gives a process's state: `T` when stopped, `S` asleep, `?` gone.
public func processState(_ pid: pid_t) -> Character {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return "?" }
  return stat[close...].dropFirst(2).first ?? "?"
}

/// One tmux pane on a tmux server of its own, killed with everything in it when released.
public final class TmuxPane {
  public struct State {
    public var alternateScreen: Bool
    public var cursorShown: Bool
  }

  /// A file the pane's output is copied to.
  public struct OutputLog {
    public let url: URL
    public var size: Int {
      ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int) ?? 0
    }
  }

  private let tmux: URL
  private let socket = "terminal-test-\(UUID().uuidString)"
  public let folder: URL

  /// Starts `command` under `sh` in an 80x24 pane, in a scratch folder.
  public init(command: String) throws {
    guard let tmux = ProcessRunner.find("tmux") else {
      throw XCTSkip("no tmux to give the program a terminal")
    }
    self.tmux = tmux
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminal-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try run(
      "new-session", "-d", "-x", "80", "-y", "24", "-c", folder.path,
      "sh -c '\(command.replacingOccurrences(of: "'", with: "'\\''"))'")
  }

  deinit {
    // Killing the server hangs up the pane; a stopped app is killed outright.
    for pid in descendants(of: (try? pid()) ?? 0) { kill(pid, SIGKILL) }
    _ = try? run("kill-server")
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs one tmux command and returns what it printed. Spawned and awaited by hand: the
  /// first command forks the tmux server, which keeps the descriptors Foundation's
  /// `Process` watches for the end of its child, so `Process` would wait forever.
  @discardableResult
  private func run(_ arguments: String...) throws -> String {
    let output = folder.appendingPathComponent("tmux-output")
    let command = ["tmux", "-L", socket, "-f", "/dev/null"] + arguments
    let status = try spawnAndWait(tmux.path, command, output: output.path)
    let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    guard status == 0 else { throw TmuxError(message: "\(command) failed: \(printed)") }
    return printed
  }

  public func type(_ keys: String...) throws {
    for key in keys { try run("send-keys", key) }
  }

  /// The pane's text: the visible screen, or with the lines scrolled off it too.
  public func screen(withHistory: Bool = false) throws -> String {
    try withHistory ? run("capture-pane", "-p", "-S", "-") : run("capture-pane", "-p")
  }

  public func state() throws -> State {
    let flags = try run("display-message", "-p", "#{alternate_on} #{cursor_flag}")
    return State(alternateScreen: flags.hasPrefix("1"), cursorShown: flags.contains(" 1"))
  }

  /// The words of `stty -a` for the pane's terminal: `-echo` when echo is off.
  public func settings() throws -> Set<Substring> {
    let tty = try run("display-message", "-p", "#{pane_tty}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let stty = ProcessRunner.find("stty") ?? URL(fileURLWithPath: "/bin/stty")
    let output = try ProcessRunner.run(stty, arguments: ["-F", tty, "-a"], timeout: .seconds(10))
    return Set(output.standardOutput.split(whereSeparator: \.isWhitespace))
  }

  private func pid() throws -> pid_t {
    pid_t(
      try run("display-message", "-p", "#{pane_pid}").trimmingCharacters(
        in: .whitespacesAndNewlines))
      ?? 0
  }

  /// Waits for the app (a `chapter-…` program) to draw its first screen; returns its
  /// process id.
  public func waitForApp() throws -> pid_t {
    try wait("the app's first screen") {
      try state().alternateScreen && screen().contains("BlueLibrary")
    }
    let shell = try pid()
    let app = descendants(of: shell).first {
      (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8))?.hasPrefix("chapter-")
        == true
    }
    guard let app else {
      throw TmuxError(message: "no app under pane process \(shell)")
    }
    return app
  }

  /// Waits for `name` in the pane's folder to contain `marker` (a file is read while
  /// the pane's command may still be writing it), and returns the file's text.
  public func waitForFile(_ name: String, containing marker: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    var text = ""
    try wait("\(name) to contain \(marker)") {
      text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      return text.contains(marker)
    }
    return text
  }

  /// Copies everything the pane's program writes from now on into a file.
  public func recordOutput() throws -> OutputLog {
    let url = folder.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    try run("pipe-pane", "-o", "cat >> '\(url.path)'")
    return OutputLog(url: url)
  }

  /// Checks `condition` every 50 ms for up to 10 s; fails with `what` if it never holds.
  public func wait(_ what: String, until condition: () throws -> Bool) throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if try condition() { return }
      usleep(50_000)
    }
    throw TmuxError(message: "timed out waiting for \(what); screen:\n\(try screen())")
  }
}

private struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// The processes started by `pid` and by those, nearest first.
private func descendants(of pid: pid_t) -> [pid_t] {
  guard pid > 0 else { return [] }
  let children =
    (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))?
    .split(separator: " ").compactMap { pid_t($0) } ?? []
  return children + children.flatMap { descendants(of: $0) }
}

/// Starts `path` with `arguments` (its name first), stdout and stderr to `output`, with
/// `TMUX` unset so that tmux run inside tmux starts a server of its own; waits up to 10 s
/// for it (then kills it) and returns its exit status.
private func spawnAndWait(_ path: String, _ arguments: [String], output: String) throws -> Int32 {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_adddup2(&actions, 1, 2)
  let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" }
    .map { "\($0.key)=\($0.value)" }
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup($0) } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else {
    throw TmuxError(message: "cannot start \(path)")
  }
  let deadline = ContinuousClock.now + .seconds(10)
  var status: Int32 = 0
  while waitpid(pid, &status, WNOHANG) == 0 {
    if ContinuousClock.now > deadline {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      throw TmuxError(message: "\(arguments) did not finish")
    }
    usleep(5_000)
  }
  return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}
