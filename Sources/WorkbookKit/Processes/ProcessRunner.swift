import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished program left behind.
public struct ProcessResult: Sendable, Equatable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
  /// The program ran past its time limit and was stopped.
  public var timedOut: Bool
  /// The signal that ended the program, if one did (then `status` is that number too).
  public var signal: Int32?
  /// The program wrote more than its `OutputLimit` allows and was stopped.
  public var wroteTooMuch = false
  /// Programs it started were still running in its process group when it ended or
  /// was stopped; they were ended then.
  public var leftProgramsRunning = false
}

/// How much of a program's output is kept, and how much it may write at all.
///
/// A program that prints in a loop must cost neither the disk nor the memory of the
/// one who runs it: past `stopAfter` bytes it is stopped, and of each stream only the
/// first and the last `keptAtEachEnd` bytes are read back, with a line saying how many
/// bytes between them were cut.
public struct OutputLimit: Sendable, Equatable {
  public var keptAtEachEnd: Int
  /// Of both streams together.
  public var stopAfter: Int

  public init(keptAtEachEnd: Int, stopAfter: Int) {
    self.keptAtEachEnd = keptAtEachEnd
    self.stopAfter = stopAfter
  }

  /// What `workbook check` allows an exercise and the compiler: 64 KiB kept at each
  /// end, stopped past 8 MiB.
  public static let exercise = OutputLimit(keptAtEachEnd: 64 * 1024, stopAfter: 8 * 1024 * 1024)
}

/// Runs a program to completion with its output captured, as tests and the `workbook`
/// tool both need.
///
/// Output goes to temporary files rather than pipes, so a program that writes a lot
/// can never block on a full pipe while we wait for it, and programs it leaves behind
/// holding the output open cannot keep us waiting either.
///
/// The program starts in a process group of its own, with every signal at its default
/// action and none blocked, whatever this process ignores or blocks: so what it starts
/// can be stopped with it, and obeys SIGTERM. When it ends, or is stopped, whatever it
/// left running in its group is ended too, and the result says so. Its temporary
/// folder (`TMPDIR`) is one of the run's own, removed with what is in it when the run
/// is done.
public enum ProcessRunner {
  /// Runs `executable` and waits for it, up to `timeout`.
  ///
  /// - Parameters:
  ///   - executable: the program's path.
  ///   - arguments: its arguments, without its name.
  ///   - environment: the whole environment; `nil` inherits this process's.
  ///   - directory: the working directory; `nil` keeps this process's.
  ///   - timeout: after this the program's process group gets SIGTERM, and SIGKILL a
  ///     second later.
  ///   - outputLimit: how much output is kept and allowed; `nil` keeps all of it.
  ///   - fileSizeLimit: the largest file, in bytes, that the program or any program it
  ///     starts may write (`RLIMIT_FSIZE`, its output files included); `nil` for none.
  ///     It binds even a program that leaves the process group (`setsid`), which
  ///     nothing else here can stop. `/bin/sh` sets it, then runs the program in its
  ///     place.
  ///   - privateInput: text the program can read on descriptor 3 (a pipe, closed after
  ///     the text), and nowhere else: not in its arguments or environment.
  ///   - isolated: the run's marker and temporary folder go into the environment (see
  ///     the type's summary); `false` passes `environment` exactly as given, for the
  ///     build tool (`runBuildTool`).
  ///   - temporaryFolder: with `isolated`, the `TMPDIR` to give instead of the run's
  ///     own: for a program run as another user, who cannot write this user's folders.
  public static func run(
    _ executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
    directory: URL? = nil, timeout: Duration = .seconds(120), outputLimit: OutputLimit? = nil,
    fileSizeLimit: Int? = nil, privateInput: String? = nil, isolated: Bool = true,
    temporaryFolder: URL? = nil
  ) throws -> ProcessResult {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw WorkbookError("\(executable.path) is not a program that can be run")
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-run-\(UUID().uuidString)")
    try ScratchFolders.make(scratch)
    defer { ScratchFolders.remove(scratch) }
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    let out = try CapturedStream(at: scratch.appendingPathComponent("stdout"))
    let err = try CapturedStream(at: scratch.appendingPathComponent("stderr"))
    var environment = environment ?? ProcessInfo.processInfo.environment
    if isolated { environment["TMPDIR"] = (temporaryFolder ?? temporary).path }

    let program = try start {
      try SpawnedProgram(
        commandLine(executable, arguments, directory: directory, fileSizeLimit: fileSizeLimit),
        environment: environment, output: out.handle.fileDescriptor,
        errors: err.handle.fileDescriptor, privateInput: privateInput, marked: isolated)
    }
    let ending = wait(for: program, timeout: timeout) {
      guard let outputLimit else { return false }
      return out.size + err.size > outputLimit.stopAfter
    }
    let leftRunning = program.endGroup()
    let keep = outputLimit?.keptAtEachEnd
    let exit = program.poll(blocking: true) ?? .signalled(SIGKILL)
    finished(program)
    // Past the file size limit the kernel ends the program with SIGXFSZ, which can come
    // before the polling above sees too much output.
    let overLimit = outputLimit.map { out.size + err.size > $0.stopAfter } ?? false
    return ProcessResult(
      status: exit.status, standardOutput: out.text(keepingAtEachEnd: keep),
      standardError: err.text(keepingAtEachEnd: keep), timedOut: ending == .timedOut,
      signal: exit.signal,
      wroteTooMuch: ending == .wroteTooMuch || (ending == .exited && overLimit)
        || (fileSizeLimit != nil && exit.signal == SIGXFSZ),
      leftProgramsRunning: leftRunning)
  }

