import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a program ended: its exit status, or the signal that ended it.
enum ProgramEnd: Equatable {
  case exited(Int32)
  case signalled(Int32)

  /// The exit status, or the signal's number (as Foundation's `Process` reports it).
  var status: Int32 {
    switch self {
    case .exited(let status), .signalled(let status): status
    }
  }

  var signal: Int32? {
    if case .signalled(let signal) = self { return signal }
    return nil
  }

  /// Decodes a status from `waitpid` (the C macros `WIFEXITED` and the like are not
  /// imported into Swift).
  init(waitStatus: Int32) {
    let signal = waitStatus & 0x7f
    self = signal == 0 ? .exited((waitStatus >> 8) & 0xff) : .signalled(signal)
  }
}

/// One program started with `posix_spawn` in a process group of its own (its id is
/// the group's), with every signal at its default action and none blocked, standard
/// input from `/dev/null` and its output into the descriptors given.
///
/// Foundation's `Process` can set none of that: its children inherit this process's
/// ignored signals (the `workbook` program ignores SIGTERM to handle it itself), so a
/// program an exercise started would ignore SIGTERM too.
final class SpawnedProgram {
  let id: pid_t
  /// `WORKBOOK_RUN=…`, in the program's environment: how what it leaves is found. `nil`
  /// for a program started with its environment exactly as given.
  let marker: String?
  /// Set once the program has ended and been waited for.
  private(set) var end: ProgramEnd?

  /// Starts `words` (a path, not looked up on `PATH`, then the arguments), with
  /// `environment` and, when `marked`, this run's marker in it.
  init(
    _ words: [String], environment: [String: String], output: Int32, errors: Int32,
    privateInput: String?, marked: Bool = true
  ) throws {
    // Every descriptor handed over is first copied to 10 or above, so that placing one
    // at 0, 1, 2 or 3 in the child can never overwrite another still to be placed.
    var sources = [dup(above: output), dup(above: errors)]
    defer { for source in sources where source >= 0 { close(source) } }
    if let privateInput { sources.append(try Self.pipe(holding: privateInput)) }
    guard !sources.contains(-1) else {
      throw WorkbookError("cannot start \(words[0]): " + String(cString: strerror(errno)))
    }
    var actions = SpawnActions()
    defer { actions.destroy() }
    actions.open(0, "/dev/null")
    for (target, source) in sources.enumerated() { actions.place(source, at: Int32(target + 1)) }
    var attributes = SpawnAttributes()
    defer { attributes.destroy() }
    let marker = marked ? "\(Self.markerName)=\(UUID().uuidString)" : nil
    self.marker = marker
    var pid: pid_t = 0
    let result = withCStrings(words) { argv in
      withCStrings(
        environment.filter { $0.key != Self.markerName }.map { "\($0.key)=\($0.value)" }
          + (marker.map { [$0] } ?? [])
      ) { envp in
        posix_spawn(&pid, words[0], &actions.value, &attributes.value, argv, envp)
      }
    }
    guard result == 0 else {
      throw WorkbookError("cannot start \(words[0]): " + String(cString: strerror(result)))
    }
    id = pid
  }

  /// How the program ended, waiting for it if `blocking`; `nil` while it runs.
  @discardableResult
  func poll(blocking: Bool = false) -> ProgramEnd? {
    if let end { return end }
    var status: Int32 = 0
    let waited = waitpid(id, &status, blocking ? 0 : WNOHANG)
    if waited == id {
      end = ProgramEnd(waitStatus: status)
    } else if waited == -1 && errno != EINTR {
      // Nothing left to wait for (someone else reaped it): count it as killed.
      end = .signalled(SIGKILL)
    }
    return end
  }

  /// SIGTERM to the whole group, and SIGKILL a second later if the program still runs.
  func stop() {
    kill(-id, SIGTERM)
    let clock = ContinuousClock()
    let grace = clock.now + .seconds(1)
    while poll() == nil && clock.now < grace { usleep(10_000) }
    if poll() == nil { kill(-id, SIGKILL) }
    poll(blocking: true)
  }