  /// The words to start: the program itself, or `/bin/sh` when it must first change
  /// folder or set the file size limit (`posix_spawn` can do neither everywhere).
  private static func commandLine(
    _ executable: URL, _ arguments: [String], directory: URL?, fileSizeLimit: Int?
  ) -> [String] {
    guard directory != nil || fileSizeLimit != nil else { return [executable.path] + arguments }
    var script = ""
    var words: [String] = []
    if let directory {
      script += "cd -- \"$1\" || exit 126; shift; "
      words.append(directory.path)
    }
    if let fileSizeLimit {
      // POSIX counts `ulimit -f` in 512-byte blocks (bash outside POSIX mode in 1024:
      // then the limit is only twice as high).
      script += "ulimit -f \(fileSizeLimit / 512 + 1) || exit 126; "
    }
    script += "exec \"$@\""
    return ["/bin/sh", "-c", script, "sh"] + words + [executable.path] + arguments
  }

  private enum Ending { case exited, timedOut, wroteTooMuch }

  /// Waits for `program` to end, stopping it when `timeout` passes or `tooMuchOutput`
  /// says so.
  private static func wait(
    for program: SpawnedProgram, timeout: Duration, tooMuchOutput: () -> Bool
  ) -> Ending {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while program.poll() == nil {
      let ending: Ending =
        clock.now >= deadline ? .timedOut : tooMuchOutput() ? .wroteTooMuch : .exited
      if ending != .exited {
        // What it started, noted before the signal: a test binary the build tool runs
        // in a process group of its own is out of the group's reach, and once the tool
        // has ended it is below it in the process tree no more.
        let tree = ProcessTable.identity(of: program.id).map(ProcessTable.descendants) ?? []
        program.stop()
        ProcessTable.end(tree)
        return ending
      }
      usleep(5_000)
    }
    return .exited
  }

  /// The first program called `name` on `PATH`.
  public static func find(_ name: String, path: String? = nil) -> URL? {
    let searchPath = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

/// One output stream of a running program, caught in a file.
private struct CapturedStream: ~Copyable {
  let handle: FileHandle

  init(at url: URL) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    handle = try FileHandle(forUpdating: url)
  }

  deinit { try? handle.close() }

  /// How many bytes the program has written so far.
  var size: Int {
    var status = stat()
    return fstat(handle.fileDescriptor, &status) == 0 ? Int(status.st_size) : 0
  }

  /// What the program wrote, decoded leniently (one stray byte must not lose the whole
  /// output); past `keep` bytes at each end, the middle is cut and the cut is said.
  func text(keepingAtEachEnd keep: Int?) -> String {
    let size = self.size
    guard let keep, size > 2 * keep else { return decoded(from: 0, count: size) }
    return decoded(from: 0, count: keep) + "\n… \(size - 2 * keep) bytes cut …\n"
      + decoded(from: size - keep, count: keep)
  }

  private func decoded(from offset: Int, count: Int) -> String {
    guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let data = try? handle.read(upToCount: count)
    else { return "" }
    return String(decoding: data, as: UTF8.self)
  }
}