  /// Once the program has ended: ends with SIGKILL whatever it left running, and says
  /// whether there was any. What it left is what is still in its process group and,
  /// on Linux, any process whose environment carries this run's `marker`: a program
  /// started with Foundation's `Process` gets a process group of its own, but keeps
  /// the environment. (A program that both leaves the group and drops the marker is
  /// out of reach; the file size limit still binds it.)
  func endGroup() -> Bool {
    var found = false
    // A few rounds: a program being ended may have started another meanwhile.
    for _ in 0..<3 {
      let left = Self.leftovers(group: id, marker: marker)
      guard !left.isEmpty else { break }
      found = true
      kill(-id, SIGKILL)
      for pid in left { kill(pid, SIGKILL) }
      usleep(10_000)
    }
    return found
  }

  /// The environment variable that marks every program this run starts, and their
  /// children: `WORKBOOK_RUN=<a UUID>`.
  static let markerName = "WORKBOOK_RUN"

  /// The live processes of group `group`, or marked with `marker` (zombies are ended
  /// already). On Linux, read from `/proc`; elsewhere only the group, as one.
  static func leftovers(group: pid_t, marker: String?) -> [pid_t] {
    #if os(Linux)
      let own = getpid()
      return ProcessTable.entries().compactMap { entry -> pid_t? in
        let pid = entry.identity.pid
        guard pid != own, !entry.isZombie else { return nil }
        if entry.group == group { return pid }
        guard let marker else { return nil }
        let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
        return environment.map { $0.split(separator: 0).contains(Data(marker.utf8)) } == true
          ? pid : nil
      }
    #else
      return kill(-group, 0) == 0 ? [-group] : []
    #endif
  }

  /// The read end of a pipe that holds `text` and then ends. `text` must fit in the
  /// pipe's buffer (4 KiB at least on every system), as a token does.
  private static func pipe(holding text: String) throws -> Int32 {
    var ends: [Int32] = [0, 0]
    guard makePipe(&ends) == 0 else {
      throw WorkbookError("cannot make a pipe: " + String(cString: strerror(errno)))
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    let reader = dup(above: ends[0])
    close(ends[0])
    guard written == bytes.count else {
      close(reader)
      throw WorkbookError("cannot hand a program its input: it does not fit in a pipe")
    }
    return reader
  }
}

/// A copy of `descriptor` numbered 10 or above, closed on exec (only the placed copies
/// in the child survive it), or -1.
private func dup(above descriptor: Int32) -> Int32 {
  fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
}

private func makePipe(_ ends: inout [Int32]) -> Int32 {
  ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}

/// Runs `body` with `strings` as a C array of C strings, ended by a null pointer.
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers)
}

/// The file actions of a spawn: what the child's descriptors 0 to 3 are.
private struct SpawnActions {
  #if canImport(Glibc)
    var value = posix_spawn_file_actions_t()
  #else
    var value: posix_spawn_file_actions_t? = nil
  #endif

  init() { posix_spawn_file_actions_init(&value) }

  mutating func open(_ descriptor: Int32, _ path: String) {
    posix_spawn_file_actions_addopen(&value, descriptor, path, O_RDONLY, 0)
  }

  mutating func place(_ source: Int32, at target: Int32) {
    posix_spawn_file_actions_adddup2(&value, source, target)
  }

  mutating func destroy() { posix_spawn_file_actions_destroy(&value) }
}

/// The attributes of a spawn: a process group of its own, default signal actions, an
/// empty signal mask.
private struct SpawnAttributes {
  #if canImport(Glibc)
    var value = posix_spawnattr_t()
  #else
    var value: posix_spawnattr_t? = nil
  #endif

  init() {
    posix_spawnattr_init(&value)
    var every = sigset_t()
    sigfillset(&every)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&value, &every)
    posix_spawnattr_setsigmask(&value, &none)
    posix_spawnattr_setpgroup(&value, 0)
    posix_spawnattr_setflags(
      &value, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
  }

  mutating func destroy() { posix_spawnattr_destroy(&value) }
}
